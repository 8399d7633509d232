#!/usr/bin/env node
/**
 * Benchmark section "The house, before and after": the developer's daily commands on this checkout
 * and on an earlier commit, measured in the same run on the same machine, one after the other:
 *
 *  - `npm run build` (the site and the agent package), with no bundler or Docusaurus cache;
 *  - `npm start`'s first start: from the command to the home page answering, with no cache;
 *  - the feature loop after a change (`npm run test:feature -- not-found` after a source file changed);
 *  - lines of code per folder (`npm run stats`);
 *  - with `--test`, `npm test` (about a quarter of an hour each on 2 cores).
 *
 * The earlier commit is checked out with `git worktree` under .cache/house/ and shares this checkout's
 * installed packages (its own workspaces linked as npm links them). Both trees' builds go to their own
 * folders. A benchmark, not a test: it reports and never fails on a figure.
 *
 *   node scripts/bench/house.mjs --base <commit> [--test]
 *   BENCH_HOUSE_BASE=<commit> npm run bench      (the section runs only when a base is named)
 */
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import {linkModules} from '../build-from-archive.mjs';
import {stats} from '../stats.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The earlier commit's tree, made once and kept between runs. */
function baseTree(ref) {
  const sha = execFileSync('git', ['rev-parse', '--short', ref], {cwd: ROOT, encoding: 'utf8'}).trim();
  const dir = path.join(ROOT, '.cache', 'house', sha);
  if (!fs.existsSync(path.join(dir, 'package.json'))) {
    fs.rmSync(dir, {recursive: true, force: true});
    execFileSync('git', ['worktree', 'add', '--detach', dir, sha], {cwd: ROOT, stdio: 'ignore'});
    linkModules(dir);
  }
  return {sha, dir};
}

/** Wall-clock milliseconds of a command in `cwd`, and whether it succeeded. */
function timed(cwd, command, args, env = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, {cwd, env: {...process.env, ...env}, stdio: 'ignore'});
    child.on('close', (code) => resolve({ms: Date.now() - started, ok: code === 0}));
  });
}

/** Removes what would let the next command reuse earlier work: Docusaurus' and the bundler's caches. */
function clearCaches(dir) {
  for (const cache of ['.docusaurus', 'node_modules/.cache'])
    fs.rmSync(path.join(dir, cache), {recursive: true, force: true});
}

/** From `npm start` to the home page answering 200, with no cache. */
async function firstStart(dir, port) {
  clearCaches(dir);
  const started = Date.now();
  const child = spawn('npx', ['docusaurus', 'start', '--host', '127.0.0.1', '--port', String(port), '--no-open'], {
    cwd: dir,
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (Date.now() - started > 600_000) return {ms: Date.now() - started, ok: false};
      const ok = await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return {ms: Date.now() - started, ok: true};
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    process.kill(-child.pid, 'SIGTERM');
  }
}

/** The feature loop after a change to a component the not-found page uses. */
async function featureLoop(dir) {
  const file = path.join(dir, 'src', 'components', 'not-found', 'NotFoundContent', 'index.tsx');
  const touched = fs.existsSync(file) ? file : path.join(dir, 'src', 'css', 'custom.css');
  const text = fs.readFileSync(touched, 'utf8');
  // A warm loop first, so that the measured one is a change, not a first build.
  await timed(dir, 'npm', ['run', 'test:feature', '--', 'not-found']);
  fs.writeFileSync(touched, `${text}\n`);
  try {
    return await timed(dir, 'npm', ['run', 'test:feature', '--', 'not-found']);
  } finally {
    fs.writeFileSync(touched, text);
  }
}

const show = (r) => (r ? `${seconds(r.ms)}${r.ok ? '' : ' (failed)'}` : 'not measured');

export default async function measure({log = console.log, base = process.env.BENCH_HOUSE_BASE, test = false} = {}) {
  if (!base)
    return {
      title: 'The house, before and after',
      markdown: 'Not measured: name a base commit (BENCH_HOUSE_BASE).',
      json: {},
    };
  const before = baseTree(base);
  const trees = [
    {name: `before (${before.sha})`, dir: before.dir, ref: before.sha},
    {name: 'after (this checkout)', dir: ROOT, ref: undefined},
  ];
  const rows = [];
  for (const [i, tree] of trees.entries()) {
    log(`${tree.name}: npm run build`);
    clearCaches(tree.dir);
    const build = await timed(tree.dir, 'npm', ['run', 'build']);
    log(`${tree.name}: npm start, first start`);
    const start = await firstStart(tree.dir, 4600 + i);
    log(`${tree.name}: the feature loop after a change`);
    const loop = await featureLoop(tree.dir);
    const fullTest = test ? await timed(tree.dir, 'npm', ['test'], {CI: 'true'}) : undefined;
    rows.push({name: tree.name, build, start, loop, test: fullTest, lines: stats(tree.ref)});
  }
  const folders = [...new Set(rows.flatMap((r) => Object.keys(r.lines.folders)))].sort();
  const markdown = [
    `Measured one after the other on this machine (${fs.readFileSync('/proc/cpuinfo', 'utf8').match(/processor/g)?.length ?? '?'} cores).`,
    '',
    `| | ${rows.map((r) => r.name).join(' | ')} |`,
    `| --- | ${rows.map(() => '---:').join(' | ')} |`,
    `| \`npm run build\`, no cache | ${rows.map((r) => show(r.build)).join(' | ')} |`,
    `| \`npm start\`, first start | ${rows.map((r) => show(r.start)).join(' | ')} |`,
    `| feature loop after a change | ${rows.map((r) => show(r.loop)).join(' | ')} |`,
    `| \`npm test\` | ${rows.map((r) => show(r.test)).join(' | ')} |`,
    ...folders.map(
      (f) =>
        `| lines in ${f} | ${rows.map((r) => (r.lines.folders[f]?.lines ?? 0).toLocaleString('en')).join(' | ')} |`,
    ),
    `| lines of code, all folders | ${rows.map((r) => r.lines.total.lines.toLocaleString('en')).join(' | ')} |`,
    `| data (apart) | ${rows.map((r) => (r.lines.data?.lines ?? 0).toLocaleString('en')).join(' | ')} |`,
  ].join('\n');
  return {title: 'The house, before and after', markdown, json: rows};
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const {values} = parseArgs({
    options: {base: {type: 'string'}, test: {type: 'boolean', default: false}},
    strict: true,
  });
  const result = await measure({base: values.base, test: values.test});
  console.log(`## ${result.title}\n\n${result.markdown}`);
}
