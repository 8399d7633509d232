/**
 * The local search of the default build (Pagefind, `src/plugins/search`): nothing of it loads with a
 * page, the dialog and its shortcuts, results grouped by page and section with highlighted words, the
 * /search page with ?q= and area filters, the bytes a query downloads, and the relevance of the built
 * index for what FastStore developers type.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {Page, Request} from '@playwright/test';
import {test, expect, analyticsEvents, colorModeKey} from './fixtures';
import {blockingViolations} from './axe';
import {ALL_ROUTES} from './routes';
import {OFF_TOPIC, PART_NAMES, PARTS, QUESTIONS} from '@faststore-docs/shared/search/questions';
import {readBundle} from 'faststore-docs-mcp/src/bundle';
import {DocsSearch} from 'faststore-docs-mcp/src/search';
import {answerRank, evaluate, FLOORS} from '@faststore-docs/shared/search/evaluate';
import {BUILD_DIR} from '../playwright.config';

const searchButton = (page: Page) => page.locator('nav.navbar').getByRole('button', {name: 'Search'});
const dialog = (page: Page) => page.getByRole('dialog', {name: 'Search the documentation'});
const dialogInput = (page: Page) => dialog(page).getByRole('combobox', {name: 'Search the documentation'});
const options = (page: Page) => dialog(page).getByRole('option');
const isSearchRequest = (request: Request) => request.url().includes('/pagefind/');
/** The /search page's box, its list of results and the addresses of the pages listed. */
const searchBox = (page: Page) => page.getByRole('search').getByRole('searchbox', {name: 'Search the documentation'});
const results = (page: Page) => page.locator('main ol[data-results-for]');
const resultLinks = (page: Page) => results(page).locator('article h2 a');
const resultHrefs = (page: Page) => resultLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));

async function typeInDialog(page: Page, query: string) {
  await dialogInput(page).fill(query);
  await expect(dialog(page).locator(`[role="listbox"][data-results-for="${query}"]`)).toBeAttached();
}

/** The dialog's results for `query`, once the text of the pages in view has arrived (the list is busy until then). */
const settledResults = (page: Page, query: string) =>
  dialog(page).locator(`[role="listbox"][data-results-for="${query}"]:not([aria-busy="true"])`);

/**
 * What each step of a test downloads, gzip-sized: a request counts for the step during which it was
 * made, however late its body is read.
 */
function downloadsBySteps(page: Page) {
  const state = {step: 'page load'};
  const downloads: {step: string; url: string; bytes: Promise<number>}[] = [];
  page.on('request', (request) => {
    const made = state.step;
    downloads.push({
      step: made,
      url: request.url(),
      bytes: request
        .response()
        .then((response) => response?.body() ?? Buffer.alloc(0))
        .then((body) => Math.min(body.length, zlib.gzipSync(body).length))
        .catch(() => 0),
    });
  });
  return {
    start(step: string) {
      state.step = step;
    },
    async downloadedIn(step: string) {
      const mine = downloads.filter((d) => d.step === step);
      const sizes = await Promise.all(mine.map((d) => d.bytes));
      return {total: sizes.reduce((a, b) => a + b, 0), urls: mine.map((d, i) => `${sizes[i]} ${d.url}`).join('\n')};
    },
  };
}

test('a page loads nothing of the search; opening it loads the dialog and the index', async ({page}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (isSearchRequest(request)) requests.push(request.url());
  });
  await page.goto('/docs');
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
  await searchButton(page).click();
  await typeInDialog(page, 'useCart');
  expect(requests.some((url) => url.endsWith('pagefind.js'))).toBe(true);
  expect(requests.some((url) => url.endsWith('.pf_index'))).toBe(true);
});

test('Ctrl+K, Cmd+K and / open the search dialog; Escape closes it and returns focus', async ({page}) => {
  await page.goto('/docs');
  for (const shortcut of ['Control+k', 'Meta+k', '/']) {
    await page.locator('main').click({position: {x: 5, y: 5}});
    await page.keyboard.press(shortcut);
    await expect(dialogInput(page), shortcut).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page), `Escape after ${shortcut}`).toBeHidden();
  }
  await searchButton(page).click();
  await typeInDialog(page, 'cart');
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();
});

