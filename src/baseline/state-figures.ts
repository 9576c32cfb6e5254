import { quantileRank } from "./bootstrap.ts";
import type { Interval, Spread } from "./comparison.ts";
import { GROUP_RATES } from "./rate-cache.ts";
import { PER_SCHEME } from "./scheme-kernel.ts";

/**
 * A type row's figures from the rate-cache entries its resamples read, when they are few (a rare
 * type is drawn alike from resample to resample): resample r's current rates are entry `cur[r]`,
 * its baseline's `base[r]`. Each metric's samples are then a handful of distinct values, each so
 * many times, and its interval ranks, p-value and twins come from those counts instead of 1,000
 * samples recorded, compared and ranked; the mean and variance still add the samples in resample
 * order. The same figures as `settle` on the recorded samples, bit for bit (a property test holds
 * them to it).
 */

/** Entries a row may read and still be settled here (pairs of them are counted in a table). */
export const STATE_ENTRIES = 64;

/** The figures of one metric. */
export interface MetricFigures {
  p: number;
  ci: Interval;
  spread: Spread;
}

/** What `stateFigures` reads: the cache's rates and each resample's two entries. */
export interface RowStates {
  readonly rates: Float64Array;
  readonly base: Int32Array;
  readonly cur: Int32Array;
  readonly count: number;
}

const pairs = new Float64Array(STATE_ENTRIES * STATE_ENTRIES);
const curTimes = new Float64Array(STATE_ENTRIES);
const values = new Float64Array(STATE_ENTRIES * STATE_ENTRIES);
const times = new Float64Array(STATE_ENTRIES * STATE_ENTRIES);
const order: number[] = [];

/** −0 before +0, as `Float64Array#sort` orders them (there is no NaN here). */
function byValue(i: number, j: number): number {
  const x = values[i] as number;
  const y = values[j] as number;
  if (x !== y) return x < y ? -1 : 1;
  return (Object.is(x, -0) ? 0 : 1) - (Object.is(y, -0) ? 0 : 1);
}

/** The values at 0-based ranks lo and hi of the first m `values`, each `times` times. */
function ranked(m: number, lo: number, hi: number): [number, number] {
  order.length = m;
  for (let i = 0; i < m; i++) order[i] = i;
  order.sort(byValue);
  const out: [number, number] = [0, 0];
  let seen = 0;
  let want = 0;
  const ranks = [lo, hi];
  for (const i of order) {
    seen += times[i] as number;
    while (want < 2 && (ranks[want] as number) < seen) out[want++] = values[i] as number;
    if (want === 2) break;
  }
  return out;
}

/** `intervalOf` over the first m `values`, each `times` times (`count` samples in all). */
function intervalOfCounted(m: number, count: number, level: number): Interval {
  const tail = (1 - level) / 2;
  const lo = quantileRank(count, tail) - 1;
  const hi = quantileRank(count, 1 - tail) - 1;
  const [a, z] = ranked(m, Math.min(lo, hi), Math.max(lo, hi));
  return lo <= hi ? { lower: a, upper: z } : { lower: z, upper: a };
}

/** The pairs of entries read (their offsets, baseline then current) and how often: `used` of them. */
const pairBase = new Int32Array(STATE_ENTRIES * STATE_ENTRIES);
const pairCur = new Int32Array(STATE_ENTRIES * STATE_ENTRIES);
const pairTimes = new Float64Array(STATE_ENTRIES * STATE_ENTRIES);
let used = 0;

/** Counts how many resamples read each pair of entries and each current entry. */
function countStates(s: RowStates, entries: number): void {
  curTimes.fill(0, 0, entries);
  used = 0;
  for (let r = 0; r < s.count; r++) {
    const a = (s.base[r] as number) / GROUP_RATES;
    const b = (s.cur[r] as number) / GROUP_RATES;
    const cell = a * STATE_ENTRIES + b;
    if ((pairs[cell] as number) === 0) {
      pairBase[used] = a * GROUP_RATES;
      pairCur[used++] = b * GROUP_RATES;
    }
    pairs[cell] = (pairs[cell] as number) + 1;
    curTimes[b] = (curTimes[b] as number) + 1;
  }
  for (let i = 0; i < used; i++) {
    const cell = ((pairBase[i] as number) / GROUP_RATES) * STATE_ENTRIES;
    const at = cell + (pairCur[i] as number) / GROUP_RATES;
    pairTimes[i] = pairs[at] as number;
    pairs[at] = 0;
  }
}

