/**
 * Generates the GraphQL API reference data from the installed `@faststore/api`.
 * `loadContent` runs on every `docusaurus build` and `docusaurus start`, before bundling, and writes
 * `generated/reference.json` (operations and types for the reference components) and
 * `generated/schema.json` (the SDL, for the in-browser explorer). `generated/` is gitignored.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {printSchema} from 'graphql';
import {getSchema} from './schema';
import {buildReferenceData} from './referenceData';
import {faststorePackageDir} from '../packageFiles';

export const GENERATED_DIR = path.join(__dirname, 'generated');

export async function writeReferenceFiles(dir: string = GENERATED_DIR): Promise<void> {
  const schema = getSchema();
  await fs.mkdir(dir, {recursive: true});
  // Written only when changed, so `docusaurus start` does not rebuild for identical output.
  const write = async (name: string, data: unknown) => {
    const file = path.join(dir, name);
    const text = `${JSON.stringify(data, null, 1)}\n`;
    const old = await fs.readFile(file, 'utf8').catch(() => '');
    if (old !== text) await fs.writeFile(file, text);
  };
  await write('reference.json', buildReferenceData(schema));
  const pkg = path.join(faststorePackageDir(path.resolve(__dirname, '..', '..', '..'), 'api'), 'package.json');
  const {version} = JSON.parse(await fs.readFile(pkg, 'utf8')) as {version: string};
  await write('schema.json', {sdl: printSchema(schema), version});
}

export default function apiReferencePlugin(): Plugin {
  return {
    name: 'faststore-api-reference',
    async loadContent() {
      await writeReferenceFiles();
    },
  };
}
