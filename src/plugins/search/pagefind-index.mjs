/**
 * Writes a Pagefind index from prepared pages. Run in its own Node process by the search plugin
 * (./index.ts): Pagefind's Node API is an ES module only, which the Docusaurus config loader cannot import.
 *
 * Usage: node pagefind-index.mjs <job.json>, where job.json is
 * {outputPath, excludeSelectors, pages: [{url, content}]}. Exits non-zero with Pagefind's errors.
 */
import fs from 'node:fs/promises';
import * as pagefind from 'pagefind';

const job = JSON.parse(await fs.readFile(process.argv[2], 'utf8'));
const fail = (what, errors) => {
  console.error(`${what}: ${errors.join('; ')}`);
  process.exit(1);
};
const {index, errors} = await pagefind.createIndex({forceLanguage: 'en', excludeSelectors: job.excludeSelectors});
if (!index) fail('Pagefind could not start', errors);
for (const page of job.pages) {
  const added = await index.addHTMLFile({url: page.url, content: page.content});
  if (added.errors.length > 0) fail(`Pagefind could not index ${page.url}`, added.errors);
}
const written = await index.writeFiles({outputPath: job.outputPath});
if (written.errors.length > 0) fail('Pagefind could not write its index', written.errors);
await pagefind.close();
