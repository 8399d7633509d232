/**
 * Serves a build for measuring: with the production nginx configuration (gzip) when nginx is
 * installed, else with the end-to-end tests' static server; both builds of a run are served alike.
 */
import {spawn, execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {waitForServer} from '../../wait-for-server.mjs';

/** Starts a server for `buildDir` on 127.0.0.1:`port`; resolves once it answers. */
export async function startServer(root, buildDir, port) {
  const origin = `http://127.0.0.1:${port}`;
  // Another server on the port would be measured instead of this build.
  const busy = await fetch(origin).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`${origin} is already in use: set BENCH_PORT (this run uses it and the next port)`);
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((f) => fs.existsSync(f));
  if (nginx) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
    execFileSync(
      process.execPath,
      [
        path.join(root, 'scripts/nginx-config.mjs'),
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
    const proc = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], {stdio: 'inherit'});
    await waitForServer(origin);
    return {name: 'nginx (deploy/nginx, gzip)', stop: () => proc.kill('SIGQUIT')};
  }
  const proc = spawn(
    process.execPath,
    [path.join(root, 'e2e/server/static-server.mjs'), '--port', String(port), '--dir', buildDir],
    {stdio: 'inherit'},
  );
  await waitForServer(origin);
  return {name: 'e2e static server (no compression)', stop: () => proc.kill()};
}
