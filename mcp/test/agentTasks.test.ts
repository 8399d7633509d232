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
import {answerReleases, failed, FAULTS, Judge, runTasks, starterStore, type Fault, type TaskResult} from './agentBench';
import {AGENT_TASKS, SERVER_GAPS} from './agentTasks';

const bundle: Bundle = readBundle(path.join(__dirname, '..', 'data'));
let results: Map<string, TaskResult>;

const report = (r: TaskResult) =>
  failed(r.checks)
    .map((c) => `${c.label}: ${c.problem}`)
    .join('\n');

/** How many tasks pass: the benchmark's score. */
const score = (list: readonly TaskResult[]) => list.filter((r) => failed(r.checks).length === 0).length;

beforeAll(async () => {
  results = new Map((await runTasks(bundle, AGENT_TASKS)).map((r) => [r.task.id, r]));
  const failing = [...results.values()].filter((r) => failed(r.checks).length > 0).map((r) => r.task.id);
  console.log(
    `agent tasks: ${score([...results.values()])}/${results.size} pass` +
      (failing.length ? `; failing: ${failing.join(', ')}` : ''),
  );
}, 120_000);

test('the benchmark asks for code, queries, pages and names across ui, sdk, api, guides and errors', () => {
  expect(AGENT_TASKS.length).toBeGreaterThanOrEqual(25);
  expect(new Set(AGENT_TASKS.map((t) => t.id)).size).toBe(AGENT_TASKS.length);
  for (const area of ['ui', 'sdk', 'api', 'guides', 'errors']) {
    expect(AGENT_TASKS.filter((t) => t.area === area).length, area).toBeGreaterThanOrEqual(3);
  }
  for (const kind of ['tsx', 'graphql', 'route', 'name', 'flag']) {
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

test('the tasks that cannot be done as asked cover an invalid query, an off-topic question, a name only another release has and a prop that reaches nothing', () => {
  const flagged = AGENT_TASKS.filter((t) => t.answer.kind === 'flag');
  // Each kind of trap a right server helps an agent see: validate's error, low confidence, a refusal, a flag.
  expect(flagged.some((t) => t.needs.some((n) => n.label.includes('validate rejects it')))).toBe(true);
  expect(flagged.some((t) => t.needs.some((n) => n.label.includes('low confidence')))).toBe(true);
  expect(flagged.some((t) => t.calls.some((c) => c.refused === 'not_in_release'))).toBe(true);
  expect(flagged.some((t) => t.needs.some((n) => n.label.includes('reaching no element')))).toBe(true);
  for (const t of flagged) expect(t.wrong, `${t.id} lists the answer that does not flag it`).toBeDefined();
});

describe('answers that only mention the right words fail every task of their kind', () => {
  const judge = new Judge(bundle);
  const adversarial = {
    tsx: '// PriceRange formatter onChange useSearch setSort toggleFacet Slider absolute selected\nexport {};\n',
    graphql: 'query { __typename } # product offers seller price search facets values validateCart allProducts',
  } as const;
  /** The right answer's imports, re-exported and never used: it compiles and does nothing. */
  const importsOnly = (text: string) => {
    const imports = [...text.matchAll(/^import \{([^}]*)\} from '([^']+)';$/gm)];
    const names = imports.flatMap((m) => m[1].split(',').map((n) => n.trim()));
    return `${imports.map((m) => m[0]).join('\n')}\nexport {${names.join(', ')}};\n`;
  };
  beforeAll(async () => {
    for (const task of AGENT_TASKS) {
      const kind = task.answer.kind === 'flag' ? undefined : task.answer.kind;
      if (kind === 'tsx' || kind === 'graphql') judge.answer(`${task.id}:words`, task, adversarial[kind]);
      if (kind === 'tsx') judge.answer(`${task.id}:imports`, task, importsOnly(task.answer.text));
    }
    judge.settle();
    await judge.behave();
  }, 120_000);
  for (const kind of ['tsx', 'graphql'] as const) {
    test(kind, () => {
      const tasks = AGENT_TASKS.filter((t) => t.answer.kind === kind);
      expect(tasks.length).toBeGreaterThan(0);
      for (const task of tasks) expect(failed(judge.verdict(`${task.id}:words`)).length, task.id).toBeGreaterThan(0);
    });
  }
  test('tsx code that imports what the task needs and uses none of it compiles and fails', () => {
    for (const task of AGENT_TASKS.filter((t) => t.answer.kind === 'tsx')) {
      const problems = failed(judge.verdict(`${task.id}:imports`));
      expect(problems.length, task.id).toBeGreaterThan(0);
      expect(
        problems.some((c) => c.label.includes('compiles')),
        `${task.id}: ${JSON.stringify(problems)}`,
      ).toBe(false);
    }
  });
});

describe('a server with a fault scores lower than the server as it is', () => {
  const scores: Partial<Record<Fault, number>> = {};
  beforeAll(async () => {
    for (const fault of Object.keys(FAULTS) as Fault[])
      scores[fault] = score(await runTasks(bundle, AGENT_TASKS, fault));
    console.log(
      `agent tasks with a faulty server: ${Object.entries(scores)
        .map(([f, n]) => `${f} ${n}/${AGENT_TASKS.length}`)
        .join('; ')}`,
    );
  }, 300_000);
  for (const fault of Object.keys(FAULTS) as Fault[]) {
    test(fault, () => expect(scores[fault]).toBeLessThan(score([...results.values()])));
  }
});

test('code that compiles and uses what the task needs, but renders something else, fails its rendering', async () => {
  const task = AGENT_TASKS.find(
    (t) => t.answer.kind === 'tsx' && t.answer.behaviour && t.answer.text.includes('selected.min'),
  )!;
  // The thumbs start at the absolute bounds: every fact is there, the shopper's selection is not.
  const ignoresSelection = task.answer.text
    .replace('selected: selected.min', 'selected: absolute.min')
    .replace('selected: selected.max', 'selected: absolute.max');
  const judge = new Judge(bundle);
  judge.answer('ignores-selection', task, ignoresSelection);
  judge.settle();
  await judge.behave();
  const problems = failed(judge.verdict('ignores-selection'));
  expect(problems.map((c) => c.label)).toEqual([expect.stringMatching(/renders/)]);
}, 60_000);
