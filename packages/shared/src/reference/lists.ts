/** Small helpers over the covered releases' lists, shared by the reference's writer and its readers. */

/** Throws `head`, then each problem on a line of its own and `tail`, when there is any problem. */
export function failOn(problems: readonly string[], head: string, tail = ''): void {
  if (problems.length > 0) throw new Error(`${head}:\n  ${problems.join('\n  ')}${tail}`);
}

/** Each item of `list` with the next one. */
export function pairs<T>(list: readonly T[]): [T, T][] {
  return list.slice(1).map((item, i) => [list[i], item]);
}

/** Numeric comparison of `1.9.10` and `1.9.4` (the covered releases have no pre-release tags). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