test("the dialog's link to all results counts the shown query's results only", async ({page}) => {
  await page.goto('/docs');
  await searchButton(page).click();
  await typeInDialog(page, 'cart');
  const allResults = dialog(page).locator('footer a');
  await expect(allResults).toHaveText(/^See all \d+ results$/);
  // One letter searches nothing: the link opens the results page for it, with no count left from "cart".
  await dialogInput(page).fill('c');
  await expect(allResults).toHaveText('Open the results page');
  await expect(allResults).toHaveAttribute('href', /\/search\?q=c$/);
});

test('keys typed while the dialog is still loading become its query', async ({page}) => {
  await page.goto('/docs');
  // No pointer on the button, so nothing was preloaded: the dialog's code downloads after the shortcut.
  await page.keyboard.press('Control+k');
  await page.keyboard.type('useCart');
  await expect(dialogInput(page)).toHaveValue('useCart');
  await expect(dialog(page).locator('[role="listbox"][data-results-for="useCart"]')).toBeAttached();
});

test('the slash key is typed, not captured, inside an input', async ({page}) => {
  await page.goto('/docs');
  await searchButton(page).click();
  await expect(dialogInput(page)).toBeFocused();
  await page.keyboard.type('cart/');
  await expect(dialogInput(page)).toHaveValue('cart/');
  await page.keyboard.press('Escape');
  // In another field (the survey's comment box) the slash is typed too.
  await page.getByRole('button', {name: 'Feedback'}).click();
  const survey = page.getByRole('dialog');
  await survey.getByRole('radio', {name: '5 – very satisfied'}).check();
  await survey.getByRole('button', {name: 'Submit'}).click();
  const comment = survey.getByLabel('What should we improve? (optional)');
  await comment.click();
  await page.keyboard.type('a/b');
  await expect(comment).toHaveValue('a/b');
});

test('results are grouped by page with their sections, words are highlighted, keys move and Enter opens', async ({
  page,
}) => {
  await page.goto('/docs');
  await page.keyboard.press('Control+k');
  await typeInDialog(page, 'useCart');
  const firstGroup = dialog(page).getByRole('group').first();
  await expect(firstGroup).toHaveAccessibleName('useCart');
  await expect(firstGroup.locator('mark').first()).toBeVisible();
  const first = options(page).first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(dialogInput(page)).toHaveAttribute(
    'aria-activedescendant',
    (await options(page).nth(1).getAttribute('id'))!,
  );
  await page.keyboard.press('ArrowUp');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reference\/sdk\/cart\/useCart$/);
  await expect(dialog(page)).toBeHidden();
});

