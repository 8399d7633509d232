/**
 * A store on an older FastStore line than the one the references cover (a 1.7 store, when they cover
 * 1.9): its components, exports and fields are not the covered releases', and some of those did not
 * exist yet (Hero arrived in 1.8). Such a store is told what the references cover and where its
 * upgrade starts (the release notes of each line between, then the oldest covered release), and is
 * never handed the covered data as if it were its own.
 */
import type {Page} from './data';

/** `1.7.15` → `1.7`. */
export const lineOf = (version: string) => version.split('.').slice(0, 2).join('.');

/** Orders two lines (`1.7`, `1.10`) by number. */
function compareLines(a: string, b: string): number {
  const [am, an] = a.split('.').map(Number);
  const [bm, bn] = b.split('.').map(Number);
  return am !== bm ? am - bm : an - bn;
}

/** A release of a newer line than every covered release's (a FastStore 2 store, say). */
export function afterCoveredLine(version: string, covered: readonly string[]): boolean {
  return covered.length > 0 && compareLines(lineOf(version), lineOf(covered[covered.length - 1])) > 0;
}

/** A release of an older line than every covered release's. */
export function beforeCoveredLine(version: string, covered: readonly string[]): boolean {
  return covered.length > 0 && compareLines(lineOf(version), lineOf(covered[0])) < 0;
}

export interface ReleaseNote {
  route: string;
  title: string;
}

/**
 * The portal's release notes of the lines after `line` and before the covered one, oldest first: the
 * way from a store's line to the covered one (titled `FastStore 1.8 — …`, dated in their route).
 */
export function notesBetween(pages: readonly Pick<Page, 'path' | 'title'>[], line: string, coveredLine: string) {
  return pages
    .flatMap((p) => {
      const m = /^FastStore (\d+\.\d+)\b/.exec(p.title);
      if (!p.path.startsWith('/releases/') || !m) return [];
      const between = compareLines(m[1], line) > 0 && compareLines(m[1], coveredLine) < 0;
      return between ? [{route: p.path, title: p.title}] : [];
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** Where a store on `version` starts its upgrade to the covered line, in one sentence. */
export function upgradeStart(
  pkg: string,
  version: string,
  covered: readonly string[],
  notes: readonly ReleaseNote[],
  origin = '',
): string {
  const line = lineOf(version);
  const coveredLine = lineOf(covered[0]);
  const via =
    notes.length > 0
      ? `first through the changes of each release in between, which the portal's release notes list (${notes.map((n) => `${origin}${n.route}`).join(', ')}), then`
      : 'first';
  return (
    `The store has @faststore/${pkg} ${version}, FastStore ${line}; this server's references cover FastStore ${coveredLine} only (@faststore/${pkg} ${covered.join(', ')}), whose props, exports and fields are not the store's, and some of which it does not have. ` +
    `Its upgrade starts at FastStore ${line}: move ${via} to @faststore/${pkg} ${covered[0]}, the oldest covered release, from which plan_upgrade lists each breaking change. ` +
    `To read a ${coveredLine} release anyway (for that upgrade), name it with \`version\`.`
  );
}

/** The FastStore lines a text names (`1.7`, `1.7.3`, `v1.8`), each once, in the order named. */
function linesNamed(text: string): string[] {
  return [...new Set([...text.matchAll(/\bv?(\d+)\.(\d+)(?:\.\d+)?\b/g)].map((m) => `${m[1]}.${m[2]}`))];
}

/**
 * What a search for an older line than the covered one is told (`upgrade from 1.7 to 1.9`): the
 * reference and upgrade pages compare covered releases only, so the best of them do not answer it;
 * the release notes of the lines in between do. Undefined when the query names no older line.
 */
export function olderLineNote(
  query: string,
  covered: readonly string[],
  pages: readonly Pick<Page, 'path' | 'title'>[],
  origin = '',
): {lines: string[]; note: string} | undefined {
  const coveredLine = lineOf(covered[0]);
  const lines = linesNamed(query).filter(
    (l) => l.split('.')[0] === coveredLine.split('.')[0] && compareLines(l, coveredLine) < 0,
  );
  if (lines.length === 0) return undefined;
  const notes = notesBetween(pages, lines[0], coveredLine);
  return {
    lines,
    note:
      `The query names FastStore ${lines.join(', ')}; this portal's references and upgrade pages cover FastStore ${coveredLine} releases only (${covered.join(', ')}), so the pages below that compare them do not answer it. ` +
      `From ${lines[0]}, the upgrade starts ${notes.length > 0 ? `with the release notes of the releases in between (${notes.map((n) => `${origin}${n.route}`).join(', ')}), then` : 'by moving'} to ${covered[0]}, the oldest covered release; from there plan_upgrade lists each breaking change.`,
  };
}

/**
 * What a search naming a release of the covered line that no package of the portal covers is told
 * (`upgrade to 1.9.12`): no page describes it, so the pages that match the query's other words
 * describe other releases. Undefined when every release the query names is covered, or names another line.
 */
export function uncoveredReleaseNote(
  query: string,
  covered: Readonly<Record<string, readonly string[]>>,
): {releases: string[]; note: string} | undefined {
  const all = Object.values(covered).flat();
  if (all.length === 0) return undefined;
  const coveredLine = lineOf(all[0]);
  const named = [...new Set([...query.matchAll(/\bv?(\d+\.\d+\.\d+)\b/g)].map((m) => m[1]))];
  const releases = named.filter((v) => lineOf(v) === coveredLine && !all.includes(v));
  if (releases.length === 0) return undefined;
  const lists = Object.entries(covered).map(([pkg, versions]) => `@faststore/${pkg} ${versions.join(', ')}`);
  return {
    releases,
    note: `The query names ${releases.join(', ')}, which is not a release this portal covers (it covers ${lists.join('; ')}), so no page describes it and the pages below are about other releases. Name a covered release, or read the package's changelog for ${releases[0]}.`,
  };
}
