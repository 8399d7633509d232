/** The covered releases and each starter's versions (reference-versions plugin; typed in generatedData.d.ts). */
import referenceVersions from '@generated/faststore-reference-versions/default/reference-versions.json';
import type {PackageKey} from '@faststore-docs/shared/reference/marks';
import {versionAttributes} from '@faststore-docs/shared/reference/attributes';

export {referenceVersions};

/** The attributes of an entry's variant on a page (see ./attributes), for the release shown by default. */
export const entryAttributes = (pkg: PackageKey, holds: readonly string[] | undefined): Record<string, string> =>
  versionAttributes(pkg, holds, referenceVersions.defaults[pkg]);
