/**
 * `faststore-docs-mcp upgrade` as a reader runs it: its arguments (strict, as Node's parser reads
 * them), the exit codes its usage states, a preview that never writes, a git tree with uncommitted
 * work, a file that cannot be written, and the report a run appends.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, expect, test, vi} from 'vitest';
import {fc, test as fcTest} from '@fast-check/vitest';
import {EXIT, main} from '../src/cli';
import {UPGRADE_USAGE} from '../src/upgrade/args';

const ROOT = path.join(__dirname, '..', '..');
const SORT = 'src/components/search/Sort/Sort.tsx';
const FILTER = 'src/components/search/Filter/Filter.tsx';

function store(dependencies: Record<string, string> = {'@faststore/sdk': '1.9.10'}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faststore-upgrade-cli-'));
  fs.cpSync(path.join(ROOT, 'mcp', 'test', 'fixtures', 'nextjs-store', 'src'), path.join(dir, 'src'), {
    recursive: true,
  });
  fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({dependencies}, null, 2)}\n`);
  return dir;
}

/** Every file of the store and its bytes, to tell that a run changed nothing. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    const p = path.join(dir, f);
    if (!f.startsWith('.git') && fs.lstatSync(p).isFile()) out[f] = fs.readFileSync(p, 'base64');
  }
  return out;
}

function run(args: string[], cwd?: string) {
  let stdout = '';
  let stderr = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((s) => ((stdout += String(s)), true));
  vi.spyOn(process.stderr, 'write').mockImplementation((s) => ((stderr += String(s)), true));
  if (cwd) vi.spyOn(process, 'cwd').mockReturnValue(cwd);
  return main(args).then((code) => ({code, stdout, stderr}));
}

afterEach(() => vi.restoreAllMocks());

const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.email=store@example.com', '-c', 'user.name=Store', ...args], {
    cwd: dir,
    stdio: 'pipe',
  });

test('--dry-run, --dry and --print print the diff and the report, and write nothing', async () => {
  const dir = store();
  const before = snapshot(dir);
  for (const flag of ['--dry-run', '--dry', '--print']) {
    const {code, stdout, stderr} = await run(['upgrade', flag, dir]);
    expect(code).toBe(EXIT.leftByHand);
    expect(stdout).toContain(`--- a/${FILTER}`);
    expect(stdout).toContain('-            setFacets(selected)');
    expect(stderr).toContain('@faststore/sdk 1.9.10 (package.json) → 1.9.11');
    expect(snapshot(dir)).toEqual(before);
  }
});

test('without a preview flag it writes the files and the report, and exits 1 while steps are left by hand', async () => {
  const dir = store();
  const {code, stdout} = await run(['upgrade', dir]);
  expect(code).toBe(EXIT.leftByHand);
  expect(stdout).toMatch(/@faststore\/sdk 1\.9\.10 → 1\.9\.11: \d+ rewritten, 3 left to do by hand/);
  expect(fs.readFileSync(path.join(dir, FILTER), 'utf8')).not.toContain('setFacets(');
  expect(fs.readFileSync(path.join(dir, 'faststore-upgrade-report.md'), 'utf8')).toContain('Filter.tsx:89');
});

test('an unknown option, a missing value or a second folder exits 2 with the usage on stderr and writes nothing', async () => {
  const dir = store();
  const before = snapshot(dir);
  const cases = [
    ['--frobnicate', dir],
    ['--to', dir],
    ['--to', '--dry-run', dir],
    ['--dry-run=yes', dir],
    [dir, dir],
    ['--to', 'next', dir],
  ];
  for (const args of cases) {
    const {code, stdout, stderr} = await run(['upgrade', ...args]);
    expect(code, args.join(' ')).toBe(EXIT.refused);
    expect(stdout).toBe('');
    expect(stderr).toContain(UPGRADE_USAGE);
    expect(stderr.split('\n')[0]).toMatch(/^faststore-docs-mcp upgrade: \S/);
  }
  expect(snapshot(dir)).toEqual(before);
});

test('--help prints the usage with the exit codes', async () => {
  const {code, stdout} = await run(['upgrade', '--help']);
  expect(code).toBe(EXIT.done);
  expect(stdout).toBe(UPGRADE_USAGE);
  expect(stdout).toMatch(/Exit codes: 0 done.*1 done, with steps left by hand.*\n.*2 refused/s);
});

test('--to=<version> is --to <version>: a release not covered is refused either way', async () => {
  for (const args of [['--to=1.9.99'], ['--to', '1.9.99']]) {
    const {code, stderr} = await run(['upgrade', ...args, store()]);
    expect(code).toBe(EXIT.refused);
    expect(stderr).toMatch(/1\.9\.99 is not a covered release\. Covered: .*1\.9\.11/);
  }
  const {code, stderr} = await run(['upgrade', '--to=1.9.10', '--dry-run', store({'@faststore/sdk': '1.9.4'})]);
  // 1.9.10 dropped the CommonJS build: a step by hand (the test runner's settings) that no rewrite takes.
  expect(code).toBe(EXIT.leftByHand);
  expect(stderr).toContain('@faststore/sdk 1.9.4 (package.json) → 1.9.10');
});

test('a store that installed the target already is refused with a hint, and upgraded with --from; `.` stays the folder', async () => {
  const dir = store({'@faststore/sdk': '1.9.11', '@faststore/api': '1.9.11'});
  const refused = await run(['upgrade', dir]);
  expect(refused.code).toBe(EXIT.refused);
  expect(refused.stderr).toMatch(/already has @faststore\/sdk@1\.9\.11.*pass --from/);
  const {code, stdout} = await run(['upgrade', '--from', '1.9.10', '.'], dir);
  expect(code).toBe(EXIT.leftByHand);
  expect(stdout).toContain('@faststore/sdk 1.9.10 → 1.9.11');
  expect(fs.readFileSync(path.join(dir, SORT), 'utf8')).toContain('setState({ ...state, sort:');
  // The api was installed with the rest: which release its queries were written for is unknown, so its steps are listed.
  expect(fs.readFileSync(path.join(dir, 'faststore-upgrade-report.md'), 'utf8')).toContain(
    '`src/components/search/Filter/Filter.tsx:126` `StoreFacet` is a union',
  );
});

test('--install sets the package.json ranges of sdk, ui and api to the target, keeping their operators, and says to install', async () => {
  const dir = store({
    '@faststore/sdk': '^1.9.10',
    '@faststore/ui': '~1.9.10',
    '@faststore/api': '1.9.7',
    react: '^17.0.2',
  });
  const preview = await run(['upgrade', '--install', '--print', dir]);
  expect(preview.stdout).toContain('--- a/package.json\n');
  expect(preview.stdout).toContain('\n-    "@faststore/sdk": "^1.9.10",\n');
  expect(preview.stdout).toContain('\n+    "@faststore/sdk": "^1.9.11",\n');
  expect(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).dependencies['@faststore/sdk']).toBe(
    '^1.9.10',
  );
  const {stdout} = await run(['upgrade', '--install', dir]);
  expect(stdout).toMatch(/package\.json updated .*run your package manager/);
  expect(JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).dependencies).toEqual({
    '@faststore/sdk': '^1.9.11',
    '@faststore/ui': '~1.9.11',
    '@faststore/api': '1.9.11',
    react: '^17.0.2',
  });
  const report = fs.readFileSync(path.join(dir, 'faststore-upgrade-report.md'), 'utf8');
  expect(report).toContain('run your package manager (`npm install`)');
  // The API's step is found where the store's query uses what 1.9.11 changed.
  expect(report).toMatch(/`src\/components\/search\/Filter\/Filter\.tsx:126` `StoreFacet` is a union/);
});

test('a git tree with uncommitted changes is refused in one line unless --force; outside git the run proceeds', async () => {
  const dir = store();
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-qm', 'store');
  fs.appendFileSync(path.join(dir, 'src/constants.ts'), '\n// work in progress\n');
  const before = snapshot(dir);
  const refused = await run(['upgrade', dir]);
  expect(refused.code).toBe(EXIT.refused);
  expect(refused.stderr).toBe(
    'faststore-docs-mcp upgrade: the git working tree has uncommitted changes (src/constants.ts); commit or stash them first, or pass --force.\n',
  );
  expect(snapshot(dir)).toEqual(before);
  // A preview writes nothing, so it runs on any tree.
  expect((await run(['upgrade', '--dry-run', dir])).code).toBe(EXIT.leftByHand);
  expect((await run(['upgrade', '--force', dir])).code).toBe(EXIT.leftByHand);
  expect(fs.readFileSync(path.join(dir, SORT), 'utf8')).toContain('setState(');
  // Once the code is committed, the report the run appended to does not make the tree dirty.
  git(dir, 'add', 'src');
  git(dir, 'commit', '-qm', 'upgraded');
  expect(fs.existsSync(path.join(dir, 'faststore-upgrade-report.md'))).toBe(true);
  expect((await run(['upgrade', '--from', '1.9.10', dir])).code).toBe(EXIT.leftByHand);
});

test('a read-only file refuses the whole run in one line, and nothing is written', async () => {
  const dir = store();
  fs.chmodSync(path.join(dir, SORT), 0o444);
  const before = snapshot(dir);
  const {code, stderr, stdout} = await run(['upgrade', dir]);
  expect(code).toBe(EXIT.refused);
  expect(stdout).toBe('');
  expect(stderr).toBe(
    `faststore-docs-mcp upgrade: ${SORT}: read-only (no write permission in its mode); nothing was written.\n`,
  );
  expect(snapshot(dir)).toEqual(before);
});

test('a write that fails half-way puts back every file already written and says which file failed, without a stack', async () => {
  const dir = store();
  const before = snapshot(dir);
  const rename = fs.renameSync;
  let calls = 0;
  vi.spyOn(fs, 'renameSync').mockImplementation((from, to) => {
    // The second file fails once the first is in place.
    if (++calls === 2) throw Object.assign(new Error('ENOSPC: no space left on device, rename'), {code: 'ENOSPC'});
    rename(from, to);
  });
  const {code, stderr} = await run(['upgrade', dir]);
  expect(code).toBe(EXIT.refused);
  expect(stderr).toMatch(
    /^faststore-docs-mcp upgrade: src\/\S+: no space left on the device; nothing was changed\.\n$/,
  );
  expect(snapshot(dir)).toEqual(before);
  expect(fs.readdirSync(path.join(dir, 'src/components/search/Filter')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
});

test('a folder that is not a store is refused with exit 2', async () => {
  const empty = await run(['upgrade', fs.mkdtempSync(path.join(os.tmpdir(), 'not-a-store-'))]);
  expect(empty.code).toBe(EXIT.refused);
  expect(empty.stderr).toMatch(/is not a store: it has no package\.json/);
});

test('serving and init take only their own options', async () => {
  for (const args of [['--frobnicate'], ['init', '--frobnicate'], ['init', 'a', 'b'], ['--store']]) {
    const {code, stderr} = await run(args);
    expect(code, args.join(' ')).toBe(2);
    expect(stderr).toMatch(/^faststore-docs-mcp: /);
  }
});

fcTest.prop(
  [
    fc.constantFrom('--dry-run', '--dry', '--print'),
    fc.shuffledSubarray([
      '--force',
      '--install',
      '--to=1.9.11',
      '--from=1.9.10',
      '--frobnicate',
      '-h',
      'extra',
      '--to',
    ]),
    fc.nat(),
  ],
  {numRuns: 8},
)('with a preview flag among any other arguments, nothing is ever written', async (preview, others, at) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'faststore-preview-'));
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({dependencies: {'@faststore/sdk': '^1.9.10', '@faststore/api': '1.9.7'}}),
  );
  fs.writeFileSync(
    path.join(dir, 'src', 'Next.tsx'),
    "import {useSearch} from '@faststore/sdk';\n\nexport function Next() {\n  const {setPage} = useSearch();\n  return <button onClick={() => setPage(2)}>2</button>;\n}\n",
  );
  const before = snapshot(dir);
  const args = [...others];
  args.splice(at % (args.length + 1), 0, preview);
  const {code} = await run(['upgrade', ...args, dir]);
  expect([EXIT.done, EXIT.leftByHand, EXIT.refused]).toContain(code);
  expect(snapshot(dir)).toEqual(before);
  vi.restoreAllMocks();
  fs.rmSync(dir, {recursive: true, force: true});
});
