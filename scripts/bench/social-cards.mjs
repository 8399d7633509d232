#!/usr/bin/env node
/**
 * Benchmark section: what the social cards (src/plugins/social-cards) add to the build.
 *
 *  - Build time: the site is built three times into temporary folders, one after the other:
 *    without the social-cards plugin, with it and no card cache (what CI pays), and with it again
 *    (a rebuild that reuses the cards). The bundler cache is in the same state for all three.
 *  - Build size: the cards' bytes in the measured build, from the plugin's `.social-cards.json`.
 *
 * Runs inside `npm run bench` (a section module: default export `measure(ctx)`), or alone against a
 * build served by `node e2e/server/static-server.mjs --port <p> --dir build`:
 *   node scripts/bench/social-cards.mjs [--origin http://127.0.0.1:<p>]
 * BENCH_CARD_BUILDS=0 skips the builds and reports sizes only.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';

const STATS_FILE = '.social-cards.json';
const CARD_CACHE = 'node_modules/.cache/faststore-social-cards';

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

function folderBytes(dir) {
  let total = 0;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

/**
 * Wall-clock and CPU milliseconds (user + system, the build's whole process tree) of
 * `docusaurus build` with the given extra arguments. CPU time moves less than wall-clock time when
 * other work shares the machine. The POSIX shell's `times` reports its children's CPU time.
 */
function timedBuild(root, args, log) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const script = '"$0" "$@"; status=$?; times >&2; exit $status';
    const child = spawn('sh', ['-c', script, path.join(root, 'node_modules/.bin/docusaurus'), 'build', ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`docusaurus build ${args.join(' ')} failed:\n${output.slice(-4000)}`));
      const wall = performance.now() - started;
      // The last line of `times` holds the children's user and system time, e.g. "0m21.52s 0m3.10s".
      const last = output.trim().split('\n').pop() ?? '';
      const cpu = [...last.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
        (sum, [, m, sec]) => sum + (60 * Number(m) + Number(sec)) * 1000,
        0,
      );
      log(`build ${args.join(' ')}: ${seconds(wall)} (CPU ${seconds(cpu)})`);
      resolve({wall, cpu});
    });
  });
}

