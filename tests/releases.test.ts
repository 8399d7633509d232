/**
 * The release notes follow the rules a writer can rely on: every post is dated by its file name,
 * names its product, is tagged only from the closed list in releases/tags.yml (its product among
 * them), and is cut after its summary for the list pages. The list pages themselves (ten posts a
 * page, every page reachable) are checked on the build by e2e/routes.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ROOT, readContent} from './contentFiles';

const posts = readContent().filter((f) => f.area === 'releases');
/** The closed list: the top-level keys of releases/tags.yml. */
const RELEASE_TAGS = [...fs.readFileSync(path.join(ROOT, 'releases', 'tags.yml'), 'utf8').matchAll(/^([\w-]+):/gm)].map(
  (m) => m[1],
);

describe('release notes', () => {
  it('finds the posts and the closed tag list', () => {
    expect(posts.length).toBeGreaterThan(0);
    expect(RELEASE_TAGS.length).toBeGreaterThan(0);
  });

  it.each(posts.map((p) => [p.file, p] as const))(
    '%s is dated, names its product and is tagged from the closed list',
    (_file, post) => {
      const [, yyyy, mm, dd, product] = post.route.split('/').slice(1);
      const date = new Date(`${yyyy}-${mm}-${dd}T00:00:00Z`);
      expect(Number.isNaN(date.getTime()), 'a real date in the file name').toBe(false);
      expect(date.toISOString().slice(0, 10)).toBe(`${yyyy}-${mm}-${dd}`);
      const tags = post.data.tags as string[];
      expect(Array.isArray(tags) && tags.length > 0, 'front matter `tags`').toBe(true);
      for (const tag of tags) expect(RELEASE_TAGS, `tag "${tag}"`).toContain(tag);
      expect(tags, `the product of the file name, "${product}", is one of its tags`).toContain(product);
      expect(post.body).toMatch(/\{\/\*\s*truncate\s*\*\/\}|<!--\s*truncate\s*-->/);
    },
  );
});
