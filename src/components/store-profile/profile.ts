/**
 * "Your store": the starter and the FastStore releases a reader builds with, told once and kept in
 * this browser (one local-storage key), so that every page that differs by starter or release shows
 * theirs. Pure and browser-safe: the control, the version pickers, the inline script that applies the
 * profile before the first paint and the unit tests share it. Nothing here leaves the page.
 */
import {PACKAGE_KEYS, type PackageKey} from '@faststore-docs/shared/reference/marks';
import {HTML_ATTRIBUTE as releaseAttribute, HTML_ATTRIBUTE_PREFIX} from '@faststore-docs/shared/reference/attributes';

export const STORAGE_KEY = 'faststore-docs:store';
/** Set on <html> before the first paint: the guides put this starter's section first. */
const STARTER_ATTRIBUTE = 'data-store-starter';
/** Where each package's release was remembered before the profile held it. */
const LEGACY_PREFIX = 'faststore-docs:reference-';
const LEGACY_KEY = (pkg: PackageKey): string => `${LEGACY_PREFIX}${pkg}`;

/** The names readers know the pinned starters by. */
const STARTER_LABELS: Readonly<Record<string, string>> = {
  'gatsby.store': 'Gatsby starter',
  'nextjs.store': 'Next.js starter',
  'storeframework.store': 'CMS Base Store',
};
export const starterLabel = (starter: string | null): string =>
  starter ? (STARTER_LABELS[starter] ?? starter) : 'your store';

/** A store's starter (a pinned starter's name, or null when it matches none) and its releases. */
export interface StoreProfile {
  starter: string | null;
  /** The release of each package the store has; a package it does not have is left out. */
  releases: Partial<Record<PackageKey, string>>;
}

export type Releases = StoreProfile['releases'];

/** What the portal covers, from the reference-versions data. */
export interface Coverage {
  versions: Readonly<Record<PackageKey, readonly string[]>>;
  starters: readonly {repository: string; versions: Partial<Record<PackageKey, string>>; dependencies?: string[]}[];
}

/** `vtex-sites/gatsby.store` → `gatsby.store`. */
export const starterOf = (repository: string): string => repository.split('/')[1] ?? repository;

/** `ui 1.9.10 · sdk 1.9.10 · api 1.9.7`, in package order. */
export const releasesText = (releases: Partial<Record<PackageKey, string>>): string =>
  PACKAGE_KEYS.flatMap((pkg) => (releases[pkg] ? [`${pkg} ${releases[pkg]}`] : [])).join(' · ');

/** "Your store: Next.js starter · ui 1.9.10 · sdk 1.9.10 · api 1.9.7". */
export const profileLine = (profile: StoreProfile): string =>
  `Your store: ${[profile.starter ? starterLabel(profile.starter) : '', releasesText(profile.releases)]
    .filter(Boolean)
    .join(' · ')}`;

/** "1.9.4", "1.9.4 and 1.9.10", "1.9.4, 1.9.10 and 1.9.11". */
export const list = (items: readonly string[]): string =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** "@faststore/ui 1.9.4, 1.9.10 and 1.9.11; …": what the reference covers, for messages. */
const coveredText = (coverage: Coverage): string =>
  PACKAGE_KEYS.map((pkg) => `@faststore/${pkg} ${list(coverage.versions[pkg])}`).join('; ');

/**
 * Why releases cannot be a profile, or undefined when the reference covers every one. A store on
 * another minor line (1.7) is told that the portal documents 1.9 and not its line, since its pages
 * would not match that store's code.
 */
export function uncoveredProblem(
  releases: Partial<Record<PackageKey, string>>,
  coverage: Coverage,
): string | undefined {
  const outside = PACKAGE_KEYS.filter((pkg) => releases[pkg] && !coverage.versions[pkg].includes(releases[pkg]));
  if (outside.length === 0) return undefined;
  const covers = coveredText(coverage);
  const lines = [...new Set(PACKAGE_KEYS.flatMap((pkg) => coverage.versions[pkg].map((v) => minor(v))))];
  const theirs = [...new Set(outside.map((pkg) => minor(releases[pkg]!)))].filter((m) => !lines.includes(m));
  const named = outside.map((pkg) => `@faststore/${pkg} ${releases[pkg]}`);
  if (theirs.length > 0) {
    return (
      `Your store has ${list(named)}: FastStore ${list(theirs)}. This portal documents FastStore ${list(lines)} ` +
      `and does not cover ${list(theirs)}: its reference covers ${covers}, so its pages would not match your code. ` +
      `Nothing was saved.`
    );
  }
  const closest = outside.map((pkg) => `@faststore/${pkg} ${closestRelease(releases[pkg]!, coverage.versions[pkg])}`);
  return (
    `The reference does not cover ${list(named)}. It covers ${covers}. ` +
    `The closest covered: ${list(closest)}. Pick the covered releases closest to yours by hand, or nothing is saved.`
  );
}

