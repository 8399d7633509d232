/**
 * Every page route of the portal, the single list that tests compare the build with.
 * Adding a page means adding its route here; the route test fails on any page not listed and on
 * any listed route that the build does not produce.
 */

const prefixed = (base: string, slugs: readonly string[]) => slugs.map((slug) => `${base}/${slug}`);
const range = (from: number, to: number) =>
  Array.from({length: to - from + 1}, (_, i) => String(from + i));

export const UI_COMPONENTS = {
  atoms: [
    'Badge', 'Button', 'Checkbox', 'Icon', 'Incentive', 'Input', 'Label', 'Link', 'List', 'Overlay',
    'Popover', 'Price', 'Radio', 'Select', 'Skeleton', 'Slider', 'Spinner', 'TextArea',
  ],
  molecules: [
    'Accordion', 'Alert', 'Banner', 'Breadcrumb', 'Bullets', 'Card', 'Carousel', 'Form', 'IconButton',
    'LoadingButton', 'Modal', 'PaymentMethods', 'PriceRange', 'ProductCard', 'QuantitySelector',
    'RadioGroup', 'SearchInput', 'Table',
  ],
  organisms: ['OutOfStock'],
} as const;

export const RELEASE_TAGS = ['basestore', 'cms', 'faststore', 'webops'] as const;
export const DOC_TAGS = ['performance', 'troubleshooting'] as const;
export const STARTER_SLUGS = ['base', 'beauty', 'cms-base', 'pets', 'toy'] as const;
export const SECTION_NAMES = [
  'EducationSection', 'FaqPage', 'StarterComponentPage', 'StarterPage', 'StarterSubmissionForm',
  'UpdatesSection',
] as const;

export const DOCS_ROUTES: readonly string[] = [
  '/', '/docs', '/quickstart', '/faq', '/resources', '/playground',
  '/conceptual-guides',
  ...prefixed('/conceptual-guides', ['jamstack', 'plugin', 'shadowing', 'ssg', 'starter']),
  '/how-to-guides',
  ...prefixed('/how-to-guides', [
    'cms/vtex',
    'cms/vtex-headless-cms',
    'cms/vtex-headless-cms/enabling-private-previews',
    'cms/vtex-headless-cms/installing-releases',
    'cms/vtex-headless-cms/migrating-to-gatsby-source-cms',
    'cms/vtex-headless-cms/sending-updates-to-webops',
    'contributing',
    'contributing/component',
    'contributing/design-principles',
    'deployment',
    'faststore-api',
    'faststore-api/creating-resolvers',
    'faststore-api/extending-the-faststore-api',
    'migrating-from-SF',
    'performance',
    'platform-integration',
    'platform-integration/vtex/hosting-a-faststore-vtex-website',
    'platform-integration/vtex/integrating-the-vtex-login',
    'platform-integration/vtex/integrating-vtex-checkout',
    'platform-integration/vtex/integrating-vtex-orderplaced-myaccount',
    'platform-integration/vtex/setting-up-an-account',
    'platform-integration/vtex/troubleshooting',
    'routing/managing-url-redirects',
    'styling/styling-components',
    'testing/e2e-testing',
    'troubleshooting',
    'troubleshooting/tracing-the-error-source',
    'troubleshooting/identifying-development-errors',
    'webops/security',
    'webops/security/managing-secrets',
    'webops/security/setting-up-secrets',
  ]),
  '/v0/troubleshooting',
  '/templates/how-to-guide-template',
  '/templates/ui-components',
];

export const REFERENCE_ROUTES: readonly string[] = [
  '/reference',
  ...prefixed('/reference/api', [
    'enums', 'faststore-api', 'get-started', 'inputs', 'mutations', 'mutations/cart',
    'mutations/session', 'objects', 'queries', 'queries/allCollections', 'queries/allProducts',
    'queries/collection', 'queries/product', 'queries/search', 'scalars',
  ]),
  '/reference/plugins/gatsby',
  '/reference/plugins/theme',
  ...prefixed('/reference/sdk', [
    'Analytics', 'cart', 'cart/CartProvider', 'cart/useCart', 'faststore-sdk', 'search',
    'search/SearchProvider', 'search/usePagination', 'search/useSearch', 'UI',
  ]),
  ...prefixed('/reference/ui', ['faststore-ui', 'get-started-faststore-ui', 'atoms', 'molecules', 'organisms']),
  ...Object.entries(UI_COMPONENTS).flatMap(([level, names]) => prefixed(`/reference/ui/${level}`, names)),
];

export const TUTORIAL_ROUTES: readonly string[] = [
  '/tutorials',
  '/tutorials/cms-overview',
  ...prefixed('/tutorials/cms', [...range(0, 5), 'Troubleshooting']),
  ...prefixed('/tutorials/cms-storecomponents', ['overview', ...range(0, 7)]),
  ...prefixed('/tutorials/fundamentals', range(0, 2)),
  '/tutorials/gatsby-overview',
  ...prefixed('/tutorials/gatsby', [...range(1, 6), 'Troubleshooting']),
];

export const OTHER_ROUTES: readonly string[] = [
  '/search',
  '/tags',
  ...prefixed('/tags', DOC_TAGS),
  '/starters',
  ...prefixed('/starters', STARTER_SLUGS),
  '/starters/submissions',
  ...SECTION_NAMES.map((name) => `/sections/${name}/${name}`),
];

/** Release-note list routes; the dated post routes are read from releases/ by the tests. */
export const RELEASE_LIST_ROUTES: readonly string[] = [
  '/releases', '/releases/page/2', '/releases/page/3', '/releases/archive', '/releases/tags',
  ...prefixed('/releases/tags', RELEASE_TAGS),
  '/releases/tags/faststore/page/2',
];

export const STATIC_ROUTES: readonly string[] = [
  ...DOCS_ROUTES, ...REFERENCE_ROUTES, ...TUTORIAL_ROUTES, ...OTHER_ROUTES, ...RELEASE_LIST_ROUTES,
];
