/**
 * Every breaking change between consecutive covered releases needs a migration, and every migration
 * its change; the upgrade pages are written from both, cumulative pages reuse the steps they cross,
 * and what they say passes the same checks as any page (names in prose, GraphQL, freshness).
 */
import fs from 'node:fs';
import path from 'node:path';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified, type Plugin} from 'unified';
import {VFile} from 'vfile';
import {describe, expect, it} from 'vitest';
import matter from 'gray-matter';
import {
  checkedMigrations,
  migrationKey,
  migrationProblems,
  presentUpgradeFiles,
  upgradeFiles,
  upgradePages,
} from '@faststore-docs/reference/migrations';
import {PACKAGING_ENTRY, type Change} from '@faststore-docs/shared/reference/changes';
import {upgradeRoute} from '@faststore-docs/shared/reference/upgrade';
import {staleFiles} from '@faststore-docs/reference/write';
import {migrations} from '@faststore-docs/reference/data/migrations';
import {migrationsSchema} from '@faststore-docs/reference/data/schemas';
import type {Migration, Migrations} from '@faststore-docs/reference/data/schemas';
import remarkProseSymbols from '@faststore-docs/remark/proseSymbols';
import remarkValidateGraphQL from '@faststore-docs/remark/validateGraphQL';

const SITE = path.resolve(__dirname, '..');

const change = (over: Partial<Change>): Change => ({
  package: 'sdk',
  from: '1.0.0',
  to: '1.1.0',
  kind: 'removed',
  breaking: true,
  descriptionOnly: false,
  entry: 'useThing().setX',
  message: '`useThing()` no longer has the returned member `setX`.',
  ...over,
});

const manual = {
  kind: 'manual',
  step: 'Call `setState({...state, x})` where the code called `setX(x)`, in every component.',
  why: 'Each call needs the state of the same hook call, which a rewrite cannot find for a setter passed on.',
  before: {lang: 'ts', code: 'export const before = setX(1);\n'},
  after: {lang: 'ts', code: 'export const after = setState({x: 1});\n'},
} satisfies Migration;

