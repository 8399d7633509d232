/**
 * The starters gallery: the two official starters and the three community starters of the 1.9
 * generation, as the FastStore portal of that release listed them (owners, demos, repositories).
 *
 * Descriptions and features come from each starter's own repository where it is public: gatsby.store
 * at c4b6a96 and nextjs.store at bd3330b (2022-06-20), storeframework.store at b33eec7 (2022-05-23),
 * beauty.store at afc79b0 and toys.store at 7323e42 (2022-05-12). The Pets Store's repository could
 * not be read, so its entry says only what the gallery listing says.
 *
 * To add a starter: add an entry below and put a 400×250 thumbnail and an 800×500 image in
 * static/img/starters/. Its page, /starters/<slug>, is added by the siteData plugin. The build checks
 * every entry against `starterSchema` (./schemas.ts) and stops with the file, the entry and the field
 * when one is wrong.
 */
import type {Starter} from './types';

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
    owner: 'VTEX',
    details: 'The reference FastStore 1.9 store, in a Gatsby edition and a Next.js edition.',
    description:
      'The Base Store is the starter the FastStore team maintains as the reference store, and the one the tutorials on this portal follow in its Gatsby edition. Both editions combine @faststore/ui, @faststore/sdk and @faststore/api 1.9 into a storefront that reads its catalogue from a VTEX account; the Gatsby edition builds on Gatsby 4, the Next.js edition on Next.js 12.',
    features: [
      'Home, product, collection and search pages, with product and collection pages rendered on the server',
      'Cart sidebar backed by the SDK cart, with a hand-off to the VTEX checkout',
      'The FastStore API served by the store itself at /api/graphql, with persisted queries',
      'Search suggestions and history, filters and sorting on listing pages',
      'Regionalization by postal code',
      'Cypress end-to-end tests, Lighthouse CI budgets and Storybook',
    ],
    demoURL: 'https://gatsby.vtex.app/',
    gatsbyRepo: 'https://github.com/vtex-sites/gatsby.store',
    nextRepo: 'https://github.com/vtex-sites/nextjs.store',
    price: 'Free',
  },
  {
    slug: 'cms-base',
    group: 'official',
    name: 'CMS Base Store',
    ...images('cms-base'),
    imgAlt: 'Sketch of a storefront page next to a content editor panel with editable sections',
    owner: 'VTEX',
    details: 'The Base Store with its home page sections edited in the VTEX Headless CMS.',
    description:
      'The CMS Base Store is a Gatsby store whose page sections are declared as content types in the VTEX Headless CMS, so that merchants edit them without touching code. Its cms/ folder holds the content types and section schemas, and @vtex/gatsby-source-cms brings the published content into the build. The CMS tutorial tracks of this portal follow it.',
    features: [
      'Sections declared in cms/content-types.json and cms/sections.json',
      'Editable sections: Alert, BannerText, Hero, IncentivesHeader, ProductShelf and ProductTiles',
      'Content read at build time through @vtex/gatsby-source-cms',
      'The Base Store pages, cart and checkout hand-off',
    ],
    demoURL: 'https://storeframework.vtex.app/',
    gatsbyRepo: 'https://github.com/vtex-sites/storeframework.store',
    price: 'Free',
  },
  {
    slug: 'beauty',
    group: 'community',
    name: 'Beauty Store',
    ...images('beauty'),
    imgAlt: 'Sketch of a cosmetics storefront with a large product photo and colour swatches',
    owner: 'm3',
    ownerWebsite: 'https://m3ecommerce.com/',
    details: 'A beauty and health store built by m3 at the VTEX DAY 2022 hackathon.',
    description:
      'The Beauty Store is a beauty and health storefront that m3 built on FastStore and Gatsby during the hackathon of VTEX DAY 2022. Its home page is made of sections edited in the VTEX Headless CMS, and it adds a step-by-step skin-type questionnaire and an institutional page to the usual store pages.',
    features: [
      'CMS sections: Hero, BannerInstitutional, HomeBanner, Incentives, IncentivesHeader, Text, BannerAndShelf and Mosaic',
      'A step-by-step skin-type questionnaire page',
      'An institutional page and an offline page',
      'Built on Gatsby 3 with @faststore/ui, sdk and api 1.6',
    ],
    demoURL: 'https://beauty.vtex.app/',
    gatsbyRepo: 'https://github.com/vtex-sites/beauty.store',
    price: 'Free',
  },
  {
    slug: 'pets',
    group: 'community',
    name: 'Pets Store',
    ...images('pets'),
    imgAlt: 'Sketch of a pet supplies storefront with category tiles for dogs, cats and birds',
    owner: 'Whirlpool',
    ownerWebsite: 'http://www.whirlpoolcorp.com/',
    details: 'A pet supplies store by Whirlpool, with a live demo and a public repository.',
    description:
      'The Pets Store is a community starter owned by Whirlpool. Its live demo and its repository are linked below; this portal has not reviewed the repository, so it does not list the starter\u2019s features.',
    features: [],
    demoURL: 'https://pets.vtex.app/',
    gatsbyRepo: 'https://github.com/vtex-sites/pets.store',
    price: 'Free',
  },
  {
    slug: 'toy',
    group: 'community',
    name: 'Toy Store',
    ...images('toy'),
    imgAlt: 'Sketch of a toy storefront with playful shapes and a carousel of featured products',
    owner: 'FRN³',
    ownerWebsite: 'https://frncomunicacao.com.br/',
    details: 'A toys and hobbies store built by FRN³ at the VTEX DAY 2022 hackathon.',
    description:
      'The Toy Store is a toys and hobbies storefront that FRN\u00b3 built on FastStore and Gatsby during the hackathon of VTEX DAY 2022. It edits its home page banners in the VTEX Headless CMS and adds shelves of favourite and new products and an about page.',
    features: [
      'CMS sections: BannerText, Hero and IncentivesHeader',
      'Favourite-products and new-products shelves on the home page',
      'An about page and an offline page',
      'Built on Gatsby 3 with @faststore/ui, sdk and api 1.6',
    ],
    demoURL: 'https://toys.vtex.app/',
    gatsbyRepo: 'https://github.com/vtex-sites/toys.store',
    price: 'Free',
  },
];

export const officialStarters = starters.filter((s) => s.group === 'official');
export const communityStarters = starters.filter((s) => s.group === 'community');
