#!/usr/bin/env node
/**
 * Writes the reference's committed data (packages/reference/data) and the upgrade pages
 * (docs/reference/upgrade) from the installed releases, the behaviour verdicts and the migrations; with
 * --check, writes nothing and exits 1 naming every file that differs from what it would write.
 *
 *   npm run reference:data            after adding a release or editing a verdict or a migration
 *   npm run reference:check           in CI: the committed files are what the releases make
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import jiti from 'jiti';

const {values} = parseArgs({options: {check: {type: 'boolean', default: false}}, strict: true});
const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const {referenceDifferences, writeReferenceFiles} = jiti(import.meta.url, {interopDefault: true})('../src/write.ts');

try {
  if (values.check) {
    const differences = await referenceDifferences(site);
    if (differences.length > 0) {
      console.error(
        `reference: ${differences.length} file(s) differ from what the covered releases, the verdicts and the migrations make:\n` +
          differences.map((d) => `  ${d.file}: ${d.what}`).join('\n') +
          '\nRun npm run reference:data and commit the result.',
      );
      process.exit(1);
    }
    console.log('reference: the committed data and upgrade pages are current.');
  } else {
    const written = await writeReferenceFiles(site);
    for (const d of written)
      console.log(`${d.what === 'not written by the reference' ? 'removed' : 'wrote'} ${d.file}`);
    console.log(`reference: ${written.length} file(s) changed.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
