/**
 * JSON-RPC's answer to a line that is not a message. The SDK's stdio transport reports such a line
 * to its error handler and sends nothing, so a client that wrote it waits for its own timeout; the
 * protocol says the server replies with a parse error (-32700) or an invalid request (-32600), id null.
 * A line longer than the server reads (`MAX_LINE_BYTES`) is answered too, with the request's id when
 * its start names one, and skipped: the SDK's transport would close the connection without a word.
 */
import {Transform, type Readable, type Writable} from 'node:stream';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import type {Transport} from '@modelcontextprotocol/sdk/shared/transport.js';
import type {JSONRPCMessage} from '@modelcontextprotocol/sdk/types.js';

const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;

/** The longest line the server reads: the SDK's own bound, far above any tool call's arguments. */
export const MAX_LINE_BYTES = 10 * 1024 * 1024;
/** How much of an overlong line is kept to find its id. */
const HEAD_BYTES = 4096;

type Id = string | number | null;

// The protocol's error object may carry a null id, which the SDK's message type does not model.
const errorReply = (id: Id, code: number, message: string) =>
  ({jsonrpc: '2.0', id, error: {code, message}}) as unknown as JSONRPCMessage;

function replyToMalformedLines<T extends Transport>(transport: T): T {
  const previous = transport.onerror;
  transport.onerror = (error: Error) => {
    previous?.(error);
    const code = error instanceof SyntaxError ? PARSE_ERROR : error.name === 'ZodError' ? INVALID_REQUEST : undefined;
    if (code === undefined) return;
    const message =
      code === PARSE_ERROR ? 'Parse error: the line is not JSON' : 'Invalid request: not a JSON-RPC 2.0 message';
    void transport.send(errorReply(null, code, message));
  };
  return transport;
}

/**
 * The id of a request from the start of its line, when it comes before the params (where another
 * `"id"` may be nested), else null.
 */
export function idOfHead(head: string): Id {
  const m = /"id"\s*:\s*(-?\d+(?:\.\d+)?|"(?:[^"\\]|\\.)*")\s*[,}]/.exec(head);
  if (!m || head.slice(0, m.index).includes('"params"')) return null;
  try {
    return JSON.parse(m[1]) as string | number;
  } catch {
    return null;
  }
}

/**
 * Passes whole lines of at most `max` bytes; a longer line is dropped up to its end, and `onOversize`
 * gets its first bytes as soon as it is too long. Memory stays within one line's bound.
 */
function limitLines(max: number, onOversize: (head: string) => void): Transform {
  let parts: Buffer[] = [];
  let length = 0;
  let dropping = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      for (let start = 0; start < chunk.length;) {
        const newline = chunk.indexOf(10, start);
        const end = newline === -1 ? chunk.length : newline + 1;
        const piece = chunk.subarray(start, end);
        if (!dropping) {
          const content = length + piece.length - (newline === -1 ? 0 : 1);
          if (content > max) {
            const head = Buffer.concat([...parts, piece.subarray(0, HEAD_BYTES)]).subarray(0, HEAD_BYTES);
            parts = [];
            length = 0;
            dropping = true;
            onOversize(head.toString('utf8'));
          } else {
            parts.push(piece);
            length += piece.length;
          }
        }
        if (newline !== -1) {
          if (dropping) dropping = false;
          else {
            this.push(Buffer.concat(parts));
            parts = [];
            length = 0;
          }
        }
        start = end;
      }
      done();
    },
  });
}

/** The server's stdio transport: lines bounded and answered, malformed lines answered. */
export function stdioTransport(
  stdin: Readable = process.stdin,
  stdout: Writable = process.stdout,
  max = MAX_LINE_BYTES,
): StdioServerTransport {
  let transport: StdioServerTransport | undefined = undefined;
  const lines = limitLines(max, (head) => {
    const mib = (max / 1024 / 1024).toFixed(max % (1024 * 1024) === 0 ? 0 : 2);
    void transport?.send(
      errorReply(
        idOfHead(head),
        INVALID_REQUEST,
        `Invalid request: the message is longer than ${mib} MiB, the most this server reads; it was not read`,
      ),
    );
  });
  stdin.pipe(lines);
  // Lines reach the SDK's buffer whole and within `max`; its own bound only needs to hold them.
  transport = new StdioServerTransport(lines, stdout, {maxBufferSize: 4 * max + 4});
  return replyToMalformedLines(transport);
}
