/**
 * Checks the typed site data (starters, doc updates, the tutorial tracks' map) when the build loads content,
 * and stops the build with one line per problem naming the file, the entry and the field. Then adds
 * the page of every starter, /starters/<slug>, from the same data, and the module of the gallery's SVG
 * thumbnails (starter-thumbnails.js).
 *
 * The data files are read afresh on every load and watched, so that under `npm start` a new starter
 * gets its page and an edited one shows the edit without a restart (a plain import would be read once
 * per process).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadFreshModule} from '@docusaurus/utils';
import {checkSiteData, type SiteData} from '../../data/schemas';
import {readSiteFacts} from './facts';
import {starterPath, type Starter, type TrackMap, type UpdateEntry} from '../../data/types';
import {PUBLIC_URLS_FILE} from '../route-contract/check';

/** The data files this plugin reads, relative to the site. */
export const SITE_DATA_FILES = {
  starters: 'src/data/starters.ts',
  updates: 'src/data/updates.ts',
  trackMap: 'src/data/trackMap.ts',
} as const;

/** Reads the data files as they are on disk now. */
export async function readSiteData(siteDir: string): Promise<SiteData> {
  const load = async (file: string) => (await loadFreshModule(path.join(siteDir, file))) as Record<string, unknown>;
  // In the order SITE_DATA_FILES lists them.
  const [{starters}, {updates}, {trackMap}] = await Promise.all(Object.values(SITE_DATA_FILES).map(load));
  return {starters: starters as Starter[], updates: updates as UpdateEntry[], trackMap: trackMap as TrackMap};
}

// Plugin<unknown>: the type the site configuration accepts; content is what loadContent returned.
export default function siteDataPlugin(context: LoadContext): Plugin {
  return {
    name: 'faststore-site-data',
    async loadContent(): Promise<SiteData> {
      const data = await readSiteData(context.siteDir);
      const errors = checkSiteData(data, readSiteFacts(context.siteDir));
      if (errors.length > 0) {
        throw new Error(`Invalid site data (src/data):\n  ${errors.join('\n  ')}`);
      }
      return data;
    },
    async contentLoaded({content, actions}) {
      const {starters} = content as SiteData;
      await actions.createData('starter-thumbnails.js', thumbnailModule(starters));
      for (const starter of starters) {
        actions.addRoute({
          path: `${context.baseUrl}${starterPath(starter.slug).slice(1)}`,
          component: '@site/src/components/starters/StarterDetailPage',
          exact: true,
          props: {starter},
        });
      }
    },
    // The data, the schemas and facts they are checked against, and the images the entries name.
    getPathsToWatch() {
      return [
        ...Object.values(SITE_DATA_FILES),
        'src/data/schemas.ts',
        'src/data/types.ts',
        PUBLIC_URLS_FILE,
        'static/img/starters/**',
      ].map((file) => path.join(context.siteDir, file));
    },
  };
}

/**
 * One import per SVG thumbnail, which Docusaurus turns into a React component (SVGR), keyed by its
 * site path. The gallery draws them inline: an <img> would cost a request per card, and the first
 * card's image would be the page's largest paint, waiting for that request. WebP thumbnails stay images.
 */
function thumbnailModule(list: readonly Pick<Starter, 'imgThumbnail'>[]): string {
  const svgs = [...new Set(list.map((s) => s.imgThumbnail).filter((p) => p.endsWith('.svg')))];
  const imports = svgs.map((p, i) => `import thumbnail${i} from '@site/static${p}';`);
  const entries = svgs.map((p, i) => `  ${JSON.stringify(p)}: thumbnail${i},`);
  return [...imports, 'export default {', ...entries, '};', ''].join('\n');
}
