#!/usr/bin/env node
/**
 * Benchmark section: the Markdown copies of the pages (src/plugins/markdown). Sizes of /llms.txt and
 * /llms-full.txt (raw, and gzip as the server sends them), how many `.md` files the build holds and
 * their total size, and whether a page route asked for with `Accept: text/markdown` answers Markdown.
 *
 * As a section of `npm run bench`: `measure(ctx)` (see scripts/bench/core/sections.mjs). Alone, against a build
 * served by the test server or nginx:
 *   node e2e/server/static-server.mjs --port 4500 --dir build &
 *   node scripts/bench/markdown.mjs [--dir build] [--origin http://127.0.0.1:4500]
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** nginx's setting in deploy/nginx (gzip_comp_level 6). */
const gzipSize = (buffer) => zlib.gzipSync(buffer, {level: 6}).length;

/** The `.md` files of a build, outside its `assets` folders. */
const markdownFiles = (dir) =>
  fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter(
      (e) =>
        e.isFile() && e.name.endsWith('.md') && !path.relative(dir, e.parentPath).split(path.sep).includes('assets'),
    )
    .map((e) => path.join(e.parentPath, e.name));

/** Bytes on the wire for a GET with gzip accepted, and the response's type and encoding. */
function served(origin, route, headers = {}) {
  return new Promise((resolve) => {
    const req = http.get(`${origin}${route}`, {headers: {'Accept-Encoding': 'gzip', ...headers}}, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          bytes,
          type: res.headers['content-type'] ?? '',
          encoding: res.headers['content-encoding'] ?? 'identity',
        }),
      );
    });
    req.on('error', () => resolve(null));
    req.setTimeout(10_000, () => req.destroy());
  });
}

/** @param {{root: string, buildDir: string, origin: string, log: (...a: unknown[]) => void}} ctx */
export default async function measure(ctx) {
  const {buildDir, origin, log} = ctx;
  const files = {};
  for (const name of ['llms.txt', 'llms-full.txt']) {
    const file = path.join(buildDir, name);
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the site first (npm run build).`);
    const buffer = fs.readFileSync(file);
    const wire = await served(origin, `/${name}`);
    files[name] = {
      bytes: buffer.length,
      gzipBytes: gzipSize(buffer),
      links: name === 'llms.txt' ? (buffer.toString('utf8').match(/^- \[/gm) ?? []).length : undefined,
      served: wire && {bytes: wire.bytes, encoding: wire.encoding, type: wire.type},
    };
    log(`${name}: ${kb(buffer.length)}, ${kb(files[name].gzipBytes)} gzip`);
  }
  const md = markdownFiles(buildDir).map((f) => fs.readFileSync(f));
  const total = md.reduce((n, b) => n + b.length, 0);
  const totalGzip = md.reduce((n, b) => n + gzipSize(b), 0);
  const sizes = md.map((b) => b.length).sort((a, b) => a - b);
  const mdFiles = {
    count: md.length,
    bytes: total,
    gzipBytes: totalGzip,
    medianBytes: sizes.length ? sizes[Math.floor(sizes.length / 2)] : 0,
    largestBytes: sizes.at(-1) ?? 0,
  };
  log(`${md.length} .md files, ${kb(total)} (${kb(totalGzip)} gzip)`);

  const negotiated = await served(origin, '/reference/sdk/cart/useCart', {Accept: 'text/markdown'});
  const json = {llmsTxt: files['llms.txt'], llmsFullTxt: files['llms-full.txt'], mdFiles, acceptMarkdown: negotiated};
  const row = (name, f) =>
    `| \`/${name}\` | ${kb(f.bytes)} | ${kb(f.gzipBytes)} | ${f.served ? `${kb(f.served.bytes)} (${f.served.encoding})` : 'not served'} |`;
  const markdown = [
    'Every docs page and release post is also published as Markdown at its route plus `.md`; `/llms.txt` indexes them and `/llms-full.txt` holds them all.',
    '',
    '| file | raw | gzip (level 6) | as served |',
    '| --- | --- | --- | --- |',
    row('llms.txt', files['llms.txt']),
    row('llms-full.txt', files['llms-full.txt']),
    '',
    `\`.md\` files: ${mdFiles.count}, ${kb(mdFiles.bytes)} in all (${kb(mdFiles.gzipBytes)} gzip); median ${kb(mdFiles.medianBytes)}, largest ${kb(mdFiles.largestBytes)}. \`/llms.txt\` lists ${files['llms.txt'].links} of them (writers' templates are left out).`,
    '',
    negotiated
      ? `\`GET /reference/sdk/cart/useCart\` with \`Accept: text/markdown\`: ${negotiated.status}, \`${negotiated.type}\`, ${kb(negotiated.bytes)} (${negotiated.encoding}).`
      : `\`${origin}\` did not answer; the served figures are missing.`,
  ].join('\n');
  return {title: 'Markdown copies and llms.txt', markdown, json};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const {values} = parseArgs({
    options: {dir: {type: 'string', default: 'build'}, origin: {type: 'string', default: 'http://127.0.0.1:4500'}},
  });
  const result = await measure({
    root,
    buildDir: path.resolve(root, values.dir),
    origin: values.origin,
    log: (...a) => console.error('[bench:markdown]', ...a),
  });
  console.log(`## ${result.title}\n\n${result.markdown}\n`);
  console.log(JSON.stringify(result.json, null, 2));
}
