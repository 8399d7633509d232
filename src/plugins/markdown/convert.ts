/**
 * Turns a built page (its production HTML) into the Markdown that readers' tools get at the page's
 * route plus `.md`. It starts from the HTML rather than the MDX source because the HTML is the page as
 * a reader sees it: props tables, styling hooks, SDK and GraphQL signatures are already rendered, and
 * there are no imports or JSX left to strip.
 *
 * The Docusaurus chrome is rewritten into plain HTML first (code blocks without line and copy
 * markup, admonitions as quotes, tabs as labelled sections, table captions as paragraphs), then
 * rehype-remark and remark-stringify do the rest.
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';
import type {Code} from 'mdast';
import {createSlugger} from '@docusaurus/utils';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {classes, el, findAll, findFirst, isElement, text as txt} from '../hastElements';

export interface ConvertedPage {
  /** The page's h1. */
  title: string;
  /** Its meta description. */
  description: string;
  /** Its canonical URL, as the HTML head declares it. */
  url: string;
  /** Release posts: the publication date (YYYY-MM-DD). */
  date?: string;
  /** The page's Markdown, with the title, description and URL at the top. */
  markdown: string;
}

/** Elements that are controls or decoration, never content. */
const DROPPED_TAGS = new Set(['svg', 'button', 'script', 'style', 'noscript', 'nav', 'template', 'link', 'meta']);

const hasClass = (node: Element, name: string) => classes(node).includes(name);
/** CSS-module classes carry a hash suffix (`codeBlockTitle_OeMC`); match their stable prefix. */
const hasClassPrefix = (node: Element, prefix: string) => classes(node).some((c) => c.startsWith(prefix));

/** The text of a subtree as it reads, with `<br>` as a line break and comments left out. */
function textOf(node: Root | RootContent | ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && node.tagName === 'br') return '\n';
  if (node.type === 'element' || node.type === 'root') return node.children.map((c) => textOf(c)).join('');
  return '';
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Docusaurus code blocks: one `div.token-line` per line, each ending with `<br>`. */
function codeText(pre: Element): string {
  const lines = findAll(pre, (n) => hasClass(n, 'token-line'));
  const text = lines.length ? lines.map((l) => textOf(l).replace(/\n$/, '')).join('\n') : textOf(pre);
  return text.replace(/\n+$/, '');
}

function languageOf(...nodes: (Element | undefined)[]): string | undefined {
  for (const node of nodes) {
    if (!node) continue;
    const data = node.properties?.dataLanguage;
    if (typeof data === 'string' && data) return data;
    const lang = classes(node).find((c) => c.startsWith('language-'));
    if (lang) return lang.slice('language-'.length);
  }
  return undefined;
}

/** A plain `pre` that the `pre` handler below turns into a fenced block with language and title. */
function codeElement(container: Element): Element {
  const pre = container.tagName === 'pre' ? container : findFirst(container, (n) => n.tagName === 'pre');
  const code = pre && findFirst(pre, (n) => n.tagName === 'code');
  const lang = languageOf(container, pre, code);
  const title = findFirst(container, (n) => hasClassPrefix(n, 'codeBlockTitle'));
  return el('pre', {dataMdLang: lang ?? '', dataMdTitle: title ? squash(textOf(title)) : ''}, [
    txt(pre ? codeText(pre) : ''),
  ]);
}

const ADMONITION_TYPES = new Set(['note', 'tip', 'info', 'warning', 'danger', 'caution']);

/** `:::warning[Title]` → a quote that opens with "**Warning: Title**". */
function admonition(node: Element, absolute: (url: string) => string): Element {
  const type = classes(node)
    .find((c) => c.startsWith('theme-admonition-'))
    ?.slice('theme-admonition-'.length);
  const typeLabel = type && ADMONITION_TYPES.has(type) ? `${type[0].toUpperCase()}${type.slice(1)}` : 'Note';
  const heading = findFirst(node, (n) => hasClassPrefix(n, 'admonitionHeading'));
  const title = heading ? squash(textOf(heading)) : '';
  const label = !title || title.toLowerCase() === type ? typeLabel : `${typeLabel}: ${title}`;
  const content = findFirst(node, (n) => hasClassPrefix(n, 'admonitionContent'));
  return el('blockquote', {}, [
    el('p', {}, [el('strong', {}, [txt(label)])]),
    ...normalize(content ? content.children : [], absolute),
  ]);
}

