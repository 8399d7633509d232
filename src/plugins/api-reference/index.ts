/**
 * Generates the GraphQL API reference data from the installed `@faststore/api` in `loadContent`, on
 * every `docusaurus build` and `docusaurus start`, and hands it to the pages with `createData`:
 * `reference.json` (operations and types for the reference components) and `schema.json` (the SDL
 * and the package version, for the in-browser explorer).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {printSchema} from 'graphql';
import {getSchema} from './schema';
import {buildReferenceData, type ReferenceData} from './referenceData';
import {faststorePackageDir} from '../packageFiles';

/** What the explorer needs: the schema as SDL, and which release of @faststore/api it comes from. */
export interface ExplorerSchema {
  sdl: string;
  version: string;
}

export interface ApiReferenceContent {
  reference: ReferenceData;
  schema: ExplorerSchema;
}

export function apiReferenceContent(siteDir: string = path.resolve(__dirname, '..', '..', '..')): ApiReferenceContent {
  const schema = getSchema();
  const pkg = path.join(faststorePackageDir(siteDir, 'api'), 'package.json');
  const {version} = JSON.parse(fs.readFileSync(pkg, 'utf8')) as {version: string};
  return {reference: buildReferenceData(schema), schema: {sdl: printSchema(schema), version}};
}

// Plugin<unknown>: the type the site configuration accepts; content is what loadContent returned.
export default function apiReferencePlugin(): Plugin {
  return {
    name: 'faststore-api-reference',
    async loadContent() {
      return apiReferenceContent();
    },
    async contentLoaded({content, actions}) {
      const {reference, schema} = content as ApiReferenceContent;
      await actions.createData('reference.json', JSON.stringify(reference));
      await actions.createData('schema.json', JSON.stringify(schema));
      // The explorer's static view names the schema version without downloading the schema.
      await actions.createData('schema-version.json', JSON.stringify({version: schema.version}));
    },
  };
}
