/**
 * Which pages of a build the search index holds, which area each belongs to, and the few marks that
 * tell Pagefind what to read on a page. Kept free of Docusaurus imports for the unit tests.
 */
import type {Area} from '@faststore-docs/shared/search/areas';
import {escapeText} from 'entities';
import {isClientRedirect} from '../builtSite';

/**
 * Routes whose text would only repeat indexed pages or that are not content: the home page (links to
 * indexed pages), the release-note lists (each repeats its posts' summaries), the results page itself
 * and the not-found page. Writers' templates (unlisted) and section previews are left out by their noindex tag,
 * which Docusaurus reports in the routes' build metadata (../builtSite).
 */
const NOT_CONTENT = /^\/($|search$|404(\.html)?$|releases($|\/archive$|\/page\/|\/tags))/;

/** Whether the page built for `route` belongs in the index, judged by its route and its HTML. */
export function isIndexed(route: string, html: string): boolean {
  if (NOT_CONTENT.test(route)) return false;
  // Redirect pages of old URLs: the page they point at is indexed under its own URL.
  return !isClientRedirect(html);
}

/**
 * Parts of a page that repeat other text (table of contents, breadcrumbs, previous/next links, the
 * edit link) or are controls, not content. Indexing them would make every heading match twice and every
 * page match its neighbours' titles.
 */
export const EXCLUDED_SELECTORS = [
  '.theme-doc-toc-desktop',
  '.theme-doc-toc-mobile',
  '.theme-doc-breadcrumbs',
  '.pagination-nav',
  '.theme-doc-footer',
  '.theme-blog-footer-edit-meta-row',
  '.hash-link',
  // The page's "View as Markdown" link: the same words on every page.
  'a[type="text/markdown"]',
  'nav',
  'button',
  'script',
  'style',
];

/**
 * The page as Pagefind should read it: the `<main>` element is the content (the navbar, sidebar and
 * footer are the same on every page), its area is a filter, and its title (the h1) weighs most.
 * (Adding each page's description under its title was tried: it made the index chunks a third larger and
 * ranked overview pages above the hooks they describe.)
 */
export function markForIndex(html: string, area: Area, keywords: readonly string[] = []): string {
  const filter = `<meta data-pagefind-filter="area[content]" content="${area}">`;
  // A page's keywords are reader words for what it documents: found like its title, as its top section.
  const words = keywords.length > 0 ? `<p data-pagefind-weight="7" hidden>${escapeText(keywords.join(', '))}</p>` : '';
  return html
    .replace(/<main\b/, '<main data-pagefind-body')
    .replace(/(<main\b[^>]*>)/, `$1${filter}`)
    .replace(/<h1\b/, '<h1 data-pagefind-weight="10"')
    .replace(/(<\/h1>)/, `$1${words}`);
}
