/** The starter submission form, and one valid submission typed into it, for the specs of both builds. */
import type {Page} from '@playwright/test';

export const form = (page: Page) => page.getByRole('form', {name: 'Submit a starter'});

/** The features as typed: spaces around a feature and empty lines are typing, which the sent body leaves out. */
export const TYPED_FEATURES = ' Plant care guides \n\nSeasonal collections\n\n';

export async function fillValid(page: Page, name = 'Garden Store') {
  const f = form(page);
  await f.getByLabel('Starter name').fill(name);
  await f.getByLabel('Contact email').fill('dev@garden.example');
  await f.getByLabel('Repository URL').fill('https://github.com/garden/garden.store');
  await f.getByLabel('Demo URL').fill('https://garden.example/demo');
  await f.getByLabel('Screenshot URL').fill('https://garden.example/screenshot.png');
  await f.getByLabel('Description').fill('A storefront for plants and garden tools, built on the Base Store.');
  await f.getByLabel('Features').fill(TYPED_FEATURES);
  await f.getByRole('radio', {name: 'Community starter'}).check();
  await f.getByRole('checkbox', {name: /I may share this starter/}).check();
}
