/**
 * The playground shares code through the URL fragment (`/playground#code=…`): the fragment never
 * reaches a server, so a shared snippet works from any static host and offline.
 */
const CODE_KEY = 'code';
/** Longer code is refused when decoding: a URL that large is not something a reader shared by hand. */
const MAX_SHARED_CODE_LENGTH = 20_000;

/** UTF-8 → base64url without padding, so the value needs no escaping in a URL. */
export function encodeCode(code: string): string {
  const bytes = new TextEncoder().encode(code);
  let binary = '';
  // Chunked: spreading a large array into fromCharCode overflows the call stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The code in a base64url value, or `undefined` when the value is not one `encodeCode` could make. */
export function decodeCode(value: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) return undefined;
  try {
    const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const code = new TextDecoder('utf-8', {fatal: true}).decode(bytes);
    return code.length <= MAX_SHARED_CODE_LENGTH ? code : undefined;
  } catch {
    return undefined;
  }
}

/** The code shared in a URL fragment such as `#code=…`, if any. */
export function codeFromHash(hash: string): string | undefined {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(CODE_KEY);
  return value ? decodeCode(value) : undefined;
}

/** `pageUrl` with its fragment replaced by the encoded code. */
export function shareUrl(pageUrl: string, code: string): string {
  const url = new URL(pageUrl);
  url.hash = `${CODE_KEY}=${encodeCode(code)}`;
  return url.toString();
}
