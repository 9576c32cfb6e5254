import { fScore, ratio } from "../measure/prf.ts";
import { fractionOfPercent } from "../measure/printed-digits.ts";
import { SPAN_SCHEMES } from "../measure/schemes.ts";
import { PER_SCHEME, POSSIBLE } from "./scheme-kernel.ts";

/** How a scheme turns its counts into a credit: as they are, half partial, GATE's mean. */
export const PLAIN = 0;
export const HALF_PARTIAL = 1;
export const AVERAGE = 2;

/** Credits one rating can meet (`average` takes two, every other scheme one). */
const CREDITS = SPAN_SCHEMES.length + 1;

/**
 * `groupRates`' arithmetic for one coefficient table, planned once: the schemes' counts are dot
 * products with the class sums, and most of the 24 rows of coefficients repeat (every scheme has
 * the same `possible` and `actual`; `exact` and `partial` the same `correct`), so only the distinct
 * rows are taken, each over its nonzero weights in class order (the very floats `groupRates`
 * makes: the terms it adds besides are ±0, added to a sum that is never −0).
 */
export interface RatingPlan {
  /** Distinct coefficient rows as their nonzero terms: row d's are `first[d] … first[d + 1]`. */
  readonly first: Int32Array;
  readonly classOf: Int32Array;
  readonly weight: Float64Array;
  /** Per scheme: its correct, partial, possible and actual as row numbers, at s · 4 + q. */
  readonly rowOf: Int32Array;
  /** Per scheme: PLAIN, HALF_PARTIAL or AVERAGE. */
  readonly kind: Uint8Array;
  /** How many distinct rows. */
  readonly rows: number;
}

export function ratingPlan(classCount: number, coefficients: Float64Array): RatingPlan {
  const k = classCount;
  const rows: number[][] = [];
  const rowOf = new Int32Array(SPAN_SCHEMES.length * 4);
  for (let i = 0; i < rowOf.length; i++) {
    const row = Array.from(
      { length: k },
      (_, c) => coefficients[(i >> 2) * k * 4 + 4 * c + (i & 3)] as number,
    );
    let d = rows.findIndex((r) => r.every((x, c) => Object.is(x, row[c])));
    if (d < 0) d = rows.push(row) - 1;
    rowOf[i] = d;
  }
  const terms = rows.map((row) => row.flatMap((w, c) => (w === 0 ? [] : [[c, w] as const])));
  return {
    first: Int32Array.from([0, ...terms.map((_, d) => terms.slice(0, d + 1).flat().length)]),
    classOf: Int32Array.from(terms.flat(), ([c]) => c),
    weight: Float64Array.from(terms.flat(), ([, w]) => w),
    rowOf,
    kind: Uint8Array.from(SPAN_SCHEMES, (s) =>
      s === "average" ? AVERAGE : s === "partial" ? HALF_PARTIAL : PLAIN,
    ),
    rows: rows.length,
  };
}

/** Near ties a run meets (`writeCreditRun`), resolved after it: their percentages and places. */
let tiePercents = new Float64Array(256);
let tiePlaces = new Int32Array(256);

/**
 * P, R, F1 and F-beta (0 when beta is 1) of a run of n credits in conlleval's arithmetic, as
 * `writeCreditRates` makes them: credit i is `credits[creditAt + i]` over `totals[actualAt + i]`
 * and `totals[possibleAt + i]`, its rates go to `out[at + i]`, `out[at + i + stride]`, … . The
 * loop calls nothing with a double: a call the compiler does not inline boxes each double it
 * passes (a credit writer called once per resample allocated 0.3 GB in a 1,000-type `run`). A
 * percentage near a tie at two decimals (0.4% of them there) is stashed and resolved after the
 * run by `fractionOfPercent`, the same fraction.
 */
