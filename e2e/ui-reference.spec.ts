/**
 * UI component reference: every component page shows a live example that renders the real
 * `@faststore/ui` component, a generated props table, and no console error in light or dark mode.
 * The example's preview is rendered at build time (src/plugins/live-preview), so it is in the static
 * HTML; the editor loads when the reader starts, and what the reader clicked in the preview happens.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {build} from 'esbuild';
import {test, expect, switchToDark} from './fixtures';
import {componentPages} from '@faststore-docs/shared/reference/catalogue';
import {defaults, uiReleases} from '@faststore-docs/shared/reference/data';
import {coveredVersions} from '@faststore-docs/reference/covered';
import {examplesFor, uiExamples, uiLiveBlocks} from '../tests/uiExamples';

// The release the live examples run (the package's own install), from the reference's committed data.
const reference = uiReleases().find((r) => r.version === defaults().ui)!.data;

/**
 * The data attribute that proves the component itself rendered: its own, else the first one of a
 * part defined in the same source folder (RadioGroup renders none; its RadioOption does).
 */
function hookOf(name: string): string {
  const info = reference.components[name];
  if (!info) throw new Error(`${name} is not in the generated reference`);
  const own = info.dataAttributes.find((a) => !a.name.includes('*'));
  if (own) return own.name;
  const folder = path.posix.dirname(info.source);
  const part = Object.values(reference.components).find(
    (c) => c.name !== name && path.posix.dirname(c.source) === folder && c.dataAttributes.length > 0,
  );
  if (!part) throw new Error(`no data attribute known for ${name} or its parts`);
  return part.dataAttributes[0].name;
}

const preview = (page: Page) => page.locator('[class*="playgroundPreview"]').first();
/** Once the reader edits, the example runs in the sandboxed live-example frame inside the preview. */
const live = (page: Page) => preview(page).locator('iframe[data-live-frame]').contentFrame();

/** Components that render into a portal at the end of <body> (of the frame), outside the example. */
const PORTALED = new Set(['Popover', 'Modal']);
const rendered = (page: Page, name: string, hook: string) =>
  (PORTALED.has(name) ? live(page).locator('body') : preview(page)).locator(`[${hook}]`).first();

/** Examples that start closed, as a dialog should, with the button in the preview that opens them. */
const OPENED_BY: Record<string, string> = {Modal: 'Open the modal'};
async function show(page: Page, name: string) {
  // The first click in the static preview loads the editor and is then made on the live element;
  // once the example is live, the button is in the frame.
  const opener = OPENED_BY[name];
  if (opener) {
    const inStatic = preview(page).locator('[data-live-preview="static"]').getByRole('button', {name: opener});
    if (await inStatic.isVisible()) await inStatic.click();
    else await live(page).getByRole('button', {name: opener}).click();
  }
  // A portal has no place in the static HTML: the popover shows once the example is live.
  else if (PORTALED.has(name)) {
    const edit = page.getByRole('button', {name: 'Edit this example'}).first();
    if (await edit.isVisible()) await edit.click();
  }
}

const pages = componentPages(path.join(__dirname, '..'));

for (const {level, name} of pages) {
  test(`${level}/${name}: live example renders the component, props table has rows, no console errors`, async ({
    page,
  }) => {
    await page.goto(`/reference/ui/${level}/${name}`);
    const hook = hookOf(name);
    await show(page, name);
    await expect(rendered(page, name, hook), `preview renders [${hook}]`).toBeAttached();
    await expect(page.locator(`table[data-props-table="${name}"] tbody tr`).first()).toBeAttached();
    if (OPENED_BY[name]) {
      await page.keyboard.press('Escape');
      await expect(rendered(page, name, hook), 'Escape closes it').not.toBeAttached();
    }

    await switchToDark(page);
    await show(page, name);
    await expect(rendered(page, name, hook)).toBeAttached();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await show(page, name);
    await expect(rendered(page, name, hook)).toBeAttached();
  });
}

test('editing the Button example changes the preview, and an error in the code shows there', async ({page}) => {
  await page.goto('/reference/ui/atoms/Button');
  await expect(preview(page).locator('[data-store-button]')).toHaveText('Added 0 times');
  // The edited code runs in the frame, which replaces the build-time preview.
  const button = live(page).locator('[data-store-button]');
  // Clicking the static code loads the editor in its place, focused.
  await page.locator('.theme-code-block', {hasText: 'function Example'}).first().click();
  const editor = page.locator('[class*="playgroundEditor"] [contenteditable]').first();
  await expect(editor).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('<Button type="button">Edited in the editor</Button>');
  await expect(button).toHaveText('Edited in the editor');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('<Button type="button">Unclosed');
  await expect(preview(page).locator('pre')).toContainText(/SyntaxError|Unexpected|Unterminated/);
});

