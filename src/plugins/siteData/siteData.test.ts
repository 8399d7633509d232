import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import siteDataPlugin, {SITE_DATA_FILES, readSiteData} from '.';
import {starters} from '../../data/starters';
import {updates} from '../../data/updates';

const siteDir = path.join(__dirname, '..', '..', '..');

function actionsRecording(routes: RouteConfig[]): PluginContentLoadedActions {
  return {
    addRoute: (route: RouteConfig) => routes.push(route),
    createData: () => Promise.resolve(''),
    setGlobalData: () => undefined,
  };
}

describe('site data under npm start', () => {
  // The development server reloads a plugin when a file it watches changes; a data file it does not
  // watch would leave a new starter without its page until the server restarts.
  it('watches the data files the plugin reads', () => {
    const watched = siteDataPlugin({siteDir, baseUrl: '/'} as LoadContext).getPathsToWatch!();
    for (const file of Object.values(SITE_DATA_FILES)) expect(watched).toContain(path.join(siteDir, file));
  });

  it('reads the data files as they are on disk at each load, not as they were when the server started', async () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'site-data-'));
    fs.mkdirSync(path.join(copy, 'src', 'data'), {recursive: true});
    fs.cpSync(path.join(siteDir, 'src', 'data'), path.join(copy, 'src', 'data'), {recursive: true});
    expect((await readSiteData(copy)).starters.map((s) => s.slug)).toEqual(starters.map((s) => s.slug));
    const file = path.join(copy, SITE_DATA_FILES.starters);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/slug: 'base'/, "slug: 'base-renamed'"));
    expect((await readSiteData(copy)).starters.map((s) => s.slug)).toContain('base-renamed');
    fs.rmSync(copy, {recursive: true, force: true});
  });

  it("adds each starter's page from the loaded content", async () => {
    const plugin = siteDataPlugin({siteDir, baseUrl: '/'} as LoadContext);
    const added = {...starters[0], slug: 'added-while-running', name: 'Added while running'};
    const routes: RouteConfig[] = [];
    await plugin.contentLoaded!({
      content: {starters: [...starters, added], updates},
      actions: actionsRecording(routes),
    });
    expect(routes.map((r) => r.path)).toContain('/starters/added-while-running');
  });
});
