/**
 * The HTML files of a build folder: every page the build wrote, as paths relative to the folder, in
 * order. What the plugins that read the finished build (policy hashes, social cards) and the tests of
 * a build go through.
 */
import fs from 'node:fs';
import path from 'node:path';

export function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}