test('a click on the static preview loads the example and reaches the live component', async ({page}) => {
  await page.goto('/reference/ui/atoms/Button');
  await preview(page).locator('[data-store-button]').click();
  const button = live(page).locator('[data-store-button]');
  await expect(button).toHaveText('Added 1 times');
  await button.click();
  await expect(button).toHaveText('Added 2 times');
});

/** The ```tsx live blocks of every page under docs/reference/ui, with the page's route. */
function liveExamplePages(): {route: string; blocks: number}[] {
  const blocks = new Map<string, number>();
  for (const {file} of uiLiveBlocks()) blocks.set(file, (blocks.get(file) ?? 0) + 1);
  return [...blocks].map(([file, count]) => ({
    route: `/reference/ui/${file.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, ''),
    blocks: count,
  }));
}

test.describe(() => {
  test.use({javaScriptEnabled: false});

  test('without JavaScript, the example shows its rendered component and its code', async ({page}) => {
    await page.goto('/reference/ui/atoms/Button');
    await expect(preview(page).locator('[data-store-button]')).toHaveText('Added 0 times');
    await expect(
      page.locator('.theme-code-block', {hasText: 'function Example'}).locator('.token').first(),
    ).toBeVisible();
  });

  test('the built HTML of every page with a live example has each rendered preview', async ({page}) => {
    // No JavaScript runs: what the page shows is the HTML the build wrote.
    const byRoute = new Map(pages.map((p) => [`/reference/ui/${p.level}/${p.name}`, p.name]));
    for (const {route, blocks} of liveExamplePages()) {
      await page.goto(route);
      const previews = page.locator('[data-live-preview="static"]');
      await expect(previews, route).toHaveCount(blocks);
      for (let i = 0; i < blocks; i++) {
        expect(
          await previews.nth(i).evaluate((el) => el.children.length),
          `${route}: preview ${i + 1} is empty`,
        ).toBeGreaterThan(0);
      }
      const name = byRoute.get(route);
      if (name && !PORTALED.has(name))
        await expect(previews.locator(`[${hookOf(name)}]`).first(), `${route}: [${hookOf(name)}]`).toBeAttached();
    }
  });
});

/**
 * A page script with one release of `@faststore/ui`, the site's React in its development build (the
 * one that reports what React no longer supports) and react-live's evaluation, as the live-example
 * frame has them; `renderExample(code)` renders an example in a new root, then unmounts it.
 */
async function releaseScript(dir: string): Promise<string> {
  const hook = path.join(dir, 'dist/hooks/useSlider/index.js');
  const entry = [
    `import React from 'react';`,
    `import {flushSync} from 'react-dom';`,
    `import {createRoot} from 'react-dom/client';`,
    `import {generateElement} from 'react-live';`,
    `import * as UI from ${JSON.stringify(path.join(dir, 'dist/index.js'))};`,
    fs.existsSync(hook) ? `import useSlider from ${JSON.stringify(hook)};` : 'const useSlider = undefined;',
    `const {default: _, ...components} = UI;`,
    `const scope = {React, ...React, ...components, ...(useSlider ? {useSlider} : {})};`,
    `window.renderExample = (code) => {`,
    `  let error;`,
    `  const Element = generateElement({code: code.replace(/\\n$/, '') + ';', scope, enableTypeScript: true}, (e) => { error = e; });`,
    `  const container = document.body.appendChild(document.createElement('div'));`,
    `  const root = createRoot(container);`,
    `  flushSync(() => root.render(React.createElement(Element)));`,
    `  const html = container.innerHTML;`,
    `  flushSync(() => root.unmount());`,
    `  return error ? {error: String(error)} : {html};`,
    `};`,
  ].join('\n');
  const result = await build({
    stdin: {contents: entry, resolveDir: path.join(__dirname, '..'), loader: 'js'},
    bundle: true,
    write: false,
    format: 'iife',
    define: {'process.env.NODE_ENV': '"development"'},
    logLevel: 'silent',
  });
  return result.outputFiles.find((f) => f.path.endsWith('.js') || f.path === '<stdout>')!.text;
}

const examples = uiExamples();

// Each covered release, not only the one the live examples run: what React removed (defaultProps,
// string refs, findDOMNode, legacy context) shows as an example that does not render or as a console
// error, which fails the test (fixtures.ts). tests/ui-reference.test.ts renders the same on the server.
for (const {version, dir} of coveredVersions(path.join(__dirname, '..')).ui) {
  test(`${version}: every example written for it renders in the browser with the site's React`, async ({page}) => {
    test.setTimeout(120_000);
    const script = await releaseScript(dir);
    await page.setContent('<!doctype html><html><body></body></html>');
    await page.addScriptTag({content: script});
    for (const example of examplesFor(examples, version)) {
      const result = await page.evaluate(
        (code) => (window as unknown as {renderExample: (c: string) => unknown}).renderExample(code),
        example.code,
      );
      expect(result, example.where).toHaveProperty('html');
    }
  });
}
