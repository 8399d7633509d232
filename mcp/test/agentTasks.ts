/**
 * What coding agents are asked to do in a FastStore 1.9 store, in the developer's words: the store it
 * happens in, the calls a good agent makes to this server, the answer it writes from them, and what
 * the answer needed from the calls. ./agentBench replays and grades them; agentTasks.test.ts runs them
 * on every test run, agentTasks.model.test.ts has a real model do them when an API key is set.
 *
 * A task's answer holds for the releases its store has (or the ones the developer names), so the same
 * request can have two right answers, one per starter: the Next.js starter installs ui and sdk 1.9.10
 * with api 1.9.7, the Gatsby starter 1.9.11 of all three.
 */
import {
  accepts,
  arg,
  flagsProp,
  invalid,
  lowConfidence,
  reachesNothing,
  change,
  field,
  member,
  param,
  prop,
  ranks,
  says,
  starterStore,
  stylingHook,
  valid,
  type AgentTask,
  type ToolCall,
} from './agentBench';

/** A store made from the Next.js starter. */
const NEXT = starterStore('vtex-sites/nextjs.store');
/** A store made from the Gatsby starter (the tutorials' starter). */
const GATSBY = starterStore('vtex-sites/gatsby.store');
/** A store that stayed on the oldest covered ui and sdk, with the API it updated to. */
const PINNED = {ui: '1.9.4', sdk: '1.9.4', api: '1.9.9'};

/** The calls, as an agent makes them: the tool and its argument, and a release only when one is named. */
const to =
  (tool: ToolCall['tool'], key: string) =>
  (value: string, version?: string): ToolCall => ({tool, args: {[key]: value, ...(version && {version})}});
const search = to('search_docs', 'query');
const page = to('get_page', 'path');
const component = to('get_component', 'name');
const sdkExport = to('get_sdk_export', 'name');
const schema = to('introspect_graphql_schema', 'name');
const validates = (code: string, version?: string): ToolCall => ({
  tool: 'validate',
  args: {language: 'graphql', code, ...(version && {version})},
});
const validatesTsx = (code: string): ToolCall => ({tool: 'validate', args: {language: 'tsx', code}});
/** A call a right server refuses, with the code it refuses it with. */
const refused = (call: ToolCall, code: string): ToolCall => ({...call, refused: code});

// The sort control of a search page as written for sdk 1.9.10, where useSearch() has setSort.
const SORT_1_9_10 = `import {useSearch} from '@faststore/sdk';
import type {SearchState} from '@faststore/sdk';

const OPTIONS: {value: SearchState['sort']; label: string}[] = [
  {value: 'score_desc', label: 'Relevance'},
  {value: 'price_asc', label: 'Price: low to high'},
  {value: 'price_desc', label: 'Price: high to low'},
  {value: 'release_desc', label: 'Newest'},
];

export function Sort() {
  const {state, setSort} = useSearch();
  return (
    <select
      aria-label="Sort by"
      value={state.sort}
      onChange={(e) => setSort(e.target.value as SearchState['sort'])}
    >
      {OPTIONS.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}`;

// The same control for sdk 1.9.11, where useSearch() has setState and no setSort.
const SORT_1_9_11 = SORT_1_9_10.replace('{state, setSort}', '{state, setState}').replace(
  "setSort(e.target.value as SearchState['sort'])",
  "setState({...state, sort: e.target.value as SearchState['sort'], page: 0})",
);

// A discount filter written for ui up to 1.9.10, where a Slider's bounds are numbers.
const DISCOUNT_SLIDER_NUMBERS = `import {useState} from 'react';
import {Slider} from '@faststore/ui';

export function DiscountFilter() {
  const [range, setRange] = useState({min: 0, max: 100});
  return (
    <div>
      <Slider min={0} max={100} onChange={setRange} getAriaValueText={(value) => \`\${value}%\`} />
      <p>
        {range.min}% to {range.max}%
      </p>
    </div>
  );
}`;

// The same filter from ui 1.9.11: each bound is {absolute, selected}, and onEnd fires on release.
const DISCOUNT_SLIDER_RANGES = `import {useState} from 'react';
import {Slider} from '@faststore/ui';

export function DiscountFilter({onSearch}: {onSearch: (range: {min: number; max: number}) => void}) {
  const [range, setRange] = useState({min: 0, max: 100});
  return (
    <div>
      <Slider
        min={{absolute: 0, selected: range.min}}
        max={{absolute: 100, selected: range.max}}
        onChange={setRange}
        onEnd={onSearch}
        getAriaValueText={(value) => \`\${value}%\`}
      />
      <p>
        {range.min}% to {range.max}%
      </p>
    </div>
  );
}`;

const PRICE_FILTER_NUMBERS = `import {useState} from 'react';
import {PriceRange} from '@faststore/ui';

const formatter = (price: number) => \`$\${price.toFixed(0)}\`;

interface Props {
  min: number;
  max: number;
  onSearch: (range: {min: number; max: number}) => void;
}

export function PriceFilter({min, max, onSearch}: Props) {
  const [range, setRange] = useState({min, max});
  return (
    <div>
      <PriceRange min={min} max={max} formatter={formatter} onChange={setRange} />
      <button type="button" onClick={() => onSearch(range)}>
        Apply
      </button>
    </div>
  );
}`;

