/**
 * The UI component catalogue, read from the pages themselves: every
 * `docs/reference/ui/<level>/<Name>.mdx` (not the level's index) documents the export `<Name>`.
 * Adding a component page needs no list to update.
 */
import fs from 'node:fs';
import path from 'node:path';

const UI_LEVELS = ['atoms', 'molecules', 'organisms'] as const;
type UiLevel = (typeof UI_LEVELS)[number];

export interface ComponentPage {
  level: UiLevel;
  name: string;
  /** The page file, relative to the site root. */
  file: string;
  route: string;
}

export function componentPages(siteDir: string): ComponentPage[] {
  return UI_LEVELS.flatMap((level) => {
    const dir = path.join(siteDir, 'docs', 'reference', 'ui', level);
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((f) => /^[A-Z]\w*\.mdx?$/.test(f))
      .sort()
      .map((f) => {
        const name = f.replace(/\.mdx?$/, '');
        return {
          level,
          name,
          file: path.join('docs', 'reference', 'ui', level, f),
          route: `/reference/ui/${level}/${name}`,
        };
      });
  });
}
