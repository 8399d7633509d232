/**
 * The reference shows one release at a time: by default the one the tutorials' starter installs; the
 * reader's pick is remembered on every page of that package, applied before the page paints, and
 * each entry that differs between releases carries its mark, on the page and in its Markdown copy.
 */
import {test, expect, ABORTED_REQUEST} from './fixtures';
import path from 'node:path';
import {decodeHTML} from 'entities';
import {apiReleases, behaviourNotes, mergedUi, uiReleases} from '@faststore-docs/shared/reference/data';
import {ofUsagesInMdx} from '../src/plugins/ui-reference/documented';
import {componentPages} from '@faststore-docs/shared/reference/catalogue';
import {migrations} from '@faststore-docs/reference/data/migrations';
import {upgradeRoute} from '@faststore-docs/shared/reference/upgrade';

const ROOT = path.join(__dirname, '..');
const ui = uiReleases();
const newest = ui.at(-1)!;
// The newest release before one that changed Slider's props (found from the packages, not typed here).
const changed = ui.findIndex(
  (r, i) =>
    i > 0 &&
    JSON.stringify(r.data.components.Slider?.props) !== JSON.stringify(ui[i - 1].data.components.Slider?.props),
);
const before = ui[changed - 1];
const after = ui[changed];
const onlyAfter = after.data.components.Slider.props.find(
  (p) => !before.data.components.Slider.props.some((q) => q.name === p.name),
)!;

/** The row of a prop in a component's props table (Slider's unless another is named). */
const row = (page: import('@playwright/test').Page, name: string, component = 'Slider') =>
  page.locator(`[data-props-table="${component}"] tbody tr`).filter({has: page.locator(`th code:text-is("${name}")`)});

test.describe('with the scripts held back once', () => {
  // One visit blocks the page scripts to see the picker before the page runs.
  test.use({expectedConsoleErrors: ABORTED_REQUEST});

  test('a props table shows the default release, then the picked one, remembered across pages', async ({page}) => {
    await page.goto('/reference/ui/atoms/Slider');
    const picker = page.getByLabel('Showing @faststore/ui');
    await expect(picker).toHaveValue(newest.version);
    await expect(picker).toBeEnabled();
    // The default shows one row per prop, and a prop added by the newest release is there with its mark.
    await expect(row(page, 'min').filter({visible: true})).toHaveCount(1);
    if (after.version === newest.version) {
      await expect(row(page, onlyAfter.name)).toBeVisible();
      await expect(row(page, onlyAfter.name)).toContainText(`Added in ${after.version}`);
    }

    await picker.selectOption(before.version);
    await expect(row(page, onlyAfter.name)).toBeHidden();
    await expect(row(page, 'min').filter({visible: true})).toHaveCount(1);
    await expect(row(page, 'min').filter({visible: true})).toContainText(`changed in ${after.version}`);

    // Another page of the same package, loaded anew with its scripts held back: the pick holds in the
    // static page, so it paints in the reader's release.
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto('/reference/ui/molecules/PriceRange', {waitUntil: 'domcontentloaded'});
    await expect(page.locator('html')).toHaveAttribute('data-reference-ui', before.version);
    await expect(page.getByLabel('Showing @faststore/ui')).toHaveValue(before.version);
    await expect(page.locator('[data-props-table="PriceRange"] tbody tr').filter({visible: true})).toHaveCount(
      await page
        .locator(
          `[data-props-table="PriceRange"] tbody tr:not([data-in-ui]), [data-props-table="PriceRange"] tbody tr[data-in-ui~="${before.version}"]`,
        )
        .count(),
    );
    await page.unroute('**/assets/js/**');
    await page.goto('/reference/ui/molecules/PriceRange');
    await expect(page.getByLabel('Showing @faststore/ui')).toHaveValue(before.version);
  });
});

