/**
 * UI component reference: every component page shows a live example that renders the real
 * `@faststore/ui` component, a generated props table, and no console error in light or dark mode.
 * The example's preview is rendered at build time (src/plugins/live-preview), so it is in the static
 * HTML; the editor loads when the reader starts, and what the reader clicked in the preview happens.
 */
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect, switchToDark} from './fixtures';
import {componentPages} from '@faststore-docs/shared/reference/catalogue';
import {defaults, interactionFacts, uiReleases} from '@faststore-docs/shared/reference/data';
import {coveredVersions} from '@faststore-docs/reference/covered';
import {examplesFor, examplesOfPage, uiExamples, uiLiveBlocks} from '../tests/uiExamples';
import {claims} from '@faststore-docs/shared/reference/exampleReleases';
import {releaseScript} from '@faststore-docs/shared/exampleRun/releasePage';
import {COMMIT_BOUND, failureOf, loadRelease, pressKeys, runExample} from './exampleRuns';

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

test('once the editor has the focus it keeps it as it settles, so a key pressed at once goes into the code', async ({
  page,
}) => {
  await page.goto('/reference/ui/atoms/Button', {waitUntil: 'networkidle'});
  // Watches, between every two tasks of the page, where the focus is: a reader's key is handled in
  // such a task, and one that finds the focus back on the page after the editor had it is lost.
  // The watch lasts until a second after the editor first had the focus.
  await page.evaluate(() => {
    const w = window as unknown as Watch;
    w.focusLeftEditor = false;
    w.watchDone = false;
    let until = Infinity;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      const inEditor = document.activeElement?.matches('[contenteditable]') ?? false;
      if (inEditor && until === Infinity) until = performance.now() + 1000;
      else if (!inEditor && until !== Infinity) w.focusLeftEditor = true;
      if (performance.now() < until) channel.port2.postMessage(null);
      else w.watchDone = true;
    };
    channel.port2.postMessage(null);
  });
  await page.locator('.theme-code-block', {hasText: 'function Example'}).first().click();
  await expect(editor(page)).toBeFocused();
  await page.waitForFunction(() => (window as unknown as Watch).watchDone);
  expect(await page.evaluate(() => (window as unknown as Watch).focusLeftEditor)).toBe(false);
});

interface Watch {
  focusLeftEditor: boolean;
  watchDone: boolean;
}

test('a click on the static preview loads the example and reaches the live component', async ({page}) => {
  await page.goto('/reference/ui/atoms/Button');
  await preview(page).locator('[data-store-button]').click();
  const button = live(page).locator('[data-store-button]');
  await expect(button).toHaveText('Added 1 times');
  await button.click();
  await expect(button).toHaveText('Added 2 times');
});