const PRICE_FILTER_RANGES = `import {PriceRange} from '@faststore/ui';

interface Bounds {
  min: number;
  max: number;
}

export function PriceFilter({absolute, selected, onSearch}: {absolute: Bounds; selected: Bounds; onSearch: (range: Bounds) => void}) {
  return (
    <PriceRange
      min={{absolute: absolute.min, selected: selected.min}}
      max={{absolute: absolute.max, selected: selected.max}}
      formatter={(price: number) => \`$\${price.toFixed(0)}\`}
      onEnd={onSearch}
    />
  );
}`;

// Brand checkboxes: up to sdk 1.9.10 useSearch() toggles a facet itself ...
const BRAND_FILTER_1_9_10 = `import {useSearch} from '@faststore/sdk';

export function BrandFilter({brands}: {brands: {value: string; label: string}[]}) {
  const {state, toggleFacet} = useSearch();
  return (
    <fieldset>
      <legend>Brand</legend>
      {brands.map((brand) => (
        <label key={brand.value}>
          <input
            type="checkbox"
            checked={state.selectedFacets.some((f) => f.key === 'brand' && f.value === brand.value)}
            onChange={() => toggleFacet({key: 'brand', value: brand.value})}
          />
          {brand.label}
        </label>
      ))}
    </fieldset>
  );
}`;

// ... from 1.9.11 the SDK exports toggleFacet as a function of the facets, and setState applies them.
const BRAND_FILTER_1_9_11 = BRAND_FILTER_1_9_10.replace(
  "import {useSearch} from '@faststore/sdk';",
  "import {toggleFacet, useSearch} from '@faststore/sdk';",
)
  .replace('{state, toggleFacet}', '{state, setState}')
  .replace(
    "toggleFacet({key: 'brand', value: brand.value})",
    "setState({...state, selectedFacets: toggleFacet(state.selectedFacets, {key: 'brand', value: brand.value}), page: 0})",
  );

const FACETS_1_9_7 = `query SearchFilters($term: String, $selectedFacets: [IStoreSelectedFacet!]) {
  search(first: 1, term: $term, selectedFacets: $selectedFacets) {
    facets {
      key
      label
      type
      values {
        label
        value
        selected
        quantity
      }
    }
  }
}`;

const FACETS_1_9_11 = `query SearchFilters($term: String, $selectedFacets: [IStoreSelectedFacet!]) {
  search(first: 1, term: $term, selectedFacets: $selectedFacets) {
    facets {
      ... on StoreFacetRange {
        key
        label
        min {
          absolute
          selected
        }
        max {
          absolute
          selected
        }
      }
      ... on StoreFacetBoolean {
        key
        label
        values {
          label
          value
          selected
          quantity
        }
      }
    }
  }
}`;

const PRODUCT_OFFERS = `query ProductOffers($locator: [IStoreSelectedFacet!]!) {
  product(locator: $locator) {
    sku
    name
    offers {
      lowPrice
      highPrice
      priceCurrency
      offers {
        price
        listPrice
        availability
        seller {
          identifier
        }
      }
    }
  }
}`;

const COLLECTION_BY_PRICE = `query CollectionByPrice($selectedFacets: [IStoreSelectedFacet!]!, $first: Int!, $after: String) {
  search(first: $first, after: $after, sort: price_asc, selectedFacets: $selectedFacets) {
    products {
      pageInfo {
        hasNextPage
        endCursor
        totalCount
      }
      edges {
        node {
          sku
          slug
          name
          offers {
            lowPrice
          }
        }
      }
    }
  }
}`;

const VALIDATE_CART = `mutation ValidateCart($cart: IStoreCart!) {
  validateCart(cart: $cart) {
    order {
      orderNumber
      acceptedOffer {
        quantity
        price
        listPrice
        seller {
          identifier
        }
        itemOffered {
          sku
          name
        }
      }
    }
    messages {
      text
      status
    }
  }
}`;

const UPDATE_SESSION = `mutation UpdateSession($session: IStoreSession!, $search: String!) {
  validateSession(session: $session, search: $search) {
    locale
    channel
    country
    postalCode
    currency {
      code
      symbol
    }
  }
}`;

const SITEMAP_PRODUCTS = `query SitemapProducts($first: Int!, $after: String) {
  allProducts(first: $first, after: $after) {
    pageInfo {
      hasNextPage
      endCursor
      totalCount
    }
    edges {
      cursor
      node {
        slug
        sku
      }
    }
  }
}`;

// A field StoreProduct does not have: the developer's name for what the API would need extending for.
const SELLER_NAME = `query ProductSeller($locator: [IStoreSelectedFacet!]!) {
  product(locator: $locator) {
    name
    sellerName
  }
}`;

// The 1.9.11 price filter with an aria-label, which PriceRange accepts and forwards to nothing.
const PRICE_FILTER_ARIA_LABEL = PRICE_FILTER_RANGES.replace(
  '      onEnd={onSearch}',
  '      aria-label="Price"\n      onEnd={onSearch}',
);

