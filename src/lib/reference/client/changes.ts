/**
 * One change between two covered releases of a package, as /reference/changes lists it and the
 * coding-agent server returns it (made by ../diff). Browser-safe.
 */
import type {PackageKey} from './marks';

export interface Change {
  package: PackageKey;
  from: string;
  to: string;
  kind: 'added' | 'removed' | 'changed';
  /** Code written for `from` may stop compiling, validating or working on `to`. */
  breaking: boolean;
  /** Only a description (documentation text) changed. */
  descriptionOnly: boolean;
  /** The entry, as the reference names it: `Slider.min`, `useSearch().setSort`, `Query.search.term`. */
  entry: string;
  /** One sentence saying what changed, with the old and new types where there are any. */
  message: string;
}