test('a click on a thumb track of the static preview moves the live thumb there', async ({page}) => {
  await page.goto('/reference/ui/atoms/Slider');
  const first = page.locator('[class*="playgroundPreview"]:visible').first();
  const staticThumb = first.locator('[data-live-preview="static"] [data-slider-thumb="right"]');
  await staticThumb.scrollIntoViewIfNeeded();
  const box = (await staticThumb.boundingBox())!;
  // Halfway along the track, where neither thumb is: the browser moves the nearer thumb's input there.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  const frame = first.locator('iframe[data-live-frame]').contentFrame();
  const live = frame.locator('[data-slider-thumb="right"]');
  await expect(live).toBeAttached();
  const absolute = {min: Number(await live.getAttribute('min')), max: Number(await live.getAttribute('max'))};
  await expect(live).toHaveAttribute('aria-valuenow', String((absolute.min + absolute.max) / 2));
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

const examples = uiExamples();
const releases = coveredVersions(path.join(__dirname, '..')).ui;

// Each covered release, not only the one the live examples run: what React removed (defaultProps,
// string refs, findDOMNode, legacy context) shows as an example that does not render or as a console
// error, and a release whose component calls back differently shows as an example that re-renders
// without end, on mount or once the reader uses it (exampleRuns.ts). tests/ui-reference.test.ts
// renders the same on the server.
for (const {version, dir} of releases) {
  test(`${version}: every example written for it renders, settles on mount and after a first use, with no React warning`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await loadRelease(page, await releaseScript(dir));
    const failures: string[] = [];
    const counts: string[] = [];
    for (const example of examplesFor(examples, version)) {
      const run = await runExample(page, example, version);
      const failure = failureOf(run);
      if (failure) failures.push(failure);
      const used = run.interaction ? `, ${run.interaction.how}: ${run.interaction.commits}` : '';
      counts.push(`${example.where}: mount ${run.mount.commits}${used}`);
    }
    // The commits each example made, for whoever compares releases.
    await test.info().attach(`commits-${version}.txt`, {body: counts.join('\n'), contentType: 'text/plain'});
    console.log(`@faststore/ui ${version} commits\n${counts.join('\n')}`);
    expect(failures, failures.join('\n')).toEqual([]);
  });
}

test('the example checks fail on an example that re-renders without end or makes React warn, naming page, example and release', async ({
  page,
}) => {
  // A page made for this test, outside docs/: PriceRange 1.9.10 calls onChange after each render.
  const file = 'e2e/fixtures/looping-example/PriceRange.mdx';
  const [planted, unkeyed] = examplesOfPage(file, '/reference/ui/molecules/PriceRange', ['PriceRange']);
  const release = releases.find((r) => claims(planted.range, r.version) && r.version === '1.9.10');
  expect(release, 'ui 1.9.10 is covered').toBeDefined();
  await loadRelease(page, await releaseScript(release!.dir));
  const run = await runExample(page, planted, release!.version);
  expect(run.mount.commits).toBeGreaterThan(COMMIT_BOUND);
  expect(failureOf(run)).toMatch(
    new RegExp(
      `^/reference/ui/molecules/PriceRange: example ${file}:\\d+ on @faststore/ui 1\\.9\\.10: keeps rendering after mount`,
    ),
  );
  // A React warning fails it too, named the same way.
  expect(failureOf(await runExample(page, unkeyed, release!.version))).toMatch(
    new RegExp(
      `^/reference/ui/molecules/PriceRange: example ${file}:\\d+ on @faststore/ui 1\\.9\\.10: console\\.error: .*unique "key"`,
    ),
  );
});

test.describe('a reader whose store profile says @faststore/ui 1.9.10', () => {
  test.beforeEach(async ({context}) => {
    await context.addInitScript(() => {
      try {
        localStorage.setItem('faststore-docs:store', JSON.stringify({starter: null, releases: {ui: '1.9.10'}}));
      } catch {
        // A document without storage: the sandboxed live-example frame, whose origin is opaque.
      }
    });
  });

  for (const {route, rendered: hook} of [
    {route: '/reference/ui/molecules/PriceRange', rendered: 'data-store-price-range'},
    {route: '/reference/ui/atoms/Slider', rendered: 'data-store-slider'},
  ]) {
    test(`${route}: the first live example is the one for 1.9.10, and it runs with 1.9.10`, async ({page}) => {
      await page.goto(route);
      // The example for 1.9.11 and later is not shown to them at all: its code does not run on 1.9.10.
      await expect(page.locator('[data-example-releases]:visible').first()).toHaveText(
        'For @faststore/ui 1.9.10 and earlier:',
      );
      await expect(page.locator('[data-example-releases]:visible', {hasText: '1.9.11'})).toHaveCount(0);
      const first = page.locator('[class*="playgroundPreview"]:visible').first();
      await expect(first.locator(`[${hook}]`)).toBeAttached();
      await page.getByRole('button', {name: 'Edit this example'}).locator('visible=true').first().click();
      const frame = first.locator('iframe[data-live-frame]');
      await expect(frame).toHaveAttribute('src', /\/live-frame\/ui-1\.9\.10\/index\.html$/);
      const live = frame.contentFrame();
      await expect(live.locator('html')).toHaveAttribute('data-ui-release', '1.9.10');
      // 1.9.10's thumbs take numbers and move by one on ArrowRight.
      const thumb = live.locator('[data-slider-thumb="left"]');
      await expect(thumb).toBeAttached();
      const before = Number(await thumb.getAttribute('aria-valuenow'));
      await thumb.focus();
      await page.keyboard.press('ArrowRight');
      await expect(thumb).toHaveAttribute('aria-valuenow', String(before + 1));
    });
  }

  test('arrow keys pressed on the preview before the frame takes over reach the live component', async ({page}) => {
    await page.goto('/reference/ui/atoms/Slider');
    const first = page.locator('[class*="playgroundPreview"]:visible').first();
    await first.locator('[data-live-preview="static"] [data-slider-thumb="left"]').focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    const frame = first.locator('iframe[data-live-frame]').contentFrame();
    // 1.9.10's thumbs move by one on ArrowRight, from 0.
    await expect(frame.locator('[data-slider-thumb="left"]')).toHaveAttribute('aria-valuenow', '3');
    await expect(frame.locator('p')).toHaveText('From 3 to 100');
  });

  test('an example for every release still runs with the installed release', async ({page}) => {
    await page.goto('/reference/ui/atoms/Button');
    await preview(page).locator('[data-store-button]').click();
    await expect(live(page).locator('html')).toHaveAttribute('data-ui-release', defaults().ui);
  });
});

/**
 * What a keyboard user gets from the Slider and PriceRange of each release, measured here as the
 * browser tests run the examples: three presses of ArrowRight on the left thumb of a 0 to 500 track
 * (and a 0 to 100 one), the thumb's `aria-valuenow` after each, and the callbacks called. The pages'
 * sentences about these keys cite the reference's recorded interaction facts (checked by the build);
 * this holds those facts to what the live-example page of each release does.
 */
for (const {version, dir} of releases) {
  test(`${version}: what ArrowRight does to the Slider and PriceRange thumbs is what the recorded facts say`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await loadRelease(page, await releaseScript(dir));
    // The bounds became {absolute, selected} objects in 1.9.11 (both pages' examples).
    const objects = claims({since: '1.9.11'}, version);
    const bounds = (max: number) =>
      objects ? `min={{absolute: 0, selected: 0}} max={{absolute: ${max}, selected: ${max}}}` : `min={0} max={${max}}`;
    const recorded = `onChange={React.useCallback((v) => calls.push(['onChange', v]), [])} onEnd={React.useCallback((v) => calls.push(['onEnd', v]), [])}`;
    const examples = {
      Slider: {'0-500': `<Slider ${bounds(500)} ${recorded} />`, '0-100': `<Slider ${bounds(100)} ${recorded} />`},
      PriceRange: {'0-500': `<PriceRange ${bounds(500)} formatter={(p) => String(p)} ${recorded} />`},
    };
    for (const [component, scenarios] of Object.entries(examples)) {
      const facts = interactionFacts()[component].releases[version];
      if (!('scenarios' in facts)) throw new Error(`${component} ${version}: ${facts.unavailable}`);
      for (const [scenario, element] of Object.entries(scenarios)) {
        const measured = await pressKeys(page, `function Facts() { return ${element}; }`, {
          thumb: '[data-slider-thumb="left"]',
          key: 'ArrowRight',
          presses: 3,
        });
        const steps = facts.scenarios.find((s) => s.scenario === scenario)!.steps;
        const press = (i: number) => steps.find((s) => s.step === `ArrowRight ${i}`)!;
        expect(measured.valueNow, `${component} ${scenario}`).toEqual(
          [1, 2, 3].map((i) => press(i).state['left thumb aria-valuenow']),
        );
        const ends = (names: string[]) => names.filter((n) => n === 'onEnd');
        expect(ends(measured.calls.map(([c]) => c)), `${component} ${scenario}: onEnd`).toEqual(
          ends([1, 2, 3].flatMap((i) => press(i).calls.map(([c]) => c))),
        );
      }
    }
  });
}

