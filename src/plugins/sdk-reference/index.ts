/**
 * SDK reference data: the exports of the installed `@faststore/sdk` (kinds, declaration text,
 * parameters, return types, JSDoc), read with the TypeScript compiler API in `loadContent` and written
 * to `generated/sdk-reference.json`, which `<SdkSignature of="..." />` imports (the same way the UI
 * reference's PropsTable does), so the data ships only with the pages that show a signature.
 * An `of=` naming something the package does not export fails the build (in the component, during SSR).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {writeIfChanged} from '../writeIfChanged';
import {extractSdkReference, packageDir} from './extract';

export const GENERATED_FILE = path.join(__dirname, 'generated', 'sdk-reference.json');

export default function sdkReferencePlugin(context: LoadContext): Plugin {
  return {
    name: 'faststore-sdk-reference',
    async loadContent() {
      writeIfChanged(GENERATED_FILE, `${JSON.stringify(extractSdkReference(packageDir(context.siteDir)))}\n`);
    },
    getPathsToWatch() {
      return [path.join(packageDir(context.siteDir), 'dist', '**', '*.d.ts')];
    },
  };
}
