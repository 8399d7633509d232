import {describe, expect, it} from 'vitest';
import {frameHeaderPolicy, framePolicy} from './policy';

describe('the live-example frame policy', () => {
  it('lets the frame evaluate code with its own script only, and reach no host', () => {
    const policy = framePolicy();
    expect(policy).toMatch(/script-src 'self' 'unsafe-eval'(;|$)/);
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("connect-src 'none'");
    expect(policy).not.toMatch(/https?:/);
  });

  it('says, in the header only, that only the site may embed it', () => {
    // A policy in a <meta> element cannot restrict framing; browsers ignore frame-ancestors there.
    expect(framePolicy()).not.toContain('frame-ancestors');
    expect(frameHeaderPolicy()).toContain("frame-ancestors 'self'");
    expect(frameHeaderPolicy().startsWith(framePolicy())).toBe(true);
  });
});
