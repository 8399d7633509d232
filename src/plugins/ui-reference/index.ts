/**
 * Generates the UI reference data (props and data attributes of every `@faststore/ui` component) from
 * the installed package into `generated/ui-reference.json`, which PropsTable and StylingHooks import.
 * It runs in `loadContent`, before any page compiles, in `docusaurus build` and `start` alike.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {UI_COMPONENTS} from '../../data/routes';
import {checkDrift, documentedInMdx, extractUiReference, packageDir, type DocumentedName} from './extract';

export const GENERATED_FILE = path.join(__dirname, 'generated', 'ui-reference.json');

/** Every component the site documents: the route list and the MDX usages. */
export function documentedComponents(siteDir: string): DocumentedName[] {
  const fromRoutes = Object.entries(UI_COMPONENTS).flatMap(([level, names]) =>
    names.map((name) => ({name, where: `UI_COMPONENTS.${level} in src/data/routes.ts`})),
  );
  return [...fromRoutes, ...documentedInMdx(path.join(siteDir, 'docs', 'reference', 'ui'), siteDir)];
}

export default function uiReferencePlugin(context: LoadContext): Plugin {
  return {
    name: 'faststore-ui-reference',
    async loadContent() {
      const reference = extractUiReference(packageDir(context.siteDir));
      checkDrift(reference, documentedComponents(context.siteDir));
      const json = `${JSON.stringify(reference, null, 1)}\n`;
      // Rewrite only on change so `docusaurus start` does not recompile in a loop.
      const current = fs.existsSync(GENERATED_FILE) ? fs.readFileSync(GENERATED_FILE, 'utf8') : '';
      if (current !== json) {
        fs.mkdirSync(path.dirname(GENERATED_FILE), {recursive: true});
        fs.writeFileSync(GENERATED_FILE, json);
      }
    },
    getPathsToWatch() {
      return [path.join(context.siteDir, 'docs', 'reference', 'ui', '**', '*.mdx')];
    },
  };
}
