/** Site settings the portal depends on that no test in a browser sees directly. */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import config from '../docusaurus.config';
import docsMetadataPlugin from '../src/plugins/docs-metadata';

const theme = config.themeConfig as Record<string, any>;
const preset = (config.presets?.[0] as [string, Record<string, any>])[1];
// The docs plugin is the classic one wrapped by docs-metadata, so the preset leaves it out.
const docsEntry = config.plugins?.find((p) => Array.isArray(p) && p[0] === docsMetadataPlugin);
const docs = (docsEntry as [unknown, Record<string, any>] | undefined)?.[1] ?? {};

describe('site configuration', () => {
  it('is served at / in English only', () => {
    expect(config.baseUrl).toBe('/');
    expect(config.i18n).toEqual({defaultLocale: 'en', locales: ['en']});
  });

  it('fails the build on broken links, anchors, markdown links and duplicate routes', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.onDuplicateRoutes).toBe('throw');
    expect(config.markdown?.hooks?.onBrokenMarkdownLinks).toBe('throw');
  });

  it('documents the release of @faststore/ui that is installed', () => {
    const {version} = JSON.parse(
      fs.readFileSync(path.join(__dirname, '..', 'node_modules/@faststore/ui/package.json'), 'utf8'),
    );
    expect(config.customFields?.siteVersion).toBe(version);
    expect(docs.versions.current.label).toBe(version);
  });

  it('has the docs at the root and the release notes at /releases, 10 per page', () => {
    expect(preset.docs).toBe(false);
    expect(docs.routeBasePath).toBe('/');
    expect(preset.blog.routeBasePath).toBe('releases');
    expect(preset.blog.postsPerPage).toBe(10);
    expect(preset.blog.showReadingTime).toBe(true);
    expect(preset.blog.blogSidebarCount).toBe('ALL');
  });

  it('defaults to light mode without following the system, TOC 2–3, fixed sidebar and navbar', () => {
    expect(theme.colorMode).toMatchObject({
      defaultMode: 'light',
      respectPrefersColorScheme: false,
      disableSwitch: false,
    });
    expect(theme.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
    expect(theme.docs.sidebar).toEqual({hideable: false, autoCollapseCategories: false});
    expect(theme.navbar.hideOnScroll).toBe(false);
    expect(theme.announcementBar).toMatchObject({isCloseable: false});
    expect(theme.announcementBar.id).toBeTruthy();
  });

  it('loads no stylesheet or script from another host', () => {
    expect(config.stylesheets ?? []).toEqual([]);
    expect(config.scripts ?? []).toEqual([]);
  });
});

describe('sidebars', () => {
  it('are the three documentation sets', async () => {
    const {default: sidebars} = await import('../sidebars');
    expect(Object.keys(sidebars).sort()).toEqual(['cmsStoreComponents', 'docsSidebar', 'tutorialSidebar']);
  });
});

describe('configuration from the environment', () => {
  const ENV_KEYS = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME', 'SURVEY_WEBHOOK_URL', 'GA_TRACKING_ID'];
  /** The config module evaluated afresh with these variables (and the others unset). */
  async function configWith(env: Record<string, string>) {
    const saved = Object.fromEntries(ENV_KEYS.map((k) => [k, process.env[k]]));
    for (const k of ENV_KEYS) delete process.env[k];
    Object.assign(process.env, env);
    vi.resetModules();
    try {
      return (await import('../docusaurus.config')).default;
    } finally {
      for (const k of ENV_KEYS) {
        if (saved[k] === undefined) delete process.env[k];
        else process.env[k] = saved[k];
      }
    }
  }

  it('uses hosted DocSearch only with both credentials, with the index name from ALGOLIA_INDEX_NAME', async () => {
    expect((await configWith({ALGOLIA_APP_ID: 'APP'})).themeConfig).not.toHaveProperty('algolia');
    const named = (await configWith({ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs-x'}))
      .themeConfig as Record<string, any>;
    expect(named.algolia).toMatchObject({appId: 'APP', apiKey: 'key', indexName: 'docs-x', contextualSearch: true});
    const unnamed = (await configWith({ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key'})).themeConfig as Record<
      string,
      any
    >;
    expect(unnamed.algolia.indexName).toBe('devportal');
  });

  it('turns on Google Analytics with IP anonymisation only when GA_TRACKING_ID is set', async () => {
    const gtagOf = (c: Awaited<ReturnType<typeof configWith>>) =>
      (c.presets?.[0] as [string, Record<string, any>])[1].gtag;
    expect(gtagOf(await configWith({}))).toBeUndefined();
    expect(gtagOf(await configWith({GA_TRACKING_ID: 'G-X'}))).toMatchObject({trackingID: 'G-X', anonymizeIP: true});
  });

  it('warns once, not per evaluation, when SURVEY_WEBHOOK_URL is unset', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    delete (globalThis as {faststoreDocsWarned?: boolean}).faststoreDocsWarned;
    await configWith({});
    await configWith({});
    const calls = warn.mock.calls.filter((c) => String(c[0]).includes('SURVEY_WEBHOOK_URL'));
    warn.mockRestore();
    expect(calls).toHaveLength(1);
  });
});
