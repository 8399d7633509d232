/** Where the reference generators find the installed FastStore packages and the pages that use them. */
import fs from 'node:fs';
import path from 'node:path';

/** Directory of an installed `@faststore/<name>` package, resolved from the site root. */
export function faststorePackageDir(siteDir: string, name: 'ui' | 'sdk' | 'api'): string {
  return path.join(siteDir, 'node_modules', '@faststore', name);
}

/** Whether a declaration's file belongs to the package (not to React or another dependency). */
export const isInPackage = (fileName: string, pkgDir: string): boolean =>
  path.resolve(fileName).startsWith(path.resolve(pkgDir) + path.sep);

export interface OfUsage {
  component: string;
  /** The `of` value: the documented export's name. */
  name: string;
  /** The MDX file, relative to the site root. */
  file: string;
}

/** Every `<Component of="Name">` (or `of={'Name'}`) of the given components in the MDX files under `dir`. */
export function ofUsagesInMdx(dir: string, siteDir: string, components: readonly string[]): OfUsage[] {
  if (!fs.existsSync(dir)) return [];
  const usage = new RegExp(
    `<(${components.join('|')})\\b[^>]*?\\bof=(?:"([^"]+)"|'([^']+)'|\\{['"]([^'"]+)['"]\\})`,
    'g',
  );
  const files = fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).filter((f) => /\.mdx?$/.test(f));
  return files.sort().flatMap((file) => {
    const full = path.join(dir, file);
    return [...fs.readFileSync(full, 'utf8').matchAll(usage)].map((m) => ({
      component: m[1],
      name: m[2] ?? m[3] ?? m[4],
      file: path.relative(siteDir, full),
    }));
  });
}
