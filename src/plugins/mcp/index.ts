/**
 * The data the coding-agent server (`mcp/`, the `faststore-docs-mcp` package) answers from, written
 * after the build into the build's `agents/data/` (the package's own build copies it into its `data/`, with
 * the site's search index): every page's Markdown, the
 * UI props, SDK signatures and GraphQL schema of every covered release, the changes between them,
 * each component's page and live example, and the starters' installed versions. The server then
 * needs neither the site nor the network.
 *
 * Only the default build writes it: the configured build (`build:configured`) holds the same pages
 * with test integrations and must not replace what the package ships.
 */
import fs from 'node:fs';
import path from 'node:path';
import {printSchema} from 'graphql';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {
  AREAS,
  type Area,
  type WrittenBundle,
  type ComponentDoc,
  type ComponentExample,
  type Reference,
} from 'faststore-docs-mcp/src/data';
import {writeBundle} from 'faststore-docs-mcp/src/bundle';
import {keywordsOf} from '@faststore-docs/shared/search/build';
import {sectionsOf} from 'faststore-docs-mcp/src/sections';
import {codeBlocks, isLiveMeta} from '@faststore-docs/shared/codeBlocks';
import {exampleReleases} from '@faststore-docs/shared/reference/exampleReleases';
import {isPartial} from '@faststore-docs/shared/reference/validateExample';
import {componentPages} from '@faststore-docs/shared/reference/catalogue';
import {
  apiReleases,
  referenceChanges,
  referenceVersions,
  sdkReleases,
  uiReleases,
  upgradePages,
  migrations,
} from '@faststore-docs/shared/reference/data';
import {readingOrder} from '../markdown/readingOrder';
import type {MarkdownPage} from '../markdown/llmsTxt';
import {builtSite} from '../builtSite';
import {convertMainOfPage} from '../markdown/convert';
import {sectionOf, SECTIONS} from '../markdown/llmsTxt';
import {runsAfterBuild} from '../afterBuildSteps';

const PLUGIN = 'faststore-mcp';
/** Where the data is written, inside the build; `node mcp/build.mjs --data <dir> --search <pagefind dir>` packs it. */
const AGENT_DATA_DIR = path.join('agents', 'data');

/** The llms.txt section of a page, as the slug the tools take (`How-to guides` → `how-to-guides`). */
/** The site's own pages about starters, which are not docs pages. */
const STARTER_PAGES = /^\/starters(\/|$)/;

const AREA_OF = Object.fromEntries(
  SECTIONS.map((section) => {
    const slug = section === 'Release notes' ? 'releases' : section.toLowerCase().replace(/\s+/g, '-');
    if (!(AREAS as readonly string[]).includes(slug)) throw new Error(`${PLUGIN}: no search area for "${section}"`);
    return [section, slug as Area];
  }),
) as Record<(typeof SECTIONS)[number], Area>;

/**
 * The section anchors the built page really has. Headings the site renders from components (category
 * cards, the changes list) get other ids or none; a search hit on them links the page itself.
 */
function anchorsIn(html: string, markdown: string): string[] {
  const ids = new Set([...html.matchAll(/\sid="?([^\s">]+)/g)].map((m) => m[1]));
  return sectionsOf(markdown)
    .map((s) => s.anchor)
    .filter((anchor) => anchor && ids.has(anchor));
}

/**
 * A component page's examples that use the component, live ones first, each with the releases it is
 * written for (the build type-checks each against those), so the server can hand out one that
 * compiles on the release it answers for.
 */
function examplesOf(file: string, name: string): ComponentExample[] {
  const uses = new RegExp(`<${name}\\b|\\b${name}\\(`);
  return codeBlocks(fs.readFileSync(file, 'utf8'))
    .filter((b) => /^(tsx|jsx)$/.test(b.lang) && !isPartial(b.meta) && uses.test(b.code))
    .map((b) => ({code: b.code, live: isLiveMeta(b.meta), ...exampleReleases(b.meta)}))
    .sort((a, b) => Number(b.live) - Number(a.live));
}

