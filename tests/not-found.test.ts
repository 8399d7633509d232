/**
 * An unknown address offers the pages it most likely meant, from the routes the build writes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {nearestRoutes, normalizePath, pathWords} from '@faststore-docs/shared/nearest';
import {routeEntries} from '../src/plugins/not-found';
import {BuiltSite} from '../src/plugins/builtSite';

const ROUTES = [
  '/quickstart',
  '/docs',
  '/reference/ui/atoms/Button',
  '/reference/ui/atoms/Badge',
  '/reference/ui/atoms/Icon',
  '/reference/sdk/cart/useCart',
  '/reference/sdk/cart/CartProvider',
  '/reference/sdk/cart',
  '/tutorials/gatsby/1',
].map((p) => ({path: p, title: p}));
const first = (requested: string) => nearestRoutes(requested, ROUTES)[0]?.path;

describe('the pages an unknown address most likely meant', () => {
  it('a typo finds the page one letter away', () => {
    expect(first('/reference/ui/atoms/Buton')).toBe('/reference/ui/atoms/Button');
  });

  it('a /docs prefix, case, .html and a trailing slash are looked through', () => {
    expect(first('/docs/quickstart')).toBe('/quickstart');
    expect(first('/Reference/UI/Atoms/Button.html')).toBe('/reference/ui/atoms/Button');
    expect(first('/tutorials/gatsby/1/')).toBe('/tutorials/gatsby/1');
  });

  it('a last part that names a page elsewhere in its section finds it', () => {
    expect(first('/reference/sdk/usecart')).toBe('/reference/sdk/cart/useCart');
  });

  it('offers nothing for an address like no page, however long the routes', () => {
    const long = [
      ...ROUTES,
      {path: '/how-to-guides/platform-integration/vtex/integrating-vtex-orderplaced-myaccount', title: ''},
    ];
    expect(nearestRoutes('/completely/unrelated/words/here', long)).toEqual([]);
    expect(nearestRoutes('/reference/sdk/usecart', long).map((r) => r.path)).toEqual([
      '/reference/sdk/cart/useCart',
      '/reference/sdk/cart',
    ]);
  });

  it('normalises and splits addresses', () => {
    expect(normalizePath('/A/b/index.html?x=1#y')).toBe('/a/b');
    expect(normalizePath('/')).toBe('/');
    expect(pathWords('/docs/reference/sdk/usecart')).toBe('usecart sdk reference');
  });
});

describe('the routes file the build writes', () => {
  it('holds each page with its title, without noindex pages or the not-found page', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'not-found-'));
    const page = (file: string, head: string) => {
      fs.mkdirSync(path.dirname(path.join(out, file)), {recursive: true});
      fs.writeFileSync(path.join(out, file), `<html><head>${head}</head><body></body></html>`);
    };
    page('a/b.html', '<title data-rh=true>Button &amp; more | FastStore</title>');
    page('c/index.html', '<title>C | FastStore</title>');
    page('templates/t.html', '<title>T</title><meta name="robots" content="noindex, nofollow">');
    page('404.html', '<title>Page not found</title>');
    // Docusaurus reads the robots tag into each route's build metadata.
    const site = new BuiltSite(out, ['/a/b', '/c', '/templates/t', '/404', '/missing'], {
      '/templates/t': {noIndex: true},
    });
    expect(routeEntries(site, 'FastStore')).toEqual([
      ['/a/b', 'Button & more'],
      ['/c', 'C'],
    ]);
  });
});
