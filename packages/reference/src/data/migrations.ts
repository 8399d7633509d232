/**
 * How a reader gets past each breaking change between two consecutive covered releases: the code
 * before and after, and the step to take. The build lists every breaking change (declarations, the
 * GraphQL schema, and the behaviour notes of packages/reference/src/data/behaviour.ts) and stops when one has no entry
 * here, or when an entry's change no longer exists; its message names the package, the pair and
 * the entry (packages/reference/src/migrations.ts). The upgrade pages under /reference/upgrade are
 * written from these entries (`npm run reference:data`), a page from 1.9.4 to 1.9.11 reusing
 * the entries of each step it crosses.
 *
 * Entries are keyed by package, then pair (`'from..to'`), then the change as /reference/changes names
 * it (` (behaviour)` after the export for a change of behaviour). An entry is `kind: 'rewrite'` when
 * `faststore-docs-mcp upgrade` (mcp/src/upgrade) rewrites the change, with `rewrite` saying what it
 * rewrites and what it leaves for the reader, marked with a comment in their code; otherwise `kind: 'manual'`, with `why` saying what a
 * mechanical rewrite could not know. `before` is
 * checked against the releases up to `from`, `after` against those from `to` on (TypeScript by the
 * sample checks, GraphQL by the schema validator).
 */
import type {Migrations} from './schemas';

/** What the upgrade command does with every removed `useSearch` setter but `setSort`. */
const SETTER_REWRITE =
  'It rewrites each call into `setState({...state, …})` with the `state` of the same `useSearch()` call (and the exported helper it needs, imported from `@faststore/sdk`), and a setter passed to a typed callback, such as a checkbox’s `onChange`, into a function that does the same. A setter passed anywhere else, such as a dependency list, stays as it is, with a comment above it saying what changed, and is listed in the report for you to finish.';

const searchSample = (imports: string, body: string): string =>
  `import {${imports}} from '@faststore/sdk';\n\n${body}\n`;

