#!/usr/bin/env node
/**
 * Builds the site from a plain copy of its sources, with no `.git`: what a release tarball, a
 * `git archive` extract or a container build context holds. Such a build has no history to date the
 * docs pages from, and must still work (see src/plugins/page-source/gitHistory.ts).
 *
 *   node scripts/build-from-archive.mjs            the files of the working tree that git would keep
 *                                                  (tracked and new, not ignored), as they are on disk
 *   node scripts/build-from-archive.mjs --ref HEAD `git archive HEAD` (any commit)
 *   add --keep to keep the copy and its build; the path is printed
 *
 * The copy goes to a new folder under the system's temporary folder, outside any git repository, and
 * uses this checkout's `node_modules` through a symlink (installing would take minutes). It runs
 * `npm run build` there and exits with its status. `tests/build-from-archive.test.ts` calls
 * `buildFromArchive` and checks the result.
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The sources as a tar: the commit `ref` through `git archive`, else the working tree's files. */
function sourcesTar(ref) {
  if (ref) return execFileSync('git', ['archive', '--format=tar', ref], {cwd: ROOT, maxBuffer: 1 << 30});
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  })
    .split('\0')
    // A deleted file is still listed until the deletion is staged; node_modules may be an untracked symlink.
    .filter((file) => file && file !== 'node_modules' && fs.existsSync(path.join(ROOT, file)));
  return execFileSync('tar', ['-c', '--null', '-T', '-'], {cwd: ROOT, input: files.join('\0'), maxBuffer: 1 << 30});
}

/**
 * Copies the sources to a new temporary folder and runs `npm run build` in it.
 * Resolves with the build's exit status, its output (stdout and stderr, interleaved), the folder and
 * the time it took; `remove()` deletes the folder.
 */
/**
 * The copy's node_modules: the installed packages of the checkout, and its own workspaces linked as npm
 * links them, so that the copy builds from its own packages.
 */
export function linkModules(dir) {
  const installed = fs.realpathSync(path.join(ROOT, 'node_modules'));
  const modules = path.join(dir, 'node_modules');
  const {workspaces = []} = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const own = workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? fs.readdirSync(path.join(dir, pattern.slice(0, -2))).map((name) => path.join(pattern.slice(0, -2), name))
      : [pattern],
  );
  const names = new Map(
    own.map((ws) => [JSON.parse(fs.readFileSync(path.join(dir, ws, 'package.json'), 'utf8')).name, ws]),
  );
  fs.mkdirSync(modules);
  for (const entry of fs.readdirSync(installed)) {
    if (entry.startsWith('@')) {
      fs.mkdirSync(path.join(modules, entry));
      for (const sub of fs.readdirSync(path.join(installed, entry)))
        if (!names.has(`${entry}/${sub}`))
          fs.symlinkSync(path.join(installed, entry, sub), path.join(modules, entry, sub));
    } else if (!names.has(entry)) fs.symlinkSync(path.join(installed, entry), path.join(modules, entry));
  }
  for (const [name, ws] of names) fs.symlinkSync(path.join(dir, ws), path.join(modules, name), 'dir');
}

export async function buildFromArchive({ref, log = false, withoutReferenceSources = false} = {}) {
  const started = Date.now();
  const dir = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'faststore-archive-'));
  execFileSync('tar', ['-x', '-C', dir], {input: sourcesTar(ref)});
  if (fs.existsSync(path.join(dir, '.git'))) throw new Error(`${dir} has a .git: it is not a plain copy.`);
  linkModules(dir);
  // The site reads the reference's committed data; its sources (the extractors, the probe) stay out.
  if (withoutReferenceSources) fs.rmSync(path.join(dir, 'packages', 'reference', 'src'), {recursive: true});

  const env = {...process.env};
  for (const name of Object.keys(env)) if (name.startsWith('GIT_')) delete env[name];
  // git must not find a repository above the copy either (a temporary folder inside a checkout).
  env.GIT_CEILING_DIRECTORIES = path.dirname(dir);
  const output = [];
  const status = await new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], {cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe']});
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => {
        output.push(chunk.toString());
        if (log) process.stdout.write(chunk);
      });
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
  return {
    status,
    output: output.join(''),
    dir,
    seconds: (Date.now() - started) / 1000,
    remove: () => fs.rmSync(dir, {recursive: true, force: true}),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const {values} = parseArgs({
    options: {
      ref: {type: 'string'},
      keep: {type: 'boolean', default: false},
      'without-reference-sources': {type: 'boolean', default: false},
    },
  });
  const result = await buildFromArchive({
    ref: values.ref,
    log: true,
    withoutReferenceSources: values['without-reference-sources'],
  });
  console.log(
    `\nBuilt ${values.ref ? `git archive ${values.ref}` : 'a copy of the working tree'} without .git: ` +
      `exit status ${result.status} after ${result.seconds.toFixed(0)} s.`,
  );
  if (values.keep) console.log(`The copy and its build are in ${result.dir}`);
  else result.remove();
  process.exit(result.status);
}