test.describe('with the scripts held back', () => {
  // The page scripts are blocked to see the picker before the page runs.
  test.use({expectedConsoleErrors: ABORTED_REQUEST});

  test('the picker is disabled until the page can act on it', async ({page}) => {
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto('/reference/ui/atoms/Slider', {waitUntil: 'domcontentloaded'});
    await expect(page.getByLabel('Showing @faststore/ui')).toBeDisabled();
  });

  test('a prop a component accepts but does not pass on says so in its row, naming the releases', async ({page}) => {
    // Whatever the build's probe found in the packages, on a component with a page of its own.
    const pages = new Map(componentPages(ROOT).map((p) => [p.name, p.route]));
    const dropped = Object.values(mergedUi().components)
      .filter((c) => pages.has(c.name))
      .flatMap((c) =>
        c.props
          // A row of the release the page shows first.
          .filter((p) => p.notForwardedIn && (!p.in || p.in.includes(newest.version)))
          .map((prop) => ({component: c.name, prop})),
      );
    test.skip(dropped.length === 0, 'no covered release accepts a prop it does not pass on');
    const {component, prop} = dropped[0];
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto(pages.get(component)!, {waitUntil: 'domcontentloaded'});
    const mark = row(page, prop.name, component).locator('[data-not-forwarded]').first();
    await expect(mark).toBeVisible();
    await expect(mark).toContainText('Accepted but not forwarded in');
    for (const version of prop.notForwardedIn!) await expect(mark).toContainText(version);
  });
});

