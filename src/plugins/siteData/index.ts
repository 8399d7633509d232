/**
 * Checks the typed site data (starters, doc updates) when the build loads content,
 * and stops the build with one line per problem naming the file, the entry and the field. Then adds
 * the page of every starter, /starters/<slug>, from the same data.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkSiteData} from '../../data/schemas';
import {starters} from '../../data/starters';
import {updates} from '../../data/updates';
import {readSiteFacts} from './facts';
import {starterPath} from '../../data/types';

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
