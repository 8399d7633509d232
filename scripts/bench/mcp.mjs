#!/usr/bin/env node
/**
 * Benchmark section: the coding-agent server (`mcp/`, faststore-docs-mcp) as an agent runs it. Cold
 * start (spawning the built command until it has answered the protocol's handshake and listed its
 * tools, medians of several starts), each tool's latency over 200 calls on one running server
 * (median and p95, with varied arguments), the size of the package the build publishes, and the
 * `upgrade` command on the whole of the Next.js starter's code (its TypeScript at the commit the
 * fixture names), as a reader runs it: a process from start to report.
 *
 * As a section of `npm run bench`: `measure(ctx)` (see scripts/bench/core/sections.mjs). Alone, after `npm run build`:
 *   node scripts/bench/mcp.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {fileURLToPath} from 'node:url';
import {performance} from 'node:perf_hooks';
import os from 'node:os';
import {execFileSync} from 'node:child_process';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';

const CALLS = 200;
const STARTS = 7;
const UPGRADES = 5;

/**
 * A copy of the Next.js starter's code as a store on sdk and ui 1.9.10, then the command run on it:
 * `--dry-run` repeatedly (the same work each time, nothing written), then once for real.
 */
function timeUpgrade(root, bin) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-upgrade-'));
  try {
    fs.cpSync(path.join(root, 'mcp', 'test', 'fixtures', 'nextjs-store', 'src'), path.join(dir, 'src'), {
      recursive: true,
    });
    fs.writeFileSync(
      path.join(dir, 'package.json'),
      JSON.stringify({dependencies: {'@faststore/sdk': '1.9.10', '@faststore/ui': '1.9.10'}}),
    );
    fs.mkdirSync(path.join(dir, 'node_modules', '@faststore'), {recursive: true});
    // The starter installs TypeScript too, whose lib files the command's checker reads.
    fs.symlinkSync(path.join(root, 'node_modules', 'typescript'), path.join(dir, 'node_modules', 'typescript'));
    for (const pkg of ['sdk', 'ui'])
      fs.symlinkSync(
        path.join(root, 'node_modules', `faststore-${pkg}-1.9.10`),
        path.join(dir, 'node_modules', '@faststore', pkg),
      );
    const files = fs.readdirSync(path.join(dir, 'src'), {recursive: true}).filter((f) => /\.tsx?$/.test(f)).length;
    const run = (args) => {
      const t0 = performance.now();
      execFileSync(process.execPath, [bin, 'upgrade', ...args, dir], {stdio: 'pipe'});
      return performance.now() - t0;
    };
    const dry = Array.from({length: UPGRADES}, () => run(['--dry-run']));
    const write = run([]);
    const report = fs.readFileSync(path.join(dir, 'faststore-upgrade-report.md'), 'utf8');
    const rewritten = Number(/## Rewritten \((\d+)\)/.exec(report)?.[1] ?? NaN);
    const byHand = Number(/## Left to do by hand \((\d+)\)/.exec(report)?.[1] ?? NaN);
    return {
      files,
      dryRunMedianMs: quantile(dry, 0.5),
      dryRunMaxMs: Math.max(...dry),
      runs: UPGRADES,
      writeMs: write,
      rewritten,
      byHand,
    };
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

const ms = (value) => `${value.toFixed(1)} ms`;
const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** Each tool with arguments that vary from call to call, so that no answer is only a cache hit. */
const WORKLOAD = {
  search_docs: ['useCart', 'cart validation', 'styling components', 'prodcutcard', 'StoreProduct', 'checkout'].map(
    (query) => ({query}),
  ),
  get_page: ['/reference/sdk/cart/useCart', '/tutorials/gatsby/1', '/reference/api/objects', '/quickstart'].map(
    (p) => ({path: p}),
  ),
  introspect_graphql_schema: ['StoreProduct', 'product', 'Store*', 'StoreCart.order'].map((name) => ({name})),
  validate: [
    '{ product(locator: []) { nam } }',
    'query { search(first: 10) { products { edges { node { name sku } } } } }',
    'mutation { validateCart(cart: { order: { orderNumber: "1", acceptedOffer: [] } }) { order { orderNumber } } }',
  ].map((code) => ({language: 'graphql', code})),
  get_component: ['Slider', 'ProductCard', 'Button', 'Carousel'].map((name) => ({name})),
  get_sdk_export: ['useCart', 'useSearch', 'SearchProvider', 'usePagination'].map((name) => ({name})),
  plan_upgrade: [{sdk: '1.9.10'}, {ui: '1.9.4', sdk: '1.9.4', api: '1.9.7'}, {api: '1.9.9'}, {ui: '1.9.10'}].map(
    (from) => ({from}),
  ),
};

async function start(bin) {
  const client = new Client({name: 'bench', version: '1.0.0'});
  const t0 = performance.now();
  await client.connect(new StdioClientTransport({command: process.execPath, args: [bin], stderr: 'ignore'}));
  const {tools} = await client.listTools();
  return {client, ms: performance.now() - t0, tools: tools.map((t) => t.name)};
}

/** @param {{root: string, log: (...a: unknown[]) => void}} ctx */
export default async function measure(ctx) {
  const {root, log} = ctx;
  const bin = path.join(root, 'mcp', 'bin', 'faststore-docs-mcp.mjs');
  const tarball = path.join(root, 'build', 'agents', 'faststore-docs-mcp.tgz');
  if (!fs.existsSync(tarball)) throw new Error(`${tarball} is missing: build the site first (npm run build).`);

  const starts = [];
  for (let i = 0; i < STARTS; i++) {
    const {client, ms: took} = await start(bin);
    starts.push(took);
    await client.close();
  }
  const coldStart = {medianMs: quantile(starts, 0.5), maxMs: Math.max(...starts), runs: STARTS};
  log(`cold start ${ms(coldStart.medianMs)} (median of ${STARTS})`);

  const {client, tools} = await start(bin);
  const latency = {};
  try {
    for (const tool of tools) {
      const inputs = WORKLOAD[tool];
      if (!inputs) throw new Error(`no workload for the tool ${tool}: add one to scripts/bench/mcp.mjs`);
      const times = [];
      for (let i = 0; i < CALLS; i++) {
        const t0 = performance.now();
        const result = await client.callTool({name: tool, arguments: inputs[i % inputs.length]});
        times.push(performance.now() - t0);
        if (result.isError && tool !== 'validate') throw new Error(`${tool} failed: ${result.content[0]?.text}`);
      }
      latency[tool] = {medianMs: quantile(times, 0.5), p95Ms: quantile(times, 0.95), calls: CALLS};
      log(`${tool}: median ${ms(latency[tool].medianMs)}, p95 ${ms(latency[tool].p95Ms)}`);
    }
  } finally {
    await client.close();
  }

  const packed = fs.statSync(tarball).size;
  const unpacked = ['bin', 'dist', 'data', 'package.json', 'README.md']
    .map((p) => path.join(root, 'mcp', p))
    .filter((p) => fs.existsSync(p))
    .flatMap((p) =>
      fs.statSync(p).isDirectory() ? fs.readdirSync(p, {recursive: true}).map((f) => path.join(p, f)) : [p],
    )
    .filter((f) => fs.statSync(f).isFile())
    .reduce((n, f) => n + fs.statSync(f).size, 0);
  const data = Object.fromEntries(
    fs.readdirSync(path.join(root, 'mcp', 'data')).map((f) => {
      const buffer = fs.readFileSync(path.join(root, 'mcp', 'data', f));
      return [f, {bytes: buffer.length, gzipBytes: zlib.gzipSync(buffer).length}];
    }),
  );
  const size = {packedBytes: packed, unpackedBytes: unpacked, data};

  const upgrade = timeUpgrade(root, bin);
  log(
    `upgrade on the Next.js starter: ${ms(upgrade.dryRunMedianMs)} (median of ${UPGRADES} dry runs), ${ms(upgrade.writeMs)} writing`,
  );

  const json = {coldStart, latency, size, upgrade};
  const markdown = [
    `The \`faststore-docs-mcp\` command as an agent starts it (\`node\`, stdio, on this machine). Cold start: spawn until the handshake and the tool list have answered, median of ${STARTS} starts. Latency: ${CALLS} calls of each tool on one running server, arguments varied.`,
    '',
    `Cold start: **${ms(coldStart.medianMs)}** (slowest ${ms(coldStart.maxMs)}).`,
    '',
    '| tool | median | p95 |',
    '| --- | --- | --- |',
    ...Object.entries(latency).map(([tool, l]) => `| \`${tool}\` | ${ms(l.medianMs)} | ${ms(l.p95Ms)} |`),
    '',
    `Package (\`build/agents/faststore-docs-mcp.tgz\`): ${kb(packed)} packed, ${kb(unpacked)} unpacked; data ${Object.entries(
      data,
    )
      .map(([f, d]) => `\`${f}\` ${kb(d.bytes)} (${kb(d.gzipBytes)} gzip)`)
      .join(', ')}.`,
    '',
    `\`faststore-docs-mcp upgrade\` on the Next.js starter's code (${upgrade.files} TypeScript files, sdk and ui 1.9.10 → 1.9.11): **${ms(upgrade.dryRunMedianMs)}** per run with \`--dry-run\` (median of ${upgrade.runs}, slowest ${ms(upgrade.dryRunMaxMs)}), ${ms(upgrade.writeMs)} writing the files and the report; ${upgrade.rewritten} rewritten, ${upgrade.byHand} left by hand.`,
  ].join('\n');
  return {title: 'Coding-agent server (faststore-docs-mcp)', markdown, json};
}

/**
 * Cold start alone, with the size of the file every start loads (the compiler's chunk, which only
 * `upgrade` and `validate` load, is not in it): what splitting the bundle changed.
 */
async function coldStartOnly(root, runs) {
  const bin = path.join(root, 'mcp', 'bin', 'faststore-docs-mcp.mjs');
  const dist = path.join(root, 'mcp', 'dist');
  const starts = [];
  for (let i = 0; i < runs; i++) {
    const {client, ms: took} = await start(bin);
    starts.push(took);
    await client.close();
  }
  // Loading the main file alone, in a fresh process: the time and memory every start pays for the code.
  const loads = Array.from({length: runs}, () =>
    JSON.parse(
      execFileSync(process.execPath, [
        '--input-type=module',
        '-e',
        `const t=performance.now();await import(${JSON.stringify(path.join(dist, 'faststore-docs-mcp.mjs'))});console.log(JSON.stringify({ms:performance.now()-t,rss:process.memoryUsage().rss}))`,
      ]).toString(),
    ),
  );
  const load = {
    medianMs: quantile(
      loads.map((l) => l.ms),
      0.5,
    ),
    rssMB: quantile(
      loads.map((l) => l.rss / 1048576),
      0.5,
    ),
  };
  const files = fs.readdirSync(dist, {recursive: true}).filter((f) => f.endsWith('.mjs'));
  const sizes = Object.fromEntries(files.map((f) => [f, fs.statSync(path.join(dist, f)).size]));
  return {medianMs: quantile(starts, 0.5), minMs: Math.min(...starts), maxMs: Math.max(...starts), runs, load, sizes};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  if (process.argv.includes('--cold-start')) {
    // node scripts/bench/mcp.mjs --cold-start [runs]: after `node mcp/build.mjs`, no site build needed.
    const runs = Number(process.argv[process.argv.indexOf('--cold-start') + 1]) || 15;
    console.log(JSON.stringify(await coldStartOnly(root, runs), null, 2));
    process.exit(0);
  }
  const result = await measure({root, log: (...a) => console.error('[bench:mcp]', ...a)});
  console.log(`## ${result.title}\n\n${result.markdown}\n`);
  console.log(JSON.stringify(result.json, null, 2));
}