/** The covered release nearest to `version` on its line, the newer one on a tie. */
function closestRelease(version: string, covered: readonly string[]): string {
  const patch = (v: string) => Number(v.split('.')[2]);
  const same = covered.filter((v) => minor(v) === minor(version));
  const from = same.length > 0 ? same : covered;
  return [...from].sort(
    (a, b) => Math.abs(patch(a) - patch(version)) - Math.abs(patch(b) - patch(version)) || patch(b) - patch(a),
  )[0];
}

function minor(version: string): string {
  return version.split('.').slice(0, 2).join('.');
}

const RELEASE = /^\d+\.\d+\.\d+$/;

/**
 * Why a value is not a profile's shape, or undefined. Hand-written rather than a schema: this module
 * runs on every page that shows the profile, and what it checks is small. Entered files are checked
 * with zod where they are read (./files).
 */
function shapeProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return 'a store profile is an object';
  const {starter, releases, ...rest} = value as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return `a store profile has no ${Object.keys(rest).join(', ')}`;
  if (starter !== null && (typeof starter !== 'string' || !/^[\w.-]+$/.test(starter)))
    return 'a starter is a name such as nextjs.store';
  if (typeof releases !== 'object' || releases === null) return 'a store profile names its releases';
  const entries = Object.entries(releases);
  if (entries.some(([pkg]) => !(PACKAGE_KEYS as readonly string[]).includes(pkg)))
    return `releases are those of ${PACKAGE_KEYS.join(', ')}`;
  if (entries.some(([, v]) => v !== undefined && (typeof v !== 'string' || !RELEASE.test(v))))
    return 'a release is three numbers, such as 1.9.11';
  if (!entries.some(([, v]) => v)) return 'a store profile names at least one release';
  return undefined;
}

/** A stored or entered profile, checked: its shape, then that the reference covers it. */
export function checkProfile(
  value: unknown,
  coverage: Coverage,
): {profile: StoreProfile; problem?: undefined} | {problem: string; profile?: undefined} {
  const shape = shapeProblem(value);
  if (shape) return {problem: shape};
  const profile = value as StoreProfile;
  const problem = uncoveredProblem(profile.releases, coverage);
  return problem ? {problem} : {profile: {starter: profile.starter, releases: {...profile.releases}}};
}

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The remembered profile, or undefined (none, unreadable, or storage blocked). Releases a reader
 * picked on a reference page before the profile existed become a profile of those releases.
 */
export function loadProfile(storage: Storage, coverage: Coverage): StoreProfile | undefined {
  try {
    const raw = storage.getItem(STORAGE_KEY);
    if (raw !== null) return checkProfile(JSON.parse(raw), coverage).profile;
    const releases: Releases = {};
    for (const pkg of PACKAGE_KEYS) {
      const v = storage.getItem(LEGACY_KEY(pkg));
      if (v && coverage.versions[pkg].includes(v)) releases[pkg] = v;
    }
    const legacy = checkProfile({starter: null, releases}, coverage).profile;
    if (legacy && saveProfile(storage, legacy)) for (const pkg of PACKAGE_KEYS) storage.removeItem(LEGACY_KEY(pkg));
    return legacy;
  } catch {
    return undefined;
  }
}

/** Whether the browser let the page write to its storage; when it refuses, the profile holds for this page only. */
function written(write: () => void): boolean {
  try {
    write();
    return true;
  } catch {
    return false;
  }
}

/** Keeps the profile; false when the browser refuses. */
export const saveProfile = (storage: Storage, profile: StoreProfile): boolean =>
  written(() => storage.setItem(STORAGE_KEY, JSON.stringify(profile)));

export const clearProfile = (storage: Storage): boolean => written(() => storage.removeItem(STORAGE_KEY));

/** The <html> attributes a profile sets (and, with undefined, those it clears). */
export function applyProfile(root: Element, profile: StoreProfile | undefined, coverage: Coverage): void {
  for (const pkg of PACKAGE_KEYS) {
    const v = profile?.releases[pkg];
    if (v && coverage.versions[pkg].includes(v)) root.setAttribute(releaseAttribute(pkg), v);
    else if (!profile) root.removeAttribute(releaseAttribute(pkg));
  }
  if (profile?.starter && profile.starter in STARTER_LABELS) root.setAttribute(STARTER_ATTRIBUTE, profile.starter);
  else root.removeAttribute(STARTER_ATTRIBUTE);
}

/**
 * The quickstart's `<Tabs groupId="starter">` values. Docusaurus opens a tab group on the value kept
 * under `docusaurus.tab.<groupId>` followed by the site's storage namespace (`-5ad`: a hash of the
 * site's URL), read when the page runs; before that, the page paints the first tab, so the inline
 * script also marks <html> with `data-starter-tab`, which StoreProfileLine/sections.css follows
 * until the reader picks a tab.
 */
