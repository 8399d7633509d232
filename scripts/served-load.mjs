/**
 * A bounded load on the site as nginx serves it (the deploy configuration, scripts/nginx-config.mjs),
 * shared by the benchmark section (scripts/bench/load.mjs) and the rule test (e2e/nginx.spec.ts).
 *
 * The load covers every address a reader or an agent asks for: every route of the build
 * (`.routes.json`), as a browser asks for it and as an agent asks for it (`Accept: text/markdown`),
 * every route's Markdown copy at its `.md` address where the build has one, the old addresses of
 * src/data/redirects.ts (a page of their own that sends the reader on, so 200), and every file of the
 * local search's index (`pagefind/`). Each of them must answer 200.
 *
 * Before the load, each address is asked for once on a quiet server and its response headers are
 * kept; under the load, every response's headers are compared with them (all of them but the ones
 * that name the moment or the connection), so that a header the server drops or changes when busy
 * is found.
 */
import {spawn, execFileSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import autocannon from 'autocannon';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** What a browser sends for a page. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
/** What an agent that wants a page's Markdown sends. */
const MARKDOWN_ACCEPT = 'text/markdown, text/html;q=0.5';
/** Headers that name the moment or the connection, which differ from one response to the next by design. */
const VOLATILE = new Set(['date', 'connection', 'keep-alive']);

/** The redirects' old addresses, read from src/data/redirects.ts without compiling it. */
function redirectSources() {
  const source = fs.readFileSync(path.join(ROOT, 'src/data/redirects.ts'), 'utf8');
  return [...source.matchAll(/\{\s*from:\s*'([^']+)'/g)].map((m) => m[1]);
}

function filesUnder(dir) {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath ?? e.path, e.name));
}

/**
 * Every address of the load, with the headers it is asked for with and the status it must answer.
 * @param {string} buildDir
 * @returns {{name: string, path: string, headers: Record<string, string>, status: number}[]}
 */
export function loadTargets(buildDir) {
  const routesFile = path.join(buildDir, '.routes.json');
  if (!fs.existsSync(routesFile)) throw new Error(`${routesFile} is missing: build the site first (npm run build).`);
  const routes = JSON.parse(fs.readFileSync(routesFile, 'utf8'));
  const targets = [];
  const add = (kind, urlPath, accept) =>
    targets.push({
      name: `${kind} ${urlPath}`,
      path: encodeURI(urlPath),
      headers: {accept, 'accept-encoding': 'gzip'},
      status: 200,
    });
  for (const route of routes) {
    add('page', route, BROWSER_ACCEPT);
    add('page with Accept: text/markdown', route, MARKDOWN_ACCEPT);
    const md = route === '/' ? '/index.md' : `${route}.md`;
    if (fs.existsSync(path.join(buildDir, md))) add('Markdown copy', md, '*/*');
  }
  for (const from of redirectSources()) add('old address', from, BROWSER_ACCEPT);
  for (const file of filesUnder(path.join(buildDir, 'pagefind')))
    add('search file', `/${path.relative(buildDir, file).split(path.sep).join('/')}`, '*/*');
  return targets;
}

/** Header lines, lower-cased and sorted, without the volatile ones: from [name, value, name, value, …]. */
function headerLines(pairs) {
  const lines = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const name = String(pairs[i]).toLowerCase();
    if (!VOLATILE.has(name)) lines.push(`${name}: ${pairs[i + 1]}`);
  }
  return lines.sort().join('\n');
}

/** Autocannon gives headers as {name: value or [values]}. */
const headerLinesOf = (object) =>
  headerLines(Object.entries(object).flatMap(([name, value]) => [value].flat().flatMap((v) => [name, v])));

