/**
 * What a shopper meets when they use an interactive `@faststore/ui` component, recorded in a browser
 * for every covered release by the reference package (packages/reference/src/interactions) and kept as
 * committed data, `interactions/<Component>.json`. Compiling an example cannot see a key that stopped
 * moving a thumb or a callback that stopped being called; these facts can, so the changes between
 * releases, the component pages and the sentences of those pages about keys and callbacks all read
 * them. Browser-safe (the shapes and the look-up only).
 */
import * as z from 'zod';

/** A callback the component called during a step: its prop name and its arguments, summarised to JSON. */
export const callSchema = z.tuple([z.string(), z.array(z.unknown())]);

export const stepFactsSchema = z.object({
  /** Stable within the scenario, and what a page cites: `ArrowRight 1`, `drag`, `mount`. */
  step: z.string(),
  /** What the shopper did, in readers' words: "press ArrowRight on the left thumb". */
  does: z.string(),
  /** What each watched element shows after the step (an attribute, a value), by the element's label; null when absent. */
  state: z.record(z.string(), z.string().nullable()),
  /** The focused element by role and name (`slider "0"`), or null when focus is on the page itself. */
  focus: z.string().nullable(),
  /** The callbacks called during the step, in order. */
  calls: z.array(callSchema),
  /** Why the step could not be made on this release (the element it acts on is missing). */
  error: z.string().optional(),
});

export const scenarioFactsSchema = z.object({
  /** Stable, and what a page cites: `0-500`, `default`. */
  scenario: z.string(),
  /** The set-up in readers' words: "on a 0 to 500 track". */
  setup: z.string(),
  /** The step `mount` first (what the component shows and calls before anyone touches it), then each step. */
  steps: z.array(stepFactsSchema),
});

export const releaseFactsSchema = z.union([
  z.object({scenarios: z.array(scenarioFactsSchema)}),
  /** The script could not run on this release: the component is not exported, or it did not render. */
  z.object({unavailable: z.string()}),
]);

export const interactionFactsSchema = z.object({
  component: z.string(),
  /** Every covered release of `@faststore/ui`, oldest first. */
  releases: z.record(z.string(), releaseFactsSchema),
});

export type StepFacts = z.infer<typeof stepFactsSchema>;
export type ScenarioFacts = z.infer<typeof scenarioFactsSchema>;
export type ReleaseFacts = z.infer<typeof releaseFactsSchema>;
export type InteractionFacts = z.infer<typeof interactionFactsSchema>;

/** Where a sentence points in the facts: the component, a scenario, one of its steps, and what of it. */
export interface FactRef {
  of: string;
  scenario: string;
  step: string;
  /** A watched element's label, `focus`, or `calls` (every callback the step called), or `call:<prop>` (whether that prop was called). */
  shows: string;
}

/** What a cited fact reads on one release: the text a page shows, or undefined when that release has no such fact. */
export function factValue(facts: InteractionFacts, ref: FactRef, version: string): string | undefined {
  const release = facts.releases[version];
  if (!release || !('scenarios' in release)) return undefined;
  const step = release.scenarios.find((s) => s.scenario === ref.scenario)?.steps.find((s) => s.step === ref.step);
  if (!step || step.error !== undefined) return undefined;
  if (ref.shows === 'focus') return step.focus ?? 'the page';
  if (ref.shows === 'calls') return step.calls.length === 0 ? 'no callback' : step.calls.map(describeCall).join(', ');
  if (ref.shows.startsWith('call:')) {
    const prop = ref.shows.slice('call:'.length);
    const made = step.calls.filter(([name]) => name === prop);
    return made.length === 0 ? `${prop} not called` : made.map(describeCall).join(', ');
  }
  if (!(ref.shows in step.state)) return undefined;
  return step.state[ref.shows] ?? 'absent';
}

/** `onChange({"min":1,"max":500})`. */
export const describeCall = ([name, args]: z.infer<typeof callSchema>): string =>
  `${name}(${args.map((a) => JSON.stringify(a)).join(', ')})`;
