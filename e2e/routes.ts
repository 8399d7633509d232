/** The routes the end-to-end tests visit: the route list plus the dated release posts on disk. */
import {STATIC_ROUTES} from '../src/data/routes';
import {readContent} from '../tests/contentFiles';

export const RELEASE_POST_ROUTES = readContent()
  .filter((f) => f.area === 'releases')
  .map((f) => f.route);

export const ALL_ROUTES: readonly string[] = [...STATIC_ROUTES, ...RELEASE_POST_ROUTES];

/** Paths that are not routes of the portal and must show the not-found page with a 404 status. */
export const UNKNOWN_PATHS = ['/releases/page/4', '/blog', '/docs/intro', '/reference/ui/atoms/Nope', '/reference/api', '/tutorials/cms'];

export const NOT_FOUND_HEADING = 'Page Not Found';
