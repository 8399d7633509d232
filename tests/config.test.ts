/** Site settings that the spec fixes (§1, §2, §9) and that no test in a browser sees directly. */
import {describe, expect, it} from 'vitest';
import config from '../docusaurus.config';

const theme = config.themeConfig as Record<string, any>;
const preset = (config.presets?.[0] as [string, Record<string, any>])[1];

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

  it('documents release 1.9.10', () => {
    expect(config.customFields?.siteVersion).toBe('1.9.10');
    expect(preset.docs.versions.current.label).toBe('1.9.10');
  });

  it('has the docs at the root and the release notes at /releases, 10 per page', () => {
    expect(preset.docs.routeBasePath).toBe('/');
    expect(preset.blog.routeBasePath).toBe('releases');
    expect(preset.blog.postsPerPage).toBe(10);
    expect(preset.blog.showReadingTime).toBe(true);
    expect(preset.blog.blogSidebarCount).toBe('ALL');
  });

  it('defaults to light mode without following the system, TOC 2–3, fixed sidebar and navbar', () => {
    expect(theme.colorMode).toMatchObject({defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false});
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
