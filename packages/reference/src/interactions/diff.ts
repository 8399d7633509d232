/**
 * The changes a shopper meets between two consecutive covered releases, from the recorded facts
 * (./record.ts): every step whose reading differs becomes part of one generated change per component
 * and set-up, kind `behaviour` and entry the component's name, so /reference/changes, the upgrade pages
 * and the coding-agent server list it beside the hand-written notes and the same migration answers both.
 * The message says the component, the set-up, the step and what each release shows; nobody types it.
 */
import type {Change} from '@faststore-docs/shared/reference/changes';
import {describeCall, type InteractionFacts, type StepFacts} from '@faststore-docs/shared/reference/interactions';
import {pairs} from '../covered';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The calls of a step, each callback once in the order first called, with how many times and its last
 * arguments (a drag calls `onChange` once per position), as code spans so that the upgrade pages (MDX)
 * show the arguments' braces as text.
 */
function calls(s: StepFacts): string {
  if (s.calls.length === 0) return 'no callback';
  const names = [...new Set(s.calls.map(([name]) => name))];
  return names
    .map((name) => {
      const made = s.calls.filter(([n]) => n === name);
      return `\`${describeCall(made.at(-1)!)}\`${made.length > 1 ? ` (${made.length} times, the last shown)` : ''}`;
    })
    .join(', ');
}

/** `slider "0"` → `slider`: a range input is named by its value, which the state already says. */
const role = (focus: string | null) => focus?.split(' ')[0] ?? null;

/** What differs in one step, as "<what> <old> on <from>, <new> on <to>" clauses. */
function stepDifferences(a: StepFacts, b: StepFacts, from: string, to: string): string[] {
  const out: string[] = [];
  const clause = (what: string, x: string, y: string) => `${what} ${x} on ${from}, ${y} on ${to}`;
  if (a.error !== b.error)
    out.push(clause('the step', a.error ? `fails (${a.error})` : 'works', b.error ? `fails (${b.error})` : 'works'));
  for (const label of [...new Set([...Object.keys(a.state), ...Object.keys(b.state)])]) {
    const [x, y] = [a.state[label] ?? 'absent', b.state[label] ?? 'absent'];
    if (x !== y) out.push(clause(label, x, y));
  }
  if (a.focus !== b.focus && (out.length === 0 || role(a.focus) !== role(b.focus)))
    out.push(clause('focus on', a.focus ?? 'the page', b.focus ?? 'the page'));
  if (!same(a.calls, b.calls)) out.push(clause('calls', calls(a), calls(b)));
  return out;
}

/**
 * Whether a shopper's use or a reader's code that worked on `from` stops working on `to` at this step:
 * the step fails now, something it changed on the page it no longer changes (a key that moved the thumb
 * no longer does), or a callback it called is no longer called.
 */
export function breaksAt(
  before: {prev?: StepFacts; step: StepFacts},
  after: {prev?: StepFacts; step: StepFacts},
): boolean {
  if (after.step.error !== undefined && before.step.error === undefined) return true;
  if (before.prev && after.prev) {
    for (const [label, value] of Object.entries(before.step.state)) {
      const moved = before.prev.state[label] !== value;
      const movesNow = after.prev.state[label] !== after.step.state[label];
      if (moved && !movesNow) return true;
    }
  }
  const names = (s: StepFacts) => new Set(s.calls.map(([name]) => name));
  const now = names(after.step);
  return [...names(before.step)].some((name) => !now.has(name));
}

/** The generated changes of one component between every pair of consecutive releases in `versions`. */
export function interactionChanges(facts: InteractionFacts, versions: readonly string[]): Change[] {
  const changes: Change[] = [];
  for (const [from, to] of pairs([...versions])) {
    const a = facts.releases[from];
    const b = facts.releases[to];
    // A component added or removed is a change of declarations, which the reference lists already.
    if (!a || !b || !('scenarios' in a) || !('scenarios' in b)) continue;
    for (const before of a.scenarios) {
      const after = b.scenarios.find((s) => s.scenario === before.scenario);
      if (!after) continue;
      const parts: string[] = [];
      let breaking = false;
      before.steps.forEach((step, i) => {
        const j = after.steps.findIndex((s) => s.step === step.step);
        if (j < 0) return;
        const found = stepDifferences(step, after.steps[j], from, to);
        if (found.length === 0) return;
        parts.push(`${step.step === 'mount' ? 'on mount' : `after "${step.does}"`}: ${found.join('; ')}`);
        if (breaksAt({prev: before.steps[i - 1], step}, {prev: after.steps[j - 1], step: after.steps[j]}))
          breaking = true;
      });
      if (parts.length === 0) continue;
      changes.push({
        package: 'ui',
        from,
        to,
        kind: 'behaviour',
        breaking,
        descriptionOnly: false,
        entry: facts.component,
        message: `Measured in a browser, \`${facts.component}\` ${before.setup}: ${parts.join('. ')}.`,
      });
    }
  }
  return changes;
}
