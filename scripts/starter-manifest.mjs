#!/usr/bin/env node
/**
 * Writes the manifest of a starter at one commit: every file it tracks, its package.json
 * dependencies, and the @faststore packages its lockfile installs (the versions the reference marks). The guides are checked against these manifests (tests/starter-paths.test.ts), so a
 * guide cannot name a file or package that the starter a reader copies does not have.
 *
 *   node scripts/starter-manifest.mjs <git-dir-or-clone> <owner/repo> <commit>
 *
 * The manifest is written to src/data/starterManifests/<repo>.json. Regenerate it only when the
 * guides move to a new commit of the starter, and re-walk them on that commit.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {installedFromPackageLock, installedFromYarnLock} from '@faststore-docs/shared/store/lockfiles';

const [gitDir, repository, commit] = process.argv.slice(2);
if (!gitDir || !/^[\w.-]+\/[\w.-]+$/.test(repository ?? '') || !/^[0-9a-f]{40}$/.test(commit ?? '')) {
  console.error('usage: node scripts/starter-manifest.mjs <git-dir> <owner/repo> <40-hex commit>');
  process.exit(2);
}
const git = (...args) => execFileSync('git', ['-C', gitDir, ...args], {encoding: 'utf8', maxBuffer: 64 << 20});

const files = git('ls-tree', '-r', '--name-only', commit).split('\n').filter(Boolean).sort();
const pkg = JSON.parse(git('show', `${commit}:package.json`));
const date = git('show', '-s', '--format=%cI', commit).trim();

/** The exact @faststore/* versions a fresh install of the starter gets, from its lockfile. */
function installedFaststore() {
  const declared = {...pkg.devDependencies, ...pkg.dependencies};
  if (files.includes('yarn.lock')) return installedFromYarnLock(git('show', `${commit}:yarn.lock`), declared);
  if (files.includes('package-lock.json'))
    return installedFromPackageLock(git('show', `${commit}:package-lock.json`), declared);
  return {};
}

/** The commands the starter's pre-commit hook runs (husky's own sourcing line and comments left out). */
function preCommit() {
  if (!files.includes('.husky/pre-commit')) return [];
  return git('show', `${commit}:.husky/pre-commit`)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !line.includes('husky.sh'));
}

const manifest = {
  repository,
  commit,
  date,
  packageManager: files.includes('yarn.lock') ? 'yarn' : 'npm',
  scripts: pkg.scripts ?? {},
  dependencies: pkg.dependencies ?? {},
  devDependencies: pkg.devDependencies ?? {},
  installed: installedFaststore(),
  files,
  preCommit: preCommit(),
};
const out = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'src/data/starterManifests',
  `${repository.split('/')[1]}.json`,
);
fs.writeFileSync(out, `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `${path.relative(process.cwd(), out)}: ${files.length} files, ${Object.keys(manifest.dependencies).length + Object.keys(manifest.devDependencies).length} packages at ${commit.slice(0, 7)} (${date})`,
);
