import { SPAN_SCHEMES } from "../measure/schemes.ts";
import { forEachSum, shiftedPart, type WeightVectors } from "./block-sums.ts";
import { bootstrapVectors, type ResamplePlan } from "./bootstrap.ts";
import { ColumnRater } from "./column-rater.ts";
import type { Interval, Spread } from "./comparison.ts";
import { GroupSums } from "./group-sums.ts";
import type { PairedMatrix } from "./paired-matrix.ts";
import { RateCache } from "./rate-cache.ts";
import {
  type RowSamples,
  type RowStatistics,
  type Run,
  record,
  recordStates,
  samplesOf,
  settle,
  settleRecorded,
  settleStates,
} from "./row-figures.ts";
import { PER_SCHEME } from "./scheme-kernel.ts";
import { MACRO_CARRY, measureSide } from "./side-metrics.ts";
import type { GroupedEntries } from "./sparse-part.ts";
import { type RowStates, STATE_ENTRIES } from "./state-figures.ts";
import { keepByDocument } from "./stored-draws.ts";
import { TypeMacros } from "./type-macros.ts";

export type { RowStatistics } from "./row-figures.ts";

/** Carried numbers per side and resample: every scheme's macro sums. */
export const CARRY = SPAN_SCHEMES.length * MACRO_CARRY;

/**
 * The paired bootstrap row by row, for many types: the resamples are drawn once and kept by
 * document; the overall and documents rows come from the core sums of each resample, and then
 * each type, one at a time, sums its own documents' entries for every resample, is rated once per
 * distinct sums (`RateCache`), and adds its rates to the macro sums of each resample in type
 * order, as one whole measurement adds them (the same floats). The values, and so every interval,
 * p-value and spread, are those of measuring each resample whole. Null when a multiplicity does
 * not fit a byte (the caller measures in passes instead).
 */
export function bootstrapRows(
  m: PairedMatrix,
  plan: ResamplePlan,
  seed: number,
  level: number,
  fixed: Uint8Array,
): RowStatistics | null {
  const n = m.ids.length;
  const { metrics, metricRows } = m.layout;
  const out: RowStatistics = {
    p: new Float64Array(metrics),
    ci: new Array<Interval>(metrics),
    spread: new Array<Spread>(metrics),
  };
  const run: Run = { m, count: plan.count, perRow: metrics / metricRows, level, out };
  const drawn = keepByDocument(bootstrapVectors(n, plan, seed), n);
  coreRows(run, drawn.vectors);
  const draws = drawn.kept();
  if (draws === null) return null;
  macroRows(run, typeRows(run, draws, fixed));
  return out;
}

/** The overall row and the documents row: both read the core sums of each resample. */
function coreRows(run: Run, vectors: WeightVectors): void {
  const { m, count, perRow } = run;
  const { layout, ownTypes, core, columnOf } = m;
  const u = m.columns;
  const rows = [0, layout.groups + 2];
  const samples = rows.map(() => samplesOf(perRow, count));
  const shifted = shiftedPart(m.changes, u);
  const full = [new Float64Array(layout.width), new Float64Array(layout.width)] as const;
  const metric = [new Float64Array(layout.metrics), new Float64Array(layout.metrics)] as const;
  const carry = new Float64Array(CARRY);
  let r = 0;
  forEachSum(vectors, m.ids.length, [m.baseline, shifted], 2 * u, (sums) => {
    for (let p = 0; p < core.length; p++) {
      const c = columnOf[p] as number;
      full[0][core[p] as number] = sums[c] as number;
      full[1][core[p] as number] = (sums[c] as number) + (sums[u + c] as number);
    }
    rows.forEach((row, i) => {
      const range = { from: row, to: row + 1, carry, at: 0 };
      measureSide(full[0], layout, ownTypes.baseline, metric[0], range);
      measureSide(full[1], layout, ownTypes.current, metric[1], range);
      const s = samples[i] as RowSamples;
      for (let j = 0; j < perRow; j++) {
        const x = metric[1][row * perRow + j] as number;
        s.current[j * count + r] = x;
        s.delta[j * count + r] = x - (metric[0][row * perRow + j] as number);
      }
    });
    r++;
  });
  rows.forEach((row, i) => {
    settle(run, row, samples[i] as RowSamples, true);
  });
}

