/**
 * The SDK reference: signatures come from the installed `@faststore/sdk`, every
 * `<SdkSignature of="...">` names a real export, and no hook or provider goes undocumented.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractSdkReference, packageDir, signaturesInMdx} from '../src/lib/reference/sdk/extract';
import {sdkExport} from '../src/lib/reference/client/sdkLookup';
import {highlightSignatures} from '../src/plugins/sdk-reference';
import {mergeSdk} from '../src/lib/reference/merge';
import {defaults, sdkReleases} from '../src/lib/reference/releases';
import {darkCodeTheme, lightCodeTheme} from '../src/css/prismThemes';

const siteDir = path.resolve(__dirname, '..');
const pkg = packageDir(siteDir);
const reference = extractSdkReference(pkg);
const sdkDocs = path.join(siteDir, 'docs', 'reference', 'sdk');

/** Text of every page under docs/reference/sdk. */
function sdkPages(): {file: string; text: string}[] {
  return fs
    .readdirSync(sdkDocs, {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && /\.mdx?$/.test(e.name))
    .map((e) => {
      const file = path.join(e.parentPath, e.name);
      return {file: path.relative(siteDir, file), text: fs.readFileSync(file, 'utf8')};
    });
}

describe('sdk-reference extraction', () => {
  it('describes the release the site pins: package.json names one exact version, and it is the one read', () => {
    const {dependencies} = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(dependencies['@faststore/sdk']).toBe(reference.version);
  });

  it('lists the exports of dist/index.d.ts under their exported names', () => {
    const entry = fs.readFileSync(path.join(pkg, 'dist', 'index.d.ts'), 'utf8');
    // `export { a, b as c }` and `export type { ... }`: the name after `as`, else the name itself.
    const declared = [...entry.matchAll(/export (?:type )?\{([^}]*)\}/g)].flatMap((m) =>
      m[1]
        .split(',')
        .map((part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        )
        .filter(Boolean),
    );
    expect(declared.length).toBeGreaterThan(50);
    expect(Object.keys(reference.exports).sort()).toEqual([...new Set(declared)].sort());
  });

  it('classifies hooks, providers, functions and types', () => {
    expect(reference.exports.useCart?.kind).toBe('hook');
    expect(reference.exports.CartProvider?.kind).toBe('component');
    expect(reference.exports.sendAnalyticsEvent?.kind).toBe('function');
    expect(reference.exports.CartItem?.kind).toBe('interface');
    expect(reference.exports.UIContext?.kind).toBe('context');
    expect(reference.exports.STORE_EVENT_PREFIX?.signature).toBe('const STORE_EVENT_PREFIX = "store:"');
  });

  it('renames re-exports and lists a provider’s props, a hook’s parameters and return value', () => {
    const provider = reference.exports.CartProvider;
    expect(provider.signature).toMatch(/^const CartProvider: /);
    const props = Object.fromEntries(provider.parameters.map((p) => [p.name, p]));
    expect(props.mode).toMatchObject({type: "'optimistic' | 'pure'", optional: true});
    expect(props.mode?.doc).toMatch(/optimistic/);
    expect(Object.keys(props)).toEqual(
      expect.arrayContaining([
        'onValidateCart',
        'namespace',
        'initialCart',
        'onItemAdd',
        'onItemUpdate',
        'onItemRemove',
      ]),
    );

    const cart = reference.exports.useCart;
    expect(cart.parameters).toEqual([]);
    expect(cart.returns?.properties.map((p) => p.name)).toEqual(
      expect.arrayContaining(['items', 'addItem', 'removeItem', 'updateItemQuantity', 'isValidating']),
    );

    expect(reference.exports.usePagination?.parameters).toEqual([
      {name: 'totalItems', type: 'number', optional: false, doc: ''},
    ]);
    expect(reference.exports.useSearch?.returns?.type).toBe('SearchContext');
  });

  it('reads @description tags as documentation', () => {
    const search = reference.exports.SearchProvider;
    expect(search.parameters.find((p) => p.name === 'term')?.doc).toBe('full text term');
  });

  it('throws a clear error for a name the package does not export', () => {
    expect(() => sdkExport(reference, 'useUI')).toThrow(/exports nothing named "useUI"/);
  });
});

describe('sdk reference pages', () => {
  const pages = sdkPages();

  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThanOrEqual(10);
  });

  // Every page, not only the SDK's: a signature may be shown in a tutorial or a guide too.
  it.each(signaturesInMdx(path.join(siteDir, 'docs'), siteDir).map((s) => [s.name, s.where] as const))(
    '<SdkSignature of="%s"> in %s names an export of @faststore/sdk',
    (name) => {
      expect(Object.keys(reference.exports)).toContain(name);
      expect(() => sdkExport(reference, name)).not.toThrow();
    },
  );

  const documented = Object.values(reference.exports)
    .filter((e) => /^use[A-Z]/.test(e.name) || e.name.endsWith('Provider'))
    .map((e) => e.name);

  it('has hooks and providers to check', () => {
    expect(documented).toEqual(expect.arrayContaining(['useCart', 'CartProvider', 'useSession', 'useStorage']));
  });

  it.each(documented)('mentions %s on a page under docs/reference/sdk', (name) => {
    const pattern = new RegExp(`\\b${name}\\b`);
    const where = pages.filter((p) => pattern.test(p.text)).map((p) => p.file);
    expect(where, `${name} is exported by @faststore/sdk but no SDK reference page mentions it`).not.toEqual([]);
  });
});

describe('sdk-reference signatures', () => {
  it('leave the declaration comments out', () => {
    expect(reference.exports.SearchState?.signature).toBe(
      'interface SearchState {\n  sort: SearchSort;\n  selectedFacets: Facet[];\n  term: string | null;\n  base: string;\n  page: number;\n}',
    );
    for (const e of Object.values(reference.exports)) expect(e.signature, e.name).not.toMatch(/\/\*|TODO/);
  });
});

describe('sdk-reference highlighting', () => {
  // What the pages receive: every release's declaration, highlighted as fenced code is.
  const merged = mergeSdk(sdkReleases(siteDir), defaults(siteDir).sdk);
  const {highlighted} = highlightSignatures(merged, {
    light: lightCodeTheme,
    dark: darkCodeTheme,
    additionalLanguages: [],
  });
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, '')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const declarations = Object.values(merged.exports).flatMap((e) =>
    (e.signatures ?? [e]).map(({signature}) => [e.name, signature] as const),
  );

  it.each(declarations)(
    'gives %s its declaration as highlighted lines that read as the declaration',
    (name, signature) => {
      const lines = JSON.parse(highlighted[signature] ?? 'null') as string[] | null;
      expect(lines, `${name} has no highlighted lines`).not.toBeNull();
      expect(lines!.map(text).join('\n')).toBe(signature);
      expect(lines!.join(''), `${name} has no Prism tokens`).toMatch(/<span class="token /);
    },
  );
});
