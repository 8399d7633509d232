/**
 * Publishes the JSON Schemas of the bodies the site POSTs to others: the survey
 * response (SURVEY_WEBHOOK_URL) and the starter submission (STARTER_SUBMISSION_URL). They are
 * generated from the same zod schemas that build and check the bodies in the browser, so the
 * published contract cannot differ from what is sent. They are written into a static directory
 * (`docusaurus.config.ts` lists it) when content loads, so the development server serves them at the
 * same addresses as the build, which copies them like any static file.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import * as z from 'zod';
import {surveyResponseSchema} from '../../components/survey/Survey/schema';
import {starterSubmissionSchema} from '../../components/starters/StarterSubmissionForm/schema';

const PAYLOAD_SCHEMAS = {
  'survey-response': {title: 'FastStore portal survey response', schema: surveyResponseSchema},
  'starter-submission': {title: 'FastStore portal starter submission', schema: starterSubmissionSchema},
} as const;

/** The JSON Schema document of one payload. */
export function jsonSchemaOf(name: keyof typeof PAYLOAD_SCHEMAS): Record<string, unknown> {
  const {title, schema} = PAYLOAD_SCHEMAS[name];
  return {title, ...z.toJSONSchema(schema, {target: 'draft-2020-12'})};
}

/** The static directory the schemas are written into, relative to the site. */
export const SCHEMAS_STATIC_DIR = 'node_modules/.cache/faststore-payload-schemas';

/** Writes `<outDir>/schemas/<name>.schema.json` for every payload. */
export async function writePayloadSchemas(outDir: string): Promise<string[]> {
  const dir = path.join(outDir, 'schemas');
  await fs.mkdir(dir, {recursive: true});
  const names = Object.keys(PAYLOAD_SCHEMAS) as (keyof typeof PAYLOAD_SCHEMAS)[];
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, `${name}.schema.json`);
      await fs.writeFile(file, `${JSON.stringify(jsonSchemaOf(name), null, 2)}\n`);
      return file;
    }),
  );
}

export default function payloadSchemasPlugin(context: LoadContext): Plugin {
  return {
    name: 'faststore-payload-schemas',
    async loadContent() {
      await writePayloadSchemas(path.join(context.siteDir, SCHEMAS_STATIC_DIR));
    },
  };
}
