import fs from 'node:fs';
import path from 'node:path';
import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import cspPlugin from './src/plugins/csp';
import liveFramePlugin, {FRAME_STATIC_DIR} from './src/plugins/live-frame';
import docsMetadataPlugin from './src/plugins/docs-metadata';
import payloadSchemasPlugin, {SCHEMAS_STATIC_DIR} from './src/plugins/payload-schemas';
import routeContractPlugin from './src/plugins/route-contract';
import releaseCardsPlugin from './src/plugins/release-cards';
import {redirects} from './src/data/redirects';
import {darkCodeTheme, lightCodeTheme} from './src/css/prismThemes';
import siteDataPlugin from './src/plugins/siteData';
import apiReferencePlugin from './src/plugins/api-reference';
import uiReferencePlugin from './src/plugins/ui-reference';
import sdkReferencePlugin from './src/plugins/sdk-reference';
import referenceVersionsPlugin from './src/plugins/reference-versions';
import notFoundPlugin from './src/plugins/not-found';
import trackPrintPlugin from './src/plugins/track-print';
import codeHighlighterPlugin from './src/plugins/code-highlighter';
import socialCardsPlugin from './src/plugins/social-cards';
import faviconIcoPlugin from './src/plugins/favicon-ico';
import {NO_EDIT_URL_WARNING, editUrlBase} from './src/plugins/page-source/editUrl';
import {gitHistory, noDatesWarning} from './src/plugins/page-source/gitHistory';
import markdownPlugin from './src/plugins/markdown';
import mcpPlugin from './src/plugins/mcp';
import searchPlugin from './src/plugins/search';
import {
  remarkExampleReleases,
  remarkImportHighlighter,
  remarkLivePreview,
  remarkPlaygroundStart,
  remarkInteractionFacts,
  remarkProseSymbols,
  remarkStarterSections,
  remarkTaskPromptMark,
  remarkValidateGraphQL,
} from './src/plugins/remark';
import {PAGE_TEMPLATE} from './src/pageTemplate';

// Environment variables are read here and nowhere else.

/** Code themes and languages: the browser's Prism and the build-time highlighting use the same. */
const PRISM = {
  light: lightCodeTheme,
  dark: darkCodeTheme,
  additionalLanguages: ['bash', 'json', 'graphql', 'diff'],
};

/** Public origin of the deployed site; canonical URLs and the sitemap use it. */
const SITE_URL = process.env.SITE_URL || 'http://localhost:3000';
/** Hosted DocSearch is used only when both credentials are present. */
const ALGOLIA_APP_ID = process.env.ALGOLIA_APP_ID || '';
const ALGOLIA_API_KEY = process.env.ALGOLIA_API_KEY || '';
const ALGOLIA_INDEX_NAME = process.env.ALGOLIA_INDEX_NAME || 'devportal';
const USE_DOCSEARCH = Boolean(ALGOLIA_APP_ID && ALGOLIA_API_KEY);
/** Survey responses are POSTed here; without it they stay queued in the reader's browser. */
const SURVEY_WEBHOOK_URL = process.env.SURVEY_WEBHOOK_URL || '';
/** Analytics is opt-in: no tracker script is loaded unless an id is given. */
const GA_TRACKING_ID = process.env.GA_TRACKING_ID || '';
/** Starter submissions are POSTed here; without it the form opens a pre-filled repository issue. */
const STARTER_SUBMISSION_URL = process.env.STARTER_SUBMISSION_URL || '';
/** Base of "Edit this page" links: EDIT_URL, else the GitHub Actions run's repository; none otherwise. */
const EDIT_URL = editUrlBase(process.env);
/**
 * Docs pages show the date of their file's last commit, which needs the full git history: a copy of
 * the sources without `.git`, or a shallow clone, builds without dates (see page-source/gitHistory).
 */
const GIT_HISTORY = gitHistory(process.cwd());

