import { formatFixed } from "../number-format.ts";

/**
 * Printed digits. Peers print with C's or Python's `%.Nf`: the exact binary value of the double,
 * rounded half to even. JavaScript's `toFixed` rounds exact ties up instead (0.125 → "0.13" where
 * C prints "0.12"), so every figure Goldgate prints goes through `formatFixed` (src/number-format.ts).
 */

/** Whether `x` lies within a hair of a rounding tie at `digits` decimals. */
function nearTie(x: number, digits: number): boolean {
  const scaled = Math.abs(x) * 10 ** digits;
  return Math.abs(scaled - Math.floor(scaled) - 0.5) < 1e-6;
}

const bits = new DataView(new ArrayBuffer(8));

/** The adjacent double above (`up`) or below a finite non-negative `x`. */
function adjacent(x: number, up: boolean): number {
  if (x === 0) return up ? Number.MIN_VALUE : 0;
  bits.setFloat64(0, x);
  bits.setBigUint64(0, bits.getBigUint64(0) + (up ? 1n : -1n));
  return bits.getFloat64(0);
}

/** How many ulps a fraction may move to print like its percentage (a few suffice; see tests). */
const MAX_STEPS = 8;

/**
 * Near-tie percentages already resolved (percent → fraction). The resampling kernel meets the same
 * few ratios of small counts again and again (a third of a 1,000-type `run` went to `formatFixed`
 * before this); the answer depends on the percentage alone, so it is looked up, not recomputed.
 * Open addressing over typed arrays (−1 marks a free slot: a near tie is above 0), so a lookup
 * allocates nothing: a `Map` boxes every double it is asked about, as does a call that is not
 * inlined, and in a 1,000-type `run` those boxes were a third of all it allocated. Emptied when
 * `RESOLVED_LIMIT` are held, so memory stays bounded whatever the input.
 */
let tieKeys = new Float64Array(1024).fill(-1);
let tieValues = new Float64Array(1024);
let tieCount = 0;
const RESOLVED_LIMIT = 1 << 16;
const tieWord = new Float64Array(1);
const tieHalves = new Int32Array(tieWord.buffer);

/** The slot of `percent` in the table, or the free slot where it would go. */
function tieSlot(percent: number): number {
  tieWord[0] = percent;
  const mask = tieKeys.length - 1;
  const h = Math.imul(
    (tieHalves[0] as number) ^ Math.imul(tieHalves[1] as number, 0x9e3779b1),
    0x85ebca6b,
  );
  let i = (h ^ (h >>> 15)) & mask;
  for (;;) {
    const k = tieKeys[i] as number;
    if (k === percent || k === -1) return i;
    i = (i + 1) & mask;
  }
}

/** Resolves a near tie not yet in the table (`nudgedFraction`) and keeps it. */
function resolveNew(percent: number): number {
  const fraction = nudgedFraction(percent);
  if (tieCount >= RESOLVED_LIMIT) {
    tieKeys.fill(-1);
    tieCount = 0;
  } else if (2 * tieCount >= tieKeys.length) {
    const [keys, values] = [tieKeys, tieValues];
    tieKeys = new Float64Array(2 * keys.length).fill(-1);
    tieValues = new Float64Array(2 * keys.length);
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i] as number;
      if (k === -1) continue;
      const j = tieSlot(k);
      tieKeys[j] = k;
      tieValues[j] = values[i] as number;
    }
  }
  const i = tieSlot(percent);
  tieKeys[i] = percent;
  tieValues[i] = fraction;
  tieCount++;
  return fraction;
}

/**
 * `out[places[i]] = fractionOfPercent(percents[i])` for i below n, where each percentage is a near
 * tie at two decimals and not negative (the caller's test): a run's near ties resolved in one call
 * that takes no double, so a hot loop that stashes them boxes none.
 */
export function resolveNearTies(
  percents: Float64Array,
  places: Int32Array,
  n: number,
  out: Float64Array,
): void {
  for (let i = 0; i < n; i++) {
    const percent = percents[i] as number;
    const at = tieSlot(percent);
    out[places[i] as number] =
      tieKeys[at] === percent ? (tieValues[at] as number) : resolveNew(percent);
  }
}

/**
 * The fraction for a percentage computed as conlleval does (`100*count/count`): the double nearest
 * `percent / 100`, moved by as few ulps as needed so that `100 × fraction` prints, with two
 * decimals, the same digits as `percent`. 23/160: percent 14.375 prints 14.38, but
 * 100 × 0.14375 = 14.374999…; the fraction becomes 0.14375000000000002.
 */
export function fractionOfPercent(percent: number): number {
  if (!nearTie(percent, 2) || !(percent >= 0)) return percent / 100;
  const at = tieSlot(percent);
  return tieKeys[at] === percent ? (tieValues[at] as number) : resolveNew(percent);
}

/** `fractionOfPercent` of a near tie, worked out with exact decimal expansions. */
function nudgedFraction(percent: number): number {
  const fraction = percent / 100;
  const want = formatFixed(percent, 2);
  if (formatFixed(100 * fraction, 2) === want) return fraction;
  const up = 100 * fraction < percent;
  let f = fraction;
  for (let k = 0; k < MAX_STEPS; k++) {
    f = adjacent(f, up);
    if (formatFixed(100 * f, 2) === want) return f;
  }
  return fraction;
}
