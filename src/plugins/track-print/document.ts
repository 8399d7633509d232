/**
 * One tutorial track as one HTML document: the steps' built pages, in order, each step's article
 * (its text, code and tables as readers see them) under its own heading. Made from the built pages,
 * so it cannot say anything the steps do not. It has no script: it is for reading offline, printing
 * and saving as PDF, and the site's print stylesheet lays it out on paper.
 */
import type {Element, ElementContent, Root} from 'hast';
import {toHtml} from 'hast-util-to-html';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';
import type {Track} from './tracks';
import {classes, el, findAll, findFirst, isElement, text, tokens} from '../hastElements';

const parse = (html: string) => unified().use(rehypeParse).parse(html);

/** A step's article, made to sit inside the document: headings one level down, ids and links local. */
function stepContent(html: string, index: number, stepAnchors: Map<string, number>): ElementContent[] {
  const article = findFirst(parse(html), (e) => classes(e).includes('theme-doc-markdown'));
  if (!article) throw new Error('track-print: a step page has no article');
  const prefix = `s${index + 1}-`;
  const rewrite = (node: Element) => {
    node.children = node.children.filter(
      (c) => !isElement(c) || !(c.tagName === 'button' || c.tagName === 'script' || classes(c).includes('hash-link')),
    );
    const level = /^h([1-5])$/.exec(node.tagName);
    if (level) node.tagName = `h${Number(level[1]) + 1}`;
    const p = node.properties ?? {};
    if (typeof p.id === 'string') p.id = prefix + p.id;
    for (const key of ['htmlFor', 'ariaLabelledBy', 'ariaDescribedBy', 'ariaControls'] as const) {
      const ids = tokens(node, key);
      if (ids.length > 0) p[key] = ids.map((id) => prefix + id);
    }
    if (node.tagName === 'a' && typeof p.href === 'string') {
      const href = p.href;
      if (href.startsWith('#')) p.href = `#${prefix}${href.slice(1)}`;
      else {
        // A link to another step of the track points into this document.
        const [route, hash] = href.split('#') as [string, string | undefined];
        const target = stepAnchors.get(route.replace(/\.html$/, ''));
        if (target !== undefined) p.href = hash ? `#s${target + 1}-${hash}` : `#step-${target + 1}`;
      }
    }
    for (const child of node.children) if (isElement(child)) rewrite(child);
  };
  rewrite(article);
  const header = findFirst(article, (e) => e.tagName === 'header');
  if (header) article.children = article.children.filter((c) => c !== header);
  return article.children;
}

/** The step's title as its page shows it (the h1 of its article). */
function stepTitle(html: string): string {
  const h1 = findFirst(parse(html), (e) => e.tagName === 'h1');
  const flat = (n: ElementContent): string =>
    n.type === 'text' ? n.value : isElement(n) ? n.children.map(flat).join('') : '';
  return h1 ? h1.children.map(flat).join('').trim() : '';
}

/**
 * The links a step page's head holds that the printable copy needs too: the site's stylesheet, and
 * its icon (without one, the browser asks for /favicon.ico, which the site does not have).
 */
function headLinks(html: string): Element[] {
  return findAll(
    parse(html),
    (e) => e.tagName === 'link' && tokens(e, 'rel').some((r) => r === 'stylesheet' || r === 'icon'),
  );
}

export function trackDocument(
  track: Track,
  pages: readonly {route: string; html: string}[],
  siteTitle: string,
): string {
  const anchors = new Map(pages.map((p, i) => [p.route, i]));
  const titles = pages.map((p) => stepTitle(p.html));
  const heading = `${track.title}: every step on one page`;
  const body = el('body', {}, [
    el('main', {className: ['container', 'margin-vert--lg', 'markdown', 'track-print'], dataTrackPrint: track.name}, [
      el('p', {}, [el('a', {href: track.overviewRoute}, [text(`Back to the ${track.title} overview`)])]),
      el('h1', {}, [text(heading)]),
      el('p', {}, [
        text(
          `The ${pages.length} pages of the ${track.title}, in order, made from the pages themselves when the site is built. ` +
            'Read it offline, or print it or save it as PDF with your browser’s Print command.',
        ),
      ]),
      el('nav', {ariaLabel: 'Steps of the track'}, [
        el(
          'ol',
          {},
          titles.map((title, i) => el('li', {}, [el('a', {href: `#step-${i + 1}`}, [text(title)])])),
        ),
      ]),
      ...pages.map((page, i) =>
        el('section', {id: `step-${i + 1}`, dataTrackStep: page.route, ariaLabelledBy: [`step-${i + 1}-title`]}, [
          el('h2', {id: `step-${i + 1}-title`, className: ['track-print__step']}, [text(titles[i])]),
          el('p', {className: ['track-print__source']}, [
            text('Also at '),
            el('a', {href: page.route}, [text(page.route)]),
          ]),
          ...stepContent(page.html, i, anchors),
        ]),
      ),
    ]),
  ]);
  const head = el('head', {}, [
    el('meta', {charSet: 'utf-8'}, []),
    el('meta', {name: 'viewport', content: 'width=device-width, initial-scale=1'}, []),
    el('title', {}, [text(`${heading} | ${siteTitle}`)]),
    el(
      'meta',
      {
        name: 'description',
        content: `Every step of the FastStore ${track.title} on one page, to read offline, print or save as PDF.`,
      },
      [],
    ),
    // The steps are indexed at their own addresses; this copy is for reading and printing.
    el('meta', {name: 'robots', content: 'noindex'}, []),
    el('link', {rel: ['canonical'], href: track.overviewRoute}, []),
    ...headLinks(pages[0].html),
  ]);
  const root: Root = {
    type: 'root',
    children: [{type: 'doctype'}, el('html', {lang: 'en', dataTheme: 'light'}, [head, body])],
  };
  return toHtml(root);
}
