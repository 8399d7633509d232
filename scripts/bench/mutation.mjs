#!/usr/bin/env node
/**
 * Benchmark section "Mutation score": Stryker's mutants of the modules that take a reader's input (the
 * upgrade command's arguments, writer, git check, diff, edits and manual steps; the store reader),
 * each run against the tests that cover it. The score is the share of mutants the tests kill (a
 * timeout counts as killed, as Stryker counts it). Slow: minutes to an hour on 2 cores, so only in
 * `npm run bench`, never in `npm test`. Runs alone too:
 *
 *   node scripts/bench/mutation.mjs [upgrade|store …]
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CONFIGS = ['upgrade', 'store'];

/** Mutants by status, per mutated file, from Stryker's JSON report (mutation-testing-report-schema). */
export function scoreOf(report) {
  return Object.entries(report.files).map(([file, {mutants}]) => {
    const count = (statuses) => mutants.filter((m) => statuses.includes(m.status)).length;
    const killed = count(['Killed', 'Timeout']);
    const survived = count(['Survived', 'NoCoverage']);
    return {file, mutants: mutants.length, killed, survived, score: killed / Math.max(1, killed + survived)};
  });
}

export default async function measure({log = console.log, only = CONFIGS} = {}) {
  const rows = [];
  for (const name of only) {
    log(`stryker: mutation/${name}.config.mjs`);
    const started = Date.now();
    const run = spawnSync('npx', ['stryker', 'run', `mutation/${name}.config.mjs`], {cwd: ROOT, stdio: 'ignore'});
    const file = path.join(ROOT, '.cache', 'stryker', `${name}.json`);
    if (run.status !== 0 || !fs.existsSync(file)) {
      rows.push({name, error: `stryker exited with ${run.status}`});
      continue;
    }
    rows.push({
      name,
      minutes: (Date.now() - started) / 60_000,
      files: scoreOf(JSON.parse(fs.readFileSync(file, 'utf8'))),
    });
  }
  const pct = (x) => `${(x * 100).toFixed(1)} %`;
  const markdown = [
    '| modules | file | mutants | killed | survived | score |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...rows.flatMap((r) =>
      r.error
        ? [`| ${r.name} | not measured: ${r.error} | | | | |`]
        : r.files.map(
            (f) => `| ${r.name} | \`${f.file}\` | ${f.mutants} | ${f.killed} | ${f.survived} | ${pct(f.score)} |`,
          ),
    ),
  ].join('\n');
  return {title: 'Mutation score', markdown, json: rows};
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const names = process.argv.slice(2);
  const result = await measure({only: names.length > 0 ? names : CONFIGS});
  console.log(`## ${result.title}\n\n${result.markdown}`);
}