// Docusaurus evaluates this file more than once per build; each warning is printed the first time only.
const warned = ((globalThis as {faststoreDocsWarned?: Set<string>}).faststoreDocsWarned ??= new Set());
for (const warning of [
  !SURVEY_WEBHOOK_URL &&
    "[faststore-docs] SURVEY_WEBHOOK_URL is not set: survey responses will stay queued in readers' browsers.",
  !EDIT_URL && NO_EDIT_URL_WARNING,
  noDatesWarning(GIT_HISTORY),
]) {
  if (warning && !warned.has(warning)) {
    warned.add(warning);
    console.warn(warning);
  }
}

/** The documented release: the installed @faststore/ui, whose version the references are generated from. */
const SITE_VERSION = (
  JSON.parse(fs.readFileSync(path.join(process.cwd(), 'node_modules/@faststore/ui/package.json'), 'utf8')) as {
    version: string;
  }
).version;
const REPOSITORY_URL = 'https://github.com/vtex/faststore';

const docsOptions = {
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  // A generated folder's own index/overview page is already its category's link (sidebars.ts);
  // listing it again as the first item would show the same page twice.
  async sidebarItemsGenerator({defaultSidebarItemsGenerator, ...args}) {
    const items = await defaultSidebarItemsGenerator(args);
    const own = new Set([`${args.item.dirName}/index`, `${args.item.dirName}/overview`]);
    return items.filter((item) => !(item.type === 'doc' && own.has(item.id)));
  },
  // "Edit this page" and the date of the page's last commit (git's committer date; the deploy
  // checks out the full history so that each file has its own; without it, no date, see GIT_HISTORY).
  editUrl: EDIT_URL,
  showLastUpdateTime: true,
  // Tags are a closed list (performance, troubleshooting); see docs/tags.yml.
  tags: 'tags.yml',
  onInlineTags: 'throw',
  // Checks on code samples in the content (GraphQL examples validate against the schema), the
  // highlighter import for pages that have code blocks, live examples rendered at build time, and the
  // playground's first example painted in the page. Names in the prose must exist in the releases the
  // page speaks for, and what they say of keys and callbacks must cite what a browser measured on
  // those releases. Pages that differ by starter get the reader's store profile.
  remarkPlugins: [
    remarkProseSymbols,
    remarkInteractionFacts,
    remarkValidateGraphQL,
    remarkExampleReleases,
    [remarkImportHighlighter, PRISM],
    remarkLivePreview,
    [remarkPlaygroundStart, PRISM],
    remarkStarterSections,
    remarkTaskPromptMark,
  ],
  lastVersion: 'current',
  versions: {
    current: {label: SITE_VERSION, path: ''},
  },
} satisfies DocsOptions;

const blogOptions = {
  path: 'releases',
  routeBasePath: 'releases',
  blogTitle: 'FastStore release notes',
  blogDescription: 'What changed in each release of the FastStore packages, the store starters, WebOps and the CMS.',
  blogSidebarCount: 'ALL',
  blogSidebarTitle: 'All release notes',
  // Release tags are a closed list too; see releases/tags.yml.
  tags: 'tags.yml',
  onInlineTags: 'throw',
  onInlineAuthors: 'ignore',
  onUntruncatedBlogPosts: 'throw',
  remarkPlugins: [remarkValidateGraphQL, remarkExampleReleases, [remarkImportHighlighter, PRISM], remarkLivePreview],
  feedOptions: {type: ['rss', 'atom'], xslt: false},
  editUrl: EDIT_URL,
} satisfies BlogOptions;

