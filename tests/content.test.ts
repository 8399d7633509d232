/**
 * The content rules, checked without a build so a writer gets an
 * answer in seconds: front matter, one h1, no placeholder text, a word minimum, alt text, admonition
 * titles in the strict MDX syntax, MDX that compiles, and internal links that point at a route of the portal.
 */
import fs from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import {ROOT, proseWords, readContent} from './contentFiles';
import {readPublicUrls} from '../src/plugins/route-contract/check';
import {withoutCodeBlocks} from '@faststore-docs/shared/codeBlocks';

const files = readContent();
// Pages the content may link to: the public URLs (which also cover pages that are not MDX files) and
// every MDX page, new ones included.
const routes = new Set([...readPublicUrls(ROOT), ...files.map((f) => f.route)]);
const MIN_WORDS = 250;
const PLACEHOLDER = /\b(TODO|TBD|lorem ipsum|coming soon|placeholder text|FIXME)\b/i;

/** Pages whose prose is generated from the packages, or that are card grids of their children. */
const exemptFromWordMinimum = (f: (typeof files)[number]) =>
  f.route.startsWith('/reference/') || f.data.card_grid === true || f.route === '/' || f.route === '/playground';

function internalLinks(body: string): string[] {
  const withoutCode = withoutCodeBlocks(body);
  const links = [
    ...withoutCode.matchAll(/\]\((\/[^)\s]*)\)/g),
    ...withoutCode.matchAll(/\b(?:href|to)=["'](\/[^"']*)["']/g),
  ].map((m) => m[1]);
  return links.filter((l) => !l.startsWith('//'));
}

describe('content', () => {
  it('finds the content', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  describe.each(files.map((f) => [f.file, f] as const))('%s', (_name, f) => {
    it('has a title and a one-sentence description', () => {
      expect(typeof f.data.title, 'front matter `title` (the page h1)').toBe('string');
      const description = f.data.description;
      expect(typeof description, 'front matter `description`').toBe('string');
      expect((description as string).length).toBeGreaterThan(30);
      expect((description as string).length).toBeLessThan(300);
    });

    it("adds no h1 of its own: the front-matter title is the page's h1", () => {
      const body = withoutCodeBlocks(f.body);
      const h1s = body.match(/^# /gm) ?? [];
      expect(h1s.length, 'the title is the h1: do not add `# ` headings').toBe(0);
    });

    it('has no placeholder text', () => {
      expect(f.body).not.toMatch(PLACEHOLDER);
    });

    it.skipIf(exemptFromWordMinimum(f))(`has at least ${MIN_WORDS} words of prose`, () => {
      expect(proseWords(f.body)).toBeGreaterThanOrEqual(MIN_WORDS);
    });

    it('gives every image alt text', () => {
      for (const m of f.body.matchAll(/!\[([^\]]*)\]\(([^)]*)\)/g)) {
        expect(m[1].trim(), `alt text of ${m[2]}`).not.toBe('');
      }
      for (const m of f.body.matchAll(/<img\b[^>]*>/g)) {
        expect(m[0], 'an <img> needs alt').toMatch(/\balt=["'{][^"'}]+/);
      }
    });

    it('links only to routes of the portal and files it serves', () => {
      for (const link of internalLinks(f.body)) {
        const target = link.split(/[#?]/)[0].replace(/\/$/, '') || '/';
        const isStatic = fs.existsSync(path.join(ROOT, 'static', target));
        expect(routes.has(target) || isStatic, `${link} is not a route of the portal`).toBe(true);
      }
    });

    it('writes an admonition title in brackets', () => {
      // Strict MDX reads `:::warning Some title` as a paragraph of text, not as an admonition.
      for (const m of withoutCodeBlocks(f.body).matchAll(/^\s*:::(\w+)[ \t]+([^\s[{].*)$/gm)) {
        expect(m[0], `write :::${m[1]}[${m[2].trim()}]`).toBe('');
      }
    });

    it('compiles as MDX', async () => {
      await expect(compile(f.body, {format: 'mdx'})).resolves.toBeTruthy();
    });
  });
});
