/**
 * The parts of the site a reader can narrow the site's search to, and the part each route belongs to:
 * the search plugin files each page under its area, and /search filters and counts by them.
 * Browser-safe.
 */

/** The areas a reader can narrow results to on /search, in the order the filters are shown. */
export const AREAS = ['Docs', 'Tutorials', 'Reference', 'Release notes'] as const;
export type Area = (typeof AREAS)[number];

export function areaOf(route: string): Area {
  if (/^\/releases(\/|$)/.test(route)) return 'Release notes';
  if (/^\/tutorials(\/|$)/.test(route)) return 'Tutorials';
  if (/^\/reference(\/|$)/.test(route)) return 'Reference';
  return 'Docs';
}

/**
 * The area a reader names in an address (`?area=tutorials`, `?area=Release%20notes`), in any case, or
 * undefined for a name that is none.
 */
export const areaNamed = (name: string): Area | undefined =>
  AREAS.find((area) => area.toLowerCase() === name.trim().toLowerCase());
