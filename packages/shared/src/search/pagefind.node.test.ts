import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadPagefind} from './pagefind.node';
import {PAGEFIND_RANKING} from './pagefind';

describe('the Pagefind index read with Node', () => {
  it("asks Pagefind to score pages with the site's ranking settings", async () => {
    // A stand-in for the build's `pagefind.js` that keeps the options it is given.
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pagefind-'));
    await fs.writeFile(
      path.join(dir, 'pagefind.js'),
      'export let given = [];\n' +
        'export async function options(o) { given.push(o); }\n' +
        'export async function init() {}\n' +
        'export async function search() { return {results: []}; }\n',
    );
    await fs.writeFile(path.join(dir, 'search-data.json'), JSON.stringify({pages: [], symbols: {}}));
    const index = await loadPagefind(dir);
    const {given} = index.engine as unknown as {given: {ranking?: unknown}[]};
    expect(given.map((o) => o.ranking)).toContainEqual(PAGEFIND_RANKING);
    await fs.rm(dir, {recursive: true});
  });
});