/** The live example's editor, by the role and name it has once loaded. */
const editor = (page: Page) => page.getByRole('textbox', {name: 'Code of the example'}).first();

/** Replaces the editor's code as a paste does (the editor takes a paste as one edit). */
async function pasteCode(page: Page, code: string) {
  // The editor settles once after it loads (and may drop a selection then): select until all is selected.
  await expect(async () => {
    await editor(page).focus();
    await page.keyboard.press('ControlOrMeta+a');
    expect(
      await editor(page).evaluate(
        (element) =>
          document.activeElement === element && getSelection()?.toString().trim() === element.textContent?.trim(),
      ),
    ).toBe(true);
  }).toPass();
  await editor(page).evaluate((element, text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    element.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));
  }, code);
}

test.describe('a keyboard user of a live example', () => {
  test('tabs from the Edit button through the code and into the preview, and the key reaches the component', async ({
    page,
  }) => {
    await page.goto('/reference/ui/atoms/Slider');
    await page.getByRole('button', {name: 'Edit this example'}).locator('visible=true').first().focus();
    const where = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (active?.matches('[data-slider-thumb="left"]')) return 'static thumb';
        return active?.tagName === 'IFRAME' ? 'frame' : (active?.getAttribute('aria-label') ?? active?.tagName);
      });
    const visited: (string | undefined)[] = [];
    // Reaching the preview starts the example, whose frame then takes the focus: the page's body holds
    // it for that moment, which is not where the reader is.
    const settled = async () => {
      for (let i = 0; i < 20 && (await where()) === 'BODY'; i++) await page.waitForTimeout(100);
      return where();
    };
    for (let tabs = 0; tabs < 8 && !['frame', 'static thumb'].includes((await where()) ?? ''); tabs++) {
      await page.keyboard.press('Tab');
      visited.push(await settled());
    }
    expect(visited.at(-1), `Tab reached the preview: ${visited.join(' → ')}`).toMatch(/frame|static thumb/);
    // The thumb the reader reached is the one focused once the example runs, not the editor.
    const liveThumb = live(page).locator('[data-slider-thumb="left"]');
    await expect(liveThumb).toBeFocused();
    await expect(editor(page)).not.toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(liveThumb).not.toHaveAttribute('aria-valuenow', '20');
    await expect(editor(page)).not.toBeFocused();
  });

  test('the editor is a named textbox that says how to leave it; Tab leaves it, and Escape then Tab when Tab indents', async ({
    page,
  }) => {
    await page.goto('/reference/ui/atoms/Slider');
    await page.getByRole('button', {name: 'Edit this example'}).locator('visible=true').first().click();
    await expect(editor(page)).toBeFocused();
    await expect(editor(page)).toHaveAccessibleDescription(/Tab moves to the next control/);
    // Exact text: an indent at the start of a line is what Tab-indenting adds.
    const text = () => editor(page).evaluate((element) => element.textContent);
    const code = await text();
    await page.keyboard.press('Tab');
    await expect(editor(page)).not.toBeFocused();
    expect(await text()).toBe(code);
    await page.keyboard.press('Shift+Tab');
    await expect(editor(page)).toBeFocused();
    // The reader turns Tab-indenting on: Tab indents, and Escape then Tab still leaves.
    await page.keyboard.press('Control+m');
    await expect(editor(page)).toHaveAccessibleDescription(/Escape then Tab leaves/);
    await page.keyboard.press('Tab');
    await expect(editor(page)).toBeFocused();
    await expect.poll(text).not.toBe(code);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Shift+Tab');
    await expect(editor(page)).not.toBeFocused();
  });
});

