import { type ClashCategory, emptyTally } from "../align/clash.ts";
import { type RateArithmetic, writeCreditRates, writeRates } from "../measure/prf.ts";
import { SPAN_SCHEMES, schemeCounts } from "../measure/schemes.ts";

/** Where each rate sits in a `RateScratch`: precision, recall, f1, fbeta, then possible. */
export const P = 0;
export const R = 1;
export const F1 = 2;
export const FBETA = 3;
export const POSSIBLE = 4;

/** Five numbers one group's rates are written to (reused: the kernel allocates nothing). */
export type RateScratch = Float64Array;

/**
 * Per scheme and clash class, the class's weight in `correct`, `partial`, `possible` and
 * `actual`: at [(scheme · classes + class) · 4 + q]. `schemeCounts` is linear in the tally, so
 * these four dot products with a group's class sums give its counts; read from `schemeCounts`
 * itself, so they cannot drift from the scheme table.
 */
export function schemeCoefficients(classes: readonly (readonly ClashCategory[])[]): Float64Array {
  const out = new Float64Array(SPAN_SCHEMES.length * classes.length * 4);
  SPAN_SCHEMES.forEach((scheme, s) => {
    classes.forEach((members, k) => {
      const t = emptyTally();
      t[members[0] ?? "match"] = 1;
      const c = schemeCounts(t, scheme);
      out.set([c.correct, c.partial, c.possible, c.actual], (s * classes.length + k) * 4);
    });
  });
  return out;
}

/**
 * Rates of one scheme from class sums at `sums[at …]`, into `out`: the counts come from the
 * coefficients (integers, so exact in any order), the rates from `writeRates`, which `rates` and
 * so `scoreTally` read too (conlleval arithmetic, their default): the comparison's figures are the
 * scores document's, bit for bit.
 */
export function schemeRates(
  sums: ArrayLike<number>,
  at: number,
  classCount: number,
  coefficients: Float64Array,
  scheme: number,
  beta: number,
  out: RateScratch,
): void {
  let correct = 0;
  let partial = 0;
  let possible = 0;
  let actual = 0;
  const base = scheme * classCount * 4;
  for (let k = 0; k < classCount; k++) {
    const x = sums[at + k] as number;
    if (x === 0) continue;
    const c = base + 4 * k;
    correct += (coefficients[c] as number) * x;
    partial += (coefficients[c + 1] as number) * x;
    possible += (coefficients[c + 2] as number) * x;
    actual += (coefficients[c + 3] as number) * x;
  }
  const name = SPAN_SCHEMES[scheme] ?? "strict";
  writeRates(correct, partial, actual, possible, name, beta, "conlleval", out);
  out[POSSIBLE] = possible;
}

/** Numbers `groupRates` writes per scheme: P, R, F1, F-beta, possible. */
export const PER_SCHEME = 5;

/**
 * The credits of one group rated so far (credit, actual, possible → P, R, F1, F-beta). Schemes of
 * a group share credits (`type` and `lenient` count alike; `average` is made of the strict and
 * the lenient credit), so a group is rated with 4 credits instead of 7: same inputs, same floats.
 */
class CreditMemo {
  private readonly keys = new Float64Array(3 * 8);
  private readonly values = new Float64Array(4 * 8);
  private size = 0;
  reset(): void {
    this.size = 0;
  }
  readonly write = (
    credit: number,
    actual: number,
    possible: number,
    beta: number,
    arithmetic: RateArithmetic,
    out: Float64Array,
    at = 0,
  ): void => {
    const { keys, values } = this;
    let e = 0;
    while (
      e < this.size &&
      (keys[3 * e] !== credit || keys[3 * e + 1] !== actual || keys[3 * e + 2] !== possible)
    )
      e++;
    if (e === this.size) {
      if (e === 8) e = 0;
      writeCreditRates(credit, actual, possible, beta, arithmetic, values, 4 * e);
      keys[3 * e] = credit;
      keys[3 * e + 1] = actual;
      keys[3 * e + 2] = possible;
      this.size = e + 1;
    }
    out[at] = values[4 * e] as number;
    out[at + 1] = values[4 * e + 1] as number;
    out[at + 2] = values[4 * e + 2] as number;
    if (beta !== 1) out[at + 3] = values[4 * e + 3] as number;
  };
}

const memo = new CreditMemo();
const one = new Float64Array(4);

/**
 * Rates of every scheme of one group from its class sums at `sums[at …]`: scheme s at
 * `out[s · PER_SCHEME …]` (P, R, F1, F-beta, possible), as `schemeRates` writes them one by one.
 */
export function groupRates(
  sums: ArrayLike<number>,
  at: number,
  classCount: number,
  coefficients: Float64Array,
  beta: number,
  out: Float64Array,
): void {
  memo.reset();
  for (let s = 0; s < SPAN_SCHEMES.length; s++) {
    let correct = 0;
    let partial = 0;
    let possible = 0;
    let actual = 0;
    const base = s * classCount * 4;
    for (let k = 0; k < classCount; k++) {
      const x = sums[at + k] as number;
      if (x === 0) continue;
      const c = base + 4 * k;
      correct += (coefficients[c] as number) * x;
      partial += (coefficients[c + 1] as number) * x;
      possible += (coefficients[c + 2] as number) * x;
      actual += (coefficients[c + 3] as number) * x;
    }
    const name = SPAN_SCHEMES[s] ?? "strict";
    writeRates(correct, partial, actual, possible, name, beta, "conlleval", one, memo.write);
    const o = s * PER_SCHEME;
    out[o] = one[0] as number;
    out[o + 1] = one[1] as number;
    out[o + 2] = one[2] as number;
    out[o + 3] = one[3] as number;
    out[o + POSSIBLE] = possible;
  }
}

/**
 * Per scheme, the first scheme that rates every group alike (itself when none): the same
 * coefficients, so the same counts from any class sums, and the same way from counts to rates
 * (`writeRates` treats only `average` and `partial` apart). `type` and `lenient` are such twins.
 */
export function schemeTwins(coefficients: Float64Array, classCount: number): Int32Array {
  const block = classCount * 4;
  const plain = (s: number) => !["average", "partial"].includes(SPAN_SCHEMES[s] ?? "average");
  const same = (s: number, t: number) => {
    for (let i = 0; i < block; i++)
      if (coefficients[s * block + i] !== coefficients[t * block + i]) return false;
    return SPAN_SCHEMES[s] === SPAN_SCHEMES[t] || (plain(s) && plain(t));
  };
  return Int32Array.from(SPAN_SCHEMES, (_, s) => {
    for (let t = 0; t < s; t++) if (same(s, t)) return t;
    return s;
  });
}
