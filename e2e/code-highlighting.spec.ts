/**
 * Fenced code is highlighted at build time (src/plugins/code-highlighter), and so are the SDK
 * reference's signatures (src/plugins/sdk-reference): pages with code load the classic code block's
 * chunk but not Prism, which only a `<CodeBlock>` element written in a page's JSX would download. Code must be highlighted in the static HTML, after hydration in either colour mode, and
 * after a client-side navigation.
 */
import fs from 'node:fs';
import type {Page} from '@playwright/test';
import {colorModeKey, expect, hydrated, scriptsLoadedBy, test} from './fixtures';

/** A string of Prism's core (a hook name), so in whichever file the highlighter ends up. */
const PRISM_MARKER = 'after-tokenize';
/** A page with Bash blocks: Bash is one of the languages the site adds to Prism's defaults. */
const CODE_PAGE = '/quickstart';

/** Whether the page downloaded Prism, once it and its lazy chunks have loaded. */
const loadsPrism = async (page: Page, route: string) =>
  (await scriptsLoadedBy(page, route, hydrated)).includes(PRISM_MARKER);

const bashBlock = (page: Page) => page.locator('.theme-code-block.language-bash:visible').first();

for (const route of ['/', '/docs', '/releases', '/starters']) {
  test(`${route} has no code block and downloads no highlighter`, async ({page}) => {
    expect(await loadsPrism(page, route)).toBe(false);
    await expect(page.locator('.theme-code-block')).toHaveCount(0);
  });
}

test('a page with fenced code blocks does not download Prism', async ({page}) => {
  expect(await loadsPrism(page, CODE_PAGE)).toBe(false);
  await expect(bashBlock(page).locator('.token.builtin').first()).toHaveText('cd');
});

test('an SDK reference page shows its signature highlighted and does not download Prism', async ({page}) => {
  expect(await loadsPrism(page, '/reference/sdk/cart/useCart')).toBe(false);
  const signature = page.locator('[data-sdk-signature="useCart"] .theme-code-block').first();
  await expect(signature.locator('.token.keyword').first()).toBeVisible();
  await expect(signature).toContainText('useCart');
});

test("Prism's code holds the marker these tests look for", () => {
  expect(fs.readFileSync(require.resolve('prism-react-renderer'), 'utf8')).toContain(PRISM_MARKER);
});

test('the static HTML has highlighted tokens for the languages the site adds', async ({request}) => {
  const html = await (await request.get(CODE_PAGE)).text();
  // `cd` is a builtin and `yarn` a function only if the Bash grammar was registered.
  expect(html).toMatch(/<span class="token builtin class-name"[^>]*>cd<\/span>/);
  expect(html).toMatch(/<span class="token function"[^>]*>yarn<\/span>/);
});

for (const mode of ['light', 'dark'] as const) {
  test(`code blocks hydrate highlighted in ${mode} mode, with that mode's colours`, async ({page}) => {
    const key = await colorModeKey(page);
    await page.addInitScript(([k, theme]) => window.localStorage.setItem(k, theme), [key, mode]);
    await page.goto(CODE_PAGE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    await expect(bashBlock(page).locator('.token.builtin').first()).toHaveText('cd');
    // Background of the block: prismThemes.ts, light #f6f8fa, dark (Dracula) #282a36.
    const background = mode === 'light' ? 'rgb(246, 248, 250)' : 'rgb(40, 42, 54)';
    await expect(bashBlock(page).locator('pre')).toHaveCSS('background-color', background);
    // The copy button is the classic block's own, so it came with the highlighter.
    await expect(bashBlock(page).getByRole('button', {name: /copy/i})).toBeAttached();
  });
}

test('after a client-side navigation from a page without code, blocks are highlighted', async ({page}) => {
  await page.goto('/');
  await page.locator('main').getByRole('link', {name: 'Quickstart'}).first().click();
  await expect(page).toHaveURL(/\/quickstart$/);
  await expect(bashBlock(page).locator('.token.builtin').first()).toHaveText('cd');
  await expect(bashBlock(page).locator('pre')).toHaveCSS('background-color', 'rgb(246, 248, 250)');
});

test('a hydrated block keeps its lines, highlighted line included, as HTML that React does not walk', async ({
  page,
}) => {
  await page.goto(CODE_PAGE);
  const block = page.locator('.theme-code-block').filter({hasText: 'store.config.js'}).first();
  const lines = block.locator('code > .token-line');
  expect(await lines.count()).toBeGreaterThan(7);
  // `{7}` in the fence's meta: the seventh line is highlighted, and only it.
  await expect(lines.nth(6)).toHaveClass(/theme-code-block-highlighted-line/);
  await expect(block.locator('.theme-code-block-highlighted-line')).toHaveCount(1);
  // Hydration costs one element per block: React owns the <code>, not one element per line.
  const owned = await block.locator('code').evaluate((code) => {
    const isReact = (node: Element) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
    return {code: isReact(code), lines: [...code.querySelectorAll('*')].filter(isReact).length};
  });
  expect(owned).toEqual({code: true, lines: 0});
});