test.describe('an example that does not finish or keeps re-rendering', () => {
  // React reports the updates it cut short; the page reports the example to the reader.
  test.use({expectedConsoleErrors: /Maximum update depth exceeded/});

  test('a loop that never ends is reported and stopped, and the fixed code then runs', async ({page}) => {
    test.setTimeout(60_000);
    await page.goto('/reference/ui/atoms/Button');
    await page.getByRole('button', {name: 'Edit this example'}).first().click();
    await expect(live(page).locator('[data-store-button]')).toBeAttached();
    await pasteCode(page, "<p>{(() => { while (true) {} return 'never'; })()}</p>");
    await expect(preview(page).locator('pre')).toContainText('did not finish', {timeout: 20_000});
    await pasteCode(page, '<Button type="button">Fixed</Button>');
    await expect(live(page).locator('[data-store-button]')).toHaveText('Fixed');
    await expect(preview(page).locator('pre')).toHaveCount(0);
  });
});

test.describe('an example the frame is still busy with when the reader edits again', () => {
  test('the frame ends on the latest code: a busy version is replaced, not the one typed after it', async ({page}) => {
    test.setTimeout(60_000);
    await page.goto('/reference/ui/atoms/Button');
    await page.getByRole('button', {name: 'Edit this example'}).first().click();
    await expect(live(page).locator('[data-store-button]')).toBeAttached();
    await pasteCode(page, '<Button type="button">Settled</Button>');
    await expect(live(page).locator('[data-store-button]')).toHaveText('Settled');
    // In the page, timed by the frame's answers: right after the frame has answered the page's
    // question whether it still runs, a version that keeps it busy longer than the page waits for an
    // answer; then, before the next question, the next version, as a reader typing on does. The busy
    // frame is replaced, and the new one runs the latest code.
    await editor(page).evaluate(
      async (element, {channel, busy, latest}) => {
        const paste = (text: string) => {
          // The whole code selected, as Ctrl+A selects it: from its first text to the end of its last.
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          const texts: Text[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
          const range = document.createRange();
          range.setStart(texts[0], 0);
          range.setEnd(texts.at(-1)!, texts.at(-1)!.length);
          element.focus();
          getSelection()?.removeAllRanges();
          getSelection()?.addRange(range);
          const data = new DataTransfer();
          data.setData('text/plain', text);
          element.dispatchEvent(new ClipboardEvent('paste', {clipboardData: data, bubbles: true, cancelable: true}));
        };
        await new Promise<void>((resolve) => {
          const onMessage = (event: MessageEvent) => {
            const data = event.data as {channel?: string; type?: string};
            if (data?.channel !== channel || data.type !== 'pong') return;
            removeEventListener('message', onMessage);
            resolve();
          };
          addEventListener('message', onMessage);
        });
        paste(busy);
        await new Promise((resolve) => setTimeout(resolve, 300));
        paste(latest);
      },
      {
        channel: 'faststore-live-frame',
        busy: 'function Busy() {\n  const until = Date.now() + 8000;\n  while (Date.now() < until) {}\n  return <Button type="button">Busy</Button>;\n}',
        latest: '<Button type="button">Latest</Button>',
      },
    );
    await expect(editor(page)).toHaveText('<Button type="button">Latest</Button>');
    await expect(live(page).locator('[data-store-button]')).toHaveText('Latest', {timeout: 20_000});
    await expect(preview(page).locator('pre')).toHaveCount(0);
  });

  test("typing fast never leaves an earlier version's error on screen", async ({page}) => {
    await page.goto('/reference/ui/atoms/Button');
    await page.getByRole('button', {name: 'Edit this example'}).first().click();
    await expect(live(page).locator('[data-store-button]')).toBeAttached();
    // Each version takes the frame a while to render: versions typed meanwhile are not queued behind it.
    await pasteCode(
      page,
      'function Slow() {\n  const until = Date.now() + 150;\n  while (Date.now() < until) {}\n  return <Button type="button">Slow</Button>;\n}',
    );
    await expect(live(page).locator('[data-store-button]')).toHaveText('Slow');
    await editor(page).focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('<Button type="button">Typed on</Button>');
    await expect(live(page).locator('[data-store-button]')).toHaveText('Typed on', {timeout: 4000});
    await expect(preview(page).locator('pre')).toHaveCount(0);
  });
});

test.describe('code written as a module', () => {
  test("an export default component and declarations before the JSX run; a syntax error names the reader's line", async ({
    page,
  }) => {
    await page.goto('/reference/ui/atoms/Button');
    await page.getByRole('button', {name: 'Edit this example'}).first().click();
    await expect(live(page).locator('[data-store-button]')).toBeAttached();
    await pasteCode(
      page,
      'import {Button} from \'@faststore/ui\';\n\nexport default function Example() {\n  const [n, setN] = React.useState(0);\n  return <Button type="button" onClick={() => setN(n + 1)}>Default export {n}</Button>;\n}',
    );
    await expect(live(page).locator('[data-store-button]')).toHaveText('Default export 0');
    await live(page).locator('[data-store-button]').click();
    await expect(live(page).locator('[data-store-button]')).toHaveText('Default export 1');
    await pasteCode(
      page,
      "const label = 'Declared first';\nconst suffix = '!';\n\n<Button type=\"button\">{label + suffix}</Button>",
    );
    await expect(live(page).locator('[data-store-button]')).toHaveText('Declared first!');
    await expect(preview(page).locator('pre')).toHaveCount(0);
    await pasteCode(page, 'const label = \'Broken\';\n\nconst other = ;\n<Button type="button">{label}</Button>');
    await expect(preview(page).locator('pre')).toContainText(/line 3\b/i);
  });
});

test.describe('typing in a preview before the frame takes over', () => {
  test('characters typed into the static text input reach the live one', async ({page}) => {
    await page.goto('/reference/ui/atoms/Input');
    const first = page.locator('[class*="playgroundPreview"]:visible').first();
    await first.locator('[data-live-preview="static"] input').first().focus();
    await page.keyboard.type('45');
    const frame = first.locator('iframe[data-live-frame]').contentFrame();
    await expect(frame.locator('input').first()).toHaveValue('12345');
  });
});

test.describe('imports in a live example', () => {
  test('an import of what the example has in scope is accepted; another one says what is in scope', async ({page}) => {
    await page.goto('/reference/ui/atoms/Button');
    await page.getByRole('button', {name: 'Edit this example'}).first().click();
    await expect(live(page).locator('[data-store-button]')).toBeAttached();
    await pasteCode(
      page,
      "import {Button} from '@faststore/ui';\nimport React from 'react';\n\n<Button type=\"button\">Imported</Button>",
    );
    await expect(live(page).locator('[data-store-button]')).toHaveText('Imported');
    await pasteCode(page, 'import {motion} from \'framer-motion\';\n<Button type="button">Other</Button>');
    await expect(preview(page).locator('pre')).toContainText(/cannot import 'framer-motion'.*@faststore\/ui and React/);
    // The message is in a live region, so a screen reader announces it.
    await expect(preview(page).locator('[aria-live="polite"] pre')).toHaveCount(1);
    await pasteCode(page, 'import {Button as Btn} from \'@faststore/ui\';\n<Btn type="button">Renamed</Btn>');
    await expect(live(page).locator('[data-store-button]')).toHaveText('Renamed');
  });
});

test.describe('an example with a clock', () => {
  test('a timer that renders every 50 ms runs on, not stopped as a runaway', async ({page}) => {
    test.setTimeout(60_000);
    await page.goto('/reference/ui/atoms/Button');
    await page.getByRole('button', {name: 'Edit this example'}).first().click();
    await expect(live(page).locator('[data-store-button]')).toBeAttached();
    await pasteCode(
      page,
      'function Clock() {\n  const [n, setN] = React.useState(0);\n  React.useEffect(() => {\n    const t = setInterval(() => setN((x) => x + 1), 50);\n    return () => clearInterval(t);\n  }, []);\n  return <Button type="button">Tick {n}</Button>;\n}',
    );
    // 100 renders take 5 s: more than the 50 a runaway is allowed in a row, on a clock of its own.
    await expect
      .poll(
        async () => Number((await live(page).locator('[data-store-button]').textContent())?.replace(/\D/g, '') || 0),
        {
          timeout: 30_000,
        },
      )
      .toBeGreaterThan(100);
    await expect(preview(page).locator('pre')).toHaveCount(0);
  });
});

test.describe('a reader whose store profile says @faststore/ui 1.9.4', () => {
  test.use({expectedConsoleErrors: /Maximum update depth exceeded/});
  test.beforeEach(async ({context}) => {
    await context.addInitScript(() => {
      try {
        localStorage.setItem('faststore-docs:store', JSON.stringify({starter: null, releases: {ui: '1.9.4'}}));
      } catch {
        // The sandboxed live-example frame has no storage.
      }
    });
  });

  test('a running example follows the release they pick, keeping their edited code', async ({page}) => {
    await page.goto('/reference/ui/atoms/Slider');
    await page.getByRole('button', {name: 'Edit this example'}).locator('visible=true').first().click();
    const first = page.locator('[class*="playgroundPreview"]:visible').first();
    const frame = first.locator('iframe[data-live-frame]');
    await expect(frame).toHaveAttribute('src', /\/live-frame\/ui-1\.9\.4\/index\.html$/);
    await pasteCode(page, '<div><Slider min={0} max={100} onChange={() => {}} /><p>Edited by the reader</p></div>');
    await expect(frame.contentFrame().locator('p')).toHaveText('Edited by the reader');
    await page.getByLabel('Showing @faststore/ui').selectOption('1.9.10');
    await expect(frame).toHaveAttribute('src', /\/live-frame\/ui-1\.9\.10\/index\.html$/);
    await expect(frame.contentFrame().locator('html')).toHaveAttribute('data-ui-release', '1.9.10');
    await expect(frame.contentFrame().locator('p')).toHaveText('Edited by the reader');
    await page.getByLabel('Showing @faststore/ui').selectOption('1.9.4');
    await expect(frame.contentFrame().locator('html')).toHaveAttribute('data-ui-release', '1.9.4');
    await expect(frame.contentFrame().locator('p')).toHaveText('Edited by the reader');
  });

  test('picking a release after, or while, the example runs without end runs it on that release', async ({page}) => {
    test.setTimeout(90_000);
    await page.goto('/reference/ui/atoms/Slider');
    await page.getByRole('button', {name: 'Edit this example'}).locator('visible=true').first().click();
    const first = page.locator('[class*="playgroundPreview"]:visible').first();
    const frame = first.locator('iframe[data-live-frame]');
    await expect(frame.contentFrame().locator('[data-slider-thumb="left"]')).toBeAttached();
    // Code that never finishes on 1.9.4 only, so that what ran on each release is seen.
    await pasteCode(
      page,
      "<p>{(() => { const release = document.documentElement.dataset.uiRelease; while (release === '1.9.4') {} return 'Ran on ' + release; })()}</p>",
    );
    await expect(first.locator('pre')).toContainText('did not finish', {timeout: 20_000});
    const picker = page.getByLabel('Showing @faststore/ui');
    await picker.selectOption('1.9.10');
    await expect(frame.contentFrame().locator('p')).toHaveText('Ran on 1.9.10');
    await expect(first.locator('pre')).toHaveCount(0);
    // Back on 1.9.4 the code runs again, and is reported again; the reader's code stays.
    await picker.selectOption('1.9.4');
    await expect(first.locator('pre')).toContainText('did not finish', {timeout: 20_000});
    await expect(editor(page)).toContainText("while (release === '1.9.4')");
    // Picked while the frame is stuck, before the page has given up on it.
    await picker.selectOption('1.9.10');
    await expect(frame.contentFrame().locator('p')).toHaveText('Ran on 1.9.10');
    await picker.selectOption('1.9.4');
    await expect(frame).toHaveAttribute('src', /\/live-frame\/ui-1\.9\.4\/index\.html$/);
    await picker.selectOption('1.9.10');
    await expect(frame.contentFrame().locator('p')).toHaveText('Ran on 1.9.10', {timeout: 20_000});
    await expect(first.locator('pre')).toHaveCount(0);
  });

  test('an example that keeps re-rendering is stopped and reported, and the fixed code then runs', async ({page}) => {
    await page.goto('/reference/ui/atoms/Slider');
    await page.getByRole('button', {name: 'Edit this example'}).locator('visible=true').first().click();
    const first = page.locator('[class*="playgroundPreview"]:visible').first();
    const frame = first.locator('iframe[data-live-frame]').contentFrame();
    await expect(frame.locator('[data-slider-thumb="left"]')).toBeAttached();
    // Up to 1.9.10 the Slider calls onChange after a render that gave it a new function: an inline
    // arrow function that sets state renders again without end.
    await pasteCode(
      page,
      'function Loop() {\n  const [range, setRange] = React.useState({min: 0, max: 100});\n  return <div><Slider min={0} max={100} onChange={(r) => setRange(r)} /><p>From {range.min} to {range.max}</p></div>;\n}',
    );
    await expect(first.locator('pre')).toContainText('keeps re-rendering');
    await expect(frame.locator('[data-slider-thumb="left"]')).toHaveCount(0);
    await pasteCode(page, '<Slider min={0} max={100} onChange={() => {}} />');
    await expect(frame.locator('[data-slider-thumb="left"]')).toBeAttached();
    await expect(first.locator('pre')).toHaveCount(0);
  });
});
