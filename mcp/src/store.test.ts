import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, expect, test} from 'vitest';
import {detectStore, storeContext} from './store';

const dirs: string[] = [];
function store(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, {recursive: true, force: true})));

const pkg = JSON.stringify({dependencies: {'@faststore/ui': '^1.9.4'}, devDependencies: {'@faststore/api': '~1.9.7'}});

test('what node_modules holds wins over the lockfile, which wins over the package.json range', () => {
  const lock = '"@faststore/ui@^1.9.4":\n  version "1.9.10"\n';
  expect(detectStore(store({'package.json': pkg}))?.packages).toEqual({
    ui: {version: '1.9.4', from: 'package.json', range: '^1.9.4'},
    api: {version: '1.9.7', from: 'package.json', range: '~1.9.7'},
  });
  expect(detectStore(store({'package.json': pkg, 'yarn.lock': lock}))?.packages.ui).toEqual({
    version: '1.9.10',
    from: 'yarn.lock',
  });
  const installed = store({
    'package.json': pkg,
    'yarn.lock': lock,
    'node_modules/@faststore/ui/package.json': JSON.stringify({version: '1.9.11'}),
  });
  expect(detectStore(installed)?.packages.ui).toEqual({version: '1.9.11', from: 'node_modules'});
});

test("reads npm's lockfile, and leaves out packages the store does not depend on", () => {
  const lock = JSON.stringify({
    packages: {'node_modules/@faststore/ui': {version: '1.9.11'}, 'node_modules/@faststore/sdk': {version: '1.9.4'}},
  });
  expect(detectStore(store({'package.json': pkg, 'package-lock.json': lock}))?.packages).toEqual({
    ui: {version: '1.9.11', from: 'package-lock.json'},
    api: {version: '1.9.7', from: 'package.json', range: '~1.9.7'},
  });
});

test("reads pnpm's lockfile, in the formats before and after its version 6", () => {
  const v9 = [
    "lockfileVersion: '9.0'",
    'importers:',
    '  .:',
    '    dependencies:',
    "      '@faststore/ui':",
    '        specifier: ^1.9.4',
    '        version: 1.9.10(react@18.2.0)',
    '    devDependencies:',
    "      '@faststore/api':",
    '        specifier: ~1.9.7',
    '        version: 1.9.7',
    'packages:',
    "  '@faststore/ui@1.9.10':",
    '    resolution: {integrity: sha512-x}',
  ].join('\n');
  expect(detectStore(store({'package.json': pkg, 'pnpm-lock.yaml': v9}))?.packages).toEqual({
    ui: {version: '1.9.10', from: 'pnpm-lock.yaml'},
    api: {version: '1.9.7', from: 'pnpm-lock.yaml'},
  });
  const v5 = [
    'lockfileVersion: 5.4',
    'dependencies:',
    "  '@faststore/ui': 1.9.11",
    'devDependencies:',
    "  '@faststore/api': 1.9.9",
  ].join('\n');
  expect(detectStore(store({'package.json': pkg, 'pnpm-lock.yaml': v5}))?.packages).toEqual({
    ui: {version: '1.9.11', from: 'pnpm-lock.yaml'},
    api: {version: '1.9.9', from: 'pnpm-lock.yaml'},
  });
});

test('a folder without package.json is not a store; a broken one has no packages', () => {
  expect(detectStore(store({}))).toBeUndefined();
  expect(detectStore(store({'package.json': '{'}))?.packages).toEqual({});
});

test('a store with a damaged file still gives a context, saying what could not be read', () => {
  const covered = {ui: ['1.9.10'], sdk: ['1.9.10'], api: ['1.9.7']};
  const dir = store({
    'package.json': pkg,
    'yarn.lock': '"@faststore/ui@^1.9.4":\n  version "1.9.10"\n',
    'node_modules/@faststore/ui/package.json': '{"name": "@faststore/ui", "version": "1.9',
  });
  const {context, messages} = storeContext(dir, true, covered);
  expect(context.packages?.ui).toEqual({version: '1.9.10', from: 'yarn.lock'});
  expect(messages[0]).toMatch(
    /node_modules\/@faststore\/ui\/package\.json is not valid JSON: at line 1, column \d+ \(the file ends too early/,
  );
  expect(context.problems).toHaveLength(1);
});

test('a FastStore 2 store is told it is one, and the server still gets a context', () => {
  const dir = store({
    'package.json': JSON.stringify({dependencies: {'@faststore/core': '^2.2.60', '@faststore/cli': '^2.2.60'}}),
  });
  const {context, messages} = storeContext(dir, false, {ui: ['1.9.10'], sdk: ['1.9.10'], api: ['1.9.7']});
  expect(context.packages).toEqual({});
  expect(messages).toEqual([expect.stringMatching(/FastStore 2\.x store, and this portal documents FastStore 1\.9/)]);
});
