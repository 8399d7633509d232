/**
 * How the reference pages show one release at a time: every variant of an entry is in the HTML (so
 * the Markdown copy and the search index hold all of them), marked with the releases it holds for in
 * `data-in-<pkg>`; the reader's store profile (which the version picker changes) sets
 * `data-reference-<pkg>` on <html>, and a rule per release
 * hides the variants that do not hold for it. Without a pick, the default release's rule applies.
 */
import type {PackageKey} from './marks';

/** On <html>, the release of a package the page shows: `data-reference-ui="1.9.10"`. */
export const HTML_ATTRIBUTE_PREFIX = 'data-reference-';
export const HTML_ATTRIBUTE = (pkg: PackageKey): string => `${HTML_ATTRIBUTE_PREFIX}${pkg}`;
const ENTRY_ATTRIBUTE = (pkg: PackageKey): string => `data-in-${pkg}`;

/**
 * The attributes a variant carries; none when it holds in every release its parent exists in. The
 * search index holds what a page shows by default, so a variant of other releases only is left out
 * of it (the Markdown copy keeps every variant, each with its mark).
 */
export function versionAttributes(
  pkg: PackageKey,
  holds: readonly string[] | undefined,
  shown: string,
): Record<string, string> {
  if (!holds) return {};
  return {
    [ENTRY_ATTRIBUTE(pkg)]: holds.join(' '),
    ...(holds.includes(shown) ? {} : {'data-pagefind-ignore': ''}),
  };
}

/** The rules that show one release: one per covered release, and the default's when none is picked. */
export function visibilityRules(pkg: PackageKey, versions: readonly string[], shown: string): string {
  const entry = ENTRY_ATTRIBUTE(pkg);
  const html = HTML_ATTRIBUTE(pkg);
  const hide = (v: string) => `[${entry}]:not([${entry}~="${v}"]){display:none}`;
  return [`html:not([${html}]) ${hide(shown)}`, ...versions.map((v) => `html[${html}="${v}"] ${hide(v)}`)].join('\n');
}
