/**
 * The agent-task benchmark with a model (Anthropic's Messages API, or anything that speaks it): each
 * task of ./agentTasks is given to the model k times with this server's tools (connected for the
 * task's store, its `instructions` before the task) and k times without them, and every reply is graded
 * with the deterministic run's graders. Reports pass@1 (the share of samples that pass) and pass@k (a
 * task passes when any of its k samples does) for both, and the difference the tools make.
 *
 * A conversation never sends tool history without the tools: on its last round it keeps them and
 * forbids their use (`tool_choice: none`), which the API accepts. A failed request is retried; a task
 * that still fails is recorded as an error and the run goes on.
 */
import type {Bundle} from '../src/data';
import {connect, describeCall, failed, Judge, type AgentTask, type Session} from './agentBench';
import {flagOf} from './answerFacts';

type Block =
  | {type: 'text'; text: string}
  | {type: 'tool_use'; id: string; name: string; input: Record<string, unknown>}
  | {type: 'tool_result'; tool_use_id: string; content: string; is_error?: boolean};
interface Message {
  role: 'user' | 'assistant';
  content: string | Block[];
}
interface Tool {
  name: string;
  description?: string;
  input_schema: unknown;
}

export interface ModelOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Samples per task and mode. */
  k: number;
  /** Tool rounds a reply may take before it must answer. */
  maxRounds: number;
  /** Attempts per request beyond the first, for a rate limit, an overload, a server error or a network error. */
  retries: number;
  /** Milliseconds before the first retry; each next one waits twice as long. */
  backoffMs: number;
}

export const MODEL_DEFAULTS = {k: 1, maxRounds: 10, retries: 3, backoffMs: 2000};

type Kind = 'tsx' | 'graphql' | 'route' | 'name';
const kindOf = (task: AgentTask): Kind => (task.answer.kind === 'flag' ? task.answer.asks : task.answer.kind);

const FENCE: Record<Kind, string> = {tsx: 'tsx', graphql: 'graphql', route: 'text', name: 'text'};

const HOW_TO_ANSWER: Record<Kind, string> = {
  tsx: 'a complete TypeScript (TSX) module that imports everything it uses, in a ```tsx block',
  graphql: 'the GraphQL document, in a ```graphql block',
  route:
    'the route of the FastStore docs portal page that answers it (such as /reference/sdk/cart/useCart), alone in a ```text block',
  name: 'the name alone in a ```text block, written as `Component.prop`, `hook().member`, `ExportName`, `Type.field` or the attribute itself',
};

function systemPrompt(task: AgentTask, instructions?: string): string {
  const store = task.store
    ? `You work in a FastStore 1.9 store that has ${Object.entries(task.store)
        .map(([pkg, v]) => `@faststore/${pkg}@${v}`)
        .join(', ')}.`
    : 'You are not in a store: answer for FastStore 1.9.';
  return [
    instructions,
    `You are a coding agent helping a developer. ${store} End your reply with the answer as ${HOW_TO_ANSWER[kindOf(task)]}. ` +
      'If the task cannot be done as asked (a name, field or prop that does not exist or does nothing in this store, or a question FastStore does not cover), end instead with one line that starts with `FLAG:` and says why.',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The answer a reply ends with: its flag, else its last block of the expected kind, else its last line. */
function answerOf(task: AgentTask, reply: string): string {
  const flag = flagOf(reply);
  if (flag !== undefined) return `FLAG: ${flag}`;
  const blocks = [...reply.matchAll(/```(\w*)[^\n]*\n([\s\S]*?)```/g)];
  const block = blocks.filter((b) => b[1] === FENCE[kindOf(task)]).at(-1) ?? blocks.at(-1);
  if (block) return block[2].trim();
  return reply.trim().split('\n').at(-1) ?? '';
}

class RequestError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

async function request(options: ModelOptions, body: object): Promise<{content: Block[]; stop_reason: string}> {
  let response: Response;
  try {
    response = await fetch(`${options.baseUrl}/v1/messages`, {
      method: 'POST',
      headers: {'content-type': 'application/json', 'x-api-key': options.apiKey, 'anthropic-version': '2023-06-01'},
      body: JSON.stringify({model: options.model, max_tokens: 4096, ...body}),
    });
  } catch (error) {
    throw new RequestError(`network: ${(error as Error).message}`, true);
  }
  if (!response.ok) {
    const retryable = response.status === 429 || response.status >= 500;
    throw new RequestError(`Messages API ${response.status}: ${await response.text()}`, retryable);
  }
  return (await response.json()) as {content: Block[]; stop_reason: string};
}

async function withRetries<T>(options: ModelOptions, run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      const retryable = error instanceof RequestError && error.retryable;
      if (!retryable || attempt >= options.retries) throw error;
      await new Promise((r) => setTimeout(r, options.backoffMs * 2 ** attempt));
    }
  }
}

interface Run {
  reply: string;
  calls: string[];
  error?: string;
}

