/**
 * One change between two covered releases of a package, as /reference/changes lists it and the
 * coding-agent server returns it (made by ../diff, and by ../behaviour for behaviour notes). Browser-safe.
 */
import type {PackageKey} from './marks';

export interface Change {
  package: PackageKey;
  from: string;
  to: string;
  /**
   * `behaviour`: the export's declaration may read the same, but its code does something else (a
   * note someone wrote after reading the compiled code, see ./behaviour); the others compare
   * declarations and the schema.
   */
  kind: 'added' | 'removed' | 'changed' | 'behaviour';
  /** Code written for `from` may stop compiling, validating or working on `to`. */
  breaking: boolean;
  /** Only a description (documentation text) changed. */
  descriptionOnly: boolean;
  /** The entry, as the reference names it: `Slider.min`, `useSearch().setSort`, `Query.search.term`. */
  entry: string;
  /**
   * One sentence saying what changed, with the old and new types where there are any; for a change of
   * behaviour, the note someone wrote (one or two sentences).
   */
  message: string;
}

/**
 * The entry of a packaging change (../packaging): the release's package.json entry points or the way
 * Node loads it differ, which no declaration or compiled export shows.
 */
export const PACKAGING_ENTRY = 'packaging';
