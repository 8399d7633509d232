/**
 * The repository explains itself: no comment, test name or message points a maintainer at a
 * document they cannot open (a numbered section of a specification, a tracker's issue number, or
 * notes kept outside the repository). Each says why in terms of the product instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {ROOT} from './contentFiles';

const CODE = /\.(ts|tsx|mts|mjs|js|css|md)$/;
const SKIP = new Set([
  'node_modules',
  'build',
  'build-configured',
  '.docusaurus',
  'generated',
  'starterManifests',
  'test-results',
]);
// Spelled with escapes so that this rule does not match its own source.
const OUTSIDE_REFERENCE = new RegExp(
  ['spec \\u00a7', '\\u00a7\\s?\\d', '\\b[Ii]ssues? #?\\d+\\b', 'design\\.(md)', 'product-(spec)'].join('|'),
);

function files(dir: string): string[] {
  const abs = path.join(ROOT, dir);
  if (!fs.existsSync(abs)) return [];
  if (fs.statSync(abs).isFile()) return [dir];
  return fs.readdirSync(abs).flatMap((name) => (SKIP.has(name) ? [] : files(path.join(dir, name))));
}

const checked = [
  'src',
  'tests',
  'e2e',
  'scripts',
  'deploy',
  '.github',
  'docusaurus.config.ts',
  'sidebars.ts',
  'playwright.config.ts',
  'playwright.dev.config.ts',
  'vitest.config.mts',
  'README.md',
  'CONTRIBUTING.md',
]
  .flatMap(files)
  .filter((f) => CODE.test(f) && f !== path.join('tests', 'stands-alone.test.ts'));

describe('the repository stands alone', () => {
  it('checks the code, tests, scripts and guides', () => {
    expect(checked.length).toBeGreaterThan(50);
  });

  it.each(checked)('%s cites no document outside the repository', (file) => {
    const hits = fs
      .readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => (OUTSIDE_REFERENCE.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : []));
    expect(hits).toEqual([]);
  });
});
