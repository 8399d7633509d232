/**
 * Dependencies that must move together: every Docusaurus package at one exact version, the one
 * installed, so that an update changes them all at once (renovate.json groups them) and no package
 * of the theme runs against another version of the core.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {faststorePackageDir} from '@faststore-docs/reference/packageFiles';
import {extractSdkReference} from '@faststore-docs/reference/sdk/extract';
import {extractUiReference} from '@faststore-docs/reference/ui/extract';

const ROOT = path.join(__dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  packageManager?: string;
  engines?: Record<string, string>;
};

describe('dependencies', () => {
  it('pin every @docusaurus package to the one installed core version', () => {
    const installed = (
      JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@docusaurus/core/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
    const ranges = Object.entries({...manifest.dependencies, ...manifest.devDependencies}).filter(([name]) =>
      name.startsWith('@docusaurus/'),
    );
    expect(ranges.length).toBeGreaterThan(1);
    expect(ranges.filter(([, range]) => range !== installed)).toEqual([]);
  });

  // The reference describes the installed release, so the site pins one exact version of each.
  it.each([
    ['ui', extractUiReference],
    ['sdk', extractSdkReference],
  ] as const)('pin @faststore/%s to one exact version, the one the reference reads', (pkg, extract) => {
    expect(manifest.dependencies[`@faststore/${pkg}`]).toBe(extract(faststorePackageDir(ROOT, pkg)).version);
  });

  it('name the npm that CI installs, which the engines accept', () => {
    expect(manifest.packageManager).toMatch(/^npm@\d+\.\d+\.\d+$/);
    const major = Number(/^npm@(\d+)/.exec(manifest.packageManager!)![1]);
    expect(manifest.engines?.npm).toBe(`>=${major}`);
  });
});
