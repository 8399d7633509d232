/**
 * `faststore-docs-mcp upgrade` as a reader runs it: in a store, with --dry-run, with a release the
 * package does not cover, and outside a store.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, expect, test, vi} from 'vitest';
import {main} from '../src/cli';

const ROOT = path.join(__dirname, '..', '..');

function store(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faststore-upgrade-cli-'));
  fs.cpSync(path.join(ROOT, 'mcp', 'test', 'fixtures', 'nextjs-store', 'src'), path.join(dir, 'src'), {
    recursive: true,
  });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({dependencies: {'@faststore/sdk': '1.9.10'}}));
  return dir;
}

function run(args: string[]) {
  let stdout = '';
  let stderr = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((s) => ((stdout += String(s)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((s) => ((stderr += String(s)), true));
  return main(args).then((code) => ({code, stdout, stderr}));
}

afterEach(() => vi.restoreAllMocks());

test('--dry-run prints a unified diff and the report, and writes nothing', async () => {
  const dir = store();
  const sort = fs.readFileSync(path.join(dir, 'src/components/search/Sort/Sort.tsx'), 'utf8');
  const {code, stdout, stderr} = await run(['upgrade', '--dry-run', dir]);
  expect(code).toBe(0);
  expect(stdout).toContain('--- a/src/components/search/Filter/Filter.tsx');
  expect(stdout).toContain('-            setFacets(selected)');
  expect(stderr).toContain('# @faststore/sdk 1.9.10 → 1.9.11');
  expect(fs.readFileSync(path.join(dir, 'src/components/search/Sort/Sort.tsx'), 'utf8')).toBe(sort);
  expect(fs.existsSync(path.join(dir, 'faststore-upgrade-report.md'))).toBe(false);
});

test('without --dry-run it writes the files and the report', async () => {
  const dir = store();
  const {code, stdout} = await run(['upgrade', dir]);
  expect(code).toBe(0);
  expect(stdout).toMatch(/@faststore\/sdk 1\.9\.10 → 1\.9\.11: \d+ rewritten/);
  expect(fs.readFileSync(path.join(dir, 'src/components/search/Filter/Filter.tsx'), 'utf8')).not.toContain(
    'setFacets(',
  );
  expect(fs.readFileSync(path.join(dir, 'faststore-upgrade-report.md'), 'utf8')).toContain('Filter.tsx:88');
});

test('a release the package does not cover, and a folder that is not a store, fail with a message', async () => {
  const covered = await run(['upgrade', '--to', '1.9.99', store()]);
  expect(covered.code).toBe(1);
  expect(covered.stderr).toMatch(/1\.9\.99 is not a covered release\. Covered: .*1\.9\.11/);
  const empty = await run(['upgrade', fs.mkdtempSync(path.join(os.tmpdir(), 'not-a-store-'))]);
  expect(empty.code).toBe(1);
  expect(empty.stderr).toMatch(/is not a store: it has no package\.json/);
});
