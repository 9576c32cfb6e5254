import { type ClashCategory, emptyTally } from "../align/clash.ts";
import { writeRates } from "../measure/prf.ts";
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
