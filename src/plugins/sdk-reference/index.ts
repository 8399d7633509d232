/**
 * SDK reference data: the exports of the installed `@faststore/sdk` (kinds, declaration text,
 * parameters, return types, JSDoc), read with the TypeScript compiler API in `loadContent` and handed
 * to the pages as global data, which `<SdkSignature of="..." />` reads with `usePluginData`.
 * An `of=` naming something the package does not export fails the build (in the component, during SSR).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractSdkReference, packageDir} from './extract';
import type {SdkReference} from './types';

export const PLUGIN_NAME = 'faststore-sdk-reference';

export default function sdkReferencePlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    async loadContent(): Promise<SdkReference> {
      return extractSdkReference(packageDir(context.siteDir));
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
    getPathsToWatch() {
      return [path.join(packageDir(context.siteDir), 'dist', '**', '*.d.ts')];
    },
  };
}
