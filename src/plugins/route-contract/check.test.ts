import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {checkRouteContract, readPublicUrls, servedRoutes} from './check';
import {redirects} from '../../data/redirects';

describe('public-URL contract', () => {
  const served = ['/', '/docs', '/releases/tags/basestore', '/new-page'];

  it('passes when every public URL is served or redirected, and new pages need no entry', () => {
    expect(
      checkRouteContract(['/', '/docs', '/releases/tags/base-store'], served, [
        {from: '/releases/tags/base-store', to: '/releases/tags/basestore'},
      ]),
    ).toEqual([]);
  });

  it('fails for a removed or renamed page, naming the URL and what to do', () => {
    expect(checkRouteContract(['/', '/docs', '/old-name'], served, [])).toEqual([
      '/old-name is a public URL (src/data/public-urls.txt) that this build no longer serves: restore the page, or add a redirect to src/data/redirects.ts',
    ]);
  });

  it('rejects a redirect to nowhere, from a page that still exists, or with a malformed path', () => {
    const errors = checkRouteContract([], served, [
      {from: '/gone', to: '/nowhere'},
      {from: '/docs', to: '/'},
      {from: 'docs/', to: '/'},
    ]);
    expect(errors).toEqual([
      'src/data/redirects.ts: redirects[0].to: /nowhere is not a page of the build',
      'src/data/redirects.ts: redirects[1].from: /docs is still a page of the build; remove the redirect or the page',
      'src/data/redirects.ts: redirects[2].from: must start with "/", with no trailing slash and no spaces',
    ]);
  });

  it('reads the routes as Docusaurus lists them', () => {
    expect(servedRoutes(['/', '/docs/', '/404.html', '/docs'])).toEqual(['/', '/docs']);
  });

  it('the committed contract is well formed and every redirect starts from one of its URLs', () => {
    const urls = readPublicUrls(path.resolve(__dirname, '../../..'));
    expect(urls).toContain('/');
    for (const url of urls) expect(url, url).toMatch(/^\/([^\s/]+(\/[^\s/]+)*)?$/);
    for (const r of redirects) expect(urls).toContain(r.from);
  });
});