test('a section hit opens its page at that section', async ({page}) => {
  await page.goto('/docs');
  await searchButton(page).click();
  await typeInDialog(page, 'shadowing');
  const section = dialog(page).locator('a[role="option"][href*="#"]').first();
  await expect(section).toBeVisible();
  await section.click();
  await expect(page).toHaveURL(/#[\w-]+$/);
  const hash = new URL(page.url()).hash;
  await expect(page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`)).toBeInViewport();
});

test('/search reads and writes ?q= and the area filters', async ({page}) => {
  await page.goto('/search?q=useCart');
  const list = results(page);
  await expect(list).toHaveAttribute('data-results-for', 'useCart');
  await expect(resultLinks(page).first()).toHaveAttribute('href', '/reference/sdk/cart/useCart');
  await expect(list.locator('article mark').first()).toBeVisible();
  const input = searchBox(page);
  await expect(input).toHaveValue('useCart');
  await input.fill('checkout');
  await expect(page).toHaveURL(/[?&]q=checkout(&|$)/);
  await expect(list).toHaveAttribute('data-results-for', 'checkout');
  // Each area shows how many pages match in it.
  await expect(page.getByRole('checkbox', {name: /^Release notes \([1-9]\d*\)$/})).toBeVisible();
  // Narrowed to the release notes: every result is a release note, and the address says so.
  await page.getByRole('checkbox', {name: /^Release notes/}).check();
  await expect(page).toHaveURL(/[?&]area=Release\+notes/);
  await expect(list).toHaveAttribute('data-results-for', 'checkout|Release notes');
  const hrefs = await resultHrefs(page);
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => !href?.startsWith('/releases/'))).toEqual([]);
  // The address alone restores the filter.
  await page.goto('/search?q=checkout&area=Tutorials');
  await expect(page.getByRole('checkbox', {name: /^Tutorials/})).toBeChecked();
  await expect(list).toHaveAttribute('data-results-for', 'checkout|Tutorials');
  expect((await resultHrefs(page)).filter((href) => !href?.startsWith('/tutorials'))).toEqual([]);
});

test.describe('on a phone', () => {
  // The page's static text is short enough there for the footer to be in view before the results.
  test.use({viewport: {width: 412, height: 823}, isMobile: true});

  test('nothing on screen moves when the results and area counts of /search?q= arrive', async ({page}) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as {layoutShifts: number[]}).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as {value: number}).value);
      }).observe({type: 'layout-shift', buffered: true});
    });
    await page.goto('/search?q=cart');
    await expect(results(page)).toHaveAttribute('data-results-for', 'cart');
    await expect(page.getByRole('checkbox', {name: /^Docs \(\d+\)$/})).toBeVisible();
    const shifts = await page.evaluate(() => (window as unknown as {layoutShifts: number[]}).layoutShifts);
    expect(shifts).toEqual([]);
  });
});

test('a first query downloads at most 150 KB (gzip) and a further one at most 40 KB', async ({page}) => {
  const steps = downloadsBySteps(page);
  await page.goto('/docs');
  await page.waitForLoadState('networkidle');
  steps.start('useCart');
  await page.keyboard.press('Control+k');
  await dialogInput(page).pressSequentially('useCart', {delay: 100});
  await expect(settledResults(page, 'useCart')).toBeAttached();
  const first = await steps.downloadedIn('useCart');
  expect(first.total, `first query:\n${first.urls}`).toBeLessThanOrEqual(150 * 1024);
  // A further query is entered at once: typed a key at a time, what it downloads would depend on
  // how long each pause between keys lasts on a busy machine (a pause over the dialog's typing pause
  // fetches the page text of a prefix's results too).
  for (const query of ['checkout', 'ProductCard']) {
    steps.start(query);
    await dialogInput(page).fill(query);
    await expect(settledResults(page, query)).toBeAttached();
    const further = await steps.downloadedIn(query);
    expect(further.total, `${query}:\n${further.urls}`).toBeLessThanOrEqual(40 * 1024);
  }
});

test('a first query stays within 150 KB (gzip) when the reader stops mid-word long enough to see its results', async ({
  page,
}) => {
  const steps = downloadsBySteps(page);
  await page.goto('/docs');
  await page.waitForLoadState('networkidle');
  steps.start('use…Cart');
  await page.keyboard.press('Control+k');
  await dialogInput(page).pressSequentially('use', {delay: 100});
  // The reader waits on the results of the word's start, and their texts, before finishing it.
  await expect(settledResults(page, 'use')).toBeAttached();
  await dialogInput(page).pressSequentially('Cart', {delay: 100});
  await expect(settledResults(page, 'useCart')).toBeAttached();
  const first = await steps.downloadedIn('use…Cart');
  expect(first.total, `first query:\n${first.urls}`).toBeLessThanOrEqual(150 * 1024);
});

test("the dialog shows titles at once and downloads a page's text when its place in the list is in view", async ({
  page,
}) => {
  const fragments: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.pf_fragment')) fragments.push(request.url());
  });
  await page.goto('/docs');
  await page.keyboard.press('Control+k');
  await dialogInput(page).fill('useCart');
  await expect(settledResults(page, 'useCart')).toBeAttached();
  const list = dialog(page).getByRole('listbox');
  const groups = list.getByRole('group');
  /** Whether each listed page shows an excerpt, and whether its place is within the list's visible part. */
  const seen = () =>
    list.evaluate((element) => {
      const view = element.getBoundingClientRect();
      return [...element.querySelectorAll(':scope > ul')].map((group) => {
        const box = group.getBoundingClientRect();
        const excerpt = group.querySelector('[role="option"] span:nth-of-type(3)')?.textContent ?? '';
        return {inView: box.top < view.bottom && box.bottom > view.top, texted: excerpt.trim() !== ''};
      });
    });
  const before = await seen();
  // Every page in view has its text; below the fold, pages wait with their titles and links alone.
  // (One the dialog took to be in view may have been pushed below by longer texts over it.)
  expect(before.filter((g) => g.inView && !g.texted)).toEqual([]);
  expect(before.filter((g) => !g.inView && !g.texted)).not.toEqual([]);
  expect(fragments.length).toBeLessThan(await groups.count());
  // Scrolled to the end of the list, the remaining pages download their text.
  await list.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect.poll(async () => (await seen()).filter((g) => g.inView && !g.texted)).toEqual([]);
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
});

test.describe("with the pages' texts failing to download", () => {
  // The failed downloads are the case under test.
  test.use({expectedConsoleErrors: /status of 503 \(Service Unavailable\)|pf_fragment/});

  test('the dialog still lists titles and links, and Enter opens the first', async ({page}) => {
    await page.route('**/*.pf_fragment', (route) => route.fulfill({status: 503, body: ''}));
    await page.goto('/docs');
    await page.keyboard.press('Control+k');
    await dialogInput(page).fill('useCart');
    await expect(settledResults(page, 'useCart')).toBeAttached();
    await expect(dialog(page)).not.toContainText('could not be loaded');
    await expect(dialog(page).getByRole('group').first()).toHaveAccessibleName('useCart');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/reference\/sdk\/cart\/useCart$/);
  });
});

test('the index covers every page a reader can reach but lists, the home page and the search page', () => {
  // Written by the search plugin from what it gave Pagefind, in the default build these tests serve.
  const indexed = new Set(
    JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', BUILD_DIR, '.search-pages.json'), 'utf8')) as string[],
  );
  // Lists of posts repeat the posts' own text and the home page is a set of links to indexed pages.
  const lists = /^\/($|search$|releases($|\/archive$|\/page\/|\/tags))/;
  // Writers' templates and section previews are left out on purpose (noindex.spec.ts).
  const forWriters = /^\/(templates|sections)\//;
  expect(ALL_ROUTES.filter((route) => !lists.test(route) && !forWriters.test(route) && !indexed.has(route))).toEqual(
    [],
  );
  expect([...indexed].filter((route) => forWriters.test(route))).toEqual([]);
});

/** How many /search tabs share a long list of queries: the questions are many, and each waits on its results. */
const SEARCH_TABS = 2;

/**
 * Types each query into /search and reads the routes listed, in order, and the notice over them; the
 * queries are shared among tabs of the page's browser context, each a reader's own visit.
 */
async function askSearchPage(page: Page, queries: readonly string[]) {
  const answers = new Map<string, {results: string[]; notice: string | null}>();
  const tabs = [page, ...(await Promise.all(Array.from({length: SEARCH_TABS - 1}, () => page.context().newPage())))];
  let next = 0;
  await Promise.all(
    tabs.map(async (tab) => {
      await tab.goto('/search');
      while (next < queries.length) {
        const query = queries[next++];
        // A query typed while the page is still hydrating is typed again.
        await expect(async () => {
          await searchBox(tab).fill(query);
          await expect(results(tab)).toHaveAttribute('data-results-for', query.trim(), {timeout: 5_000});
        }).toPass({timeout: 30_000});
        const listed = (await resultHrefs(tab)).slice(0, 10).map((href) => href ?? '');
        const notice = await tab.locator('main [data-search-notice]').getAttribute('data-search-notice');
        answers.set(query, {results: listed, notice});
      }
    }),
  );
  await Promise.all(tabs.slice(1).map((tab) => tab.close()));
  return answers;
}

test("relevance: the labelled questions in readers' words are answered near the top", async ({page}) => {
  test.setTimeout(480_000);
  const answers = await askSearchPage(page, [...QUESTIONS.map((q) => q.query), ...OFF_TOPIC]);
  // The held-out part decides whether a ranking change is kept; the tuning part is the one a writer looks at.
  for (const part of ['tuning', 'heldOut'] as const) {
    const metrics = evaluate(
      PARTS[part].questions.map((question) => ({
        question,
        results: answers.get(question.query)!.results,
        weak: answers.get(question.query)!.notice === 'weak',
      })),
    );
    const report = metrics.misses.map((m) => `${m.query}: expected ${m.expected}, got ${m.got.join(', ')}`).join('\n');
    expect(metrics.hitsAt3, `${part}: hits@3 below the floor; misses:\n${report}`).toBeGreaterThanOrEqual(
      FLOORS.hitsAt3,
    );
    expect(metrics.mrr, `${part}: MRR below the floor; misses:\n${report}`).toBeGreaterThanOrEqual(FLOORS.mrr);
    // "No page matches well" above a right first result sends a reader away from their answer.
    expect(metrics.falseNotice, `${part}: notice above a right first result`).toBeLessThan(FLOORS.falseNotice);
    // A question no page answers is said to be a poor match, not listed with confidence.
    const unflagged = PARTS[part].offTopic.filter((q) => answers.get(q)!.notice !== 'weak');
    expect(
      1 - unflagged.length / PARTS[part].offTopic.length,
      `${part}: off-topic questions listed with confidence:\n${unflagged.join('\n')}`,
    ).toBeGreaterThanOrEqual(FLOORS.offTopicFlagged);
  }
  // A name typed on its own is a lookup: its page comes first.
  const names = QUESTIONS.filter((q) => q.kind === 'symbol' && !/\s/.test(q.query));
  expect(names.filter((q) => answerRank(q, answers.get(q.query)!.results) !== 1).map((q) => q.query)).toEqual([]);
});

test('the site and the coding-agent server list the same first pages for the same question', async ({page}) => {
  test.setTimeout(600_000);
  const queries = PART_NAMES.flatMap((part) => PARTS[part].questions.map((q) => q.query));
  // A space after the last word says the question is finished, as an agent's always is: the site then
  // does not also search that word as the start of longer ones.
  const site = await askSearchPage(
    page,
    queries.map((q) => `${q} `),
  );
  // The agent package's data and search index, copied from the same build these tests serve.
  const bundle = readBundle(path.resolve(__dirname, '..', 'mcp', 'data'));
  const agent = new DocsSearch(bundle.searchDir, bundle.docs.pages, '');
  // The site also lists pages made for a browser (tags, the store profile), which the package does not carry.
  const carried = new Set(bundle.docs.pages.map((p) => p.path));
  const firstThree = (routes: readonly string[]) =>
    routes
      .map((href) => href.replace(/[#?].*$/, ''))
      .filter((route) => carried.has(route))
      .slice(0, 3)
      .join(' ');
  const differ: string[] = [];
  for (const query of queries) {
    const answer = await agent.search({query, limit: 3});
    const fromAgent = firstThree(answer.results.map((r) => r.path));
    const fromSite = firstThree(site.get(`${query} `)!.results);
    if (fromAgent !== fromSite) differ.push(`${query}: site ${fromSite}; agent ${fromAgent}`);
  }
  expect(differ).toEqual([]);
});

test('what readers type finds its page: fillers, real words, history and reader words', async ({page}) => {
  const expected: [string, string[]][] = [
    // Words that only say how the question is asked need not match.
    ['write a custom resolver', ['/how-to-guides/faststore-api/creating-resolvers']],
    ['filter by price range', ['/reference/ui/molecules/PriceRange']],
    ['change the theme colors', ['/how-to-guides/styling/styling-components', '/tutorials/gatsby/4']],
    // Release notes do not outrank the pages that answer how.
    [
      'sales channel',
      ['/reference/api/mutations/session', '/how-to-guides/platform-integration/vtex/setting-up-an-account'],
    ],
    [
      'environment variables',
      ['/how-to-guides/webops/security/setting-up-secrets', '/how-to-guides/webops/security/managing-secrets'],
    ],
    // Reader words for the same thing, from the pages' keywords.
    ['loading placeholder', ['/reference/ui/atoms/Skeleton']],
    ['override a theme component', ['/conceptual-guides/shadowing']],
    ['deploy my store', ['/how-to-guides/deployment']],
    ['preview content before publishing', ['/how-to-guides/cms/vtex-headless-cms/enabling-private-previews']],
    ['sort products by price', ['/reference/api/enums', '/reference/api/queries/search']],
  ];
  // Real words are searched as typed, not corrected into other words (checked below for every query).
  // Which page 'getting started' finds is the labelled questions' to measure: since the quickstart's
  // keyword that repeated that question was removed, the two pages titled "Get started" come first.
  const answers = await askSearchPage(page, [...expected.map(([query]) => query), 'getting started']);
  const top3 = (query: string) =>
    answers
      .get(query)!
      .results.slice(0, 3)
      .map((href) => href.split('#')[0]);
  const misses = expected.filter(([query, routes]) => !routes.some((route) => top3(query).includes(route)));
  expect(misses.map(([query, routes]) => `${query} → ${routes.join(' or ')}: ${top3(query).join(', ')}`)).toEqual([]);
  // History does not come first for a question about how.
  for (const query of ['sales channel', 'environment variables']) {
    expect(answers.get(query)!.results[0], query).not.toMatch(/^\/releases\//);
  }
  for (const [query] of expected) expect(answers.get(query)!.notice, query).not.toBe('weak');
  // Nothing typed was corrected: every word is a real one.
  await expect(page.locator('main [data-search-notice] strong')).toHaveCount(0);
});

test('a poor match says so and offers the places to start from; a filtered search offers the other areas', async ({
  page,
}) => {
  await page.goto('/search?q=stripe%20webhook%20payment%20intent');
  const notice = page.locator('main [data-search-notice]');
  await expect(notice).toHaveAttribute('data-search-notice', 'weak');
  await expect(notice).toContainText('No page matches');
  for (const name of ['documentation', 'tutorials', 'reference']) {
    await expect(notice.getByRole('link', {name})).toBeVisible();
  }
  // The best page is a tutorial's: with only the reference chosen, the first page listed is a poor match.
  await page.goto('/search?q=port%208000%20already%20in%20use');
  await expect(notice).toHaveAttribute('data-search-notice', 'plain');
  await page.goto('/search?q=port%208000%20already%20in%20use&area=Reference');
  await expect(notice).toHaveAttribute('data-search-notice', 'weak');
  await page.goto('/search?q=useCart&area=Release+notes');
  await expect(results(page)).toHaveAttribute('data-results-for', 'useCart|Release notes');
  await page.getByRole('button', {name: /more pages? in the other areas/}).click();
  await expect(page).toHaveURL(/\/search\?q=useCart$/);
  await expect(resultLinks(page).first()).toHaveAttribute('href', '/reference/sdk/cart/useCart');
});

test('a query from the address is finished: its last word is not read as the start of longer ones', async ({page}) => {
  // "bread" typed in the box may still become "breadcrumb"; in a link it is a whole word no page holds.
  await page.goto('/search?q=bread');
  await expect(results(page)).toHaveAttribute('data-results-for', 'bread');
  expect((await resultHrefs(page)).filter((href) => /breadcrumb/i.test(href ?? ''))).toEqual([]);
  await searchBox(page).fill('');
  await searchBox(page).pressSequentially('bread');
  await expect(results(page)).toHaveAttribute('data-results-for', 'bread');
  await expect.poll(async () => (await resultHrefs(page)).some((href) => /breadcrumb/i.test(href ?? ''))).toBe(true);
});

test('a typo is corrected and the page says which word it read', async ({page}) => {
  await page.goto('/search?q=usecrat');
  await expect(results(page)).toHaveAttribute('data-results-for', 'usecrat');
  await expect(page.locator('main [data-search-notice] strong')).toHaveText('usecart');
  await expect(resultLinks(page).first()).toHaveAttribute('href', '/reference/sdk/cart/useCart');
});

test.describe('with analytics configured', () => {
  test.beforeEach(async ({page}) => {
    // What the analytics script sets up on a build with GA_TRACKING_ID: a data layer and gtag.
    await page.addInitScript(() => {
      const w = window as unknown as {dataLayer: unknown[]; gtag: (...args: unknown[]) => void};
      w.dataLayer = [];
      w.gtag = function gtag() {
        // eslint-disable-next-line prefer-rest-params
        w.dataLayer.push(arguments);
      };
    });
  });

  test('a settled query is sent once as a search event with its number of results', async ({page}) => {
    await page.clock.install();
    await page.goto('/search');
    const input = searchBox(page);
    const list = results(page);
    await input.fill('useCar');
    await expect(list).toHaveAttribute('data-results-for', 'useCar');
    await input.fill('useCart');
    await expect(list).toHaveAttribute('data-results-for', 'useCart');
    const count = Number(/(\d+) pages?\./.exec((await page.locator('main p[aria-live]').textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    await page.clock.runFor(2_000);
    expect(await analyticsEvents(page, 'search')).toEqual([
      ['event', 'search', {search_term: 'useCart', search_results: count}],
    ]);
    await page.clock.runFor(2_000);
    expect(await analyticsEvents(page, 'search')).toHaveLength(1);
  });
});

test('without analytics, searching sends nothing anywhere', async ({page}) => {
  await page.goto('/search?q=useCart');
  await expect(results(page)).toHaveAttribute('data-results-for', 'useCart');
  expect(await page.evaluate(() => 'gtag' in window || 'dataLayer' in window)).toBe(false);
});

test('the open dialog and the results page pass axe in light and dark mode', async ({page}) => {
  const blocking = () => blockingViolations(page);
  for (const mode of ['light', 'dark']) {
    await page.goto('/search?q=useCart');
    if (mode === 'dark') {
      await page.evaluate((key) => localStorage.setItem(key, 'dark'), await colorModeKey(page));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    }
    await expect(page.locator('main ol[data-results-for="useCart"]')).toBeAttached();
    expect(await blocking(), `/search in ${mode} mode`).toEqual([]);
    await page.keyboard.press('Control+k');
    await typeInDialog(page, 'checkout');
    expect(await blocking(), `dialog in ${mode} mode`).toEqual([]);
    await page.keyboard.press('Escape');
  }
});
