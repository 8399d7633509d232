/**
 * Changes of behaviour between covered releases, found rather than remembered. For every export of
 * every package, the compiled code of two consecutive covered releases is compared (./compiled).
 * Where it differs, a person reads the change and records a verdict in packages/reference/src/data/behaviour.ts: a note
 * for readers, or why nothing a caller can see changed. The build fails on a changed export with no
 * verdict, naming it, and on a verdict whose export did not change (it would describe a change that is
 * not there). The notes go to /reference/changes, to the export's reference page and to the
 * coding-agent server. Pure (no Docusaurus), so the reference-versions plugin and the tests share it.
 */
import {PACKAGE_KEYS, type PackageKey} from '@faststore-docs/shared/reference/marks';
import type {Change} from '@faststore-docs/shared/reference/changes';
import type {BehaviourNote, ReleasePairBehaviour} from '@faststore-docs/shared/reference/behaviour';
import {releaseCode} from './compiled';
import {failOn, pairs} from './covered';
import {behaviourVerdictsSchema, pairKey, pairedDataErrors} from './data/schemas';
import type {BehaviourVerdict, BehaviourVerdicts} from './data/schemas';

/** Where the verdicts live, relative to the site. */
export const VERDICTS_FILE = 'packages/reference/src/data/behaviour.ts';

/** The covered releases of each package, oldest first, with the directory each is installed in. */
export type InstalledReleases = Record<PackageKey, readonly {version: string; dir: string}[]>;

/** One export whose compiled code differs between two consecutive covered releases. */
export interface CodeChange {
  package: PackageKey;
  name: string;
  from: string;
  to: string;
}

// A release's code is read once per process: the development server loads content again on edits.
const codeOf = new Map<string, ReturnType<typeof releaseCode>>();
const releaseCodeOnce = (dir: string) => {
  if (!codeOf.has(dir)) codeOf.set(dir, releaseCode(dir));
  return codeOf.get(dir)!;
};

/** Every export present in two consecutive covered releases whose compiled code differs. */
export async function codeChanges(releases: InstalledReleases): Promise<CodeChange[]> {
  const changes: CodeChange[] = [];
  for (const pkg of PACKAGE_KEYS) {
    for (const [a, b] of pairs(releases[pkg])) {
      const [before, after] = await Promise.all([releaseCodeOnce(a.dir), releaseCodeOnce(b.dir)]);
      for (const [name, code] of before) {
        const now = after.get(name);
        if (now && now.normalised !== code.normalised)
          changes.push({package: pkg, name, from: a.version, to: b.version});
      }
    }
  }
  return changes;
}

const where = (pkg: string, pair: string, name?: string) => `${pkg}['${pair}']${name === undefined ? '' : `.${name}`}`;

/**
 * Every problem with the verdicts, one message each; empty when every changed export has exactly one
 * verdict and every verdict belongs to a changed export.
 */
export function verdictProblems(
  changes: readonly CodeChange[],
  verdicts: unknown,
  releases: InstalledReleases,
): string[] {
  const parsed = behaviourVerdictsSchema.safeParse(verdicts);
  if (!parsed.success) return pairedDataErrors(VERDICTS_FILE, parsed.error, where);
  const data = parsed.data;
  const problems: string[] = [];
  for (const c of changes) {
    if (data[c.package]?.[pairKey(c.from, c.to)]?.[c.name]) continue;
    problems.push(
      `@faststore/${c.package} ${c.name}, ${c.from} → ${c.to}: its compiled code changed and ${VERDICTS_FILE} has no verdict. ` +
        `Read the change (npm run reference:code-diff -- ${c.package} ${c.name} ${c.from} ${c.to}) and add ` +
        `${where(c.package, pairKey(c.from, c.to), c.name)}: {verdict: 'behaviour', breaking, note} ` +
        `or {verdict: 'no observable change', reason}.`,
    );
  }
  const changed = new Set(changes.map((c) => `${c.package} ${pairKey(c.from, c.to)} ${c.name}`));
  for (const pkg of PACKAGE_KEYS) {
    const covered = releases[pkg].map((r) => r.version);
    const consecutive = new Set(pairs(covered).map(([a, b]) => pairKey(a, b)));
    for (const [pair, byName] of Object.entries(data[pkg] ?? {})) {
      if (!consecutive.has(pair)) {
        problems.push(
          `${VERDICTS_FILE}: ${where(pkg, pair)}: not two consecutive covered releases of @faststore/${pkg} ` +
            `(${covered.join(', ')}); move its verdicts to the pair they belong to, or remove them.`,
        );
        continue;
      }
      const [from, to] = pair.split('..');
      for (const name of Object.keys(byName)) {
        if (changed.has(`${pkg} ${pair} ${name}`)) continue;
        problems.push(
          `@faststore/${pkg} ${name}, ${from} → ${to}: ${VERDICTS_FILE} has a verdict, but the compiled code of ${name} ` +
            `is the same in both releases (or one of them does not export it); remove ${where(pkg, pair, name)}.`,
        );
      }
    }
  }
  return problems;
}

/**
 * The verdicts by release pair, every consecutive pair of every package included (with no notes when
 * nothing changed). Call after `verdictProblems` found none.
 */
export function behaviourByPair(verdicts: BehaviourVerdicts, releases: InstalledReleases): ReleasePairBehaviour[] {
  return PACKAGE_KEYS.flatMap((pkg) =>
    pairs(releases[pkg].map((r) => r.version)).map(([from, to]): ReleasePairBehaviour => {
      const entries = Object.entries(verdicts[pkg]?.[pairKey(from, to)] ?? {}).sort(([a], [b]) => a.localeCompare(b));
      const notes = entries.flatMap(([name, v]: [string, BehaviourVerdict]): BehaviourNote[] =>
        v.verdict === 'behaviour' ? [{package: pkg, name, from, to, breaking: v.breaking, note: v.note}] : [],
      );
      const unobservable = entries.filter(([, v]) => v.verdict === 'no observable change').map(([name]) => name);
      return {package: pkg, from, to, notes, unobservable};
    }),
  );
}

/** The notes as changes of /reference/changes and the coding-agent server, entry the export's name. */
export function behaviourChanges(byPair: readonly ReleasePairBehaviour[]): Change[] {
  return byPair.flatMap((p) =>
    p.notes.map((n): Change => ({
      package: n.package,
      from: n.from,
      to: n.to,
      kind: 'behaviour',
      breaking: n.breaking,
      descriptionOnly: false,
      entry: n.name,
      message: `The behaviour of \`${n.name}\` changed: ${n.note}`,
    })),
  );
}

/**
 * The checked notes of the covered releases: throws, listing every problem, when an export's code
 * changed with no verdict or a verdict is stale.
 */
export async function checkedBehaviour(
  releases: InstalledReleases,
  verdicts: unknown,
): Promise<ReleasePairBehaviour[]> {
  const problems = verdictProblems(await codeChanges(releases), verdicts, releases);
  failOn(problems, `reference-versions: ${problems.length} problem(s) with the behaviour verdicts (${VERDICTS_FILE})`);
  return behaviourByPair(behaviourVerdictsSchema.parse(verdicts), releases);
}
