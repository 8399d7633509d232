/**
 * The upgrade steps no rewrite can take (the `manual` entries of the portal's migrations), found in
 * the store's code so that the report names each place with `file:line` instead of a page to read.
 * A step is looked for by what its code uses: a call of `parseSearchState`, a GraphQL fragment or
 * type condition on `StoreFacet`. The words are looked for in comments too: a line listed for
 * nothing costs the reader a glance, a line missed costs them a broken page.
 */
import type {Migrations} from '@faststore-docs/reference/data/schemas';
import {compareVersions} from '../versions';

export type ReportedPackage = 'sdk' | 'ui' | 'api';

interface Detector {
  /** What a use looks like in the store's code or queries. */
  pattern: RegExp;
  /** What the reader does at each use. */
  what: string;
  /** The step asks for no change at the use itself (the rewrite did the work around it). */
  nothingToChange?: boolean;
}

/**
 * Every `manual` migration, by package and change: a detector, or `rewrite` when the rewrite itself
 * marks each use with a TODO (it tells FastStore's component from a local one of the same name).
 */
const DETECTORS: Record<string, Detector | 'rewrite'> = {
  'sdk:parseSearchState (behaviour)': {
    pattern: /\bparseSearchState\s*\(/g,
    what: '`parseSearchState` throws on an unknown `sort` in 1.9.11: check the URL’s sort with `isSearchSort` first, or catch the error',
  },
  'sdk:SearchProvider (behaviour)': {
    pattern: /<SearchProvider\b/g,
    what: '`SearchProvider` keeps its props; its context lost the setters, which the rewrite replaced in the components under it',
    nothingToChange: true,
  },
  'ui:Slider (behaviour)': 'rewrite',
  'ui:PriceRange (behaviour)': 'rewrite',
  'api:StoreFacet': {
    pattern: /\bStoreFacet\b/g,
    what: '`StoreFacet` is a union of `StoreFacetBoolean` and `StoreFacetRange` in api 1.9.11: select its fields in `... on` each type, ask for `__typename`, regenerate the query types and read a range facet’s `min`/`max`',
  },
  'api:StoreFacetValue': {
    pattern: /\bStoreFacetValue\b/g,
    what: '`StoreFacetValue` is `StoreFacetValueBoolean` in api 1.9.11: rename it and spread it inside `... on StoreFacetBoolean`',
  },
};

interface ManualUse {
  file: string;
  line: number;
  what: string;
}

export interface ManualStep {
  pkg: ReportedPackage;
  change: string;
  page: string;
  /** The migration's own step, for a step no detector looks for. */
  step: string;
  nothingToChange: boolean;
  /** Undefined: the step could not be looked for, so the report asks the reader to. */
  uses?: ManualUse[];
}

/** The manual steps of every migration between `from` and `to`, and where the store's files need each. */
export function manualSteps(
  migrations: Migrations,
  pkg: ReportedPackage,
  from: string,
  to: string,
  files: readonly {file: string; text: string}[],
): ManualStep[] {
  const steps: ManualStep[] = [];
  for (const [pair, entries] of Object.entries(migrations[pkg] ?? {})) {
    const [a, b] = pair.split('..');
    // A pair the store's release falls inside (an api release the reference does not cover) is listed too.
    if (compareVersions(b, from) <= 0 || compareVersions(b, to) > 0) continue;
    for (const [change, entry] of Object.entries(entries)) {
      if (entry.kind !== 'manual') continue;
      const detector = DETECTORS[`${pkg}:${change}`];
      if (detector === 'rewrite') continue;
      const page = `/reference/upgrade/${pkg}/${a}-to-${b}`;
      if (!detector) {
        steps.push({pkg, change, page, step: entry.step, nothingToChange: false});
        continue;
      }
      const uses: ManualUse[] = [];
      for (const {file, text} of files) {
        for (const m of text.matchAll(detector.pattern)) {
          const line = text.slice(0, m.index).split('\n').length;
          if (!uses.some((u) => u.file === file && u.line === line)) uses.push({file, line, what: detector.what});
        }
      }
      steps.push({pkg, change, page, step: entry.step, nothingToChange: detector.nothingToChange ?? false, uses});
    }
  }
  return steps;
}
