/** What every release step's rewrite hands back, and how its edits are applied to a file's text. */
/** The comment the rewrite leaves where a change needs the reader: the same text on every run, so a second run sees it. */
export const todoMark = (release: string): string => `TODO(faststore ${release})`;

export interface Edit {
  start: number;
  end: number;
  text: string;
}

export interface Finding {
  /** 1-based, in the file as it was read. */
  line: number;
  what: string;
}

export interface FileRewrite {
  edits: Edit[];
  changes: Finding[];
  todos: Finding[];
}

/**
 * Applies non-overlapping edits from the end of the text: at one offset a replacement goes first, so
 * that an insertion there (a TODO line) lands before it, and insertions keep the order they were made in.
 */
export function applyEdits(text: string, edits: Edit[]): string {
  const sorted = edits.map((e, i) => ({...e, i})).sort((a, b) => b.start - a.start || b.end - a.end || b.i - a.i);
  let out = text;
  for (const e of sorted) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}
