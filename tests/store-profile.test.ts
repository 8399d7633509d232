/**
 * The "Your store" profile: what it accepts (zod shape, covered releases), how a store's own files
 * become one (the shared lockfile reader, starter detection), and the tutorial track map it uses to
 * keep a reader's place when they switch starter.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import {fc, test as fcTest} from '@fast-check/vitest';
import {describe, expect, it} from 'vitest';
import {referenceVersions} from '@faststore-docs/shared/reference/data';
import {
  applyScript,
  checkProfile,
  loadProfile,
  profileLine,
  saveProfile,
  STORAGE_KEY,
  starterTabsKey,
  type Coverage,
} from '../src/components/store-profile/profile';
import {MAX_FILE_BYTES, profileFromFiles, readStoreFile, type ReadFile} from '../src/components/store-profile/files';
import {counterpart, trackMap} from '../src/data/trackMap';
import {PACKAGE_KEYS} from '@faststore-docs/shared/reference/marks';

const ROOT = path.join(__dirname, '..');
const coverage: Coverage = referenceVersions();
const FIXTURES = path.join(ROOT, 'e2e', 'fixtures', 'store-profile');
const starterNames = coverage.starters.map((s) => s.repository.split('/')[1]);

const fileOf = (name: string, text: string) => ({
  name,
  size: Buffer.byteLength(text),
  text: () => Promise.resolve(text),
});
const fixture = (starter: string, file: string) =>
  fileOf(file, fs.readFileSync(path.join(FIXTURES, starter, file), 'utf8'));

async function readAll(...files: ReturnType<typeof fileOf>[]): Promise<ReadFile[]> {
  const read: ReadFile[] = [];
  for (const f of files) {
    const r = await readStoreFile(f);
    if ('problem' in r) throw new Error(r.problem);
    read.push(r);
  }
  return read;
}

class MemoryStorage {
  items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

describe('a store profile', () => {
  const covered = Object.fromEntries(PACKAGE_KEYS.map((p) => [p, coverage.versions[p].at(-1)]));

  it('is kept when its releases are covered, and read back the same', () => {
    const storage = new MemoryStorage();
    const profile = checkProfile({starter: null, releases: covered}, coverage).profile!;
    expect(saveProfile(storage, profile)).toBe(true);
    expect(loadProfile(storage, coverage)).toEqual(profile);
  });

  it('refuses a shape it does not know, an empty one and a release the reference does not cover', () => {
    expect(checkProfile({starter: null, releases: {}}, coverage).problem).toMatch(/at least one release/);
    expect(checkProfile({starter: 1, releases: covered}, coverage).problem).toBeDefined();
    expect(checkProfile({starter: null, releases: {...covered, cms: '1.0.0'}}, coverage).problem).toBeDefined();
    const uncovered = checkProfile({starter: null, releases: {ui: '1.9.999'}}, coverage).problem;
    expect(uncovered).toContain('does not cover @faststore/ui 1.9.999');
    for (const v of coverage.versions.ui) expect(uncovered).toContain(v);
  });

  it('tells a store on another minor line what the portal covers and that it does not cover its line', () => {
    const problem = checkProfile({starter: null, releases: {ui: '1.7.15', sdk: '1.7.15'}}, coverage).problem!;
    expect(problem).toMatch(/does not cover 1\.7/);
    expect(problem).toMatch(/documents FastStore 1\.9/);
    expect(problem).toMatch(/Nothing was saved/);
  });

  it('reads as nothing when the stored value is not a profile, or storage throws', () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEY, '{"starter":');
    expect(loadProfile(storage, coverage)).toBeUndefined();
    storage.setItem(STORAGE_KEY, JSON.stringify({starter: null, releases: {ui: '0.0.1'}}));
    expect(loadProfile(storage, coverage)).toBeUndefined();
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    expect(loadProfile(blocked, coverage)).toBeUndefined();
    expect(saveProfile(blocked, {starter: null, releases: covered})).toBe(false);
  });

  it('takes over releases picked on the reference before profiles existed, under its one key', () => {
    const storage = new MemoryStorage();
    const oldest = coverage.versions.ui[0];
    storage.setItem('faststore-docs:reference-ui', oldest);
    expect(loadProfile(storage, coverage)).toEqual({starter: null, releases: {ui: oldest}});
    expect([...storage.items.keys()]).toEqual([STORAGE_KEY]);
  });

  it('is applied before the first paint by a script that sets what the reference and guides read', () => {
    const attributes = new Map<string, string>();
    const storage = new MemoryStorage();
    const profile = {starter: 'nextjs.store', releases: covered};
    saveProfile(storage, profile);
    const listeners: string[] = [];
    const document = {
      documentElement: {setAttribute: (k: string, v: string) => attributes.set(k, v)},
      getElementById: () => null,
      addEventListener: (type: string) => listeners.push(type),
    };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the inline script is the code under test
    new Function('document', 'localStorage', applyScript(coverage, '-5ad'))(document, storage);
    expect(attributes.get('data-store-starter')).toBe('nextjs.store');
    // Docusaurus keeps a tab group's choice under its key followed by the site's storage namespace.
    expect(storage.getItem(starterTabsKey('-5ad'))).toBe('nextjs');
    expect(starterTabsKey('-5ad')).toBe('docusaurus.tab.starter-5ad');
    expect(attributes.get('data-starter-tab')).toBe('nextjs');
    expect(listeners).toEqual(expect.arrayContaining(['click', 'keydown']));
    for (const pkg of PACKAGE_KEYS) expect(attributes.get(`data-reference-${pkg}`)).toBe(covered[pkg]);
  });
});

describe("a store's files", () => {
  for (const starter of starterNames) {
    const installed = coverage.starters.find((s) => s.repository.endsWith(`/${starter}`))!.versions;
    it(`give the ${starter} starter and the releases its lockfile installs, or say why not`, async () => {
      const outcome = profileFromFiles(
        await readAll(fixture(starter, 'package.json'), fixture(starter, 'yarn.lock')),
        coverage,
      );
      const covered = PACKAGE_KEYS.every((p) => !installed[p] || coverage.versions[p].includes(installed[p]));
      if (covered) {
        expect(outcome).toMatchObject({profile: {starter, releases: installed}});
        expect(profileLine((outcome as Extract<typeof outcome, {profile: unknown}>).profile)).toMatch(
          /^Your store: .+ · ui \d/,
        );
      } else expect(outcome).toHaveProperty('problem', expect.stringMatching(/does not cover/));
    });
  }

  it('read the same releases from npm and pnpm lockfiles', async () => {
    const [ui, sdk] = [coverage.versions.ui.at(-1)!, coverage.versions.sdk.at(-1)!];
    const npm = JSON.stringify({
      lockfileVersion: 3,
      packages: {'': {}, 'node_modules/@faststore/ui': {version: ui}, 'node_modules/@faststore/sdk': {version: sdk}},
    });
    const pnpm = `lockfileVersion: '9.0'\nimporters:\n  .:\n    dependencies:\n      '@faststore/ui':\n        specifier: ^${ui}\n        version: ${ui}\n      '@faststore/sdk':\n        specifier: ^${sdk}\n        version: ${sdk}\n`;
    for (const lock of [fileOf('package-lock.json', npm), fileOf('pnpm-lock.yaml', pnpm)]) {
      expect(profileFromFiles(await readAll(lock), coverage)).toMatchObject({
        profile: {starter: null, releases: {ui, sdk}},
      });
    }
  });

  it('wait for the lockfile when package.json declares ranges, and keep nothing until then', async () => {
    const pkg = await readAll(fixture('gatsby.store', 'package.json'));
    expect(profileFromFiles(pkg, coverage)).toHaveProperty('waiting', expect.stringMatching(/add its lockfile/));
  });

  it('say so for a file that is neither, one too large to be one, and a store without FastStore', async () => {
    for (const file of [fileOf('notes.txt', 'hello'), fileOf('data.json', '[1, 2]')])
      expect(await readStoreFile(file)).toHaveProperty('problem', expect.stringMatching(/neither/));
    const big = {name: 'yarn.lock', size: MAX_FILE_BYTES + 1, text: () => Promise.resolve('')};
    expect(await readStoreFile(big)).toHaveProperty('problem', expect.stringMatching(/too large.*10 MB/));
    const bare = await readAll(fileOf('package.json', JSON.stringify({name: 'shop', dependencies: {react: '18.0.0'}})));
    expect(profileFromFiles(bare, coverage)).toHaveProperty('problem', expect.stringMatching(/no @faststore package/));
  });
});

describe("a store's files, as store developers have them", () => {
  const [ui, sdk] = [coverage.versions.ui.at(-1)!, coverage.versions.sdk.at(-1)!];
  const older = coverage.versions.ui.at(-2)!;

  it('are read from a pnpm 6 or 7 lockfile (the 5.x format, peers after an underscore)', async () => {
    const pnpm = `lockfileVersion: 5.4\n\nspecifiers:\n  '@faststore/sdk': ^${sdk}\n  '@faststore/ui': ^${ui}\n\ndependencies:\n  '@faststore/sdk': ${sdk}_react@17.0.2\n  '@faststore/ui': ${ui}_6rcvdlhk2mf6pdmd4j7zp25j5m\n`;
    expect(profileFromFiles(await readAll(fileOf('pnpm-lock.yaml', pnpm)), coverage)).toMatchObject({
      profile: {releases: {ui, sdk}},
    });
  });

  it('tell a FastStore 2 store that it is one, and invalid JSON where it is invalid', async () => {
    const v2 = await readAll(
      fileOf(
        'package.json',
        JSON.stringify({name: 'shop', dependencies: {'@faststore/core': '^2.2.60', '@faststore/cli': '^2.2.60'}}),
      ),
    );
    expect(profileFromFiles(v2, coverage)).toHaveProperty(
      'problem',
      expect.stringMatching(/FastStore 2\.x store.*documents FastStore 1\.9/),
    );
    expect(
      await readStoreFile(
        fileOf('package.json', '{\n  "name": "shop",\n  "dependencies": {\n    "@faststore/ui": "1.9.10"\n'),
      ),
    ).toEqual({
      problem: expect.stringMatching(/^package\.json is not valid JSON: at line 5, column 1 \(the file ends too early/),
    });
  });

  it('keep the starter already chosen when a lockfile comes alone', async () => {
    const lock = fileOf('yarn.lock', `# yarn lockfile v1\n\n"@faststore/ui@^${ui}":\n  version "${ui}"\n`);
    expect(profileFromFiles(await readAll(lock), coverage, 'nextjs.store')).toMatchObject({
      profile: {starter: 'nextjs.store', releases: {ui}},
    });
  });

  it('save the release the store uses when a yarn.lock holds two entries for one package', async () => {
    const yarn = `# yarn lockfile v1\n\n"@faststore/ui@${older}":\n  version "${older}"\n\n"@faststore/ui@^${older}":\n  version "${ui}"\n`;
    const pkg = fileOf('package.json', JSON.stringify({name: 'shop', dependencies: {'@faststore/ui': older}}));
    expect(profileFromFiles(await readAll(pkg, fileOf('yarn.lock', yarn)), coverage)).toMatchObject({
      profile: {releases: {ui: older}},
    });
  });

  it('name the closest covered release for one the reference does not cover', () => {
    const [major, minor, patch] = ui.split('.').map(Number);
    const next = `${major}.${minor}.${patch + 1}`;
    expect(checkProfile({starter: null, releases: {ui: next}}, coverage).problem).toContain(
      `The closest covered: @faststore/ui ${ui}.`,
    );
  });
});

describe('the tutorial track map', () => {
  const docs = path.join(ROOT, 'docs');
  const fileOfRoute = (route: string) =>
    [`${route}.mdx`, `${route}/index.mdx`].map((f) => path.join(docs, f)).find((f) => fs.existsSync(f));
  const headings = (route: string) => {
    const slugger = createSlugger();
    return fs
      .readFileSync(fileOfRoute(route)!, 'utf8')
      .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '')
      .split('\n')
      .filter((l) => /^#{2,3} /.test(l))
      .map((l) => slugger.slug(l.replace(/^#+ /, '').replace(/`/g, '')));
  };

  it('names routes that exist', () => {
    for (const step of trackMap.steps)
      for (const route of [step.gatsby, step.nextjs]) if (route) expect(fileOfRoute(route), route).toBeDefined();
  });

  it('maps every step of each track, or says it has no counterpart', () => {
    for (const track of ['gatsby', 'nextjs'] as const) {
      const folder = path.join(docs, trackMap.tracks[track].folder);
      for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('.mdx'))) {
        const route = `${trackMap.tracks[track].folder}/${file.replace(/\.mdx$/, '')}`;
        expect(counterpart(route), `${route} is in the track map`).not.toBeUndefined();
      }
    }
  });

  it('leads every section of a step to a section of its counterpart that exists', () => {
    const missing: string[] = [];
    for (const step of trackMap.steps) {
      if (!step.gatsby || !step.nextjs) continue;
      for (const [from, to] of [
        [step.gatsby, step.nextjs],
        [step.nextjs, step.gatsby],
      ]) {
        const there = headings(to);
        for (const id of headings(from)) {
          const target = counterpart(from, id)!;
          expect(target.route).toBe(to);
          if (target.section !== undefined && !there.includes(target.section))
            missing.push(`${from}#${id} → ${to}#${target.section}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('any file a reader drops', () => {
  const text = fc.oneof(
    fc.string({maxLength: 200}),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.constantFrom(
      '# yarn lockfile v1\n',
      '__metadata:\n',
      'lockfileVersion: 5.4\n',
      '{"lockfileVersion": 3, "packages": 1}',
    ),
  );
  fcTest.prop([text, fc.constantFrom('package.json', 'yarn.lock', 'pnpm-lock.yaml', 'package-lock.json', 'notes.txt')])(
    'is read as a store file or told why not, in a sentence naming it, and never throws',
    async (content, name) => {
      const read = await readStoreFile(fileOf(name, content));
      if ('problem' in read) expect(read.problem).toContain(name);
      else expect(['package.json', 'lockfile']).toContain(read.kind);
      const outcome = profileFromFiles('problem' in read ? [] : [read], coverage, 'gatsby.store');
      expect(Object.keys(outcome)).toHaveLength(outcome && 'profile' in outcome ? 2 : 1);
    },
  );
});
