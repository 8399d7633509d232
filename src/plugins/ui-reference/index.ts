/**
 * Generates the UI reference data (props and data attributes of every `@faststore/ui` component) from
 * the installed package into `generated/ui-reference.json`, which PropsTable and StylingHooks import.
 * It runs in `loadContent`, before any page compiles, in `docusaurus build` and `start` alike.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {componentPages} from './catalogue';
import {writeIfChanged} from '../writeIfChanged';
import {
  checkDocumentedHomes,
  checkDrift,
  documentedInMdx,
  extractUiReference,
  packageDir,
  type DocumentedName,
} from './extract';

export const GENERATED_FILE = path.join(__dirname, 'generated', 'ui-reference.json');
/** Just the component names, for the live-code scope, which must stay small (it loads on every page). */
export const EXPORTS_FILE = path.join(__dirname, 'generated', 'ui-exports.json');

/** Every component the site documents: one page per component, and the MDX usages. */
export function documentedComponents(siteDir: string): DocumentedName[] {
  const fromPages = componentPages(siteDir).map((p) => ({name: p.name, where: `${p.file} (a component page)`}));
  return [...fromPages, ...documentedInMdx(path.join(siteDir, 'docs', 'reference', 'ui'), siteDir)];
}

export default function uiReferencePlugin(context: LoadContext): Plugin {
  return {
    name: 'faststore-ui-reference',
    async loadContent() {
      const reference = extractUiReference(packageDir(context.siteDir));
      checkDrift(reference, documentedComponents(context.siteDir));
      checkDocumentedHomes(reference, path.join(context.siteDir, 'docs', 'reference', 'ui'), context.siteDir);
      // Compact: this JSON is bundled with every page that shows a props table.
      writeIfChanged(GENERATED_FILE, `${JSON.stringify(reference)}\n`);
      const components = Object.values(reference.components).filter((c) => c.kind === 'component');
      writeIfChanged(EXPORTS_FILE, `${JSON.stringify(components.map((c) => c.name))}\n`);
    },
    getPathsToWatch() {
      return [path.join(context.siteDir, 'docs', 'reference', 'ui', '**', '*.mdx')];
    },
  };
}
