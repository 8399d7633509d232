/**
 * The names a page's prose puts in code (`useSearch`, `useSearch().setState`, `Slider.onEnd`,
 * `StoreProduct.sku`), checked against the releases the page speaks for. A name counts as a package
 * symbol when some covered release of `@faststore/ui`, `@faststore/sdk` or `@faststore/api` has it; a
 * symbol the page's releases lack would send the reader to code their store cannot compile, so the
 * build fails on it. Words no release has (`window.dataLayer`, `npm`) are not symbols and pass
 * without any allow list.
 *
 * Which releases a page speaks for: the ones installed by the starter it follows (its `starter` front
 * matter, the Gatsby starter when it names none, which is also the release the reference shows
 * first). A passage about other releases says so with `<ForRelease package="sdk" until="1.9.10">`,
 * which the page shows as a note, and is checked against the covered releases in that range.
 */
import {isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema} from 'graphql';
import {apiReleases, sdkReleases, starterVersions, uiReleases, versionsOf, type Release} from './data';
import type {UiReference} from './ui';
import type {SdkReference} from './sdk';
import {PACKAGE_KEYS as PACKAGES, type PackageKey} from './marks';
import {claims, type ExampleReleases} from './exampleReleases';

interface ReleaseSymbols {
  /** Exports, props, parameters, returned members, GraphQL types, fields, arguments, enum values. */
  names: Set<string>;
  /** Owner (`useSearch`, `Slider`, `StoreProduct`) → its members' names. */
  members: Map<string, Set<string>>;
}

/** Per package, per covered release. */
export type SymbolIndex = Record<PackageKey, Map<string, ReleaseSymbols>>;

function symbols(entries: Iterable<[owner: string, members: Iterable<string>]>): ReleaseSymbols {
  const found: ReleaseSymbols = {names: new Set(), members: new Map()};
  for (const [owner, members] of entries) {
    found.names.add(owner);
    const set = found.members.get(owner) ?? new Set<string>();
    for (const m of members) {
      set.add(m);
      found.names.add(m);
    }
    found.members.set(owner, set);
  }
  return found;
}

/** Each release's symbols, read from its owners and their members' names. */
const byRelease = <T>(releases: readonly Release<T>[], owners: (data: T) => [string, string[]][]) =>
  new Map(releases.map((r) => [r.version, symbols(owners(r.data))]));

const uiOwners = (data: UiReference) =>
  Object.values(data.components).map((c): [string, string[]] => [
    c.name,
    [...c.props, ...(c.returns ?? [])].map((p) => p.name),
  ]);

const sdkOwners = (data: SdkReference) =>
  Object.values(data.exports).map((e): [string, string[]] => [
    e.name,
    [...e.parameters, ...(e.returns?.properties ?? [])].map((m) => m.name),
  ]);

const schemaOwners = (schema: GraphQLSchema) =>
  Object.values(schema.getTypeMap())
    .filter((t) => !t.name.startsWith('__'))
    .map((t): [string, string[]] => {
      if (isEnumType(t)) return [t.name, t.getValues().map((v) => v.name)];
      if (isObjectType(t) || isInterfaceType(t)) {
        return [t.name, Object.values(t.getFields()).flatMap((f) => [f.name, ...f.args.map((a) => a.name)])];
      }
      if (isInputObjectType(t)) return [t.name, Object.keys(t.getFields())];
      return [t.name, []];
    });

let memo: SymbolIndex | undefined;

/** Every covered release's symbols, read once per process from the same data as the reference pages. */
export function symbolIndex(): SymbolIndex {
  memo ??= {
    ui: byRelease(uiReleases(), uiOwners),
    sdk: byRelease(sdkReleases(), sdkOwners),
    api: byRelease(apiReleases(), schemaOwners),
  };
  return memo;
}

/** The starter a page follows when its front matter names none. */
const DEFAULT_STARTER = 'vtex-sites/gatsby.store';

