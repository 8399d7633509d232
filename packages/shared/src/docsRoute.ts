import path from 'node:path';

/**
 * The route of a page under `docs/` (`docs/reference/sdk/cart/index.mdx` → `/reference/sdk/cart`),
 * or undefined for a file outside it. Node only: for the build's passes over the sources.
 */
export function docsRoute(siteDir: string, file: string): string | undefined {
  const relative = path.relative(path.join(siteDir, 'docs'), file).split(path.sep).join('/');
  if (relative.startsWith('..')) return undefined;
  return `/${relative.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/';
}