export function writeCreditRun(
  credits: Float64Array,
  creditAt: number,
  totals: Float64Array,
  actualAt: number,
  possibleAt: number,
  n: number,
  beta: number,
  out: Float64Array,
  at: number,
  stride: number,
): void {
  if (tiePercents.length < 4 * n) {
    tiePercents = new Float64Array(4 * n);
    tiePlaces = new Int32Array(4 * n);
  }
  let ties = 0;
  const rates = beta === 1 ? 3 : 4;
  for (let i = 0; i < n; i++) {
    const credit = credits[creditAt + i] as number;
    const p = ratio(100 * credit, totals[actualAt + i] as number);
    const r = ratio(100 * credit, totals[possibleAt + i] as number);
    const f = fScore(p, r);
    const fb = beta === 1 ? 0 : fScore(p, r, beta);
    for (let q = 0; q < rates; q++) {
      const percent = q === 0 ? p : q === 1 ? r : q === 2 ? f : fb;
      const place = at + i + q * stride;
      const scaled = percent * 100;
      // `fractionOfPercent`'s test: a near tie, not negative (NaN is neither).
      if (percent >= 0 && Math.abs(scaled - Math.floor(scaled) - 0.5) < 1e-6) {
        tiePercents[ties] = percent;
        tiePlaces[ties++] = place;
      } else out[place] = percent / 100;
    }
    if (rates === 3) out[at + i + 3 * stride] = 0;
  }
  for (let t = 0; t < ties; t++)
    out[tiePlaces[t] as number] = fractionOfPercent(tiePercents[t] as number);
}

/**
 * `groupRates` on a `RatingPlan`: each distinct credit (credit, actual, possible) is rated once per
 * group (`writeCreditRun`). Same inputs, same floats as `groupRates`, bit for bit (property test), in
 * about half the time.
 */
export class GroupRater {
  private readonly plan: RatingPlan;
  private readonly dots: Float64Array;
  private readonly keys = new Float64Array(3 * CREDITS);
  private readonly values = new Float64Array(4 * CREDITS);
  private size = 0;

  constructor(
    readonly classCount: number,
    coefficients: Float64Array,
    private readonly beta: number,
  ) {
    this.plan = ratingPlan(classCount, coefficients);
    this.dots = new Float64Array(this.plan.rows);
  }

  /** Rates of every scheme from the class sums at `sums[at …]` into `out` (as `groupRates`). */
  rate(sums: ArrayLike<number>, at: number, out: Float64Array): void {
    this.sumRows(sums, at);
    this.size = 0;
    const { dots, values } = this;
    const { rowOf, kind } = this.plan;
    for (let s = 0; s < SPAN_SCHEMES.length; s++) {
      const correct = dots[rowOf[4 * s] as number] as number;
      const partial = dots[rowOf[4 * s + 1] as number] as number;
      const possible = dots[rowOf[4 * s + 2] as number] as number;
      const actual = dots[rowOf[4 * s + 3] as number] as number;
      const o = s * PER_SCHEME;
      const how = kind[s] as number;
      if (how === AVERAGE) {
        const a = this.credit(correct, actual, possible);
        const b = this.credit(correct + partial, actual, possible);
        for (let q = 0; q < 4; q++)
          out[o + q] = ((values[a + q] as number) + (values[b + q] as number)) / 2;
      } else {
        const a = this.credit(
          how === HALF_PARTIAL ? correct + 0.5 * partial : correct,
          actual,
          possible,
        );
        for (let q = 0; q < 4; q++) out[o + q] = values[a + q] as number;
      }
      out[o + POSSIBLE] = possible;
    }
  }

  /**
   * Every distinct row's dot product with the class sums, classes in order; a class of weight 0
   * would add ±0 to a sum that is never −0, so only the others are added.
   */
  private sumRows(sums: ArrayLike<number>, at: number): void {
    const { dots } = this;
    const { first, classOf, weight } = this.plan;
    for (let d = 0; d < dots.length; d++) {
      let v = 0;
      for (let i = first[d] as number; i < (first[d + 1] as number); i++)
        v += (weight[i] as number) * (sums[at + (classOf[i] as number)] as number);
      dots[d] = v;
    }
  }

  /** Where a credit's P, R, F1, F-beta start in `values`: rated on its first meeting in a group. */
  private credit(credit: number, actual: number, possible: number): number {
    const { keys, values } = this;
    for (let e = 0; e < this.size; e++)
      if (keys[3 * e] === credit && keys[3 * e + 1] === actual && keys[3 * e + 2] === possible)
        return 4 * e;
    const e = this.size++;
    keys[3 * e] = credit;
    keys[3 * e + 1] = actual;
    keys[3 * e + 2] = possible;
    writeCreditRun(keys, 3 * e, keys, 3 * e + 1, 3 * e + 2, 1, this.beta, values, 4 * e, 1);
    return 4 * e;
  }
}
