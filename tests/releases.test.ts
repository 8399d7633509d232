/**
 * The release notes follow the rules a writer can rely on: every post is dated by its file name,
 * names its product, is tagged only from the closed list in releases/tags.yml (its product among
 * them), and is cut after its summary for the list pages. Every release the reference covers has its
 * note, dated as the package's own changelog dates it, so the home page's cards and the feed announce
 * it. The list pages themselves (ten posts a page, every page reachable) are checked on the build by
 * e2e/routes.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {coveredVersions, PACKAGES} from '@faststore-docs/reference/covered';
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

/** The date the installed package's CHANGELOG.md gives a release: `## [1.9.11](…) (2022-06-19)`. */
function changelogDate(dir: string, version: string): string | undefined {
  const changelog = fs.readFileSync(path.join(dir, 'CHANGELOG.md'), 'utf8');
  const heading = new RegExp(
    `^##\\s+\\[?${version.replace(/\./g, '\\.')}\\]?(?:\\([^)]*\\))?\\s+\\((\\d{4}-\\d{2}-\\d{2})\\)`,
    'm',
  );
  return heading.exec(changelog)?.[1];
}

describe('every covered release has its release note', () => {
  const covered = coveredVersions(ROOT);
  const releases = PACKAGES.flatMap((pkg) =>
    covered[pkg].map((c, i) => ({pkg, ...c, previous: i > 0 ? covered[pkg][i - 1].version : undefined})),
  );

  it('reads a date for each covered release from its changelog', () => {
    expect(releases.length).toBeGreaterThan(0);
    for (const r of releases) expect(changelogDate(r.dir, r.version), `${r.pkg} ${r.version}`).toMatch(/^\d{4}-/);
  });

  it.each(releases.map((r) => [`@faststore/${r.pkg} ${r.version}`, r] as const))(
    '%s: a faststore post of its changelog date names it and links its upgrade page',
    (_name, r) => {
      const date = changelogDate(r.dir, r.version)!;
      const post = posts.find((p) => p.file === path.join('releases', `${date}-faststore.mdx`));
      expect(post, `releases/${date}-faststore.mdx`).toBeDefined();
      const description = String(post!.data.description);
      expect(description, 'its description names the package').toContain(`@faststore/${r.pkg}`);
      expect(description, 'its description names the release').toMatch(
        new RegExp(`\\b${r.version.replace(/\./g, '\\.')}\\b`),
      );
      if (r.previous) expect(post!.body).toContain(`/reference/upgrade/${r.pkg}/${r.previous}-to-${r.version}`);
    },
  );
});
