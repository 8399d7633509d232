import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {describe, expect, it} from 'vitest';
import {waitForServer} from '../scripts/wait-for-server.mjs';

/** A free port on 127.0.0.1, closed again. */
async function freePort(): Promise<number> {
  const server = http.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const {port} = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('waitForServer', () => {
  it('resolves once a server that starts later answers with a success status', async () => {
    const port = await freePort();
    let answers = 0;
    const server = http.createServer((_req, res) => {
      answers++;
      res.statusCode = answers === 1 ? 503 : 200; // not ready on the first request
      res.end();
    });
    setTimeout(() => server.listen(port, '127.0.0.1'), 300);
    try {
      await waitForServer(`http://127.0.0.1:${port}/`, {timeoutMs: 5_000});
      expect(answers).toBeGreaterThanOrEqual(2);
    } finally {
      server.close();
    }
  });

  it('fails with its message when nothing answers in time', async () => {
    const port = await freePort();
    await expect(
      waitForServer(`http://127.0.0.1:${port}/`, {timeoutMs: 300, message: 'nginx did not start'}),
    ).rejects.toThrow('nginx did not start');
  });
});
