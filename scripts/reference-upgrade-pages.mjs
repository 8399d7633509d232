#!/usr/bin/env node
/**
 * Writes the upgrade pages (docs/reference/upgrade) from packages/reference/src/data/migrations.ts and the changes
 * between the covered releases, as the build would expect them, and removes upgrade files no pair of
 * covered releases needs. Run it after editing a migration or adding a covered release, then commit
 * the pages; the build fails while they differ.
 *
 *   npm run reference:upgrade-pages
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import jiti from 'jiti';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = jiti(import.meta.url, {interopDefault: true});
const {referenceChanges, referenceVersions} = load('../src/plugins/reference-versions/index.ts');
const {checkedBehaviour} = load('../packages/reference/src/behaviour.ts');
const {covered} = load('../packages/reference/src/releases.ts');
const {behaviourVerdicts} = load('../packages/reference/src/data/behaviour.ts');
const {migrations} = load('../packages/reference/src/data/migrations.ts');
const {checkedMigrations, presentUpgradeFiles, upgradeFiles, upgradePages} = load('../packages/reference/src/migrations.ts');

const behaviour = await checkedBehaviour(covered(root), behaviourVerdicts);
const changes = await referenceChanges(root, behaviour);
const files = upgradeFiles(
  upgradePages(referenceVersions(root).versions, changes, checkedMigrations(changes, migrations)),
);
for (const file of presentUpgradeFiles(root)) {
  if (!files.has(file)) {
    fs.rmSync(path.join(root, file));
    console.log(`removed ${file}`);
  }
}
for (const [file, text] of files) {
  const at = path.join(root, file);
  if (fs.existsSync(at) && fs.readFileSync(at, 'utf8') === text) continue;
  fs.mkdirSync(path.dirname(at), {recursive: true});
  fs.writeFileSync(at, text);
  console.log(`wrote ${file}`);
}