const sdkSetters = {
  'useSearch().setSort': {
    kind: 'rewrite',
    step: 'Call `setState({...state, sort})` after checking the value with `isSearchSort`. In 1.9.10 `setSort` threw an `SDKError` (`Sort param <sort> is unknown`) for a name outside the eight sorts and did nothing when the sort was already selected; `setState` checks nothing and calls `onChange` only when the URL changes. Neither resets the page.',
    rewrite:
      'It rewrites a call whose argument the type checker proves is one of the eight sorts (a literal, or a value typed `SearchSort`) into `setState({...state, sort})`. Any other argument, and a `setSort` passed on as a value, stays as it is, with a comment above it and a line in the report: 1.9.10 threw on an unknown sort, 1.9.11 writes it to the URL, and only the page knows where its values come from.',
    before: {
      lang: 'tsx',
      code: searchSample(
        'useSearch',
        `export function SortSelect() {
  const {state, setSort} = useSearch();
  return (
    <select aria-label="Sort by" value={state.sort} onChange={(e) => setSort(e.target.value as typeof state.sort)}>
      <option value="score_desc">Relevance</option>
      <option value="price_asc">Price, lowest first</option>
    </select>
  );
}`,
      ),
    },
    after: {
      lang: 'tsx',
      code: searchSample(
        'isSearchSort, useSearch',
        `export function SortSelect() {
  const {state, setState} = useSearch();
  return (
    <select
      aria-label="Sort by"
      value={state.sort}
      onChange={(e) => {
        const sort = e.target.value;
        if (isSearchSort(sort)) setState({...state, sort});
      }}
    >
      <option value="score_desc">Relevance</option>
      <option value="price_asc">Price, lowest first</option>
    </select>
  );
}`,
      ),
    },
  },
  'useSearch().setTerm': {
    kind: 'rewrite',
    step: 'Call `setState({...state, term})`. In 1.9.10 `setTerm` replaced only the term, kept the page number and did nothing when the term was the same; `setState` keeps whatever you spread from `state` too, so add `page: 0` if a new term should start from the first page.',
    rewrite: SETTER_REWRITE,
    before: {
      lang: 'tsx',
      code: searchSample(
        'useSearch',
        `export function ClearSearch() {
  const {setTerm} = useSearch();
  return (
    <button type="button" onClick={() => setTerm(null)}>
      Clear search
    </button>
  );
}`,
      ),
    },
    after: {
      lang: 'tsx',
      code: searchSample(
        'useSearch',
        `export function ClearSearch() {
  const {state, setState} = useSearch();
  return (
    <button type="button" onClick={() => setState({...state, term: null})}>
      Clear search
    </button>
  );
}`,
      ),
    },
  },
  'useSearch().setPage': {
    kind: 'rewrite',
    step: 'Call `setState({...state, page})`. In 1.9.10 `setPage` replaced only the page and did nothing when it was already that page; `setState` likewise calls `onChange` only when the URL it builds differs from the current one.',
    rewrite: SETTER_REWRITE,
    before: {
      lang: 'tsx',
      code: searchSample(
        'useSearch',
        `export function NextPage() {
  const {state, setPage} = useSearch();
  return (
    <button type="button" onClick={() => setPage(state.page + 1)}>
      Next page
    </button>
  );
}`,
      ),
    },
    after: {
      lang: 'tsx',
      code: searchSample(
        'useSearch',
        `export function NextPage() {
  const {state, setState} = useSearch();
  return (
    <button type="button" onClick={() => setState({...state, page: state.page + 1})}>
      Next page
    </button>
  );
}`,
      ),
    },
  },
  'useSearch().setFacet': {
    kind: 'rewrite',
    step: 'Compute the facets with the exported `setFacet(state.selectedFacets, facet, unique)` and pass them to `setState`. It does what the 1.9.10 setter did: with `unique`, replaces the selected facet of the same key; otherwise, or when none has that key, appends the facet.',
    rewrite: SETTER_REWRITE,
    before: {
      lang: 'tsx',
      code: searchSample(
        'useSearch',
        `export function OnlyBrand({brand}: {brand: string}) {
  const {setFacet} = useSearch();
  return (
    <button type="button" onClick={() => setFacet({key: 'brand', value: brand}, true)}>
      Only {brand}
    </button>
  );
}`,
      ),
    },
    after: {
      lang: 'tsx',
      code: searchSample(
        'setFacet, useSearch',
        `export function OnlyBrand({brand}: {brand: string}) {
  const {state, setState} = useSearch();
  return (
    <button
      type="button"
      onClick={() =>
        setState({...state, selectedFacets: setFacet(state.selectedFacets, {key: 'brand', value: brand}, true)})
      }
    >
      Only {brand}
    </button>
  );
}`,
      ),
    },
  },
  'useSearch().setFacets': {
    kind: 'rewrite',
    step: 'Call `setState({...state, selectedFacets: facets})`. In 1.9.10 `setFacets` replaced the whole list of selected facets (the first one, the page’s own category, included) and did nothing when given the list it already had.',
    rewrite: SETTER_REWRITE,
    before: {
      lang: 'tsx',
      code: searchSample(
        'useSearch',
        `export function KeepFirstFacet() {
  const {state, setFacets} = useSearch();
  return (
    <button type="button" onClick={() => setFacets(state.selectedFacets.slice(0, 1))}>
      Clear filters
    </button>
  );
}`,
      ),
    },
    after: {
      lang: 'tsx',
      code: searchSample(
        'useSearch',
        `export function KeepFirstFacet() {
  const {state, setState} = useSearch();
  return (
    <button type="button" onClick={() => setState({...state, selectedFacets: state.selectedFacets.slice(0, 1)})}>
      Clear filters
    </button>
  );
}`,
      ),
    },
  },
  'useSearch().removeFacet': {
    kind: 'rewrite',
    step: 'Compute the facets with the exported `removeFacet(state.selectedFacets, facet)` and pass them to `setState`. Like the 1.9.10 setter, it finds the facet by its value alone, never removes the first selected facet (the page’s own category) and throws an `SDKError` (`Cannot remove <value> from search params`) when no selected facet has that value.',
    rewrite: SETTER_REWRITE,
    before: {
      lang: 'tsx',
      code: searchSample(
        'useSearch',
        `import type {SearchState} from '@faststore/sdk';

type Facet = SearchState['selectedFacets'][number];

export function RemoveFilter({facet}: {facet: Facet}) {
  const {removeFacet} = useSearch();
  return (
    <button type="button" onClick={() => removeFacet(facet)}>
      Remove {facet.value}
    </button>
  );
}`,
      ),
    },
    after: {
      lang: 'tsx',
      code: searchSample(
        'removeFacet, useSearch',
        `import type {SearchState} from '@faststore/sdk';

type Facet = SearchState['selectedFacets'][number];

export function RemoveFilter({facet}: {facet: Facet}) {
  const {state, setState} = useSearch();
  return (
    <button type="button" onClick={() => setState({...state, selectedFacets: removeFacet(state.selectedFacets, facet)})}>
      Remove {facet.value}
    </button>
  );
}`,
      ),
    },
  },
  'useSearch().toggleFacet': {
    kind: 'rewrite',
    step: 'Compute the facets with the exported `toggleFacet(state.selectedFacets, facet)` and pass them to `setState`. Like the 1.9.10 setter, it removes the facet when one with the same key and value is selected (with `removeFacet`’s rules) and appends it otherwise.',
    rewrite: SETTER_REWRITE,
    before: {
      lang: 'tsx',
      code: searchSample(
        'useSearch',
        `export function BrandCheckbox({brand}: {brand: string}) {
  const {state, toggleFacet} = useSearch();
  const checked = state.selectedFacets.some((f) => f.key === 'brand' && f.value === brand);
  return (
    <label>
      <input type="checkbox" checked={checked} onChange={() => toggleFacet({key: 'brand', value: brand})} />
      {brand}
    </label>
  );
}`,
      ),
    },
    after: {
      lang: 'tsx',
      code: searchSample(
        'toggleFacet, useSearch',
        `export function BrandCheckbox({brand}: {brand: string}) {
  const {state, setState} = useSearch();
  const checked = state.selectedFacets.some((f) => f.key === 'brand' && f.value === brand);
  return (
    <label>
      <input
        type="checkbox"
        checked={checked}
        onChange={() =>
          setState({...state, selectedFacets: toggleFacet(state.selectedFacets, {key: 'brand', value: brand})})
        }
      />
      {brand}
    </label>
  );
}`,
      ),
    },
  },
  'useSearch().toggleFacets': {
    kind: 'rewrite',
    step: 'Compute the facets with the exported `toggleFacets(state.selectedFacets, facets)` and pass them to `setState`. Like the 1.9.10 setter, it toggles each facet in turn, so the URL changes once for the whole list.',
    rewrite: SETTER_REWRITE,
    before: {
      lang: 'tsx',
      code: searchSample(
        'useSearch',
        `import type {SearchState} from '@faststore/sdk';

type Facet = SearchState['selectedFacets'][number];

export function ApplyFilters({picked}: {picked: Facet[]}) {
  const {toggleFacets} = useSearch();
  return (
    <button type="button" onClick={() => toggleFacets(picked)}>
      Apply
    </button>
  );
}`,
      ),
    },
    after: {
      lang: 'tsx',
      code: searchSample(
        'toggleFacets, useSearch',
        `import type {SearchState} from '@faststore/sdk';

type Facet = SearchState['selectedFacets'][number];

export function ApplyFilters({picked}: {picked: Facet[]}) {
  const {state, setState} = useSearch();
  return (
    <button type="button" onClick={() => setState({...state, selectedFacets: toggleFacets(state.selectedFacets, picked)})}>
      Apply
    </button>
  );
}`,
      ),
    },
  },
} as const;

