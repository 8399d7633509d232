/**
 * Checks the typed site data (starters, doc updates) when the build loads content,
 * and stops the build with one line per problem naming the file, the entry and the field. Then adds
 * the page of every starter, /starters/<slug>, from the same data, and the module of the gallery's SVG
 * thumbnails (starter-thumbnails.js).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkSiteData} from '../../data/schemas';
import {starters} from '../../data/starters';
import {updates} from '../../data/updates';
import {readSiteFacts} from './facts';
import {starterPath, type Starter} from '../../data/types';

export default function siteDataPlugin(context: LoadContext): Plugin {
  return {
    name: 'faststore-site-data',
    async loadContent() {
      const errors = checkSiteData({starters, updates}, readSiteFacts(context.siteDir));
      if (errors.length > 0) {
        throw new Error(`Invalid site data (src/data):\n  ${errors.join('\n  ')}`);
      }
    },
    async contentLoaded({actions}) {
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
  };
}

/**
 * One import per SVG thumbnail, which Docusaurus turns into a React component (SVGR), keyed by its
 * site path. The gallery draws them inline: an <img> would cost a request per card, and the first
 * card's image would be the page's largest paint, waiting for that request. WebP thumbnails stay images.
 */
function thumbnailModule(list: Pick<Starter, 'imgThumbnail'>[]): string {
  const svgs = [...new Set(list.map((s) => s.imgThumbnail).filter((p) => p.endsWith('.svg')))];
  const imports = svgs.map((p, i) => `import thumbnail${i} from '@site/static${p}';`);
  const entries = svgs.map((p, i) => `  ${JSON.stringify(p)}: thumbnail${i},`);
  return [...imports, 'export default {', ...entries, '};', ''].join('\n');
}
