interface Op {
  kind: ' ' | '-' | '+';
  line: string;
}

/** A unified diff of one file (`--dry-run`), by the longest common subsequence of its lines. */
const CONTEXT = 3;

export function unifiedDiff(name: string, before: string, after: string): string {
  const a = before.split('\n');
  const b = after.split('\n');
  // lcs[i][j]: the common lines of a[i..] and b[j..]; source files are small enough for the table.
  const lcs = Array.from({length: a.length + 1}, () => new Int32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i][j] = a[i] === b[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      ops.push({kind: ' ', line: a[i++]});
      j++;
    } else if (i < a.length && (j === b.length || lcs[i + 1][j] >= lcs[i][j + 1])) ops.push({kind: '-', line: a[i++]});
    else ops.push({kind: '+', line: b[j++]});
  }
  const out = [`--- a/${name}\n+++ b/${name}\n`];
  const changed = ops.flatMap((o, k) => (o.kind === ' ' ? [] : [k]));
  for (let c = 0; c < changed.length;) {
    // A hunk runs from a change to the last change within twice the context after it.
    let last = c;
    while (last + 1 < changed.length && changed[last + 1] - changed[last] <= 2 * CONTEXT) last++;
    const start = Math.max(0, changed[c] - CONTEXT);
    const end = Math.min(ops.length, changed[last] + CONTEXT + 1);
    const hunk = ops.slice(start, end);
    const aLen = hunk.filter((o) => o.kind !== '+').length;
    const bLen = hunk.filter((o) => o.kind !== '-').length;
    const aStart = ops.slice(0, start).filter((o) => o.kind !== '+').length + (aLen ? 1 : 0);
    const bStart = ops.slice(0, start).filter((o) => o.kind !== '-').length + (bLen ? 1 : 0);
    out.push(`@@ -${aStart},${aLen} +${bStart},${bLen} @@\n`);
    for (const o of hunk) out.push(`${o.kind}${o.line}\n`);
    c = last + 1;
  }
  return out.join('');
}
