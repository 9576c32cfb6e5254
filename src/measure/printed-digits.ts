import { formatFixed, percentText } from "../number-format.ts";

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
 * Emptied when full, so memory stays bounded whatever the input.
 */
const resolved = new Map<number, number>();
const RESOLVED_LIMIT = 1 << 16;

/**
 * The fraction for a percentage computed as conlleval does (`100*count/count`): the double nearest
 * `percent / 100`, moved by as few ulps as needed so that it prints, with two decimals, the same
 * digits as `percent`, both as Goldgate prints it (`percentText`) and as `100 × fraction` does.
 * 23/160: percent 14.375 prints 14.38, but 100 × 0.14375 = 14.374999…; the fraction becomes
 * 0.14375000000000002.
 */
export function fractionOfPercent(percent: number): number {
  if (!nearTie(percent, 2) || !(percent >= 0)) return percent / 100;
  const known = resolved.get(percent);
  if (known !== undefined) return known;
  if (resolved.size >= RESOLVED_LIMIT) resolved.clear();
  const fraction = nudgedFraction(percent);
  resolved.set(percent, fraction);
  return fraction;
}

/** `fractionOfPercent` of a near tie, worked out with exact decimal expansions. */
function nudgedFraction(percent: number): number {
  const fraction = percent / 100;
  const want = formatFixed(percent, 2);
  // Both readings print `want`: Goldgate's own (`percentText`, from the fraction's exact value)
  // and a consumer's `100 × fraction` with two decimals.
  const prints = (f: number) => percentText(f, 2) === want && formatFixed(100 * f, 2) === want;
  if (prints(fraction)) return fraction;
  let own: number | null = percentText(fraction, 2) === want ? fraction : null;
  for (const up of [100 * fraction < percent, 100 * fraction >= percent]) {
    let f = fraction;
    for (let k = 0; k < MAX_STEPS; k++) {
      f = adjacent(f, up);
      if (prints(f)) return f;
      if (own === null && percentText(f, 2) === want) own = f;
    }
  }
  return own ?? fraction;
}
