import { CONFIDENCE_SAMPLES, type RandomSource, spread } from "../confidence.ts";
import type { RateConfidence } from "../prf.ts";
import type { MetricKeys, UnitResampling } from "./family.ts";

const RATES = ["precision", "recall", "f1"] as const;

/**
 * MAT's confidence data (`--confidence`) of rates objects at `rows` of a scores document, from its
 * family's own resampling: the units (documents) drawn with replacement 1,000 times from `random`,
 * each resample measured as the family measures a weighted corpus, so every profile's averaging
 * holds in each resample. A rate undefined in a resample (0/0, or a row absent from it: a type
 * none of the drawn documents has) is left out of its spread, as MAT leaves out an absent row;
 * `samples` counts the resamples in which the row had any defined rate.
 */
export function unitConfidence(
  doc: unknown,
  resampling: UnitResampling<unknown>,
  rows: readonly MetricKeys[],
  random: RandomSource,
): RateConfidence[] {
  const tallies = resampling.units(doc, "scores").map((u) => u.tally);
  const keys = rows.flatMap((row) => RATES.map((rate) => [...row, rate]));
  const measure =
    resampling.weighted?.(tallies, keys) ??
    ((w: ArrayLike<number>) => resampling.measure(tallies, w, keys));
  const values = keys.map(() => new Float64Array(CONFIDENCE_SAMPLES));
  const defined = new Int32Array(keys.length);
  const appeared = new Int32Array(rows.length);
  const n = tallies.length;
  const drawn = new Int32Array(n);
  for (let s = 0; s < CONFIDENCE_SAMPLES && n > 0; s++) {
    drawn.fill(0);
    random.countBelow(n, n, drawn);
    const figures = measure(drawn);
    for (let r = 0; r < rows.length; r++) {
      let any = false;
      for (let q = 0; q < RATES.length; q++) {
        const k = r * RATES.length + q;
        const v = figures[k] ?? Number.NaN;
        if (Number.isNaN(v)) continue;
        (values[k] as Float64Array)[defined[k] as number] = v;
        defined[k] = (defined[k] as number) + 1;
        any = true;
      }
      if (any) appeared[r] = (appeared[r] as number) + 1;
    }
  }
  const of = (k: number) => spread((values[k] as Float64Array).subarray(0, defined[k]));
  return rows.map((_, r) => ({
    samples: appeared[r] as number,
    precision: of(r * RATES.length),
    recall: of(r * RATES.length + 1),
    f1: of(r * RATES.length + 2),
  }));
}
