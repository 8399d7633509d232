/**
 * "Copy as prompt" (src/components/markdown/CopyPage, prompts written by src/plugins/markdown): on a
 * guide with a task it copies the task for a coding agent, filled in with the reader's store profile
 * at copy time; pages without a task do not offer it.
 */
import {test, expect} from './fixtures';
import {blockingViolations} from './axe';

/** A guide with a section for the Next.js starter. */
const GUIDE = '/how-to-guides/routing/managing-url-redirects';
const NEXTJS_PROFILE = JSON.stringify({starter: 'nextjs.store', releases: {ui: '1.9.10', sdk: '1.9.10'}});

test.describe('Copy as prompt', () => {
  test.beforeEach(async ({context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
  });

  test('copies the task for a Next.js store on 1.9.10 from the keyboard, with the Next.js steps, and announces it', async ({
    page,
  }) => {
    await page.addInitScript((profile) => localStorage.setItem('faststore-docs:store', profile), NEXTJS_PROFILE);
    await page.goto(GUIDE);
    const copy = page.getByRole('button', {name: 'Copy as prompt'});
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Task copied as a prompt for your coding agent.');
    const prompt = await page.evaluate(() => navigator.clipboard.readText());
    expect(prompt).toContain('"Managing URL redirects"');
    expect(prompt).toContain('Next.js starter (nextjs.store) with @faststore/ui 1.9.10, @faststore/sdk 1.9.10');
    expect(prompt).toContain(`get_page {"path": "${GUIDE}", "section": "On the Next.js starter"}`);
    expect(prompt).toContain('- On the Next.js starter (the Next.js steps)');
    expect(prompt).toContain('validate {"language": "tsx"');
    expect(prompt).not.toContain('ask me which starter');
    expect(prompt).not.toMatch(/\{\{\w+\}\}/);
  });

  test('without a profile, the prompt asks which starter and releases the store uses', async ({page}) => {
    await page.goto(GUIDE);
    await page.getByRole('button', {name: 'Copy as prompt'}).click();
    await expect(page.getByRole('status')).toHaveText('Task copied as a prompt for your coding agent.');
    const prompt = await page.evaluate(() => navigator.clipboard.readText());
    expect(prompt).toContain('ask me which starter and FastStore releases my store uses');
    expect(prompt).toContain('If my store is on the Next.js starter');
  });

  test('is offered, with Open in Cursor, on guides and tutorial steps only', async ({page, request}) => {
    for (const route of [GUIDE, '/tutorials/nextjs/1', '/quickstart']) {
      await page.goto(route);
      await expect(page.getByRole('button', {name: 'Copy as prompt'}), route).toBeVisible();
      await expect(page.getByRole('button', {name: 'Open in Cursor'}), route).toBeVisible();
      expect((await request.get(`${route}.prompt.json`)).status(), route).toBe(200);
    }
    for (const route of ['/docs', '/reference/sdk/cart/useCart', '/how-to-guides', '/conceptual-guides/jamstack']) {
      await page.goto(route);
      await expect(page.getByRole('button', {name: 'Copy page'}), route).toBeVisible();
      await expect(page.getByRole('button', {name: 'Copy as prompt'}), route).toHaveCount(0);
    }
  });

  test('adds no script to the page: the prompt is one file fetched on the click', async ({page}) => {
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    await page.goto(GUIDE);
    expect(fetched.filter((p) => p.endsWith('.prompt.json'))).toEqual([]);
    await page.getByRole('button', {name: 'Copy as prompt'}).click();
    await expect(page.getByRole('status')).toHaveText(/copied/);
    expect(fetched.filter((p) => p.endsWith('.prompt.json'))).toEqual([`${GUIDE}.prompt.json`]);
  });

  test('passes axe with its controls shown', async ({page}) => {
    await page.goto(GUIDE);
    expect(await blockingViolations(page)).toEqual([]);
  });
});
