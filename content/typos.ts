/** Edit distance with swapped neighbours counting as one, for "did you mean": typos are a letter or two off. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * Of `candidates`, the nearest to `written` within `most` typos (as `key` reads each), if one is
 * nearer than every other: two as near are a guess.
 */
export function nearest(written: string, candidates: readonly string[], most = 2, key = (text: string) => text): string | undefined {
  const [first, second] = candidates
    .map((candidate) => ({ candidate, off: distance(key(written), key(candidate)) }))
    .filter(({ off }) => off <= most)
    .sort((a, b) => a.off - b.off);
  return first && (!second || second.off > first.off) ? first.candidate : undefined;
}
