/**
 * A labelled set of search queries for the FastStore 1.9 documentation, each with the pages that truly answer it.
 *
 * The queries are written from the reader's side, the way a FastStore developer types them into the docs search box
 * or asks a coding agent: short, often lowercase, task-focused, with typos, pasted error messages, starter-specific
 * questions and some Portuguese. They were not derived from page titles. Both the site's search and the
 * coding-agent server's `search_docs` tool are measured on this set: a query counts as answered when a result points
 * at one of its `answers`, and the `OFF_TOPIC` queries check that a search admits a weak best match.
 */
type QuestionKind = 'task' | 'symbol' | 'error' | 'typo' | 'starter' | 'portuguese' | 'release' | 'concept';

export interface Question {
  query: string;
  kind: QuestionKind;
  /** Routes of the pages that answer it; a result for any of them counts. */
  answers: string[];
  /** The heading anchor of the section that answers it best, on the first answer's page. */
  section?: string;
}

export const QUESTIONS: Question[] = [
  // Plain tasks, in the reader's words.
  {query: 'add product to cart', kind: 'task', answers: ['/reference/sdk/cart/useCart', '/faq']},
  {
    query: 'how do i change the theme colors',
    kind: 'task',
    answers: ['/how-to-guides/styling/styling-components', '/tutorials/gatsby/4', '/tutorials/nextjs/4'],
    section: '2-change-a-design-token',
  },
  {query: 'deploy my store', kind: 'task', answers: ['/how-to-guides/deployment', '/tutorials/gatsby/6']},
  {
    query: "override the starter's Navbar component without forking",
    kind: 'task',
    answers: ['/conceptual-guides/shadowing'],
  },
  {
    query: 'where do I keep the VTEX app key so it is not committed',
    kind: 'task',
    answers: ['/how-to-guides/webops/security/managing-secrets', '/how-to-guides/webops/security/setting-up-secrets'],
  },
  {
    query: 'sort products by price',
    kind: 'task',
    answers: ['/reference/api/enums', '/reference/sdk/search/useSearch', '/reference/api/queries/search'],
    section: 'storesort',
  },
  {query: 'getting started', kind: 'task', answers: ['/quickstart', '/docs', '/tutorials']},
  {
    query: 'write a custom resolver',
    kind: 'task',
    answers: [
      '/how-to-guides/faststore-api/creating-resolvers',
      '/how-to-guides/faststore-api/extending-the-faststore-api',
    ],
  },
  {
    query: 'filter by price range',
    kind: 'task',
    answers: ['/reference/ui/molecules/PriceRange', '/reference/api/queries/search'],
  },
  {
    query: 'override a theme component',
    kind: 'task',
    answers: ['/conceptual-guides/shadowing', '/how-to-guides/styling/styling-components'],
    section: 'changing-a-component-in-faststore-19',
  },
  {query: 'loading placeholder while products load', kind: 'task', answers: ['/reference/ui/atoms/Skeleton']},
  {
    query: 'preview content before publishing',
    kind: 'task',
    answers: ['/how-to-guides/cms/vtex-headless-cms/enabling-private-previews', '/tutorials/cms/5', '/faq'],
  },
  {
    query: 'where do i put environment variables for the build',
    kind: 'task',
    answers: ['/how-to-guides/webops/security', '/how-to-guides/webops/security/managing-secrets'],
    section: 'what-the-starter-ships',
  },
  {
    query: 'use a different sales channel',
    kind: 'task',
    answers: ['/how-to-guides/platform-integration/vtex/setting-up-an-account', '/tutorials/gatsby/3'],
    section: '5-point-the-store-at-the-account',
  },
  {query: 'make the site faster', kind: 'task', answers: ['/how-to-guides/performance']},
  {query: 'redirect old urls to new ones', kind: 'task', answers: ['/how-to-guides/routing/managing-url-redirects']},
  {
    query: 'login with vtex account',
    kind: 'task',
    answers: ['/how-to-guides/platform-integration/vtex/integrating-the-vtex-login'],
  },
  {query: 'run cypress tests', kind: 'task', answers: ['/how-to-guides/testing/e2e-testing']},
  {
    query: 'connect my vtex account',
    kind: 'task',
    answers: ['/how-to-guides/platform-integration/vtex/setting-up-an-account', '/tutorials/gatsby/3', '/quickstart'],
  },
  {
    query: 'how do i add my own field to the graphql schema',
    kind: 'task',
    answers: ['/how-to-guides/faststore-api/extending-the-faststore-api', '/faq'],
  },
  {
    query: 'fetch products from my component with a graphql query',
    kind: 'task',
    answers: ['/tutorials/gatsby/5', '/tutorials/nextjs/5', '/faq'],
    section: 'write-the-query-into-the-store',
  },
  {query: 'get a product by its slug', kind: 'task', answers: ['/reference/api/queries/product']},
  {query: 'list all categories and brands', kind: 'task', answers: ['/reference/api/queries/allCollections']},
  {
    query: 'paginate search results',
    kind: 'task',
    answers: ['/reference/sdk/search/usePagination', '/reference/api/queries/search'],
  },
  {
    query: 'load more button for product list',
    kind: 'task',
    answers: ['/reference/sdk/search/usePagination', '/reference/sdk/search/useSearch'],
    section: 'example',
  },
  {query: 'search autocomplete suggestions while typing', kind: 'task', answers: ['/reference/api/queries/search']},
  {
    query: 'how to style faststore ui components',
    kind: 'task',
    answers: ['/how-to-guides/styling/styling-components', '/reference/ui/get-started-faststore-ui', '/faq'],
  },
  {
    query: 'send the cart to vtex checkout',
    kind: 'task',
    answers: ['/how-to-guides/platform-integration/vtex/integrating-vtex-checkout'],
  },
  {
    query: 'store an api token without committing it',
    kind: 'task',
    answers: ['/how-to-guides/webops/security/managing-secrets', '/how-to-guides/webops/security/setting-up-secrets'],
  },
  {
    query: "show the customer's name in the header after login",
    kind: 'task',
    answers: ['/how-to-guides/platform-integration/vtex/integrating-the-vtex-login'],
    section: '4-show-the-shoppers-name-optional',
  },
  {query: 'track add to cart in google analytics', kind: 'task', answers: ['/reference/sdk/Analytics']},
  {
    query: 'change the google tag manager container id',
    kind: 'task',
    answers: ['/tutorials/gatsby/3', '/tutorials/nextjs/3'],
    section: 'read-the-configuration-file',
  },
  {
    query: 'run lighthouse on my machine',
    kind: 'task',
    answers: ['/how-to-guides/performance', '/tutorials/gatsby/6'],
    section: '3-run-lighthouse-ci',
  },
  {
    query: 'reduce layout shift',
    kind: 'task',
    answers: ['/how-to-guides/performance', '/reference/ui/atoms/Skeleton'],
    section: 'fixing-common-failures',
  },
  {
    query: 'serve the production build locally',
    kind: 'task',
    answers: ['/how-to-guides/deployment', '/quickstart', '/tutorials/gatsby/6'],
    section: '2-serve-the-build-and-check-it',
  },
  {query: 'open the minicart from a button', kind: 'task', answers: ['/reference/sdk/UI']},
  {
    query: 'save a wishlist in the browser',
    kind: 'task',
    answers: ['/reference/sdk/faststore-sdk'],
    section: 'storage',
  },
  {
    query: 'set the postal code of the shopper',
    kind: 'task',
    answers: ['/reference/sdk/faststore-sdk', '/reference/api/mutations/session'],
    section: 'session',
  },
  {
    query: 'format price with currency symbol',
    kind: 'task',
    answers: ['/reference/ui/atoms/Price', '/tutorials/fundamentals/2'],
  },
  {query: 'rotating banners on the home page', kind: 'task', answers: ['/reference/ui/molecules/Carousel']},
  {query: 'open a popup dialog', kind: 'task', answers: ['/reference/ui/molecules/Modal']},
  {query: 'plus and minus quantity input', kind: 'task', answers: ['/reference/ui/molecules/QuantitySelector']},
  {query: 'notify me when back in stock form', kind: 'task', answers: ['/reference/ui/organisms/OutOfStock']},
  {query: 'breadcrumbs on the product page', kind: 'task', answers: ['/reference/ui/molecules/Breadcrumb']},
  {query: 'collapsible filter groups', kind: 'task', answers: ['/reference/ui/molecules/Accordion']},
  {query: 'sort by dropdown menu', kind: 'task', answers: ['/reference/ui/molecules'], section: 'dropdown'},
  {
    query: 'big banner at the top of the home page',
    kind: 'task',
    answers: ['/reference/ui/organisms', '/reference/ui/molecules/Banner'],
    section: 'hero',
  },
  {
    query: 'show accepted credit cards in the footer',
    kind: 'task',
    answers: ['/reference/ui/molecules/PaymentMethods'],
  },
  {query: 'move my vtex io store to faststore', kind: 'task', answers: ['/how-to-guides/migrating-from-SF']},
  {
    query: 'let editors change the home page without a deploy',
    kind: 'task',
    answers: ['/how-to-guides/cms/vtex', '/tutorials/cms-overview', '/faq'],
  },
  {
    query: 'publishing in the cms does not rebuild the site',
    kind: 'task',
    answers: ['/how-to-guides/cms/vtex-headless-cms/sending-updates-to-webops'],
  },
  {
    query: 'upgrade headless cms to 1.x',
    kind: 'task',
    answers: ['/how-to-guides/cms/vtex-headless-cms/installing-releases'],
  },
  {
    query: 'upload cms schema to my workspace',
    kind: 'task',
    answers: ['/tutorials/cms/2', '/how-to-guides/cms/vtex-headless-cms'],
    section: 'sync-the-definitions',
  },
  {
    query: 'add a new section editors can use in the cms',
    kind: 'task',
    answers: ['/tutorials/cms/1', '/tutorials/cms-storecomponents/1'],
  },
  {
    query: 'render a cms section with my react component',
    kind: 'task',
    answers: ['/tutorials/cms/4', '/tutorials/cms-storecomponents/5'],
    section: 'read-the-page-query-and-rendercms',
  },
  {
    query: 'page redirects to /500 how do i find the error',
    kind: 'task',
    answers: ['/how-to-guides/troubleshooting/tracing-the-error-source', '/how-to-guides/troubleshooting'],
    section: '1-keep-the-console-log-across-redirects',
  },
  {
    query: 'find which commit broke the store',
    kind: 'task',
    answers: ['/how-to-guides/troubleshooting/tracing-the-error-source'],
    section: '6-find-the-commit-that-introduced-it',
  },
  {
    query: 'clear the gatsby cache',
    kind: 'task',
    answers: ['/how-to-guides/troubleshooting/identifying-development-errors'],
    section: '1-reproduce-with-a-clean-cache',
  },
  {
    query: 'contribute a new component to faststore ui',
    kind: 'task',
    answers: ['/how-to-guides/contributing/component', '/how-to-guides/contributing'],
  },
  {
    query: 'run the e2e tests against the production build',
    kind: 'task',
    answers: ['/how-to-guides/testing/e2e-testing'],
    section: '4-run-the-tests-against-a-production-build',
  },
  {
    query: 'point the checkout button to my own domain',
    kind: 'task',
    answers: [
      '/how-to-guides/platform-integration/vtex/integrating-vtex-checkout',
      '/how-to-guides/platform-integration/vtex/hosting-a-faststore-vtex-website',
    ],
    section: '1-set-the-checkout-address',
  },
  {
    query: 'links in the checkout header go back to my store',
    kind: 'task',
    answers: ['/how-to-guides/platform-integration/vtex/integrating-vtex-checkout'],
    section: '4-point-the-checkouts-links-back-to-the-store',
  },
  {
    query: 'order confirmation page after purchase',
    kind: 'task',
    answers: ['/how-to-guides/platform-integration/vtex/integrating-vtex-orderplaced-myaccount'],
  },
  {
    query: 'hide out of stock products from search',
    kind: 'task',
    answers: [
      '/how-to-guides/platform-integration/vtex/setting-up-an-account',
      '/how-to-guides/platform-integration/vtex/troubleshooting',
      '/quickstart',
    ],
    section: '5-point-the-store-at-the-account',
  },
  {
    query: 'use the docs in claude code or cursor',
    kind: 'task',
    answers: ['/resources/ai-tools'],
    section: 'connect-your-agent',
  },
  {query: 'try components in the browser without installing anything', kind: 'task', answers: ['/playground']},
  {
    query: 'install faststore ui in my react app',
    kind: 'task',
    answers: ['/reference/ui/get-started-faststore-ui'],
    section: 'install-the-package',
  },
  {
    query: 'add a section to the home page',
    kind: 'task',
    answers: ['/tutorials/gatsby/4', '/tutorials/nextjs/4'],
    section: 'show-it-on-the-home-page-in-a-section',
  },
  {
    query: 'replace the demo collections on the home shelves',
    kind: 'task',
    answers: ['/tutorials/gatsby/3', '/tutorials/nextjs/3'],
    section: 'replace-the-demo-catalogs-collections-and-links',
  },
  {
    query: 'send a custom analytics event',
    kind: 'task',
    answers: ['/reference/sdk/Analytics'],
    section: 'example',
  },
  {
    query: 'check the cart prices with my own backend',
    kind: 'task',
    answers: ['/reference/sdk/cart/CartProvider', '/reference/sdk/cart'],
    section: 'props-in-detail',
  },

  // Symbols: exports, hooks, components, props, GraphQL types, fields, arguments and enum values.
  {query: 'addItem removeItem updateItemQuantity', kind: 'symbol', answers: ['/reference/sdk/cart/useCart']},
  {
    query: 'onEnd slider',
    kind: 'symbol',
    answers: ['/reference/ui/atoms/Slider', '/reference/ui/molecules/PriceRange'],
  },
  {
    query: 'testId',
    kind: 'symbol',
    answers: ['/how-to-guides/contributing/design-principles', '/reference/ui/faststore-ui'],
    section: 'make-every-component-testable',
  },
  {query: 'parseSearchState', kind: 'symbol', answers: ['/reference/sdk/search'], section: 'url-format'},
  {query: 'formatSearchState', kind: 'symbol', answers: ['/reference/sdk/search'], section: 'url-format'},
  {query: 'initSearchState', kind: 'symbol', answers: ['/reference/sdk/search'], section: 'url-format'},
  {query: 'useSession', kind: 'symbol', answers: ['/reference/sdk/faststore-sdk'], section: 'session'},
  {query: 'useStorage', kind: 'symbol', answers: ['/reference/sdk/faststore-sdk'], section: 'storage'},
  {query: 'price_desc', kind: 'symbol', answers: ['/reference/api/enums'], section: 'storesort'},
  {
    query: 'discount_desc sort',
    kind: 'symbol',
    answers: ['/reference/api/enums', '/tutorials/gatsby/5'],
    section: 'storesort',
  },
  {
    query: 'selectedFacets',
    kind: 'symbol',
    answers: ['/reference/api/queries/search', '/reference/sdk/search', '/reference/api/queries/collection'],
    section: 'arguments',
  },
  {query: 'StoreProductGroup', kind: 'symbol', answers: ['/reference/api/objects'], section: 'storeproductgroup'},
  {
    query: 'StoreFacetRange min max',
    kind: 'symbol',
    answers: ['/reference/api/objects', '/reference/api/queries/search'],
    section: 'storefacetrange',
  },
  {query: 'IStoreSelectedFacet', kind: 'symbol', answers: ['/reference/api/inputs'], section: 'istoreselectedfacet'},
  {query: 'ObjectOrString', kind: 'symbol', answers: ['/reference/api/scalars'], section: 'objectorstring'},
  {query: 'validateCart', kind: 'symbol', answers: ['/reference/api/mutations/cart', '/reference/api/get-started']},
  {query: 'validateSession mutation', kind: 'symbol', answers: ['/reference/api/mutations/session']},
  {query: 'isValidating useCart', kind: 'symbol', answers: ['/reference/sdk/cart/useCart'], section: 'behaviour'},
  {query: 'onValidateCart', kind: 'symbol', answers: ['/reference/sdk/cart/CartProvider', '/reference/sdk/cart']},
  {
    query: 'CartProvider mode optimistic',
    kind: 'symbol',
    answers: ['/reference/sdk/cart/CartProvider', '/how-to-guides/platform-integration/vtex/integrating-vtex-checkout'],
    section: 'props-in-detail',
  },
  {query: 'useGlobalUIState openMinicart', kind: 'symbol', answers: ['/reference/sdk/UI'], section: 'useglobaluistate'},
  {query: 'sendAnalyticsEvent', kind: 'symbol', answers: ['/reference/sdk/Analytics'], section: 'sendanalyticsevent'},
  {query: 'useAnalyticsEvent', kind: 'symbol', answers: ['/reference/sdk/Analytics'], section: 'useanalyticsevent'},
  {query: 'usePagination totalItems', kind: 'symbol', answers: ['/reference/sdk/search/usePagination']},
  {
    query: 'toggleFacet',
    kind: 'symbol',
    answers: ['/reference/sdk/search/useSearch'],
    section: 'from-1911-setstate-and-the-facet-helpers',
  },
  {
    query: 'isSearchSort',
    kind: 'symbol',
    answers: ['/reference/sdk/search/useSearch'],
    section: 'from-1911-setstate-and-the-facet-helpers',
  },
  {query: 'SearchProvider itemsPerPage onChange', kind: 'symbol', answers: ['/reference/sdk/search/SearchProvider']},
  {
    query: 'getContextFactory',
    kind: 'symbol',
    answers: ['/how-to-guides/faststore-api', '/how-to-guides/faststore-api/creating-resolvers'],
    section: 'what-the-package-exports',
  },
  {
    query: 'getTypeDefs getResolvers',
    kind: 'symbol',
    answers: ['/how-to-guides/faststore-api/extending-the-faststore-api', '/how-to-guides/faststore-api'],
    section: '4-build-the-schema-from-both-sets',
  },
  {
    query: 'enableOrderFormSync',
    kind: 'symbol',
    answers: [
      '/how-to-guides/platform-integration/vtex/setting-up-an-account',
      '/how-to-guides/platform-integration/vtex/integrating-vtex-orderplaced-myaccount',
    ],
    section: '4-declare-the-faststore-custom-app-in-the-order-form',
  },
  {
    query: 'useSlider',
    kind: 'symbol',
    answers: ['/reference/ui/molecules/Carousel'],
    section: 'build-your-own-slider-with-useslider',
  },
  {
    query: 'data-store-button',
    kind: 'symbol',
    answers: ['/reference/ui/atoms/Button', '/how-to-guides/styling/styling-components'],
  },
  {query: 'Price variant listing', kind: 'symbol', answers: ['/reference/ui/atoms/Price']},
  {query: 'ProductCardImage ProductCardContent', kind: 'symbol', answers: ['/reference/ui/molecules/ProductCard']},
  {query: 'Modal onDismiss isOpen', kind: 'symbol', answers: ['/reference/ui/molecules/Modal']},
  {query: 'product locator slug', kind: 'symbol', answers: ['/reference/api/queries/product']},
  {
    query: 'priceCurrency empty string',
    kind: 'symbol',
    answers: ['/how-to-guides/faststore-api', '/reference/api/queries/product', '/tutorials/fundamentals/2'],
  },
  {
    query: 'StoreCartMessage status WARNING',
    kind: 'symbol',
    answers: ['/reference/api/enums', '/reference/api/mutations/cart'],
    section: 'storestatus',
  },
  {
    query: 'useBuyButton',
    kind: 'symbol',
    answers: ['/faq'],
    section: 'how-do-i-add-a-product-to-the-cart-from-my-own-component',
  },
  {query: 'allProducts after cursor', kind: 'symbol', answers: ['/reference/api/queries/allProducts']},

  // Error messages pasted from a terminal or a browser console.
  {
    query: "Cannot find module '@faststore/sdk' from 'src/components/cart.test.tsx'",
    kind: 'error',
    answers: [
      '/reference/upgrade/sdk/1.9.4-to-1.9.10',
      '/reference/upgrade/sdk/1.9.4-to-1.9.11',
      '/releases/2022/06/18/faststore',
    ],
  },
  {
    query: 'Cannot extend type "StoreFacet" because it is not defined.',
    kind: 'error',
    answers: [
      '/how-to-guides/faststore-api/extending-the-faststore-api',
      '/reference/upgrade/api/1.9.9-to-1.9.11',
      '/reference/upgrade/api/1.9.7-to-1.9.11',
    ],
  },
  {
    query: '{"errors":[{"message":"Sorry, something went wrong."}],"data":null}',
    kind: 'error',
    answers: ['/how-to-guides/platform-integration/vtex/troubleshooting', '/tutorials/gatsby/Troubleshooting'],
    section: 'the-api-answers-sorry-something-went-wrong',
  },
  {
    query: 'Error: Malformed channel string',
    kind: 'error',
    answers: ['/how-to-guides/platform-integration/vtex/troubleshooting', '/tutorials/gatsby/Troubleshooting'],
    section: 'requests-fail-with-malformed-channel-string',
  },
  {
    query: 'Error: No query found for operationName: DealsQuery',
    kind: 'error',
    answers: [
      '/how-to-guides/platform-integration/vtex/troubleshooting',
      '/tutorials/gatsby/Troubleshooting',
      '/how-to-guides/troubleshooting/identifying-development-errors',
    ],
    section: 'a-query-works-in-development-but-fails-after-deploying',
  },
  {
    query: 'Error while setting custom data to orderForm. Make sure to add the following custom app to the orderForm',
    kind: 'error',
    answers: [
      '/how-to-guides/platform-integration/vtex/troubleshooting',
      '/how-to-guides/platform-integration/vtex/setting-up-an-account',
      '/tutorials/gatsby/Troubleshooting',
    ],
    section: 'the-minicart-button-stays-on-loading',
  },
  {
    query: '[sdk]: StoreCartContext needs to be on the React tree',
    kind: 'error',
    answers: ['/reference/sdk/cart/useCart', '/reference/sdk/faststore-sdk'],
    section: 'behaviour',
  },
  {
    query: '[sdk]: Uknown sorting option price',
    kind: 'error',
    answers: ['/reference/sdk/search', '/reference/sdk/search/useSearch'],
    section: 'errors',
  },
  {
    query: 'husky - not a Git repository, skipping hooks installation',
    kind: 'error',
    answers: ['/tutorials/gatsby/Troubleshooting', '/quickstart', '/tutorials/gatsby/1'],
    section: 'husky-says-the-folder-is-not-a-git-repository',
  },
  {
    query: "Cannot find module 'React' or its corresponding type declarations",
    kind: 'error',
    answers: ['/tutorials/gatsby/Troubleshooting', '/tutorials/gatsby/1', '/tutorials/cms/0'],
    section: 'every-commit-fails-with-cannot-find-module-react',
  },
  {
    query: 'Something went wrong installing the "sharp" module',
    kind: 'error',
    answers: ['/tutorials/gatsby/Troubleshooting'],
    section: 'something-went-wrong-installing-the-sharp-module',
  },
  {
    query: 'Cannot query field "cmsHome" on type "Query"',
    kind: 'error',
    answers: ['/tutorials/cms/Troubleshooting'],
    section: 'cannot-query-field-cmshome-or-cmsglobalalert',
  },
  {
    query: 'Could not find component for block TextBlock. Add a new component for this block or remove it from the CMS',
    kind: 'error',
    answers: ['/tutorials/cms/Troubleshooting', '/tutorials/cms/4'],
    section: 'a-section-is-in-the-data-but-not-on-the-page',
  },
  {
    query: 'Cannot extend type "StoreProduct" because it is not defined.',
    kind: 'error',
    answers: ['/how-to-guides/faststore-api/extending-the-faststore-api'],
    section: 'troubleshooting',
  },
  {
    query: 'lhConfig is not a function',
    kind: 'error',
    answers: ['/how-to-guides/performance'],
    section: 'troubleshooting',
  },
  {
    query: 'EPERM: operation not permitted, symlink installing plugin @vtex/cli-plugin-cms',
    kind: 'error',
    answers: ['/tutorials/cms/Troubleshooting', '/how-to-guides/cms/vtex-headless-cms/installing-releases'],
    section: 'the-cms-plugin-fails-to-install-on-windows',
  },
  {
    query: "TypeError: Cannot read properties of undefined (reading 'search') graphiql",
    kind: 'error',
    answers: ['/tutorials/gatsby/Troubleshooting'],
    section: 'queries-in-gatsbys-graphiql-fail-with-cannot-read-properties-of-undefined',
  },
  {
    query: 'Catalog returned NotFound for slug: office. This usually happens when there is more than one category',
    kind: 'error',
    answers: ['/how-to-guides/platform-integration/vtex/troubleshooting'],
    section: 'a-product-or-collection-page-redirects-to-the-404-page',
  },
  {
    query: "Unknown field 'fields' on type 'StoreCollection'",
    kind: 'error',
    answers: ['/how-to-guides/cms/vtex-headless-cms/migrating-to-gatsby-source-cms'],
    section: 'troubleshooting',
  },

  // Misspellings of real queries.
  {query: 'usecrat', kind: 'typo', answers: ['/reference/sdk/cart/useCart']},
  {query: 'prodcut card', kind: 'typo', answers: ['/reference/ui/molecules/ProductCard']},
  {query: 'shadwoing', kind: 'typo', answers: ['/conceptual-guides/shadowing']},
  {query: 'checkuot', kind: 'typo', answers: ['/how-to-guides/platform-integration/vtex/integrating-vtex-checkout']},
  {query: 'redirecs', kind: 'typo', answers: ['/how-to-guides/routing/managing-url-redirects']},
  {query: 'qauntity selector', kind: 'typo', answers: ['/reference/ui/molecules/QuantitySelector']},
  {query: 'carousle', kind: 'typo', answers: ['/reference/ui/molecules/Carousel']},
  {query: 'skeleton loadnig', kind: 'typo', answers: ['/reference/ui/atoms/Skeleton']},
  {query: 'lighthose performance', kind: 'typo', answers: ['/how-to-guides/performance']},
  {query: 'deploymnet', kind: 'typo', answers: ['/how-to-guides/deployment']},
  {query: 'usesesion', kind: 'typo', answers: ['/reference/sdk/faststore-sdk'], section: 'session'},
  {query: 'serach provider', kind: 'typo', answers: ['/reference/sdk/search/SearchProvider']},
  {query: 'validatecart mutaiton', kind: 'typo', answers: ['/reference/api/mutations/cart']},
  {query: 'extned graphql schema', kind: 'typo', answers: ['/how-to-guides/faststore-api/extending-the-faststore-api']},
  {
    query: 'enviroment secrets',
    kind: 'typo',
    answers: ['/how-to-guides/webops/security/managing-secrets', '/how-to-guides/webops/security'],
  },
  {query: 'cypres tests', kind: 'typo', answers: ['/how-to-guides/testing/e2e-testing']},
  {query: 'brreadcrumb', kind: 'typo', answers: ['/reference/ui/molecules/Breadcrumb']},
  {
    query: 'stroe.config.js account name',
    kind: 'typo',
    answers: ['/quickstart', '/how-to-guides/platform-integration/vtex/setting-up-an-account', '/faq'],
    section: '3-connect-your-vtex-account',
  },

  // Questions about one starter: Gatsby, Next.js or the CMS Base Store.
  {
    query: 'nextjs starter env variables',
    kind: 'starter',
    answers: ['/how-to-guides/webops/security', '/how-to-guides/webops/security/managing-secrets'],
    section: 'on-the-nextjs-starter',
  },
  {
    query: 'gatsby-config plugins',
    kind: 'starter',
    answers: ['/conceptual-guides/plugin'],
    section: 'the-plugins-of-the-gatsby-starter',
  },
  {
    query: 'what is in next.config.js of the nextjs store',
    kind: 'starter',
    answers: ['/tutorials/nextjs/2', '/conceptual-guides/plugin'],
    section: 'explore-the-source-folders',
  },
  {
    query: 'degit nextjs.store',
    kind: 'starter',
    answers: ['/quickstart', '/tutorials/nextjs/1'],
    section: '1-copy-the-starter',
  },
  {
    query: 'gatsby vs nextjs starter',
    kind: 'starter',
    answers: ['/tutorials/nextjs-overview', '/conceptual-guides/starter', '/quickstart'],
    section: 'what-differs-from-the-gatsby-track',
  },
  {
    query: 'getStaticProps fallback blocking product page nextjs',
    kind: 'starter',
    answers: ['/conceptual-guides/ssg', '/tutorials/nextjs/2'],
    section: 'the-same-split-in-the-nextjs-starter',
  },
  {
    query: 'nextjs store shows 404 for a product that exists',
    kind: 'starter',
    answers: ['/how-to-guides/platform-integration/vtex/troubleshooting'],
    section: 'a-product-or-collection-page-shows-the-404-page-on-the-nextjs-starter',
  },
  {
    query: 'where are the providers in _app.tsx',
    kind: 'starter',
    answers: ['/tutorials/nextjs/2', '/how-to-guides/platform-integration/vtex/integrating-vtex-checkout'],
    section: 'the-files-that-wrap-every-page',
  },
  {
    query: 'components.scss nextjs plain stylesheet',
    kind: 'starter',
    answers: ['/tutorials/nextjs/4', '/how-to-guides/styling/styling-components'],
    section: 'style-the-section-with-a-plain-stylesheet',
  },
  {
    query: 'gatsby-browser.tsx CartProvider SessionProvider',
    kind: 'starter',
    answers: ['/how-to-guides/platform-integration/vtex/integrating-vtex-checkout', '/conceptual-guides/plugin'],
    section: 'where-the-cart-provider-is-configured',
  },
  {
    query: 'yarn generate on the nextjs starter port 3000',
    kind: 'starter',
    answers: ['/tutorials/nextjs/5'],
    section: 'generate-the-types-and-the-persisted-query',
  },
  {
    query: 'redirects in the nextjs starter',
    kind: 'starter',
    answers: ['/how-to-guides/routing/managing-url-redirects'],
    section: 'on-the-nextjs-starter',
  },
  {
    query: 'which starter comes with the headless cms',
    kind: 'starter',
    answers: ['/conceptual-guides/starter', '/how-to-guides/cms/vtex', '/tutorials/cms-overview'],
    section: 'the-starters-of-faststore-19',
  },
  {
    query: 'which node version for the gatsby starter',
    kind: 'starter',
    answers: ['/tutorials/fundamentals/1', '/quickstart'],
    section: 'step-1-install-nodejs',
  },
  {
    query: 'vtex.env in the gatsby starter',
    kind: 'starter',
    answers: [
      '/how-to-guides/platform-integration/vtex/hosting-a-faststore-vtex-website',
      '/how-to-guides/webops/security',
    ],
    section: 'hosting-settings-the-starter-ships',
  },
  {
    query: 'robots.txt nextjs starter',
    kind: 'starter',
    answers: ['/tutorials/nextjs/3', '/how-to-guides/platform-integration/vtex/hosting-a-faststore-vtex-website'],
    section: 'update-robotstxt',
  },
  {
    query: 'gatsby starter folder structure',
    kind: 'starter',
    answers: ['/conceptual-guides/starter', '/tutorials/fundamentals/0', '/tutorials/gatsby/2'],
    section: 'what-the-gatsby-starter-contains',
  },
  {
    query: 'site title and description in the nextjs store',
    kind: 'starter',
    answers: ['/tutorials/nextjs/3', '/quickstart'],
    section: 'read-the-configuration-file',
  },

  // Portuguese, as Brazilian developers write it.
  {query: 'como adicionar produto no carrinho', kind: 'portuguese', answers: ['/reference/sdk/cart/useCart', '/faq']},
  {
    query: 'mudar cores do tema',
    kind: 'portuguese',
    answers: ['/how-to-guides/styling/styling-components', '/tutorials/gatsby/4', '/tutorials/nextjs/4'],
    section: '2-change-a-design-token',
  },
  {
    query: 'configurar conta vtex',
    kind: 'portuguese',
    answers: ['/how-to-guides/platform-integration/vtex/setting-up-an-account', '/tutorials/gatsby/3', '/quickstart'],
  },
  {query: 'publicar loja', kind: 'portuguese', answers: ['/how-to-guides/deployment', '/tutorials/gatsby/6']},
  {
    query: 'erro ao fazer build',
    kind: 'portuguese',
    answers: ['/how-to-guides/troubleshooting/identifying-development-errors', '/how-to-guides/troubleshooting'],
  },
  {query: 'redirecionar urls antigas', kind: 'portuguese', answers: ['/how-to-guides/routing/managing-url-redirects']},
  {
    query: 'ordenar produtos por preço',
    kind: 'portuguese',
    answers: ['/reference/api/enums', '/reference/sdk/search/useSearch'],
    section: 'storesort',
  },
  {
    query: 'login com conta vtex',
    kind: 'portuguese',
    answers: ['/how-to-guides/platform-integration/vtex/integrating-the-vtex-login'],
  },
  {query: 'filtro por faixa de preço', kind: 'portuguese', answers: ['/reference/ui/molecules/PriceRange']},
  {query: 'criar seção no cms', kind: 'portuguese', answers: ['/tutorials/cms/1', '/tutorials/cms-storecomponents/1']},
  {query: 'melhorar desempenho da loja', kind: 'portuguese', answers: ['/how-to-guides/performance']},

  // Releases, versions and changes.
  {query: 'what changed in sdk 1.9.11', kind: 'release', answers: ['/reference/changes'], section: 'sdk-1-9-11'},
  {query: '1.9.11 breaking changes', kind: 'release', answers: ['/reference/changes']},
  {
    query: 'release notes faststore 1.8',
    kind: 'release',
    answers: ['/releases/2022/05/18/faststore', '/releases/2022/05/27/faststore', '/releases/2022/06/03/faststore'],
  },
  {
    query: 'useSearch setSort removed',
    kind: 'release',
    answers: ['/reference/changes', '/reference/sdk/search/useSearch'],
    section: 'sdk-1-9-11',
  },
  {
    query: 'slider min max became an object',
    kind: 'release',
    answers: ['/reference/changes', '/reference/ui/atoms/Slider'],
    section: 'ui-1-9-11',
  },
  {
    query: 'StoreFacet changed to a union in 1.9.11',
    kind: 'release',
    answers: ['/reference/changes', '/reference/api/queries/search'],
    section: 'api-1-9-11',
  },
  {
    query: 'which release dropped the commonjs build',
    kind: 'release',
    answers: [
      '/releases/2022/06/18/faststore',
      '/reference/sdk/faststore-sdk',
      '/reference/changes',
      '/reference/upgrade/sdk/1.9.4-to-1.9.10',
    ],
  },
  {query: 'when was ProductCard added', kind: 'release', answers: ['/releases/2022/05/18/faststore']},
  {query: 'which version added the OutOfStock organism', kind: 'release', answers: ['/releases/2022/05/27/faststore']},
  {
    query: 'base.store repository moved',
    kind: 'release',
    answers: ['/releases/2022/04/25/basestore', '/conceptual-guides/starter'],
  },
  {query: 'search suggestions added in 1.7', kind: 'release', answers: ['/releases/2022/05/06/faststore']},
  {query: 'setCart type changed in 1.9.10', kind: 'release', answers: ['/reference/changes'], section: 'sdk-1-9-10'},
  {
    query: 'AggregateRating not exported from faststore ui',
    kind: 'release',
    answers: ['/releases/2022/04/19/faststore'],
  },

  // Concepts.
  {query: 'what is jamstack', kind: 'concept', answers: ['/conceptual-guides/jamstack']},
  {query: 'ssr vs ssg', kind: 'concept', answers: ['/conceptual-guides/ssg', '/conceptual-guides/jamstack']},
  {query: 'what is a starter', kind: 'concept', answers: ['/conceptual-guides/starter', '/tutorials/fundamentals/0']},
  {
    query: 'how does the cart work offline',
    kind: 'concept',
    answers: ['/reference/sdk/cart', '/reference/sdk/cart/CartProvider'],
    section: 'where-the-cart-is-stored',
  },
  {
    query: 'why are the ui components unstyled',
    kind: 'concept',
    answers: ['/reference/ui/faststore-ui', '/how-to-guides/contributing/design-principles'],
    section: 'unstyled-by-design',
  },
  {
    query: 'should i still use component shadowing',
    kind: 'concept',
    answers: ['/conceptual-guides/shadowing', '/faq'],
  },
  {
    query: 'how does data flow from vtex to the page',
    kind: 'concept',
    answers: ['/tutorials/fundamentals/2', '/how-to-guides/platform-integration'],
  },
  {
    query: 'why is the price fresh if the cdn caches the product page',
    kind: 'concept',
    answers: ['/conceptual-guides/ssg', '/tutorials/fundamentals/2', '/conceptual-guides/jamstack'],
    section: 'what-the-browser-fetches',
  },
  {
    query: 'what are persisted queries',
    kind: 'concept',
    answers: ['/conceptual-guides/jamstack', '/tutorials/gatsby/5'],
    section: 'how-a-faststore-19-store-is-put-together',
  },
  {
    query: 'atoms molecules organisms',
    kind: 'concept',
    answers: ['/reference/ui/faststore-ui'],
    section: 'atoms-molecules-and-organisms',
  },
];

/** Questions no page answers: a search must say its best match is weak rather than list pages confidently. */
export const OFF_TOPIC: string[] = [
  'stripe webhook payment intent',
  'kubernetes helm chart',
  'receita de bolo de chocolate',
  'django orm migrations',
  'postgres logical replication slot',
  'flutter android apk signing',
  'spring boot jpa repository',
  'excel pivot table formulas',
  'rust borrow checker lifetimes',
  'previsão do tempo amanhã',
];
