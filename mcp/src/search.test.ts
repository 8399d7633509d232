import {expect, test} from 'vitest';
import {buildSearchIndex, DocsSearch} from './search';
import type {Page} from './data';

const page = (path: string, title: string, text: string): Page => ({
  path,
  title,
  description: '',
  area: 'how-to-guides',
  markdown: `# ${title}\n\n${text}\n`,
  listed: true,
  anchors: [],
  keywords: [],
});

function search(pages: Page[]) {
  const data = {
    pages: pages.map((p) => [p.path, p.title, 0, []] as [string, string, 0, string[]]),
    symbols: {},
    words: {},
  };
  return new DocsSearch(buildSearchIndex(pages), pages, data, '');
}

test('a name with dots or slashes is one word and its parts, and a finished word does not find longer ones', async () => {
  const docs = search([
    page('/config', 'Configuring the store', 'Set the account in `store.config.js` and import from `@faststore/ui`.'),
    page(
      '/parts',
      'Store config JS',
      'The store has a config object; the js folder holds scripts. Use the ui kit of faststore.',
    ),
    page('/install', 'Installing', 'Install the dependencies, then start the installation.'),
    page('/price', 'Price', 'Shows a price paid in installments.'),
  ]);
  const first = async (query: string) => (await docs.search({query, limit: 5})).results.map((r) => r.path);
  expect((await first('store.config.js'))[0]).toBe('/config');
  expect((await first('@faststore/ui'))[0]).toBe('/config');
  // The parts still find the page that writes the name whole.
  expect(await first('config')).toContain('/config');
  expect(await first('installments')).toEqual(['/price']);
  expect(await first('install')).not.toContain('/price');
});
