/**
 * The built site as every after-build step reads it: the routes Docusaurus hands `postBuild`, the
 * HTML file it wrote for each (`trailingSlash: false` writes `a/b.html`, a folder's own page may be
 * `a/b/index.html`, the home page `index.html`) and the route each file serves, each file's text read
 * once and shared, the text of its `<main>`, the pages a step adds, and whether
 * the route is kept out of search engines, from the build metadata Docusaurus gives with the routes
 * (a page's `noindex` robots tag), and each page converted to Markdown once, for the `.md` copies and
 * the coding-agent data alike (./markdown/convert). One instance per build: Docusaurus hands every plugin's
 * `postBuild` of a build the same route metadata object, so they share the reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
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

/** The route a built HTML file serves: `a/b.html` serves `/a/b`, `a/index.html` serves `/a`. */
export function routeOfHtmlFile(relativeFile: string): string {
  const route = relativeFile
    .split(/[\\/]/)
    .join('/')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '');
  return `/${route}`;
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
