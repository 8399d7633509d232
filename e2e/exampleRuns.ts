/**
 * Runs the UI reference's examples with one release of `@faststore/ui` in a browser page, as the
 * live-example frame runs them, and judges what a reader would meet: an example that does not
 * render, one that keeps rendering (a page that re-renders without end freezes the reader's tab and
 * the store they copy it into), on mount or after the reader first uses it, and any React warning or
 * error in the console. Type checks cannot see any of these: the looping PriceRange example of ui
 * 1.9.10 compiled on every release.
 */
import type {Page} from '@playwright/test';
import type {UiExample} from '../tests/uiExamples';
import {TARGET, type ExampleRunner, type Mounted, type Settled} from '@faststore-docs/shared/exampleRun/shared';
import {EMPTY_PAGE} from '@faststore-docs/shared/exampleRun/releasePage';

/**
 * An example commits once on mount and a few times after an interaction (the value, then what an
 * effect derives from it); past this many commits it is re-rendering without end, as React's own
 * limit for nested updates says.
 */
export const COMMIT_BOUND = 50;

/** Opens an empty page running `script` (`releaseScript` of `@faststore-docs/shared/exampleRun/releasePage`). */
export async function loadRelease(page: Page, script: string): Promise<void> {
  await page.setContent(EMPTY_PAGE);
  await page.addScriptTag({content: script});
}

/** The page's runner (`@faststore-docs/shared/exampleRun/inPage`), in functions that Playwright runs in the page. */
interface InPage {
  exampleRunner: ExampleRunner;
}

interface ExampleRun {
  example: UiExample;
  release: string;
  /** What the example rendered, when it rendered. */
  html?: string;
  /** Commits from mount until it settled (or gave up). */
  mount: Settled;
  /** Commits from the first interaction until it settled; none when the example has nothing to use. */
  interaction?: Settled & {how: 'ArrowRight' | 'click'};
  /** What a reader would meet: no render, renders without end, React warnings and errors. */
  problems: string[];
}

/**
 * Renders `example` in a page prepared by `loadRelease` with `release`, lets it settle, uses its
 * first interactive element once (ArrowRight on a slider thumb, else a click) and lets it settle again.
 */
export async function runExample(page: Page, example: UiExample, release: string): Promise<ExampleRun> {
  const problems: string[] = [];
  const mounted: Mounted = await page.evaluate(
    (code) => (window as unknown as InPage).exampleRunner.mount(code),
    example.code,
  );
  const run: ExampleRun = {example, release, html: mounted.html, mount: {commits: 0, settled: true}, problems};
  if (mounted.error !== undefined) problems.push(`does not render: ${mounted.error}`);
  else {
    run.mount = await page.evaluate(
      (bound) => (window as unknown as InPage).exampleRunner.settle(0, bound),
      COMMIT_BOUND,
    );
    if (!run.mount.settled) problems.push(`keeps rendering after mount (${run.mount.commits} commits)`);
    else if (mounted.target) {
      const target = page.locator(`[${TARGET}]`);
      const since = await page.evaluate(() => (window as unknown as InPage).exampleRunner.commits());
      const how = mounted.target === 'key' ? 'ArrowRight' : 'click';
      if (how === 'ArrowRight') {
        await target.focus();
        await page.keyboard.press('ArrowRight');
      } else await target.click({timeout: 5000});
      const settled = await page.evaluate(
        ([from, bound]) => (window as unknown as InPage).exampleRunner.settle(from, bound),
        [since, COMMIT_BOUND] as const,
      );
      run.interaction = {...settled, how};
      if (!settled.settled) problems.push(`keeps rendering after ${how} (${settled.commits} commits)`);
    }
  }
  await page.evaluate(() => (window as unknown as InPage).exampleRunner.unmount());
  problems.push(...(await page.evaluate(() => (window as unknown as InPage).exampleRunner.logged())));
  return run;
}

/** The failure a run is, naming the page, the example and the release; none when it behaved. */
export function failureOf(run: ExampleRun): string | undefined {
  if (run.problems.length === 0) return undefined;
  const {page, where} = run.example;
  return `${page}: example ${where} on @faststore/ui ${run.release}: ${run.problems.join('; ')}`;
}

/** What a reader sees of a slider thumb, and the callbacks the example recorded in `window.calls`. */
export interface KeyFacts {
  /** `aria-valuenow` of the thumb after each press. */
  valueNow: (string | null)[];
  /** The callbacks the component called during the presses, with their argument. */
  calls: [string, unknown][];
}

/**
 * Mounts `code` (which records its callbacks with `calls.push([name, value])`), lets it settle,
 * presses `key` `presses` times on the element `thumb` finds, and reports what each press did.
 */
export async function pressKeys(
  page: Page,
  code: string,
  {thumb, key, presses}: {thumb: string; key: string; presses: number},
): Promise<KeyFacts> {
  await page.evaluate((c) => {
    (window as unknown as {calls: unknown[]}).calls = [];
    return (window as unknown as InPage).exampleRunner.mount(c);
  }, code);
  await page.evaluate((bound) => (window as unknown as InPage).exampleRunner.settle(0, bound), COMMIT_BOUND);
  await page.evaluate(() => ((window as unknown as {calls: unknown[]}).calls = []));
  const target = page.locator(thumb).first();
  await target.focus();
  const valueNow: (string | null)[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press(key);
    await page.evaluate(() => (window as unknown as InPage).exampleRunner.settle(0, Number.MAX_SAFE_INTEGER));
    valueNow.push(await target.getAttribute('aria-valuenow'));
  }
  const calls = await page.evaluate(() => (window as unknown as {calls: [string, unknown][]}).calls);
  await page.evaluate(() => (window as unknown as InPage).exampleRunner.unmount());
  const logged = await page.evaluate(() => (window as unknown as InPage).exampleRunner.logged());
  if (logged.length > 0) throw new Error(`the keyboard check's example made React warn: ${logged.join('; ')}`);
  return {valueNow, calls};
}
