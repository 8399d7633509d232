/**
 * Every component a shopper can use has its interaction recorded: each component of a covered release
 * with a handler prop (`on…`) has a script, or is a part that its compound's script uses, and every
 * script's scenarios and steps have ids a page can cite unambiguously.
 */
import {describe, expect, it} from 'vitest';
import {uiReleases} from '@faststore-docs/shared/reference/data';
import {interactionScripts} from './scripts';

describe('interaction scripts', () => {
  it('cover every component with a handler prop in a covered release', () => {
    const scripted = new Set(interactionScripts.flatMap((s) => [s.component, ...(s.parts ?? [])]));
    const handled = new Set(
      uiReleases().flatMap((r) =>
        Object.values(r.data.components)
          .filter((c) => c.props.some((p) => /^on[A-Z]/.test(p.name)))
          .map((c) => c.name),
      ),
    );
    expect([...handled].filter((name) => !scripted.has(name))).toEqual([]);
  });

  it.each(interactionScripts.map((s) => [s.component, s] as const))(
    '%s: scenario ids, and step ids within each, are unique on every release',
    (_, script) => {
      for (const r of uiReleases()) {
        const scenarios = script.scenarios(r.version);
        expect(new Set(scenarios.map((s) => s.id)).size).toBe(scenarios.length);
        for (const s of scenarios) {
          const ids = ['mount', ...s.steps.map((st) => st.id)];
          expect(new Set(ids).size, `${s.id}: ${ids.join(', ')}`).toBe(ids.length);
        }
      }
    },
  );
});
