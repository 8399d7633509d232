import {describe, expect, test} from 'vitest';
import labelled from './questions/labelled.json';
import {OFF_TOPIC, PARTS, QUESTIONS} from './questions';

describe('the questions the search is measured on', () => {
  test('every kind of labelled question is in both the tuning and the held-out part', () => {
    const kinds = new Set(QUESTIONS.map((q) => q.kind));
    for (const part of ['tuning', 'heldOut'] as const) {
      expect(new Set(PARTS[part].questions.map((q) => q.kind)), part).toEqual(kinds);
      expect(PARTS[part].offTopic.length, part).toBeGreaterThan(0);
    }
  });

  test('the split is about half each, and no query is in two parts', () => {
    const tuning = PARTS.tuning.questions.length;
    const heldOut = PARTS.heldOut.questions.length;
    expect(Math.abs(tuning - heldOut)).toBeLessThanOrEqual(new Set(QUESTIONS.map((q) => q.kind)).size);
    // The frozen set may quote the same pasted error message as a labelled question: it is never edited.
    const all = QUESTIONS.map((q) => q.query.toLowerCase());
    expect(all.length).toBe(new Set(all).size);
    expect(OFF_TOPIC.length).toBe(new Set(OFF_TOPIC).size);
  });

  test('a question without its part, or with a part of no name, is refused on load', async () => {
    const {vi} = await import('vitest');
    vi.resetModules();
    const [first, ...rest] = labelled.questions;
    vi.doMock('./questions/labelled.json', () => ({
      default: {...labelled, questions: [{...first, part: 'training'}, ...rest]},
    }));
    await expect(import('./questions')).rejects.toThrow(/part/);
    vi.doUnmock('./questions/labelled.json');
  });
});
