/**
 * Starting `npm start` again must not read the FastStore packages again (the UI and SDK extractions
 * take most of its start-up): the development server keeps each release's extraction on disk, keyed by
 * what it is made from. The production build always extracts afresh.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it, vi} from 'vitest';

function fixture() {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'extraction-cache-'));
  fs.mkdirSync(path.join(siteDir, 'node_modules/typescript'), {recursive: true});
  fs.writeFileSync(path.join(siteDir, 'node_modules/typescript/package.json'), '{"version": "5.9.3"}');
  const dir = path.join(siteDir, 'node_modules/faststore-ui-1.9.4');
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, 'package.json'), '{"name": "@faststore/ui", "version": "1.9.4"}');
  return {siteDir, release: {version: '1.9.4', dir}};
}

/** A fresh module, as a new `npm start` process has. */
async function freshReleases() {
  vi.resetModules();
  return import('./releases');
}

afterEach(() => vi.unstubAllEnvs());

describe('the extraction of a release', () => {
  it('under npm start, is kept on disk and read back by the next start', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const {siteDir, release} = fixture();
    const extract = vi.fn(() => ({components: {Button: {name: 'Button'}}}));
    const first = await freshReleases();
    expect(first.extracted(siteDir, 'ui', release, extract)).toEqual({components: {Button: {name: 'Button'}}});
    expect(fs.existsSync(first.extractionCacheFile(siteDir, 'ui', release))).toBe(true);
    const again = await freshReleases();
    expect(again.extracted(siteDir, 'ui', release, extract)).toEqual({components: {Button: {name: 'Button'}}});
    expect(extract).toHaveBeenCalledTimes(1);
  });

  it('is made again when the installed release changes', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const {siteDir, release} = fixture();
    const extract = vi.fn(() => ({}));
    (await freshReleases()).extracted(siteDir, 'ui', release, extract);
    fs.writeFileSync(path.join(release.dir, 'package.json'), '{"name": "@faststore/ui", "version": "1.9.4", "x": 1}');
    (await freshReleases()).extracted(siteDir, 'ui', release, extract);
    expect(extract).toHaveBeenCalledTimes(2);
  });

  it('in a production build, is made from the package and not kept', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    const {siteDir, release} = fixture();
    const extract = vi.fn(() => ({}));
    const releases = await freshReleases();
    releases.extracted(siteDir, 'ui', release, extract);
    expect(extract).toHaveBeenCalledTimes(1);
    expect(fs.existsSync(path.join(siteDir, releases.EXTRACTION_CACHE_DIR))).toBe(false);
  });
});
