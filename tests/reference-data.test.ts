/**
 * The site's build, `npm start`, the browser tests and the agent server read the reference as
 * committed data: none of them may load the reference package's sources, which run the TypeScript
 * compiler, a bundler and the forwarding probe over every release. The data is written, and checked in
 * CI, by `npm run reference:data` / `reference:check`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {coveredVersions} from '@faststore-docs/reference/covered';
import {referenceVersions} from '@faststore-docs/shared/reference/data';

const ROOT = path.join(__dirname, '..');
const CODE = /\.(ts|tsx|mts|mjs|js)$/;

function files(dir: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, dir), {recursive: true, encoding: 'utf8'})
    .filter((f) => CODE.test(f) && !/\.test\.tsx?$/.test(f) && !f.split(path.sep).includes('fixtures'))
    .map((f) => path.join(dir, f));
}

/** Every import of the reference package in `file`, with whether it is for types only. */
function referenceImports(file: string): {spec: string; typeOnly: boolean}[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return [
    ...text.matchAll(
      /import\s+(type\s+)?[^'"]*?from\s+['"](@faststore-docs\/reference\/[^'"]+)['"]|import\(\s*['"](@faststore-docs\/reference\/[^'"]+)['"]/g,
    ),
  ].map((m) => ({spec: m[2] ?? m[3], typeOnly: Boolean(m[1])}));
}

/** The reference modules that load the compiler, the bundler or the probe, or run them. */
const DERIVING = ['ui/extract', 'sdk/extract', 'releases', 'compiled', 'ui/probe', 'typeCompat', 'sameTypes', 'write'];

describe('the reference is read, not derived', () => {
  it.each([...files('src'), ...files('packages/shared/src'), 'docusaurus.config.ts', 'sidebars.ts'])(
    '%s (loaded by the build) imports nothing from the reference package but its data',
    (file) => {
      const found = referenceImports(file).filter((i) => i.spec !== '@faststore-docs/reference/package.json');
      expect(found).toEqual([]);
    },
  );

  it.each(files('mcp/src'))(
    '%s (bundled into the agent package) imports types only from the reference package',
    (file) => {
      expect(referenceImports(file).filter((i) => !i.typeOnly)).toEqual([]);
    },
  );

  it.each(files('e2e'))('%s (a browser spec) runs no extractor', (file) => {
    const deriving = referenceImports(file).filter((i) =>
      DERIVING.some((d) => i.spec === `@faststore-docs/reference/${d}`),
    );
    expect(deriving).toEqual([]);
  });

  it('covers every release the site installs', () => {
    const installed = Object.fromEntries(
      Object.entries(coveredVersions(ROOT)).map(([pkg, list]) => [pkg, list.map((c) => c.version)]),
    );
    expect(referenceVersions().versions).toEqual(installed);
  });
});