/** @param {{root: string, buildDir: string, origin: string, log: (...a: unknown[]) => void}} ctx */
export default async function measure({root, buildDir, origin, log}) {
  const statsPath = path.join(buildDir, STATS_FILE);
  if (!fs.existsSync(statsPath)) throw new Error(`${statsPath} is missing: the build was made without social cards.`);
  const stats = JSON.parse(fs.readFileSync(statsPath, 'utf8'));
  const buildBytes = folderBytes(buildDir);

  // The home page's card, as the server answers for it.
  let served = 'not checked';
  try {
    const html = await (await fetch(`${origin}/`)).text();
    const image = /property="?og:image"?\s+content="?([^"\s>]+)/.exec(html)?.[1];
    if (image) {
      const response = await fetch(`${origin}${new URL(image).pathname}`);
      served = `${response.status} ${response.headers.get('content-type')}, ${(Number((await response.arrayBuffer()).byteLength) / 1024).toFixed(1)} KB`;
    }
  } catch (error) {
    served = `not reachable (${error.message})`;
  }

  const json = {
    pages: stats.cards,
    drawings: stats.drawn + stats.cached,
    cardBytes: stats.bytes,
    buildBytes,
    homeCardServed: served,
  };

  if (process.env.BENCH_CARD_BUILDS !== '0') {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'social-cards-bench-'));
    try {
      // The site's configuration without the social-cards plugin. Docusaurus resolves presets and
      // plugins from the configuration's folder, so it is written inside the repository.
      const configDir = path.join(root, 'node_modules/.cache/social-cards-bench');
      fs.mkdirSync(configDir, {recursive: true});
      const noCards = path.join(configDir, 'no-cards.config.ts');
      fs.writeFileSync(
        noCards,
        `import config from ${JSON.stringify(path.join(root, 'docusaurus.config.ts'))};\n` +
          `export default {...config, plugins: (config.plugins ?? []).filter(` +
          `(p) => !(typeof p === 'function' && p.name === 'socialCardsPlugin'))};\n`,
      );
      const out = (name) => ['--out-dir', path.join(tmp, name)];
      const without = await timedBuild(root, ['--config', noCards, ...out('without')], log);
      fs.rmSync(path.join(root, CARD_CACHE), {recursive: true, force: true});
      const cold = await timedBuild(root, out('cold'), log);
      const coldStats = JSON.parse(fs.readFileSync(path.join(tmp, 'cold', STATS_FILE), 'utf8'));
      const rebuilt = await timedBuild(root, out('cached'), log);
      const cachedStats = JSON.parse(fs.readFileSync(path.join(tmp, 'cached', STATS_FILE), 'utf8'));
      Object.assign(json, {
        buildMsWithoutCards: Math.round(without.wall),
        buildMsWithCards: Math.round(cold.wall),
        buildMsWithCachedCards: Math.round(rebuilt.wall),
        buildCpuMsWithoutCards: Math.round(without.cpu),
        buildCpuMsWithCards: Math.round(cold.cpu),
        buildCpuMsWithCachedCards: Math.round(rebuilt.cpu),
        pluginMsCold: coldStats.milliseconds,
        pluginMsCached: cachedStats.milliseconds,
        cardsDrawnCold: coldStats.drawn,
      });
    } finally {
      fs.rmSync(tmp, {recursive: true, force: true});
      fs.rmSync(path.join(root, 'node_modules/.cache/social-cards-bench'), {recursive: true, force: true});
    }
  }

  const rows = [
    `| pages with a card | ${json.pages} (${json.drawings} distinct drawings) |`,
    `| cards in the build | ${mb(json.cardBytes)} of ${mb(json.buildBytes)} (${((100 * json.cardBytes) / json.buildBytes).toFixed(0)} %), ${(json.cardBytes / json.pages / 1024).toFixed(1)} KB a card |`,
    `| home page card, as served | ${served} |`,
  ];
  if (json.buildMsWithoutCards !== undefined) {
    const delta = (a, b) => `${a >= b ? '+' : '−'}${seconds(Math.abs(a - b))}`;
    rows.push(
      `| build without the plugin | ${seconds(json.buildMsWithoutCards)} (CPU ${seconds(json.buildCpuMsWithoutCards)}) |`,
      `| build with cards, none cached (CI) | ${seconds(json.buildMsWithCards)} (${delta(json.buildMsWithCards, json.buildMsWithoutCards)}; CPU ${seconds(json.buildCpuMsWithCards)}, ${delta(json.buildCpuMsWithCards, json.buildCpuMsWithoutCards)}); the plugin's step: ${seconds(json.pluginMsCold)} |`,
      `| rebuild, cards cached | ${seconds(json.buildMsWithCachedCards)} (${delta(json.buildMsWithCachedCards, json.buildMsWithoutCards)}; CPU ${seconds(json.buildCpuMsWithCachedCards)}, ${delta(json.buildCpuMsWithCachedCards, json.buildCpuMsWithoutCards)}); the plugin's step: ${seconds(json.pluginMsCached)} |`,
    );
  }
  const markdown = [
    'What drawing a social card for every page adds to the build (one build of each kind, one after the other, on this machine; the plugin step runs alongside the other post-build plugins).',
    '',
    '| measure | value |',
    '| --- | --- |',
    ...rows,
    '',
  ].join('\n');
  return {title: 'Social cards', markdown, json};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {values} = parseArgs({options: {origin: {type: 'string'}, 'build-dir': {type: 'string'}}});
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const result = await measure({
    root,
    buildDir: path.resolve(root, values['build-dir'] ?? 'build'),
    origin: values.origin ?? 'http://127.0.0.1:4500',
    log: (...a) => console.log('[bench:social-cards]', ...a),
  });
  console.log(`## ${result.title}\n\n${result.markdown}`);
  console.log(JSON.stringify(result.json, null, 2));
}
