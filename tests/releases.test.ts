/**
 * The release blog's shape: 21–30 dated posts between 2021-07-05 and 2022-06-03,
 * so that /releases/page/3 exists and /releases/page/4 does not; tags from the closed list, with
 * `faststore` on 11–20 posts (a second tag page) and every other tag on at most 10.
 */
import {describe, expect, it} from 'vitest';
import {readContent} from './contentFiles';
import {RELEASE_TAGS} from '../src/data/routes';

const posts = readContent().filter((f) => f.area === 'releases');
const PRODUCTS = ['faststore', 'basestore', 'webops', 'cms'];

describe('release notes', () => {
  it('has 21 to 30 posts: three list pages of 10', () => {
    expect(posts.length).toBeGreaterThanOrEqual(21);
    expect(posts.length).toBeLessThanOrEqual(30);
  });

  it('dates every post between 2021-07-05 and 2022-06-03 under a known product', () => {
    for (const post of posts) {
      const [, yyyy, mm, dd, product] = post.route.split('/').slice(1);
      const date = `${yyyy}-${mm}-${dd}`;
      expect(date >= '2021-07-05' && date <= '2022-06-03', `${post.file}: ${date}`).toBe(true);
      expect(PRODUCTS, post.file).toContain(product);
    }
  });

  it('uses only the five tags, faststore on 11–20 posts and the others on 1–10', () => {
    const counts = Object.fromEntries(RELEASE_TAGS.map((t) => [t, 0]));
    for (const post of posts) {
      const tags = post.data.tags as string[];
      expect(Array.isArray(tags) && tags.length > 0, `${post.file} has tags`).toBe(true);
      for (const tag of tags) {
        expect(RELEASE_TAGS, post.file).toContain(tag);
        counts[tag]++;
      }
    }
    expect(counts.faststore).toBeGreaterThanOrEqual(11);
    expect(counts.faststore).toBeLessThanOrEqual(20);
    for (const tag of RELEASE_TAGS.filter((t) => t !== 'faststore')) {
      expect(counts[tag], tag).toBeGreaterThanOrEqual(1);
      expect(counts[tag], tag).toBeLessThanOrEqual(10);
    }
  });

  it('cuts every post after its summary for the list pages', () => {
    for (const post of posts) expect(post.body, post.file).toMatch(/\{\/\*\s*truncate\s*\*\/\}|<!--\s*truncate\s*-->/);
  });
});
