/**
 * The local search's full results page, `/search?q=…&area=…`: reads the query and the chosen areas
 * from the address and writes them back as the reader types or filters, so a results page can be
 * bookmarked and shared. Results are grouped by page, with the page's matching sections under it.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {loadHit, safeExcerpt, search, type PageHit, type SearchOutcome} from '@site/src/components/search/client';
import SearchNotice from '@site/src/components/search/SearchNotice';
import {reportSearch} from '@site/src/components/search/analytics';
import {devIndexNote, useDevIndex} from '@site/src/components/search/devIndex';
import {AREAS, areaNamed} from '@faststore-docs/shared/search/areas';
import styles from '@site/src/components/search/search.module.css';

const PAGE_SIZE = 20;
const SECTIONS_PER_PAGE = 4;

function readParams(searchString: string): {query: string; areas: string[]} {
  const params = new URLSearchParams(searchString);
  return {
    query: params.get('q') ?? '',
    areas: [...new Set(params.getAll('area').flatMap((name) => areaNamed(name) ?? []))],
  };
}

export default function SearchPage(): ReactNode {
  const baseUrl = useBaseUrl('/');
  const location = useLocation();
  const history = useHistory();
  // The static page was rendered without a query: hydration must start from the same empty state (the
  // effect below then reads the address), while a later client-side visit reads it at once.
  const isBrowser = useIsBrowser();
  const [{query, areas}, setParams] = useState(() => readParams(isBrowser ? location.search : ''));
  const [hits, setHits] = useState<PageHit[]>([]);
  const [shown, setShown] = useState(PAGE_SIZE);
  // With the query and areas the results are for, which tests and the benchmark wait for.
  const [outcome, setOutcome] = useState<SearchOutcome & {key: string}>();
  const [failed, setFailed] = useState(false);
  // A query from the address (a link, a submitted dialog, the back button) or sent with Enter is finished;
  // one the reader is typing in the box may end in a word not yet whole.
  const [typing, setTyping] = useState(false);
  const devIndex = useDevIndex();
  const analyticsEnabled = Boolean(useDocusaurusContext().siteConfig.customFields?.analyticsEnabled);

  // The address changes when the reader goes back or follows another search link.
  useEffect(() => {
    setParams(readParams(location.search));
  }, [location.search]);

  function update(next: {query: string; areas: string[]}) {
    setParams(next);
    setShown(PAGE_SIZE);
    const params = new URLSearchParams();
    if (next.query) params.set('q', next.query);
    for (const area of next.areas) params.append('area', area);
    const search = params.toString();
    history.replace({search: search ? `?${search}` : ''});
  }

  useEffect(() => {
    const term = query.trim();
    if (!term || devIndex === 'none') {
      setHits([]);
      setOutcome(undefined);
      return;
    }
    let current = true;
    // Untrimmed at its end: a space after the last word says the reader finished it (not searched as a prefix).
    search(baseUrl, query.trimStart(), areas, {typing})
      .then(async (result) => {
        const loaded = await Promise.all(result.results.slice(0, shown).map((r) => loadHit(r, SECTIONS_PER_PAGE)));
        if (!current) return;
        setFailed(false);
        setHits(loaded);
        setOutcome({...result, key: [term, ...areas].join('|')});
        reportSearch(term, result.total);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [baseUrl, query, areas, shown, devIndex, typing]);

  const term = query.trim();
  return (
    <Layout title={term ? `Search results for “${term}”` : 'Search'}>
      <main className={`container margin-vert--lg ${styles.searchPage}`}>
        <h1>{term ? `Search results for “${term}”` : 'Search the documentation'}</h1>
        {/* How to search, in the static page: it is on screen at the first paint, before the results
            (which need the index) arrive. */}
        <p>
          Type a word or a name: a hook such as <code>useCart</code>, a component such as <code>ProductCard</code>, a
          GraphQL field, a task in plain words (in English or Portuguese) or a release version. A typo that no page
          contains is corrected to the closest title, keyword or name, and when no page holds every word, the pages that
          hold most of them are shown, with the missing words named. Tick the areas below to narrow the results, and
          press Ctrl+K (⌘K on macOS) or / on any page to search without leaving it.
        </p>
        {analyticsEnabled && (
          <p data-search-privacy="">
            This site’s analytics receives the words you search for and how many pages they found, so that writers learn
            what readers cannot find. Nothing else you type here is sent.
          </p>
        )}
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            setTyping(false);
          }}
          className="margin-bottom--md"
        >
          <input
            className={styles.input}
            style={{width: '100%'}}
            type="search"
            name="q"
            value={query}
            onChange={(event) => {
              setTyping(true);
              update({query: event.target.value, areas});
            }}
            placeholder="Search docs, hooks, components, API fields"
            aria-label="Search the documentation"
            autoComplete="off"
            spellCheck={false}
          />
        </form>
        <fieldset className="margin-bottom--md">
          <legend>Area</legend>
          {AREAS.map((area) => (
            <label key={area} className="margin-right--md">
              <input
                type="checkbox"
                name="area"
                value={area}
                checked={areas.includes(area)}
                onChange={(event) =>
                  update({
                    query,
                    areas: event.target.checked ? [...areas, area] : areas.filter((a) => a !== area),
                  })
                }
              />{' '}
              {area} <span className={styles.areaCount}>{outcome && `(${outcome.areaCounts[area] ?? 0})`}</span>
            </label>
          ))}
        </fieldset>
        <p aria-live="polite">
          {devIndexNote(devIndex) && <>{devIndexNote(devIndex)} </>}
          {failed && 'The search could not be loaded. Check your connection and try again.'}
          {!failed && outcome && outcome.total > 0 && (
            <>{outcome.total === 1 ? '1 page. ' : `${outcome.total} pages. `}</>
          )}
          {!failed && outcome && (
            <SearchNotice
              query={term}
              outcome={outcome}
              baseUrl={baseUrl}
              otherAreas={
                areas.length > 0
                  ? {
                      count: Object.values(outcome.areaCounts).reduce((a, b) => a + b, 0) - outcome.total,
                      onShow: () => update({query, areas: []}),
                    }
                  : undefined
              }
            />
          )}
        </p>
        <ol className={styles.pageResults} data-results-for={outcome?.key}>
          {hits.map((hit) => (
            <li key={hit.url}>
              <article>
                <h2 className={styles.pageResultTitle}>
                  <Link to={hit.url}>{hit.title}</Link> <span className={styles.area}>{hit.area}</span>
                </h2>
                <p className={styles.pageExcerpt} dangerouslySetInnerHTML={{__html: safeExcerpt(hit.excerpt)}} />
                {hit.sections.length > 0 && (
                  <ul className={styles.pageSections}>
                    {hit.sections.map((section) => (
                      <li key={section.url}>
                        <Link to={section.url}>{section.title}</Link>
                        <span
                          className={styles.excerpt}
                          dangerouslySetInnerHTML={{__html: safeExcerpt(section.excerpt)}}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </article>
            </li>
          ))}
        </ol>
        {outcome && outcome.total > hits.length && hits.length >= shown && (
          <button type="button" className="button button--secondary" onClick={() => setShown((n) => n + PAGE_SIZE)}>
            Show more results
          </button>
        )}
      </main>
    </Layout>
  );
}