const STARTER_TABS: Readonly<Record<string, string>> = {'gatsby.store': 'gatsby', 'nextjs.store': 'nextjs'};
const STARTER_TAB_ATTRIBUTE = 'data-starter-tab';

/** The storage key Docusaurus keeps the starter tab group's choice under. */
export const starterTabsKey = (namespace: string): string => `docusaurus.tab.starter${namespace}`;

/** The starter tab a profile opens, if its starter has one. */
const starterTab = (profile: StoreProfile | undefined): string | undefined =>
  profile?.starter && Object.hasOwn(STARTER_TABS, profile.starter) ? STARTER_TABS[profile.starter] : undefined;

/**
 * Points the starter tabs at the profile's starter: keeps the tab under Docusaurus' key, marks <html>
 * for the tabs painted before the page runs, and returns the old and new value so that the caller
 * can tell the tabs already on the page.
 */
export function applyStarterTabs(
  root: Element,
  storage: Storage | undefined,
  profile: StoreProfile | undefined,
  namespace: string,
): {key: string; oldValue: string | null; newValue: string} | undefined {
  const tab = starterTab(profile);
  if (!tab) {
    root.removeAttribute(STARTER_TAB_ATTRIBUTE);
    return undefined;
  }
  root.setAttribute(STARTER_TAB_ATTRIBUTE, tab);
  const key = starterTabsKey(namespace);
  try {
    const oldValue = storage?.getItem(key) ?? null;
    storage?.setItem(key, tab);
    return {key, oldValue, newValue: tab};
  } catch {
    return undefined;
  }
}

/** What the pre-paint script needs to know, all of it named once in this module. */
interface PrePaint {
  covered: Record<string, readonly string[]>;
  starters: readonly string[];
  storageKey: string;
  legacyPrefix: string;
  releasePrefix: string;
  starterAttribute: string;
  tabs: Readonly<Record<string, string>>;
  tabsKey: string;
  tabAttribute: string;
}

/**
 * The same steps as `loadProfile`, `applyProfile` and `applyStarterTabs`, for the page before its own
 * scripts run. It is serialised into the page as it is written here, so it names nothing outside
 * itself and its argument, and fails silently (storage blocked, a damaged profile).
 */
function prePaint(c: PrePaint): void {
  try {
    const d = document.documentElement;
    const stored = localStorage.getItem(c.storageKey);
    const p = ((stored === null ? null : JSON.parse(stored)) ?? {}) as {
      starter?: unknown;
      releases?: Record<string, unknown>;
    };
    const releases: Record<string, unknown> = p.releases ?? {};
    for (const k of Object.keys(c.covered)) {
      const v = stored === null ? localStorage.getItem(c.legacyPrefix + k) : releases[k];
      if (typeof v !== 'string' || !c.covered[k].includes(v)) continue;
      d.setAttribute(c.releasePrefix + k, v);
      const picker = document.getElementById(`reference-version-${k}`) as HTMLSelectElement | null;
      if (picker) picker.value = v;
    }
    const starter = typeof p.starter === 'string' ? p.starter : '';
    if (c.starters.includes(starter)) d.setAttribute(c.starterAttribute, starter);
    const tab = Object.hasOwn(c.tabs, starter) ? c.tabs[starter] : undefined;
    if (!tab) return;
    localStorage.setItem(c.tabsKey, tab);
    d.setAttribute(c.tabAttribute, tab);
    // The reader's own pick of a tab wins over the profile's from then on.
    const picked = (e: Event) => {
      if ((e.target as Element | null)?.closest?.('[role=tab]')) d.removeAttribute(c.tabAttribute);
    };
    document.addEventListener('click', picked, true);
    document.addEventListener('keydown', picked, true);
  } catch {
    // Storage blocked or a damaged profile: the page paints its defaults, and the page's code decides.
  }
}

/**
 * The pre-paint script: runs while the page is parsed, before its first paint and before the page's
 * own scripts, so the reference paints in the reader's releases and the guides in their starter's
 * order, with no shift once the page runs. A picker's select, already parsed above the script, shows
 * the release too. `namespace` is the site's storage namespace (`@generated/site-storage`).
 */
export function applyScript(coverage: Coverage, namespace: string): string {
  const config: PrePaint = {
    covered: Object.fromEntries(PACKAGE_KEYS.map((pkg) => [pkg, coverage.versions[pkg]])),
    starters: Object.keys(STARTER_LABELS),
    storageKey: STORAGE_KEY,
    legacyPrefix: LEGACY_PREFIX,
    releasePrefix: HTML_ATTRIBUTE_PREFIX,
    starterAttribute: STARTER_ATTRIBUTE,
    tabs: STARTER_TABS,
    tabsKey: starterTabsKey(namespace),
    tabAttribute: STARTER_TAB_ATTRIBUTE,
  };
  // `<` as \u003c: the JSON sits in an inline <script>, where `</script>` would end it.
  return `(${prePaint.toString()})(${JSON.stringify(config).replace(/</g, '\\u003c')})`;
}
