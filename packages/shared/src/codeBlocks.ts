/**
 * Finds the fenced code blocks of a Markdown/MDX text: the one fence reader of the site's checks (the
 * TypeScript samples, the starter check, the UI reference's live examples, the agents' page sections).
 * The text is parsed as the site's pages are (remark), so fences nest, sit in lists and quotes, and a
 * block opened with four backticks holds three-backtick fences as plain text (a template page shows
 * MDX source).
 */
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import type {Node, Position} from 'unist';
import {visit} from 'unist-util-visit';
import type {Code} from 'mdast';

export interface CodeBlock {
  lang: string;
  meta: string;
  code: string;
  /** 1-based line of the opening fence in the text. */
  line: number;
  /** 1-based line of the closing fence. */
  end: number;
}

/** Only fenced blocks are samples: MDX has no indented code, and Markdown is read the same way. */
function fencesOnly(this: {data(): {micromarkExtensions?: unknown[]}}) {
  (this.data().micromarkExtensions ??= []).push({disable: {null: ['codeIndented']}});
}

// Made on first use: the agents' server reads Markdown only, and its bundle leaves the MDX parser out.
const mdxParser = () => unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx);
const markdownParser = () => unified().use(remarkParse).use(remarkFrontmatter).use(fencesOnly);
let mdx: ReturnType<typeof mdxParser> | undefined;
let markdown: ReturnType<typeof markdownParser> | undefined;

function blocksIn(tree: Node): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  visit(tree, 'code', (node: Code) => {
    blocks.push({
      lang: (node.lang ?? '').toLowerCase(),
      meta: node.meta ?? '',
      code: node.value,
      line: node.position!.start.line,
      end: node.position!.end.line,
    });
  });
  return blocks;
}

/** The fenced blocks of a page's MDX source. */
export const codeBlocks = (text: string): CodeBlock[] => blocksIn((mdx ??= mdxParser()).parse(text));

/** The fenced blocks of plain Markdown: a page's Markdown copy, an agent's text. */
export const markdownCodeBlocks = (text: string): CodeBlock[] => blocksIn((markdown ??= markdownParser()).parse(text));

/**
 * The text with each fenced code block (`blocks`, its MDX ones by default), fences included, replaced
 * by one line holding `replacement`: the prose that checks of links, headings and words read.
 */
export function withoutCodeBlocks(text: string, replacement = '', blocks = codeBlocks(text)): string {
  const lines = text.split('\n');
  for (const block of [...blocks].reverse()) lines.splice(block.line - 1, block.end - block.line + 1, replacement);
  return lines.join('\n');
}

/** Whether a fence's meta has the word `live`, as a live example's does (```tsx live). */
export const isLiveMeta = (meta: string | null | undefined) => /(^|\s)live(\s|$)/.test(meta ?? '');

/** The part of a Markdown syntax tree node (mdast, and MDX's elements) that the site's remark plugins read. */
export interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  depth?: number;
  url?: string;
  name?: string | null;
  attributes?: {type: string; name?: string; value?: unknown}[];
  position?: Position;
  children?: MdNode[];
  data?: {id?: string; hProperties?: Record<string, unknown>; estree?: unknown};
}

/** Sets a property of the element the node becomes: a prop of the page's component for it. */
export function setProperty(node: MdNode, name: string, value: unknown): void {
  ((node.data ??= {}).hProperties ??= {})[name] = value;
}
