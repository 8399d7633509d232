/**
 * A real HTTP receiver on 127.0.0.1 standing in for a webhook or a submission endpoint, so tests
 * observe what the browser really sent. It answers CORS preflights and records every POST: in
 * `attempts` all of them, in `received` those it acknowledged with a 2xx answer, which are the
 * deliveries (a sender that got no 2xx must send again).
 */
import http from 'node:http';

interface Received {
  path: string;
  body: unknown;
}

export interface Receiver {
  /** The POSTs answered 2xx: what was delivered. */
  received: Received[];
  /** Every POST that reached the receiver, answered or not. */
  attempts: Received[];
  /** Status for the next answers (e.g. 500 to simulate an endpoint that is failing). */
  setStatus(status: number): void;
  /** Answers the next `count` POSTs with `status`, then goes back to the status set. */
  failNext(count: number, status: number): void;
  /** While on, POSTs are read and held unanswered, as by an endpoint that hangs. */
  setHanging(hanging: boolean): void;
  /**
   * Stops hanging and answers the held POSTs with the status set. One whose sender gave up (its
   * connection is closed) gets no answer and is not a delivery: the sender will send it again.
   */
  release(): void;
  close(): Promise<void>;
}

export function startReceiver(port: number): Promise<Receiver> {
  const received: Received[] = [];
  const attempts: Received[] = [];
  let status = 204;
  let failures: {count: number; status: number} = {count: 0, status: 500};
  let hanging = false;
  const held: {post: Received; res: http.ServerResponse; headers: Record<string, string>}[] = [];
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
      let body: unknown = data;
      try {
        body = JSON.parse(data);
      } catch {
        // keep the raw text: a test asserting on JSON will fail with it visible
      }
      const post = {path: req.url ?? '', body};
      attempts.push(post);
      if (hanging) {
        held.push({post, res, headers: cors});
        return;
      }
      let answer = status;
      if (failures.count > 0) {
        failures.count--;
        answer = failures.status;
      }
      if (answer < 300) received.push(post);
      res.writeHead(answer, cors).end();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        received,
        attempts,
        setStatus: (s) => (status = s),
        failNext: (count, s) => (failures = {count, status: s}),
        setHanging: (h) => (hanging = h),
        release: () => {
          hanging = false;
          for (const {post, res, headers} of held.splice(0)) {
            if (res.socket?.destroyed ?? true) continue;
            if (status < 300) received.push(post);
            res.writeHead(status, headers).end();
          }
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
