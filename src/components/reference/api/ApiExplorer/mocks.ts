/**
 * Mock values for the FastStore API schema, used by the explorer to answer operations in the browser.
 * They read like a small jewelry catalog so a result looks like what a store would get; every URL
 * points at this site (no remote images: the portal makes no third-party request). Deterministic:
 * the same operation gives the same result, which keeps the browser tests stable.
 */
import type {IMocks} from '@graphql-tools/mock';

interface CatalogItem {
  name: string;
  group: string;
  sku: string;
  brand: string;
  price: number;
  listPrice: number;
  image: string;
  description: string;
}

/** The mock catalog; the explorer cycles through it as it needs products. */
const CATALOG: readonly CatalogItem[] = [
  {
    name: 'Gold ring, size 7',
    group: 'Gold ring',
    sku: '99988217',
    brand: 'Aurelia',
    price: 249.9,
    listPrice: 299.9,
    image: 'ring',
    description: 'A polished 18k gold band with a comfort-fit inner edge.',
  },
  {
    name: 'Silver chain, 45 cm',
    group: 'Silver chain',
    sku: '99988301',
    brand: 'Northwind',
    price: 89.5,
    listPrice: 89.5,
    image: 'chain',
    description: 'A fine sterling silver curb chain with a lobster clasp.',
  },
  {
    name: 'Pearl earrings',
    group: 'Pearl earrings',
    sku: '99988342',
    brand: 'Aurelia',
    price: 129,
    listPrice: 159,
    image: 'earrings',
    description: 'Freshwater pearl studs set in white gold.',
  },
];

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

const productSlug = (item: CatalogItem) => `${slugify(item.group)}-${item.sku}`;

function offerOf(item: CatalogItem) {
  return {
    price: item.price,
    sellingPrice: item.price,
    listPrice: item.listPrice,
    // As the VTEX resolvers of @faststore/api 1.9.11 answer: they never fill the currency in.
    priceCurrency: '',
    priceValidUntil: '2022-12-31T23:59:59Z',
    itemCondition: 'https://schema.org/NewCondition',
    availability: 'https://schema.org/InStock',
    quantity: 1,
    seller: {identifier: '1'},
  };
}

/**
 * A product with the objects that describe it. The mock store resolves nested objects lazily and in
 * no useful order, so everything that must match the product (images, prices, brand) is given here.
 */
function productOf(item: CatalogItem) {
  const slug = productSlug(item);
  return {
    name: item.name,
    sku: item.sku,
    productID: item.sku,
    slug,
    gtin: `78912345${item.sku.slice(-5)}`,
    description: item.description,
    brand: {name: item.brand},
    image: [{url: `/img/api-reference/${item.image}.svg`, alternateName: item.name}],
    offers: {
      lowPrice: item.price,
      highPrice: item.price,
      offerCount: 1,
      priceCurrency: '',
      offers: [offerOf(item)],
    },
    isVariantOf: {productGroupID: `200${item.sku.slice(-4)}`, name: item.group},
    seo: {
      title: item.name,
      titleTemplate: '%s | FastStore',
      description: item.description,
      canonical: `/${slug}/p`,
    },
    breadcrumbList: {
      numberOfItems: 2,
      itemListElement: [
        {item: '/jewelry/', name: 'Jewelry', position: 1},
        {item: `/${slug}/p`, name: item.name, position: 2},
      ],
    },
  };
}

/** Fresh mocks per run: counters restart, so running the same operation twice gives the same data. */
export function createMocks(): IMocks {
  let product = 0;
  let facet = 0;

  return {
    String: () => 'FastStore',
    Int: () => 2,
    Float: () => 49.9,
    Boolean: () => true,
    ID: () => '27',
    ObjectOrString: () => 'Gift wrap',
    StoreProduct: () => productOf(CATALOG[product++ % CATALOG.length]),
    // Offers not reached through a product (a cart's accepted offers) carry their product.
    StoreOffer: () => {
      const item = CATALOG[product++ % CATALOG.length];
      return {...offerOf(item), itemOffered: productOf(item)};
    },
    StoreOrganization: () => ({identifier: '1'}),
    StoreAggregateRating: () => ({ratingValue: 4.6, reviewCount: 18}),
    StoreReviewRating: () => ({ratingValue: 5, bestRating: 5}),
    StoreAuthor: () => ({name: 'Ana Souza'}),
    StorePropertyValue: () => ({propertyID: '1', name: 'Engraving', value: 'Gift wrap', valueReference: 'ATTACHMENT'}),
    StorePageInfo: () => ({hasNextPage: true, hasPreviousPage: false, startCursor: '0', endCursor: '1', totalCount: 3}),
    StoreCollection: () => ({
      id: '27',
      slug: 'jewelry/rings',
      type: 'Category',
      seo: {
        title: 'Rings',
        titleTemplate: '%s | FastStore',
        description: 'Gold and silver rings.',
        canonical: '/jewelry/rings',
      },
      meta: {
        selectedFacets: [
          {key: 'category-1', value: 'jewelry'},
          {key: 'category-2', value: 'rings'},
        ],
      },
    }),
    StoreFacet: () => ({__typename: facet++ % 2 === 0 ? 'StoreFacetBoolean' : 'StoreFacetRange'}),
    StoreFacetBoolean: () => ({
      key: 'brand',
      label: 'Brand',
      values: [
        {value: 'aurelia', label: 'Aurelia', selected: false, quantity: 2},
        {value: 'northwind', label: 'Northwind', selected: false, quantity: 1},
      ],
    }),
    StoreFacetRange: () => ({
      key: 'price',
      label: 'Price',
      min: {absolute: 89.5, selected: 89.5},
      max: {absolute: 249.9, selected: 249.9},
    }),
    StoreSuggestionTerm: () => ({value: 'gold ring', count: 42}),
    StoreCart: () => ({
      order: {orderNumber: '5f1a2b3c4d5e4f6a8b9c0d1e2f3a4b5c'},
      messages: [{text: 'The price of Gold ring, size 7 changed.', status: 'INFO'}],
    }),
    StoreSession: () => ({
      locale: 'en-US',
      country: 'USA',
      channel: '{"salesChannel":"1","regionId":""}',
      postalCode: '10001',
      currency: {code: 'USD', symbol: '$'},
      person: {
        id: 'c0ffee00-0000-4000-8000-000000000001',
        email: 'ana@example.com',
        givenName: 'Ana',
        familyName: 'Souza',
      },
    }),
  };
}
