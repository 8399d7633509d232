/**
 * Generates the GraphQL API reference data from every covered release of `@faststore/api` (merged,
 * src/plugins/reference-versions) in `loadContent`, on every `docusaurus build` and `docusaurus
 * start`, and hands it to the pages with `createData`: `reference.json` (operations and types for the
 * reference components) and `schema.json` (the SDL and version of the release shown by default, for
 * the in-browser explorer).
 */
import type {Plugin} from '@docusaurus/types';
import {printSchema} from 'graphql';
import {type ReferenceData} from '@faststore-docs/shared/reference/api';
import {apiReleases, defaults, mergedApi} from '@faststore-docs/shared/reference/data';

/**
 * What the explorer needs: the schema as SDL, and which release of @faststore/api it comes from.
 * @public The generated data's declaration (src/plugins/generatedData.d.ts) names it.
 */
export interface ExplorerSchema {
  sdl: string;
  version: string;
}

export interface ApiReferenceContent {
  reference: ReferenceData;
  schema: ExplorerSchema;
}

export function apiReferenceContent(): ApiReferenceContent {
  const releases = apiReleases();
  const version = defaults().api;
  const shown = releases.find((r) => r.version === version)!.data;
  const reference = mergedApi();
  return {reference, schema: {sdl: printSchema(shown), version}};
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
