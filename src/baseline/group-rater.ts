import { fScore, ratio } from "../measure/prf.ts";
import { fractionOfPercent } from "../measure/printed-digits.ts";
import { SPAN_SCHEMES } from "../measure/schemes.ts";
import { PER_SCHEME, POSSIBLE } from "./scheme-kernel.ts";

/** How a scheme turns its counts into a credit (`writeRates`): as they are, half partial, GATE's mean. */
const PLAIN = 0;
const HALF_PARTIAL = 1;
const AVERAGE = 2;

/** Credits one rating can meet (`average` takes two, every other scheme one). */
const CREDITS = SPAN_SCHEMES.length + 1;

/**
 * `groupRates` for one coefficient table, planned once: the schemes' counts are dot products with
 * the class sums, and most of the 24 rows of coefficients repeat (every scheme has the same
 * `possible` and `actual`; `exact` and `partial` the same `correct`), so only the distinct rows
 * are taken, in class order with every class added (a class sum of 0 adds +0 to a sum that is
 * never −0, so nothing changes: the sums are the very floats `groupRates` makes). Each distinct
 * credit (credit, actual, possible) is rated once per group, in conlleval's arithmetic, with the
 * same functions as `writeCreditRates`. Same inputs, same floats as `groupRates`, bit for bit
 * (property test); a rating is about half the time of `groupRates`' generic loop.
 */
export class GroupRater {
  /** Distinct coefficient rows, row d's weight of class c at d · classes + c. */
  private readonly rows: Float64Array;
  /** Per scheme: its correct, partial, possible and actual as row numbers, at s · 4 + q. */
  private readonly rowOf: Int32Array;
  private readonly kind: Uint8Array;
  private readonly dots: Float64Array;
  private readonly keys = new Float64Array(3 * CREDITS);
  private readonly values = new Float64Array(4 * CREDITS);
  private size = 0;

  constructor(
    readonly classCount: number,
    coefficients: Float64Array,
    private readonly beta: number,
  ) {
    const k = classCount;
    const rows: number[][] = [];
    this.rowOf = new Int32Array(SPAN_SCHEMES.length * 4);
    for (let i = 0; i < this.rowOf.length; i++) {
      const row = Array.from(
        { length: k },
        (_, c) => coefficients[(i >> 2) * k * 4 + 4 * c + (i & 3)] as number,
      );
      let d = rows.findIndex((r) => r.every((x, c) => Object.is(x, row[c])));
      if (d < 0) d = rows.push(row) - 1;
      this.rowOf[i] = d;
    }
    this.rows = Float64Array.from(rows.flat());
    this.dots = new Float64Array(rows.length);
    this.kind = Uint8Array.from(SPAN_SCHEMES, (s) =>
      s === "average" ? AVERAGE : s === "partial" ? HALF_PARTIAL : PLAIN,
    );
  }

  /** Rates of every scheme from the class sums at `sums[at …]` into `out` (as `groupRates`). */
  rate(sums: ArrayLike<number>, at: number, out: Float64Array): void {
    this.sumRows(sums, at);
    this.size = 0;
    const { dots, rowOf, kind, values } = this;
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
        out[o] = ((values[a] as number) + (values[b] as number)) / 2;
        out[o + 1] = ((values[a + 1] as number) + (values[b + 1] as number)) / 2;
        out[o + 2] = ((values[a + 2] as number) + (values[b + 2] as number)) / 2;
        out[o + 3] =
          this.beta === 1 ? 0 : ((values[a + 3] as number) + (values[b + 3] as number)) / 2;
      } else {
        const a = this.credit(
          how === HALF_PARTIAL ? correct + 0.5 * partial : correct,
          actual,
          possible,
        );
        out[o] = values[a] as number;
        out[o + 1] = values[a + 1] as number;
        out[o + 2] = values[a + 2] as number;
        out[o + 3] = this.beta === 1 ? 0 : (values[a + 3] as number);
      }
      out[o + POSSIBLE] = possible;
    }
  }

  /** Every distinct row's dot product with the class sums, classes in order. */
  private sumRows(sums: ArrayLike<number>, at: number): void {
    const { rows, dots } = this;
    const k = this.classCount;
    for (let d = 0; d < dots.length; d++) {
      let v = 0;
      for (let c = 0; c < k; c++) v += (rows[d * k + c] as number) * (sums[at + c] as number);
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
    const p = ratio(100 * credit, actual);
    const r = ratio(100 * credit, possible);
    values[4 * e] = fractionOfPercent(p);
    values[4 * e + 1] = fractionOfPercent(r);
    values[4 * e + 2] = fractionOfPercent(fScore(p, r));
    if (this.beta !== 1) values[4 * e + 3] = fractionOfPercent(fScore(p, r, this.beta));
    return 4 * e;
  }
}
