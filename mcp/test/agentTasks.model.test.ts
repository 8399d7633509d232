/**
 * The agent-task benchmark with a real model: each task of ./agentTasks is given to a model twice,
 * once with this server's tools (connected for the task's store) and once without them, and both
 * replies are graded with the deterministic run's graders. It runs only when ANTHROPIC_API_KEY is
 * set; without it the test is skipped and nothing goes over the network. It is a measurement for
 * people, not a check for CI, so it reports scores and asserts only that every task got a reply.
 *
 *   ANTHROPIC_API_KEY=… npx vitest run --config mcp/vitest.config.mts mcp/test/agentTasks.model.test.ts
 *
 * Optional: ANTHROPIC_MODEL (default below), AGENT_TASKS=id,id (a subset), ANTHROPIC_BASE_URL.
 */
import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {readBundle} from '../src/bundle';
import type {Bundle} from '../src/data';
import {connect, describeCall, failed, Judge, type AgentTask, type Session} from './agentBench';
import {AGENT_TASKS} from './agentTasks';

const API_KEY = process.env.ANTHROPIC_API_KEY;
const MODEL = process.env.ANTHROPIC_MODEL ?? 'claude-sonnet-4-5';
const BASE_URL = process.env.ANTHROPIC_BASE_URL ?? 'https://api.anthropic.com';
/** Tool rounds a reply may take before it must answer. */
const MAX_ROUNDS = 10;

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

async function messages(system: string, history: Message[], tools: Tool[]) {
  const response = await fetch(`${BASE_URL}/v1/messages`, {
    method: 'POST',
    headers: {'content-type': 'application/json', 'x-api-key': API_KEY!, 'anthropic-version': '2023-06-01'},
    body: JSON.stringify({
      model: MODEL,
      max_tokens: 4096,
      temperature: 0,
      system,
      messages: history,
      ...(tools.length > 0 && {tools}),
    }),
  });
  if (!response.ok) throw new Error(`Messages API ${response.status}: ${await response.text()}`);
  return (await response.json()) as {content: Block[]; stop_reason: string};
}

type Kind = Exclude<AgentTask['answer']['kind'], 'flag'>;
const FENCE: Record<Kind, string> = {
  tsx: 'tsx',
  graphql: 'graphql',
  route: 'text',
  name: 'text',
};

const HOW_TO_ANSWER: Record<Kind, string> = {
  tsx: 'a complete TypeScript (TSX) module that imports everything it uses, in a ```tsx block',
  graphql: 'the GraphQL document, in a ```graphql block',
  route:
    'the route of the FastStore docs portal page that answers it (such as /reference/sdk/cart/useCart), alone in a ```text block',
  name: 'the name alone in a ```text block, written as `Component.prop`, `hook().member`, `ExportName`, `Type.field` or the attribute itself',
};

function systemPrompt(task: AgentTask): string {
  const store = task.store
    ? `You work in a FastStore 1.9 store that has ${Object.entries(task.store)
        .map(([pkg, v]) => `@faststore/${pkg}@${v}`)
        .join(', ')}.`
    : 'You are not in a store: answer for FastStore 1.9.';
  return `You are a coding agent helping a developer. ${store} End your reply with the answer as ${HOW_TO_ANSWER[task.answer.kind]}.`;
}

/** The answer a reply ends with: its last block of the expected kind, else its last line. */
function answerOf(task: AgentTask, reply: string): string {
  const blocks = [...reply.matchAll(/```(\w*)[^\n]*\n([\s\S]*?)```/g)];
  const fence = FENCE[task.answer.kind];
  const block = blocks.filter((b) => b[1] === fence).at(-1) ?? blocks.at(-1);
  if (block) return block[2].trim();
  return reply.trim().split('\n').at(-1) ?? '';
}

interface Run {
  reply: string;
  calls: string[];
}

async function runTask(task: AgentTask, session: Session | undefined): Promise<Run> {
  const tools: Tool[] = session
    ? (await session.tools()).map((t) => ({name: t.name, description: t.description, input_schema: t.inputSchema}))
    : [];
  const history: Message[] = [{role: 'user', content: task.prompt}];
  const calls: string[] = [];
  for (let round = 0; round <= MAX_ROUNDS; round++) {
    const response = await messages(systemPrompt(task), history, round < MAX_ROUNDS ? tools : []);
    history.push({role: 'assistant', content: response.content});
    const uses = response.content.filter((b) => b.type === 'tool_use');
    if (response.stop_reason !== 'tool_use' || uses.length === 0 || !session) {
      const reply = response.content.map((b) => (b.type === 'text' ? b.text : '')).join('\n');
      return {reply, calls};
    }
    const results: Block[] = [];
    for (const use of uses) {
      const answer = await session.call(use.name, use.input);
      calls.push(describeCall(answer));
      results.push({type: 'tool_result', tool_use_id: use.id, content: answer.text, is_error: answer.isError});
    }
    history.push({role: 'user', content: results});
  }
  return {reply: '', calls};
}

describe.skipIf(!API_KEY)('agent tasks with a model', () => {
  test(
    "a model does each task with the server's tools and without them, graded alike",
    async () => {
      const bundle: Bundle = readBundle(path.join(__dirname, '..', 'data'));
      const only = process.env.AGENT_TASKS?.split(',').map((s) => s.trim());
      const tasks = only ? AGENT_TASKS.filter((t) => only.includes(t.id)) : AGENT_TASKS;
      const judge = new Judge(bundle);
      const runs = new Map<string, Run>();
      for (const task of tasks) {
        const session = await connect(bundle, task.store);
        try {
          for (const [mode, s] of [
            ['tools', session],
            ['none', undefined],
          ] as const) {
            const run = await runTask(task, s);
            runs.set(`${task.id}:${mode}`, run);
            judge.answer(`${task.id}:${mode}`, task, answerOf(task, run.reply));
          }
        } finally {
          await session.close();
        }
      }
      judge.settle();
      const passes = (mode: string) => tasks.filter((t) => failed(judge.verdict(`${t.id}:${mode}`)).length === 0);
      const withTools = passes('tools');
      const without = passes('none');
      const lines = tasks.map((t) => {
        const mark = (mode: string) => {
          const [first] = failed(judge.verdict(`${t.id}:${mode}`));
          return first ? `fail (${first.label}: ${first.problem?.split('\n')[0]})` : 'pass';
        };
        const {calls} = runs.get(`${t.id}:tools`)!;
        return `${t.id}: with tools ${mark('tools')} [${calls.join('; ')}]; without ${mark('none')}`;
      });
      console.log(
        [
          `model ${MODEL}: with the server's tools ${withTools.length}/${tasks.length}, without ${without.length}/${tasks.length}`,
          ...lines,
        ].join('\n'),
      );
      for (const [key, run] of runs) expect(run.reply.trim(), `${key} got no reply`).not.toBe('');
    },
    60 * 60_000,
  );
});
