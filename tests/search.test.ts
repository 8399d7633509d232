import {describe, expect, it} from 'vitest';
import {isIndexed, markForIndex} from '../src/plugins/search/documents';
import {h1Text} from '../src/plugins/builtSite';
import {areaOf} from '@faststore-docs/shared/search/areas';

describe('search documents', () => {
  it('gives each route its area', () => {
    expect(areaOf('/releases/2022/06/03/faststore')).toBe('Release notes');
    expect(areaOf('/tutorials/gatsby/1')).toBe('Tutorials');
    expect(areaOf('/reference/sdk/cart/useCart')).toBe('Reference');
    expect(areaOf('/how-to-guides/performance')).toBe('Docs');
  });

  it('leaves out lists, redirects and noindex pages', () => {
    const page = '<html><head></head><body><main><h1>useCart</h1></main></body></html>';
    expect(isIndexed('/reference/sdk/cart/useCart', page)).toBe(true);
    expect(isIndexed('/', page)).toBe(false);
    expect(isIndexed('/releases/page/2', page)).toBe(false);
    expect(isIndexed('/old', '<meta http-equiv="refresh" content="0; url=/new">')).toBe(false);
  });

  it('marks the main element as the body, the area as a filter and the h1 as the heaviest text', () => {
    const marked = markForIndex('<body><nav>x</nav><main class="m"><h1 id="t">Title</h1></main></body>', 'Reference');
    expect(marked).toContain(
      '<main data-pagefind-body class="m"><meta data-pagefind-filter="area[content]" content="Reference">',
    );
    expect(marked).toContain('<h1 data-pagefind-weight="10" id="t">');
  });

  it("indexes a page's keywords, escaped, as heavy text of its top section", () => {
    const marked = markForIndex('<main><h1>Skeleton</h1><h2 id="a">Props</h2></main>', 'Reference', [
      'loading placeholder',
      '<shimmer>',
    ]);
    expect(marked).toContain(
      '<h1 data-pagefind-weight="10">Skeleton</h1><p data-pagefind-weight="7" hidden>loading placeholder, &lt;shimmer&gt;</p><h2',
    );
    expect(markForIndex('<main><h1>T</h1></main>', 'Docs')).not.toContain('hidden');
  });

  it('reads the title of a page from its h1', () => {
    expect(h1Text('<h1 class="x">useCart <code>&amp;</code> more</h1>')).toBe('useCart & more');
  });
});

describe('excerpts', () => {
  it('keep the highlight and the text entities, and no other markup', async () => {
    const {safeExcerpt} = await import('../src/components/search/client');
    expect(safeExcerpt('<mark>useCart</mark>&lt;T&gt;() <img src=x onerror=alert(1)>')).toBe(
      '<mark>useCart</mark>&lt;T&gt;() &lt;img src=x onerror=alert(1)>',
    );
  });
});
