import {createHash} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {buildPolicy, inlineScriptHashes} from './policy';

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts only', () => {
    const html = `<script>a()</script><script src="/x.js"></script>
      <script type="application/ld+json">{"a":1}</script><script type="module">b()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });
});

describe('buildPolicy', () => {
  const base = {scriptHashes: [sha('a()'), sha('a()')], endpoints: [''], analytics: false, docsearch: false};

  it('allows no inline script beyond the hashes and no other host by default', () => {
    const policy = buildPolicy(base);
    expect(policy).toContain(`script-src 'self' 'wasm-unsafe-eval' ${sha('a()')};`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).not.toMatch(/https?:/);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it('lets pages compile WebAssembly (the search) but never evaluate code, and frame only the site', () => {
    const policy = buildPolicy(base);
    expect(policy).not.toMatch(/'unsafe-eval'/);
    expect(policy).toMatch(/script-src [^;]*'wasm-unsafe-eval'/);
    expect(policy).toContain("frame-src 'self'");
  });

  it('adds the configured endpoints, analytics and DocSearch hosts', () => {
    const policy = buildPolicy({
      ...base,
      endpoints: ['http://127.0.0.1:4391/survey', 'not a url'],
      analytics: true,
      docsearch: true,
    });
    expect(policy).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:4391 [^;]*\*\.algolia\.net/);
    expect(policy).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
  });
});
