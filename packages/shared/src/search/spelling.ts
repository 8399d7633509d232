/**
 * Spelling correction for the local search. Pagefind matches words by prefix but does not forgive a
 * mistyped letter; a query word that matches nothing is replaced by the closest word of a page title
 * (`usecrat` → `usecart`), one edit away (two for long words), with a swap of neighbouring letters as one.
 */

/** Edits between two words: insertions, deletions, substitutions and swaps of adjacent letters. */
export function editDistance(a: string, b: string, limit = Infinity): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length];
}

/** How many edits a word of this length may have: none for short words, where one edit makes another word. */
function allowedEdits(word: string): number {
  if (word.length < 4) return 0;
  return word.length >= 8 ? 2 : 1;
}

/** The vocabulary word closest to `word` within the allowed edits, or null. Ties go to the earlier word. */
export function closestWord(word: string, vocabulary: readonly string[]): string | null {
  const lower = word.toLowerCase();
  const limit = allowedEdits(lower);
  if (limit === 0) return null;
  let best: string | null = null;
  let bestDistance = limit + 1;
  for (const candidate of vocabulary) {
    if (candidate === lower) return null;
    const distance = editDistance(lower, candidate, bestDistance - 1 < limit ? bestDistance - 1 : limit);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

/** Every string made from `word` by deleting up to `count` letters, `word` itself included. */
function deletions(word: string, count: number): Set<string> {
  let level = new Set([word]);
  const all = new Set(level);
  for (let round = 0; round < count; round++) {
    const next = new Set<string>();
    for (const w of level) for (let i = 0; i < w.length; i++) next.add(w.slice(0, i) + w.slice(i + 1));
    for (const w of next) all.add(w);
    level = next;
  }
  return all;
}

/**
 * The words of `dictionary` that `closestWord` would rewrite into a word of `targets`: real words that
 * correction must leave alone (`getting` is not a typo of `setting`). Found through shared deletions
 * (two words within n edits share a string made by deleting at most n letters from each), so that a
 * dictionary of a quarter of a million words is read in seconds.
 */
export function wordsNear(targets: readonly string[], dictionary: Iterable<string>): string[] {
  const known = new Set(targets);
  const byDeletion = new Map<string, string[]>();
  for (const target of known) {
    for (const key of deletions(target, 2)) {
      const list = byDeletion.get(key);
      if (list) list.push(target);
      else byDeletion.set(key, [target]);
    }
  }
  const near: string[] = [];
  for (const raw of dictionary) {
    const word = raw.toLowerCase();
    const limit = allowedEdits(word);
    if (limit === 0 || known.has(word)) continue;
    const candidates = new Set<string>();
    for (const key of deletions(word, limit)) for (const target of byDeletion.get(key) ?? []) candidates.add(target);
    for (const target of candidates) {
      if (editDistance(word, target, limit) <= limit) {
        near.push(word);
        break;
      }
    }
  }
  return [...new Set(near)].sort();
}
