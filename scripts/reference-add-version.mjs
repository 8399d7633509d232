#!/usr/bin/env node
/**
 * Adds a release of a FastStore package to the reference: installs it beside the others as the npm
 * alias the build reads (`faststore-<pkg>-<version>` for `npm:@faststore/<pkg>@<version>`), with the
 * same overrides as the main install (the site's React for the 1.9 packages, which declare React 17), and
 * updates package-lock.json, then writes its reference data (npm run reference:data): the next build
 * documents it, marks what changed and checks every example against it.
 *
 *   npm run reference:add-version -- ui 1.9.12
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const [pkg, version] = process.argv.slice(2);
if (!['ui', 'sdk', 'api'].includes(pkg ?? '') || !/^\d+\.\d+\.\d+$/.test(version ?? '')) {
  console.error('usage: npm run reference:add-version -- <ui|sdk|api> <version>');
  process.exit(2);
}
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.join(root, 'package.json');
const before = fs.readFileSync(file, 'utf8');
const manifest = JSON.parse(before);
const name = `@faststore/${pkg}`;
const alias = `faststore-${pkg}-${version}`;
if (manifest.dependencies[name] === version || manifest.dependencies[alias]) {
  console.log(
    `${name}@${version} is covered already (${manifest.dependencies[name] === version ? 'the main install' : alias}); nothing to add.`,
  );
  process.exit(0);
}
// Asked of the registry before anything is written: a release that does not exist changes nothing.
try {
  execFileSync('npm', ['view', `${name}@${version}`, 'version'], {cwd: root, stdio: ['ignore', 'pipe', 'pipe']});
} catch {
  console.error(`${name}@${version} is not a published release (npm view found none); package.json is unchanged.`);
  process.exit(1);
}
manifest.dependencies[alias] = `npm:${name}@${version}`;
manifest.dependencies = Object.fromEntries(
  Object.entries(manifest.dependencies).sort(([a], [b]) => a.localeCompare(b)),
);
if (manifest.overrides?.[name]) manifest.overrides[alias] = manifest.overrides[name];
fs.writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
try {
  execFileSync('npm', ['install', '--no-audit', '--no-fund'], {cwd: root, stdio: 'inherit'});
} catch {
  // All or nothing: the install failed, so package.json goes back to what it was (npm leaves the lockfile).
  fs.writeFileSync(file, before);
  console.error(`npm install failed for ${name}@${version}; package.json is as it was.`);
  process.exit(1);
}
console.log(`Added ${name}@${version} as ${alias}. Writing the reference data for it (npm run reference:data)…`);
try {
  execFileSync('npm', ['run', 'reference:data'], {cwd: root, stdio: 'inherit'});
} catch {
  console.error(
    `The release is installed, but its reference data is not written yet: fix what npm run reference:data said ` +
      `(an export whose compiled code changed needs a verdict in packages/reference/src/data/behaviour.ts, a breaking ` +
      `change a migration in packages/reference/src/data/migrations.ts), then run it again and commit packages/reference/data.`,
  );
  process.exit(1);
}
