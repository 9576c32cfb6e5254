/**
 * Order statistics without sorting. A comparison reads two quantiles of each metric's resamples
 * (and two of each spread); sorting 1,000 samples per metric was a sixth of a 1,000-type `run`.
 * Selection (Hoare's FIND, as Wirth writes it) reorders the samples in place and leaves the k-th
 * smallest at index k with nothing larger before it and nothing smaller after, in expected linear
 * time. The value is the sorted array's, with `Float64Array#sort`'s order: −0 before +0, NaN last.
 */

/** Swaps a[i] and a[j]. */
function swap(a: Float64Array, i: number, j: number): void {
  const x = a[i] as number;
  a[i] = a[j] as number;
  a[j] = x;
}

/** Moves the k-th smallest (0-based) of a[lo … hi] to index k; a has no NaN. */
function select(a: Float64Array, k: number, lo: number, hi: number): void {
  let l = lo;
  let h = hi;
  while (l < h) {
    const mid = l + ((h - l) >> 1);
    // Median of three as the pivot value: it lies in [l, h], so both scans stop inside.
    const x0 = a[l] as number;
    const x1 = a[mid] as number;
    const x2 = a[h] as number;
    const pivot = x0 < x1 ? (x1 < x2 ? x1 : x0 < x2 ? x2 : x0) : x0 < x2 ? x0 : x1 < x2 ? x2 : x1;
    let i = l;
    let j = h;
    while (i <= j) {
      while ((a[i] as number) < pivot) i++;
      while (pivot < (a[j] as number)) j--;
      if (i <= j) swap(a, i++, j--);
    }
    if (j < k) l = i;
    if (k < i) h = j;
  }
}

/** ±0 as the sorted array holds it at 0-based rank k: −0 sorts before +0. */
function signedZero(a: Float64Array, k: number): number {
  let below = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    if (x < 0 || (x === 0 && 1 / x < 0)) below++;
  }
  return k < below ? -0 : 0;
}

let smallest = new Float64Array(32);
let largest = new Float64Array(32);
/** Whether `edgeRanks` met a NaN. */
const edge = { nan: false };

/** Puts x at the root of a heap with its largest value on top, and sifts it down. */
function replaceLargest(heap: Float64Array, size: number, x: number): void {
  let i = 0;
  for (;;) {
    let c = 2 * i + 1;
    if (c >= size) break;
    if (c + 1 < size && (heap[c + 1] as number) > (heap[c] as number)) c++;
    if ((heap[c] as number) <= x) break;
    heap[i] = heap[c] as number;
    i = c;
  }
  heap[i] = x;
}

/** Puts x at the root of a heap with its smallest value on top, and sifts it down. */
function replaceSmallest(heap: Float64Array, size: number, x: number): void {
  let i = 0;
  for (;;) {
    let c = 2 * i + 1;
    if (c >= size) break;
    if (c + 1 < size && (heap[c + 1] as number) < (heap[c] as number)) c++;
    if ((heap[c] as number) >= x) break;
    heap[i] = heap[c] as number;
    i = c;
  }
  heap[i] = x;
}

/**
 * Ranks near both ends (an interval's 2.5% and 97.5% of 1,000 samples: the 25th smallest and
 * the 26th largest) in one scan: the lower + 1 smallest values kept in a heap with the largest of
 * them on top, the n − upper largest in one with the smallest on top; a value enters only when it
 * beats a heap's top (the heaps start full of ±Infinity, so that is one comparison with a number
 * held in a register), and costs a sift of log2(size) steps, not a shift of the whole buffer. At
 * the end each top is its rank's value. ±0 compare equal here, as in `select`; the caller settles
 * a zero's sign (`signedZero`), and falls back to sorting when `edge.nan`. `a` is left as it is.
 */
function edgeRanks(a: Float64Array, lower: number, upper: number): [number, number] {
  const k = lower + 1;
  const m = a.length - upper;
  if (smallest.length < k) smallest = new Float64Array(k);
  if (largest.length < m) largest = new Float64Array(m);
  const lo = smallest.fill(Number.POSITIVE_INFINITY, 0, k);
  const hi = largest.fill(Number.NEGATIVE_INFINITY, 0, m);
  let least = Number.POSITIVE_INFINITY;
  let most = Number.NEGATIVE_INFINITY;
  let nan = false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    if (x < least) {
      replaceLargest(lo, k, x);
      least = lo[0] as number;
    } else if (Number.isNaN(x)) nan = true;
    if (x > most) {
      replaceSmallest(hi, m, x);
      most = hi[0] as number;
    }
  }
  edge.nan = nan;
  return [least, most];
}

/**
 * The values at 0-based ranks `lower` ≤ `upper` of `a` as `a.sort()` would place them; `a` is
 * reordered. Falls back to sorting when `a` holds NaN.
 */
export function orderStatistics(a: Float64Array, lower: number, upper: number): [number, number] {
  const last = a.length - 1;
  if (8 * (lower + 1 + last - upper + 1) <= a.length) {
    const [low, high] = edgeRanks(a, lower, upper);
    if (edge.nan) return sortedRanks(a, lower, upper);
    return [low === 0 ? signedZero(a, lower) : low, high === 0 ? signedZero(a, upper) : high];
  }
  for (let i = 0; i < a.length; i++) if (Number.isNaN(a[i])) return sortedRanks(a, lower, upper);
  select(a, lower, 0, last);
  select(a, upper, lower, last);
  const low = a[lower] as number;
  const high = a[upper] as number;
  return [low === 0 ? signedZero(a, lower) : low, high === 0 ? signedZero(a, upper) : high];
}

/** The ranks of a sorted `a` (sorted in place): NaN sorts last. */
function sortedRanks(a: Float64Array, lower: number, upper: number): [number, number] {
  a.sort();
  return [a[lower] as number, a[upper] as number];
}
