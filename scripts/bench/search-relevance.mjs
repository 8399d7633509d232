#!/usr/bin/env node
/**
 * Benchmark section "Search relevance": the questions of packages/shared/src/search/questions.ts, asked
 * of the site's search as a reader asks it (typed into /search in Chromium, against the served build)
 * and of the coding-agent server's `search_docs` (through the built command, as an agent calls it).
 * Reports, for each part of the questions apart (tuning, held-out, frozen: only the last two say
 * whether a change is kept), hits@1, hits@3, MRR, section hits@3, the zero-result rate, how often the
 * "no page matches well" notice stands above a right first result and how often it is missing above a
 * wrong one, how many off-topic questions were not flagged, and the questions still worst.
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
const {PARTS, PART_NAMES} = load('../../packages/shared/src/search/questions.ts');
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
      const firstLinks = await page
        .locator('main ol[data-results-for] > li')
        .evaluateAll((items) =>
          items.slice(0, 3).flatMap((li) => [...li.querySelectorAll('a')].map((a) => a.getAttribute('href'))),
        );
      // A build without the notice (an older one, measured for comparison) counts as never flagging a poor match.
      const notice = await page
        .locator('main [data-search-notice]')
        .evaluateAll((els) => els[0]?.getAttribute('data-search-notice') ?? null);
      answers.push({query, results, firstLinks, weak: notice === 'weak'});
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
      answers.push({
        query,
        results: body.results.map((r) => r.path),
        firstLinks: body.results.slice(0, 3).flatMap((r) => [r.path, ...r.sections.map((section) => section.url)]),
        weak: body.confidence === 'low',
      });
    }
    return answers;
  } finally {
    await client.close();
  }
}

const PART_LABELS = {tuning: 'tuning', heldOut: 'held-out', frozen: 'frozen'};

/** One search's answers measured on each part of the questions apart. */
function report(name, answers) {
  const byQuery = new Map(answers.map((a) => [a.query, a]));
  const parts = PART_NAMES.map((part) => {
    const {questions, offTopic} = PARTS[part];
    const metrics = evaluate(questions.map((question) => ({question, ...byQuery.get(question.query)})));
    const unflagged = offTopic.filter((q) => !byQuery.get(q).weak);
    return {part, metrics, offTopic: offTopic.length, unflagged};
  });
  return {name, parts};
}

function markdownOf(site, agent) {
  const row = (r, {part, metrics: m, offTopic, unflagged}) =>
    `| ${r.name} | ${PART_LABELS[part]} | ${m.questions} | ${pct(m.hitsAt1)} | ${pct(m.hitsAt3)} | ${m.mrr.toFixed(3)} | ${pct(m.sectionHitsAt3)} (${m.sectionQuestions}) | ${pct(m.falseNotice)} | ${pct(m.missingNotice)} | ${unflagged.length} of ${offTopic} | ${pct(m.zeroResults)} |`;
  const worst = (r) =>
    r.parts
      .filter((p) => p.part === 'tuning')
      .flatMap(({part, metrics}) => [
        `${r.name}, ${PART_LABELS[part]} part, still worst (answer not in the first three):`,
        '',
        ...metrics.misses
          .slice(0, 8)
          .map(
            (m) =>
              `- “${m.query}”: expected \`${m.expected}\`, rank ${m.rank ?? 'none'}; first: ${m.got.map((g) => `\`${g}\``).join(', ') || 'nothing'}`,
          ),
        '',
      ]);
  return [
    `Each part of \`packages/shared/src/search/questions/\` apart: the labelled questions' tuning and held-out parts, and the frozen set written from the built pages alone (only the tuning part's misses are listed, so that nobody tunes to the others). False notice: "no page matches well" above a right first result; missing notice: no such notice above a wrong one.`,
    '',
    '| search | part | n | hits@1 | hits@3 | MRR | section hits@3 (n) | false notice | missing notice | off-topic unflagged | no result |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...site.parts.map((p) => row(site, p)),
    ...agent.parts.map((p) => row(agent, p)),
    '',
    ...worst(site),
    ...worst(agent),
  ].join('\n');
}

/** A result's route as the questions name it (./evaluate reads results the same way). */
const routeOf = (href) =>
  href
    .replace(/^[a-z]+:\/\/[^/]+/i, '')
    .replace(/[#?].*$/, '')
    .replace(/(.)\/$/, '$1') || '/';

/** Of each part's questions, the share for which the site and the agent list the same first three pages. */
function agreement(siteAnswers, agentAnswers) {
  const first = (answers) =>
    new Map(answers.map((a) => [a.query, a.results.slice(0, 3).map(routeOf).sort().join(' ')]));
  const site = first(siteAnswers);
  const agent = first(agentAnswers);
  return Object.fromEntries(
    PART_NAMES.map((part) => {
      const queries = PARTS[part].questions.map((q) => q.query);
      return [part, queries.filter((q) => site.get(q) === agent.get(q)).length / queries.length];
    }),
  );
}

export default async function measure({origin, log}) {
  const queries = [
    ...new Set(PART_NAMES.flatMap((part) => [...PARTS[part].questions.map((q) => q.query), ...PARTS[part].offTopic])),
  ];
  const siteAnswers = await askSite(origin, queries);
  const agentAnswers = await askAgentServer(queries);
  const site = report('Site', siteAnswers);
  const agent = report('Agent', agentAnswers);
  const same = agreement(siteAnswers, agentAnswers);
  const summary = (r) =>
    Object.fromEntries(
      r.parts.map(({part, metrics, offTopic, unflagged}) => {
        log(
          `${r.name} ${PART_LABELS[part]}: hits@1 ${pct(metrics.hitsAt1)}, hits@3 ${pct(metrics.hitsAt3)}, MRR ${metrics.mrr.toFixed(3)}`,
        );
        const {misses, ...figures} = metrics;
        return [
          part,
          {
            ...figures,
            offTopic,
            offTopicUnflagged: unflagged.length,
            worst: part === 'tuning' ? misses.slice(0, 10) : [],
          },
        ];
      }),
    );
  return {
    title: 'Search relevance',
    markdown: `${markdownOf(site, agent)}\n\nThe same first three pages on the site and from the agent: ${PART_NAMES.map((part) => `${PART_LABELS[part]} ${pct(same[part])}`).join(', ')}.`,
    json: {site: summary(site), agentServer: summary(agent), sameFirstThree: same},
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
