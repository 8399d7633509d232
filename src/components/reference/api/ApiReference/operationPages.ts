/**
 * The page that documents each root field of the schema. Mutations are grouped by what they
 * validate. tests/api-reference.test.ts checks this map against the schema and the routes, so a new
 * operation in `@faststore/api` fails the tests until it has a page.
 */
export const OPERATION_PAGES: Readonly<Record<string, string>> = {
  allCollections: '/reference/api/queries/allCollections',
  allProducts: '/reference/api/queries/allProducts',
  collection: '/reference/api/queries/collection',
  product: '/reference/api/queries/product',
  search: '/reference/api/queries/search',
  validateCart: '/reference/api/mutations/cart',
  validateSession: '/reference/api/mutations/session',
};
