/**
 * Upgrade pages, and the rule that keeps them whole: every breaking change between two consecutive
 * covered releases (a declaration, the schema, a recorded change of behaviour) needs a migration in
 * packages/reference/src/data/migrations.ts, and every migration needs its change. The reference's
 * writer (./write) runs the rule whenever the data is written, and `npm test` checks the committed
 * files, so a release that breaks something readers rely on cannot be published without telling them
 * how to get past it.
 *
 * The pages themselves are MDX files under docs/reference/upgrade, written from the data by
 * `npm run reference:data` and committed; `npm run reference:check` fails when one differs from what
 * the data makes. Committed files rather than files made at build start: the docs plugin, the sample
 * checks, the Markdown twins, search, the sidebar and the route list all read docs/ as they find it,
 * and the GraphQL and TypeScript checks then see the before and after code exactly as any other
 * example, fenced for its own release. Pure (no Docusaurus): the writer and the tests share it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {compareVersions, failOn, type PackageKey} from './covered';
import {PACKAGE_KEYS} from '@faststore-docs/shared/reference/marks';
import {PACKAGING_ENTRY, type Change} from '@faststore-docs/shared/reference/changes';
import {migrationKey, upgradeRoute} from '@faststore-docs/shared/reference/upgrade';
import {migrationsSchema, pairKey, pairedDataErrors} from './data/schemas';
import type {Migration, Migrations} from './data/schemas';

/** Where the migrations live, relative to the site. */
export const MIGRATIONS_FILE = 'packages/reference/src/data/migrations.ts';
/** Where the upgrade pages are written, relative to the site. */
const UPGRADE_DIR = 'docs/reference/upgrade';

const PACKAGE_NAMES: Record<PackageKey, string> = {ui: 'UI', sdk: 'SDK', api: 'API'};

export {migrationKey};

const where = (pkg: string, pair: string, key?: string) => `${pkg}['${pair}']${key === undefined ? '' : `['${key}']`}`;

/**
 * Every problem with the migrations, one message each: a breaking change with no migration, a
 * migration whose change does not exist (or is not breaking), data that does not fit the schema.
 */
export function migrationProblems(changes: readonly Change[], migrations: unknown): string[] {
  const parsed = migrationsSchema.safeParse(migrations);
  if (!parsed.success) return pairedDataErrors(MIGRATIONS_FILE, parsed.error, where);
  const data = parsed.data;
  const problems: string[] = [];
  const breaking = changes.filter((c) => c.breaking);
  for (const c of breaking) {
    const key = migrationKey(c);
    if (data[c.package]?.[pairKey(c.from, c.to)]?.[key]) continue;
    problems.push(
      `@faststore/${c.package} ${c.from} → ${c.to}, ${key}: a breaking change with no migration (${c.message}) ` +
        `Add ${where(c.package, pairKey(c.from, c.to), key)} to ${MIGRATIONS_FILE}: ` +
        `{kind: 'manual', step, why, before, after} with the step a reader takes and why no mechanical rewrite is safe, ` +
        `or {kind: 'rewrite', step, rewrite, before, after} once a step in mcp/src/upgrade rewrites it.`,
    );
  }
  const known = new Set(breaking.map((c) => `${c.package} ${pairKey(c.from, c.to)} ${migrationKey(c)}`));
  for (const pkg of PACKAGE_KEYS) {
    for (const [pair, byKey] of Object.entries(data[pkg] ?? {})) {
      const [from, to] = pair.split('..');
      for (const key of Object.keys(byKey)) {
        if (known.has(`${pkg} ${pair} ${key}`)) continue;
        problems.push(
          `@faststore/${pkg} ${from} → ${to}, ${key}: ${MIGRATIONS_FILE} has a migration, but no breaking change of that name ` +
            `exists between these releases (see /reference/changes); remove ${where(pkg, pair, key)} or rename it to the change it answers.`,
        );
      }
    }
  }
  return problems;
}

/** The checked migrations: throws, listing every problem, when the rule does not hold. */
export function checkedMigrations(changes: readonly Change[], migrations: unknown): Migrations {
  const problems = migrationProblems(changes, migrations);
  failOn(problems, `reference-versions: ${problems.length} problem(s) with the migrations (${MIGRATIONS_FILE})`);
  return migrationsSchema.parse(migrations);
}

/** One breaking change a reader crosses, with its migration. */
interface UpgradeItem {
  change: Change;
  migration: Migration;
  /**
   * How many of the release's breaking changes it stands for: a component's behaviour note and the
   * differences measured in its interactions share one migration and one heading.
   */
  changes: number;
}

export interface UpgradePage {
  package: PackageKey;
  from: string;
  to: string;
  route: string;
  /** The consecutive releases crossed, oldest first, each with its breaking changes. */
  steps: {from: string; to: string; items: UpgradeItem[]}[];
  /** How many changes crossed are not breaking. */
  otherChanges: number;
}

/**
 * One page per package and pair of covered releases, older to newer: a reader may upgrade across
 * several releases at once, and then meets every step's breaking changes in order.
 */
