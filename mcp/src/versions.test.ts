import {expect, test} from 'vitest';
import type {Reference} from './data';
import {Versions} from './versions';

const reference = {
  versions: {ui: ['1.9.4', '1.9.10', '1.9.11'], sdk: ['1.9.4', '1.9.10', '1.9.11'], api: ['1.9.7', '1.9.9', '1.9.11']},
  defaults: {ui: '1.9.11', sdk: '1.9.11', api: '1.9.11'},
} as unknown as Reference;

test('without a store, every default says so and how to name a store', () => {
  const {version, note} = new Versions(reference, {missing: '--store /nowhere does not exist'}).defaultOf('ui');
  expect(version).toBe('1.9.11');
  expect(note).toMatch(/^--store \/nowhere does not exist: answering for @faststore\/ui 1\.9\.11.*--store/);
});

test('a store of the covered line older than every covered release is answered with the oldest, and told it may differ', () => {
  const versions = new Versions(reference, {packages: {ui: {version: '1.9.2', from: 'yarn.lock'}}});
  const {version, note} = versions.defaultOf('ui');
  expect(version).toBe('1.9.4');
  expect(note).toMatch(/1\.9\.2.*older than every release.*1\.9\.4, the oldest covered/);
  expect(note).not.toMatch(/newest covered release before it/);
  expect(versions.resolve('ui').version).toBe('1.9.4');
});

test('a store of an older line is refused the covered data unless a call names a release, with where its upgrade starts', () => {
  const pages = [
    {path: '/releases/2022/05/18/faststore', title: 'FastStore 1.8 — ProductCard'},
    {path: '/releases/2022/04/19/faststore', title: 'FastStore 1.7 — catalog slugs'},
    {path: '/reference/upgrade', title: 'Upgrade'},
  ];
  const versions = new Versions(reference, {packages: {ui: {version: '1.7.15', from: 'yarn.lock'}}}, pages);
  expect(() => versions.resolve('ui')).toThrow(
    expect.objectContaining({
      code: 'release_not_covered',
      message: expect.stringMatching(
        /1\.7\.15, FastStore 1\.7; .*cover FastStore 1\.9 only.*\/releases\/2022\/05\/18\/faststore\).* 1\.9\.4, the oldest covered/,
      ),
    }),
  );
  expect(versions.outsideLine('ui')).not.toContain('/releases/2022/04/19/faststore');
  expect(versions.resolve('ui', '1.9.4').note).toMatch(/not the store's release \(1\.7\.15/);
  // The other packages, which the store does not have, are answered as before.
  expect(versions.resolve('sdk').version).toBe('1.9.11');
});

test('a range only declared in package.json is not called installed, and is answered with the newest it allows', () => {
  const versions = new Versions(reference, {
    packages: {
      sdk: {version: '1.9.4', from: 'package.json', range: '^1.9.4'},
      api: {version: '1.9.7', from: 'package.json', range: '1.9.7'},
    },
  });
  expect(versions.defaultOf('sdk')).toMatchObject({
    version: '1.9.11',
    note: expect.stringMatching(/declares @faststore\/sdk "\^1\.9\.4" but no node_modules or lockfile/),
  });
  expect(versions.defaultOf('api').version).toBe('1.9.7');
  expect(versions.defaultOf('ui').note).toMatch(/does not depend on @faststore\/ui/);
});

test("a store's installed covered release is the default, and the note says where it was read", () => {
  const versions = new Versions(reference, {packages: {api: {version: '1.9.9', from: 'node_modules'}}});
  expect(versions.defaultOf('api')).toEqual({
    version: '1.9.9',
    note: "the store's @faststore/api 1.9.9 (read from node_modules)",
  });
});

test('a release read despite a damaged file says which file could not be read', () => {
  const problem = '/store/node_modules/@faststore/ui/package.json is not valid JSON: at line 1, column 30.';
  for (const found of [
    {version: '1.9.10', from: 'yarn.lock' as const},
    {version: '1.9.4', from: 'package.json' as const, range: '^1.9.4'},
  ]) {
    const versions = new Versions(reference, {packages: {ui: found}, problems: [problem]});
    expect(versions.defaultOf('ui').note).toContain(`could not read: ${problem}`);
  }
});

test('a store of another line is refused the covered data, whether a lockfile or only a package.json range says so', () => {
  for (const found of [
    {version: '1.7.33', from: 'package.json' as const, range: '^1.7.33'},
    {version: '2.2.0', from: 'yarn.lock' as const},
    {version: '2.0.0', from: 'package.json' as const, range: '^2.0.0'},
  ]) {
    const versions = new Versions(reference, {packages: {ui: found}});
    const shown = versions.defaultOf('ui');
    expect(shown.outsideLine, found.version).toMatch(/FastStore (1\.7|2\.\d)/);
    expect(() => versions.resolve('ui'), found.version).toThrow(/FastStore/);
  }
});