const config: Config = {
  title: 'FastStore',
  tagline: 'Build fast, accessible storefronts with FastStore',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  // Every route is exact: '/conceptual-guides', never '/conceptual-guides/'. Pages are written
  // as 'x.html', and the servers answer '/x', '/x.html' and '/x/index.html' with that file.
  trailingSlash: false,
  // Pages are painted before their scripts run; see src/pageTemplate.
  ssrTemplate: PAGE_TEMPLATE,
  organizationName: 'vtex',
  projectName: 'faststore',

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },

  customFields: {
    siteVersion: SITE_VERSION,
    repositoryUrl: REPOSITORY_URL,
    surveyWebhookUrl: SURVEY_WEBHOOK_URL,
    starterSubmissionUrl: STARTER_SUBMISSION_URL,
    analyticsEnabled: Boolean(GA_TRACKING_ID),
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is added below, wrapped (src/plugins/docs-metadata).
        docs: false,
        blog: blogOptions,
        theme: {customCss: ['./src/css/custom.css', './src/css/print.css']},
        pages: {remarkPlugins: [[remarkImportHighlighter, PRISM], remarkLivePreview]},
        // Pages marked noindex (writers' templates, section previews) are left out of the sitemap.
        sitemap: {lastmod: null, changefreq: null, priority: null},
        ...(GA_TRACKING_ID && {gtag: {trackingID: GA_TRACKING_ID, anonymizeIP: true}}),
      } satisfies Preset.Options,
    ],
  ],

  // Docusaurus' warning for a build served from the wrong folder decides too early for pages whose
  // scripts start after the first paint; the page template warns instead, when a script fails.
  baseUrlIssueBanner: false,
  future: {
    // Rspack, SWC and Lightning CSS (@docusaurus/faster); DOCUSAURUS_FASTER=0 builds with webpack and
    // Babel instead, which the benchmark uses to compare the two.
    faster: process.env.DOCUSAURUS_FASTER !== '0',
    // Every default Docusaurus 4 will have, taken now: theme CSS in cascade layers (the site's own
    // styles and @faststore/ui's win over Infima's whatever their specificity), the site's keys in
    // the browser's storage namespaced by its URL, strict MDX (no `:::note Title`, `{#id}` or
    // HTML-comment syntax), no legacy head attribute in the built HTML.
    v4: true,
    // Dates from git only with the whole history (true is Docusaurus' own reading of it).
    experimental_vcs: GIT_HISTORY === 'full',
  },
  // Generated static files, written when content loads so that `npm start` serves them too: the
  // live-example frame (src/plugins/live-frame) and the payload schemas (src/plugins/payload-schemas).
  staticDirectories: ['static', FRAME_STATIC_DIR, SCHEMAS_STATIC_DIR],

  clientModules: [
    './src/clientModules/routeAddress.ts',
    './src/clientModules/imageZoom.ts',
    './src/clientModules/chunkLoadError.ts',
    './src/clientModules/idlePrefetch.ts',
  ],

  // The site's own plugins. The reference plugins hand the pages the reference's committed data
  // (packages/reference/data, written by npm run reference:data); none reads the packages' code.
  plugins: [
    // The classic docs plugin, without every doc's description in the metadata each docs page loads.
    [docsMetadataPlugin, docsOptions],
    // Old public URLs keep working: each gets a page that sends the reader to the new address.
    ['@docusaurus/plugin-client-redirects', {redirects}],
    routeContractPlugin, // fails the build when a public URL is neither served nor redirected
    payloadSchemasPlugin, // publishes the JSON Schemas of the survey and starter-submission bodies (dev too)
    cspPlugin, // writes build/.csp-policy for the nginx configuration
    liveFramePlugin, // the sandboxed frame that runs reader-edited examples (/live-frame/), and its policy
    siteDataPlugin, // checks src/data (starters, updates), a bad entry fails the build; adds the starter pages
    releaseCardsPlugin, // the home page's release cards, from the newest release notes
    apiReferencePlugin, // the GraphQL API reference and the explorer's schema (src/plugins/api-reference)
    uiReferencePlugin, // @faststore/ui props and data attributes for PropsTable and StylingHooks; checks the pages
    sdkReferencePlugin, // @faststore/sdk signatures for SdkSignature, highlighted (src/plugins/sdk-reference)
    referenceVersionsPlugin, // covered releases, the version picker's data and /reference/changes
    notFoundPlugin, // the routes the not-found page offers for an unknown address
    trackPrintPlugin, // each tutorial track as one document to read offline, print or save
    codeHighlighterPlugin, // Prism only on pages with code blocks (src/plugins/code-highlighter)
    socialCardsPlugin, // draws each page's og:image card after the build (src/plugins/social-cards)
    faviconIcoPlugin, // /favicon.ico drawn from the SVG favicon after the build (src/plugins/favicon-ico)
    markdownPlugin, // every page as Markdown at <route>.md, plus /llms.txt and /llms-full.txt (src/plugins/markdown)
    mcpPlugin, // the coding-agent server's data (pages, search index, per-release reference) in build/agents/data
    searchPlugin, // the local search index, search bar and /search page, unless DocSearch is configured
  ],

  themes: [
    // Live, editable examples on the UI reference pages.
    '@docusaurus/theme-live-codeblock',
  ],

  themeConfig: {
    ...(USE_DOCSEARCH && {
      algolia: {
        appId: ALGOLIA_APP_ID,
        apiKey: ALGOLIA_API_KEY,
        indexName: ALGOLIA_INDEX_NAME,
        contextualSearch: true,
        searchPagePath: 'search',
      },
    }),
    // No site-wide image: every page points at its own card (src/components/social-cards in Root).
    // Docusaurus' defaults stand for the colour mode (light, with a switch, the system's preference
    // ignored), the sidebar (not hideable, categories left open), the table of contents (h2 and h3)
    // and the docs' breadcrumbs.
    announcementBar: {
      id: 'survey-2022',
      content: 'Help us shape the FastStore docs: tell us how this portal works for you.',
      backgroundColor: '#14213d',
      textColor: '#ffffff',
      isCloseable: false,
    },
    navbar: {
      title: 'FastStore',
      logo: {alt: 'FastStore logo', src: 'img/logo.svg', srcDark: 'img/logo-dark.svg', width: 32, height: 32},
      items: [
        {
          to: '/docs',
          label: 'Documentation',
          position: 'left',
          activeBaseRegex:
            '^/(docs|quickstart|conceptual-guides|how-to-guides|reference|resources|playground|templates|v0)',
        },
        {to: '/tutorials', label: 'Tutorials', position: 'left', activeBaseRegex: '^/tutorials'},
        {to: '/faq', label: 'FAQ', position: 'left'},
        {to: '/releases', label: 'Release Notes', position: 'left'},
        {
          type: 'dropdown',
          label: 'More',
          position: 'left',
          items: [
            {to: '/starters', label: 'Starters'},
            {href: `${REPOSITORY_URL}/discussions`, label: 'Community'},
          ],
        },
        {
          type: 'html',
          position: 'right',
          value: `<span class="navbar__version" title="Documented release">v${SITE_VERSION}</span>`,
        },
        {
          href: REPOSITORY_URL,
          position: 'right',
          className: 'header-github-link',
          'aria-label': 'FastStore repository on GitHub',
        },
        {type: 'search', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      logo: {alt: 'FastStore logo', src: 'img/logo-dark.svg', href: '/', width: 40, height: 40},
      links: [
        {
          title: 'Docs',
          items: [
            {label: 'Quickstart', to: '/quickstart'},
            {label: 'Tutorials', to: '/tutorials'},
            {label: 'How-to guides', to: '/how-to-guides'},
            {label: 'Reference', to: '/reference'},
          ],
        },
        {
          title: 'More',
          items: [
            {label: 'Release notes', to: '/releases'},
            {label: 'Starters', to: '/starters'},
            {label: 'Resources', to: '/resources'},
            {label: 'GitHub', href: REPOSITORY_URL},
          ],
        },
      ],
      copyright: `Documentation for FastStore ${SITE_VERSION}. Copyright © ${new Date().getFullYear()} VTEX. Built with Docusaurus.`,
    },
    prism: {
      theme: PRISM.light,
      darkTheme: PRISM.dark,
      additionalLanguages: [...PRISM.additionalLanguages],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
