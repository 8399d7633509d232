/**
 * Serves a build for measuring: with the production nginx configuration (gzip) when nginx is
 * installed, else with the end-to-end tests' static server; both builds of a run are served alike.
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {NGINX, assertFree, startNginx} from '../../served-load.mjs';
import {waitForServer} from '../../wait-for-server.mjs';

/** Starts a server for `buildDir` on 127.0.0.1:`port`; resolves once it answers. */
export async function startServer(root, buildDir, port) {
  const origin = `http://127.0.0.1:${port}`;
  await assertFree(origin, ': set BENCH_PORT (this run uses it and the next port)');
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
