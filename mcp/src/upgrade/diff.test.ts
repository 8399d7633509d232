/**
 * The preview's diff: made from the edits, it holds what they changed with three lines around, it
 * turns the old text into the new one, and its cost follows the edits, not the file's length.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {expect, test as plain} from 'vitest';
import {fc, test} from '@fast-check/vitest';
import {unifiedDiff} from './diff';
import {applyEdits, type Edit} from './edits';

/** The lines of a text, each with its line break (the last one may have none). */
const withBreaks = (text: string) => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];

/**
 * Applies a unified diff to `before`: every context and removed line must be where the diff says, with
 * its line break, or without one where the diff says `\ No newline at end of file`.
 */
function patch(before: string, diff: string): string {
  const lines = withBreaks(before);
  const out: string[] = [];
  let at = 0;
  const body = diff.split('\n').slice(2, -1);
  for (let i = 0; i < body.length;) {
    const header = /^@@ -(\d+),(\d+) \+(\d+),(\d+) @@$/.exec(body[i++]);
    if (!header) throw new Error(`not a hunk header: ${body[i - 1]}`);
    const start = Number(header[2]) === 0 ? Number(header[1]) : Number(header[1]) - 1;
    for (const line of lines.slice(at, start)) out.push(line);
    at = start;
    while (i < body.length && !body[i].startsWith('@@')) {
      const open = body[i + 1] === '\\ No newline at end of file';
      const [kind, line] = [body[i][0], body[i].slice(1) + (open ? '' : '\n')];
      if (kind !== '+') {
        if (lines[at] !== line)
          throw new Error(`line ${at + 1} is ${JSON.stringify(lines[at])}, not ${JSON.stringify(line)}`);
        at++;
      }
      if (kind !== '-') out.push(line);
      i += open ? 2 : 1;
    }
  }
  for (const line of lines.slice(at)) out.push(line);
  return out.join('');
}

/** Non-overlapping edits in `text`, as the rewrites make them: replacements and insertions at a line start. */
const editsIn = (text: string) =>
  fc
    .uniqueArray(fc.nat({max: Math.max(0, text.length)}), {maxLength: 8})
    .chain((points) => {
      const sorted = [...points].sort((a, b) => a - b);
      return fc.tuple(
        ...sorted.map((p, k) =>
          fc.record({
            start: fc.constant(p),
            end: fc.integer({min: p, max: k + 1 < sorted.length ? sorted[k + 1] : text.length}),
            text: fc.string({unit: fc.constantFrom('a', 'b', ' ', '\n'), maxLength: 12}),
          }),
        ),
      );
    })
    .map((edits) => edits as Edit[]);

const texts = fc.string({unit: fc.constantFrom('a', 'b', ' ', '\n'), maxLength: 200});

test.prop([texts.chain((t) => fc.tuple(fc.constant(t), editsIn(t)))], {numRuns: 200})(
  'patching the old text with the diff gives the edited text',
  ([before, edits]) => {
    const after = applyEdits(before, edits);
    const diff = unifiedDiff('f.ts', before, edits);
    if (after === before && edits.every((e) => e.text === before.slice(e.start, e.end))) return;
    expect(patch(before, diff)).toBe(after);
  },
);

