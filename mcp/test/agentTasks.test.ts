/**
 * The agent-task benchmark, deterministic: every task of ./agentTasks replays the calls a good agent
 * makes against the server (over the SDK's in-memory transport, with the task's store), and the
 * answer it writes from them is graded against the releases the store has. A task passes when its
 * answer holds and the calls gave what the answer needed. Every task passes except the server's known
 * gaps, which must fail until they are fixed.
 */
import path from 'node:path';
import {beforeAll, describe, expect, test} from 'vitest';
import {readBundle} from '../src/bundle';
import type {Bundle} from '../src/data';
import {answerReleases, failed, runTasks, starterStore, type TaskResult} from './agentBench';
import {AGENT_TASKS, SERVER_GAPS} from './agentTasks';

const bundle: Bundle = readBundle(path.join(__dirname, '..', 'data'));
let results: Map<string, TaskResult>;

const report = (r: TaskResult) =>
  failed(r.checks)
    .map((c) => `${c.label}: ${c.problem}`)
    .join('\n');

beforeAll(async () => {
  results = new Map((await runTasks(bundle, AGENT_TASKS)).map((r) => [r.task.id, r]));
  const passed = [...results.values()].filter((r) => failed(r.checks).length === 0);
  const failing = [...results.values()].filter((r) => failed(r.checks).length > 0).map((r) => r.task.id);
  console.log(
    `agent tasks: ${passed.length}/${results.size} pass` + (failing.length ? `; failing: ${failing.join(', ')}` : ''),
  );
}, 60_000);

test('the benchmark asks for code, queries, pages and names across ui, sdk, api, guides and errors', () => {
  expect(AGENT_TASKS.length).toBeGreaterThanOrEqual(25);
  expect(new Set(AGENT_TASKS.map((t) => t.id)).size).toBe(AGENT_TASKS.length);
  for (const area of ['ui', 'sdk', 'api', 'guides', 'errors']) {
    expect(AGENT_TASKS.filter((t) => t.area === area).length, area).toBeGreaterThanOrEqual(3);
  }
  for (const kind of ['tsx', 'graphql', 'route', 'name']) {
    expect(
      AGENT_TASKS.some((t) => t.answer.kind === kind),
      kind,
    ).toBe(true);
  }
  // Every covered release of each package is the one some task's answer must hold for.
  for (const pkg of ['ui', 'sdk', 'api'] as const) {
    const used = new Set(AGENT_TASKS.map((t) => answerReleases(t, bundle)[pkg]));
    expect([...used].sort(), pkg).toEqual([...bundle.reference.versions[pkg]].sort());
  }
  // Tasks in a store and outside one, and tasks for a release other than the store's.
  expect(AGENT_TASKS.some((t) => !t.store)).toBe(true);
  expect(AGENT_TASKS.some((t) => t.store && t.target)).toBe(true);
  for (const id of Object.keys(SERVER_GAPS)) expect(AGENT_TASKS.map((t) => t.id)).toContain(id);
});

test('each need reads a call the task makes, of the tool it is about', () => {
  for (const task of AGENT_TASKS) {
    for (const need of task.needs) {
      const call = task.calls[need.call];
      expect(call, `${task.id}: ${need.label}`).toBeDefined();
      if (need.tool) expect(call.tool, `${task.id}: ${need.label}`).toBe(need.tool);
    }
  }
});

test("a starter's store context is what the starter's lockfile installs", () => {
  for (const starter of bundle.reference.starters) {
    expect(starterStore(starter.repository)).toEqual(starter.versions);
  }
});

test('the graders reject the answer written from the wrong release or from no data', () => {
  const withWrong = [...results.values()].filter((r) => r.wrongChecks);
  expect(withWrong.length).toBeGreaterThanOrEqual(AGENT_TASKS.length / 2);
  for (const r of withWrong) {
    expect(failed(r.wrongChecks!).length, `${r.task.id}: its wrong answer passed`).toBeGreaterThan(0);
  }
});

describe('each task passes: its answer holds for the store and the calls gave what it needed', () => {
  for (const task of AGENT_TASKS) {
    const name = `${task.id}: ${task.prompt.split('\n')[0]}`;
    const gap = SERVER_GAPS[task.id];
    const run = () => expect(report(results.get(task.id)!)).toBe('');
    // A known gap must still fail: once the server answers it, the task comes off SERVER_GAPS.
    if (gap) test.fails(`${name} (known gap: ${gap.why})`, run);
    else test(name, run);
  }
});

test('in a known gap, only the checks of that gap fail', () => {
  for (const [id, gap] of Object.entries(SERVER_GAPS)) {
    const problems = failed(results.get(id)!.checks);
    expect(problems.length, id).toBeGreaterThan(0);
    for (const c of problems) expect(c.label, `${id}: ${c.problem}`).toMatch(gap.failing);
  }
});
