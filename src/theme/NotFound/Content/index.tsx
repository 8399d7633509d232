/**
 * The not-found page (replaces the theme's, whose only advice is to contact whoever linked here):
 * it lists the pages the address most likely meant, from the routes the build wrote
 * (`/not-found-routes.json`, src/plugins/not-found), then the local search's results for the
 * address's words. Before its scripts run, the page offers a search form that works without them.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import {PageMetadata} from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {nearestRoutes, pathWords, type RouteEntry} from '@faststore-docs/shared/nearest';
import SocialCardMeta from '@site/src/components/social-cards/SocialCardMeta';
import styles from './styles.module.css';

interface Found {
  nearest: RouteEntry[];
  searched: {url: string; title: string}[];
}

async function find(baseUrl: string, requested: string, localSearch: boolean): Promise<Found> {
  const response = await fetch(`${baseUrl}not-found-routes.json`);
  const routes = ((await response.json()) as [string, string][]).map(([path, title]) => ({path, title}));
  const nearest = nearestRoutes(requested.slice(baseUrl.length - 1), routes);
  const words = pathWords(requested.slice(baseUrl.length - 1));
  if (!localSearch || !words) return {nearest, searched: []};
  const client = await import('@site/src/components/search/client');
  const outcome = await client.search(baseUrl, words);
  const hits = await Promise.all(outcome.results.slice(0, 5).map((r) => client.loadHit(r, 0)));
  const shown = new Set(nearest.map((r) => r.path));
  const searched = hits.map((h) => ({url: h.url.replace(/\.html$/, ''), title: h.title}));
  return {nearest, searched: searched.filter((h) => !shown.has(h.url)).slice(0, 5)};
}

export default function NotFoundContent({className}: {className?: string}): ReactNode {
  const {pathname} = useLocation();
  const {siteConfig} = useDocusaurusContext();
  const localSearch = !(siteConfig.themeConfig as {algolia?: unknown}).algolia;
  const [found, setFound] = useState<Found | null>(null);
  const [failed, setFailed] = useState(false);
  const query = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    setFound(null);
    // The static page is the same for every unknown address; once running, the field suggests this
    // address's words, unless the reader has already typed.
    if (query.current && !query.current.value) query.current.value = pathWords(pathname);
    find(siteConfig.baseUrl, pathname, localSearch)
      .then((result) => live && setFound(result))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [pathname, siteConfig.baseUrl, localSearch]);

  const words = pathWords(pathname);
  return (
    <main className={clsx('container margin-vert--xl', styles.page, className)} data-not-found="">
      {/* Unknown docs paths render this inside the docs layout, which gives the tab no title of its own. */}
      <PageMetadata title="Page not found" />
      {/* The card of the built not-found page: once running, the address is the unknown one, which has none. */}
      <SocialCardMeta page="/404.html" />
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            No page of the FastStore documentation lives at this address. It may have moved, or the link may have a
            typo.
          </p>
          <form action={`${siteConfig.baseUrl}search`} method="get" role="search" className={styles.form}>
            <label htmlFor="not-found-query">Search the documentation</label>
            <div className={styles.row}>
              <input id="not-found-query" name="q" type="search" ref={query} />
              <button type="submit" className="button button--primary">
                Search
              </button>
            </div>
          </form>
          <p>
            Or start from the <Link to="/docs">documentation</Link>, the <Link to="/tutorials">tutorials</Link> or the{' '}
            <Link to="/reference">reference</Link>.
          </p>
          {/* Filled in once the page runs; its room is kept so nothing above or below it moves. */}
          <div className={styles.found}>
            {found && found.nearest.length > 0 && (
              <section aria-labelledby="not-found-nearest">
                <Heading as="h2" id="not-found-nearest">
                  Did you mean
                </Heading>
                <ul className={styles.list} data-not-found-nearest="">
                  {found.nearest.map((route) => (
                    <li key={route.path}>
                      <Link to={route.path}>{route.title}</Link> <code>{route.path}</code>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {found && found.searched.length > 0 && (
              <section aria-labelledby="not-found-search">
                <Heading as="h2" id="not-found-search">
                  Pages about “{words}”
                </Heading>
                <ul className={styles.list} data-not-found-search="">
                  {found.searched.map((hit) => (
                    <li key={hit.url}>
                      <Link to={hit.url}>{hit.title}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {failed && <p role="status">The list of pages could not be loaded; search for the page instead.</p>}
          </div>
        </div>
      </div>
    </main>
  );
}
