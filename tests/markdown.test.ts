/**
 * The Markdown copy of a page (src/plugins/markdown): the converter from the production HTML, and
 * the llms.txt and llms-full.txt formats. The pages below are cut down from what Docusaurus and the
 * reference components render.
 */
import {describe, expect, it} from 'vitest';
import {convertPage} from '../src/plugins/markdown/convert';
import {
  AGENT_TOOLS_ROUTE,
  llmsFullTxt,
  llmsTxt,
  sectionOf,
  SECTIONS,
  type MarkdownPage,
} from '../src/plugins/markdown/llmsTxt';
import {markdownPath} from '../src/lib/markdownPath';

const ORIGIN = 'https://docs.example.com';

function docPage(body: string, {title = 'A page', description = 'What the page is about.', route = '/a/page'} = {}) {
  return `<!doctype html><html><head><title>${title} | FastStore</title>
<meta name=description content="${description}"><link rel=canonical href="${ORIGIN}${route}"></head>
<body><nav class=navbar><a href=/>Home</a></nav><main><article>
<nav class=theme-doc-breadcrumbs aria-label=Breadcrumbs><ul><li><a href=/a>A</a></ul></nav>
<div class="theme-doc-toc-mobile"><button type=button>On this page</button></div>
<div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div>
<footer class=theme-doc-footer><a href=/tags/x>x</a></footer></article></main>
<footer class=footer>Copyright</footer></body></html>`;
}

const codeBlock = (lang: string, lines: string[], title?: string) =>
  `<div class="language-${lang} codeBlockContainer_Ckt0 theme-code-block"><div class=codeBlockContent_QJqH>${
    title ? `<div class=codeBlockTitle_OeMC>${title}</div>` : ''
  }<pre tabindex=0 class="prism-code language-${lang} codeBlock_bY9V"><code class=codeBlockLines_e6Vv>${lines
    .map((l) => `<div class=token-line><span class="token plain">${l}</span><br/></div>`)
    .join(
      '',
    )}</code></pre><div class=buttonGroup><button type=button aria-label="Copy code to clipboard">Copy</button></div></div></div>`;

async function convert(body: string, options?: Parameters<typeof docPage>[1]) {
  const page = await convertPage(docPage(body, options), ORIGIN);
  if (!page) throw new Error('not converted');
  return page;
}