export function upgradePages(
  versions: Record<PackageKey, readonly string[]>,
  changes: readonly Change[],
  migrations: Migrations,
): UpgradePage[] {
  const pages: UpgradePage[] = [];
  for (const pkg of PACKAGE_KEYS) {
    const list = [...versions[pkg]].sort(compareVersions);
    for (let i = 0; i < list.length; i++) {
      for (let j = i + 1; j < list.length; j++) {
        const steps = list.slice(i, j).map((from, k) => {
          const to = list[i + k + 1];
          // A component's hand-written behaviour note and the differences measured in its recorded
          // interactions share one migration: the page shows it once, under every change it answers.
          const byKey = new Map<string, Change[]>();
          for (const c of changes.filter((c) => c.package === pkg && c.from === from && c.to === to && c.breaking))
            byKey.set(migrationKey(c), [...(byKey.get(migrationKey(c)) ?? []), c]);
          const items = [...byKey].map(([key, answered]) => {
            const migration = migrations[pkg]?.[pairKey(from, to)]?.[key];
            if (!migration) throw new Error(`upgrade pages: ${pkg} ${from} → ${to} ${key} has no migration`);
            return {
              change: {...answered[0], message: answered.map((c) => c.message).join(' ')},
              migration,
              changes: answered.length,
            };
          });
          return {from, to, items};
        });
        const crossed = new Set(steps.map((s) => pairKey(s.from, s.to)));
        pages.push({
          package: pkg,
          from: list[i],
          to: list[j],
          route: upgradeRoute(pkg, list[i], list[j]),
          steps,
          otherChanges: changes.filter((c) => c.package === pkg && !c.breaking && crossed.has(pairKey(c.from, c.to)))
            .length,
        });
      }
    }
  }
  return pages;
}

/** A migration's code before or after, introduced by `title` and fenced for the releases it runs on. */
const example = (title: string, {lang, code}: Migration['before'], range: string) => [
  title,
  '',
  `\`\`\`${lang} ${range}`,
  code.trimEnd(),
  '```',
  '',
];

/**
 * One breaking change. Its prose names what the older release had and what the newer one has, so it
 * sits in `<ForRelease … across>`: each name must exist in one of the two releases.
 */
function renderItem(page: UpgradePage, step: UpgradePage['steps'][number], {change, migration}: UpgradeItem): string {
  const pkg = page.package;
  const kind = change.entry === PACKAGING_ENTRY ? 'packaging' : change.kind;
  return [
    `### ${migrationKey(change)}`,
    '',
    `<ForRelease package="${pkg}" since="${step.from}" until="${step.to}" across>`,
    '',
    `**What changed (${kind}, ${step.from} → ${step.to}):** ${change.message}`,
    '',
    `**Step to take:** ${migration.step}`,
    '',
    // What the command rewrites names the old calls, so it sits with the step, in the release span.
    ...(migration.kind === 'rewrite'
      ? [
          `**Automatic rewrite.** \`faststore-docs-mcp upgrade\` rewrites this change in your store. ${migration.rewrite}`,
          '',
          `</ForRelease>`,
        ]
      : [`</ForRelease>`, '', `**Manual step.** No automatic rewrite exists for this change. ${migration.why}`]),
    '',
    ...example(`Before, on ${step.from} and earlier:`, migration.before, `until=${step.from}`),
    ...example(`After, on ${step.to} and later:`, migration.after, `since=${step.to}`),
  ].join('\n');
}

/** The breaking changes crossed, counted as /reference/changes counts them. */
const breakingCount = (page: UpgradePage) =>
  page.steps.reduce((n, s) => n + s.items.reduce((m, item) => m + item.changes, 0), 0);
const headingCount = (page: UpgradePage) => page.steps.reduce((n, s) => n + s.items.length, 0);

/** A front matter value, quoted so that a colon in a sentence stays text. */
const yaml = (text: string) => JSON.stringify(text);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function renderUpgradePage(page: UpgradePage, position: number): string {
  const name = `@faststore/${page.package}`;
  const count = breakingCount(page);
  const crossed = page.steps.map((s) => `${s.from} → ${s.to}`).join(', ');
  const lines = [
    '---',
    `title: ${yaml(`Upgrade ${name} from ${page.from} to ${page.to}`)}`,
    `description: ${yaml(
      count === 0
        ? `Upgrading ${name} from ${page.from} to ${page.to} breaks nothing: no declaration, schema field or behaviour your code can rely on changed.`
        : `Every breaking change between ${name} ${page.from} and ${page.to}, with the code before and after and the step to take.`,
    )}`,
    `sidebar_label: ${yaml(`${PACKAGE_NAMES[page.package]} ${page.from} to ${page.to}`)}`,
    `sidebar_position: ${position}`,
    'keywords: [upgrade, migration, breaking changes]',
    '---',
    '',
    '{/* Written by `npm run reference:data` from packages/reference/src/data/migrations.ts; `npm run reference:check` fails when it is out of date. */}',
    '',
  ];
  if (count === 0) {
    lines.push(
      `Nothing breaks when you upgrade ${name} from ${page.from} to ${page.to}. The build compared the declarations${
        page.package === 'api' ? ', the GraphQL schema' : ''
      } and the compiled code of every export (${crossed}), and none of the changes can stop code written for ${page.from} from compiling, validating or working.`,
      '',
    );
  } else {
    lines.push(
      `Upgrading ${name} from ${page.from} to ${page.to} crosses ${plural(count, 'breaking change', 'breaking changes')} (${crossed})${
        headingCount(page) < count
          ? `, under ${headingCount(page)} headings: a component's measured changes of behaviour share its heading and step`
          : ''
      }. ` +
        'For each: what changed, the step to take, and the same code before and after, each checked against its own release when this site is built.',
      '',
      automaticSentence(page),
      '',
    );
    for (const step of page.steps) {
      if (step.items.length === 0) continue;
      lines.push(`## ${step.from} to ${step.to}`, '');
      for (const item of step.items) lines.push(renderItem(page, step, item));
    }
  }
  lines.push(
    '## Other changes',
    '',
    page.otherChanges === 0
      ? `No other change to ${name} between ${page.from} and ${page.to}.`
      : `${plural(page.otherChanges, 'other change', 'other changes')} (additions, descriptions, changes that keep old code working) need no step; [Changes between 1.9 releases](/reference/changes) lists them by release.`,
    '',
  );
  return lines.join('\n');
}