test.prop([texts.chain((t) => fc.tuple(fc.constant(t), editsIn(t)))], {numRuns: 100})(
  'git applies the diff to the file and gets the edited text, whatever its line breaks',
  ([before, edits]) => {
    const diff = unifiedDiff('f.ts', before, edits);
    if (diff === '') return;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-diff-'));
    try {
      fs.writeFileSync(path.join(dir, 'f.ts'), before);
      fs.writeFileSync(path.join(dir, 'change.diff'), diff);
      execFileSync('git', ['apply', '--unsafe-paths', 'change.diff'], {cwd: dir, stdio: 'pipe'});
      expect(fs.readFileSync(path.join(dir, 'f.ts'), 'utf8')).toBe(applyEdits(before, edits));
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  },
);

/** The longest common subsequence's length, by the textbook table (the inputs here are a few lines). */
function lcsLength(a: string[], b: string[]): number {
  let row = new Array<number>(b.length + 1).fill(0);
  for (const x of a) {
    const next = [0];
    for (let j = 0; j < b.length; j++) next.push(x === b[j] ? row[j] + 1 : Math.max(row[j + 1], next[j]));
    row = next;
  }
  return row[b.length];
}

test.prop([texts.chain((t) => fc.tuple(fc.constant(t), editsIn(t)))], {numRuns: 200})(
  'each hunk removes and adds only the lines its old and new text do not share, with at most three lines of context around them',
  ([before, edits]) => {
    const diff = unifiedDiff('f.ts', before, edits);
    for (const hunk of diff.split(/^@@ .* @@$/m).slice(1)) {
      // A line followed by `\ No newline at end of file` is another line than the same text with a break.
      const raw = hunk.split('\n').slice(1, -1);
      const lines = raw.flatMap((l, k) =>
        l.startsWith('\\') ? [] : [raw[k + 1]?.startsWith('\\') ? `${l}\u0000` : l],
      );
      const old = lines.filter((l) => !l.startsWith('+')).map((l) => l.slice(1));
      const now = lines.filter((l) => !l.startsWith('-')).map((l) => l.slice(1));
      const common = lcsLength(old, now);
      expect(lines.filter((l) => l.startsWith('-'))).toHaveLength(old.length - common);
      expect(lines.filter((l) => l.startsWith('+'))).toHaveLength(now.length - common);
      const changed = lines.map((l) => !l.startsWith(' '));
      // Three lines of context around the lines that changed, however far the edits reached.
      expect(changed.includes(true)).toBe(true);
      expect(changed.indexOf(true)).toBeLessThanOrEqual(3);
      expect(changed.length - 1 - changed.lastIndexOf(true)).toBeLessThanOrEqual(3);
    }
  },
);

plain('a last line without a line break is marked, and a final line break starts no empty line', () => {
  const open = unifiedDiff('f.ts', 'a\nb', [{start: 2, end: 3, text: 'B'}]);
  expect(open).toBe(
    '--- a/f.ts\n+++ b/f.ts\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+B\n\\ No newline at end of file\n',
  );
  expect(patch('a\nb', open)).toBe('a\nB');
  // Adding the last line's break changes that line.
  const closed = unifiedDiff('f.ts', 'a\nb', [{start: 3, end: 3, text: '\n'}]);
  expect(closed).toBe('--- a/f.ts\n+++ b/f.ts\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n');
  const lines = Array.from({length: 23}, (_, i) => `line ${i + 1}`);
  const before = `${lines.join('\n')}\n`;
  const at = before.indexOf('line 22');
  const near = unifiedDiff('f.ts', before, [{start: at, end: at + 7, text: 'line twenty-two'}]);
  expect(near).toBe(
    '--- a/f.ts\n+++ b/f.ts\n@@ -19,5 +19,5 @@\n line 19\n line 20\n line 21\n-line 22\n+line twenty-two\n line 23\n',
  );
  expect(patch(before, near)).toBe(before.replace('line 22', 'line twenty-two'));
});

plain('an edit that writes back what was there adds no context to the hunk of a real one', () => {
  const before = 'b \n\n\n\n\n';
  const noChange = [1, 4, 5, 6, 7].map((at) => ({start: at, end: at, text: ''}));
  const diff = unifiedDiff('f.ts', before, [...noChange, {start: 2, end: 2, text: 'a'}]);
  expect(diff).toBe('--- a/f.ts\n+++ b/f.ts\n@@ -1,4 +1,4 @@\n-b \n+b a\n \n \n \n');
  expect(unifiedDiff('f.ts', before, noChange)).toBe('');
});

plain(
  'a generated 200,000-line file with two edits: the diff is two small hunks, made in bounded time and memory',
  () => {
    const lines = Array.from({length: 200_000}, (_, i) => `export const value${i} = ${i};`);
    const before = lines.join('\n');
    const near = (line: number) => lines.slice(0, line).join('\n').length + 1;
    const edits: Edit[] = [
      {start: near(10), end: near(10) + lines[10].length, text: 'export const value10 = "ten";'},
      {start: near(150_000), end: near(150_000), text: '// TODO(faststore 1.9.11): a note\n'},
    ];
    global.gc?.();
    const heap = process.memoryUsage().heapUsed;
    const started = performance.now();
    const diff = unifiedDiff('big.ts', before, edits);
    const elapsed = performance.now() - started;
    const grown = process.memoryUsage().heapUsed - heap;
    expect(diff.split('\n@@ ')).toHaveLength(3);
    expect(diff).toContain('@@ -8,7 +8,7 @@\n');
    expect(diff).toContain('@@ -149998,6 +149998,7 @@\n');
    expect(diff.length).toBeLessThan(2_000);
    expect(elapsed).toBeLessThan(1_000);
    // The old line-by-line table took gigabytes here; the text itself is about 7 MB.
    expect(grown).toBeLessThan(64 * 1024 * 1024);
    expect(patch(before, diff)).toBe(applyEdits(before, edits));
  },
);
