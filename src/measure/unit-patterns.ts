/**
 * Units grouped by pattern (`UnitPatterns`' grouping): units with the same key are one pattern;
 * patterns are ordered by size, largest first, then by their first unit.
 */
export interface Grouping {
  /** Pattern of each unit. */
  readonly patternOf: Int32Array;
  /** Units per pattern. */
  readonly sizes: Int32Array;
  /** The first unit of each pattern. */
  readonly first: Int32Array;
}

/** Groups units 0 … n − 1 by `keyOf` (equal keys: one pattern). */
export function unitPatterns<K>(n: number, keyOf: (i: number) => K): Grouping {
  const seen = new Map<K, number>();
  const found = new Int32Array(n);
  const counts: number[] = [];
  const firsts: number[] = [];
  for (let i = 0; i < n; i++) {
    const key = keyOf(i);
    let q = seen.get(key);
    if (q === undefined) {
      q = seen.size;
      seen.set(key, q);
      counts.push(0);
      firsts.push(i);
    }
    found[i] = q;
    counts[q] = (counts[q] as number) + 1;
  }
  const order = counts
    .map((_, q) => q)
    .sort(
      (x, y) =>
        (counts[y] as number) - (counts[x] as number) ||
        (firsts[x] as number) - (firsts[y] as number),
    );
  const rank = new Int32Array(order.length);
  order.forEach((q, k) => {
    rank[q] = k;
  });
  return {
    patternOf: found.map((q) => rank[q] as number),
    sizes: Int32Array.from(order, (q) => counts[q] as number),
    first: Int32Array.from(order, (q) => firsts[q] as number),
  };
}
