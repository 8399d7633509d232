/**
 * Which releases an example is written for. Examples are checked against every covered release of
 * the packages they use; one that holds only from or up to a release says so in its fence's meta,
 * ` ```tsx since=1.9.11 ` or ` ```graphql until=1.9.9 `, and the page shows that note above it.
 */
import {compareVersions} from './lists';
import {isLiveMeta} from '@faststore-docs/shared/codeBlocks';
import type {ExampleReleases, PackageKey} from './marks';

export {rangeNote, type ExampleReleases} from './marks';

export function exampleReleases(meta: string | null | undefined): ExampleReleases {
  const since = /(?:^|\s)since=(\d+\.\d+\.\d+)(?=\s|$)/.exec(meta ?? '')?.[1];
  const until = /(?:^|\s)until=(\d+\.\d+\.\d+)(?=\s|$)/.exec(meta ?? '')?.[1];
  return {...(since ? {since} : {}), ...(until ? {until} : {})};
}

/** Whether the example claims to hold for this release. */
export function claims(range: ExampleReleases, version: string): boolean {
  if (range.since && compareVersions(version, range.since) < 0) return false;
  if (range.until && compareVersions(version, range.until) > 0) return false;
  return true;
}

/** The packages an example uses: a GraphQL block the API, a live block the UI, else its imports. */
export function examplePackages(lang: string, meta: string, code: string): PackageKey[] {
  if (/^(graphql|gql)$/i.test(lang)) return ['api'];
  if (isLiveMeta(meta)) return ['ui'];
  const found = new Set<PackageKey>();
  for (const m of code.matchAll(/from\s+['"]@faststore\/(ui|sdk|api)(?:\/[^'"]*)?['"]/g)) found.add(m[1] as PackageKey);
  return [...found];
}
