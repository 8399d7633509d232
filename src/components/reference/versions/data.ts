/** The covered releases and each starter's versions (reference-versions plugin; typed in generatedData.d.ts). */
import referenceVersions from '@generated/faststore-reference-versions/default/reference-versions.json';

export {referenceVersions};

/** `vtex-sites/gatsby.store` → `gatsby.store`. */
export const starterName = (repository: string): string => repository.split('/')[1] ?? repository;