const slider = (component: 'Slider' | 'PriceRange', props: string, extra = ''): string =>
  `import {${component}} from '@faststore/ui';

type Range = {min: number; max: number};

export function PriceFilter({onApply}: {onApply: (range: Range) => void}) {
  return <${component}${extra} ${props} />;
}
`;

/** The 1.9.11 form of a filter that applies its range: `onEnd` for the mouse and touch, a button for the keyboard. */
const sliderWithApply = (component: 'Slider' | 'PriceRange', extra = ''): string =>
  `import {useState} from 'react';
import {${component}} from '@faststore/ui';

type Range = {min: number; max: number};

export function PriceFilter({onApply}: {onApply: (range: Range) => void}) {
  // onEnd follows a released mouse button or finger only; the button applies a range set with the keys.
  const [range, setRange] = useState<Range>({min: 0, max: 500});
  return (
    <>
      <${component}${extra ? `\n        ${extra.trim()}` : ''}
        min={{absolute: 0, selected: 0}}
        max={{absolute: 500, selected: 500}}
        onChange={setRange}
        onEnd={onApply}
      />
      <button type="button" onClick={() => onApply(range)}>
        Apply
      </button>
    </>
  );
}
`;

const priceFormatter = ' formatter={(price) => `$${price}`}';

const rangeStep = (component: string, bound: 'min' | 'max') =>
  `Pass \`${bound}={{absolute, selected}}\`: \`absolute\` is the number you passed in 1.9.10 (the ${bound === 'min' ? 'lowest' : 'highest'} value the ${bound === 'min' ? 'left' : 'right'} thumb reaches), \`selected\` where that thumb starts. In 1.9.10 the ${bound === 'min' ? 'left' : 'right'} thumb of \`${component}\` always started at the bound, so \`selected\` equal to \`absolute\` keeps it there; set it from the range the shopper picked (the URL’s price facet, say) when the page knows it.`;

