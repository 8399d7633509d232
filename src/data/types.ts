/**
 * Shapes of the site data. Plain types, no runtime code: the pages that import the data
 * (the home page among them) must not pull the schema library into the browser. The zod schemas that
 * check these shapes at build time live in `./schemas.ts`.
 */

export type StarterGroup = 'official' | 'community';

export interface Starter {
  /** URL slug; the page is /starters/<slug>. */
  slug: string;
  group: StarterGroup;
  name: string;
  /** Site-relative path of the gallery thumbnail (static/img/starters), 400×250. */
  imgThumbnail: string;
  /** The starter's page on this site. */
  url: string;
  owner: string;
  /** Community starters only: where to learn about their owner. */
  ownerWebsite?: string;
  /** One line for the gallery card. */
  details: string;
  description: string;
  features: string[];
  demoURL: string;
  gatsbyRepo: string;
  /** The Base Store only: its Next.js edition. */
  nextRepo?: string;
  price: 'Free';
  /** Site-relative path of the detail-page image (static/img/starters), 800×500. */
  img: string;
  /** Text alternative shared by both images. */
  imgAlt: string;
}

export type ReleaseProduct = 'faststore' | 'basestore' | 'webops' | 'cms';

export interface ReleaseEvent {
  title: string;
  product: ReleaseProduct;
  /** File name of the post in releases/, e.g. 2022-06-03-faststore.mdx. */
  fileName: string;
  description: string;
}

export type UpdateType = 'Added' | 'Improved' | 'Fixed';

export interface UpdateEntry {
  /** ISO date (YYYY-MM-DD) of the documentation change. */
  date: string;
  type: UpdateType;
  /** Top-level area of the portal the change belongs to. */
  menu: string;
  category: string;
  /** The route the entry links to. */
  path: string;
  docs: {path: string; title: string}[];
}

/** Route of a release post from its file name: 2022-06-03-faststore.mdx → /releases/2022/06/03/faststore. */
export function releasePostPath(fileName: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})-([a-z]+)\.mdx?$/.exec(fileName);
  if (!match) return '';
  const [, y, m, d, product] = match;
  return `/releases/${y}/${m}/${d}/${product}`;
}
