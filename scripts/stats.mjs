#!/usr/bin/env node
/**
 * `npm run stats`: lines of code per folder, counted one way so that anyone gets the same figures.
 *
 * What counts: the files git tracks (at the working tree, or at `--ref <commit>`) with a code extension
 * (ts, tsx, mts, cts, js, mjs, cjs, css). Left out: pages and posts (docs/, releases/), static files,
 * benchmark output, and everything that is not code (JSON data, the reference's committed data, MDX).
 * Counted apart, below the code: hand-written data in code files (`src/data/`, the reference's
 * verdicts and migrations, the search's labelled questions) and test fixtures (any `fixtures/` folder).
 * Each row gives all lines and the non-blank ones.
 *
 *   npm run stats                      the working tree
 *   npm run stats -- --ref b1f5f43     another commit, for a before and after in one run
 *   npm run stats -- --json            the same figures as JSON
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css)$/;
const LEFT_OUT = /^(docs|releases|static|benchmarks)\//;
const DATA = /^(src\/data\/|packages\/reference\/src\/data\/|(packages\/shared\/src|src\/lib)\/search\/questions)/;
const FIXTURES = /(^|\/)fixtures\//;

/** The folder a file is counted under: a workspace package by its folder, else the top-level folder. */
export function folderOf(file) {
  const parts = file.split('/');
  if (parts.length === 1) return '(root)';
  if (parts[0] === 'packages' && parts.length > 2) return `packages/${parts[1]}`;
  return parts[0];
}

/** Whether a file counts, and how: 'code', 'data', 'fixtures', or undefined when it does not count. */
export function kindOf(file) {
  if (!CODE.test(file) || LEFT_OUT.test(file)) return undefined;
  if (FIXTURES.test(file)) return 'fixtures';
  if (DATA.test(file)) return 'data';
  return 'code';
}

/** All lines and non-blank lines of a text. */
export function lineCounts(text) {
  if (text === '') return {lines: 0, nonBlank: 0};
  const lines = text.replace(/\n$/, '').split('\n');
  return {lines: lines.length, nonBlank: lines.filter((l) => l.trim() !== '').length};
}

/** Each counted file's path and text, at `ref` or in the working tree. */
function filesAt(ref) {
  const git = (args, input) => execFileSync('git', args, {cwd: ROOT, input, maxBuffer: 1 << 30});
  const names = (ref ? git(['ls-tree', '-r', '--name-only', ref]) : git(['ls-files']))
    .toString()
    .split('\n')
    .filter((f) => f && kindOf(f));
  if (!ref)
    return names
      .filter((f) => fs.existsSync(path.join(ROOT, f)))
      .map((f) => [f, fs.readFileSync(path.join(ROOT, f), 'utf8')]);
  const batch = git(['cat-file', '--batch'], names.map((f) => `${ref}:${f}`).join('\n') + '\n');
  const out = [];
  let at = 0;
  for (const name of names) {
    const header = batch.indexOf(10, at);
    const size = Number(batch.subarray(at, header).toString().split(' ')[2]);
    out.push([name, batch.subarray(header + 1, header + 1 + size).toString('utf8')]);
    at = header + 1 + size + 1;
  }
  return out;
}

export function stats(ref) {
  const rows = new Map();
  for (const [file, text] of filesAt(ref)) {
    const kind = kindOf(file);
    const key = kind === 'code' ? folderOf(file) : kind;
    const row = rows.get(key) ?? {files: 0, lines: 0, nonBlank: 0};
    const counts = lineCounts(text);
    rows.set(key, {files: row.files + 1, lines: row.lines + counts.lines, nonBlank: row.nonBlank + counts.nonBlank});
  }
  const code = [...rows].filter(([k]) => k !== 'data' && k !== 'fixtures').sort(([a], [b]) => a.localeCompare(b));
  const total = code.reduce(
    (t, [, r]) => ({files: t.files + r.files, lines: t.lines + r.lines, nonBlank: t.nonBlank + r.nonBlank}),
    {files: 0, lines: 0, nonBlank: 0},
  );
  return {
    ref: ref ?? 'working tree',
    folders: Object.fromEntries(code),
    total,
    data: rows.get('data'),
    fixtures: rows.get('fixtures'),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  let values;
  try {
    ({values} = parseArgs({options: {ref: {type: 'string'}, json: {type: 'boolean', default: false}}, strict: true}));
  } catch (error) {
    console.error(`stats: ${error.message}\nusage: npm run stats [-- --ref <commit>] [-- --json]`);
    process.exit(2);
  }
  if (
    values.ref &&
    spawnSync('git', ['rev-parse', '--verify', '--quiet', `${values.ref}^{commit}`], {cwd: ROOT}).status !== 0
  ) {
    console.error(`stats: ${values.ref} is not a commit of this repository.`);
    process.exit(2);
  }
  const result = stats(values.ref);
  if (values.json) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    const n = (x) => (x ?? 0).toLocaleString('en');
    const line = (name, r) => `| ${name} | ${n(r?.files)} | ${n(r?.lines)} | ${n(r?.nonBlank)} |`;
    console.log(
      `Lines of code at ${result.ref} (code files git tracks; docs, releases, static and benchmarks left out)\n`,
    );
    console.log('| folder | files | lines | non-blank |\n| --- | ---: | ---: | ---: |');
    for (const [name, r] of Object.entries(result.folders)) console.log(line(name, r));
    console.log(line('**code**', result.total));
    console.log(line('data (apart)', result.data));
    console.log(line('fixtures (apart)', result.fixtures));
  }
}
