import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import payloadSchemasPlugin, {SCHEMAS_STATIC_DIR, jsonSchemaOf, writePayloadSchemas} from '.';
import config from '../../../docusaurus.config';
import {buildResponse} from '../../components/survey/Survey/schema';
import {buildSubmission} from '../../components/starters/StarterSubmissionForm/schema';

describe('published payload schemas', () => {
  it('the survey response requires exactly the five keys every response has, and no other', () => {
    const schema = jsonSchemaOf('survey-response') as {
      required: string[];
      properties: Record<string, unknown>;
      additionalProperties: boolean;
    };
    const sent = buildResponse({id: 'a', timestamp: 't'}, {rate: '3'});
    expect(Object.keys(schema.properties).sort()).toEqual(Object.keys(sent).sort());
    expect([...schema.required].sort()).toEqual(['email', 'id', 'message', 'rate', 'timestamp']);
    expect(schema.additionalProperties).toBe(false);
  });

  it('the starter submission lists the keys the form sends', () => {
    const schema = jsonSchemaOf('starter-submission') as {required: string[]; properties: Record<string, unknown>};
    const sent = buildSubmission('id-1', {
      name: 'Shoe Store',
      email: 'dev@shoes.example',
      repositoryUrl: 'https://github.com/acme/shoes/',
      demoUrl: 'https://shoes.example',
      screenshotUrl: 'https://shoes.example/shot.png',
      description: 'A store for shoes with size guides.',
      features: 'Size guide\nWish list',
      group: 'community',
      agreement: true,
    });
    expect(Object.keys(schema.properties).sort()).toEqual(Object.keys(sent).sort());
    expect([...schema.required].sort()).toEqual(Object.keys(sent).sort());
  });

  it('are written into the build, one file per payload', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-'));
    const files = await writePayloadSchemas(out);
    expect(files.map((f) => path.relative(out, f)).sort()).toEqual([
      'schemas/starter-submission.schema.json',
      'schemas/survey-response.schema.json',
    ]);
    const survey = JSON.parse(fs.readFileSync(path.join(out, 'schemas/survey-response.schema.json'), 'utf8'));
    expect(survey.$schema).toMatch(/2020-12/);
    expect(survey.title).toMatch(/survey response/);
  });

  // The development server serves only static directories and bundles: a schema written after the
  // build would be a 404 under `npm start`, where whoever writes a receiver first looks for it.
  it('are written when content loads, into a static directory the site serves in development too', async () => {
    const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'schemas-site-'));
    const plugin = payloadSchemasPlugin({siteDir} as LoadContext);
    expect(plugin.postBuild).toBeUndefined();
    await plugin.loadContent!();
    for (const name of ['survey-response', 'starter-submission']) {
      const file = path.join(siteDir, SCHEMAS_STATIC_DIR, 'schemas', `${name}.schema.json`);
      expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(jsonSchemaOf(name as 'survey-response'));
    }
    expect(config.staticDirectories).toContain(SCHEMAS_STATIC_DIR);
  });
});