describe('the migration rule', () => {
  it('fails on a breaking change with no migration, naming the package, pair, entry and file', () => {
    const problems = migrationProblems([change({})], {});
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /@faststore\/sdk 1\.0\.0 → 1\.1\.0, useThing\(\)\.setX: a breaking change with no migration/,
    );
    expect(problems[0]).toContain("sdk['1.0.0..1.1.0']['useThing().setX']");
    expect(problems[0]).toContain('packages/reference/src/data/migrations.ts');
    expect(() => checkedMigrations([change({})], {})).toThrow(/useThing\(\)\.setX/);
  });

  it('asks for a migration of a breaking change of behaviour, keyed apart from the declaration', () => {
    const behaviour = change({kind: 'behaviour', entry: 'useThing'});
    expect(migrationKey(behaviour)).toBe('useThing (behaviour)');
    expect(migrationProblems([behaviour], {sdk: {'1.0.0..1.1.0': {useThing: manual}}}).join('\n')).toMatch(
      /useThing \(behaviour\): a breaking change with no migration/,
    );
  });

  it('asks nothing of a change that breaks nothing', () => {
    expect(migrationProblems([change({breaking: false, kind: 'added'})], {})).toEqual([]);
  });

  it('fails on a migration whose change no longer exists', () => {
    const problems = migrationProblems([], {sdk: {'1.0.0..1.1.0': {'useThing().setX': manual}}});
    expect(problems.join('\n')).toMatch(
      /useThing\(\)\.setX: packages\/reference\/src\/data\/migrations\.ts has a migration, but no breaking change/,
    );
  });

  it('passes when each breaking change has its migration', () => {
    expect(migrationProblems([change({})], {sdk: {'1.0.0..1.1.0': {'useThing().setX': manual}}})).toEqual([]);
  });

  it('names the entry and field of a migration that does not fit the schema', () => {
    const problems = migrationProblems([change({})], {
      sdk: {'1.0.0..1.1.0': {'useThing().setX': {...manual, why: ''}}},
    });
    expect(problems.join('\n')).toMatch(/sdk\['1\.0\.0\.\.1\.1\.0'\]\['useThing\(\)\.setX'\]\.why: must say why/);
  });

  it('runs whenever the reference data is written, which npm test checks is current', () => {
    const writer = fs.readFileSync(path.join(SITE, 'packages/reference/src/write.ts'), 'utf8');
    expect(writer).toContain('checkedMigrations(changes, migrations)');
    expect(writer).toContain('upgradeFiles(');
    const {scripts} = JSON.parse(fs.readFileSync(path.join(SITE, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.test).toContain('npm run reference:check');
  });
});

describe('the migration data', () => {
  it('fits its schema', () => {
    expect(migrationsSchema.safeParse(migrations).success).toBe(true);
  });

  it('says for every entry the step, and either what the upgrade command rewrites or why no rewrite is safe, with code before and after', () => {
    for (const byPair of Object.values(migrations))
      for (const byKey of Object.values(byPair ?? {}))
        for (const m of Object.values(byKey)) {
          expect(m.kind === 'rewrite' ? m.rewrite : m.why).toMatch(/\.$/);
          expect(m.before.code).not.toBe(m.after.code);
        }
  });
});

describe('upgrade pages', () => {
  const versions = {ui: ['1.0.0'], sdk: ['1.0.0', '1.1.0', '1.2.0'], api: ['1.0.0']};
  const data: Migrations = {sdk: {'1.0.0..1.1.0': {'useThing().setX': manual}}};
  const changes = [change({}), change({from: '1.1.0', to: '1.2.0', kind: 'added', breaking: false, entry: 'useOther'})];
  const pages = upgradePages(versions, changes, data);

  it('has a page for every pair a reader can cross, older to newer', () => {
    expect(pages.map((p) => `${p.package} ${p.from} ${p.to}`)).toEqual([
      'sdk 1.0.0 1.1.0',
      'sdk 1.0.0 1.2.0',
      'sdk 1.1.0 1.2.0',
    ]);
    expect(pages[0].route).toBe(upgradeRoute('sdk', '1.0.0', '1.1.0'));
  });

  it('reuses the entry of each step a cumulative page crosses', () => {
    const across = pages.find((p) => p.from === '1.0.0' && p.to === '1.2.0')!;
    expect(across.steps.flatMap((s) => s.items.map((i) => i.migration))).toEqual([manual]);
    expect(across.otherChanges).toBe(1);
  });

  it('shows the code before and after fenced for their own releases, and says the step is manual', () => {
    const text = upgradeFiles(pages).get('docs/reference/upgrade/sdk/1.0.0-to-1.2.0.mdx')!;
    expect(text).toContain('```ts until=1.0.0\nexport const before');
    expect(text).toContain('```ts since=1.1.0\nexport const after');
    expect(text).toContain('**Manual step.** No automatic rewrite exists for this change.');
    expect(text).toContain(manual.why);
    expect(text).toContain('No automatic rewrite exists for these changes');
  });

  it('says when the upgrade command rewrites the change, and what it leaves', () => {
    const entry: Migration = {
      kind: 'rewrite',
      step: manual.step,
      rewrite: 'It rewrites every call of setX.',
      before: manual.before,
      after: manual.after,
    };
    const [page] = upgradePages(versions, changes, {sdk: {'1.0.0..1.1.0': {'useThing().setX': entry}}});
    const text = upgradeFiles([page]).get('docs/reference/upgrade/sdk/1.0.0-to-1.1.0.mdx')!;
    expect(text).toContain(
      '**Automatic rewrite.** `faststore-docs-mcp upgrade` rewrites this change in your store. It rewrites every call of setX.',
    );
    expect(text).not.toContain('**Manual step.**');
    expect(text).toContain('rewrites all of them in your store');
    expect(text).not.toContain('No automatic rewrite exists for these changes');
  });

  it("shows a migration once under a component's behaviour note and its measured changes, with every message", () => {
    const note = change({
      kind: 'behaviour',
      entry: 'Thing',
      message: 'The behaviour of `Thing` changed: it no longer loops.',
    });
    const measured = change({
      kind: 'behaviour',
      entry: 'Thing',
      message: 'Measured in a browser, `Thing` on a track: it moves less.',
    });
    const [page] = upgradePages({...versions, sdk: ['1.0.0', '1.1.0']}, [note, measured], {
      sdk: {'1.0.0..1.1.0': {'Thing (behaviour)': manual}},
    });
    const items = page.steps.flatMap((s) => s.items);
    expect(items).toHaveLength(1);
    expect(items[0].change.message).toBe(`${note.message} ${measured.message}`);
  });

  it('calls a change of packaging by its name, not by the kind of its entry', () => {
    const packaging = change({kind: 'changed', entry: PACKAGING_ENTRY, message: '`main` was removed.'});
    const [page] = upgradePages(versions, [packaging], {sdk: {'1.0.0..1.1.0': {[PACKAGING_ENTRY]: manual}}});
    const text = upgradeFiles([page]).get('docs/reference/upgrade/sdk/1.0.0-to-1.1.0.mdx')!;
    expect(text).toContain('**What changed (packaging, 1.0.0 → 1.1.0):** `main` was removed.');
  });

  it('says plainly when nothing breaks', () => {
    const text = upgradeFiles(pages).get('docs/reference/upgrade/sdk/1.1.0-to-1.2.0.mdx')!;
    expect(text).toMatch(/Nothing breaks when you upgrade @faststore\/sdk from 1\.1\.0 to 1\.2\.0/);
    expect(text).toContain('[Changes between 1.9 releases](/reference/changes)');
  });

  it('lists every page on the index', () => {
    const index = upgradeFiles(pages).get('docs/reference/upgrade/index.mdx')!;
    for (const p of pages) expect(index).toContain(`](${p.route})`);
  });

  it('finds a stale page, a missing one and one no pair needs', () => {
    const files = upgradeFiles(pages);
    const [first, second] = [...files.keys()];
    const read = (f: string) => (f === first ? 'old text' : f === second ? undefined : files.get(f));
    const extra = 'docs/reference/upgrade/sdk/0.9.0-to-1.0.0.mdx';
    expect(staleFiles(files, read, [...files.keys(), extra])).toEqual(
      [
        {file: first, what: 'differs'},
        {file: second, what: 'missing'},
        {file: extra, what: 'not written by the reference'},
      ].sort((a, b) => a.file.localeCompare(b.file)),
    );
  });
});

describe('the committed upgrade pages', () => {
  const files = presentUpgradeFiles(SITE).filter((f) => f.endsWith('.mdx'));

  it('exist for the covered releases', () => {
    expect(files).toContain('docs/reference/upgrade/index.mdx');
  });

  it.each(files)('%s passes the names-in-prose and GraphQL checks', (file) => {
    const page = path.join(SITE, file);
    const {content, data} = matter(fs.readFileSync(page, 'utf8'));
    const vfile = new VFile({path: page, value: content, data: {frontMatter: data}});
    const processor = unified()
      .use(remarkParse)
      .use(remarkMdx)
      .use(remarkProseSymbols as Plugin)
      .use(remarkValidateGraphQL as Plugin);
    expect(() => processor.runSync(processor.parse(vfile), vfile)).not.toThrow();
  });
});

describe('the counts readers compare', () => {
  it('an upgrade page counts the breaking changes it crosses as /reference/changes lists them', async () => {
    const {referenceChanges, upgradePages: committedPages} = await import('@faststore-docs/shared/reference/data');
    const changes = referenceChanges();
    for (const page of committedPages<{
      package: string;
      from: string;
      to: string;
      route: string;
      steps: {from: string; to: string}[];
    }>()) {
      const crossed = new Set(page.steps.map((s) => `${s.from}..${s.to}`));
      const listed = changes.filter(
        (c) => c.package === page.package && c.breaking && crossed.has(`${c.from}..${c.to}`),
      ).length;
      const text = fs.readFileSync(path.join(SITE, 'docs', `${page.route}.mdx`), 'utf8');
      if (listed === 0) expect(text, page.route).toMatch(/breaks nothing|Nothing breaks/);
      else expect(text, page.route).toContain(`crosses ${listed} breaking change`);
    }
  });
});