export const AGENT_TASKS: AgentTask[] = [
  // ---- UI components
  {
    id: 'ui-price-range-next',
    area: 'ui',
    prompt: 'Add a price-range filter to the search page of our Next.js store.',
    store: NEXT,
    calls: [search('price range filter'), component('PriceRange')],
    answer: {
      kind: 'tsx',
      text: PRICE_FILTER_NUMBERS,
      uses: ['<PriceRange>', 'PriceRange.min', 'PriceRange.formatter', 'PriceRange.onChange'],
      behaviour: {
        render: 'PriceFilter',
        props: {min: 10, max: 500, onSearch: () => undefined},
        contains: ['data-store-price-range', 'min="10"', 'max="500"'],
      },
    },
    needs: [ranks(0, '/reference/ui/molecules/PriceRange'), prop(1, 'min', 'number'), prop(1, 'formatter')],
    wrong: PRICE_FILTER_RANGES,
  },
  {
    id: 'ui-price-range-gatsby',
    area: 'ui',
    prompt:
      'Add a price-range filter to the search page of our Gatsby store; search only when the shopper lets go of a thumb.',
    store: GATSBY,
    calls: [component('PriceRange'), validatesTsx(PRICE_FILTER_RANGES)],
    answer: {
      kind: 'tsx',
      text: PRICE_FILTER_RANGES,
      uses: ['<PriceRange>', 'PriceRange.onEnd', '{absolute}', '{selected}'],
      // The range drawn between the thumbs is the search's selection (20 to 300 of 10 to 500).
      behaviour: {
        render: 'PriceFilter',
        props: {absolute: {min: 10, max: 500}, selected: {min: 20, max: 300}, onSearch: () => undefined},
        contains: ['data-store-price-range', 'min="10"', 'max="500"', 'style="left:2%;width:57%"'],
      },
    },
    needs: [prop(0, 'min', 'Range'), prop(0, 'onEnd'), valid(1)],
    wrong: PRICE_FILTER_NUMBERS,
  },
  {
    id: 'ui-slider-pinned',
    area: 'ui',
    prompt: 'Add a discount filter to the search page: a slider from 0 to 100 %.',
    store: PINNED,
    calls: [component('Slider')],
    answer: {
      kind: 'tsx',
      text: DISCOUNT_SLIDER_NUMBERS,
      uses: ['<Slider>', 'Slider.min', 'Slider.onChange'],
      behaviour: {render: 'DiscountFilter', contains: ['data-store-slider', 'min="0"', 'max="100"']},
    },
    needs: [prop(0, 'min', 'number'), prop(0, 'getAriaValueText')],
    wrong: DISCOUNT_SLIDER_RANGES,
  },
  {
    id: 'ui-slider-upgrade',
    area: 'ui',
    prompt: `We are moving @faststore/ui to 1.9.11. Update our discount filter:\n\n${DISCOUNT_SLIDER_NUMBERS}`,
    store: NEXT,
    target: {ui: '1.9.11'},
    calls: [component('Slider', '1.9.11')],
    answer: {
      kind: 'tsx',
      text: DISCOUNT_SLIDER_RANGES,
      uses: ['<Slider>', 'Slider.min', '{absolute}', '{selected}'],
      // 1.9.11 draws the selected range between the thumbs: all of it, from 0 to 100.
      behaviour: {
        render: 'DiscountFilter',
        props: {onSearch: () => undefined},
        contains: ['data-store-slider', 'max="100"', 'style="left:0%;width:100%"'],
      },
    },
    needs: [prop(0, 'min', 'Range'), prop(0, 'onEnd'), change(0, 'Slider.min')],
    wrong: DISCOUNT_SLIDER_NUMBERS,
  },
  {
    id: 'ui-button-props',
    area: 'ui',
    prompt: "Which prop of FastStore's Button sets the id that tests find it by?",
    calls: [component('Button')],
    answer: {kind: 'name', pkg: 'ui', text: 'Button.testId'},
    needs: [prop(0, 'testId'), accepts(0, 'ButtonHTMLAttributes')],
    wrong: 'Button.dataTestId',
  },
  {
    id: 'ui-product-card-add-to-cart',
    area: 'ui',
    prompt: 'Add an "Add to cart" button to the product card that puts the product in the cart.',
    store: GATSBY,
    calls: [search('add to cart button on product card'), component('ProductCard'), sdkExport('useCart')],
    answer: {
      kind: 'tsx',
      text: `import {Button, Price, ProductCard, ProductCardActions, ProductCardContent, ProductCardImage} from '@faststore/ui';
import {useCart} from '@faststore/sdk';

interface Product {
  sku: string;
  name: string;
  image: {url: string; alternateName: string};
  price: number;
}

export function ProductCardWithCart({product}: {product: Product}) {
  const {addItem, inCart} = useCart();
  return (
    <ProductCard>
      <ProductCardImage>
        <img src={product.image.url} alt={product.image.alternateName} />
      </ProductCardImage>
      <ProductCardContent>
        <h3>{product.name}</h3>
        <Price value={product.price} variant="selling" formatter={(price: number) => \`$\${price.toFixed(2)}\`} />
      </ProductCardContent>
      <ProductCardActions>
        <Button type="button" onClick={() => addItem({id: product.sku, quantity: 1})}>
          {inCart(product.sku) ? 'Add one more' : 'Add to cart'}
        </Button>
      </ProductCardActions>
    </ProductCard>
  );
}`,
      uses: ['<ProductCard>', '<ProductCardActions>', 'useCart().addItem', 'addItem()'],
    },
    needs: [ranks(0, '/reference/ui/molecules/ProductCard', 3), member(2, 'addItem'), member(2, 'inCart')],
  },
  {
    id: 'ui-quantity-selector-next',
    area: 'ui',
    prompt: "Let shoppers change an item's quantity in the minicart with - and + buttons.",
    store: NEXT,
    calls: [component('QuantitySelector'), sdkExport('useCart')],
    answer: {
      kind: 'tsx',
      text: `import {QuantitySelector} from '@faststore/ui';
import {useCart} from '@faststore/sdk';

export function CartItemQuantity({id}: {id: string}) {
  const {getItem, updateItemQuantity} = useCart();
  const quantity = getItem(id)?.quantity ?? 1;
  return (
    <QuantitySelector
      quantity={quantity}
      leftButtonProps={{
        icon: <span aria-hidden="true">-</span>,
        onClick: () => updateItemQuantity(id, Math.max(1, quantity - 1)),
        disabled: quantity <= 1,
      }}
      rightButtonProps={{icon: <span aria-hidden="true">+</span>, onClick: () => updateItemQuantity(id, quantity + 1)}}
      inputProps={{readOnly: true, 'aria-label': 'Quantity'}}
    />
  );
}`,
      uses: ['<QuantitySelector>', 'useCart().updateItemQuantity', 'updateItemQuantity()'],
    },
    needs: [
      prop(0, 'leftButtonProps'),
      prop(0, 'rightButtonProps'),
      prop(0, 'inputProps'),
      member(1, 'updateItemQuantity'),
    ],
  },
  {
    id: 'ui-search-input-gatsby',
    area: 'ui',
    prompt: 'Put a search box in the header that opens the search page with what the shopper typed.',
    store: GATSBY,
    calls: [component('SearchInput')],
    answer: {
      kind: 'tsx',
      text: `import {SearchInput} from '@faststore/ui';

export function HeaderSearch({navigate}: {navigate: (to: string) => void}) {
  return (
    <SearchInput
      aria-label="Search the store"
      placeholder="Search everything"
      onSubmit={(term) => navigate(\`/s?q=\${encodeURIComponent(term)}\`)}
    />
  );
}`,
      uses: ['<SearchInput>', 'SearchInput.onSubmit'],
      behaviour: {
        render: 'HeaderSearch',
        props: {navigate: () => undefined},
        contains: ['data-store-search-input', 'role="search"'],
      },
    },
    needs: [prop(0, 'onSubmit')],
  },
  {
    id: 'ui-modal-pinned',
    area: 'ui',
    prompt: 'Show the size guide in a modal that closes on Escape or a click outside it.',
    store: PINNED,
    calls: [component('Modal')],
    answer: {
      kind: 'tsx',
      text: `import {useState} from 'react';
import {Button, Modal} from '@faststore/ui';

export function SizeGuide() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" onClick={() => setOpen(true)}>
        Size guide
      </Button>
      <Modal isOpen={open} onDismiss={() => setOpen(false)} aria-labelledby="size-guide-title">
        <h2 id="size-guide-title">Size guide</h2>
        <p>Measure around the chest and pick the size above it.</p>
      </Modal>
    </>
  );
}`,
      uses: ['<Modal>', 'Modal.isOpen', 'Modal.onDismiss'],
      // Closed until asked for: the page shows only the button that opens it.
      behaviour: {render: 'SizeGuide', contains: ['data-store-button', 'Size guide']},
    },
    needs: [prop(0, 'isOpen'), prop(0, 'onDismiss')],
  },
  {
    id: 'ui-styling-hook',
    area: 'ui',
    prompt: 'Which attribute do I target in our stylesheet to restyle every FastStore Button?',
    store: GATSBY,
    calls: [search('style a FastStore UI component with data attributes'), component('Button')],
    answer: {kind: 'name', pkg: 'ui', text: 'data-store-button'},
    needs: [ranks(0, '/how-to-guides/styling/styling-components'), stylingHook(1, 'data-store-button')],
    wrong: 'data-fs-button',
  },

  // ---- SDK
  {
    id: 'sdk-sort-next',
    area: 'sdk',
    prompt: 'Build the sort dropdown of the search page.',
    store: NEXT,
    calls: [sdkExport('useSearch')],
    answer: {kind: 'tsx', text: SORT_1_9_10, uses: ['useSearch().setSort', 'setSort()']},
    needs: [member(0, 'setSort'), member(0, 'state')],
    wrong: SORT_1_9_11,
  },
  {
    id: 'sdk-sort-upgrade',
    area: 'sdk',
    prompt: `Upgrade this Sort component to @faststore/sdk 1.9.11:\n\n${SORT_1_9_10}`,
    store: NEXT,
    target: {sdk: '1.9.11'},
    calls: [search('useSearch changes between 1.9.10 and 1.9.11'), sdkExport('useSearch', '1.9.11')],
    answer: {kind: 'tsx', text: SORT_1_9_11, uses: ['useSearch().setState', 'setState()', '{sort}']},
    needs: [
      ranks(0, '/reference/changes'),
      member(1, 'setState'),
      member(1, 'setSort', false),
      change(1, 'useSearch().setSort'),
    ],
    wrong: SORT_1_9_10,
  },
  {
    id: 'sdk-brand-filter-gatsby',
    area: 'sdk',
    prompt: 'Make the brand checkboxes of the search page filter the results.',
    store: GATSBY,
    calls: [sdkExport('useSearch'), sdkExport('toggleFacet')],
    answer: {
      kind: 'tsx',
      text: BRAND_FILTER_1_9_11,
      uses: ['toggleFacet()', 'useSearch().setState', '{selectedFacets}'],
    },
    needs: [member(0, 'setState'), member(0, 'toggleFacet', false), param(1, 'facets')],
    wrong: BRAND_FILTER_1_9_10,
  },
  {
    id: 'sdk-brand-filter-next',
    area: 'sdk',
    prompt: 'Make the brand checkboxes of the search page filter the results.',
    store: NEXT,
    calls: [sdkExport('useSearch')],
    answer: {kind: 'tsx', text: BRAND_FILTER_1_9_10, uses: ['useSearch().toggleFacet', 'toggleFacet()']},
    needs: [member(0, 'toggleFacet'), member(0, 'state')],
    wrong: BRAND_FILTER_1_9_11,
  },
  {
    id: 'sdk-session-postal-code',
    area: 'sdk',
    prompt: "Let the shopper type a postal code and keep it in the shopper's session.",
    store: GATSBY,
    calls: [sdkExport('useSession')],
    answer: {
      kind: 'tsx',
      text: `import {useState} from 'react';
import {useSession} from '@faststore/sdk';

export function PostalCodeForm() {
  const {postalCode, setSession} = useSession();
  const [value, setValue] = useState(postalCode ?? '');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSession({postalCode: value});
      }}
    >
      <label htmlFor="postal-code">Postal code</label>
      <input id="postal-code" value={value} onChange={(event) => setValue(event.target.value)} />
      <button type="submit">Save</button>
    </form>
  );
}`,
      uses: ['useSession().setSession', 'setSession()', '{postalCode}'],
    },
    needs: [member(0, 'setSession'), member(0, 'postalCode')],
  },
  {
    id: 'sdk-analytics-add-to-cart',
    area: 'sdk',
    prompt: 'Send the add_to_cart analytics event when a shopper adds a product to the cart.',
    store: GATSBY,
    calls: [
      search('send the add_to_cart analytics event'),
      sdkExport('sendAnalyticsEvent'),
      sdkExport('AddToCartEvent'),
    ],
    answer: {
      kind: 'tsx',
      text: `import {sendAnalyticsEvent, useCart} from '@faststore/sdk';
import type {AddToCartEvent} from '@faststore/sdk';

interface Product {
  sku: string;
  name: string;
  brand: string;
  price: number;
}

export function useAddToCart(product: Product) {
  const {addItem} = useCart();
  return () => {
    addItem({id: product.sku, quantity: 1});
    sendAnalyticsEvent<AddToCartEvent>({
      name: 'add_to_cart',
      params: {
        currency: 'USD',
        value: product.price,
        items: [{item_id: product.sku, item_name: product.name, item_brand: product.brand, price: product.price, quantity: 1}],
      },
    });
  };
}`,
      uses: ['sendAnalyticsEvent()', '{name: add_to_cart}', 'addItem()'],
    },
    needs: [ranks(0, '/reference/sdk/Analytics'), param(1, 'event'), says(2, "name: 'add_to_cart'")],
  },
  {
    id: 'sdk-in-cart',
    area: 'sdk',
    prompt: 'How do I check whether a product is already in the cart?',
    calls: [sdkExport('useCart')],
    answer: {kind: 'name', pkg: 'sdk', text: 'useCart().inCart'},
    needs: [member(0, 'inCart')],
    wrong: 'useCart().hasItem',
  },
  {
    id: 'sdk-set-sort-replacement',
    area: 'sdk',
    prompt: "In @faststore/sdk 1.9.11, what do I call instead of useSearch's setSort?",
    target: {sdk: '1.9.11'},
    calls: [sdkExport('useSearch', '1.9.11')],
    answer: {kind: 'name', pkg: 'sdk', text: 'useSearch().setState'},
    needs: [member(0, 'setState'), change(0, 'useSearch().setSort')],
    wrong: 'useSearch().setSort',
  },

  // ---- GraphQL API
  {
    id: 'api-offers-seller',
    area: 'api',
    prompt: "Write the query for a product's offers and their seller, for @faststore/api 1.9.7.",
    target: {api: '1.9.7'},
    calls: [schema('StoreAggregateOffer', '1.9.7'), schema('StoreOffer', '1.9.7'), validates(PRODUCT_OFFERS, '1.9.7')],
    answer: {
      kind: 'graphql',
      text: PRODUCT_OFFERS,
      selects: ['product.offers.offers.seller', 'product.offers.offers.price'],
    },
    needs: [field(0, 'StoreAggregateOffer', 'offers'), field(1, 'StoreOffer', 'seller'), valid(2)],
    wrong: `query ProductOffers($locator: [IStoreSelectedFacet!]!) {
  product(locator: $locator) {
    offers {
      price
      seller {
        identifier
      }
    }
  }
}`,
  },
  {
    id: 'api-collection-by-price',
    area: 'api',
    prompt: "Make a query that lists a collection's products sorted by price, cheapest first.",
    store: GATSBY,
    calls: [schema('StoreCollectionMeta'), schema('search'), schema('StoreSort'), validates(COLLECTION_BY_PRICE)],
    answer: {
      kind: 'graphql',
      text: COLLECTION_BY_PRICE,
      selects: ['search.products.edges.node', 'search(sort: price_asc)', 'search(selectedFacets)'],
    },
    needs: [
      field(0, 'StoreCollectionMeta', 'selectedFacets'),
      arg(1, 'search', 'sort'),
      arg(1, 'search', 'selectedFacets'),
      field(2, 'StoreSort', 'price_asc'),
      valid(3),
    ],
    wrong: `query CollectionByPrice($slug: String!) {
  collection(slug: $slug) {
    products(first: 12, sort: price_asc) {
      edges {
        node {
          name
        }
      }
    }
  }
}`,
  },
  {
    id: 'api-facets-next',
    area: 'api',
    prompt: "Write the query for the search page's filters.",
    store: NEXT,
    calls: [schema('StoreFacet'), validates(FACETS_1_9_7)],
    answer: {kind: 'graphql', text: FACETS_1_9_7, selects: ['search.facets.values.value', 'search(selectedFacets)']},
    needs: [field(0, 'StoreFacet', 'values'), valid(1)],
    wrong: FACETS_1_9_11,
  },
  {
    id: 'api-facets-gatsby',
    area: 'api',
    prompt: "Write the query for the search page's filters, price range included.",
    store: GATSBY,
    calls: [schema('StoreFacet'), schema('StoreFacetRange'), validates(FACETS_1_9_11)],
    answer: {
      kind: 'graphql',
      text: FACETS_1_9_11,
      selects: [
        'on StoreFacetRange',
        'search.facets.min.selected',
        'on StoreFacetBoolean',
        'search.facets.values.value',
      ],
    },
    needs: [field(0, 'StoreFacet', 'StoreFacetRange'), field(1, 'StoreFacetRange', 'min'), valid(2)],
    wrong: FACETS_1_9_7,
  },
  {
    id: 'api-validate-cart',
    area: 'api',
    prompt: 'Write the mutation that checks the cart with the platform before checkout.',
    store: GATSBY,
    calls: [search('validate the cart with the API'), schema('validateCart'), validates(VALIDATE_CART)],
    answer: {
      kind: 'graphql',
      text: VALIDATE_CART,
      selects: ['validateCart.order.acceptedOffer', 'validateCart.messages'],
    },
    needs: [ranks(0, '/reference/api/mutations/cart', 3), arg(1, 'validateCart', 'cart'), valid(2)],
  },
  {
    id: 'api-session-postal-code',
    area: 'api',
    prompt: "Write the mutation that updates the session's postal code.",
    store: PINNED,
    calls: [schema('validateSession'), schema('IStoreSession'), validates(UPDATE_SESSION)],
    answer: {kind: 'graphql', text: UPDATE_SESSION, selects: ['validateSession.postalCode', 'validateSession(search)']},
    needs: [arg(0, 'validateSession', 'search'), field(1, 'IStoreSession', 'postalCode'), valid(2)],
    wrong: UPDATE_SESSION.replace(', $search: String!', '').replace(', search: $search', ''),
  },
  {
    id: 'api-sitemap-products',
    area: 'api',
    prompt: 'List every product for the sitemap, 100 at a time, with what I need to ask for the next page.',
    store: GATSBY,
    calls: [search('list all products with cursor pagination'), schema('allProducts'), validates(SITEMAP_PRODUCTS)],
    answer: {
      kind: 'graphql',
      text: SITEMAP_PRODUCTS,
      selects: ['allProducts.pageInfo.endCursor', 'allProducts(after)', 'allProducts.edges.node.slug'],
    },
    needs: [ranks(0, '/reference/api/queries/allProducts'), arg(1, 'allProducts', 'after'), valid(2)],
    wrong: SITEMAP_PRODUCTS.replace('$after: String', '$page: Int').replace('after: $after', 'page: $page'),
  },

  // ---- Guides
  {
    id: 'guide-override-component',
    area: 'guides',
    prompt:
      "Our Navbar must show our own logo and links. How do I override the starter's component without forking FastStore?",
    store: GATSBY,
    calls: [search('override a component of the Gatsby starter'), page('/conceptual-guides/shadowing')],
    answer: {kind: 'route', text: '/conceptual-guides/shadowing', alsoRight: ['/tutorials/gatsby/4']},
    needs: [ranks(0, '/conceptual-guides/shadowing'), says(1, 'The FastStore 1.9 starters do not use it')],
  },
  {
    id: 'guide-secrets',
    area: 'guides',
    prompt: 'Where do I keep the VTEX app key so that it never lands in the repository?',
    store: NEXT,
    calls: [search('VTEX app key secret')],
    answer: {
      kind: 'route',
      text: '/how-to-guides/webops/security/managing-secrets',
      alsoRight: ['/how-to-guides/webops/security', '/how-to-guides/webops/security/setting-up-secrets'],
    },
    needs: [ranks(0, '/how-to-guides/webops/security/managing-secrets')],
  },
  {
    id: 'guide-extend-api',
    area: 'guides',
    prompt: 'Add a sellerName field to StoreProduct in our GraphQL API.',
    store: GATSBY,
    calls: [
      search('add a custom field to StoreProduct in the FastStore API'),
      page('/how-to-guides/faststore-api/extending-the-faststore-api'),
    ],
    answer: {
      kind: 'route',
      text: '/how-to-guides/faststore-api/extending-the-faststore-api',
      alsoRight: ['/how-to-guides/faststore-api/creating-resolvers'],
    },
    needs: [ranks(0, '/how-to-guides/faststore-api/extending-the-faststore-api'), says(1, 'resolvers')],
  },
  {
    id: 'guide-redirects',
    area: 'guides',
    prompt: 'Send /old-sale to /sale with a permanent redirect.',
    store: GATSBY,
    calls: [search('redirect old URLs to new ones')],
    answer: {kind: 'route', text: '/how-to-guides/routing/managing-url-redirects'},
    needs: [ranks(0, '/how-to-guides/routing/managing-url-redirects')],
  },
  {
    id: 'guide-upgrade-breaks',
    area: 'guides',
    prompt: 'What breaks if we upgrade @faststore/ui and @faststore/sdk from 1.9.10 to 1.9.11?',
    store: NEXT,
    calls: [
      search('what breaks if we upgrade ui and sdk from 1.9.10 to 1.9.11'),
      page('/reference/upgrade/sdk/1.9.10-to-1.9.11'),
      page('/reference/upgrade/ui/1.9.10-to-1.9.11'),
    ],
    answer: {
      kind: 'route',
      text: '/reference/upgrade/sdk/1.9.10-to-1.9.11',
      alsoRight: ['/reference/upgrade/ui/1.9.10-to-1.9.11', '/reference/upgrade'],
    },
    needs: [ranks(0, '/reference/upgrade/sdk/1.9.10-to-1.9.11', 3), says(1, 'setSort'), says(2, 'Slider')],
  },

  // ---- Errors
  {
    id: 'error-cart-context',
    area: 'errors',
    prompt: 'Why does my cart throw `[sdk]: StoreCartContext needs to be on the React tree`?',
    store: NEXT,
    calls: [
      search('[sdk]: StoreCartContext needs to be on the React tree'),
      page('/reference/sdk/cart/useCart'),
      sdkExport('CartProvider'),
    ],
    answer: {
      kind: 'tsx',
      text: `import type {ReactNode} from 'react';
import {CartProvider, SessionProvider, UIProvider} from '@faststore/sdk';

export function StoreProviders({children}: {children: ReactNode}) {
  return (
    <SessionProvider>
      <CartProvider mode="pure">
        <UIProvider>{children}</UIProvider>
      </CartProvider>
    </SessionProvider>
  );
}`,
      uses: ['<CartProvider>', '<SessionProvider>'],
    },
    needs: [
      ranks(0, '/reference/sdk/cart/useCart', 3),
      says(1, 'The hook must run under a `CartProvider`'),
      param(2, 'mode'),
    ],
  },
  {
    id: 'error-ui-context',
    area: 'errors',
    prompt: 'The minicart button crashes with `[sdk]: UIContext needs to be on the React tree`. Fix it.',
    store: GATSBY,
    calls: [search('[sdk]: UIContext needs to be on the React tree'), sdkExport('useGlobalUIState')],
    answer: {
      kind: 'tsx',
      text: `import type {ReactNode} from 'react';
import {UIProvider, useGlobalUIState} from '@faststore/sdk';

export function Providers({children}: {children: ReactNode}) {
  return <UIProvider>{children}</UIProvider>;
}

export function MinicartButton() {
  const {openMinicart} = useGlobalUIState();
  return (
    <button type="button" onClick={openMinicart}>
      Cart
    </button>
  );
}`,
      uses: ['<UIProvider>', 'useGlobalUIState().openMinicart'],
    },
    needs: [ranks(0, '/reference/sdk/UI', 3), member(1, 'openMinicart')],
  },
  {
    id: 'error-malformed-channel',
    area: 'errors',
    prompt: 'Every API request of the store fails with `Malformed channel string`.',
    store: NEXT,
    calls: [search('Malformed channel string')],
    answer: {kind: 'route', text: '/how-to-guides/platform-integration/vtex/troubleshooting'},
    needs: [ranks(0, '/how-to-guides/platform-integration/vtex/troubleshooting')],
  },
  {
    id: 'error-minicart-loading',
    area: 'errors',
    prompt: 'The minicart button stays on "Loading..." forever.',
    store: GATSBY,
    calls: [search('The minicart button stays on "Loading..."')],
    answer: {
      kind: 'route',
      text: '/how-to-guides/platform-integration/vtex/troubleshooting',
      alsoRight: ['/tutorials/gatsby/Troubleshooting'],
    },
    needs: [ranks(0, '/how-to-guides/platform-integration/vtex/troubleshooting')],
  },
  {
    id: 'error-no-query-found',
    area: 'errors',
    prompt:
      'My new shelf stays on its placeholder and the terminal prints `Error: No query found for operationName: ShelfProducts`.',
    store: GATSBY,
    calls: [
      search('Error: No query found for operationName: ShelfProducts'),
      page('/how-to-guides/troubleshooting/identifying-development-errors'),
    ],
    answer: {
      kind: 'route',
      text: '/how-to-guides/troubleshooting/identifying-development-errors',
      alsoRight: ['/tutorials/gatsby/Troubleshooting', '/tutorials/gatsby/5'],
    },
    needs: [ranks(0, '/how-to-guides/troubleshooting/identifying-development-errors'), says(1, 'yarn generate')],
  },
  // ---- Tasks that cannot be done as asked: the answer flags them
  {
    id: 'neg-invalid-query',
    area: 'api',
    prompt: "Write the query for a product's seller name; the field is called sellerName.",
    store: GATSBY,
    calls: [validates(SELLER_NAME)],
    answer: {
      kind: 'flag',
      asks: 'graphql',
      text: 'FLAG: StoreProduct has no sellerName field in @faststore/api 1.9.11 (validate: Cannot query field "sellerName"). Add it by extending the API: /how-to-guides/faststore-api/extending-the-faststore-api',
      names: ['sellerName'],
    },
    needs: [invalid(0, 'sellerName')],
    wrong: SELLER_NAME,
  },
  {
    id: 'neg-off-topic',
    area: 'guides',
    prompt: 'How do I configure a Stripe webhook for payment intents in our store?',
    store: NEXT,
    calls: [search('stripe webhook payment intent')],
    answer: {
      kind: 'flag',
      asks: 'route',
      text: 'FLAG: the FastStore 1.9 docs have no page about Stripe webhooks; search_docs found only poor matches.',
      names: ['Stripe'],
    },
    needs: [lowConfidence(0)],
    wrong: '/how-to-guides/platform-integration/vtex/troubleshooting',
  },
  {
    id: 'neg-other-release-name',
    area: 'sdk',
    prompt: "Clear the brand filter with the SDK's removeFacet helper.",
    store: NEXT,
    calls: [refused(sdkExport('removeFacet'), 'not_in_release'), sdkExport('useSearch')],
    answer: {
      kind: 'flag',
      asks: 'tsx',
      text: "FLAG: @faststore/sdk 1.9.10 does not export removeFacet (only 1.9.11 does); in 1.9.10 use useSearch()'s removeFacet member, or upgrade.",
      names: ['removeFacet', '1.9.11'],
    },
    needs: [member(1, 'removeFacet')],
    wrong: `import {removeFacet, useSearch} from '@faststore/sdk';

export function ClearBrand() {
  const {state, setState} = useSearch();
  return <button onClick={() => setState({...state, selectedFacets: removeFacet(state.selectedFacets, {key: 'brand', value: 'acme'})})}>Clear</button>;
}`,
  },
  {
    id: 'neg-prop-reaches-nothing',
    area: 'ui',
    prompt: 'Give the price-range filter the accessible name "Price" with its aria-label prop.',
    store: GATSBY,
    calls: [component('PriceRange'), validatesTsx(PRICE_FILTER_ARIA_LABEL)],
    answer: {
      kind: 'flag',
      asks: 'tsx',
      text: 'FLAG: PriceRange accepts aria-label but does not forward it in @faststore/ui 1.9.11: it reaches no element. Label the filter with a heading or a fieldset legend instead.',
      names: ['aria-label', 'PriceRange'],
    },
    needs: [reachesNothing(0, 'aria-label'), flagsProp(1, 'PriceRange', 'aria-label')],
    wrong: PRICE_FILTER_ARIA_LABEL,
  },
];

/**
 * Tasks the server cannot do right yet: what it gets wrong, and the checks that fail because of it.
 * The deterministic run expects exactly those checks to fail, so that a fix that makes a task pass
 * also takes it off this list, and anything else breaking in these tasks still shows. The list must
 * shrink to empty.
 */
export const SERVER_GAPS: Record<string, {why: string; failing: RegExp}> = {
  'api-validate-cart': {
    why: 'search_docs ranks the cart mutations page 5th for "validate the cart with the API", under the SDK cart page\'s validation section and the API get-started page\'s "Validate the cart": its keyword "cart validation" does not meet "validate" by the title and keyword stemming',
    failing: /search_docs ranks \/reference\/api\/mutations\/cart in its top 3/,
  },
};
