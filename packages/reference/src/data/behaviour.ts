/**
 * What each export whose compiled code changed between two consecutive covered releases does
 * differently, as a person found by reading the change. The build compares every export's code
 * (packages/reference/src/compiled.ts) and stops when a changed export has no verdict here, or when a
 * verdict's export did not change; its message names the package, export and release pair.
 *
 * See a change with `npm run reference:code-diff -- <ui|sdk|api> <export> <from> <to>`, then add,
 * under the package and the pair (`'from..to'`), either
 * - `{verdict: 'behaviour', breaking, note}`: one or two sentences a reader can act on, saying what
 *   now happens differently and for whom; `breaking` when code that worked on the older release can
 *   fail on the newer one. The note is shown on /reference/changes, on the export's reference page
 *   and by the coding-agent server;
 * - `{verdict: 'no observable change', reason}`: one line saying why a caller cannot tell the two
 *   releases apart (a transpilation the comparison does not undo, code reached but never run).
 */
import type {BehaviourVerdicts} from './schemas';

export const behaviourVerdicts: BehaviourVerdicts = {
  sdk: {
    '1.9.10..1.9.11': {
      parseSearchState: {
        verdict: 'behaviour',
        breaking: true,
        note:
          'Throws an `Error` with the message `[sdk]: Uknown sorting option <sort>` when the URL has a `sort` parameter that is not one of the eight sort names (an empty `sort=` included), where 1.9.10 returned a state with that sort. ' +
          'A page that parses its own address crashes on an old or hand-edited link: check the parameter with `isSearchSort` first, or catch the error and parse the URL again without `sort`.',
      },
      SearchProvider: {
        verdict: 'behaviour',
        breaking: true,
        note:
          'The context it gives `useSearch` holds `setState(state)` and `resetInfiniteScroll(page)` in place of `setSort`, `setTerm`, `setPage`, `setFacet`, `setFacets`, `removeFacet`, `toggleFacet` and `toggleFacets`, so a component still calling one of those fails with a `TypeError`. ' +
          'Compute the next state with the exported `setFacet`, `toggleFacet` and `isSearchSort` and pass it to `setState`, which calls `onChange` only when the URL changes and, unlike `setSort`, does not reject an unknown sort.',
      },
    },
  },
  ui: {
    '1.9.10..1.9.11': {
      Slider: {
        verdict: 'behaviour',
        breaking: true,
        // What keys, a drag and mounting do on each release is measured (the Slider's interaction
        // facts, listed beside this note); this says what no script can see.
        note:
          '1.9.10 called `onChange` again whenever it was given a new `onChange` function (on every render, for an inline arrow function); 1.9.11 calls it only when a thumb moves. ' +
          'The new `onEnd` is called on touch-end as on mouse-up.',
      },
      PriceRange: {
        verdict: 'behaviour',
        breaking: true,
        note:
          'In 1.9.10 it handed the slider a new handler on every render, so its `onChange` was called after every render whatever function the page passed: with a state setter (`onChange={setRange}`) the page re-rendered without end. 1.9.11 calls it only when a thumb moves. ' +
          'The prices it shows start at `min.selected` and `max.selected`, the range the page was opened with, rather than at the bounds.',
      },
    },
  },
  api: {
    '1.9.7..1.9.9': {
      getSchema: {
        verdict: 'no observable change',
        reason:
          'Only descriptions in the schema it builds changed, and this release lists them among its GraphQL changes; every resolver is the same.',
      },
      getTypeDefs: {
        verdict: 'no observable change',
        reason:
          'Only descriptions in the type definitions it returns changed, and this release lists them among its GraphQL changes.',
      },
    },
    '1.9.9..1.9.11': {
      getResolvers: {
        verdict: 'behaviour',
        breaking: false,
        note:
          'A search with no term (a collection page) now leaves out the root category facet (`category-1`) instead of facets named `departamento` or `Departamento`, and a selected `price` facet written `10-to-100` is sent to the search as the range `10:100`, from which range facets report their selected `min` and `max`. ' +
          '`StoreOffer.listPrice` is `0` for a search result item without a list price, where 1.9.9 returned nothing for that non-null field and the query reported an error.',
      },
      getSchema: {
        verdict: 'behaviour',
        breaking: false,
        note: 'Runs the 1.9.11 resolvers (see `getResolvers`): a collection page leaves out the `category-1` facet instead of `departamento`, a selected `price` facet is sent to the search as a `from:to` range, and a missing list price is `0` instead of an error.',
      },
      getContextFactory: {
        verdict: 'no observable change',
        reason:
          'The code that differs is the resolvers, which it reaches only through the platform table it shares with getResolvers; the context it builds is the same.',
      },
      getTypeDefs: {
        verdict: 'no observable change',
        reason:
          'Only the type definitions it returns changed, and they are the schema changes this release lists (the StoreFacet union and its range and boolean types).',
      },
    },
  },
};