/** Tabs: every panel (the hidden ones too), each under its tab's label. */
function tabs(node: Element, absolute: (url: string) => string): ElementContent[] {
  const labels = findAll(node, (n) => n.properties?.role === 'tab').map((t) => squash(textOf(t)));
  const panels = findAll(node, (n) => n.properties?.role === 'tabpanel');
  return panels.flatMap((panel, i) => [
    el('p', {}, [el('strong', {}, [txt(`Tab: ${labels[i] ?? i + 1}`)])]),
    ...normalize(panel.children, absolute),
  ]);
}

/** A table's caption names it (e.g. "Props of Button"); Markdown tables have none, so it goes above. */
function table(node: Element, absolute: (url: string) => string): ElementContent[] {
  const caption = node.children.find((c): c is Element => isElement(c) && c.tagName === 'caption');
  const parts = node.children.filter((c) => c !== caption);
  const rest = el('table', node.properties, normalize(parts, absolute));
  return caption ? [el('p', {}, [el('em', {}, normalize(caption.children, absolute))]), rest] : [rest];
}

/** Rewrites the rendered page into plain HTML that maps one to one onto Markdown. */
function normalize(
  nodes: readonly (ElementContent | RootContent)[],
  absolute: (url: string) => string,
): ElementContent[] {
  const out: ElementContent[] = [];
  for (const node of nodes) {
    if (node.type === 'text') {
      out.push(node);
      continue;
    }
    if (!isElement(node)) continue; // comments, doctypes
    if (DROPPED_TAGS.has(node.tagName)) continue;
    if (node.properties?.dataMarkdown === 'skip') continue;
    if (hasClass(node, 'hash-link') || hasClass(node, 'theme-doc-toc-mobile')) continue;
    if (hasClass(node, 'theme-code-block') || node.tagName === 'pre') {
      out.push(codeElement(node));
      continue;
    }
    if (hasClass(node, 'theme-admonition')) {
      out.push(admonition(node, absolute));
      continue;
    }
    if (hasClass(node, 'tabs-container')) {
      out.push(...tabs(node, absolute));
      continue;
    }
    if (node.tagName === 'table') {
      out.push(...table(node, absolute));
      continue;
    }
    // The bundler inlines small images as data URIs; in Markdown they would only be noise, so such an
    // image reads as its alt text, as it does for readers who cannot see it.
    if (node.tagName === 'img' && String(node.properties?.src ?? '').startsWith('data:')) {
      const alt = String(node.properties?.alt ?? '').trim();
      if (alt) out.push(el('em', {}, [txt(`Image: ${alt}`)]));
      continue;
    }
    const properties = {...node.properties};
    if (node.tagName === 'a' && typeof properties.href === 'string') properties.href = absolute(properties.href);
    if (node.tagName === 'img' && typeof properties.src === 'string') properties.src = absolute(properties.src);
    out.push({...node, properties, children: normalize(node.children, absolute)});
  }
  return out;
}

function codeHandler(_state: unknown, node: Element): Code {
  const lang = String(node.properties?.dataMdLang ?? '');
  const title = String(node.properties?.dataMdTitle ?? '');
  return {
    type: 'code',
    lang: lang || null,
    meta: title ? `title=${JSON.stringify(title)}` : null,
    value: textOf(node),
  };
}

function metaContent(tree: Root, test: (el: Element) => boolean, attribute: string): string {
  const node = findFirst(tree, (n) => (n.tagName === 'meta' || n.tagName === 'link') && test(n));
  const value = node?.properties?.[attribute];
  return typeof value === 'string' ? value : '';
}

/** The head of every Markdown page: the title, the description as a quote, then where the page lives. */
function pageHeader(page: {title: string; description: string; url: string; date?: string}): string {
  const lines = [`# ${page.title}`, ''];
  if (page.description) lines.push(`> ${page.description}`, '');
  lines.push(`Canonical URL: <${page.url}>`);
  if (page.date) lines.push(`Published: ${page.date}`);
  return `${lines.join('\n')}\n`;
}

/**
 * Converts a production page. `origin` (the site's URL without its base path) makes links and images
 * absolute, so that the Markdown works wherever it is pasted. Returns null for an HTML file that has
 * no docs or release-post article (list pages, custom pages).
 */
