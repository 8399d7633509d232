/**
 * The unified diff `--dry-run` prints, built from the rewrite's own edits rather than by comparing the
 * two texts: only the lines around each edit are compared, so the time and memory it takes grow with
 * the edits, not with the file (a generated 40,000-line module costs no more than a small one).
 */
import {applyEdits, type Edit} from './edits';

const CONTEXT = 3;
/** Above this many line pairs a hunk is shown as its removed lines then its added ones, without alignment. */
const MAX_ALIGNED = 1_000_000;

interface Op {
  kind: ' ' | '-' | '+';
  line: string;
}

/**
 * Marks the last line of a file that ends without a line break: a line that differs from the same
 * text with one, and that the diff prints followed by `\ No newline at end of file`, as diff and git do.
 */
const NO_EOL = '\u0000';

/**
 * The lines of a hunk's text. At the end of the file, a final line break ends the last line rather
 * than starting an empty one, and a last line without one is marked (NO_EOL).
 */
function linesOf(text: string, reachesEnd: boolean): string[] {
  if (!reachesEnd) return text.split('\n');
  if (text === '') return [];
  if (text.endsWith('\n')) return text.slice(0, -1).split('\n');
  const lines = text.split('\n');
  lines[lines.length - 1] += NO_EOL;
  return lines;
}

/** The lines of `a` and `b` aligned by their longest common subsequence; hunks are a few lines long. */
function align(a: string[], b: string[]): Op[] {
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const x = a.slice(head, a.length - tail);
  const y = b.slice(head, b.length - tail);
  const middle: Op[] = [];
  if (x.length * y.length > MAX_ALIGNED) {
    middle.push(...x.map((line) => ({kind: '-' as const, line})), ...y.map((line) => ({kind: '+' as const, line})));
  } else {
    const lcs = Array.from({length: x.length + 1}, () => new Int32Array(y.length + 1));
    for (let i = x.length - 1; i >= 0; i--)
      for (let j = y.length - 1; j >= 0; j--)
        lcs[i][j] = x[i] === y[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    let i = 0;
    let j = 0;
    while (i < x.length || j < y.length) {
      if (i < x.length && j < y.length && x[i] === y[j]) {
        middle.push({kind: ' ', line: x[i++]});
        j++;
      } else if (i < x.length && (j === y.length || lcs[i + 1][j] >= lcs[i][j + 1]))
        middle.push({kind: '-', line: x[i++]});
      else middle.push({kind: '+', line: y[j++]});
    }
  }
  const same = (line: string): Op => ({kind: ' ', line});
  return [...a.slice(0, head).map(same), ...middle, ...a.slice(a.length - tail).map(same)];
}

/** The diff of one file from its text and the (non-overlapping) edits made to it. */
export function unifiedDiff(name: string, before: string, edits: readonly Edit[]): string {
  // An edit that writes back what was there changes no line: it would only widen its hunk's context.
  const sorted = edits
    .filter((e) => e.text !== before.slice(e.start, e.end))
    .sort((x, y) => x.start - y.start || x.end - y.end);
  if (sorted.length === 0) return '';
  // Line numbers by one forward scan: the edits' offsets only grow.
  let cursor = 0;
  let line = 0;
  const lineAt = (pos: number) => {
    for (let nl = before.indexOf('\n', cursor); nl !== -1 && nl < pos; nl = before.indexOf('\n', cursor)) {
      line++;
      cursor = nl + 1;
    }
    return line;
  };
  const lastPos = (e: Edit) => (e.end > e.start ? e.end - 1 : e.start);
  const groups: {edits: Edit[]; first: number; last: number}[] = [];
  for (const e of sorted) {
    const first = lineAt(e.start);
    const last = lineAt(lastPos(e));
    const open = groups[groups.length - 1];
    if (open && first - open.last - 1 <= 2 * CONTEXT) {
      open.edits.push(e);
      open.last = Math.max(open.last, last);
    } else groups.push({edits: [e], first, last});
  }
  const out = [`--- a/${name}\n+++ b/${name}\n`];
  let delta = 0;
  for (const g of groups) {
    // (lastIndexOf takes a negative start as 0, where a first empty line's break would be found.)
    const head = g.edits[0].start;
    let from = head > 0 ? before.lastIndexOf('\n', head - 1) + 1 : 0;
    let firstLine = g.first;
    for (let k = 0; k < CONTEXT && from > 0; k++, firstLine--)
      from = from >= 2 ? before.lastIndexOf('\n', from - 2) + 1 : 0;
    const end = Math.max(...g.edits.map(lastPos));
    let to = before.indexOf('\n', end);
    if (to === -1) to = before.length;
    for (let k = 0; k < CONTEXT && to < before.length; k++) {
      const nl = before.indexOf('\n', to + 1);
      to = nl === -1 ? before.length : nl;
    }
    const oldText = before.slice(from, to);
    const newText = applyEdits(
      oldText,
      g.edits.map((e) => ({...e, start: e.start - from, end: e.end - from})),
    );
    const reachesEnd = to === before.length;
    const oldLines = linesOf(oldText, reachesEnd);
    const newLines = linesOf(newText, reachesEnd);
    // The edits' lines may end in lines they leave as they were (a replacement that ends with the same
    // lines): the hunk keeps three lines of context around the lines that changed, not around the edits.
    const ops = align(oldLines, newLines);
    const changed = ops.flatMap((o, k) => (o.kind === ' ' ? [] : [k]));
    if (changed.length === 0) continue;
    const start = Math.max(0, changed[0] - CONTEXT);
    const kept = ops.slice(start, Math.min(ops.length, changed[changed.length - 1] + 1 + CONTEXT));
    const oldCount = kept.filter((o) => o.kind !== '+').length;
    const newCount = kept.filter((o) => o.kind !== '-').length;
    // An empty side starts before its first line, as diff writes it (`-0,0`).
    const oldStart = oldCount === 0 ? firstLine + start : firstLine + start + 1;
    const newStart = newCount === 0 ? firstLine + delta + start : firstLine + delta + start + 1;
    out.push(`@@ -${oldStart},${oldCount} +${newStart},${newCount} @@\n`);
    for (const o of kept) {
      const open = o.line.endsWith(NO_EOL);
      out.push(`${o.kind}${open ? o.line.slice(0, -1) : o.line}\n${open ? '\\ No newline at end of file\n' : ''}`);
    }
    delta += newLines.length - oldLines.length;
  }
  return out.join('');
}
