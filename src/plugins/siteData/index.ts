/**
 * Checks the typed site data (starters, release events, doc updates) when the build loads content,
 * and stops the build with one line per problem naming the file, the entry and the field.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkSiteData} from '../../data/schemas';
import {starters} from '../../data/starters';
import {releaseEvents} from '../../data/releaseEvents';
import {updates} from '../../data/updates';
import {readSiteFacts} from './facts';

export default function siteDataPlugin(context: LoadContext): Plugin {
  return {
    name: 'faststore-site-data',
    async loadContent() {
      const errors = checkSiteData({starters, releaseEvents, updates}, readSiteFacts(context.siteDir));
      if (errors.length > 0) {
        throw new Error(`Invalid site data (src/data):\n  ${errors.join('\n  ')}`);
      }
    },
  };
}
