/**
 * The public-URL contract: every URL in src/data/public-urls.txt (pages that readers, search engines
 * and other sites link to) must still be served by the build, or redirected. New pages need no entry;
 * a removed or renamed page fails the build until a redirect is added in src/data/redirects.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import type {Redirect} from '../../data/redirects';

export const PUBLIC_URLS_FILE = 'src/data/public-urls.txt';

const route = z
  .string()
  .regex(/^\/([^\s/]+(\/[^\s/]+)*)?$/, 'must start with "/", with no trailing slash and no spaces');
const redirectSchema = z.object({from: route, to: route});

export function readPublicUrls(siteDir: string): string[] {
  return fs
    .readFileSync(path.join(siteDir, PUBLIC_URLS_FILE), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}

/** Routes as Docusaurus lists them, without the not-found page and without trailing slashes. */
export function servedRoutes(routesPaths: readonly string[]): string[] {
  return [
    ...new Set(routesPaths.filter((r) => r !== '/404.html').map((r) => (r.length > 1 ? r.replace(/\/$/, '') : r))),
  ].sort();
}

/** One message per broken promise: a public URL neither served nor redirected, or a bad redirect. */
export function checkRouteContract(
  publicUrls: readonly string[],
  served: readonly string[],
  redirects: readonly Redirect[],
): string[] {
  const servedSet = new Set(served);
  const errors: string[] = [];
  redirects.forEach((r, i) => {
    const parsed = redirectSchema.safeParse(r);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        errors.push(`src/data/redirects.ts: redirects[${i}].${issue.path.join('.')}: ${issue.message}`);
      return;
    }
    if (servedSet.has(r.from))
      errors.push(
        `src/data/redirects.ts: redirects[${i}].from: ${r.from} is still a page of the build; remove the redirect or the page`,
      );
    if (!servedSet.has(r.to))
      errors.push(`src/data/redirects.ts: redirects[${i}].to: ${r.to} is not a page of the build`);
  });
  const redirected = new Set(redirects.map((r) => r.from));
  for (const url of publicUrls) {
    if (!servedSet.has(url) && !redirected.has(url)) {
      errors.push(
        `${url} is a public URL (${PUBLIC_URLS_FILE}) that this build no longer serves: restore the page, or add a redirect to src/data/redirects.ts`,
      );
    }
  }
  return errors;
}
