/** Names near a misspelt one, nearest first: the same name in another case, then by edits. */
import {editDistance} from '@faststore-docs/shared/search/spelling';

export function suggest(name: string, candidates: readonly string[], limit = 3): string[] {
  const wanted = name.toLowerCase();
  const limitEdits = Math.max(1, Math.ceil(wanted.length / 3));
  return [...new Set(candidates)]
    .map((candidate) => {
      const lower = candidate.toLowerCase();
      const edits = editDistance(wanted, lower, limitEdits);
      const contains = lower.includes(wanted) || (wanted.length >= 4 && wanted.includes(lower));
      return {candidate, score: edits <= limitEdits ? edits : contains ? limitEdits + 1 : Infinity};
    })
    .filter((c) => Number.isFinite(c.score))
    .sort((a, b) => a.score - b.score || a.candidate.length - b.candidate.length)
    .slice(0, limit)
    .map((c) => c.candidate);
}
