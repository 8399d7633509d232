/**
 * Where the upgrade pages live: one per package and pair of covered releases a reader can cross,
 * older to newer, and an index listing them. Browser-safe, so /reference/changes and the marks on
 * reference entries link to the same routes the pages are written to.
 */
import type {Change} from './changes';
import type {PackageKey} from './marks';

/** The key of a change in the migrations: its entry, and ` (behaviour)` for a change of behaviour. */
export const migrationKey = (c: Pick<Change, 'entry' | 'kind'>): string =>
  c.kind === 'behaviour' ? `${c.entry} (behaviour)` : c.entry;

const UPGRADE_INDEX = '/reference/upgrade';

/** `/reference/upgrade/sdk/1.9.10-to-1.9.11`. */
export function upgradeRoute(pkg: PackageKey, from: string, to: string): string {
  return `${UPGRADE_INDEX}/${pkg}/${from}-to-${to}`;
}