/** One request at a time: each target's status and headers on a quiet server. */
export async function quietHeaders(origin, targets) {
  const agent = new http.Agent({keepAlive: true, maxSockets: 1});
  const out = [];
  try {
    for (const target of targets) {
      out.push(
        await new Promise((resolve, reject) => {
          const req = http.get(`${origin}${target.path}`, {headers: target.headers, agent}, (res) => {
            res.resume();
            res.on('end', () => resolve({status: res.statusCode, headers: headerLines(res.rawHeaders)}));
          });
          req.on('error', reject);
          req.setTimeout(10_000, () => req.destroy(new Error(`${target.path}: no answer in 10 s`)));
        }),
      );
    }
  } finally {
    agent.destroy();
  }
  return out;
}

/**
 * Runs `amount` requests from `connections` connections over the targets, each connection starting
 * at its own place in the list so that together they cover it, and checks every response against its
 * target's expected status and quiet headers.
 */
export async function runLoad({origin, targets, amount, connections, quiet}) {
  const stats = targets.map(() => ({responses: 0, wrongStatus: 0, changedHeaders: 0}));
  const examples = [];
  const requests = targets.map((target, i) => ({
    method: 'GET',
    path: target.path,
    headers: target.headers,
    onResponse(status, _body, _context, headers) {
      const s = stats[i];
      s.responses++;
      if (status !== target.status) {
        s.wrongStatus++;
        if (examples.length < 10) examples.push(`${target.name}: status ${status}, expected ${target.status}`);
        return;
      }
      const lines = headerLinesOf(headers);
      if (lines !== quiet[i].headers) {
        s.changedHeaders++;
        if (examples.length < 10)
          examples.push(`${target.name}: headers\n${lines}\ninstead of, when quiet,\n${quiet[i].headers}`);
      }
    },
  }));
  let client = 0;
  const step = Math.ceil(targets.length / connections);
  const result = await autocannon({
    url: origin,
    connections,
    amount,
    timeout: 10,
    requests,
    // Client k starts k steps into the list, so that the connections together go through all of it.
    setupClient(c) {
      const offset = (client++ * step) % requests.length;
      c.setRequests([...requests.slice(offset), ...requests.slice(0, offset)]);
    },
  });
  return {
    result,
    requests: result.requests.total ?? stats.reduce((n, s) => n + s.responses, 0),
    checked: stats.reduce((n, s) => n + s.responses, 0),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    wrongStatus: stats.reduce((n, s) => n + s.wrongStatus, 0),
    changedHeaders: stats.reduce((n, s) => n + s.changedHeaders, 0),
    notRequested: targets.filter((_, i) => stats[i].responses === 0).map((t) => t.name),
    examples,
    latency: result.latency,
    throughput: result.throughput,
    reqPerSec: result.requests,
    durationSeconds: result.duration,
  };
}

/** The installed nginx, if any. */
export const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].find((f) => fs.existsSync(f));

/** Fails when something already answers at `origin`: it would be measured instead. */
export async function assertFree(origin, hint = '') {
  const busy = await fetch(origin).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`${origin} is already in use${hint}`);
}

/**
 * nginx with the deploy configuration, serving `buildDir` on 127.0.0.1:`port`; resolves when it
 * answers. `stop()` ends it.
 */
export async function startNginx(buildDir, port) {
  if (!NGINX) throw new Error('nginx is not installed');
  const origin = `http://127.0.0.1:${port}`;
  await assertFree(origin);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-nginx-'));
  execFileSync(
    process.execPath,
    [
      path.join(ROOT, 'scripts/nginx-config.mjs'),
      '--root',
      buildDir,
      '--listen',
      `127.0.0.1:${port}`,
      '--out',
      dir,
      '--standalone',
    ],
    {stdio: 'ignore'},
  );
  const proc = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {stdio: 'inherit'});
  const stop = () => {
    proc.kill('SIGQUIT');
    fs.rmSync(dir, {recursive: true, force: true});
  };
  // Polled here rather than with wait-for-server.mjs: the browser tests import this module through
  // Node's own loader while Playwright's loader already holds that one, and the two do not share it.
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${origin}/`).then(
      (res) => res.ok,
      () => false, // not listening yet
    );
    if (up) return {origin, stop};
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error('nginx did not start');
}
