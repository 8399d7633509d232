/** Where the reference generators find the installed FastStore packages and the pages that use them. */
import fs from 'node:fs';
import path from 'node:path';

/** Directory of an installed `@faststore/<name>` package, resolved from the site root. */
export function faststorePackageDir(siteDir: string, name: 'ui' | 'sdk' | 'api'): string {
  return path.join(siteDir, 'node_modules', '@faststore', name);
}

/** The package.json in `dir`. */
export const readManifest = <T = {name: string; version: string; module?: string; main?: string}>(dir: string): T =>
  JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as T;

/**
 * The compiled code a store runs: the `module` entry (ES modules), which bundlers (webpack, the
 * starters' Gatsby and Next.js) prefer, else `main`; undefined when the package names neither. It is
 * also the same code whatever NODE_ENV says, so the build and the tests read alike: 1.9.4's `main`
 * picks a minified bundle in production whose minifier dropped Spinner's unused `children` binding,
 * so that bundle alone renders Spinner's children.
 */
export function esEntry(dir: string): string | undefined {
  const {module, main} = readManifest(dir);
  const entry = module ?? main;
  return entry && path.resolve(dir, entry);
}

/** Whether a declaration's file belongs to the package (not to React or another dependency). */
export const isInPackage = (fileName: string, pkgDir: string): boolean =>
  path.resolve(fileName).startsWith(path.resolve(pkgDir) + path.sep);
