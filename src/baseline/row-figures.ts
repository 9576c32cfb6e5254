import { SPAN_SCHEMES } from "../measure/schemes.ts";
import { bootstrapPValue, intervalOf, spreadOf } from "./bootstrap.ts";
import type { Interval, Spread } from "./comparison.ts";
import type { PairedMatrix } from "./paired-matrix.ts";
import { sampleTwins } from "./sample-twins.ts";
import { PER_SCHEME } from "./scheme-kernel.ts";
import { type MetricFigures, type RowStates, stateFigures } from "./state-figures.ts";

// A row's figures in a row-by-row bootstrap (`bootstrapRows`): from its recorded samples, or
// from the rate-cache entries its resamples read (`stateFigures`).

/** Per metric (the layout's order): the bootstrap's p-value, delta interval, current spread. */
export interface RowStatistics {
  readonly p: Float64Array;
  readonly ci: Interval[];
  readonly spread: Spread[];
}

/** One row's resampled values, metric-major: the row's metric j in resample r at j · count + r. */
export interface RowSamples {
  readonly current: Float64Array;
  readonly delta: Float64Array;
}

/** What every row of one bootstrap shares. */
export interface Run {
  readonly m: PairedMatrix;
  readonly count: number;
  readonly perRow: number;
  readonly level: number;
  readonly out: RowStatistics;
}

export const samplesOf = (perRow: number, count: number): RowSamples => ({
  current: new Float64Array(perRow * count),
  delta: new Float64Array(perRow * count),
});

/**
 * Interval, p-value and spread of every metric of `row` from its samples (reordered); a metric
 * whose samples are an earlier one's bit for bit (`sampleTwins`) takes its figures.
 */
export function settle(run: Run, row: number, samples: RowSamples, moved: boolean): void {
  const { count, perRow, level, out } = run;
  const arrays = moved ? [samples.current, samples.delta] : [samples.current];
  const stride = run.m.layout.rates.length;
  const twin = sampleTwins(arrays, perRow, count, stride, new Int32Array(perRow));
  for (let j = 0; j < perRow; j++) {
    const k = row * perRow + j;
    const i = twin[j] as number;
    if (i >= 0) {
      const at = row * perRow + i;
      out.p[k] = out.p[at] as number;
      out.ci[k] = { ...(out.ci[at] as Interval) };
      out.spread[k] = { ...(out.spread[at] as Spread) };
      continue;
    }
    const delta = samples.delta.subarray(j * count, (j + 1) * count);
    out.p[k] = moved ? bootstrapPValue(delta) : 1;
    out.ci[k] = moved ? intervalOf(delta, level) : { lower: 0, upper: 0 };
    out.spread[k] = spreadOf(samples.current.subarray(j * count, (j + 1) * count), level);
  }
}

/** A type row's figures from its resamples' cache entries (`stateFigures`); false when it has none. */
export function settleStates(
  run: Run,
  row: number,
  states: RowStates,
  entries: number,
  moved: boolean,
): boolean {
  const { perRow, out } = run;
  const n = run.m.layout.rates.length;
  const figures = stateFigures(states, entries, perRow, n, moved, run.level);
  if (figures === null) return false;
  figures.forEach((f, j) => {
    const k = row * perRow + j;
    const own = typeof f === "number" ? (figures[f] as MetricFigures) : f;
    out.p[k] = own.p;
    out.ci[k] = typeof f === "number" ? { ...own.ci } : own.ci;
    out.spread[k] = typeof f === "number" ? { ...own.spread } : own.spread;
  });
  return true;
}

/** `settle`, the samples recorded first from the kept entries when they were not (`dense`). */
export function settleRecorded(
  run: Run,
  row: number,
  samples: RowSamples,
  states: RowStates,
  moved: boolean,
  dense: boolean,
): void {
  if (!dense) recordStates(run, samples, states, run.count, moved);
  settle(run, row, samples, moved);
}

/** `record` of resamples 0 … to − 1 from the entries their states kept. */
export function recordStates(
  run: Run,
  samples: RowSamples,
  states: RowStates,
  to: number,
  moved: boolean,
): void {
  for (let r = 0; r < to; r++)
    record(run, samples, states.rates, states.base[r] as number, states.cur[r] as number, r, moved);
}

/** Resample r's values of a type row: the current side's rates and their deltas. */
export function record(
  run: Run,
  samples: RowSamples,
  rates: Float64Array,
  a: number,
  b: number,
  r: number,
  deltas: boolean,
) {
  const { count } = run;
  const n = run.m.layout.rates.length;
  for (let s = 0; s < SPAN_SCHEMES.length; s++)
    for (let j = 0; j < n; j++) {
      const x = rates[b + s * PER_SCHEME + j] as number;
      const at = (s * n + j) * count + r;
      samples.current[at] = x;
      if (!deltas) continue;
      samples.delta[at] = x - (rates[a + s * PER_SCHEME + j] as number);
    }
}
