/**
 * The built site as every after-build step reads it: the routes Docusaurus hands `postBuild`, the
 * HTML file it wrote for each (`trailingSlash: false` writes `a/b.html`, a folder's own page may be
 * `a/b/index.html`, the home page `index.html`) and the route each file serves, each file's text
 * read once and shared, the text of its `<main>`, the pages a step adds, and whether the route is
 * kept out of search engines, from the build metadata Docusaurus gives with the routes (a page's
 * `noindex` robots tag), and each page converted to Markdown once, for the `.md` copies and the
 * coding-agent data alike (./markdown/convert); below it, what every step reads in a page's HTML
 * (its title, its h1, its meta tags, whether it is a redirect stub), and the list of every HTML
 * file. One instance per build: Docusaurus hands every plugin's `postBuild` of a build the same
 * route metadata object, so they share the reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {decodeHTML} from 'entities';
import {convertPage, type ConvertedPage} from './markdown/convert';

type PostBuildProps = Parameters<NonNullable<Plugin['postBuild']>>[0];

export class BuiltSite {
  private readonly texts = new Map<string, string>();
  private readonly converted = new Map<string, Promise<ConvertedPage | null>>();

  constructor(
    readonly outDir: string,
    private readonly routesPaths: readonly string[],
    private readonly metadata: Readonly<Record<string, {noIndex: boolean}>>,
    private readonly baseUrl = '/',
    /** The site's public origin, which the Markdown's links are made absolute with. */
    private readonly origin = '',
  ) {}

  /** Every route of the build, once each, sorted; the not-found route and patterns left out. */
  routes(): string[] {
    return [...new Set(this.routesPaths)].filter((r) => !r.includes('*') && !/\/404(\.html)?$/.test(r)).sort();
  }

  /** The HTML file written for `route`, or undefined when the build wrote none. */
  file(route: string): string | undefined {
    const relative = route.slice(this.baseUrl.length).replace(/\/$/, '');
    const candidates = relative ? [`${relative}.html`, path.join(relative, 'index.html')] : ['index.html'];
    return candidates.map((c) => path.join(this.outDir, c)).find((file) => fs.existsSync(file));
  }

  /** The HTML of `route`, read once for every step of the build; undefined when it has no file. */
  html(route: string): string | undefined {
    const file = this.file(route);
    if (!file) return undefined;
    let text = this.texts.get(file);
    if (text === undefined) {
      text = fs.readFileSync(file, 'utf8');
      this.texts.set(file, text);
    }
    return text;
  }

  /** The text of the page's `<main>` element, tags removed: what a reader reads there ('' when it has none). */
  mainText(route: string): string {
    return /<main\b[\s\S]*<\/main>/.exec(this.html(route) ?? '')?.[0].replace(/<[^>]+>/g, ' ') ?? '';
  }

  /** Writes a page of the step's own (a tutorial track's print document) where `route` is served. */
  writePage(route: string, html: string): void {
    const file = path.join(this.outDir, `${route.slice(this.baseUrl.length)}.html`);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, html);
    this.texts.set(file, html);
  }

  /** Whether the page asks search engines not to index it (writers' templates, section previews). */
  noIndex(route: string): boolean {
    // A category's own page may be named with a trailing slash; its metadata is under the route.
    return this.metadata[route]?.noIndex ?? this.metadata[route.replace(/(.)\/$/, '$1')]?.noIndex ?? false;
  }

  /**
   * The page as Markdown, converted once however many steps ask; null when it has no docs or
   * release-post article. Fails when the build wrote no file for `route`.
   */
  markdown(route: string): Promise<ConvertedPage | null> {
    let page = this.converted.get(route);
    if (!page) {
      const html = this.html(route);
      page =
        html === undefined
          ? Promise.reject(new Error(`the build has no HTML file for ${route} in ${this.outDir}`))
          : convertPage(html, this.origin);
      this.converted.set(route, page);
    }
    return page;
  }
}

/**
 * Every HTML file of a build folder, nested ones too, relative to it and in order: what the steps that
 * read every file the build wrote (policy hashes, social cards) and the tests of a build go through.
 */
export function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** The route a built HTML file serves: `a/b.html` serves `/a/b`, `a/index.html` serves `/a`. */
export function routeOfHtmlFile(relativeFile: string): string {
  const route = relativeFile
    .split(/[\\/]/)
    .join('/')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '');
  return `/${route}`;
}

const TITLE = /<title\b[^>]*>([\s\S]*?)<\/title>/i;
const H1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i;
/** The text of a piece of HTML: tags as spaces, entities decoded, white space collapsed. */
const text = (html: string) =>
  decodeHTML(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** The text of the page's h1, tags removed; '' when it has none. */
export const h1Text = (html: string): string => text(H1.exec(html)?.[1] ?? '');

/**
 * The page's own title: its `<title>` without the " | <site>" suffix that Docusaurus appends. Pages
 * whose title is the site's name alone (the not-found and search pages) use their h1 instead.
 */
export function pageTitle(html: string, siteTitle: string): string {
  const full = text(TITLE.exec(html)?.[1] ?? '');
  const suffix = ` | ${siteTitle}`;
  const own = full.endsWith(suffix) ? full.slice(0, -suffix.length).trim() : full;
  if (own && own !== siteTitle) return own;
  return h1Text(html) || siteTitle;
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

const sites = new WeakMap<object, BuiltSite>();

/** The built site of the build whose `postBuild` these props are. */
export function builtSite(props: PostBuildProps): BuiltSite {
  let site = sites.get(props.routesBuildMetadata);
  if (!site) {
    site = new BuiltSite(
      props.outDir,
      props.routesPaths,
      props.routesBuildMetadata,
      props.siteConfig.baseUrl,
      props.siteConfig.url.replace(/\/$/, ''),
    );
    sites.set(props.routesBuildMetadata, site);
  }
  return site;
}
