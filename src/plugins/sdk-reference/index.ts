/**
 * SDK reference data: the exports of every covered release of `@faststore/sdk`, merged into one
 * (src/plugins/reference-versions) (kinds, declaration text,
 * parameters, return types, JSDoc), read with the TypeScript compiler API in `loadContent` and handed
 * to the pages with `createData` (`sdk-reference.json`), which `<SdkSignature of="..." />` imports (the
 * same way the UI reference's PropsTable does), so the data ships only with the pages that show a
 * signature. An `of=` naming something the package does not export fails the build (in the component,
 * during SSR).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {packageDir} from './extract';
import type {SdkReference} from './types';
import {mergeSdk} from '../reference-versions/merge';
import {defaults, sdkReleases} from '../reference-versions/releases';

// Plugin<unknown>: the type the site configuration accepts; content is what loadContent returned.
export default function sdkReferencePlugin(context: LoadContext): Plugin {
  return {
    name: 'faststore-sdk-reference',
    async loadContent(): Promise<SdkReference> {
      return mergeSdk(sdkReleases(context.siteDir), defaults(context.siteDir).sdk);
    },
    async contentLoaded({content, actions}) {
      await actions.createData('sdk-reference.json', JSON.stringify(content));
    },
    getPathsToWatch() {
      return [path.join(packageDir(context.siteDir), 'dist', '**', '*.d.ts')];
    },
  };
}
