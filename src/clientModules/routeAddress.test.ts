import {describe, expect, it} from 'vitest';
import {routeAddress} from './routeAddress';

describe('the address a page is opened at', () => {
  it('drops the .html and /index.html that static hosts also answer to', () => {
    expect(routeAddress('/faq.html')).toBe('/faq');
    expect(routeAddress('/docs/index.html')).toBe('/docs');
    expect(routeAddress('/index.html')).toBe('/');
    expect(routeAddress('/faq')).toBe('/faq');
    expect(routeAddress('/reference/ui/atoms/Button')).toBe('/reference/ui/atoms/Button');
  });
});