const rangeRewrite = (component: string, bound: 'min' | 'max') =>
  `It rewrites \`${bound}={n}\` on FastStore’s \`${component}\` (under any imported name, through a namespace or a module of the store that re-exports it) into \`${bound}={{absolute: n, selected: n}}\` when the type checker sees a number written as a literal, a name or a property read: the same bound, with the thumb starting where 1.9.10 started it. A computed bound, which would run twice, and a \`${bound}\` passed in spread props stay as they are, with a comment above them and a line in the report.`;

const uiRange = (component: 'Slider' | 'PriceRange', bound: 'min' | 'max') => {
  const extra = component === 'PriceRange' ? priceFormatter : '';
  return {
    kind: 'rewrite',
    step: rangeStep(component, bound),
    rewrite: rangeRewrite(component, bound),
    before: {lang: 'tsx', code: slider(component, 'min={0} max={500} onChange={onApply}', extra)},
    after: {
      lang: 'tsx',
      code: slider(
        component,
        'min={{absolute: 0, selected: 0}} max={{absolute: 500, selected: 500}} onChange={onApply}',
        extra,
      ),
    },
  } as const;
};

const uiBehaviour = (component: 'Slider' | 'PriceRange') => {
  const extra = component === 'PriceRange' ? priceFormatter : '';
  return {
    kind: 'manual',
    step: `Move work that should happen once the shopper has chosen (fetching, updating the URL) from \`onChange\` to the new \`onEnd\`, and keep a way to apply the range from the keyboard: \`onEnd\` runs only on mouse-up and touch-end, so a shopper using the arrow keys never triggers it. Apply the range from \`onChange\` as well (debounced) or with an Apply button, and expect \`onEnd\` to receive the thumbs rounded to 1 % of the track. 1.9.11 calls \`onChange\` only when a thumb moves, so read the starting range from \`min.selected\` and \`max.selected\`. The thumbs may now meet: handle a \`min\` equal to its \`max\`.`,
    why: `In 1.9.10 \`onChange\` of \`${component}\` also ran on mount and on every render with an inline function, so code in it may have relied on those calls (to load the first results) or suffered from them (a request per render). Which one, and whether it belongs in \`onChange\` or \`onEnd\`, depends on what the code does.`,
    before: {lang: 'tsx', code: slider(component, 'min={0} max={500} onChange={(range) => onApply(range)}', extra)},
    after: {lang: 'tsx', code: sliderWithApply(component, extra)},
  } as const;
};

