/**
 * Differences between the recorded interaction facts of two releases become changes of behaviour with
 * a message made from the facts, breaking when something a shopper or a reader's code relied on stops
 * happening; releases that read the same make none.
 */
import {describe, expect, it} from 'vitest';
import {test as prop, fc} from '@fast-check/vitest';
import type {InteractionFacts, StepFacts} from '@faststore-docs/shared/reference/interactions';
import {interactionChanges} from './diff';

const step = (id: string, value: string, calls: StepFacts['calls'] = []): StepFacts => ({
  step: id,
  does: id === 'mount' ? 'render it' : `press ${id} on the left thumb`,
  state: {'left thumb aria-valuenow': value},
  focus: id === 'mount' ? null : `slider "${value}"`,
  calls,
});

/** A slider on a 0 to 500 track whose ArrowRight leaves the thumb at `values`. */
const track = (
  values: string[],
  onChange: boolean,
): {scenarios: [{scenario: string; setup: string; steps: StepFacts[]}]} => ({
  scenarios: [
    {
      scenario: '0-500',
      setup: 'on a 0 to 500 track',
      steps: [
        step('mount', '0'),
        ...values.map((v, i) =>
          step(`ArrowRight ${i + 1}`, v, onChange ? [['onChange', [{min: i + 1, max: 500}]]] : []),
        ),
      ],
    },
  ],
});

const facts = (releases: InteractionFacts['releases']): InteractionFacts => ({component: 'Slider', releases});

describe('interaction facts between two releases', () => {
  it('a key that moved the thumb and no longer does is a breaking change, with both readings in its message', () => {
    const changes = interactionChanges(
      facts({'1.9.10': track(['1', '2', '3'], true), '1.9.11': track(['0', '0', '0'], true)}),
      ['1.9.10', '1.9.11'],
    );
    expect(changes).toEqual([
      expect.objectContaining({
        package: 'ui',
        from: '1.9.10',
        to: '1.9.11',
        kind: 'behaviour',
        entry: 'Slider',
        breaking: true,
      }),
    ]);
    expect(changes[0].message).toContain('`Slider` on a 0 to 500 track');
    expect(changes[0].message).toContain('press ArrowRight 1 on the left thumb');
    expect(changes[0].message).toContain('left thumb aria-valuenow 1 on 1.9.10, 0 on 1.9.11');
  });

  it('a callback no longer called is breaking; one called where none was is not', () => {
    const [lost] = interactionChanges(facts({a: track(['1'], true), b: track(['1'], false)}), ['a', 'b']);
    expect(lost.breaking).toBe(true);
    expect(lost.message).toContain('calls `onChange({"min":1,"max":500})` on a, no callback on b');
    const [gained] = interactionChanges(facts({a: track(['1'], false), b: track(['1'], true)}), ['a', 'b']);
    expect(gained.breaking).toBe(false);
  });

  it('a thumb that starts moving where it did not is a change, not a breaking one', () => {
    const [change] = interactionChanges(facts({a: track(['0'], true), b: track(['1'], true)}), ['a', 'b']);
    expect(change.breaking).toBe(false);
  });

  it('a release the script could not run on makes no change (its declarations say it)', () => {
    expect(interactionChanges(facts({a: {unavailable: 'not exported'}, b: track(['1'], true)}), ['a', 'b'])).toEqual(
      [],
    );
  });

  prop.prop([fc.array(fc.constantFrom('0', '1', '2', '3'), {minLength: 1, maxLength: 4}), fc.boolean()])(
    'releases whose facts read the same make no change',
    (values, onChange) => {
      expect(interactionChanges(facts({a: track(values, onChange), b: track(values, onChange)}), ['a', 'b'])).toEqual(
        [],
      );
    },
  );
});
