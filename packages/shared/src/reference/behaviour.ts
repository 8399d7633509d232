/**
 * What a covered release does differently from the one before it, where its declarations may read
 * the same: the behaviour notes people recorded after reading each export's changed compiled code
 * (packages/reference/src/data/behaviour.ts, checked by ../behaviour). Grouped by release pair, the shape an upgrade guide
 * from one release to the next reads; the reference pages pick an export's notes out of it.
 * Browser-safe.
 */
import type {PackageKey} from './marks';

export interface BehaviourNote {
  package: PackageKey;
  /** The export, as the package names it: `parseSearchState`, `Slider`. */
  name: string;
  from: string;
  to: string;
  /** Code that worked on `from` can fail on `to`. */
  breaking: boolean;
  /** One or two sentences for readers: what now happens differently, and for whom. */
  note: string;
}

export interface ReleasePairBehaviour {
  package: PackageKey;
  from: string;
  to: string;
  /** The exports whose behaviour changed, by name. */
  notes: BehaviourNote[];
  /** Exports whose compiled code changed with no difference a caller can observe, by name. */
  unobservable: string[];
}

/** The notes of one export, oldest release pair first. */
export function notesOf(pairs: readonly ReleasePairBehaviour[], pkg: PackageKey, name: string): BehaviourNote[] {
  return pairs.filter((p) => p.package === pkg).flatMap((p) => p.notes.filter((n) => n.name === name));
}