/** Consecutive runs of `count` numbers of a buffer as views: run i is `whole[i · count …]`. */
export function runsOf<T extends Uint8Array | Float64Array>(whole: T, count: number): T[] {
  const runs = count === 0 ? 0 : whole.length / count;
  return Array.from({ length: runs }, (_, i) => whole.subarray(i * count, (i + 1) * count) as T);
}

/** Every type row; returns each side's macro sums per resample. */
function typeRows(run: Run, draws: Uint8Array, fixed: Uint8Array): TypeMacros {
  const rows = new TypeRows(run, draws, fixed);
  for (let t = 0; t < rows.groups; t++) rows.row(t);
  return rows.macros;
}

/**
 * What every type row of a bootstrap shares, and the row itself (`row`). A row is a call of its
 * own, not an iteration of one loop over the types: Node 24's V8 compiles a function that runs
 * once only while it runs (on-stack replacement, to Maglev, its middle tier) and never then to
 * TurboFan, and the loop's body allocated as it went (5.9 GB at 40,000 types).
 */
class TypeRows {
  /** The type rows: the layout's groups but the overall one. */
  readonly groups: number;
  readonly macros: TypeMacros;
  private readonly k: number;
  private readonly entries: readonly [GroupedEntries, GroupedEntries];
  private readonly base: Float64Array;
  private readonly change: Float64Array;
  private readonly sums: GroupSums;
  private readonly baseRuns: Float64Array[];
  private readonly changeRuns: Float64Array[];
  private readonly curRuns: Float64Array[];
  private readonly cache: RateCache;
  private readonly samples: RowSamples;
  private readonly states: RowStates;
  private readonly columns: readonly [ColumnRater, ColumnRater];

  constructor(
    private readonly run: Run,
    draws: Uint8Array,
    private readonly fixed: Uint8Array,
  ) {
    const { m, count, perRow } = run;
    const { layout } = m;
    const k = layout.classes.length;
    this.k = k;
    this.groups = layout.groups - 1;
    this.entries = [
      m.typeEntries.baseline.grouped(k, this.groups),
      m.typeEntries.changes.grouped(k, this.groups),
    ] as const;
    this.base = new Float64Array(count * k);
    this.change = new Float64Array(count * k);
    this.sums = new GroupSums(draws, count, k);
    this.baseRuns = runsOf(this.base, count);
    this.changeRuns = runsOf(this.change, count);
    this.curRuns = runsOf(new Float64Array(count * k), count);
    this.macros = new TypeMacros(layout, count);
    this.cache = new RateCache(k, 2 * count, layout.coefficients, layout.beta);
    this.samples = samplesOf(perRow, count);
    this.states = {
      rates: this.cache.rates,
      base: new Int32Array(count),
      cur: new Int32Array(count),
      count,
    };
    this.columns = [
      new ColumnRater(k, layout.coefficients, layout.beta, count),
      new ColumnRater(k, layout.coefficients, layout.beta, count),
    ];
  }

  /** Type t's row (t + 1 in the layout): its resamples rated, its figures settled. */
  row(t: number): void {
    const { run, k, base, change, baseRuns, changeRuns, cache, samples, states, macros } = this;
    const { count, m } = run;
    const { ownTypes } = m;
    this.sums.sum(this.entries[0], t, baseRuns);
    const changed = this.sums.sum(this.entries[1], t, changeRuns);
    const own0 = ownTypes.baseline[t] === true;
    const own1 = ownTypes.current[t] === true;
    if (own0) macros.typeCount[0]++;
    if (own1) macros.typeCount[1]++;
    // An untouched type's deltas are all +0 and not read (settle): only its current side is kept.
    const moved = this.fixed[t + 1] !== 1;
    cache.reset();
    // Sums that rarely repeat in the first resamples (a frequent type) are rated, not looked up:
    // the rest of the resamples column by column (`ColumnRater`, the same floats).
    const probe = Math.min(count, 64);
    let keep = true;
    // Resamples' entries are kept instead of their rates while they are few (`stateFigures`).
    let dense = false;
    let r = 0;
    for (; r < count; r++) {
      if (r === probe && 4 * cache.hits < probe) {
        keep = false;
        break;
      }
      for (let c = 0; c < k; c++) baseSums[c] = base[c * count + r] as number;
      const a = cache.find(baseSums, 0);
      const b = changed ? currentRates(cache, change, count, r, a) : a;
      const few = cache.distinct <= STATE_ENTRIES && cache.isKept(a) && cache.isKept(b);
      if (!dense && !few) {
        recordStates(run, samples, states, r, moved);
        dense = true;
      }
      if (dense) record(run, samples, cache.rates, a, b, r, moved);
      else {
        states.base[r] = a;
        states.cur[r] = b;
      }
      if (own0 && own1) macros.addBoth(r, cache.rates, a, b);
      else {
        if (own0) macros.add(0, r, cache.rates, a);
        if (own1) macros.add(1, r, cache.rates, b);
      }
    }
    if (!keep) {
      if (!dense) recordStates(run, samples, states, r, moved);
      dense = true;
      this.rateColumns(r, changed, moved, own0, own1);
    }
    if (dense || !settleStates(run, t + 1, states, cache.distinct, moved))
      settleRecorded(run, t + 1, samples, states, moved, dense);
  }

