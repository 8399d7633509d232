/** What every release step's rewrite hands back, and how its edits are applied to a file's text. */
/** The comment the rewrite leaves where a change needs the reader: the same text on every run, so a second run sees it. */
export const todoMark = (release: string): string => `TODO(faststore ${release})`;

export interface Edit {
  start: number;
  end: number;
  text: string;
}

export interface Finding {
  /** 1-based, in the file as it was read (the plan moves it to the rewritten file's line). */
  line: number;
  what: string;
}

export interface FileRewrite {
  edits: Edit[];
  changes: Finding[];
  todos: Finding[];
}

/**
 * Where a line of `text` is once `edits` are applied: moved down by the lines the edits before it
 * add (a TODO line above it included) and up by those they remove, so that a report names the line
 * the reader finds in the rewritten file.
 */
export function lineAfterEdits(text: string, edits: readonly Edit[], line: number): number {
  let start = 0;
  for (let n = 1; n < line && start !== -1; n++) start = text.indexOf('\n', start) + 1 || -1;
  if (start === -1) return line;
  const lines = (s: string) => s.split('\n').length - 1;
  return edits
    .filter((e) => e.end <= start)
    .reduce((at, e) => at + lines(e.text) - lines(text.slice(e.start, e.end)), line);
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