test('a mark links to its release on the list of changes, which holds every package', async ({page}) => {
  await page.goto('/reference/sdk/search/useSearch');
  const mark = page.locator('[data-sdk-table="returns"] [data-version-mark]').first();
  const href = await mark.getAttribute('href');
  expect(href).toMatch(/^\/reference\/changes#sdk-/);
  await mark.click();
  await expect(page).toHaveURL(/\/reference\/changes#sdk-/);
  const section = page.locator(`[id="${href!.split('#')[1]}"]`).locator('xpath=..');
  await expect(section.locator('li[data-breaking]').first()).toContainText('Breaking:');
  for (const pkg of ['ui', 'sdk', 'api'])
    await expect(page.locator(`[data-changes-package="${pkg}"] h3`).first()).toBeVisible();
});

test('examples written for some releases say so, and the Markdown copy carries the marks', async ({page, request}) => {
  await page.goto('/reference/sdk/search/useSearch');
  const notes = page.locator('[data-example-releases]');
  await expect(notes.first()).toContainText(/For @faststore\/sdk [\d.]+ and later:/);
  await expect(notes.last()).toContainText(/For @faststore\/sdk [\d.]+ and earlier:/);
  const markdown = await (await request.get('/reference/ui/atoms/Slider.md')).text();
  expect(markdown).toContain(`Added in ${after.version}`);
  expect(markdown).not.toContain('Showing @faststore/ui');
});

test('a passage about other releases says which, on the page and in its Markdown copy', async ({page, request}) => {
  await page.goto('/reference/sdk/search/useSearch');
  const passage = page.locator('[data-for-release]').filter({has: page.locator('code:text-matches("^setSort")')});
  await expect(passage).toBeVisible();
  await expect(passage).toContainText(/^For @faststore\/sdk [\d.]+ and earlier:/);
  const markdown = await (await request.get('/reference/sdk/search/useSearch.md')).text();
  expect(markdown).toMatch(/For @faststore\/sdk [\d.]+ and earlier:[\s\S]*`setSort\(sort\)`/);
});

test('an entry a release does not have says so in that release, instead of an empty heading', async ({page}) => {
  const api = apiReleases();
  const newestTypes = new Set(Object.keys(api.at(-1)!.data.getTypeMap()));
  const removed = Object.keys(api[0].data.getTypeMap()).find((t) => !t.startsWith('__') && !newestTypes.has(t));
  test.skip(!removed, 'no covered release removed a type');
  await page.goto(`/reference/api/objects#${removed!.toLowerCase()}`);
  const note = page.locator('[data-absent-note]').filter({has: page.locator(`code:text-is("${removed}")`)});
  await expect(note).toBeVisible();
  await expect(note).toContainText('is not in this release');
  await page.getByLabel('Showing @faststore/api').selectOption(api[0].version);
  await expect(note).toBeHidden();
});

// The behaviour notes, and the text a reader gets from a page's HTML as the server sends it.
const notes = behaviourNotes().flatMap((p) => p.notes);
const plain = (note: string) => note.replace(/`/g, '');
const servedText = async (request: import('@playwright/test').APIRequestContext, route: string) =>
  decodeHTML((await (await request.get(route)).text()).replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ');

test('a change of behaviour is told on every page that documents its export, in the HTML the server sends', async ({
  request,
}) => {
  const shownBy = {sdk: 'SdkSignature', ui: 'PropsTable'} as const;
  let pages = 0;
  for (const note of notes) {
    if (note.package === 'api') continue;
    const usages = ofUsagesInMdx(path.join(ROOT, 'docs'), ROOT, [shownBy[note.package]]).filter(
      (u) => u.name === note.name,
    );
    for (const usage of usages) {
      const route = `/${usage.file.replace(/^docs\//, '').replace(/(\/index)?\.mdx$/, '')}`;
      const text = await servedText(request, route);
      expect(text, `${route} (${usage.file})`).toContain(plain(note.note));
      expect(text, route).toContain(`change in @faststore/${note.package} ${note.to} (from ${note.from}):`);
      pages++;
    }
  }
  test.skip(pages === 0, 'no behaviour note concerns a documented SDK or UI export');
});

test('the search page says that parseSearchState throws from 1.9.11 on an unknown sort, and what to do', async ({
  page,
  request,
}) => {
  const note = notes.find((n) => n.package === 'sdk' && n.name === 'parseSearchState' && n.to === '1.9.11');
  expect(note, 'packages/reference/src/data/behaviour.ts has the 1.9.11 note of parseSearchState').toBeDefined();
  const text = await servedText(request, '/reference/sdk/search');
  expect(text).toContain(plain(note!.note));
  // The page's own prose, as well as the note: what changed, and the two ways to keep a page working.
  expect(text).toContain('From 1.9.11, parseSearchState throws for a sort it does not know.');
  expect(text).toMatch(
    /Check the parameter with isSearchSort, which 1\.9\.11 exports, before you parse, or catch the error/,
  );

  await page.goto('/reference/sdk/search');
  const shown = page.getByRole('note', {name: 'Behaviour changes of parseSearchState'});
  await expect(shown).toBeVisible();
  await expect(shown).toContainText(note!.breaking ? 'Breaking behaviour change in @faststore/sdk 1.9.11' : '1.9.11');
  await shown.getByRole('link', {name: 'Every change in 1.9.11'}).click();
  await expect(page).toHaveURL(/\/reference\/changes#sdk-1-9-11$/);
  const listed = page
    .locator('[data-release="sdk@1.9.11"] li[data-change-kind="behaviour"]')
    .filter({hasText: plain(note!.note)});
  await expect(listed).toHaveCount(1);
  if (note!.breaking) await expect(listed).toContainText('Breaking:');
});

test('the upgrade page across the removal of setSort shows the code before and after, linked from the changes and the mark', async ({
  page,
}) => {
  const [pair, entries] = Object.entries(migrations.sdk ?? {}).find(([, byKey]) => 'useSearch().setSort' in byKey)!;
  const [from, to] = pair.split('..');
  const route = upgradeRoute('sdk', from, to);
  const {before, after} = entries['useSearch().setSort'];
  const lineWith = (code: string, text: string) =>
    code
      .split('\n')
      .find((l) => l.includes(text))!
      .trim();

  await page.goto('/reference/changes');
  const link = page.locator(`[data-release="sdk@${to}"] a[data-upgrade-link]`);
  await expect(link).toHaveAttribute('href', route);
  await link.click();
  await expect(page).toHaveURL(route);
  await expect(page.locator('h3', {hasText: 'useSearch().setSort'})).toBeVisible();
  await expect(page.locator('pre', {hasText: lineWith(before.code, 'setSort(')})).toBeVisible();
  await expect(page.locator('pre', {hasText: lineWith(after.code, 'setState(')})).toBeVisible();
  await expect(page.getByText('Automatic rewrite.').first()).toBeVisible();

  await page.goto('/reference/upgrade');
  await expect(page.locator(`article a[href="${route}"]`)).toBeVisible();

  // The removed setters' rows belong to the older releases: in the HTML, shown once that release is picked.
  await page.goto('/reference/sdk/search/useSearch');
  await expect(page.locator(`[data-sdk-table="returns"] a[data-upgrade-link][href="${route}"]`).first()).toBeAttached();
});
