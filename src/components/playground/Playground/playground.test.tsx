import {renderToString} from 'react-dom/server';
import * as React from 'react';
import {generateElement} from 'react-live';
import {LIVE_SCOPE} from '../../live-frame/scope';
import {describe, expect, it, vi} from 'vitest';
import {EXAMPLES} from './examples';
import {codeFromHash, decodeCode, encodeCode, shareUrl} from './share';

describe('playground examples', () => {
  it.each(EXAMPLES.map((e) => [e.id, e] as const))(
    '%s compiles and renders real @faststore/ui markup',
    (_, example) => {
      const errors: Error[] = [];
      // React reports missing keys and invalid nesting through console.error.
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const element = generateElement({code: example.code, scope: LIVE_SCOPE, enableTypeScript: true}, (error) =>
        errors.push(error),
      );
      const html = renderToString(React.createElement(element));
      expect(errors).toEqual([]);
      expect(consoleError.mock.calls).toEqual([]);
      consoleError.mockRestore();
      expect(html).toMatch(/data-store-[a-z-]+/);
    },
  );

  it('ids are unique', () => {
    expect(new Set(EXAMPLES.map((e) => e.id)).size).toBe(EXAMPLES.length);
  });
});

describe('share links', () => {
  it('round-trip code with non-ASCII text through the URL fragment', () => {
    const code = EXAMPLES[1].code + '\n// café − ☕';
    const url = shareUrl('https://docs.example.com/playground?x=1', code);
    expect(url.startsWith('https://docs.example.com/playground?x=1#code=')).toBe(true);
    expect(url).not.toMatch(/[+/=]$/);
    expect(codeFromHash(new URL(url).hash)).toBe(code);
  });

  it('ignore fragments that are not shared code', () => {
    expect(codeFromHash('')).toBeUndefined();
    expect(codeFromHash('#props')).toBeUndefined();
    expect(codeFromHash('#code=%%%')).toBeUndefined();
    expect(decodeCode('//8')).toBeUndefined(); // not base64url
    expect(decodeCode(encodeCode('x'.repeat(20_001)))).toBeUndefined();
  });
});
