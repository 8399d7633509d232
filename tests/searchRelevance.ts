/**
 * What FastStore developers type, and the page that must answer it: `first` at the top, `top3` among the
 * first three. The site's search (through /search, spelling correction included)
 * and the coding-agent server's `search_docs` are both held to it.
 */
export const RELEVANCE: {query: string; page: string; rank: 'first' | 'top3'}[] = [
  // GraphQL operations and fields
  {query: 'allProducts', page: '/reference/api/queries/allProducts', rank: 'first'},
  {query: 'allCollections', page: '/reference/api/queries/allCollections', rank: 'first'},
  {query: 'validateCart', page: '/reference/api/mutations/cart', rank: 'top3'},
  {query: 'validateSession', page: '/reference/api/mutations/session', rank: 'top3'},
  {query: 'product query', page: '/reference/api/queries', rank: 'top3'},
  {query: 'StoreProduct', page: '/reference/api/objects', rank: 'top3'},
  // SDK hooks and providers
  {query: 'useCart', page: '/reference/sdk/cart/useCart', rank: 'first'},
  {query: 'useSearch', page: '/reference/sdk/search/useSearch', rank: 'first'},
  {query: 'usePagination', page: '/reference/sdk/search/usePagination', rank: 'first'},
  {query: 'CartProvider', page: '/reference/sdk/cart/CartProvider', rank: 'first'},
  {query: 'SearchProvider', page: '/reference/sdk/search/SearchProvider', rank: 'first'},
  // UI components by name
  {query: 'ProductCard', page: '/reference/ui/molecules/ProductCard', rank: 'first'},
  {query: 'Button', page: '/reference/ui/atoms/Button', rank: 'top3'},
  {query: 'Carousel', page: '/reference/ui/molecules/Carousel', rank: 'top3'},
  {query: 'Accordion', page: '/reference/ui/molecules/Accordion', rank: 'top3'},
  {query: 'QuantitySelector', page: '/reference/ui/molecules/QuantitySelector', rank: 'first'},
  // How-to tasks in plain words
  {query: 'shadowing', page: '/conceptual-guides/shadowing', rank: 'first'},
  {query: 'checkout', page: '/how-to-guides/platform-integration/vtex/integrating-vtex-checkout', rank: 'top3'},
  {query: 'cart mode', page: '/reference/sdk/cart/useCart', rank: 'top3'},
  {query: 'url redirects', page: '/how-to-guides/routing/managing-url-redirects', rank: 'first'},
  {query: 'styling components', page: '/how-to-guides/styling/styling-components', rank: 'first'},
  {query: 'creating resolvers', page: '/how-to-guides/faststore-api/creating-resolvers', rank: 'first'},
  {query: 'extend the api', page: '/how-to-guides/faststore-api/extending-the-faststore-api', rank: 'top3'},
  {query: 'setting up secrets', page: '/how-to-guides/webops/security/setting-up-secrets', rank: 'top3'},
  {query: 'end to end testing', page: '/how-to-guides/testing/e2e-testing', rank: 'top3'},
  {query: 'vtex login', page: '/how-to-guides/platform-integration/vtex/integrating-the-vtex-login', rank: 'top3'},
  // Release notes by version
  {query: '0.372.19', page: '/releases/2021/07/30/faststore', rank: 'top3'},
  {query: 'FastStore 1.8 Hero', page: '/releases/2022/06/03/faststore', rank: 'top3'},
  {query: 'FastStore 1.3 Alert', page: '/releases/2021/12/20/faststore', rank: 'top3'},
  // One typo in a page-title word
  {query: 'usecrat', page: '/reference/sdk/cart/useCart', rank: 'first'},
  {query: 'prodcutcard', page: '/reference/ui/molecules/ProductCard', rank: 'first'},
  {query: 'shadwoing', page: '/conceptual-guides/shadowing', rank: 'first'},
  {query: 'allprodcts', page: '/reference/api/queries/allProducts', rank: 'first'},
  {query: 'acordion', page: '/reference/ui/molecules/Accordion', rank: 'top3'},
];
