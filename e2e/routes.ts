/**
 * The routes the end-to-end tests visit: every route of the build under test, as the route-contract
 * plugin lists them in `build/.routes.json`, so a new page is opened and checked with no edit here.
 */
import fs from 'node:fs';
import path from 'node:path';
import {BUILD_DIR} from '../playwright.config';

const ROUTES_FILE = path.resolve(__dirname, '..', BUILD_DIR, '.routes.json');

function readRoutes(): string[] {
  if (!fs.existsSync(ROUTES_FILE))
    throw new Error(`${ROUTES_FILE} is missing: run \`npm run build\` before the end-to-end tests.`);
  return JSON.parse(fs.readFileSync(ROUTES_FILE, 'utf8')) as string[];
}

export const ALL_ROUTES: readonly string[] = readRoutes();

/** Paths that are not routes of the portal and must show the not-found page with a 404 status. */
export const UNKNOWN_PATHS = ['/blog', '/docs/intro', '/reference/ui/atoms/Nope', '/reference/api', '/tutorials/cms'];

export const NOT_FOUND_HEADING = 'Page not found';
