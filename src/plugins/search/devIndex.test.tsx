/**
 * The local search under `npm start`, where no index is built: the plugin serves the last build's index
 * when there is one and tells the search which case it is in; the search then says so plainly.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {renderToString} from 'react-dom/server';
import type {LoadContext, PluginContentLoadedActions} from '@docusaurus/types';
import {afterEach, describe, expect, it, vi} from 'vitest';
import searchPlugin from '.';
import {LAST_BUILD_NOTE, NO_INDEX_MESSAGE, type DevIndex} from '../../components/search/devIndex';

const globalData: {devIndex?: DevIndex} = {};
vi.mock('@docusaurus/useGlobalData', () => ({default: () => ({'faststore-search': {default: globalData}})}));
vi.mock('@docusaurus/router', () => ({useHistory: () => ({push: () => {}})}));
vi.mock('@docusaurus/useBaseUrl', () => ({default: (p: string) => p}));
vi.mock('@site/src/lib/focusTrap', () => import('../../lib/focusTrap'));

const {default: SearchModal} = await import('../../components/search/SearchModal');

/** Server-rendered: what the dialog shows before any effect runs (React warns about its layout effect). */
function render(initialQuery: string): string {
  const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
  const html = renderToString(<SearchModal initialQuery={initialQuery} onClose={() => {}} />);
  warn.mockRestore();
  return html;
}

function site(outDir: string) {
  return {siteConfig: {themeConfig: {}}, outDir, baseUrl: '/'} as unknown as LoadContext;
}

async function publishedData(context: LoadContext): Promise<unknown[]> {
  const published: unknown[] = [];
  const actions = {addRoute: () => {}, setGlobalData: (d: unknown) => published.push(d)};
  await searchPlugin(context).contentLoaded!({
    content: undefined,
    actions: actions as unknown as PluginContentLoadedActions,
  });
  return published;
}

const configureWebpack = (context: LoadContext, isServer = false) =>
  searchPlugin(context).configureWebpack!({}, isServer, {} as never, undefined) as
    {devServer?: {static: {directory: string; publicPath: string}[]}} | undefined;

afterEach(() => {
  vi.unstubAllEnvs();
  delete globalData.devIndex;
});

describe('the search under the development server', () => {
  it('without a build, serves nothing and tells the search there is no index', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-dev-'));
    expect(await publishedData(site(outDir))).toEqual([{devIndex: 'none'}]);
    expect(configureWebpack(site(outDir))).toBeUndefined();
  });

  it("after a build, serves that build's index at /pagefind and says results come from it", async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-dev-'));
    fs.mkdirSync(path.join(outDir, 'pagefind'));
    fs.writeFileSync(path.join(outDir, 'pagefind', 'pagefind.js'), '');
    expect(await publishedData(site(outDir))).toEqual([{devIndex: 'last-build'}]);
    expect(configureWebpack(site(outDir))?.devServer?.static).toEqual([
      expect.objectContaining({directory: path.join(outDir, 'pagefind'), publicPath: '/pagefind'}),
    ]);
    expect(configureWebpack(site(outDir), true)).toBeUndefined();
  });

  it('a production build publishes nothing for it and changes no server', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-dev-'));
    fs.mkdirSync(path.join(outDir, 'pagefind'));
    fs.writeFileSync(path.join(outDir, 'pagefind', 'pagefind.js'), '');
    expect(await publishedData(site(outDir))).toEqual([]);
    expect(configureWebpack(site(outDir))).toBeUndefined();
  });

  it('the dialog says how to get a search rather than blaming the connection', () => {
    vi.stubEnv('NODE_ENV', 'development');
    globalData.devIndex = 'none';
    const html = render('useCart');
    expect(html).toContain('Search works in a production build');
    expect(html).toContain(NO_INDEX_MESSAGE.replace(/&/g, '&amp;'));
    expect(html).not.toContain('connection');
  });

  it("the dialog says when its results come from the last build's index", () => {
    vi.stubEnv('NODE_ENV', 'development');
    globalData.devIndex = 'last-build';
    expect(render('')).toContain(LAST_BUILD_NOTE);
    delete globalData.devIndex;
    const html = render('');
    expect(html).not.toContain(LAST_BUILD_NOTE);
    expect(html).not.toContain(NO_INDEX_MESSAGE);
  });
});
