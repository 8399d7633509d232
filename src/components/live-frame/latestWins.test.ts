import {expect} from 'vitest';
import {test, fc} from '@fast-check/vitest';
import {LatestWins, type Version} from './latestWins';

/** What happens between the page and the frame: the reader edits, the frame answers, or it is replaced. */
const step = fc.oneof(
  fc.record({kind: fc.constant('edit' as const), code: fc.constantFrom('a', 'b', 'c', 'd')}),
  fc.record({kind: fc.constant('answer' as const)}),
  fc.record({kind: fc.constant('replaced' as const)}),
);

test.prop([fc.array(step, {maxLength: 60})])(
  'one version at a time is with the frame, the newest; once the frame answers, it ends on the latest code',
  (steps) => {
    const sender = new LatestWins();
    let wanted: Version = {code: 'start', noInline: false};
    const withFrame: {id: number; version: Version}[] = [];
    let shown: Version | undefined;
    const offer = () => {
      const sent = sender.next(wanted);
      if (sent) {
        // Never a second version while one is unanswered, and always the newest.
        expect(withFrame).toEqual([]);
        expect(sent.version).toEqual(wanted);
        withFrame.push(sent);
      }
    };
    offer();
    for (const s of steps) {
      if (s.kind === 'edit') wanted = {code: s.code, noInline: false};
      else if (s.kind === 'answer') {
        const answered = withFrame.shift();
        if (answered) {
          expect(sender.answered(answered.id)).toBe(true);
          shown = answered.version;
        }
      } else {
        withFrame.length = 0;
        sender.reset();
      }
      offer();
    }
    // The frame answers what it has: then nothing is left to send, and it shows the reader's code.
    for (let answered = withFrame.shift(); answered; answered = withFrame.shift()) {
      sender.answered(answered.id);
      shown = answered.version;
      offer();
    }
    expect(shown).toEqual(wanted);
    expect(sender.next(wanted)).toBeNull();
  },
);

test.prop([fc.array(fc.constantFrom('a', 'b', 'c'), {minLength: 2, maxLength: 10})])(
  'an answer about an earlier version is not the one to show, even one that comes late',
  (codes) => {
    const sender = new LatestWins();
    const ids: number[] = [];
    for (const code of codes) {
      const sent = sender.next({code: `${code}${ids.length}`, noInline: false});
      ids.push(sent!.id);
      expect(sender.answered(sent!.id)).toBe(true);
    }
    for (const id of ids.slice(0, -1)) expect(sender.answered(id)).toBe(false);
    expect(sender.answered(ids.at(-1)!)).toBe(true);
  },
);

test('a frame replaced while busy names the version it was busy with, else the last it rendered', () => {
  const sender = new LatestWins();
  const first = sender.next({code: 'loops', noInline: false})!;
  expect(sender.next({code: 'typed on', noInline: false})).toBeNull();
  expect(sender.reset()?.code).toBe('loops');
  // The fresh frame gets the newest code, not the busy one.
  const latest = sender.next({code: 'typed on', noInline: false})!;
  expect(latest.version.code).toBe('typed on');
  expect(sender.answered(first.id)).toBe(false);
  expect(sender.answered(latest.id)).toBe(true);
  expect(sender.next({code: 'typed on', noInline: false})).toBeNull();
  // Answered, then stuck later (a loop in a timer): the code it last rendered is the one.
  expect(sender.reset()?.code).toBe('typed on');
});
