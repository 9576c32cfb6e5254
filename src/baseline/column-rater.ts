import { SPAN_SCHEMES } from "../measure/schemes.ts";
import {
  AVERAGE,
  HALF_PARTIAL,
  type RatingPlan,
  ratingPlan,
  writeCreditRun,
} from "./group-rater.ts";
import { PER_SCHEME, POSSIBLE } from "./scheme-kernel.ts";

/** How a credit is made from a scheme's correct (c) and partial (p) counts. */
const C = 0;
const C_HALF_P = 1;
const C_P = 2;

/**
 * `GroupRater` over a run of resamples at once: the class sums come as one run per class
 * (`sums[c][r]`) and every rate as one run per scheme and rate. A group whose sums rarely repeat
 * (a frequent type) is rated resample after resample in a row-by-row bootstrap; column by column
 * the same arithmetic runs in tight loops instead of a call per resample, and each distinct credit
 * of the plan (a scheme's credit, its `actual` and `possible` rows) is rated once, not looked up.
 * Same sums, same floats as `GroupRater`, bit for bit (property test): each row's dot product adds
 * the same terms in the same order from 0, and each credit goes through `writeCreditRun`.
 */
export class ColumnRater {
  /** Rows, then credits' P, R, F1, F-beta, then the average schemes': one run of `count` each. */
  readonly values: Float64Array;
  /** Per scheme and rate (s · PER_SCHEME + q): where its run starts in `values` (after `rate`). */
  readonly offset = new Int32Array(SPAN_SCHEMES.length * PER_SCHEME);
  private readonly plan: RatingPlan;
  /** Per credit: how it is made, and its correct, partial, actual and possible rows. */
  private readonly credits: Int32Array;
  /** Per scheme: its credit (an average's first). */
  private readonly creditOfScheme: Int32Array;
  /** Per average scheme: its two credits, the scheme, and where its own runs start. */
  private readonly averages: Int32Array;
  /** Per row and credit, in the last `rate`: the first row or credit with the same runs. */
  private readonly rowAlias: Int32Array;
  private readonly creditAlias: Int32Array;
  /** A credit's run when it is not a row's (correct plus partial). */
  private readonly credit: Float64Array;

  constructor(
    classCount: number,
    coefficients: Float64Array,
    private readonly beta: number,
    private readonly count: number,
  ) {
    const plan = ratingPlan(classCount, coefficients);
    this.plan = plan;
    const { rowOf, kind } = plan;
    const credits: number[][] = [];
    const creditOf = (how: number, s: number): number => {
      const key = [
        how,
        rowOf[4 * s],
        how === C ? -1 : rowOf[4 * s + 1],
        rowOf[4 * s + 3],
        rowOf[4 * s + 2],
      ] as number[];
      const found = credits.findIndex((c) => c.every((x, i) => x === key[i]));
      return found >= 0 ? found : credits.push(key) - 1;
    };
    const averages: number[] = [];
    this.creditOfScheme = Int32Array.from(SPAN_SCHEMES, (_, s) => {
      const how = kind[s] as number;
      if (how !== AVERAGE) return creditOf(how === HALF_PARTIAL ? C_HALF_P : C, s);
      averages.push(creditOf(C, s), creditOf(C_P, s), s, 0);
      return averages[averages.length - 4] as number;
    });
    const own = plan.rows + 4 * credits.length;
    for (let i = 0; i < averages.length; i += 4) averages[i + 3] = (own + i) * count;
    if (plan.rows > zeroRow.length || credits.length > key.length / 5)
      throw new Error("internal: more coefficient rows or credits than a rating holds");
    this.credits = Int32Array.from(credits.flat());
    this.averages = Int32Array.from(averages);
    this.rowAlias = new Int32Array(plan.rows);
    this.creditAlias = new Int32Array(credits.length);
    this.values = new Float64Array((own + averages.length) * count);
    this.credit = new Float64Array(count);
  }