describe('the converter', () => {
  it('keeps a heading id the page chose itself, so that links into the page find their section', async () => {
    const page = await convert(
      '<h2 class=anchor id=props>Props<a href=#props class=hash-link aria-label="Direct link to Props">\u200b</a></h2>' +
        '<h3 class=anchor id=ui-1-9-11>1.9.11 (from 1.9.10)<a href=#ui-1-9-11 class=hash-link>\u200b</a></h3><p>Text.</p>',
    );
    expect(page.markdown).toContain('\n## Props\n');
    expect(page.markdown).toContain('\n### 1.9.11 (from 1.9.10) {#ui-1-9-11}\n');
  });

  it('puts the title, description and canonical URL first, and leaves the page chrome out', async () => {
    const page = await convert('<p>Body text.</p>', {title: 'useCart', description: 'Reads the cart.', route: '/x'});
    expect(page.title).toBe('useCart');
    expect(page.markdown).toBe(`# useCart\n\n> Reads the cart.\n\nCanonical URL: <${ORIGIN}/x>\n\nBody text.\n`);
  });

  it('writes headings without their anchor links', async () => {
    const {markdown} = await convert(
      '<h2 class=anchor id=props>Props<a href=#props class=hash-link aria-label="Direct link to Props">\u200b</a></h2>',
    );
    expect(markdown).toContain('\n## Props\n');
    expect(markdown).not.toContain('Direct link');
    expect(markdown).not.toContain('\u200b');
  });

  it('fences code blocks with their language and title, one line per line, without the copy button', async () => {
    const {markdown} = await convert(
      codeBlock('tsx', ['import {useCart} from &#x27;@faststore/sdk&#x27;;', '', 'useCart();'], 'src/a.tsx'),
    );
    expect(markdown).toContain(
      '```tsx title="src/a.tsx"\nimport {useCart} from \'@faststore/sdk\';\n\nuseCart();\n```',
    );
    expect(markdown).not.toContain('Copy');
  });

  it('fences the GraphQL signature of an API operation as graphql', async () => {
    const {markdown} = await convert(
      '<pre class=signature_pM4C data-language=graphql><code>product<!-- -->(locator: [<a href=/reference/api/inputs#x>IStoreSelectedFacet</a>!]!): <a href=/o>StoreProduct</a>!</code></pre>',
    );
    expect(markdown).toContain('```graphql\nproduct(locator: [IStoreSelectedFacet!]!): StoreProduct!\n```');
  });

  it('turns an admonition into a quote led by its kind and title', async () => {
    const {markdown} = await convert(
      '<div class="theme-admonition theme-admonition-warning alert"><div class=admonitionHeading_Gvgb><span class=admonitionIcon_Rf37><svg></svg></span>Slugs can change</div><div class=admonitionContent_BuS1><p>Add redirects.</p></div></div>' +
        '<div class="theme-admonition theme-admonition-tip alert"><div class=admonitionHeading_Gvgb>tip</div><div class=admonitionContent_BuS1><p>Try it.</p></div></div>',
    );
    expect(markdown).toContain('> **Warning: Slugs can change**\n>\n> Add redirects.');
    expect(markdown).toContain('> **Tip**\n>\n> Try it.');
  });

  it('writes every tab, hidden ones included, under its label', async () => {
    const {markdown} = await convert(
      `<div class="tabs-container"><ul role=tablist><li role=tab aria-selected=true>npm<li role=tab aria-selected=false>Corepack</ul><div><div role=tabpanel>${codeBlock(
        'bash',
        ['npm install --global yarn'],
      )}</div><div role=tabpanel hidden><p>Enable it.</p>${codeBlock('bash', ['corepack enable'])}</div></div></div>`,
    );
    expect(markdown).toContain(
      '**Tab: npm**\n\n```bash\nnpm install --global yarn\n```\n\n**Tab: Corepack**\n\nEnable it.\n\n```bash\ncorepack enable\n```',
    );
  });

  it('writes generated tables as Markdown tables, with the caption above', async () => {
    const {markdown} = await convert(
      '<div class=table-scroll role=region tabindex=0><table data-props-table=Button><caption>Props<!-- --> of <code>Button</code><thead><tr><th scope=col>Prop<th scope=col>Type<tbody><tr><th scope=row><code>testId</code><td><code>string</code><tr><th scope=row><code>size</code><td><code>&#x27;a&#x27; | &#x27;b&#x27;</code></table></div>',
    );
    expect(markdown).toContain('_Props of `Button`_\n\n| Prop');
    expect(markdown).toMatch(/^\| `testId` +\| `string` +\|$/m);
    expect(markdown).toMatch(/^\| `size` +\| `'a' \\\| 'b'` +\|$/m);
  });

  it('makes links and images absolute, keeps in-page anchors, drops browser-only placeholders', async () => {
    const {markdown} = await convert(
      '<p>See <a href=/reference/ui/atoms/Link>Link</a>, <a href=#props>props</a> and <a href=https://example.org/x>this</a>.</p><p><img src=/img/a.svg alt="A diagram"></p><p><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="Data flow"></p><p data-markdown=skip>Loading the playground…</p>',
    );
    expect(markdown).toContain(`[Link](${ORIGIN}/reference/ui/atoms/Link)`);
    expect(markdown).toContain('[props](#props)');
    expect(markdown).toContain('[this](https://example.org/x)');
    expect(markdown).toContain(`![A diagram](${ORIGIN}/img/a.svg)`);
    expect(markdown).toContain('_Image: Data flow_');
    expect(markdown).not.toContain('data:image');
    expect(markdown).not.toContain('Loading');
  });

  it('reads a release post with its date, and ignores pages that are neither doc nor post', async () => {
    const html = `<html><head><meta name=description content="Release notes."><link rel=canonical href="${ORIGIN}/releases/2022/04/19/faststore"></head><body><article><header><h1>FastStore 1.7</h1><time datetime=2022-04-19T00:00:00.000Z>April 19, 2022</time></header><div id=__blog-post-container class=markdown><h2>Fixed</h2><ul><li>A fix.</li></ul></div><footer><a href=/releases/tags/faststore>faststore</a></footer></article></body></html>`;
    const page = await convertPage(html, ORIGIN);
    expect(page?.markdown).toBe(
      `# FastStore 1.7\n\n> Release notes.\n\nCanonical URL: <${ORIGIN}/releases/2022/04/19/faststore>\nPublished: 2022-04-19\n\n## Fixed\n\n- A fix.\n`,
    );
    expect(await convertPage('<html><body><main><h1>Starters</h1></main></body></html>', ORIGIN)).toBeNull();
  });
});

