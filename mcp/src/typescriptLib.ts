/**
 * Where TypeScript's standard library declarations are (`lib.es2022.d.ts`, `lib.dom.d.ts`…), which a
 * checker needs to know an array's element or a DOM event. The bundled compiler has none beside it, and
 * a store's node_modules may have none (no TypeScript installed, or TypeScript 7, which ships none), so
 * the package carries the files the server's checks use (`typescript-lib/`, written by build.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';

export interface LibLocation {
  dir: string;
  /** Whose files they are, for a reader: "the store's TypeScript 5.4.5", "TypeScript 5.9.3's, shipped with faststore-docs-mcp". */
  from: string;
}

const versionOf = (dir: string): string | undefined => {
  try {
    return (JSON.parse(fs.readFileSync(path.join(dir, '..', 'package.json'), 'utf8')) as {version?: string}).version;
  } catch {
    return undefined;
  }
};

/**
 * The first folder holding every one of `files`, in the order asked: the store's TypeScript first when
 * `storeFirst` (a check that must read as the store's build would), else the shipped files first (a
 * rewrite that must come out the same with or without the store's node_modules).
 */
export function libLocation(storeDir: string, files: readonly string[], storeFirst: boolean): LibLocation | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const storeLib = path.join(storeDir, 'node_modules', 'typescript', 'lib');
  const store = {dir: storeLib, from: `the store's TypeScript ${versionOf(storeLib) ?? ''}`.trim()};
  const shipped = [
    // Beside the bundle, whose code may sit in a chunk one folder down.
    {dir: path.join(here, 'typescript-lib'), from: `TypeScript ${ts.version}'s, shipped with faststore-docs-mcp`},
    {dir: path.join(here, '..', 'typescript-lib'), from: `TypeScript ${ts.version}'s, shipped with faststore-docs-mcp`},
    // From the sources, TypeScript's own.
    {dir: path.dirname(ts.getDefaultLibFilePath({})), from: `TypeScript ${ts.version}'s own`},
  ];
  const candidates = storeFirst ? [store, ...shipped] : [...shipped, store];
  return candidates.find((c) => files.every((file) => fs.existsSync(path.join(c.dir, file))));
}
