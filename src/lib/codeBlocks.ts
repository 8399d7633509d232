/**
 * Finds the fenced code blocks of a Markdown/MDX text: the one fence reader of the site's checks (the
 * TypeScript samples, the starter check, the UI reference's live examples, the agents' page sections).
 * The text is parsed as the site's pages are (remark, MDX by default), so fences nest, sit in lists
 * and quotes, and a block opened with four backticks holds three-backtick fences as plain text (a
 * template page shows MDX source).
 */
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import type {Position} from 'unist';
import {visit} from 'unist-util-visit';

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

const markdown = unified().use(remarkParse).use(remarkFrontmatter).use(fencesOnly);
const mdx = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx);

/** The fenced blocks of `text`, read as MDX (a page's source) or as plain Markdown (a page's copy, an agent's text). */
export function codeBlocks(text: string, format: 'mdx' | 'md' = 'mdx'): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  visit((format === 'mdx' ? mdx : markdown).parse(text), 'code', (node) => {
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

/**
 * The text with each fenced code block, fences included, replaced by one line holding `replacement`:
 * the prose that checks of links, headings and words read.
 */
export function withoutCodeBlocks(text: string, replacement = '', format: 'mdx' | 'md' = 'mdx'): string {
  const lines = text.split('\n');
  for (const block of codeBlocks(text, format).reverse()) {
    lines.splice(block.line - 1, block.end - block.line + 1, replacement);
  }
  return lines.join('\n');
}

/** Whether a fence's meta has the word `live`, as a live example's does (```tsx live). */
export const isLiveMeta = (meta: string | null | undefined) => /(^|\s)live(\s|$)/.test(meta ?? '');

/** The part of a Markdown syntax tree node (mdast) that the site's remark plugins read. */
export interface MdNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  position?: Position;
  children?: MdNode[];
  data?: Record<string, unknown>;
}
