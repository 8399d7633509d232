/**
 * Serves a build for measuring: with the production nginx configuration (gzip) when nginx is
 * installed, else with the end-to-end tests' static server; both builds of a run are served alike.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {startNginx} from '../../served-load.mjs';
import {waitForServer} from '../../wait-for-server.mjs';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'].some((f) => fs.existsSync(f));

/** Starts a server for `buildDir` on 127.0.0.1:`port`; resolves once it answers. */
export async function startServer(root, buildDir, port) {
  const origin = `http://127.0.0.1:${port}`;
  // Another server on the port would be measured instead of this build.
  const busy = await fetch(origin).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`${origin} is already in use: set BENCH_PORT (this run uses it and the next port)`);
  if (NGINX) {
    const {stop} = await startNginx(buildDir, port);
    return {name: 'nginx (deploy/nginx, gzip)', stop};
  }
  const proc = spawn(
    process.execPath,
    [path.join(root, 'e2e/server/static-server.mjs'), '--port', String(port), '--dir', buildDir],
    {stdio: 'inherit'},
  );
  await waitForServer(origin);
  return {name: 'e2e static server (no compression)', stop: () => proc.kill()};
}
