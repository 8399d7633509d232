/**
 * A real HTTP receiver on 127.0.0.1 standing in for a webhook or a submission endpoint, so tests
 * observe what the browser really sent. It answers CORS preflights and records
 * every POST body.
 */
import http from 'node:http';

interface Received {
  path: string;
  body: unknown;
}

export interface Receiver {
  received: Received[];
  /** Status for the next answers (e.g. 500 to simulate an endpoint that is failing). */
  setStatus(status: number): void;
  close(): Promise<void>;
}

export function startReceiver(port: number): Promise<Receiver> {
  const received: Received[] = [];
  let status = 204;
  const server = http.createServer((req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': 'Content-Type',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      if (status < 300) {
        let body: unknown = data;
        try {
          body = JSON.parse(data);
        } catch {
          // keep the raw text: a test asserting on JSON will fail with it visible
        }
        received.push({path: req.url ?? '', body});
      }
      res.writeHead(status, cors).end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        received,
        setStatus: (s) => (status = s),
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
