/**
 * The agent-task benchmark with a real model (./agentModel): each task with this server's tools and
 * without them, k samples each, graded with the deterministic run's graders. It runs for real only
 * when ANTHROPIC_API_KEY is set; without it that part is skipped and nothing goes over the network. It
 * is a measurement for people, not a check for CI: no model score exists until someone runs it.
 *
 *   ANTHROPIC_API_KEY=… npx vitest run --config mcp/vitest.config.mts mcp/test/agentTasks.model.test.ts
 *
 * Optional: ANTHROPIC_MODEL (default below), AGENT_TASKS=id,id (a subset), AGENT_K (samples per task,
 * default 1), ANTHROPIC_BASE_URL.
 *
 * The runner itself is tested here against a stand-in of the Messages API on 127.0.0.1, which plays a
 * model that calls tools, keeps calling them, fails once, or always fails.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {readBundle} from '../src/bundle';
import type {Bundle} from '../src/data';
import {GUIDANCE} from '../src/guidance';
import {formatReport, MODEL_DEFAULTS, runModel, type ModelReport} from './agentModel';
import {AGENT_TASKS} from './agentTasks';

const API_KEY = process.env.ANTHROPIC_API_KEY;
const bundle: Bundle = readBundle(path.join(__dirname, '..', 'data'));

describe('the model runner, against a stand-in Messages API', () => {
  const task = (id: string) => AGENT_TASKS.find((t) => t.id === id)!;
  // Answers well on a first sample and badly on a second; calls a tool first when it has tools.
  const ANSWERED = task('sdk-in-cart');
  // Calls tools for as long as it may.
  const LOOPING = task('guide-redirects');
  // Overloaded on its first request, then answers.
  const FLAKY = task('ui-button-props');
  // Always a server error.
  const BROKEN = task('guide-secrets');
  const requests: any[] = [];
  const started = new Map<string, number>();
  let failedOnce = false;
  let server: http.Server;
  let report: ModelReport;

  const reply = (body: any): {status: number; json: object} => {
    const prompt: string = body.messages[0].content;
    const fresh = body.messages.length === 1;
    const mode = body.tools ? 'tools' : 'none';
    if (fresh) started.set(`${prompt}:${mode}`, (started.get(`${prompt}:${mode}`) ?? 0) + 1);
    const sample = started.get(`${prompt}:${mode}`)!;
    const text = (answer: string) => ({
      status: 200,
      json: {content: [{type: 'text', text: `Here it is.\n\`\`\`text\n${answer}\n\`\`\``}], stop_reason: 'end_turn'},
    });
    const toolUse = (n: number) => ({
      status: 200,
      json: {
        content: [{type: 'tool_use', id: `call-${n}`, name: 'search_docs', input: {query: 'redirects'}}],
        stop_reason: 'tool_use',
      },
    });
    if (prompt === BROKEN.prompt) return {status: 500, json: {error: 'internal'}};
    if (prompt === FLAKY.prompt && !failedOnce) {
      failedOnce = true;
      return {status: 529, json: {error: 'overloaded'}};
    }
    if (prompt === LOOPING.prompt) {
      if (body.tools && body.tool_choice?.type !== 'none') return toolUse(body.messages.length);
      return text('/how-to-guides/routing/managing-url-redirects');
    }
    if (body.tools && fresh) return toolUse(0);
    if (prompt === FLAKY.prompt) return text('Button.testId');
    return text(sample === 1 ? 'useCart().inCart' : 'useCart().hasItem');
  };

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        const body = JSON.parse(data);
        requests.push(body);
        const {status, json} = reply(body);
        res.writeHead(status, {'content-type': 'application/json'}).end(JSON.stringify(json));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const {port} = server.address() as AddressInfo;
    report = await runModel(bundle, [ANSWERED, LOOPING, FLAKY, BROKEN], {
      ...MODEL_DEFAULTS,
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey: 'stand-in',
      model: 'stand-in',
      k: 2,
      maxRounds: 3,
      retries: 2,
      backoffMs: 1,
    });
  }, 120_000);
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  test('no request carries tool history without the tools; the last round forbids them instead', () => {
    const withHistory = requests.filter((b) =>
      b.messages.some((m: any) => Array.isArray(m.content) && m.content.some((c: any) => c.type === 'tool_result')),
    );
    expect(withHistory.length).toBeGreaterThan(0);
    for (const body of withHistory) expect(body.tools?.length, JSON.stringify(body.messages.at(-1))).toBeGreaterThan(0);
    expect(requests.some((b) => b.tool_choice?.type === 'none')).toBe(true);
    const looping = report.scores.find((s) => s.task === LOOPING.id && s.mode === 'tools')!;
    expect(looping.samples.every((s) => s.passed)).toBe(true);
  });

  test("the server's instructions come before the task when it has the tools, and only then", () => {
    for (const body of requests) {
      if (body.tools) expect(body.system).toContain(GUIDANCE[0]);
      else expect(body.system).not.toContain(GUIDANCE[0]);
    }
  });

  test('a failed request is retried, and a task that keeps failing is an error that does not stop the run', () => {
    const flaky = report.scores.filter((s) => s.task === FLAKY.id);
    expect(flaky.flatMap((s) => s.samples).every((s) => s.passed)).toBe(true);
    const broken = report.scores.filter((s) => s.task === BROKEN.id).flatMap((s) => s.samples);
    expect(broken.length).toBe(4);
    for (const s of broken) expect(s.error).toMatch(/Messages API 500/);
    expect(report.modes.tools.errors).toBe(2);
    // Retried twice after the first attempt, for each of the broken task's four samples.
    expect(requests.filter((b) => b.messages[0].content === BROKEN.prompt).length).toBe(4 * 3);
  });

  test('k samples per task give pass@1 and pass@k for each mode and the difference the tools make', () => {
    const answered = report.scores.find((s) => s.task === ANSWERED.id && s.mode === 'none')!;
    expect(answered.samples.map((s) => s.passed)).toEqual([true, false]);
    // Per mode: ANSWERED passes 1 of 2 samples, LOOPING and FLAKY 2 of 2, BROKEN none: 5 of 8 samples, 3 of 4 tasks.
    expect(report.modes.none).toEqual({passAt1: 5 / 8, passAtK: 3 / 4, errors: 2});
    expect(report.delta).toEqual({passAt1: 0, passAtK: 0});
    expect(formatReport(report)).toMatch(/pass@2 75%/);
  });
});

describe.skipIf(!API_KEY)('agent tasks with a model', () => {
  test(
    "a model does each task with the server's tools and without them, graded alike",
    async () => {
      const only = process.env.AGENT_TASKS?.split(',').map((s) => s.trim());
      const tasks = only ? AGENT_TASKS.filter((t) => only.includes(t.id)) : AGENT_TASKS;
      const report = await runModel(bundle, tasks, {
        ...MODEL_DEFAULTS,
        baseUrl: process.env.ANTHROPIC_BASE_URL ?? 'https://api.anthropic.com',
        apiKey: API_KEY!,
        model: process.env.ANTHROPIC_MODEL ?? 'claude-sonnet-4-5',
        k: Number(process.env.AGENT_K ?? MODEL_DEFAULTS.k),
      });
      console.log(formatReport(report));
      const errors = report.modes.tools.errors + report.modes.none.errors;
      expect(errors, 'requests that failed after their retries').toBeLessThan(tasks.length * report.k * 2);
    },
    6 * 60 * 60_000,
  );
});
