/**
 * The UI reference data (props and data attributes of every `@faststore/ui` export, every covered
 * release merged entry by entry) from the reference's committed data, checked in `loadContent`
 * against the pages: every documented name exists and every export is documented (./documented).
 * `createData` hands the pages `ui-reference.json` (for PropsTable and StylingHooks) and
 * `ui-exports.json` (the live-code scope).
 *
 * `npm start` loads the plugin again on every save of a UI reference page: a failed check is printed,
 * not fatal, and the page naming an unknown component shows the error where its table would be; the
 * production build still fails on it.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {componentPages} from '@faststore-docs/shared/reference/catalogue';
import {checkDocumentedHomes, checkDrift, documentedInMdx, type DocumentedName} from './documented';
import type {UiReference} from '@faststore-docs/shared/reference/ui';
import {mergedUi} from '@faststore-docs/shared/reference/data';

/** Every component the site documents: one page per component, and the MDX usages. */
export function documentedComponents(siteDir: string): DocumentedName[] {
  const fromPages = componentPages(siteDir).map((p) => ({name: p.name, where: `${p.file} (a component page)`}));
  return [...fromPages, ...documentedInMdx(path.join(siteDir, 'docs', 'reference', 'ui'), siteDir)];
}

/** The message of a failed check, or null. */
function failureOf(check: () => void): string | null {
  try {
    check();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

// Plugin<unknown>: the type the site configuration accepts; content is what loadContent returned.
export default function uiReferencePlugin(context: LoadContext): Plugin {
  const {siteDir} = context;
  // `docusaurus start` runs in development, `docusaurus build` in production.
  const development = process.env.NODE_ENV === 'development';
  return {
    name: 'faststore-ui-reference',
    async loadContent(): Promise<UiReference> {
      const reference = mergedUi();
      const drift = failureOf(() => checkDrift(reference, documentedComponents(siteDir)));
      const homes = failureOf(() =>
        checkDocumentedHomes(reference, path.join(siteDir, 'docs', 'reference', 'ui'), siteDir),
      );
      const failures = [drift, homes].filter((f) => f !== null);
      if (failures.length > 0) {
        if (!development) throw new Error(failures.join('\n'));
        console.warn(`[faststore-ui-reference] ${failures.join('\n')}\nThe production build fails on this.`);
      }
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
      return [path.join(siteDir, 'docs', 'reference', 'ui', '**', '*.mdx')];
    },
  };
}
