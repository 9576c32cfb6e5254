/**
 * " Did you mean 'x'?" for a misspelt key, value or metric path: the closest candidate by edit
 * distance (insertions, deletions, substitutions and swaps of neighbours, case ignored), when it
 * is within a third of the word's length (at least 1, at most 3 edits); "" when none is close.
 * Ties go to the candidate listed first, so the hint is deterministic.
 */
export function didYouMean(value: string, candidates: Iterable<string>): string {
  const best = closest(value, candidates);
  return best === undefined ? "" : ` Did you mean '${best}'?`;
}

/** The closest candidate within the edit budget (see didYouMean), or undefined. */
export function closest(value: string, candidates: Iterable<string>): string | undefined {
  const word = value.toLowerCase();
  const budget = Math.min(3, Math.max(1, Math.floor(word.length / 3)));
  let best: string | undefined;
  let bestDistance = budget + 1;
  for (const candidate of candidates) {
    if (candidate === value) return undefined;
    const d = editDistance(word, candidate.toLowerCase(), bestDistance);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best;
}

/** Optimal string alignment distance, giving up (returning `limit`) once it cannot be below it. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) >= limit) return limit;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(
        (previous[j] ?? i) + 1,
        (row[j - 1] ?? j) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d = Math.min(d, (before[j - 2] ?? 0) + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin >= limit) return limit;
    before = previous;
    previous = row;
  }
  return Math.min(limit, previous[b.length] ?? limit);
}
