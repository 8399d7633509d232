/**
 * The site's own build: a cold build's time and the peak memory of its process tree, and what the
 * build holds (HTML pages, the local search index).
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Sum of the resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      rss.set(Number(pid), Number(fields[21]) * 4096);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(pid));
    } catch {
      // the process ended while we read it
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Builds the site into `outDir` with no cache left from an earlier build, for the given site origin. */
export async function coldBuild({root, origin}, outDir, env) {
  for (const dir of ['.docusaurus', 'node_modules/.cache', outDir])
    fs.rmSync(path.join(root, dir), {recursive: true, force: true});
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', outDir],
    {cwd: root, env: {...process.env, SITE_URL: origin, ...env}, stdio: ['ignore', 'ignore', 'inherit']},
  );
  let peak = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(child.pid));
  }, 200);
  const code = await new Promise((resolve) => child.on('exit', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`build failed (${code})`);
  return {seconds: (performance.now() - started) / 1000, peakMB: peak / 1024 / 1024};
}

export function siteFacts(buildDir) {
  const files = fs.readdirSync(buildDir, {recursive: true});
  const html = files.filter((f) => f.endsWith('.html'));
  // The local search's split index (Pagefind): the whole folder, of which a query downloads a few parts.
  const index = files.filter(
    (f) => f.split(path.sep)[0] === 'pagefind' && fs.statSync(path.join(buildDir, f)).isFile(),
  );
  const indexBytes = index.reduce((n, f) => n + fs.statSync(path.join(buildDir, f)).size, 0);
  const indexGzip = index.reduce(
    (n, f) => n + zlib.gzipSync(fs.readFileSync(path.join(buildDir, f)), {level: 6}).length,
    0,
  );
  return {
    htmlPages: html.length,
    searchIndexFiles: index.length,
    searchIndexBytes: indexBytes,
    searchIndexGzipBytes: indexGzip,
  };
}
