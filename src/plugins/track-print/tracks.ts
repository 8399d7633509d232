/**
 * The tutorial tracks, read from the content: every folder under docs/tutorials that has an overview
 * page (`<folder>-overview.mdx` beside it, or `overview.mdx` inside it) is a track, and its other
 * pages, in sidebar order, are its steps. Pure file reading, so the plugin and the tests share it.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

interface TrackStep {
  route: string;
  file: string;
}

export interface Track {
  /** `gatsby`, the folder's name. */
  name: string;
  title: string;
  overviewFile: string;
  overviewRoute: string;
  /** Where the whole track is one document. */
  printRoute: string;
  steps: TrackStep[];
}

const routeOf = (rel: string) => `/${rel.replace(/\.mdx?$/, '').replace(/\/index$/, '')}`;

export function tracks(siteDir: string): Track[] {
  const base = path.join(siteDir, 'docs', 'tutorials');
  return fs
    .readdirSync(base, {withFileTypes: true})
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()
    .flatMap((name): Track[] => {
      const overview = [`${name}-overview.mdx`, `${name}/overview.mdx`].find((f) => fs.existsSync(path.join(base, f)));
      if (!overview) return [];
      const pages = fs
        .readdirSync(path.join(base, name))
        .filter((f) => /\.mdx?$/.test(f) && `${name}/${f}` !== overview)
        .map((f) => {
          const {data} = matter(fs.readFileSync(path.join(base, name, f), 'utf8'));
          const position = typeof data.sidebar_position === 'number' ? data.sidebar_position : Infinity;
          return {f, position};
        })
        .sort((a, b) => a.position - b.position || a.f.localeCompare(b.f, 'en', {numeric: true}));
      const {data} = matter(fs.readFileSync(path.join(base, overview), 'utf8'));
      return [
        {
          name,
          title: String(data.title ?? name).replace(/\s+overview$/i, ''),
          overviewFile: `docs/tutorials/${overview}`,
          overviewRoute: routeOf(`tutorials/${overview}`),
          printRoute: `/tutorials/${name}/print`,
          steps: pages.map(({f}) => ({route: routeOf(`tutorials/${name}/${f}`), file: `docs/tutorials/${name}/${f}`})),
        },
      ];
    });
}

/** The link every track overview gives to its whole-track document. */
export const PRINT_LINK_TEXT = 'Print or save the whole track';
export const printLink = (track: Track) => `[${PRINT_LINK_TEXT}](pathname://${track.printRoute})`;
