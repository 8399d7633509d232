#!/usr/bin/env node
/**
 * Shows how the compiled code of one export differs between two covered releases, as the build
 * compares it (packages/reference/src/compiled.ts) but with the code's own names, so that a person can
 * read the change and record its verdict in packages/reference/src/data/behaviour.ts.
 *
 *   npm run reference:code-diff -- sdk parseSearchState 1.9.10 1.9.11 [-- git diff options, e.g. --word-diff]
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import jiti from 'jiti';

const [pkg, name, from, to, ...gitOptions] = process.argv.slice(2);
if (!['ui', 'sdk', 'api'].includes(pkg ?? '') || !name || !from || !to) {
  console.error('usage: npm run reference:code-diff -- <ui|sdk|api> <export> <from> <to> [git diff options]');
  process.exit(2);
}
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = jiti(import.meta.url, {interopDefault: true});
const {coveredVersions} = load('../packages/reference/src/covered.ts');
const {releaseCode} = load('../packages/reference/src/compiled.ts');

const covered = coveredVersions(root)[pkg];
const dirOf = (version) => {
  const release = covered.find((c) => c.version === version);
  if (!release) {
    console.error(`@faststore/${pkg}@${version} is not covered; covered: ${covered.map((c) => c.version).join(', ')}`);
    process.exit(2);
  }
  return release.dir;
};
const [before, after] = await Promise.all([releaseCode(dirOf(from)), releaseCode(dirOf(to))]);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'code-diff-'));
const write = (version, code) => {
  const file = path.join(dir, `${name}@${version}.js`);
  fs.writeFileSync(file, code?.readable ?? `// @faststore/${pkg}@${version} does not export ${name}\n`);
  return file;
};
const files = [write(from, before.get(name)), write(to, after.get(name))];
if (before.get(name)?.normalised === after.get(name)?.normalised) {
  console.log(
    `The compiled code of ${name} is the same in @faststore/${pkg} ${from} and ${to}, as the build compares it.`,
  );
}
const git = spawnSync('git', ['diff', '--no-index', '--no-prefix', ...gitOptions, ...files], {stdio: 'inherit'});
fs.rmSync(dir, {recursive: true, force: true});
process.exit(git.status === 1 ? 0 : (git.status ?? 1));
