/**
 * The Markdown copies of the pages (src/plugins/markdown): they hold what the HTML page shows, the
 * indexes point at them, and the "Copy page" control on each doc and release post copies them.
 */
import type {Page} from '@playwright/test';
import type {Root, RootContent} from 'mdast';
import {visit} from 'unist-util-visit';
import {markdownCodeBlocks, withoutCodeBlocks} from '@faststore-docs/shared/codeBlocks';
import {test, expect, switchToDark} from './fixtures';
import {blockingViolations} from './axe';
import {ACCEPT_CASES} from './acceptCases';
import {migrations} from '@faststore-docs/reference/data/migrations';
import {upgradeRoute} from '@faststore-docs/shared/reference/upgrade';

// The first sdk release pair that has a breaking change, hence an upgrade page with steps.
const [upgradeFrom, upgradeTo] = Object.keys(migrations.sdk ?? {})[0].split('..');

/** One page of each kind: docs, tutorial with tabs, how-to, UI component, SDK, API operation and types, release, upgrade. */
const SAMPLE = [
  '/docs',
  '/tutorials/fundamentals/1',
  '/how-to-guides/deployment',
  '/reference/ui/atoms/Button',
  '/reference/sdk/cart/useCart',
  '/reference/api/queries/product',
  '/reference/api/objects',
  '/releases/2022/04/19/faststore',
  // An upgrade page: before and after code side by side, passages comparing two releases.
  upgradeRoute('sdk', upgradeFrom, upgradeTo),
];

interface Outline {
  headings: string[];
  code: string[];
  rows: string[];
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

async function parseMarkdown(markdown: string): Promise<Root> {
  // ESM-only packages, loaded the way Node loads them.
  const [{unified}, {default: remarkParse}, {default: remarkGfm}] = await Promise.all([
    import('unified'),
    import('remark-parse'),
    import('remark-gfm'),
  ]);
  return unified().use(remarkParse).use(remarkGfm).parse(markdown);
}

function textOf(node: RootContent | Root): string {
  if ('value' in node) return node.value;
  if ('children' in node) return (node.children as RootContent[]).map(textOf).join('');
  return '';
}

function markdownOutline(tree: Root): Outline {
  const outline: Outline = {headings: [], code: [], rows: []};
  visit(tree, (node) => {
    if (node.type === 'heading') outline.headings.push(`h${node.depth} ${squash(textOf(node))}`);
    if (node.type === 'code') outline.code.push(node.value.trimEnd());
    if (node.type === 'tableRow') outline.rows.push(node.children.map((c) => squash(textOf(c))).join(' | '));
  });
  return outline;
}

/** The same outline read from the server-rendered page (scripts off, so live blocks stay code). */
function htmlOutline(page: Page): Promise<Outline> {
  return page.evaluate(() => {
    const sq = (s: string) => s.replace(/\s+/g, ' ').trim();
    const text = (el: Element) => {
      const copy = el.cloneNode(true) as Element;
      copy.querySelectorAll('.hash-link').forEach((a) => a.remove());
      return sq(copy.textContent ?? '');
    };
    const content = document
      .querySelector('article .theme-doc-markdown, #__blog-post-container')!
      .cloneNode(true) as Element;
    // What the page marks as not part of its text (labels, rendered previews) is not in the Markdown either.
    content.querySelectorAll('[data-markdown="skip"]').forEach((el) => el.remove());
    const title = document.querySelector('article h1')!;
    const headings = [title, ...content.querySelectorAll('h2, h3, h4, h5, h6')]
      .filter((h, i, all) => all.indexOf(h) === i)
      .map((h) => `${h.tagName.toLowerCase()} ${text(h)}`);
    const code = [...content.querySelectorAll('pre')].map((pre) => {
      const lines = pre.querySelectorAll('.token-line');
      const raw = lines.length
        ? [...lines].map((l) => (l.textContent ?? '').replace(/\n$/, '')).join('\n')
        : (pre.textContent ?? '');
      return raw.replace(/\n+$/, '').trimEnd();
    });
    const rows = [...content.querySelectorAll('table tr')].map((tr) =>
      [...tr.querySelectorAll('th, td')].map((c) => sq(c.textContent ?? '')).join(' | '),
    );
    return {headings, code, rows};
  });
}

test.describe('each page kind reads the same in Markdown as in HTML', () => {
  test.use({javaScriptEnabled: false});
  for (const route of SAMPLE) {
    test(route, async ({page, request}) => {
      const md = await request.get(`${route}.md`);
      expect(md.status()).toBe(200);
      const markdown = await md.text();
      await page.goto(route);
      const html = await htmlOutline(page);
      const fromMarkdown = markdownOutline(await parseMarkdown(markdown));
      expect(fromMarkdown.headings).toEqual(html.headings);
      expect(fromMarkdown.code).toEqual(html.code);
      expect(fromMarkdown.rows).toEqual(html.rows);
      // Nothing of MDX or of the page's chrome is left outside code blocks.
      const prose = withoutCodeBlocks(markdown, '', markdownCodeBlocks(markdown)).replace(/`[^`\n]*`/g, '');
      expect(prose).not.toMatch(/^(import|export) /m);
      expect(prose).not.toMatch(/<\/?[A-Z][A-Za-z]*[\s/>]/);
      expect(prose).not.toContain('Direct link to');
      expect(prose).not.toContain('\u200b');
      // Title, description and canonical URL come first.
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(
        markdown.startsWith(`# ${html.headings[0].slice(3)}\n\n> ${description}\n\nCanonical URL: <${canonical}>`),
      ).toBe(true);
    });
  }
});

