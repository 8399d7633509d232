/**
 * Shapes of the site data, derived from the zod schemas that check them at build time
 * (`./schemas.ts`). Type-only: the pages that import the data (the home page among them) do not pull
 * the schema library into the browser.
 */
import type {z} from 'zod';
import type {starterSchema, trackMapSchema, updateEntrySchema} from './schemas';

export type Starter = z.infer<typeof starterSchema>;
export type StarterGroup = Starter['group'];
export type UpdateEntry = z.infer<typeof updateEntrySchema>;
export type UpdateType = UpdateEntry['type'];
export type TrackMap = z.infer<typeof trackMapSchema>;

/** The page of a starter on this site. */
export const starterPath = (slug: string): string => `/starters/${slug}`;
