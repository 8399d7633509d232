/**
 * What the local search can offer under `npm start`. The index is made from the production HTML after a
 * build, so the development server has none of its own: it serves the last build's index when there is
 * one (src/plugins/search), and the search says so instead of failing as if the network were down.
 * In a production build the plugin publishes nothing here and the search says nothing.
 */
import useGlobalData from '@docusaurus/useGlobalData';

/** `last-build`: the development server serves `build/pagefind`; `none`: there is no index to serve. */
export type DevIndex = 'last-build' | 'none';

const SEARCH_PLUGIN = 'faststore-search';

export const NO_INDEX_MESSAGE = 'Search works in a production build: run “npm run build && npm run serve”.';
export const LAST_BUILD_NOTE =
  'Development server: results come from the last production build, so pages changed since then may be missing or out of date.';

/**
 * What the search says about its index under `npm start`, or null. Null in a production build, where
 * the bundler drops the messages.
 */
export function devIndexNote(devIndex: DevIndex | null): string | null {
  if (process.env.NODE_ENV !== 'development' || devIndex === null) return null;
  return devIndex === 'none' ? NO_INDEX_MESSAGE : LAST_BUILD_NOTE;
}

export function useDevIndex(): DevIndex | null {
  const data = useGlobalData()[SEARCH_PLUGIN]?.default as {devIndex?: DevIndex} | undefined;
  return data?.devIndex ?? null;
}
