/**
 * JSON-RPC's answer to a line that is not a message. The SDK's stdio transport reports such a line
 * to its error handler and sends nothing, so a client that wrote it waits for its own timeout; the
 * protocol says the server replies with a parse error (-32700) or an invalid request (-32600), id null.
 */
import type {Transport} from '@modelcontextprotocol/sdk/shared/transport.js';
import type {JSONRPCMessage} from '@modelcontextprotocol/sdk/types.js';

const PARSE_ERROR = -32700;
const INVALID_REQUEST = -32600;

export function replyToMalformedLines<T extends Transport>(transport: T): T {
  const previous = transport.onerror;
  transport.onerror = (error: Error) => {
    previous?.(error);
    const code = error instanceof SyntaxError ? PARSE_ERROR : error.name === 'ZodError' ? INVALID_REQUEST : undefined;
    if (code === undefined) return;
    const message =
      code === PARSE_ERROR ? 'Parse error: the line is not JSON' : 'Invalid request: not a JSON-RPC 2.0 message';
    // The protocol's error object carries a null id, which the SDK's message type does not model.
    void transport.send({jsonrpc: '2.0', id: null, error: {code, message}} as unknown as JSONRPCMessage);
  };
  return transport;
}
