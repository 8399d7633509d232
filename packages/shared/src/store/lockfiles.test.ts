/**
 * The store reader on real stores (both starters at several commits, `tests/fixtures/stores`), on
 * the lockfile formats of every package manager a store developer uses, and on a store's folder as
 * Node sees it: from a subfolder, in a monorepo, with damaged files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {afterEach, describe, expect, it} from 'vitest';
import {referenceVersions} from '../reference/data';
import {
  installedFrom,
  installedFromPnpmLock,
  installedFromYarnLock,
  readLockfile,
  readPackageJson,
  releaseProblem,
  StoreFileError,
} from './lockfiles.mjs';
import {readStore} from './lockfiles.node.mjs';

const ROOT = path.join(__dirname, '..', '..', '..', '..');
const STORES = path.join(ROOT, 'tests', 'fixtures', 'stores');
const {versions: covered} = referenceVersions();
const manifest = (starter: string) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'src', 'data', 'starterManifests', `${starter}.json`), 'utf8')) as {
    commit: string;
    installed: Record<string, string>;
  };
const real = (folder: string) => ({
  packageJson: fs.readFileSync(path.join(STORES, folder, 'package.json'), 'utf8'),
  yarnLock: zlib.gunzipSync(fs.readFileSync(path.join(STORES, folder, 'yarn.lock.gz'))).toString('utf8'),
});

const dirs: string[] = [];
function folder(files: Record<string, string | null>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-reader-'));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    const at = path.join(dir, file);
    if (text === null) fs.mkdirSync(at, {recursive: true});
    else {
      fs.mkdirSync(path.dirname(at), {recursive: true});
      fs.writeFileSync(at, text);
    }
  }
  return dir;
}
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, {recursive: true, force: true})));

describe("the starters' real files", () => {
  it('give the releases the starter manifests record, at the pinned commits', () => {
    for (const starter of ['nextjs.store', 'gatsby.store']) {
      const {commit, installed} = manifest(starter);
      const {packageJson, yarnLock} = real(`${starter}-${commit.slice(0, 7)}`);
      const {declared} = readPackageJson(packageJson);
      const lock = readLockfile(yarnLock, 'yarn.lock');
      expect(lock.format).toBe('Yarn 1');
      expect(installedFrom(lock, declared)).toEqual(installed);
    }
  });

  it('tell a release the portal does not cover, with the closest covered, and another minor line', () => {
    const releasesOf = (folder: string) => {
      const {packageJson, yarnLock} = real(folder);
      return installedFromYarnLock(yarnLock, readPackageJson(packageJson).declared);
    };
    const older = releasesOf('nextjs.store-943421a');
    const problem = releaseProblem(older, covered)!;
    expect(problem).toContain(`@faststore/ui ${older['@faststore/ui']} is not a release this portal covers`);
    expect(problem).toContain(`the closest covered is ${covered.ui[0]}`);
    expect(releaseProblem(releasesOf('nextjs.store-a52d4e2'), covered)).toMatch(
      /FastStore 1\.8.*documents FastStore 1\.9/,
    );
    expect(releaseProblem(releasesOf('gatsby.store-8d4e5bc'), covered)).toBeUndefined();
  });
});

describe('each lockfile format', () => {
  it("reads pnpm 5.x's versions with their peers after an underscore, and its specifiers apart", () => {
    const v54 = [
      'lockfileVersion: 5.4',
      '',
      'specifiers:',
      "  '@faststore/sdk': 1.9.4",
      "  '@faststore/ui': ^1.9.4",
      '',
      'dependencies:',
      "  '@faststore/sdk': 1.9.10_react@17.0.2",
      "  '@faststore/ui': 1.9.11_4rl5zbbpqgqh5xqe2xwgkthcxe",
      '',
      'packages:',
      '',
      '  /@faststore/sdk/1.9.10_react@17.0.2:',
      '    resolution: {integrity: sha512-x}',
    ].join('\n');
    expect(installedFromPnpmLock(v54)).toEqual({'@faststore/sdk': '1.9.10', '@faststore/ui': '1.9.11'});
  });

  it("reads Yarn Berry's entries and resolutions", () => {
    const berry = [
      '__metadata:',
      '  version: 6',
      '  cacheKey: 8',
      '',
      '"@faststore/sdk@npm:^1.9.4, @faststore/sdk@npm:^1.9.10":',
      '  version: 1.9.10',
      '  resolution: "@faststore/sdk@npm:1.9.10"',
      '  dependencies:',
      '    idb-keyval: ^5.1.3',
      '',
    ].join('\n');
    const lock = readLockfile(berry, 'yarn.lock');
    expect(lock.format).toBe('Yarn 2 or later');
    expect(installedFrom(lock, {'@faststore/sdk': '^1.9.10'})).toEqual({'@faststore/sdk': '1.9.10'});
  });

  it('resolves a package at two releases to the one the store range selects, or the top of node_modules', () => {
    const yarn = [
      '# yarn lockfile v1',
      '',
      '"@faststore/ui@^1.9.4":',
      '  version "1.9.11"',
      '',
      '"@faststore/ui@1.9.10":',
      '  version "1.9.10"',
      '',
    ].join('\n');
    expect(installedFromYarnLock(yarn, {'@faststore/ui': '1.9.10'})).toEqual({'@faststore/ui': '1.9.10'});
    expect(installedFromYarnLock(yarn, {'@faststore/ui': '^1.9.4'})).toEqual({'@faststore/ui': '1.9.11'});
    const npm = JSON.stringify({
      lockfileVersion: 3,
      packages: {
        'node_modules/@faststore/ui': {version: '1.9.4'},
        'node_modules/@faststore/sdk/node_modules/@faststore/ui': {version: '1.9.11'},
      },
    });
    expect(installedFrom(readLockfile(npm), {'@faststore/ui': '^1.9.4'})).toEqual({'@faststore/ui': '1.9.4'});
    const v1 = JSON.stringify({
      lockfileVersion: 1,
      dependencies: {
        '@faststore/ui': {version: '1.9.10'},
        '@faststore/sdk': {version: '1.9.10', dependencies: {'@faststore/ui': {version: '1.9.4'}}},
      },
    });
    expect(installedFrom(readLockfile(v1))).toEqual({'@faststore/sdk': '1.9.10', '@faststore/ui': '1.9.10'});
  });

  it('names the file and the place of invalid JSON, and a FastStore 2 store as one', () => {
    expect(() => readPackageJson('{\n  "name": "shop",\n  "dependencies": {\n', 'package.json')).toThrow(
      /^package\.json is not valid JSON: at line 4, column 1 \(the file ends too early/,
    );
    expect(() => readPackageJson('{"name": "shop",}', 'package.json')).toThrow(
      expect.objectContaining({name: 'StoreFileError', message: expect.stringMatching(/line 1, column 1[78]/)}),
    );
    expect(releaseProblem({'@faststore/core': '^2.2.60', '@faststore/cli': '^2.2.60'}, covered)).toMatch(
      /FastStore 2\.x store, and this portal documents FastStore 1\.9/,
    );
    expect(releaseProblem({'@faststore/ui': '2.0.3'}, covered)).toMatch(/FastStore 2\.x/);
  });
});

describe("a store's folder", () => {
  const pkg = JSON.stringify({name: 'shop', dependencies: {'@faststore/ui': '^1.9.4', '@faststore/sdk': '^1.9.4'}});

  it('is found from a subfolder, with node_modules as Node finds it', () => {
    const dir = folder({
      'package.json': pkg,
      'src/components/x.tsx': '',
      'node_modules/@faststore/ui/package.json': JSON.stringify({version: '1.9.10'}),
    });
    const read = readStore(path.join(dir, 'src', 'components'));
    expect(read.dir).toBe(dir);
    expect(read.nodeModules['@faststore/ui']?.version).toBe('1.9.10');
    expect(read.problems).toEqual([]);
  });

  it("is read in a monorepo: the workspace's own package.json, the root's lockfile and node_modules", () => {
    const lock = JSON.stringify({
      lockfileVersion: 3,
      packages: {
        '': {workspaces: ['packages/*']},
        'node_modules/@faststore/ui': {version: '1.9.4'},
        'packages/store/node_modules/@faststore/ui': {version: '1.9.11'},
        'node_modules/@faststore/sdk': {version: '1.9.10'},
      },
    });
    const root = folder({
      'package.json': JSON.stringify({private: true, workspaces: ['packages/*']}),
      'package-lock.json': lock,
      'packages/store/package.json': pkg,
      'packages/store/src/pages/index.tsx': '',
      'node_modules/@faststore/sdk/package.json': JSON.stringify({version: '1.9.10'}),
    });
    const read = readStore(path.join(root, 'packages', 'store', 'src', 'pages'));
    expect(read.dir).toBe(path.join(root, 'packages', 'store'));
    expect(read.lock?.installed).toEqual({'@faststore/sdk': '1.9.10', '@faststore/ui': '1.9.11'});
    expect(read.nodeModules['@faststore/sdk']?.version).toBe('1.9.10');
    const pnpm = [
      "lockfileVersion: '6.0'",
      'importers:',
      '  .: {}',
      '  packages/store:',
      '    dependencies:',
      "      '@faststore/ui':",
      '        specifier: ^1.9.4',
      '        version: 1.9.10(react@17.0.2)',
    ].join('\n');
    const pnpmRoot = folder({'pnpm-lock.yaml': pnpm, 'packages/store/package.json': pkg});
    expect(readStore(path.join(pnpmRoot, 'packages', 'store')).lock?.installed).toEqual({'@faststore/ui': '1.9.10'});
  });

  it('is read in a real pnpm monorepo, whose workspaces link each other rather than install a release', () => {
    const from = path.join(STORES, 'faststore-monorepo-d1e33c6');
    const root = folder({
      'package.json': fs.readFileSync(path.join(from, 'package.json'), 'utf8'),
      'pnpm-workspace.yaml': fs.readFileSync(path.join(from, 'pnpm-workspace.yaml'), 'utf8'),
      'pnpm-lock.yaml': zlib.gunzipSync(fs.readFileSync(path.join(from, 'pnpm-lock.yaml.gz'))).toString('utf8'),
      'packages/core/package.json': fs.readFileSync(path.join(from, 'packages', 'core', 'package.json'), 'utf8'),
    });
    const read = readStore(path.join(root, 'packages', 'core'));
    expect(read.dir).toBe(path.join(root, 'packages', 'core'));
    expect(read.lock).toMatchObject({lockfile: 'pnpm-lock.yaml', format: 'pnpm lockfile 9.0', installed: {}});
    expect(read.problems).toEqual([]);
    const declared = Object.fromEntries(
      Object.entries(read.packageJson!.declared).filter(([name]) => name.startsWith('@faststore/')),
    );
    expect(releaseProblem(declared, covered)).toMatch(/FastStore 3\.x store, and this portal documents FastStore 1\.9/);
  });

  it('says what it could not read and reads the rest: a truncated package.json, a lockfile that is a folder', () => {
    const dir = folder({
      'package.json': pkg,
      'package-lock.json': null,
      'yarn.lock': '"@faststore/sdk@^1.9.4":\n  version "1.9.10"\n',
      'node_modules/@faststore/ui/package.json': '{"name": "@faststore/ui", "vers',
    });
    const read = readStore(dir);
    expect(read.lock?.installed).toEqual({'@faststore/sdk': '1.9.10'});
    expect(read.problems).toEqual([
      expect.stringMatching(/node_modules\/@faststore\/ui\/package\.json is not valid JSON: at line 1, column \d+/),
    ]);
    const folderLock = folder({'package.json': pkg, 'package-lock.json': null});
    expect(readStore(folderLock).problems).toEqual([
      expect.stringMatching(/package-lock\.json is a folder, not a file/),
    ]);
    const broken = folder({'package.json': '{"dependencies": {'});
    expect(readStore(broken)).toMatchObject({dir: broken, problems: [expect.stringMatching(/is not valid JSON/)]});
  });

  it('throws only its own error on text that is not what it claims', () => {
    expect(() => readLockfile('hello', 'notes.txt')).toThrow(StoreFileError);
    expect(() => readPackageJson('[1, 2]')).toThrow(StoreFileError);
  });
});
