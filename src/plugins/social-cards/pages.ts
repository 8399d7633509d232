/**
 * What a social card shows, worked out from a page's address and its built HTML (the plugin and the
 * tests read pages with these).
 */
import {decodeHTML} from 'entities';

/**
 * The portal's areas, most specific first: the label a card shows above the title. A section's
 * own landing page (`/tutorials`) is named in the plural, the pages inside it in the singular.
 */
const AREAS: {prefix: string; landing: string; page: string}[] = [
  {prefix: '/reference/api', landing: 'API reference', page: 'API reference'},
  {prefix: '/reference/sdk', landing: 'SDK reference', page: 'SDK reference'},
  {prefix: '/reference/ui', landing: 'UI components', page: 'UI component'},
  {prefix: '/reference/plugins', landing: 'Plugin reference', page: 'Plugin reference'},
  {prefix: '/reference', landing: 'Reference', page: 'Reference'},
  {prefix: '/tutorials', landing: 'Tutorials', page: 'Tutorial'},
  {prefix: '/how-to-guides', landing: 'How-to guides', page: 'How-to guide'},
  {prefix: '/conceptual-guides', landing: 'Concepts', page: 'Concept'},
  {prefix: '/releases', landing: 'Release notes', page: 'Release notes'},
  {prefix: '/starters', landing: 'Starters', page: 'Starter'},
  {prefix: '/quickstart', landing: 'Quickstart', page: 'Quickstart'},
  {prefix: '/faq', landing: 'FAQ', page: 'FAQ'},
  {prefix: '/playground', landing: 'Playground', page: 'Playground'},
  {prefix: '/templates', landing: 'Writer templates', page: 'Writer template'},
  {prefix: '/sections', landing: 'Section previews', page: 'Section preview'},
];

export function cardArea(route: string): string {
  for (const {prefix, landing, page} of AREAS) {
    if (route === prefix) return landing;
    if (route.startsWith(`${prefix}/`)) return page;
  }
  return 'Docs';
}

const TITLE = /<title\b[^>]*>([\s\S]*?)<\/title>/i;
const H1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i;
const text = (html: string) =>
  decodeHTML(html.replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The page's own title: its `<title>` without the " | <site>" suffix that Docusaurus appends. Pages
 * whose title is the site's name alone (the not-found and search pages) use their h1 instead.
 */
export function pageTitle(html: string, siteTitle: string): string {
  const full = text(TITLE.exec(html)?.[1] ?? '');
  const suffix = ` | ${siteTitle}`;
  const own = full.endsWith(suffix) ? full.slice(0, -suffix.length).trim() : full;
  if (own && own !== siteTitle) return own;
  return text(H1.exec(html)?.[1] ?? '') || siteTitle;
}

/** Attributes of every `<meta>` element of a page, as written by the build's minifier or not. */
function metaTags(html: string): Record<string, string>[] {
  const tags: Record<string, string>[] = [];
  for (const [, attributes] of html.matchAll(/<meta\b([^>]*?)\/?>/gi)) {
    const tag: Record<string, string> = {};
    for (const m of attributes.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      tag[m[1].toLowerCase()] = decodeHTML(m[2] ?? m[3] ?? m[4] ?? '');
    }
    tags.push(tag);
  }
  return tags;
}

/** The content of the page's `<meta property|name=key>`, or undefined. */
export function metaContent(html: string, key: string): string | undefined {
  return metaTags(html).find((tag) => tag.property === key || tag.name === key)?.content;
}

/**
 * Client-side redirect pages (`@docusaurus/plugin-client-redirects`) are stubs that only send the
 * reader on; they are not pages anyone shares, and carry no head to point at a card.
 */
export function isClientRedirect(html: string): boolean {
  return metaTags(html).some((tag) => tag['http-equiv']?.toLowerCase() === 'refresh');
}
