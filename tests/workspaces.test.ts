/**
 * The site, the reference package, the shared package and the agent package import each other by
 * package name only: a relative import across a package's folder would tie two packages into one
 * program (bundled, one reorders the other) and hide the dependency from their package.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {describe, expect, it} from 'vitest';

const ROOT = path.join(__dirname, '..');
const {workspaces} = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {workspaces: string[]};
const PACKAGES = workspaces.flatMap((w) =>
  w.endsWith('/*') ? fs.readdirSync(path.join(ROOT, w.slice(0, -2))).map((d) => `${w.slice(0, -2)}/${d}`) : [w],
);
/** The package a file belongs to: a workspace's folder, or the site (''). */
const packageOf = (file: string): string => PACKAGES.find((p) => file.startsWith(`${p}/`)) ?? '';

const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mts', '*.mjs', '*.js'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f && !f.includes('/fixtures/') && fs.existsSync(path.join(ROOT, f)));

describe('workspaces', () => {
  it('the root declares them', () => {
    expect(PACKAGES).toEqual(expect.arrayContaining(['packages/reference', 'packages/shared', 'mcp']));
  });

  it('no relative import crosses a package folder', () => {
    const crossing = files.flatMap((file) => {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      const specs = [...text.matchAll(/(?:from|import|mock|require)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map(
        (m) => m[1],
      );
      return specs
        .filter(
          (spec) =>
            packageOf(path.posix.normalize(path.posix.join(path.posix.dirname(file), spec))) !== packageOf(file),
        )
        .map((spec) => `${file}: ${spec}`);
    });
    expect(crossing).toEqual([]);
  });

  it.each(PACKAGES)('%s has its own package.json with scripts', (pkg) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8')) as {scripts?: object};
    expect(Object.keys(manifest.scripts ?? {}).length).toBeGreaterThan(0);
  });
});
