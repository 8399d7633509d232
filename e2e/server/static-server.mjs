#!/usr/bin/env node
/**
 * A CDN-like static server for the production build, used by the end-to-end tests and the benchmark.
 * It answers the way the nginx configuration does: a path, the same path + `.html`, or the
 * same path + `/index.html` serve one file; `/x.html` and `/x/index.html` equal `/x`; anything else is
 * the not-found page with status 404. With `--mount /sub/`, the build is served under that folder
 * instead of at the root, as a host would that was set up for another base URL.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {acceptsMarkdown} from './accept.mjs';

const {values} = parseArgs({
  options: {
    port: {type: 'string', default: '4173'},
    dir: {type: 'string', default: 'build'},
    host: {type: 'string', default: '127.0.0.1'},
    mount: {type: 'string', default: '/'},
  },
});
const root = path.resolve(values.dir);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

function isFile(p) {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

/** The file that answers a URL path, or null. */
function resolveFile(urlPath) {
  let p = decodeURIComponent(urlPath);
  if (p.includes('\0')) return null;
  p = path.posix.normalize(p);
  const bare = p.replace(/(?:\/index)?\.html$/, '').replace(/\/$/, '');
  for (const c of [p, `${bare}.html`, `${bare}/index.html`]) {
    const abs = path.join(root, c);
    if (!abs.startsWith(root)) return null;
    if (isFile(abs)) return abs;
  }
  return null;
}

/** A page asked for with an `Accept` that takes Markdown is answered with its Markdown copy, as nginx does. */
function markdownOf(file) {
  if (!file.endsWith('.html')) return null;
  const md =
    file === path.join(root, 'index.html') ? path.join(root, 'index.md') : file.replace(/(?:\/index)?\.html$/, '.md');
  return isFile(md) ? md : null;
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const mounted = url.pathname.startsWith(values.mount) ? `/${url.pathname.slice(values.mount.length)}` : null;
  const page = mounted === null ? null : resolveFile(mounted);
  const wantsMarkdown = acceptsMarkdown(req.headers.accept);
  const file = page && wantsMarkdown ? (markdownOf(page) ?? page) : page;
  const status = file ? 200 : 404;
  const body = file ?? path.join(root, '404.html');
  const type = TYPES[path.extname(body)] ?? 'application/octet-stream';
  const headers = {'Content-Type': type, 'Cache-Control': 'no-cache'};
  if (page?.endsWith('.html') || page?.endsWith('.md')) headers.Vary = 'Accept';
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  fs.createReadStream(body).pipe(res);
});

server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${root} at http://${values.host}:${values.port}/`);
});
