import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {baselineFor, over, sweepRoutes} from '../scripts/bench/sweep.mjs';

const figures = (performance: number, tbt: number, lcp: number) => ({performance, tbt, lcp});

describe('the every-route benchmark', () => {
  it('compares each route with the blank page of its kind', () => {
    expect(baselineFor('/')).toBe('/');
    expect(baselineFor('/releases')).toBe('/blog');
    expect(baselineFor('/releases/page/2')).toBe('/blog');
    expect(baselineFor('/releases/2022/06/03/faststore')).toBe('/blog/first-blog-post');
    expect(baselineFor('/releases/archive')).toBe('/blog/archive');
    expect(baselineFor('/releases/tags')).toBe('/blog/tags');
    expect(baselineFor('/releases/tags/faststore/page/2')).toBe('/blog/tags/docusaurus');
    expect(baselineFor('/reference/ui/atoms/Button')).toBe('/docs/intro');
  });

  it('counts a route at or under the baseline only when all three figures are', () => {
    expect(over(figures(97, 100, 1000), figures(97, 100, 1000))).toEqual([]);
    expect(over(figures(96, 90, 900), figures(97, 100, 1000))).toEqual(['performance']);
    expect(over(figures(98, 101, 1001), figures(97, 100, 1000))).toEqual(['TBT', 'LCP']);
  });

  it("measures the build's routes, leaving out the writers' previews and templates", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sweep-'));
    fs.writeFileSync(
      path.join(dir, '.routes.json'),
      JSON.stringify(['/', '/faq', '/sections/FaqSection/FaqSection', '/templates/ui-components']),
    );
    expect(sweepRoutes(dir)).toEqual(['/', '/faq']);
  });
});
