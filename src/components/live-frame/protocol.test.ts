import {describe, expect, it} from 'vitest';
import {CHANNEL, isFromFrame, isToFrame} from './protocol';

describe('messages to the live-example frame', () => {
  it('accepts code to render, a colour mode and a replay of what the reader did', () => {
    expect(
      isToFrame({channel: CHANNEL, type: 'render', id: 1, code: '<Button />', noInline: false, theme: 'dark'}),
    ).toBe(true);
    expect(isToFrame({channel: CHANNEL, type: 'theme', theme: 'light'})).toBe(true);
    expect(isToFrame({channel: CHANNEL, type: 'replay', path: [0, 2], tag: 'BUTTON', action: 'click'})).toBe(true);
    expect(isToFrame({channel: CHANNEL, type: 'ping', id: 3})).toBe(true);
    expect(
      isToFrame({
        channel: CHANNEL,
        type: 'replay',
        path: [1],
        tag: 'INPUT',
        action: 'focus',
        at: 0.5,
        keys: ['ArrowRight'],
      }),
    ).toBe(true);
    // What a reader typed into a static text field, to type into the live one.
    expect(
      isToFrame({
        channel: CHANNEL,
        type: 'replay',
        path: [0],
        tag: 'INPUT',
        action: 'focus',
        keys: ['4', ' ', 'Backspace'],
      }),
    ).toBe(true);
  });

  it('drops anything of another shape, another channel or unexpected values', () => {
    for (const data of [
      null,
      'render',
      [CHANNEL],
      {type: 'render', code: 'x', noInline: false, theme: 'dark'},
      {channel: 'other', type: 'render', code: 'x', noInline: false, theme: 'dark'},
      {channel: CHANNEL, type: 'render', id: 1, code: 1, noInline: false, theme: 'dark'},
      {channel: CHANNEL, type: 'render', code: 'x', noInline: false, theme: 'dark'},
      {channel: CHANNEL, type: 'render', id: -1, code: 'x', noInline: false, theme: 'dark'},
      {channel: CHANNEL, type: 'render', code: 'x', noInline: false, theme: 'blue'},
      {channel: CHANNEL, type: 'render', code: 'x'.repeat(1_000_000), noInline: false, theme: 'dark'},
      {channel: CHANNEL, type: 'replay', path: [-1], tag: 'BUTTON', action: 'click'},
      {channel: CHANNEL, type: 'replay', path: [0], tag: 'img onerror', action: 'click'},
      {channel: CHANNEL, type: 'replay', path: [0], tag: 'BUTTON', action: 'submit'},
      {channel: CHANNEL, type: 'eval', code: 'x'},
      {channel: CHANNEL, type: 'ping', id: -1},
      {channel: CHANNEL, type: 'replay', path: [0], tag: 'INPUT', action: 'click', at: 2},
      {channel: CHANNEL, type: 'replay', path: [0], tag: 'INPUT', action: 'focus', keys: ['Enter']},
      {channel: CHANNEL, type: 'replay', path: [0], tag: 'INPUT', action: 'focus', keys: ['ab']},
      {channel: CHANNEL, type: 'ping', id: 'x'},
    ]) {
      expect(isToFrame(data), JSON.stringify(data)?.slice(0, 80)).toBe(false);
    }
  });
});

describe('messages from the live-example frame', () => {
  it('accepts readiness, an outcome with the height it needs, and a new height', () => {
    expect(isFromFrame({channel: CHANNEL, type: 'ready'})).toBe(true);
    expect(isFromFrame({channel: CHANNEL, type: 'rendered', id: 2, height: 120})).toBe(true);
    expect(isFromFrame({channel: CHANNEL, type: 'error', id: 2, message: 'SyntaxError', height: 0})).toBe(true);
    expect(isFromFrame({channel: CHANNEL, type: 'height', height: 48.5})).toBe(true);
    expect(isFromFrame({channel: CHANNEL, type: 'pong', id: 3})).toBe(true);
  });

  it('drops heights that are not sizes and errors that are not text', () => {
    for (const data of [
      {channel: CHANNEL, type: 'rendered'},
      // An outcome says which version of the code it is about.
      {channel: CHANNEL, type: 'rendered', height: 10},
      {channel: CHANNEL, type: 'error', message: 'x', height: 10},
      {channel: CHANNEL, type: 'height', height: -1},
      {channel: CHANNEL, type: 'height', height: Number.POSITIVE_INFINITY},
      {channel: CHANNEL, type: 'error', message: {toString: 'x'}, height: 10},
      {channel: 'other', type: 'ready'},
      {channel: CHANNEL, type: 'pong', id: 1.5},
    ]) {
      expect(isFromFrame(data), JSON.stringify(data)).toBe(false);
    }
  });
});