export async function convertPage(html: string, origin: string): Promise<ConvertedPage | null> {
  // Only the head and the article are read: parsing the rest (navbar, sidebar, footer, scripts) would
  // double the time this takes on every build.
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  if (start < 0 || end < start) return null;
  const parseFragment = (fragment: string) => unified().use(rehypeParse, {fragment: true}).parse(fragment);
  const head = parseFragment(html.slice(0, Math.max(html.indexOf('</head>'), 0)));
  const tree = parseFragment(html.slice(start, end + '</article>'.length));
  const article = findFirst(tree, (n) => n.tagName === 'article');
  const content =
    article &&
    findFirst(article, (n) => hasClass(n, 'theme-doc-markdown') || n.properties?.id === '__blog-post-container');
  if (!article || !content) return null;
  const h1 = findFirst(article, (n) => n.tagName === 'h1');
  const title = h1 ? squash(textOf(h1)) : '';
  const description = metaContent(head, (n) => n.properties?.name === 'description', 'content');
  const canonical = metaContent(
    head,
    (n) => Array.isArray(n.properties?.rel) && n.properties.rel.includes('canonical'),
    'href',
  );
  const time = findFirst(article, (n) => n.tagName === 'time');
  const datetime = typeof time?.properties?.dateTime === 'string' ? time.properties.dateTime : '';
  const date = content.properties?.id === '__blog-post-container' && datetime ? datetime.slice(0, 10) : undefined;

  return markdownPage({title, description, url: canonical, date}, content, origin);
}

/**
 * Converts a page of the site's own (the starters gallery, a starter's page, the submission form's
 * page): its `<main>` holds what it says, headings and all; its pictures and controls say nothing.
 */
export async function convertMainOfPage(html: string, origin: string): Promise<ConvertedPage | null> {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) return null;
  const parseFragment = (fragment: string) => unified().use(rehypeParse, {fragment: true}).parse(fragment);
  const head = parseFragment(html.slice(0, Math.max(html.indexOf('</head>'), 0)));
  const main = findFirst(parseFragment(html.slice(start, end + '</main>'.length)), (n) => n.tagName === 'main');
  if (!main) return null;
  const h1 = findFirst(main, (n) => n.tagName === 'h1');
  const silent = new Set(['svg', 'img', 'button', 'input', 'select', 'textarea', 'script', 'style']);
  const strip = (node: Element): Element => ({
    ...node,
    children: node.children
      .filter((c) => !(isElement(c) && silent.has(c.tagName)))
      .map((c) => (isElement(c) ? strip(c) : c)),
  });
  const description = metaContent(head, (n) => n.properties?.name === 'description', 'content');
  const canonical = metaContent(
    head,
    (n) => Array.isArray(n.properties?.rel) && n.properties.rel.includes('canonical'),
    'href',
  );
  const title = h1 ? squash(textOf(h1)) : '';
  return markdownPage({title, description, url: canonical}, strip(main), origin);
}

/**
 * A heading whose id is not the one its text gives (a section the page names itself, such as
 * `ui-1-9-11` on /reference/changes, where the text is "1.9.11 (from 1.9.10)") keeps it as
 * `{#id}`, so that a link into the page still finds its section in the Markdown copy.
 */
function keepHeadingIds(nodes: readonly ElementContent[]): void {
  // Docusaurus' own slugger: the id it gives a heading's text.
  const slugger = createSlugger();
  const visit = (node: ElementContent) => {
    if (!isElement(node)) return;
    if (/^h[2-6]$/.test(node.tagName)) {
      const id = node.properties?.id;
      const slug = slugger.slug(squash(textOf(node)));
      if (typeof id === 'string' && id !== slug) node.children.push(txt(` {#${id}}`));
      return;
    }
    node.children.forEach(visit);
  };
  nodes.forEach(visit);
}

async function markdownPage(
  page: {title: string; description: string; url: string; date?: string},
  content: Element,
  origin: string,
): Promise<ConvertedPage> {
  const base = origin.replace(/\/$/, '');
  const absolute = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? `${base}${url}` : url);
  // The page's own h1 is in its header; the Markdown header below states it once.
  const body = normalize(
    content.children.filter((c) => !(isElement(c) && (c.tagName === 'header' || c.tagName === 'h1'))),
    absolute,
  );
  keepHeadingIds(body);
  const mdast = await unified()
    .use(rehypeRemark, {handlers: {pre: codeHandler}})
    .run({type: 'root', children: body});
  const markdown = unified()
    .use(remarkGfm)
    .use(remarkStringify, {bullet: '-', emphasis: '_', fences: true, listItemIndent: 'one', rule: '-'})
    .stringify(mdast);
  return {...page, markdown: `${pageHeader(page)}\n${markdown.trim()}\n`};
}