/** What the upgrade command does on this page's changes: all, some or none of them. */
function automaticSentence(page: UpgradePage): string {
  const items = page.steps.flatMap((s) => s.items);
  // Counted as changes, as the page's first sentence counts them.
  const changesOf = (list: typeof items) => list.reduce((n, i) => n + i.changes, 0);
  const rewritten = changesOf(items.filter((i) => i.migration.kind === 'rewrite'));
  const manual = changesOf(items.filter((i) => i.migration.kind !== 'rewrite'));
  if (rewritten === 0)
    return 'No automatic rewrite exists for these changes: each step says why a mechanical one would not be safe.';
  const command =
    '`faststore-docs-mcp upgrade` (the [coding-agent package](/resources/ai-tools#upgrade-your-stores-code); `--dry-run` shows the diff first)';
  return manual === 0
    ? `${command} rewrites all of them in your store's code; each says what it rewrites and what it leaves marked for you.`
    : `${command} rewrites ${rewritten} of them in your store's code, each saying what it leaves marked for you; the other ${manual} are manual, each with why a mechanical rewrite would not be safe.`;
}

function renderUpgradeIndex(pages: readonly UpgradePage[]): string {
  const lines = [
    '---',
    'title: Upgrade between 1.9 releases',
    'description: One page per FastStore package and pair of 1.9 releases, listing each breaking change you cross with the code before and after and the step to take.',
    'sidebar_label: Upgrade guides',
    'sidebar_position: 3',
    'keywords: [upgrade, migration, breaking changes, upgrade guide]',
    '---',
    '',
    '{/* Written by `npm run reference:data` from packages/reference/src/data/migrations.ts; `npm run reference:check` fails when it is out of date. */}',
    '',
    "import YourUpgrade from '@site/src/components/store-profile/YourUpgrade';",
    '',
    '<YourUpgrade />',
    '',
    'To move a store from one release of a FastStore package to a newer one, open the page for the two ' +
      'releases: it lists every breaking change you cross on the way, including those of the releases in ' +
      'between, with the code before and after and the step to take. Every other change is on ' +
      '[Changes between 1.9 releases](/reference/changes).',
    '',
  ];
  for (const pkg of PACKAGE_KEYS) {
    const mine = pages.filter((p) => p.package === pkg);
    if (mine.length === 0) continue;
    lines.push(`## @faststore/${pkg}`, '');
    for (const p of mine) {
      const n = breakingCount(p);
      lines.push(
        `- [From ${p.from} to ${p.to}](${p.route}): ${n === 0 ? 'nothing breaks' : plural(n, 'breaking change', 'breaking changes')}`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** The upgrade files on disk, paths relative to the site. */
export function presentUpgradeFiles(siteDir: string): string[] {
  const root = path.join(siteDir, UPGRADE_DIR);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, {recursive: true, encoding: 'utf8'})
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .map((f) => `${UPGRADE_DIR}/${f.split(path.sep).join('/')}`);
}

/** Every upgrade file, path relative to the site, and the text it must hold. */
export function upgradeFiles(pages: readonly UpgradePage[]): Map<string, string> {
  const files = new Map<string, string>([[`${UPGRADE_DIR}/index.mdx`, renderUpgradeIndex(pages)]]);
  PACKAGE_KEYS.forEach((pkg) => {
    const mine = pages.filter((p) => p.package === pkg);
    mine.forEach((p, i) => files.set(`${UPGRADE_DIR}/${pkg}/${p.from}-to-${p.to}.mdx`, renderUpgradePage(p, i + 1)));
    if (mine.length > 0) {
      files.set(
        `${UPGRADE_DIR}/${pkg}/_category_.json`,
        `${JSON.stringify({label: `@faststore/${pkg}`, position: PACKAGE_KEYS.indexOf(pkg) + 1})}\n`,
      );
    }
  });
  return files;
}
