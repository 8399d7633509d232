#!/usr/bin/env node
/**
 * The search measured without a browser: the built Pagefind index (`build/pagefind`, or --index) read
 * with Node and ranked by the shared rules, exactly as the coding-agent server answers, on each part of
 * the questions (packages/shared/src/search/questions/). A ranking change shows here in seconds, before
 * a build; the figures that count are the bench's (`npm run bench`, section "Search relevance"), which
 * asks the built site in a browser and the built agent package.
 *
 *   npm run search:measure [-- --index build/pagefind] [--misses] [--frozen]
 *
 * --misses lists the tuning part's questions whose answer is not in the first three (never the other
 * parts': nobody tunes to them). The frozen set is measured only with --frozen: a change is judged on
 * the held-out part, and the frozen figures are for reporting, not for watching while tuning.
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import jiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {values} = parseArgs({
  options: {
    index: {type: 'string', default: path.join(root, 'build', 'pagefind')},
    misses: {type: 'boolean'},
    frozen: {type: 'boolean'},
  },
  strict: true,
});
const load = jiti(import.meta.url, {interopDefault: true});
const {PARTS, PART_NAMES} = load('../packages/shared/src/search/questions.ts');
const {evaluate} = load('../packages/shared/src/search/evaluate.ts');
const {loadPagefind} = load('../packages/shared/src/search/pagefind.node.ts');
const {searchPagefind, bestSections} = load('../packages/shared/src/search/pagefind.ts');

/** As many section links as a result shows under it on /search. */
const SECTIONS_SHOWN = 4;
const index = await loadPagefind(values.index);

async function ask(query) {
  const outcome = await searchPagefind(index, query, {typing: false});
  const top = outcome.pages.slice(0, 10);
  const href = (page) => (page.anchor ? `${page.url}#${page.anchor}` : page.url);
  const firstLinks = [];
  for (const page of top.slice(0, 3)) {
    firstLinks.push(href(page));
    const source = outcome.sources.get(page.url);
    if (source) firstLinks.push(...bestSections(await source.data(), href(page), SECTIONS_SHOWN).map((s) => s.url));
  }
  return {query, results: top.map(href), firstLinks, weak: outcome.weak};
}

const pct = (x) => `${(x * 100).toFixed(1)} %`;
console.log(
  '| part | n | hits@1 | hits@3 | MRR | section hits@3 | false notice | missing notice | off-topic unflagged |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
const tuningMisses = [];
for (const part of PART_NAMES.filter((name) => values.frozen || name !== 'frozen')) {
  const {questions, offTopic} = PARTS[part];
  const asked = [];
  for (const question of questions) asked.push({question, ...(await ask(question.query))});
  const m = evaluate(asked);
  let unflagged = 0;
  for (const q of offTopic) if (!(await ask(q)).weak) unflagged += 1;
  console.log(
    `| ${part} | ${m.questions} | ${pct(m.hitsAt1)} | ${pct(m.hitsAt3)} | ${m.mrr.toFixed(3)} | ${pct(m.sectionHitsAt3)} | ${pct(m.falseNotice)} | ${pct(m.missingNotice)} | ${unflagged} of ${offTopic.length} |`,
  );
  if (part === 'tuning') tuningMisses.push(...m.misses);
}
if (values.misses) {
  console.log('\nTuning part, answer not in the first three:');
  for (const m of tuningMisses)
    console.log(`- “${m.query}”: expected ${m.expected}, rank ${m.rank ?? 'none'}; first: ${m.got.join(', ')}`);
}