/** Whether metric `o` (offset within a group's rates) of every pair in use is a number. */
function noNaN(s: RowStates, o: number): boolean {
  for (let i = 0; i < used; i++)
    if (
      Number.isNaN(s.rates[(pairBase[i] as number) + o]) ||
      Number.isNaN(s.rates[(pairCur[i] as number) + o])
    )
      return false;
  return true;
}

const sameBits = (x: number, y: number): boolean => Object.is(x, y);

/** Whether metrics at offsets o and q read the same bits in every resample (both arrays). */
function twins(s: RowStates, o: number, q: number, moved: boolean): boolean {
  const r = s.rates;
  for (let i = 0; i < used; i++) {
    const a = pairBase[i] as number;
    const b = pairCur[i] as number;
    const x = r[b + o] as number;
    const y = r[b + q] as number;
    if (!sameBits(x, y)) return false;
    if (!moved) continue;
    if (!sameBits(x - (r[a + o] as number), y - (r[a + q] as number))) return false;
  }
  return true;
}

/** The p-value and interval of a moved metric's deltas. */
function deltaFigures(s: RowStates, o: number, level: number): [number, Interval] {
  let below = 0;
  let above = 0;
  for (let i = 0; i < used; i++) {
    const n = pairTimes[i] as number;
    const d =
      (s.rates[(pairCur[i] as number) + o] as number) -
      (s.rates[(pairBase[i] as number) + o] as number);
    if (d <= 0) below += n;
    if (d >= 0) above += n;
    values[i] = d;
    times[i] = n;
  }
  const p = Math.min(1, (2 * Math.min(below, above)) / s.count);
  return [p, intervalOfCounted(used, s.count, level)];
}

/** `spreadOf` the current side's samples of the metric at offset o. */
function currentSpread(s: RowStates, entries: number, o: number, level: number): Spread {
  const { rates, cur, count } = s;
  let sum = 0;
  for (let r = 0; r < count; r++) sum += rates[(cur[r] as number) + o] as number;
  const mean = sum / count;
  let squares = 0;
  for (let r = 0; r < count; r++) {
    const d = (rates[(cur[r] as number) + o] as number) - mean;
    squares += d * d;
  }
  const variance = count < 2 ? 0 : squares / (count - 1);
  let m = 0;
  for (let e = 0; e < entries; e++) {
    if ((curTimes[e] as number) === 0) continue;
    values[m] = rates[e * GROUP_RATES + o] as number;
    times[m++] = curTimes[e] as number;
  }
  return { mean, variance, sd: Math.sqrt(variance), ...intervalOfCounted(m, count, level) };
}

/**
 * Every metric's figures of a row (`perRow` metrics, `n` rates per scheme), as `settle` works
 * them out; null when a rate in use is NaN (the caller records the samples instead).
 */
export function stateFigures(
  s: RowStates,
  entries: number,
  perRow: number,
  n: number,
  moved: boolean,
  level: number,
): (MetricFigures | number)[] | null {
  if (s.count === 0 || entries > STATE_ENTRIES) return null;
  countStates(s, entries);
  const offset = (j: number): number => Math.floor(j / n) * PER_SCHEME + (j % n);
  for (let j = 0; j < perRow; j++) if (!noNaN(s, offset(j))) return null;
  const out: (MetricFigures | number)[] = [];
  for (let j = 0; j < perRow; j++) {
    let twin = -1;
    for (let i = j % n; i < j && twin === -1; i += n) {
      if (typeof out[i] === "number") continue;
      if (twins(s, offset(i), offset(j), moved)) twin = i;
    }
    if (twin >= 0) {
      out.push(twin);
      continue;
    }
    const [p, ci] = moved ? deltaFigures(s, offset(j), level) : [1, { lower: 0, upper: 0 }];
    out.push({ p, ci, spread: currentSpread(s, entries, offset(j), level) });
  }
  return out;
}
