/**
 * The "Added in / Changed in / Removed in" mark of one variant of a reference entry, worked out from
 * the releases it holds for (`in`), the releases of its package, and the releases in which another
 * variant of the same entry holds. An entry that reads the same in every release it exists in has no
 * mark. Shared by the reference components and the tests; no Docusaurus, no React.
 */

export type PackageKey = 'ui' | 'sdk' | 'api';

export interface Mark {
  /** What a reader sees: "Added in 1.9.11", "Until 1.9.10; changed in 1.9.11", "Removed in 1.9.11". */
  text: string;
  /** The release whose changes the mark links to. */
  version: string;
}

/** The anchor of a release's changes on /reference/changes. */
export const changesAnchor = (pkg: PackageKey, version: string): string => `${pkg}-${version.replace(/\./g, '-')}`;
export const changesHref = (pkg: PackageKey, version: string): string =>
  `/reference/changes#${changesAnchor(pkg, version)}`;

/**
 * `holds`: the releases this variant holds for (undefined: everywhere its parent exists);
 * `versions`: the package's covered releases, oldest first; `parentIn`: where the parent exists;
 * `others`: the releases where another variant of the same entry holds.
 */
export function markOf(
  holds: readonly string[] | undefined,
  versions: readonly string[],
  others: readonly string[] = [],
  parentIn: readonly string[] = versions,
): Mark | undefined {
  if (!holds || holds.length === 0) return undefined;
  const first = versions.indexOf(holds[0]);
  const last = versions.indexOf(holds[holds.length - 1]);
  const parts: string[] = [];
  let linked: string | undefined;
  const before = versions.slice(0, first).filter((v) => parentIn.includes(v));
  if (before.length > 0) {
    const changed = others.includes(before[before.length - 1]);
    parts.push(`${changed ? 'Changed' : 'Added'} in ${holds[0]}`);
    linked = holds[0];
  }
  const after = versions.slice(last + 1).filter((v) => parentIn.includes(v));
  if (after.length > 0) {
    const next = after[0];
    const changed = others.includes(next);
    if (parts.length > 0) parts.push(`${changed ? 'changed' : 'removed'} in ${next}`);
    else if (changed) parts.push(`Until ${holds[holds.length - 1]}; changed in ${next}`);
    else parts.push(`Removed in ${next}`);
    linked ??= next;
  }
  if (parts.length === 0) return undefined;
  return {text: parts.join(', '), version: linked!};
}

export const PACKAGE_KEYS: readonly PackageKey[] = ['ui', 'sdk', 'api'];

/** A range of releases a passage or an example is written for (`since=1.9.11`, `until=1.9.10`). */
export interface ExampleReleases {
  since?: string;
  until?: string;
}

/** "For @faststore/sdk 1.9.11 and later:" — the note a page shows above a block with a range. */
export function rangeNote(range: ExampleReleases, packages: readonly PackageKey[]): string | undefined {
  if (!range.since && !range.until) return undefined;
  const names = packages.length > 0 ? packages.map((p) => `@faststore/${p}`).join(' and ') : 'FastStore';
  if (range.since && range.until) return `For ${names} ${range.since} to ${range.until}:`;
  if (range.since) return `For ${names} ${range.since} and later:`;
  return `For ${names} ${range.until} and earlier:`;
}
