/**
 * A store for the upgrade command's tests: a scratch folder whose package.json asks for the given
 * FastStore releases and whose node_modules holds them (linked from the portal's own install of the
 * older releases, `faststore-<pkg>-<version>`), with `files` written into it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import {migrations} from '@faststore-docs/shared/reference/data';
import type {Migrations} from '@faststore-docs/reference/data/schemas';
import {planUpgrade, writeUpgrade} from './index';

export const ROOT = path.join(__dirname, '..', '..', '..');
const MODULES = path.join(ROOT, 'node_modules');

/** The releases the tests' upgrades are planned with. */
export const COVERED = {
  sdk: ['1.9.4', '1.9.10', '1.9.11'],
  ui: ['1.9.4', '1.9.10', '1.9.11'],
  api: ['1.9.7', '1.9.9', '1.9.11'],
  // The reference's committed migrations, as the agent data carries them.
  migrations: migrations<Migrations>(),
};

export function testStore(
  releases: Partial<Record<'sdk' | 'ui', string>>,
  files: Record<string, string> = {},
  {copy, typescript = false}: {copy?: string; typescript?: boolean} = {},
): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faststore-upgrade-'));
  if (copy) fs.cpSync(copy, dir, {recursive: true});
  const dependencies = Object.fromEntries(Object.entries(releases).map(([pkg, v]) => [`@faststore/${pkg}`, v]));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({dependencies}));
  fs.mkdirSync(path.join(dir, 'node_modules', '@faststore'), {recursive: true});
  for (const [pkg, version] of Object.entries(releases) as ['sdk' | 'ui', string][])
    fs.symlinkSync(
      path.join(ROOT, 'node_modules', `faststore-${pkg}-${version}`),
      path.join(dir, 'node_modules', '@faststore', pkg),
    );
  // A store installs TypeScript too, whose lib files the command's checker reads.
  if (typescript)
    fs.symlinkSync(path.join(ROOT, 'node_modules', 'typescript'), path.join(dir, 'node_modules', 'typescript'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    fs.writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

/** Upgrades the store in place; returns a reader of its files. */
export function upgraded(dir: string) {
  writeUpgrade(dir, planUpgrade(dir, COVERED));
  return (name: string) => fs.readFileSync(path.join(dir, name), 'utf8');
}

/** The compiler's diagnostics for a store's files, with React's types and the given options and paths. */
export function diagnosticsOf(dir: string, files: string[], options: ts.CompilerOptions): readonly ts.Diagnostic[] {
  const program = ts.createProgram(
    files.map((f) => path.join(dir, f)),
    {
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2020,
      lib: ['lib.es2020.d.ts', 'lib.dom.d.ts'],
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      typeRoots: [path.join(MODULES, '@types')],
      types: ['react'],
      ...options,
      paths: {
        ...options.paths,
        react: [path.join(MODULES, '@types', 'react')],
        'react/jsx-runtime': [path.join(MODULES, '@types', 'react', 'jsx-runtime')],
      },
    },
  );
  return ts.getPreEmitDiagnostics(program);
}
