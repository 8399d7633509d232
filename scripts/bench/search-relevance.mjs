#!/usr/bin/env node
/**
 * Benchmark section "Search relevance": the labelled questions of packages/shared/src/search/questions.ts, asked
 * of the site's search as a reader asks it (typed into /search in Chromium, against the served build)
 * and of the coding-agent server's `search_docs` (through the built command, as an agent calls it).
 * Reports hits@1, hits@3, MRR and the zero-result rate for each, by kind of question, whether each
 * off-topic question was flagged as a poor match, and the ten questions still worst.
 *
 * Alone, after `npm run build`: `node scripts/bench/search-relevance.mjs [origin]` against
 * `node e2e/server/static-server.mjs --port <p>` (default origin http://127.0.0.1:4500).
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import jiti from 'jiti';
import {launchChromium} from '../bench-common.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const load = jiti(import.meta.url, {interopDefault: true});
const {QUESTIONS, OFF_TOPIC} = load('../../packages/shared/src/search/questions.ts');
const {evaluate} = load('../../packages/shared/src/search/evaluate.ts');

const pct = (x) => `${(x * 100).toFixed(1)} %`;

/** Each question typed into /search; the routes listed, in order, and whether the page flagged a poor match. */
export async function askSite(origin, queries) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/search`);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    const input = page.getByRole('search').getByRole('searchbox', {name: 'Search the documentation'});
    const answers = [];
    for (const query of queries) {
      await input.fill(query);
      await page
        .locator(`main ol[data-results-for="${query.trim().replace(/"/g, '\\"')}"]`)
        .waitFor({state: 'attached'});
      const results = await page
        .locator('main ol[data-results-for] article h2 a')
        .evaluateAll((links) => links.slice(0, 10).map((a) => a.getAttribute('href')));
      // A build without the notice (an older one, measured for comparison) counts as never flagging a poor match.
      const notice = await page
        .locator('main [data-search-notice]')
        .evaluateAll((els) => els[0]?.getAttribute('data-search-notice') ?? null);
      answers.push({query, results, weak: notice === 'weak'});
    }
    return answers;
  } finally {
    await browser.close();
  }
}

/** Each question asked of `search_docs` on the built server; the routes it returned and its confidence. */
export async function askAgentServer(queries) {
  const {Client} = await import('@modelcontextprotocol/sdk/client/index.js');
  const {StdioClientTransport} = await import('@modelcontextprotocol/sdk/client/stdio.js');
  const client = new Client({name: 'bench', version: '1.0.0'});
  const bin = path.join(root, 'mcp', 'bin', 'faststore-docs-mcp.mjs');
  await client.connect(new StdioClientTransport({command: process.execPath, args: [bin], stderr: 'ignore'}));
  try {
    const answers = [];
    for (const query of queries) {
      const reply = await client.callTool({name: 'search_docs', arguments: {query, limit: 10}});
      const body = JSON.parse(reply.content[0].text);
      answers.push({query, results: body.results.map((r) => r.path), weak: body.confidence === 'low'});
    }
    return answers;
  } finally {
    await client.close();
  }
}

function report(name, answers) {
  const byQuery = new Map(answers.map((a) => [a.query, a]));
  const asked = QUESTIONS.map((question) => ({question, results: byQuery.get(question.query).results}));
  const all = evaluate(asked);
  const kinds = [...new Set(QUESTIONS.map((q) => q.kind))].map((kind) => ({
    kind,
    ...evaluate(asked.filter((a) => a.question.kind === kind)),
  }));
  const offTopic = OFF_TOPIC.filter((q) => byQuery.get(q).weak).length;
  return {name, all, kinds, offTopic};
}

function markdownOf(site, agent) {
  const row = (label, m) =>
    `| ${label} | ${m.questions} | ${pct(m.hitsAt1)} | ${pct(m.hitsAt3)} | ${m.mrr.toFixed(3)} | ${pct(m.zeroResults)} |`;
  const table = (r) => [
    `**${r.name}**: ${r.offTopic} of ${OFF_TOPIC.length} off-topic questions flagged as a poor match.`,
    '',
    '| questions | n | hits@1 | hits@3 | MRR | no result |',
    '| --- | --- | --- | --- | --- | --- |',
    row('all', r.all),
    ...r.kinds.map((k) => row(k.kind, k)),
    '',
    'Still worst (answer not in the first three):',
    '',
    ...r.all.misses
      .slice(0, 10)
      .map(
        (m) =>
          `- “${m.query}”: expected \`${m.expected}\`, rank ${m.rank ?? 'none'}; first: ${m.got.map((g) => `\`${g}\``).join(', ') || 'nothing'}`,
      ),
  ];
  return [
    `The ${QUESTIONS.length} labelled questions of \`packages/shared/src/search/questions.ts\` (readers' words: tasks, names, errors, typos, starters, Portuguese, releases, concepts) and ${OFF_TOPIC.length} off-topic ones.`,
    '',
    ...table(site),
    '',
    ...table(agent),
  ].join('\n');
}

export default async function measure({origin, log}) {
  const queries = [...QUESTIONS.map((q) => q.query), ...OFF_TOPIC];
  const site = report('Site search (/search in Chromium)', await askSite(origin, queries));
  log(`site: hits@1 ${pct(site.all.hitsAt1)}, hits@3 ${pct(site.all.hitsAt3)}, MRR ${site.all.mrr.toFixed(3)}`);
  const agent = report('Agent server (search_docs)', await askAgentServer(queries));
  log(
    `search_docs: hits@1 ${pct(agent.all.hitsAt1)}, hits@3 ${pct(agent.all.hitsAt3)}, MRR ${agent.all.mrr.toFixed(3)}`,
  );
  const summary = ({all, offTopic}) => ({
    hitsAt1: all.hitsAt1,
    hitsAt3: all.hitsAt3,
    mrr: all.mrr,
    zeroResults: all.zeroResults,
    offTopicFlagged: offTopic,
    worst: all.misses.slice(0, 10),
  });
  return {
    title: 'Search relevance',
    markdown: markdownOf(site, agent),
    json: {questions: QUESTIONS.length, offTopic: OFF_TOPIC.length, site: summary(site), agentServer: summary(agent)},
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const origin = process.argv[2] || process.env.BENCH_ORIGIN || 'http://127.0.0.1:4500';
  const result = await measure({
    origin,
    log: (...a) => console.log('[search-relevance]', ...a),
  });
  console.log(`## ${result.title}\n\n${result.markdown}`);
}