describe('Markdown addresses', () => {
  it('are the route plus .md, and /index.md for the site root', () => {
    expect(markdownPath('/reference/sdk/cart/useCart')).toBe('/reference/sdk/cart/useCart.md');
    expect(markdownPath('/docs')).toBe('/docs.md');
    expect(markdownPath('/docs/')).toBe('/docs.md');
    expect(markdownPath('/docs.html')).toBe('/docs.md');
    expect(markdownPath('/')).toBe('/index.md');
    expect(markdownPath('/portal/', '/portal/')).toBe('/portal/index.md');
    expect(markdownPath('/portal', '/portal/')).toBe('/portal/index.md');
    expect(markdownPath('/portal/docs', '/portal/')).toBe('/portal/docs.md');
  });
});

const page = (permalink: string, title: string, kind: MarkdownPage['kind'] = 'doc'): MarkdownPage => ({
  permalink,
  title,
  description: `About ${title}.`,
  kind,
});

describe('llms.txt', () => {
  const site = {
    title: 'FastStore',
    summary: 'The FastStore docs.\nFor store developers.',
    origin: ORIGIN,
    baseUrl: '/',
  };
  const pages = [
    page('/', 'Home'),
    page('/docs', 'Overview'),
    page('/reference/ui/atoms/Button', 'Button [atom]'),
    page('/tutorials', 'Tutorials'),
    page('/conceptual-guides/ssg', 'SSG'),
    page('/reference/api/queries/product', 'product'),
    page('/reference/sdk/cart/useCart', 'useCart'),
    page('/how-to-guides/deployment', 'Deploying'),
    page('/v0/troubleshooting', 'Version 0'),
    page('/releases/2022/06/03/faststore', 'FastStore 1.8', 'release'),
  ];
  const text = llmsTxt(site, pages);

  it('opens with the site name as H1 and a one-paragraph summary as a quote', () => {
    const [h1, blank, summary] = text.split('\n');
    expect(h1).toBe('# FastStore');
    expect(blank).toBe('');
    expect(summary).toBe('> The FastStore docs. For store developers.');
  });

  it('lists sections in reading order, each page as an absolute Markdown link with its description', () => {
    const headings = [...text.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    // Every section that has pages, in the reading order the site's sections have.
    expect(headings).toEqual(SECTIONS.filter((s) => headings.includes(s)));
    expect(headings.length).toBeGreaterThan(1);
    const items = text.split('\n').filter((l) => l.startsWith('- '));
    expect(items).toHaveLength(pages.length);
    for (const item of items) expect(item).toMatch(/^- \[.+\]\(https:\/\/docs\.example\.com\/\S+\.md\): About .+\.$/);
    expect(text).toContain(`- [Home](${ORIGIN}/index.md): About Home.`);
    expect(text).toContain(`- [Button \\[atom\\]](${ORIGIN}/reference/ui/atoms/Button.md)`);
    // Nothing but list items under the section headings.
    const afterFirstSection = text.slice(text.indexOf('\n## '));
    expect(afterFirstSection.split('\n').filter((l) => l && !l.startsWith('## ') && !l.startsWith('- '))).toEqual([]);
  });

  it('points coding agents at the MCP server page, before the sections, when the site has it', () => {
    expect(text).not.toContain('MCP server');
    const withAgents = llmsTxt(site, [...pages, page(`/${AGENT_TOOLS_ROUTE}`, 'Agents')]);
    const line = withAgents.split('\n').find((l) => l.includes('MCP server'));
    expect(line).toContain(`${ORIGIN}/${AGENT_TOOLS_ROUTE}.md`);
    expect(withAgents.indexOf(line!)).toBeLessThan(withAgents.indexOf('\n## '));
  });

  it('files pages by their route', () => {
    expect(sectionOf(page('/quickstart', 'q'))).toBe('Get started');
    expect(sectionOf(page('/tutorials/gatsby/1', 't'))).toBe('Tutorials');
    expect(sectionOf(page('/reference/api/objects', 'o'))).toBe('GraphQL API');
    expect(sectionOf(page('/reference/ui', 'u'))).toBe('UI components');
    expect(sectionOf(page('/reference/sdk-extras', 'x'))).toBe('Get started');
    expect(sectionOf(page('/portal/reference/sdk/cart', 'c'), '/portal/')).toBe('SDK');
  });

  it('llms-full.txt holds every page in the order given, each apart', () => {
    const full = llmsFullTxt(site, ['# A\n\nOne.\n', '# B\n\nTwo.\n']);
    expect(full.startsWith('# FastStore\n\n> The FastStore docs. For store developers.\n')).toBe(true);
    expect(full.indexOf('# A')).toBeLessThan(full.indexOf('# B'));
    expect(full).toContain('One.\n\n---\n\n# B');
  });
});
