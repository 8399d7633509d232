#!/usr/bin/env node
/**
 * Benchmark section "Load": the site served by nginx with the deploy configuration, under a bounded
 * local load (BENCH_LOAD_REQUESTS requests, default 20,000, from BENCH_LOAD_CONNECTIONS connections,
 * default 50) over every route, as a browser and as an agent asks for it, every Markdown copy, the old
 * addresses that redirect, and every file of the search index (scripts/served-load.mjs). It reports
 * the answers that were not the expected 200, errors and timeouts, responses whose headers differ from
 * the same address's on a quiet server, latency (p50, p99) and throughput.
 *
 * It starts its own nginx (one worker, as scripts/nginx-config.mjs --standalone writes it) on the
 * port after the baseline's, so that what it measures is the deploy configuration whatever serves the
 * rest of the benchmark.
 *
 * As a section of `npm run bench`: `measure(ctx)` (see scripts/bench.mjs). Alone, after `npm run build`:
 *   node scripts/bench/load.mjs [--port 4502] [--write]
 * --write puts the section into BENCHMARKS.md (replacing its previous figures, the rest unchanged)
 * and into benchmarks/latest.json.
 */
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {loadTargets, quietHeaders, runLoad, startNginx} from '../served-load.mjs';
import {replaceSection} from './core/report.mjs';

const TITLE = 'Load on the served site';
const REQUESTS = Number(process.env.BENCH_LOAD_REQUESTS || 20_000);
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS || 50);

const int = (n) => Math.round(n).toLocaleString('en-US');

/** @param {{buildDir: string, origin: string, log: (...a: unknown[]) => void, port?: number}} ctx */
export default async function measure(ctx) {
  const {buildDir, log} = ctx;
  const port = ctx.port ?? Number(new URL(ctx.origin).port) + 2;
  const targets = loadTargets(buildDir);
  const loadBefore = os.loadavg().map((l) => Number(l.toFixed(1)));
  const server = await startNginx(buildDir, port);
  try {
    const quiet = await quietHeaders(server.origin, targets);
    const quietWrong = quiet.filter((q, i) => q.status !== targets[i].status).length;
    log(`${targets.length} addresses; ${quietWrong} answered other than expected when quiet`);
    const load = await runLoad({origin: server.origin, targets, amount: REQUESTS, connections: CONNECTIONS, quiet});
    const kinds = {};
    for (const t of targets) {
      const kind = t.name.slice(0, t.name.indexOf(' /'));
      kinds[kind] = (kinds[kind] ?? 0) + 1;
    }
    const json = {
      requests: load.requests,
      connections: CONNECTIONS,
      addresses: targets.length,
      addressesByKind: kinds,
      non2xx: load.non2xx,
      unexpectedStatus: load.wrongStatus,
      errors: load.errors,
      timeouts: load.timeouts,
      headersChecked: load.checked,
      headersChanged: load.changedHeaders,
      notRequested: load.notRequested.length,
      latencyMs: {p50: load.latency.p50, p99: load.latency.p99, average: load.latency.average, max: load.latency.max},
      requestsPerSecond: load.reqPerSec.average,
      bytesPerSecond: load.throughput.average,
      durationSeconds: load.durationSeconds,
      examples: load.examples,
      loadAverage: {before: loadBefore, after: os.loadavg().map((l) => Number(l.toFixed(1)))},
    };
    log(
      `${int(json.requests)} requests: ${json.non2xx} non-2xx, ${json.errors} errors, ${json.timeouts} timeouts, ${json.headersChanged} changed headers; p50 ${json.latencyMs.p50} ms, p99 ${json.latencyMs.p99} ms, ${int(json.requestsPerSecond)} req/s`,
    );
    const markdown = [
      `nginx with the deploy configuration (\`scripts/nginx-config.mjs --standalone\`: one worker, gzip) serving \`build/\`, under ${int(json.requests)} requests from ${CONNECTIONS} connections (autocannon, on the same machine) over ${json.addresses} addresses: ${Object.entries(
        kinds,
      )
        .map(([k, n]) => `${n} × ${k}`)
        .join(', ')}. Each must answer 200 with the headers it had when the server was quiet.`,
      '',
      '| requests | non-2xx | other than expected | errors | timeouts | headers changed | p50 | p99 | requests/s | throughput |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      `| ${int(json.requests)} | ${json.non2xx} | ${json.unexpectedStatus} | ${json.errors} | ${json.timeouts} | ${json.headersChanged} of ${int(json.headersChecked)} | ${json.latencyMs.p50} ms | ${json.latencyMs.p99} ms | ${int(json.requestsPerSecond)} | ${(json.bytesPerSecond / 2 ** 20).toFixed(1)} MB/s |`,
      '',
      `Load average (1, 5, 15 min) before: ${json.loadAverage.before.join(' / ')}, after: ${json.loadAverage.after.join(' / ')}. The load generator shares the machine's cores with nginx, so the latency and rate are those of this machine, not of a host.`,
      ...(json.notRequested ? ['', `Addresses the load did not reach: ${json.notRequested}.`] : []),
      ...(json.examples.length ? ['', 'First differences:', '', '```', ...json.examples, '```'] : []),
    ].join('\n');
    return {title: TITLE, markdown, json};
  } finally {
    server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const {values} = parseArgs({
    options: {
      dir: {type: 'string', default: 'build'},
      port: {type: 'string', default: '4502'},
      write: {type: 'boolean', default: false},
    },
  });
  const result = await measure({
    buildDir: path.resolve(root, values.dir),
    origin: `http://127.0.0.1:${values.port}`,
    port: Number(values.port),
    log: (...a) => console.error('[bench:load]', ...a),
  });
  console.log(`## ${result.title}\n\n${result.markdown}\n`);
  if (values.write) {
    replaceSection(root, {name: 'load', ...result});
    console.error('[bench:load] wrote the section into BENCHMARKS.md and benchmarks/latest.json');
  }
}