const facetsBefore = `query SearchFacets {
  search(first: 12, term: "shirt") {
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
}
`;

const facetsAfter = `query SearchFacets {
  search(first: 12, term: "shirt") {
    facets {
      __typename
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
    }
  }
}
`;

/**
 * ui and sdk 1.9.10 ship ES modules only: what Node ran without a bundler (a store's Jest tests, its
 * scripts) must be pointed at the module entry and compile it, which only the store's tool
 * configuration can say.
 */
const packagingMigration = (pkg: 'ui' | 'sdk') =>
  ({
    kind: 'manual',
    step: `Point every tool that runs your code in Node without a bundler at the package's ES module entry, and have it compile the package. In Jest, map \`@faststore/${pkg}\` to \`<rootDir>/node_modules/@faststore/${pkg}/dist/index.js\` with \`moduleNameMapper\` and leave the package out of \`transformIgnorePatterns\`, as below. A Node script that imports the package needs a loader that does the same, or its code moved into the bundled store. The pages of the store need nothing: their bundler reads \`module\`.`,
    why: `Which tools load the package outside the bundler (a test runner, a script, a server) and how each is configured lives in the store's own configuration files, which differ from store to store; the code that imports \`@faststore/${pkg}\` stays the same, so a rewrite of it could not help.`,
    before: {
      lang: 'ts',
      code: `// jest.config.ts: Jest loads @faststore/${pkg} 1.9.4 through its CommonJS \`main\`.
const config = {
  testEnvironment: 'jsdom',
};

export default config;
`,
    },
    after: {
      lang: 'ts',
      code: `// jest.config.ts: @faststore/${pkg} 1.9.10 has no \`main\`; name its ES module entry and compile it.
const config = {
  testEnvironment: 'jsdom',
  moduleNameMapper: {'^@faststore/${pkg}$': '<rootDir>/node_modules/@faststore/${pkg}/dist/index.js'},
  transformIgnorePatterns: ['/node_modules/(?!@faststore/${pkg}/)'],
};

export default config;
`,
    },
  }) as const;

