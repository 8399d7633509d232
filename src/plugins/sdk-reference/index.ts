/**
 * SDK reference data: the exports of the installed `@faststore/sdk` (kinds, declaration text,
 * parameters, return types, JSDoc), read with the TypeScript compiler API in `loadContent` and handed
 * to the pages as global data, which `<SdkSignature of="..." />` reads with `usePluginData`.
 * An `of=` naming something the package does not export fails the build (in the component, during SSR).
 *
 * Global data ships in the main bundle of every page, so it holds the full signature of only the
 * exports some page shows, plus the list of all export names for the error message.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractSdkReference, packageDir, signaturesInMdx} from './extract';
import type {SdkReference} from './types';

export const PLUGIN_NAME = 'faststore-sdk-reference';

/** The data given to the pages: every export name, and the signatures the docs use. */
export function pageData(reference: SdkReference, usedNames: Iterable<string>): SdkReference {
  const used = new Set(usedNames);
  return {
    version: reference.version,
    names: Object.keys(reference.exports),
    exports: Object.fromEntries(Object.entries(reference.exports).filter(([name]) => used.has(name))),
  };
}

export default function sdkReferencePlugin(context: LoadContext): Plugin {
  const docsDir = path.join(context.siteDir, 'docs');
  return {
    name: PLUGIN_NAME,
    async loadContent(): Promise<SdkReference> {
      const reference = extractSdkReference(packageDir(context.siteDir));
      return pageData(reference, signaturesInMdx(docsDir, context.siteDir).map((s) => s.name));
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
    getPathsToWatch() {
      return [path.join(packageDir(context.siteDir), 'dist', '**', '*.d.ts'), path.join(docsDir, '**', '*.mdx')];
    },
  };
}