  /**
   * Rates resamples `from … to` from the class runs `sums` into `values`, and points `offset` at
   * each scheme's runs. A credit whose inputs are an earlier credit's over the whole run (rows
   * equal run for run; a partial row of zeros adds +0 to a correct count that is never −0) is not
   * rated again: its scheme reads the earlier runs, the same floats.
   */
  rate(sums: readonly Float64Array[], from: number, to: number): void {
    const { values, count, beta, rowAlias, creditAlias } = this;
    const { first, classOf, weight, rows } = this.plan;
    for (let d = 0; d < rows; d++) {
      const at = d * count;
      values.fill(0, at + from, at + to);
      for (let i = first[d] as number; i < (first[d + 1] as number); i++) {
        const w = weight[i] as number;
        const run = sums[classOf[i] as number] as Float64Array;
        for (let r = from; r < to; r++)
          values[at + r] = (values[at + r] as number) + w * (run[r] as number);
      }
      rowAlias[d] = d;
      for (let e = 0; e < d; e++)
        if (rowAlias[e] === e && sameRuns(values, e * count, at, from, to)) {
          rowAlias[d] = e;
          break;
        }
      zeroRow[d] = sameRuns(values, at, -1, from, to) ? 1 : 0;
    }
    const { credits } = this;
    for (let e = 0; e < credits.length / 5; e++) {
      const [how0, c, p0, actual, possible] = Array.from(
        credits.subarray(5 * e, 5 * e + 5),
        (x, i) => (i === 0 || x < 0 ? x : (rowAlias[x] as number)),
      ) as [number, number, number, number, number];
      const how = how0 !== C && zeroRow[p0] === 1 ? C : how0;
      const p = how === C ? -1 : p0;
      creditAlias[e] = e;
      key[5 * e] = how;
      key[5 * e + 1] = c;
      key[5 * e + 2] = p;
      key[5 * e + 3] = actual;
      key[5 * e + 4] = possible;
      for (let f = 0; f < e; f++)
        if (
          creditAlias[f] === f &&
          [0, 1, 2, 3, 4].every((i) => key[5 * f + i] === key[5 * e + i])
        ) {
          creditAlias[e] = f;
          break;
        }
      if (creditAlias[e] !== e) continue;
      const out = (rows + 4 * e) * count;
      const [cAt, pAt] = [c * count, p * count];
      // The credit run: the correct row itself, or correct plus (half) partial, resample by resample.
      const { credit } = this;
      if (how !== C)
        for (let r = from; r < to; r++) {
          const correct = values[cAt + r] as number;
          credit[r] =
            how === C_HALF_P
              ? correct + 0.5 * (values[pAt + r] as number)
              : correct + (values[pAt + r] as number);
        }
      const [runs, at] = how === C ? [values, cAt] : [credit, 0];
      writeCreditRun(
        runs,
        at + from,
        values,
        actual * count + from,
        possible * count + from,
        to - from,
        beta,
        values,
        out + from,
        count,
      );
    }
    this.place();
    const { averages } = this;
    for (let i = 0; i < averages.length; i += 4) {
      const a = creditAlias[averages[i] as number] as number;
      const b = creditAlias[averages[i + 1] as number] as number;
      const s = averages[i + 2] as number;
      if (a === b) continue;
      const [aAt, bAt, out] = [
        (rows + 4 * a) * count,
        (rows + 4 * b) * count,
        averages[i + 3] as number,
      ];
      for (let q = 0; q < 4; q++) {
        this.offset[s * PER_SCHEME + q] = out + q * count;
        for (let r = from; r < to; r++) {
          const at = q * count + r;
          values[out + at] = ((values[aAt + at] as number) + (values[bAt + at] as number)) / 2;
        }
      }
    }
  }

  /** Points every scheme's runs at its credit's (an average's at its first credit's, for now). */
  private place(): void {
    const { count, creditAlias, rowAlias } = this;
    const { rowOf, rows } = this.plan;
    for (let s = 0; s < SPAN_SCHEMES.length; s++) {
      const e = creditAlias[this.creditOfScheme[s] as number] as number;
      for (let q = 0; q < 4; q++) this.offset[s * PER_SCHEME + q] = (rows + 4 * e + q) * count;
      this.offset[s * PER_SCHEME + POSSIBLE] =
        (rowAlias[rowOf[4 * s + 2] as number] as number) * count;
    }
  }
}

/** Whether runs at `a` and `b` hold the same numbers over `from … to` (b < 0: zeros). */
function sameRuns(values: Float64Array, a: number, b: number, from: number, to: number): boolean {
  for (let r = from; r < to; r++)
    if ((values[a + r] as number) !== (b < 0 ? 0 : (values[b + r] as number))) return false;
  return true;
}

const zeroRow = new Uint8Array(64);
const key = new Int32Array(5 * 64);