export const migrations: Migrations = {
  sdk: {
    '1.9.4..1.9.10': {packaging: packagingMigration('sdk')},
    '1.9.10..1.9.11': {
      ...sdkSetters,
      'parseSearchState (behaviour)': {
        kind: 'manual',
        step: 'Before parsing an address readers can edit, check its `sort` parameter with `isSearchSort` and drop it when unknown (the state then has the default sort, `score_desc`), or catch the error. 1.9.10 returned a state with whatever sort the URL had.',
        why: 'Whether an unknown sort falls back to the default, shows an error or redirects is the store’s choice, and the call may be inside a try block already; a rewrite cannot tell.',
        before: {
          lang: 'ts',
          code: `import {parseSearchState} from '@faststore/sdk';

export const searchStateOf = (href: string) => parseSearchState(new URL(href));
`,
        },
        after: {
          lang: 'ts',
          code: `import {isSearchSort, parseSearchState} from '@faststore/sdk';

export function searchStateOf(href: string) {
  const url = new URL(href);
  const sort = url.searchParams.get('sort');
  if (sort !== null && !isSearchSort(sort)) url.searchParams.delete('sort');
  return parseSearchState(url);
}
`,
        },
      },
      'SearchProvider (behaviour)': {
        kind: 'manual',
        step: 'Keep `SearchProvider` and its `onChange` as they are, and replace each call of a removed setter in the components under it as the entries of this page show: build the next state from `state` and the exported helpers, and pass it to `setState`.',
        why: 'The provider’s own code and props did not change; what changed is the context it gives, so the work is in every component that reads `useSearch()`, and each removed setter has its own entry on this page, with its reason.',
        before: {
          lang: 'tsx',
          code: `import {SearchProvider, useSearch} from '@faststore/sdk';
import type {ReactNode} from 'react';

function FirstPage() {
  const {setPage} = useSearch();
  return (
    <button type="button" onClick={() => setPage(0)}>
      First page
    </button>
  );
}

export function Search({children, navigate}: {children: ReactNode; navigate: (url: URL) => void}) {
  return (
    <SearchProvider onChange={navigate} itemsPerPage={12} sort="score_desc" selectedFacets={[]} term={null} base="/s" page={0}>
      <FirstPage />
      {children}
    </SearchProvider>
  );
}
`,
        },
        after: {
          lang: 'tsx',
          code: `import {SearchProvider, useSearch} from '@faststore/sdk';
import type {ReactNode} from 'react';

function FirstPage() {
  const {state, setState} = useSearch();
  return (
    <button type="button" onClick={() => setState({...state, page: 0})}>
      First page
    </button>
  );
}

export function Search({children, navigate}: {children: ReactNode; navigate: (url: URL) => void}) {
  return (
    <SearchProvider onChange={navigate} itemsPerPage={12} sort="score_desc" selectedFacets={[]} term={null} base="/s" page={0}>
      <FirstPage />
      {children}
    </SearchProvider>
  );
}
`,
        },
      },
    },
  },
  ui: {
    '1.9.4..1.9.10': {packaging: packagingMigration('ui')},
    '1.9.10..1.9.11': {
      'Slider.min': uiRange('Slider', 'min'),
      'Slider.max': uiRange('Slider', 'max'),
      'Slider (behaviour)': uiBehaviour('Slider'),
      'PriceRange.min': uiRange('PriceRange', 'min'),
      'PriceRange.max': uiRange('PriceRange', 'max'),
      'PriceRange (behaviour)': uiBehaviour('PriceRange'),
    },
  },
  api: {
    '1.9.9..1.9.11': {
      StoreFacet: {
        kind: 'manual',
        step: 'Select a facet’s fields inside `... on StoreFacetBoolean` and `... on StoreFacetRange`, with `__typename` to tell them apart: `StoreFacet` became their union, with no `type` field. A boolean facet keeps `values`; a range facet (the price) has `min` and `max`, each with `absolute` and `selected`. Move fields your own type definitions add with `extend type StoreFacet` to `StoreFacetBoolean` or `StoreFacetRange`: the server no longer starts with it (`Cannot extend type "StoreFacet" because it is not defined.`). Then run `yarn generate` and commit `@generated/graphql/index.ts` and `@generated/graphql/persisted.json`.',
        why: 'Rewriting the query is not enough: code that read the price facet’s `values` (and its `10-to-100` strings) must read `min` and `max` instead, and code that switched on `type` must switch on `__typename`. A query rewrite would leave that code broken without a compile error where the fields were read untyped.',
        before: {lang: 'graphql', code: facetsBefore},
        after: {lang: 'graphql', code: facetsAfter},
      },
      StoreFacetValue: {
        kind: 'manual',
        step: 'Write fragments and types on `StoreFacetValueBoolean` where they named `StoreFacetValue` (it has the same `value`, `label`, `selected` and `quantity`), and spread them inside `... on StoreFacetBoolean`.',
        why: 'Range facets have no values any more, so a fragment used for every facet’s values must be split between the two facet types; where it was spread decides how, and generated TypeScript names change with it.',
        before: {
          lang: 'graphql',
          code: `query FacetValues {
  search(first: 12, term: "shirt") {
    facets {
      key
      values {
        ...FacetValue
      }
    }
  }
}

fragment FacetValue on StoreFacetValue {
  label
  value
  selected
  quantity
}
`,
        },
        after: {
          lang: 'graphql',
          code: `query FacetValues {
  search(first: 12, term: "shirt") {
    facets {
      ... on StoreFacetBoolean {
        key
        values {
          ...FacetValue
        }
      }
    }
  }
}

fragment FacetValue on StoreFacetValueBoolean {
  label
  value
  selected
  quantity
}
`,
        },
      },
    },
  },
};
