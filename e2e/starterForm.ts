/** The starter submission form, and one valid submission typed into it, for the specs of both builds. */
import type {Page} from '@playwright/test';

export const form = (page: Page) => page.getByRole('form', {name: 'Submit a starter'});

/** The features as typed: spaces around a feature and empty lines are typing, which the sent body leaves out. */
export const TYPED_FEATURES = ' Plant care guides \n\nSeasonal collections\n\n';

/** The text fields of the valid submission, by the name the sent body gives them. */
export const VALID = {
  email: 'dev@garden.example',
  repositoryUrl: 'https://github.com/garden/garden.store',
  demoUrl: 'https://garden.example/demo',
  screenshotUrl: 'https://garden.example/screenshot.png',
  description: 'A storefront for plants and garden tools, built on the Base Store.',
};

export async function fillValid(page: Page, name = 'Garden Store') {
  const f = form(page);
  await f.getByLabel('Starter name').fill(name);
  await f.getByLabel('Contact email').fill(VALID.email);
  await f.getByLabel('Repository URL').fill(VALID.repositoryUrl);
  await f.getByLabel('Demo URL').fill(VALID.demoUrl);
  await f.getByLabel('Screenshot URL').fill(VALID.screenshotUrl);
  await f.getByLabel('Description').fill(VALID.description);
  await f.getByLabel('Features').fill(TYPED_FEATURES);
  await f.getByRole('radio', {name: 'Community starter'}).check();
  await f.getByRole('checkbox', {name: /I may share this starter/}).check();
}