async function runOnce(task: AgentTask, session: Session | undefined, options: ModelOptions): Promise<Run> {
  const tools: Tool[] = session
    ? (await session.tools()).map((t) => ({name: t.name, description: t.description, input_schema: t.inputSchema}))
    : [];
  const system = systemPrompt(task, session?.instructions());
  const history: Message[] = [{role: 'user', content: task.prompt}];
  const calls: string[] = [];
  for (let round = 0; round <= options.maxRounds; round++) {
    const last = round === options.maxRounds;
    const response = await withRetries(options, () =>
      request(options, {
        // Several samples of one task must be free to differ.
        temperature: options.k > 1 ? 1 : 0,
        system,
        messages: history,
        // The tools stay in every request once the history holds their calls; the last round forbids them.
        ...(tools.length > 0 && {tools, ...(last && {tool_choice: {type: 'none'}})}),
      }),
    );
    history.push({role: 'assistant', content: response.content});
    const uses = response.content.filter((b) => b.type === 'tool_use');
    if (response.stop_reason !== 'tool_use' || uses.length === 0 || !session || last) {
      return {reply: response.content.map((b) => (b.type === 'text' ? b.text : '')).join('\n'), calls};
    }
    const results: Block[] = [];
    for (const use of uses) {
      const answer = await session.call(use.name, use.input);
      calls.push(describeCall(answer));
      results.push({type: 'tool_result', tool_use_id: use.id, content: answer.text, is_error: answer.isError});
    }
    if (round + 1 === options.maxRounds)
      results.push({type: 'text', text: 'No more tool calls: answer now with what you have.'});
    history.push({role: 'user', content: results});
  }
  return {reply: '', calls};
}

type Mode = 'tools' | 'none';

interface TaskScore {
  task: string;
  mode: Mode;
  samples: {passed: boolean; error?: string; calls: string[]; problem?: string}[];
}

export interface ModelReport {
  model: string;
  k: number;
  tasks: number;
  /** Per mode: the share of samples that pass, the share of tasks with a passing sample, the requests that failed. */
  modes: Record<Mode, {passAt1: number; passAtK: number; errors: number}>;
  /** pass@1 and pass@k with the tools minus without them. */
  delta: {passAt1: number; passAtK: number};
  scores: TaskScore[];
}

/** Runs every task k times in each mode and grades every reply; a task's failure is recorded, never thrown. */
export async function runModel(
  bundle: Bundle,
  tasks: readonly AgentTask[],
  options: ModelOptions,
): Promise<ModelReport> {
  const judge = new Judge(bundle);
  const runs: {task: AgentTask; mode: Mode; key: string; run: Run}[] = [];
  for (const task of tasks) {
    const session = await connect(bundle, task.store);
    try {
      for (const mode of ['tools', 'none'] as const) {
        for (let i = 0; i < options.k; i++) {
          const key = `${task.id}:${mode}:${i}`;
          let run: Run;
          try {
            run = await runOnce(task, mode === 'tools' ? session : undefined, options);
          } catch (error) {
            run = {reply: '', calls: [], error: (error as Error).message};
          }
          runs.push({task, mode, key, run});
          if (!run.error) judge.answer(key, task, answerOf(task, run.reply));
        }
      }
    } finally {
      await session.close();
    }
  }
  judge.settle();
  await judge.behave();
  const scores: TaskScore[] = [];
  for (const task of tasks) {
    for (const mode of ['tools', 'none'] as const) {
      const mine = runs.filter((r) => r.task === task && r.mode === mode);
      scores.push({
        task: task.id,
        mode,
        samples: mine.map(({key, run}) => {
          const [first] = failed(judge.verdict(key));
          return {
            passed: !run.error && judge.verdict(key).length > 0 && !first,
            calls: run.calls,
            ...(run.error && {error: run.error}),
            ...(first && {problem: `${first.label}: ${first.problem?.split('\n')[0]}`}),
          };
        }),
      });
    }
  }
  const summary = (mode: Mode) => {
    const list = scores.filter((s) => s.mode === mode);
    const samples = list.flatMap((s) => s.samples);
    return {
      passAt1: samples.filter((s) => s.passed).length / Math.max(1, samples.length),
      passAtK: list.filter((s) => s.samples.some((x) => x.passed)).length / Math.max(1, list.length),
      errors: samples.filter((s) => s.error).length,
    };
  };
  const modes = {tools: summary('tools'), none: summary('none')};
  return {
    model: options.model,
    k: options.k,
    tasks: tasks.length,
    modes,
    delta: {passAt1: modes.tools.passAt1 - modes.none.passAt1, passAtK: modes.tools.passAtK - modes.none.passAtK},
    scores,
  };
}

export function formatReport(report: ModelReport): string {
  const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
  const {tools, none} = report.modes;
  return [
    `model ${report.model}, ${report.tasks} tasks, k=${report.k}: with the server's tools pass@1 ${pct(tools.passAt1)}, pass@${report.k} ${pct(tools.passAtK)} (${tools.errors} errors); without pass@1 ${pct(none.passAt1)}, pass@${report.k} ${pct(none.passAtK)} (${none.errors} errors); the tools add ${pct(report.delta.passAt1)} pass@1`,
    ...report.scores.map(
      (s) =>
        `${s.task} ${s.mode}: ${s.samples
          .map((x) => (x.error ? `error (${x.error.slice(0, 120)})` : x.passed ? 'pass' : `fail (${x.problem})`))
          .join('; ')}${s.mode === 'tools' ? ` [${s.samples.map((x) => x.calls.join(', ')).join(' | ')}]` : ''}`,
    ),
  ].join('\n');
}