test('a page route answers its Markdown exactly when Accept lists text/markdown as acceptable', async ({request}) => {
  const markdown = await (await request.get('/docs.md')).text();
  for (const {accept, markdown: wanted} of ACCEPT_CASES) {
    const res = await request.get('/docs', {headers: {Accept: accept}});
    expect(res.status(), accept).toBe(200);
    expect(res.headers()['content-type'], accept).toBe(
      wanted ? 'text/markdown; charset=utf-8' : 'text/html; charset=utf-8',
    );
    if (wanted) expect(await res.text(), accept).toBe(markdown);
  }
});

test('llms.txt links every listed page to its Markdown, which answers as text/markdown', async ({request}) => {
  const index = await (await request.get('/llms.txt')).text();
  const links = [...index.matchAll(/^- \[(.+?)\]\((\S+?\.md)\)(?:: .+)?$/gm)];
  expect(links.length).toBeGreaterThan(0);
  const full = await (await request.get('/llms-full.txt')).text();
  for (const [, title, url] of links) {
    const res = await request.get(new URL(url).pathname);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['content-type'], url).toBe('text/markdown; charset=utf-8');
    const markdown = await res.text();
    expect(markdown.startsWith(`# ${title.replace(/\\([[\]\\])/g, '$1')}\n`), url).toBe(true);
    expect(full, url).toContain(markdown.trim());
  }
});

test.describe('Copy page', () => {
  test.beforeEach(async ({context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  });

  test('copies the page as Markdown from the keyboard and announces it', async ({page, request}) => {
    const route = '/reference/sdk/cart/useCart';
    await page.goto(route);
    const copy = page.getByRole('button', {name: 'Copy page'});
    await copy.focus();
    await page.keyboard.press('Enter');
    const status = page.locator('[role="status"][aria-live="polite"]', {hasText: 'copied'});
    await expect(status).toHaveText('Page copied as Markdown.');
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard).toBe(await (await request.get(`${route}.md`)).text());
  });

  test.describe('with the Markdown answering 503', () => {
    // The failed fetch is the case under test.
    test.use({
      expectedConsoleErrors: /status of 503 \(Service Unavailable\) \(http:\/\/127\.0\.0\.1:\d+\/\S+\.md\)$/,
    });
    test('says so when the Markdown cannot be fetched', async ({page}) => {
      await page.route('**/*.md', (route) => route.fulfill({status: 503, body: ''}));
      await page.goto('/docs');
      await page.getByRole('button', {name: 'Copy page'}).click();
      await expect(page.getByRole('status').filter({hasText: 'Could not copy'})).toBeVisible();
    });
  });

  test('"View as Markdown" opens the Markdown file of the page', async ({page}) => {
    await page.goto('/docs');
    const link = page.getByRole('link', {name: 'View as Markdown'});
    await expect(link).toHaveAttribute('href', '/docs.md');
    await link.focus();
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/docs.md'),
      page.keyboard.press('Enter'),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  });

  test('is on every doc and release post, not on the release lists', async ({page}) => {
    for (const route of ['/', '/quickstart', '/reference/api/queries/product', '/releases/2022/04/19/faststore']) {
      await page.goto(route);
      await expect(page.getByRole('button', {name: 'Copy page'}), route).toHaveCount(1);
      const href = route === '/' ? '/index.md' : `${route}.md`;
      await expect(page.getByRole('link', {name: 'View as Markdown'}), route).toHaveAttribute('href', href);
    }
    await page.goto('/releases');
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.getByRole('button', {name: 'Copy page'})).toHaveCount(0);
  });

  test('passes axe in light and dark mode, before and after copying', async ({page}) => {
    await page.goto('/reference/sdk/cart/useCart');
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status').filter({hasText: 'copied'})).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await switchToDark(page);
    expect(await blockingViolations(page)).toEqual([]);
  });
});

test("a component's measured interactions keep their readings apart in its Markdown copy", async ({request}) => {
  const markdown = await (await request.get('/reference/ui/atoms/Slider.md')).text();
  expect(markdown).toContain('left thumb aria-valuenow');
  // Two readings, or two calls, run together read as one value.
  expect(markdown).not.toMatch(/`[^`\n]*`(left|right) thumb/);
  expect(markdown).not.toMatch(/\)``on[A-Z]/);
});
