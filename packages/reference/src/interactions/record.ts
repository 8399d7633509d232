/**
 * Records what each interactive component does when a shopper uses it, on every covered release of
 * `@faststore/ui`: the scripts of ./scripts.ts run in Chromium, in a page that holds the release as the
 * live-example frame does (`@faststore-docs/shared/exampleRun/releasePage`, the page the browser tests
 * run the examples in), and every step's reading becomes a fact. Run by `npm run reference:data` and
 * `reference:check`: the releases are frozen, so the facts are too, and a reading that came out
 * different twice would be a script that depends on timing.
 */
import fs from 'node:fs';
import {chromium, type Page} from '@playwright/test';
import {EMPTY_PAGE, releaseScript} from '@faststore-docs/shared/exampleRun/releasePage';
import type {ExampleRunner} from '@faststore-docs/shared/exampleRun/shared';
import type {
  InteractionFacts,
  ReleaseFacts,
  ScenarioFacts,
  StepFacts,
} from '@faststore-docs/shared/reference/interactions';
import {installRecorder, readInPage, settleInPage} from './inPage';
import {interactionScripts, type Action, type InteractionScript, type Scenario} from './scripts';

/** The Chromium the browser tests use (CHROMIUM_PATH, else Debian's), else Playwright's own. */
function executablePath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

const STEP_TIMEOUT = 3000;

async function act(page: Page, action: Action): Promise<void> {
  if ('press' in action) {
    if (action.on) await page.locator(action.on.css).first().focus({timeout: STEP_TIMEOUT});
    await page.keyboard.press(action.press);
  } else if ('click' in action) {
    await page
      .locator(action.click.css)
      .first()
      .click({timeout: STEP_TIMEOUT, position: action.at, force: !!action.at});
  } else if ('type' in action) {
    const field = page.locator(action.on.css).first();
    await field.click({timeout: STEP_TIMEOUT});
    await page.keyboard.type(action.type);
  } else {
    const input = page.locator(action.drag.css).first();
    const box = await input.boundingBox({timeout: STEP_TIMEOUT});
    if (!box) throw new Error(`${action.drag.label} is not shown`);
    // The thumb sits at the input's value; a native range input has about 8 px of margin at each end.
    const ratio = await input.evaluate((el: HTMLInputElement) => {
      const [min, max, value] = [el.min, el.max, el.value].map(Number);
      return max > min ? (value - min) / (max - min) : 0;
    });
    const x = (r: number) => box.x + 8 + (box.width - 16) * r;
    const y = box.y + box.height / 2;
    await page.mouse.move(x(ratio), y);
    await page.mouse.down();
    await page.mouse.move(x(action.to), y, {steps: 4});
    await page.mouse.up();
  }
}

const settle = (page: Page) => page.evaluate(settleInPage);

async function runScenario(page: Page, scenario: Scenario): Promise<ScenarioFacts> {
  await page.evaluate(installRecorder);
  const mounted = await page.evaluate(
    (code) => (window as unknown as {exampleRunner: ExampleRunner}).exampleRunner.mount(code),
    scenario.code,
  );
  const steps: StepFacts[] = [];
  const read = async (step: string, does: string, error?: string): Promise<StepFacts> => ({
    step,
    does,
    ...(await page.evaluate(readInPage, scenario.watch)),
    ...(error === undefined ? {} : {error}),
  });
  if (mounted.error !== undefined) {
    steps.push({step: 'mount', does: 'render it', state: {}, focus: null, calls: [], error: mounted.error});
    return {scenario: scenario.id, setup: scenario.setup, steps};
  }
  await settle(page);
  steps.push(await read('mount', 'render it'));
  for (const step of scenario.steps) {
    try {
      await act(page, step.action);
    } catch (error) {
      // A release where the step cannot be made (its element is missing) says so, and the steps after it are not made.
      const what = error instanceof Error ? error.message.split('\n')[0] : String(error);
      steps.push(await read(step.id, step.does, what.replace(/\d+ms/g, `${STEP_TIMEOUT}ms`)));
      break;
    }
    await settle(page);
    steps.push(await read(step.id, step.does));
  }
  await page.evaluate(() => (window as unknown as {exampleRunner: ExampleRunner}).exampleRunner.unmount());
  return {scenario: scenario.id, setup: scenario.setup, steps};
}

/** Every script on one release: its facts, or why the script could not run there. */
async function recordRelease(
  page: Page,
  script: string,
  exported: ReadonlySet<string>,
  version: string,
  scripts: readonly InteractionScript[],
): Promise<Map<string, ReleaseFacts>> {
  await page.setContent(EMPTY_PAGE);
  await page.addScriptTag({content: script});
  const out = new Map<string, ReleaseFacts>();
  for (const s of scripts) {
    if (!exported.has(s.component)) {
      out.set(s.component, {unavailable: `@faststore/ui ${version} does not export ${s.component}`});
      continue;
    }
    const scenarios: ScenarioFacts[] = [];
    for (const scenario of s.scenarios(version)) scenarios.push(await runScenario(page, scenario));
    out.set(s.component, {scenarios});
  }
  return out;
}

export interface InstalledUiRelease {
  version: string;
  dir: string;
  /** The components the release exports. */
  exported: ReadonlySet<string>;
}

/** The facts of every script, by component, over `releases` (oldest first). */
export async function recordInteractions(
  releases: readonly InstalledUiRelease[],
  scripts: readonly InteractionScript[] = interactionScripts,
): Promise<InteractionFacts[]> {
  const browser = await chromium.launch({executablePath: executablePath(), args: ['--no-sandbox', '--disable-gpu']});
  try {
    const context = await browser.newContext({viewport: {width: 800, height: 600}, reducedMotion: 'no-preference'});
    const bundles = await Promise.all(releases.map((r) => releaseScript(r.dir)));
    // One release after the other, each in a new page (a release's script leaves its globals and
    // listeners behind): Chromium slows the animation frames of a page in the background to a crawl,
    // and the readings wait on those frames.
    const byRelease: Map<string, ReleaseFacts>[] = [];
    for (const [i, r] of releases.entries()) {
      const page = await context.newPage();
      byRelease.push(await recordRelease(page, bundles[i], r.exported, r.version, scripts));
      await page.close();
    }
    return scripts.map((s) => ({
      component: s.component,
      releases: Object.fromEntries(releases.map((r, i) => [r.version, byRelease[i].get(s.component)!])),
    }));
  } finally {
    await browser.close();
  }
}
