/**
 * Finds the fenced code blocks of a Markdown/MDX text: the one fence reader of the site's checks (the
 * TypeScript samples, the starter check, the UI reference's live examples). Fences nest the
 * CommonMark way: a block opened with four backticks holds three-backtick fences as plain text (a
 * template page shows MDX source).
 */
import type {Position} from 'unist';

export interface CodeBlock {
  lang: string;
  meta: string;
  code: string;
  /** 1-based line of the opening fence in the text. */
  line: number;
  /** 1-based line of the closing fence. */
  end: number;
}

export function codeBlocks(text: string): CodeBlock[] {
  const lines = text.split('\n');
  const blocks: CodeBlock[] = [];
  let open: {fence: string; lang: string; meta: string; line: number; code: string[]} | undefined;
  lines.forEach((line, i) => {
    if (!open) {
      const m = /^\s{0,3}(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(line);
      if (m) open = {fence: m[1], lang: m[2].toLowerCase(), meta: m[3].trim(), line: i + 1, code: []};
      return;
    }
    const close = /^\s{0,3}(`{3,}|~{3,})\s*$/.exec(line);
    if (close?.[1].startsWith(open.fence[0]) && close[1].length >= open.fence.length) {
      blocks.push({lang: open.lang, meta: open.meta, code: open.code.join('\n'), line: open.line, end: i + 1});
      open = undefined;
      return;
    }
    open.code.push(line);
  });
  return blocks;
}

/**
 * The text with each fenced code block, fences included, replaced by one line holding `replacement`:
 * the prose that checks of links, headings and words read.
 */
export function withoutCodeBlocks(text: string, replacement = ''): string {
  const lines = text.split('\n');
  for (const block of codeBlocks(text).reverse()) lines.splice(block.line - 1, block.end - block.line + 1, replacement);
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
