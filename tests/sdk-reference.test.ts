/**
 * The SDK reference: the extractor reads declarations shaped like `@faststore/sdk`'s; every
 * `<SdkSignature of="...">` names a real export of the installed package, and no hook or provider
 * goes undocumented.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractSdkReference, packageDir} from '@faststore-docs/reference/sdk/extract';
import {signaturesInMdx} from '../src/plugins/ui-reference/documented';
import {sdkExport} from '@faststore-docs/shared/reference/sdkLookup';
import {highlightSignatures} from '../src/plugins/sdk-reference';
import {mergeSdk} from '@faststore-docs/reference/merge';
import {defaults, sdkReleases} from '@faststore-docs/reference/releases';
import {darkCodeTheme, lightCodeTheme} from '../src/css/prismThemes';

const siteDir = path.resolve(__dirname, '..');
/** The installed release, which the site's pages document. */
const reference = extractSdkReference(packageDir(siteDir));
/**
 * An entry file re-exporting, some under other names, what two modules declare (a cart provider and
 * hook, search state, a provider documented with `@description`), beside a function, a constant and
 * a React context of its own.
 */
const declared = extractSdkReference(path.join(siteDir, 'tests/fixtures/sdk-reference'));
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
  it('lists every export of the entry file, types too, under its exported name', () => {
    const names = 'CartItem CartProvider useCart SearchState SearchProvider usePagination formatUrl STORE_EVENT_PREFIX';
    expect(Object.keys(declared.exports).sort()).toEqual(
      [...names.split(' '), 'sendAnalyticsEvent', 'UIContext'].sort(),
    );
  });

  it('classifies hooks, providers, functions, interfaces, contexts and constants', () => {
    const kinds = Object.fromEntries(Object.values(declared.exports).map((e) => [e.name, e.kind]));
    expect(kinds).toMatchObject({
      useCart: 'hook',
      CartProvider: 'component',
      sendAnalyticsEvent: 'function',
      formatUrl: 'function',
      CartItem: 'interface',
      UIContext: 'context',
      STORE_EVENT_PREFIX: 'constant',
    });
    expect(declared.exports.STORE_EVENT_PREFIX.signature).toBe("const STORE_EVENT_PREFIX = 'store:'");
  });

  it('renames re-exports and lists a provider’s props, a hook’s parameters and return value', () => {
    const provider = declared.exports.CartProvider;
    expect(provider.signature).toMatch(/^const CartProvider: /);
    const props = Object.fromEntries(provider.parameters.map((p) => [p.name, p]));
    expect(props.mode).toEqual({
      name: 'mode',
      type: "'optimistic' | 'pure'",
      optional: true,
      doc: 'optimistic for validating the cart with the backend. Pure for not making any requests to the backend',
    });
    expect(Object.keys(props)).toEqual(['mode', 'namespace', 'onItemAdd', 'children']);

    const cart = declared.exports.useCart;
    expect(cart.parameters).toEqual([]);
    expect(cart.returns?.type).toBe('CartContext');
    expect(cart.returns?.properties.map((p) => [p.name, p.type])).toEqual([
      ['items', 'CartItem[]'],
      ['addItem', '(item: CartItem) => void'],
      ['isValidating', 'boolean'],
    ]);

    expect(declared.exports.usePagination.parameters).toEqual([
      {name: 'totalItems', type: 'number', optional: false, doc: ''},
    ]);
    // A type the SDK does not declare (URL) is named, not opened.
    expect(declared.exports.formatUrl.returns).toEqual({type: 'URL', properties: []});
  });

  it('reads @description tags as documentation', () => {
    expect(declared.exports.SearchProvider.parameters.find((p) => p.name === 'term')?.doc).toBe('full text term');
  });

  it('throws a clear error for a name the package does not export', () => {
    expect(() => sdkExport(declared, 'useUI')).toThrow(/exports nothing named "useUI"/);
    // Names every object inherits are names like any other.
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty'])
      expect(() => sdkExport(declared, name)).toThrow(`exports nothing named "${name}"`);
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
  it('leave the declaration comments out and read with the site’s two-space indents', () => {
    expect(declared.exports.SearchState.signature).toBe(
      'interface SearchState {\n  sort: string;\n  term: string | null;\n  page: number;\n}',
    );
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
      // The tables show the JSDoc; some of the package's comments are unfinished notes.
      expect(signature, `${name} shows a comment`).not.toMatch(/\/\*|TODO/);
    },
  );
});
