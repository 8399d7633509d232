/**
 * The server's stdio transport as a client meets it: every line is either a message delivered or an
 * error reply, whatever its content, length or how the pipe cuts it into chunks; the connection
 * stays open after each.
 */
import {PassThrough} from 'node:stream';
import {fc, test} from '@fast-check/vitest';
import {expect} from 'vitest';
import {idOfHead, MAX_LINE_BYTES, stdioTransport} from './protocol';

interface Reply {
  id: unknown;
  error?: {code: number; message: string};
}

/** Writes `chunks` to a fresh transport and collects what it delivers and what it answers. */
async function exchange(chunks: readonly (string | Buffer)[], max?: number) {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  const replies: Reply[] = [];
  let pending = '';
  stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    for (let nl = pending.indexOf('\n'); nl >= 0; nl = pending.indexOf('\n')) {
      replies.push(JSON.parse(pending.slice(0, nl)) as Reply);
      pending = pending.slice(nl + 1);
    }
  });
  const transport = stdioTransport(stdin, stdout, max);
  const delivered: unknown[] = [];
  let closed = false;
  transport.onmessage = (message) => delivered.push(message);
  transport.onclose = () => (closed = true);
  await transport.start();
  for (const chunk of chunks) stdin.write(chunk);
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setImmediate(resolve));
  return {replies, delivered, closed};
}

const ping = (id: number) => `${JSON.stringify({jsonrpc: '2.0', id, method: 'ping'})}\n`;

test('a line over the limit gets an error reply with its id, and the connection keeps serving', async () => {
  const huge = `{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"validate_graphql","arguments":{"document":"${'a'.repeat(MAX_LINE_BYTES)}"}}}\n`;
  const {replies, delivered, closed} = await exchange([huge.slice(0, 1 << 20), huge.slice(1 << 20), ping(8)]);
  expect(replies).toEqual([
    {jsonrpc: '2.0', id: 7, error: {code: -32600, message: expect.stringMatching(/longer than 10 MiB/)}},
  ]);
  expect(delivered).toEqual([{jsonrpc: '2.0', id: 8, method: 'ping'}]);
  expect(closed).toBe(false);
});

test('the id of an overlong request is read only before its params', () => {
  expect(idOfHead('{"jsonrpc":"2.0","id":"a\\"b","method":"x"')).toBe('a"b');
  expect(idOfHead('{"jsonrpc":"2.0","method":"x","params":{"id":3')).toBeNull();
  expect(idOfHead('{"jsonrpc":"2.0","id":12,')).toBe(12);
});

const line = fc.oneof(
  fc.nat({max: 1000}).map((id) => ({text: ping(id).slice(0, -1), kind: 'message' as const})),
  fc
    .string({maxLength: 40})
    .filter((s) => !s.includes('\n') && s.trim() !== '')
    .map((text) => ({text, kind: 'bad' as const})),
  fc.jsonValue().map((v) => ({text: JSON.stringify(v), kind: 'bad' as const})),
  fc.nat({max: 1000}).map((id) => ({
    text: `{"jsonrpc":"2.0","id":${id},"method":"ping","x":"${'y'.repeat(80)}"}`,
    kind: 'long' as const,
  })),
);

test.prop([fc.array(line, {minLength: 1, maxLength: 12}), fc.array(fc.nat({max: 200}), {maxLength: 8})])(
  'every line, cut into any chunks, is delivered or answered, and the connection stays open',
  async (lines, cuts) => {
    const text = lines.map((l) => `${l.text}\n`).join('');
    const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
    const chunks = [0, ...points].map((p, i, all) => text.slice(p, all[i + 1] ?? text.length)).filter(Boolean);
    // A bound that the long lines pass: they are answered as too long, not cut.
    const {replies, delivered, closed} = await exchange(chunks, 64);
    expect(closed).toBe(false);
    const messages = lines.filter((l) => l.kind === 'message').length;
    const bad = lines.filter((l) => l.kind !== 'message').length;
    expect(delivered.length).toBeGreaterThanOrEqual(messages);
    // A line of random JSON may happen to be a valid notification or response, delivered rather than answered.
    expect(delivered.length + replies.length).toBe(messages + bad);
    for (const r of replies) expect(r.error?.code).toBeLessThan(-32000);
    expect(replies.filter((r) => r.error!.message.includes('longer than'))).toHaveLength(
      lines.filter((l) => Buffer.byteLength(l.text) > 64).length,
    );
  },
);
