/**
 * SDK reference data: the exports (kinds, declaration text, parameters, return types, JSDoc) of every
 * covered release of `@faststore/sdk`, merged by the reference package into its committed data
 * (`@faststore-docs/shared/reference/data`), and handed to the pages as `sdk-reference.json`, which `<SdkSignature of="..." />`
 * imports as PropsTable does the UI's, so the data ships only with the pages that show a signature.
 * Each declaration is highlighted here, as fenced code is (src/plugins/code-highlighter), so those pages
 * load no Prism and spend no main-thread time colouring code. An `of=` naming something the package
 * does not export fails the build (in the component, during SSR).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {SdkReference, SdkReferencePageData} from '@faststore-docs/shared/reference/sdk';
import {highlightLines, type PrebuildOptions} from '../code-highlighter/prebuild';
import {mergedSdk, referenceDataDir} from '@faststore-docs/shared/reference/data';

/** Every declaration text of the reference, with its highlighted lines (as CodeBlock's `highlighted`). */
export function highlightSignatures(reference: SdkReference, prism: PrebuildOptions): SdkReferencePageData {
  const highlighted: Record<string, string> = {};
  for (const info of Object.values(reference.exports)) {
    for (const {signature} of info.signatures ?? [info]) {
      highlighted[signature] ??= JSON.stringify(highlightLines(signature, 'ts', prism));
    }
  }
  return {...reference, highlighted};
}

/** The code themes and languages the site declares (`themeConfig.prism`), which fenced code is highlighted with too. */
function sitePrism(context: LoadContext): PrebuildOptions {
  const {prism} = context.siteConfig.themeConfig as {
    prism: {theme: PrebuildOptions['light']; darkTheme?: PrebuildOptions['dark']; additionalLanguages?: string[]};
  };
  return {
    light: prism.theme,
    dark: prism.darkTheme ?? prism.theme,
    additionalLanguages: prism.additionalLanguages ?? [],
  };
}

// Plugin<unknown>: the type the site configuration accepts; content is what loadContent returned.
export default function sdkReferencePlugin(context: LoadContext): Plugin {
  return {
    name: 'faststore-sdk-reference',
    async loadContent(): Promise<SdkReference> {
      return mergedSdk();
    },
    async contentLoaded({content, actions}) {
      await actions.createData(
        'sdk-reference.json',
        JSON.stringify(highlightSignatures(content as SdkReference, sitePrism(context))),
      );
    },
    getPathsToWatch() {
      return [`${referenceDataDir()}/merged/sdk.json`];
    },
  };
}