  /** Resamples `from …` of a frequent type rated column by column (`ColumnRater`). */
  private rateColumns(
    from: number,
    changed: boolean,
    moved: boolean,
    own0: boolean,
    own1: boolean,
  ) {
    const { run, k, baseRuns, changeRuns, curRuns, columns, macros } = this;
    const { count } = run;
    columns[0].rate(baseRuns, from, count);
    if (changed) {
      for (let c = 0; c < k; c++) {
        const [b0, d0, to] = [baseRuns[c], changeRuns[c], curRuns[c]] as [
          Float64Array,
          Float64Array,
          Float64Array,
        ];
        for (let q = from; q < count; q++) to[q] = (b0[q] as number) + (d0[q] as number);
      }
      columns[1].rate(curRuns, from, count);
    }
    const sides = [columns[0], changed ? columns[1] : columns[0]] as const;
    recordColumns(run, this.samples, sides, from, moved);
    if (own0) macros.addColumns(0, sides[0].values, sides[0].offset, from);
    if (own1) macros.addColumns(1, sides[1].values, sides[1].offset, from);
  }
}

const baseSums = new Float64Array(64);
const currentSums = new Float64Array(64);

/**
 * The current side's rates in one resample: the baseline's (`same`) when nothing changed, else
 * looked up.
 */
function currentRates(
  cache: RateCache,
  change: Float64Array,
  count: number,
  r: number,
  same: number,
): number {
  const k = cache.width;
  let moved = false;
  for (let c = 0; c < k; c++) {
    const d = change[c * count + r] as number;
    if (d !== 0) moved = true;
    currentSums[c] = (baseSums[c] as number) + d;
  }
  return moved ? cache.find(currentSums, 0) : same;
}

/** `record` for resamples `from …` of the runs two column raters hold (baseline, current). */
function recordColumns(
  run: Run,
  samples: RowSamples,
  sides: readonly [ColumnRater, ColumnRater],
  from: number,
  deltas: boolean,
): void {
  const { count } = run;
  const n = run.m.layout.rates.length;
  const [base, cur] = sides;
  for (let s = 0; s < SPAN_SCHEMES.length; s++)
    for (let j = 0; j < n; j++) {
      const at = (s * n + j) * count;
      const x = (cur.offset[s * PER_SCHEME + j] as number) - at;
      const y = (base.offset[s * PER_SCHEME + j] as number) - at;
      for (let r = at + from; r < at + count; r++) {
        const v = cur.values[x + r] as number;
        samples.current[r] = v;
        if (deltas) samples.delta[r] = v - (base.values[y + r] as number);
      }
    }
}

/** The macro rows (over types, and weighted by support) from each resample's macro sums. */
function macroRows(run: Run, macros: TypeMacros): void {
  const { m, count, perRow } = run;
  const n = m.layout.rates.length;
  for (const [weighted, row] of [
    [false, m.layout.groups],
    [true, m.layout.groups + 1],
  ] as const) {
    const samples = samplesOf(perRow, count);
    for (let r = 0; r < count; r++)
      for (let s = 0; s < SPAN_SCHEMES.length; s++)
        for (let j = 0; j < n; j++) {
          const x = macros.value(1, r, s, j, weighted);
          const at = (s * n + j) * count + r;
          samples.current[at] = x;
          samples.delta[at] = x - macros.value(0, r, s, j, weighted);
        }
    settle(run, row, samples, true);
  }
}
