/**
 * Generates the UI reference data (props and data attributes of every `@faststore/ui` export) from
 * every covered release of the package (src/plugins/reference-versions), merged into one, in
 * `loadContent`, checks that every documented name exists and every export
 * is documented, and hands the data to the pages with `createData` (`ui-reference.json`, which
 * PropsTable and StylingHooks import, and `ui-exports.json`, the names for the live-code scope).
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {componentPages} from './catalogue';
import {checkDocumentedHomes, checkDrift, documentedInMdx, type DocumentedName} from './extract';
import type {UiReference} from './types';
import {mergeUi} from '../reference-versions/merge';
import {defaults, uiReleases} from '../reference-versions/releases';

/** Every component the site documents: one page per component, and the MDX usages. */
export function documentedComponents(siteDir: string): DocumentedName[] {
  const fromPages = componentPages(siteDir).map((p) => ({name: p.name, where: `${p.file} (a component page)`}));
  return [...fromPages, ...documentedInMdx(path.join(siteDir, 'docs', 'reference', 'ui'), siteDir)];
}

// Plugin<unknown>: the type the site configuration accepts; content is what loadContent returned.
export default function uiReferencePlugin(context: LoadContext): Plugin {
  return {
    name: 'faststore-ui-reference',
    async loadContent(): Promise<UiReference> {
      const reference = mergeUi(uiReleases(context.siteDir), defaults(context.siteDir).ui);
      checkDrift(reference, documentedComponents(context.siteDir));
      checkDocumentedHomes(reference, path.join(context.siteDir, 'docs', 'reference', 'ui'), context.siteDir);
      return reference;
    },
    async contentLoaded({content, actions}) {
      const reference = content as UiReference;
      // Compact: this JSON is bundled with every page that shows a props table.
      await actions.createData('ui-reference.json', JSON.stringify(reference));
      // Just the component names, for the live-code scope, which must stay small.
      // Only what the installed release (the one live code runs) exports.
      const components = Object.values(reference.components).filter(
        (c) => c.kind === 'component' && (!c.in || c.in.includes(reference.version)),
      );
      await actions.createData('ui-exports.json', JSON.stringify(components.map((c) => c.name)));
    },
    getPathsToWatch() {
      return [path.join(context.siteDir, 'docs', 'reference', 'ui', '**', '*.mdx')];
    },
  };
}
