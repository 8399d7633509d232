import {describe, expect, it} from 'vitest';
import {PAGE_TEMPLATE} from '.';
import {startScripts} from './startScripts';

/**
 * The inline program of every built page, run from its source text as the browser runs it, against
 * a small stand-in for the document. It must add the page's scripts in order after a painted frame,
 * and explain a build served from the wrong folder.
 */
interface FakeElement {
  tagName: string;
  id?: string;
  src?: string;
  async?: boolean;
  textContent?: string;
  children: FakeElement[];
  attributes: Record<string, string>;
  onerror?: () => void;
  setAttribute(name: string, value: string): void;
  appendChild(child: FakeElement): void;
}

function element(tagName: string): FakeElement {
  return {
    tagName,
    children: [],
    attributes: {},
    setAttribute(name, value) {
      this.attributes[name] = value;
    },
    appendChild(child) {
      this.children.push(child);
    },
  };
}

function load({
  path,
  canonical,
  baseUrl = '/',
  visibility = 'visible',
}: {
  path: string;
  canonical?: string;
  baseUrl?: string;
  visibility?: string;
}) {
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const body = element('body');
  const inserted: FakeElement[] = [];
  const document = {
    visibilityState: visibility,
    body: Object.assign(body, {
      firstChild: null,
      insertBefore(child: FakeElement) {
        inserted.push(child);
      },
    }),
    createElement: element,
    querySelector: (selector: string) => (selector === 'link[rel=canonical]' && canonical ? {href: canonical} : null),
  };
  // The function's own text, as the page template inlines it.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the inlined text is what is tested
  const program = new Function(
    'document',
    'location',
    'requestAnimationFrame',
    'setTimeout',
    `return (${startScripts.toString()})`,
  )(
    document,
    {pathname: path},
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => tasks.push(callback),
  ) as typeof startScripts;
  program(['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'], baseUrl);
  const run = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback());
  return {frames, tasks, scripts: body.children, warnings: inserted, run};
}

describe('startScripts', () => {
  it('adds no script before a frame has been rendered, then adds them in order after it', () => {
    const page = load({path: '/docs', canonical: 'https://example.com/docs'});
    expect(page.scripts).toEqual([]);
    page.run(page.frames);
    // The frame's callback runs before its paint: the scripts wait for the task after it.
    expect(page.scripts).toEqual([]);
    page.run(page.tasks);
    expect(page.scripts.map((script) => script.src)).toEqual(['/assets/js/runtime~main.1.js', '/assets/js/main.2.js']);
    expect(page.scripts.every((script) => script.async === false)).toBe(true);
  });

  it('starts at once in a background tab, which renders no frame until shown', () => {
    const page = load({path: '/docs', canonical: 'https://example.com/docs', visibility: 'hidden'});
    expect(page.scripts).toHaveLength(2);
  });

  it.each([
    ['the home page', '/shop/docs/', 'https://example.com/'],
    ['the home page without its slash', '/shop/docs', 'https://example.com/'],
    ['a page', '/shop/docs/tutorials/gatsby/1', 'https://example.com/tutorials/gatsby/1'],
    ['a page by its file name', '/shop/docs/tutorials/gatsby/1.html', 'https://example.com/tutorials/gatsby/1'],
  ])('on %s served from another folder, a failed script names the folder to build for', (_, path, canonical) => {
    const page = load({path, canonical, visibility: 'hidden'});
    page.scripts[0].onerror!();
    page.scripts[1].onerror!();
    expect(page.warnings).toHaveLength(1);
    expect(page.warnings[0].attributes.role).toBe('alert');
    const text = page.warnings[0].children.map((child) => child.textContent).join(' ');
    expect(text).toContain('built for the base URL / but is served from /shop/docs/');
  });

  it('works out the folder against a base URL other than the root', () => {
    const page = load({
      path: '/v2/docs/quickstart',
      canonical: 'https://example.com/docs/quickstart',
      baseUrl: '/docs/',
      visibility: 'hidden',
    });
    page.scripts[0].onerror!();
    expect(page.warnings[0].children[1].textContent).toContain(
      'built for the base URL /docs/ but is served from /v2/docs/',
    );
  });

  it.each([
    ['served where it belongs', '/tutorials/gatsby/1', 'https://example.com/tutorials/gatsby/1'],
    ['at a path that is not its route', '/somewhere/else', 'https://example.com/tutorials/gatsby/1'],
    ['without a canonical link', '/shop/docs/', undefined],
  ])('says nothing about base URLs when a script fails on a page %s', (_, path, canonical) => {
    const page = load({path, canonical, visibility: 'hidden'});
    page.scripts[1].onerror!();
    expect(page.warnings).toEqual([]);
  });
});

describe('PAGE_TEMPLATE', () => {
  it('preloads the scripts from the head and starts them from the body', () => {
    const head = PAGE_TEMPLATE.slice(0, PAGE_TEMPLATE.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="script" fetchpriority="low"');
    expect(PAGE_TEMPLATE).not.toMatch(/<script [^>]*src=/);
    expect(PAGE_TEMPLATE).toContain(`(${startScripts.toString()})(`);
  });
});
