/**
 * The data bundle the server answers from, written by the site's build (`src/plugins/mcp`) into
 * `mcp/data/` and shipped with the package, so that the server needs no network and no site.
 */
import type {UiReference} from '@faststore-docs/shared/reference/ui';
import type {SdkReference} from '@faststore-docs/shared/reference/sdk';
import type {Change} from '@faststore-docs/shared/reference/changes';
import type {StarterVersions} from '@faststore-docs/shared/reference/data';
import type {UpgradePage} from '@faststore-docs/reference/migrations';
import type {Migrations} from '@faststore-docs/reference/data/schemas';

export type {Change};

export const PACKAGE_KEYS = ['ui', 'sdk', 'api'] as const;
export type PackageKey = (typeof PACKAGE_KEYS)[number];

/** Where a reader looks for a page: the sections of the site's `llms.txt`. */
export const AREAS = [
  'get-started',
  'tutorials',
  'how-to-guides',
  'concepts',
  'graphql-api',
  'sdk',
  'ui-components',
  'releases',
  'optional',
] as const;
export type Area = (typeof AREAS)[number];

export interface Page {
  /** The route: `/reference/sdk/cart/useCart`. */
  path: string;
  title: string;
  description: string;
  area: Area;
  /** The page as the site publishes it at `<route>.md`. */
  markdown: string;
  /** Writers' templates and other pages kept out of search engines stay out of search here too. */
  listed: boolean;
  /** The section anchors (./sections) the built page has as element ids; others are not linked. */
  anchors: string[];
  /** Reader words for what the page documents (its front matter `keywords`), weighed like its title. */
  keywords: string[];
}

interface Docs {
  /** The site's public origin, without a trailing slash; empty when the build had no public address (answers then give routes). */
  origin: string;
  pages: Page[];
}

export interface ComponentExample {
  code: string;
  /** A live block: a JSX expression the page renders, with React and the UI components in scope. */
  live: boolean;
  /** The releases it is written for, when not all (the build type-checks it against those). */
  since?: string;
  until?: string;
}

export interface ComponentDoc {
  route: string;
  /** The examples on the component's page that use it, live ones first. */
  examples: ComponentExample[];
}

export interface Reference {
  /** Every covered release of each package, oldest first. */
  versions: Record<PackageKey, string[]>;
  /** The release the site shows first (the one the tutorials' starter installs). */
  defaults: Record<PackageKey, string>;
  starters: StarterVersions[];
  ui: Record<string, UiReference>;
  sdk: Record<string, SdkReference>;
  /** The GraphQL schema of each `@faststore/api` release, as SDL. */
  api: Record<string, string>;
  changes: Change[];
  /** One upgrade page per package and pair of covered releases, with each breaking change's migration. */
  upgradePages: UpgradePage[];
  /** The checked migrations: what each breaking change asks of a store (the upgrade command's report). */
  migrations: Migrations;
  /** UI export name → its page and live example. */
  components: Record<string, ComponentDoc>;
  /** SDK export name → the page that documents it. */
  sdkPages: Record<string, string>;
}

export interface Bundle {
  docs: Docs;
  reference: Reference;
  /** The site's search index (its build's `pagefind/`), copied beside the data files: `search_docs` runs it. */
  searchDir: string;
}

/** What the site's build writes; the search index is copied in by the package's own build. */
export type WrittenBundle = Omit<Bundle, 'searchDir'>;

export const DOCS_FILE = 'docs.json';
/** The folder of the data that holds the site's search index. */
export const SEARCH_DIR = 'pagefind';
export const REFERENCE_FILE = 'reference.json';