/** The releases of each package a page following `starters` speaks for. */
export function pageReleases(starters: readonly string[]): Record<PackageKey, string[]> {
  const all = starterVersions();
  // `starter: none` marks a page about something other than a store project; it speaks for the
  // releases the reference shows first.
  const named = starters.filter((s) => s !== 'none');
  const chosen = (named.length > 0 ? named : [DEFAULT_STARTER]).map((name) => {
    const found = all.find((s) => s.repository === name || s.repository.endsWith(`/${name}`));
    if (!found) throw new Error(`prose symbols: no pinned starter named "${name}"`);
    return found;
  });
  return Object.fromEntries(
    PACKAGES.map((pkg) => {
      const installed = new Set(chosen.flatMap((s) => (s.versions[pkg] ? [s.versions[pkg]] : [])));
      return [pkg, versionsOf(pkg).filter((v) => installed.has(v))];
    }),
  ) as Record<PackageKey, string[]>;
}

/** The covered releases of a package inside a `<ForRelease>` range. */
export function releasesIn(pkg: PackageKey, range: ExampleReleases): string[] {
  return versionsOf(pkg).filter((v) => claims(range, v));
}

export interface SpanName {
  owner?: string;
  name: string;
  /** The span as written. */
  text: string;
}

const IDENT = /^[A-Za-z_$][\w$]*$/;
/** `Button.tsx` is a file, not the member `tsx` of `Button`. */
const FILE_EXTENSION = /^(?:[jt]sx?|mdx?|s?css|json|graphql|gql|html|ya?ml)$/;

/**
 * What a code span names, when it is shaped like a symbol: `useCart`, `useCart()`, `setCart(cart)`,
 * `useSearch().setState`, `Slider.onEnd`, `<Slider>`, `<Slider />`. Anything else (paths, commands,
 * expressions, strings) names nothing.
 */
export function spanName(text: string): SpanName | undefined {
  let t = text.trim();
  const tag = /^<([A-Z][\w$]*)(?:\s[^>]*)?\/?>$/.exec(t);
  if (tag) return {name: tag[1], text};
  t = t.replace(/\((?:[^()]*)\)$/, '');
  const parts = t.split(/\(\)\.|\./);
  if (parts.length === 1) return IDENT.test(parts[0]) ? {name: parts[0], text} : undefined;
  if (parts.length === 2 && parts.every((p) => IDENT.test(p)) && !FILE_EXTENSION.test(parts[1])) {
    return {owner: parts[0], name: parts[1], text};
  }
  return undefined;
}

/**
 * Why a span does not hold for the releases a passage speaks for, or undefined when it does or names
 * no symbol.
 */
export function spanProblem(
  index: SymbolIndex,
  span: SpanName,
  speaksFor: Record<PackageKey, readonly string[]>,
): string | undefined {
  const has = (s: ReleaseSymbols | undefined) =>
    span.owner === undefined ? !!s?.names.has(span.name) : !!s?.members.get(span.owner)?.has(span.name);
  const ownerHas = (s: ReleaseSymbols) => span.owner !== undefined && s.members.has(span.owner);
  // The packages the name belongs to: any release has it, or, for `Owner.member`, has the owner.
  const packages = PACKAGES.filter((pkg) => [...index[pkg].values()].some((s) => has(s) || ownerHas(s)));
  if (packages.length === 0) return undefined;
  // A page whose starter installs a release the reference does not cover (the CMS track's 1.7) cannot
  // be checked for that package.
  if (packages.some((pkg) => speaksFor[pkg].length === 0)) return undefined;
  const holds = packages.some((pkg) => speaksFor[pkg].every((v) => has(index[pkg].get(v))));
  if (holds) return undefined;
  const where = packages
    .map((pkg) => {
      const missing = speaksFor[pkg].filter((v) => !has(index[pkg].get(v)));
      const found = [...index[pkg].entries()].filter(([, s]) => has(s)).map(([v]) => v);
      return `@faststore/${pkg} ${missing.join(', ') || '(none)'} has no \`${span.text}\`${found.length > 0 ? ` (${found.join(', ')} has it)` : ''}`;
    })
    .join('; ');
  return where;
}
