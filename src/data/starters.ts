/**
 * The starters gallery (spec §2, §3; issue 5): two official starters and three community starters.
 *
 * To add a starter: add an entry below, add its slug to STARTER_SLUGS in `./routes.ts` and a one-line
 * page in src/pages/starters/<slug>.tsx, and put a 400×250 thumbnail and an 800×500 image in
 * static/img/starters/. The build checks every entry against `starterSchema` (./schemas.ts) and
 * stops with the file, the entry and the field when one is wrong.
 *
 * Repository and demo links point only at addresses we could confirm; where a starter has no
 * confirmed address of its own, it points at the FastStore repository.
 */
import type {Starter} from './types';

const FASTSTORE_REPO = 'https://github.com/vtex/faststore';
const BASE_STORE_REPO = 'https://github.com/vtex-sites/base.store';
const COMMUNITY = 'FastStore community';
const COMMUNITY_SITE = `${FASTSTORE_REPO}/discussions`;

const images = (slug: string) => ({
  imgThumbnail: `/img/starters/${slug}-thumbnail.svg`,
  img: `/img/starters/${slug}.svg`,
});

export const starters: Starter[] = [
  {
    slug: 'base',
    group: 'official',
    name: 'Base Store',
    ...images('base'),
    imgAlt: 'Sketch of a storefront home page with a hero banner and a row of product cards',
    url: '/starters/base',
    owner: 'VTEX',
    details: 'The reference FastStore store: every page a shop needs, wired to a VTEX account.',
    description:
      'The Base Store is the starter the FastStore team maintains as the reference implementation, and the one the tutorials on this portal use. It combines @faststore/ui, @faststore/sdk and @faststore/api into a complete storefront that builds and runs against a VTEX account on its first build.',
    features: [
      'Home, product listing, product detail and search result pages',
      'Minicart backed by the SDK cart and a hand-off to the VTEX checkout',
      'Store data from the FastStore API through GraphQL queries',
      'Configuration of account, sales channel and URLs in store.config.js',
      'End-to-end tests with Cypress and Lighthouse CI budgets',
    ],
    demoURL: BASE_STORE_REPO,
    gatsbyRepo: BASE_STORE_REPO,
    nextRepo: FASTSTORE_REPO,
    price: 'Free',
  },
  {
    slug: 'cms-base',
    group: 'official',
    name: 'CMS Base Store',
    ...images('cms-base'),
    imgAlt: 'Sketch of a storefront page next to a content editor panel with editable sections',
    url: '/starters/cms-base',
    owner: 'VTEX',
    details: 'The Base Store with its page content managed in the VTEX Headless CMS.',
    description:
      'The CMS Base Store is the Base Store with the VTEX Headless CMS integration added, so that merchants edit the sections of the home page and landing pages in the CMS instead of in code. Content is read at build time and changes reach the store through a new build on WebOps.',
    features: [
      'Everything in the Base Store',
      'Page sections declared as CMS content types and edited in the VTEX Headless CMS',
      'Content sourced at build time through the CMS Gatsby plugin',
      'Private previews of draft content before it is published',
    ],
    demoURL: FASTSTORE_REPO,
    gatsbyRepo: FASTSTORE_REPO,
    price: 'Free',
  },
  {
    slug: 'beauty',
    group: 'community',
    name: 'Beauty Store',
    ...images('beauty'),
    imgAlt: 'Sketch of a cosmetics storefront with a large product photo and colour swatches',
    url: '/starters/beauty',
    owner: COMMUNITY,
    ownerWebsite: COMMUNITY_SITE,
    details: 'A cosmetics storefront built on the Base Store, with shade selection on the product page.',
    description:
      'The Beauty Store shows how the Base Store adapts to a cosmetics catalogue, where shoppers choose among many shades of one product. It keeps the Base Store pages and reworks the product page and the theme around large product photography.',
    features: [
      'Shade and size selection on the product page',
      'Theme built from the FastStore UI design tokens',
      'Product listing with filters for brand and skin type',
      'Minicart and checkout hand-off from the Base Store',
    ],
    demoURL: FASTSTORE_REPO,
    gatsbyRepo: FASTSTORE_REPO,
    price: 'Free',
  },
  {
    slug: 'pets',
    group: 'community',
    name: 'Pet Supplies Store',
    ...images('pets'),
    imgAlt: 'Sketch of a pet supplies storefront with category tiles for dogs, cats and birds',
    url: '/starters/pets',
    owner: COMMUNITY,
    ownerWebsite: COMMUNITY_SITE,
    details: 'A pet supplies storefront built on the Base Store, organised by the kind of animal.',
    description:
      'The Pet Supplies Store organises a catalogue by the animal it is for, then by product type. It shows how to build category landing pages from the Base Store sections and how to highlight items that customers reorder often.',
    features: [
      'Category landing pages for each kind of animal',
      'Product cards with quantity selection for reordered items',
      'Search with suggestions from the Base Store',
      'Responsive layout from the FastStore UI components',
    ],
    demoURL: FASTSTORE_REPO,
    gatsbyRepo: FASTSTORE_REPO,
    price: 'Free',
  },
  {
    slug: 'toy',
    group: 'community',
    name: 'Toy Store',
    ...images('toy'),
    imgAlt: 'Sketch of a toy storefront with playful shapes and a carousel of featured products',
    url: '/starters/toy',
    owner: COMMUNITY,
    ownerWebsite: COMMUNITY_SITE,
    details: 'A toy storefront built on the Base Store, with age ranges and a featured-products carousel.',
    description:
      'The Toy Store presents a catalogue that shoppers browse by age range and by theme. It adds a carousel of featured products to the home page and a playful theme, while keeping the Base Store data layer and checkout hand-off unchanged.',
    features: [
      'Browsing by age range and by theme',
      'Featured-products carousel on the home page',
      'Playful theme over the FastStore UI components',
      'Minicart and checkout hand-off from the Base Store',
    ],
    demoURL: FASTSTORE_REPO,
    gatsbyRepo: FASTSTORE_REPO,
    price: 'Free',
  },
];

export const officialStarters = starters.filter((s) => s.group === 'official');
export const communityStarters = starters.filter((s) => s.group === 'community');

export function starterBySlug(slug: string): Starter {
  const starter = starters.find((s) => s.slug === slug);
  if (!starter) throw new Error(`No starter with slug "${slug}" in src/data/starters.ts.`);
  return starter;
}
