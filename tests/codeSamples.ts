/**
 * Finds the fenced code blocks of a Markdown/MDX body. Fences nest the CommonMark way: a block opened
 * with four backticks holds three-backtick fences as plain text (a template page shows MDX source).
 */
import {isPartial as isPartialMeta} from '../src/plugins/api-reference/validateExample';

export interface CodeBlock {
  lang: string;
  meta: string;
  code: string;
  /** 1-based line of the opening fence in the body. */
  line: number;
}

export function codeBlocks(body: string): CodeBlock[] {
  const lines = body.split('\n');
  const blocks: CodeBlock[] = [];
  let open: {fence: string; lang: string; meta: string; line: number; code: string[]} | undefined;
  lines.forEach((text, i) => {
    if (!open) {
      const m = text.match(/^\s{0,3}(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/);
      if (m) open = {fence: m[1]!, lang: m[2]!.toLowerCase(), meta: m[3]!.trim(), line: i + 1, code: []};
      return;
    }
    const close = text.match(/^\s{0,3}(`{3,}|~{3,})\s*$/);
    if (close && close[1]![0] === open.fence[0] && close[1]!.length >= open.fence.length) {
      blocks.push({lang: open.lang, meta: open.meta, code: open.code.join('\n'), line: open.line});
      open = undefined;
      return;
    }
    open.code.push(text);
  });
  return blocks;
}

/** `partial` in a fence's meta marks a deliberately incomplete snippet, as for GraphQL examples. */
export const isPartial = (block: CodeBlock) => isPartialMeta(block.meta);