/** SDK export name → the route of the page whose `<SdkSignature of="…">` documents it. */
function sdkPages(siteDir: string, docs: DocsContent): Record<string, string> {
  const pages: Record<string, string> = {};
  for (const doc of docs.loadedVersions[0].docs) {
    if (!doc.permalink.startsWith('/reference/sdk/')) continue;
    const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
    for (const [, name] of fs.readFileSync(file, 'utf8').matchAll(/<SdkSignature\s+of="([^"]+)"/g)) {
      pages[name] ??= doc.permalink;
    }
  }
  return pages;
}

export default function mcpPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig} = context;
  let sdkRoutes: Record<string, string> = {};
  let ordered: MarkdownPage[] = [];

  return {
    name: PLUGIN,
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as DocsContent | undefined;
      if (!docs) throw new Error(`${PLUGIN}: the docs plugin must be loaded`);
      sdkRoutes = sdkPages(siteDir, docs);
      ordered = readingOrder(docs, allContent['docusaurus-plugin-content-blog']?.default as BlogContent | undefined);
    },
    async postBuild(props) {
      const {outDir} = props;
      if (path.resolve(outDir) !== path.join(siteDir, 'build') || !runsAfterBuild('mcp')) return;
      // Links into a build made without the portal's public address (SITE_URL) would point at the
      // builder's own machine: the package then answers with routes, which get_page reads.
      const local = /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/?$/.test(siteConfig.url);
      const origin = local ? '' : siteConfig.url.replace(/\/$/, '');
      if (local) console.warn(`[${PLUGIN}] SITE_URL is not set: the agent package answers with routes, not links.`);
      const site = builtSite(props);
      const pages = [];
      for (const page of ordered) {
        // The same conversion as the page's `.md` copy, made once for both.
        const converted = await site.markdown(page.permalink);
        const html = site.html(page.permalink);
        if (!converted || html === undefined) throw new Error(`${PLUGIN}: ${page.permalink} has no article to publish`);
        pages.push({
          // A category's index page has a trailing slash in its permalink; the site serves it without.
          path: page.permalink.length > 1 ? page.permalink.replace(/\/$/, '') : page.permalink,
          title: page.title,
          description: page.description,
          area: AREA_OF[sectionOf(page, siteConfig.baseUrl)],
          markdown: converted.markdown,
          listed: !site.noIndex(page.permalink),
          anchors: anchorsIn(html, converted.markdown),
          keywords: keywordsOf(html),
        });
      }
      // The site's search finds the starters gallery, each starter's page and the page for submitting
      // one: a developer choosing or publishing a starter asks an agent the same questions.
      for (const route of site.routes().filter((r) => STARTER_PAGES.test(r) && !site.noIndex(r))) {
        const html = site.html(route)!;
        const converted = await convertMainOfPage(html, origin);
        if (!converted) throw new Error(`${PLUGIN}: ${route} has no main content to publish`);
        pages.push({
          path: route,
          title: converted.title,
          description: converted.description,
          area: 'get-started' as const,
          markdown: converted.markdown,
          listed: true,
          anchors: anchorsIn(html, converted.markdown),
          keywords: keywordsOf(html),
        });
      }
      const components: Record<string, ComponentDoc> = {};
      for (const page of componentPages(siteDir)) {
        components[page.name] = {route: page.route, examples: examplesOf(path.join(siteDir, page.file), page.name)};
      }
      const {versions, defaults, starters} = referenceVersions();
      const reference: Reference = {
        versions,
        defaults,
        starters,
        ui: Object.fromEntries(uiReleases().map((r) => [r.version, r.data])),
        sdk: Object.fromEntries(sdkReleases().map((r) => [r.version, r.data])),
        api: Object.fromEntries(apiReleases().map((r) => [r.version, printSchema(r.data)])),
        changes: referenceChanges(),
        upgradePages: upgradePages(),
        migrations: migrations(),
        components,
        sdkPages: sdkRoutes,
      };
      const bundle: WrittenBundle = {docs: {origin, pages}, reference};
      writeBundle(path.join(outDir, AGENT_DATA_DIR), bundle);
    },
  };
}
