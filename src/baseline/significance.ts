import { SPAN_SCHEMES } from "../measure/schemes.ts";
import { forEachSum, shiftedPart, type TablePart } from "./block-sums.ts";
import {
  bootstrapPValue,
  bootstrapVectors,
  intervalOf,
  planBootstrap,
  type ResamplePlan,
  spreadOf,
} from "./bootstrap.ts";
import type { Interval, Spread } from "./comparison.ts";
import {
  coarsePatternSizes,
  type DocumentPatterns,
  documentPatterns,
  firstDocumentRows,
} from "./document-patterns.ts";
import { packPairs } from "./packed-entries.ts";
import type { PairedMatrix } from "./paired-matrix.ts";
import { patternsPay, patternVectors, sizesPay } from "./pattern-vectors.ts";
import { planRandomization, pValue, swapVectors } from "./randomization.ts";
import { renumberSparse, renumberTable } from "./renumber-rows.ts";
import { bootstrapRows } from "./row-bootstrap.ts";
import { randomizeRows } from "./row-randomization.ts";
import { MACRO_CARRY, measureSide, type RowRange } from "./side-metrics.ts";
import type { SparsePart } from "./sparse-part.ts";
import { addEntries, storeDraws, storedVectors } from "./stored-draws.ts";

/** Resampling settings: counts requested, the seed, the interval level (0.95). */
export interface SignificanceOptions {
  readonly resamples: number;
  readonly seed: number;
  readonly level: number;
  /** Run the randomization test (false for the current side alone: p-values are then 1). */
  readonly randomize: boolean;
  /** Bootstrap samples kept at once (default 2^21): more metrics than this go in passes. */
  readonly sampleBudget?: number;
  /** Metrics whose permutation deltas are kept, jointly (a family-wise correction's input). */
  readonly watch?: Int32Array;
  /** Resample by pattern: when it pays (`patternsPay`, the default), or never. */
  readonly patterns?: "when-cheaper" | "never";
  /**
   * Many types row by row (`bootstrapRows`, the default), or never: in passes, the fallback when
   * a kept draw does not fit a byte (the same numbers either way; tests hold the two together).
   */
  readonly bootstrapRows?: "many-types" | "never";
}

/**
 * Fewer paired documents than this and no change can be judged: a two-sided paired randomization
 * test on n units cannot go below p = 2 / 2^n, which is 0.0625 for n = 5.
 */
export const MIN_UNITS = 6;

/** Per metric (the layout's metric order): point values, delta interval, p-value, current spread. */
export interface Significance {
  readonly baseline: Float64Array;
  readonly current: Float64Array;
  readonly ci: readonly Interval[];
  readonly p: Float64Array;
  readonly spread: readonly Spread[];
  readonly bootstrap: ResamplePlan;
  readonly randomization: ResamplePlan;
  /** The watched metrics' permutation deltas, metric-major (`watch[j]` at j · count + r). */
  readonly draws: Float64Array;
}

/** Samples the bootstrap keeps at once (per array): more metrics than this are done in passes. */
const SAMPLE_BUDGET = 1 << 21;

/** Measures both sides' metrics from full feature sums or from stored-column and type sums. */
class PairMeasurer {
  readonly baseline: Float64Array;
  readonly current: Float64Array;
  private readonly fullA: Float64Array;
  private readonly fullB: Float64Array;
  constructor(private readonly m: PairedMatrix) {
    this.baseline = new Float64Array(m.layout.metrics);
    this.current = new Float64Array(m.layout.metrics);
    this.fullA = new Float64Array(m.layout.width);
    this.fullB = new Float64Array(m.layout.width);
  }
  /** With `fixed`, the metrics of the groups it marks are left as they are (see measureSide). */
  measureFull(a: Float64Array, b: Float64Array, pass?: Pass, fixed?: Uint8Array): void {
    const { layout, ownTypes } = this.m;
    measureSide(a, layout, ownTypes.baseline, this.baseline, pass?.sides[0], fixed);
    measureSide(b, layout, ownTypes.current, this.current, pass?.sides[1], fixed);
  }
  /**
   * Core sums per stored column (`a`, `b`) and per-type sums (`types[side]` from `at[side]`); with
   * a pass, only its rows (and the type features they read).
   */
  measureColumns(
    a: ArrayLike<number>,
    b: ArrayLike<number>,
    types: readonly [ArrayLike<number>, ArrayLike<number>],
    at: readonly [number, number],
    pass?: Pass,
    fixed?: Uint8Array,
  ): void {
    const { columnOf, core, typeFeatures } = this.m;
    for (let p = 0; p < core.length; p++) {
      const c = columnOf[p] as number;
      const f = core[p] as number;
      this.fullA[f] = a[c] as number;
      this.fullB[f] = b[c] as number;
    }
    const k = this.m.layout.classes.length;
    for (let q = pass?.typeFrom ?? 0; q < (pass?.typeTo ?? typeFeatures); q++) {
      this.fullA[k + q] = types[0][at[0] + q] as number;
      this.fullB[k + q] = types[1][at[1] + q] as number;
    }
    this.measureFull(this.fullA, this.fullB, pass, fixed);
  }
}

/**
 * One bootstrap pass: metric rows [from, to) (metrics `from · perRow` …), the type features those
 * rows read [typeFrom, typeTo), and per side the macro sums carried from pass to pass.
 */
interface Pass {
  readonly from: number;
  readonly to: number;
  readonly typeFrom: number;
  readonly typeTo: number;
  readonly sides: readonly [RowRange, RowRange];
}

/**
 * Whether the comparison is measured row by row (row-bootstrap.ts, row-randomization.ts): when the
 * bootstrap's samples of every metric would not fit SAMPLE_BUDGET at once (about a hundred types
 * and more). With a few types one whole measurement per resample is cheaper.
 */
function manyTypes(m: PairedMatrix, o: SignificanceOptions): boolean {
  const count = planBootstrap(m.ids.length, o.resamples).count;
  return m.layout.metrics * count > (o.sampleBudget ?? SAMPLE_BUDGET);
}

/** Carried numbers per side and resample: every scheme's macro sums. */
const CARRY = SPAN_SCHEMES.length * MACRO_CARRY;

/**
 * The bootstrap's passes over metric rows, each of at most SAMPLE_BUDGET samples; all share one
 * carry of macro sums (per resample r: the baseline's at 2r · CARRY, the current side's next).
 */
function passes(m: PairedMatrix, count: number, budget: number): Pass[] {
  const { metricRows, metrics, groups, classes } = m.layout;
  const perRow = metrics / metricRows;
  const rows = Math.max(1, Math.floor(budget / (perRow * Math.max(1, count))));
  const carry = new Float64Array(2 * CARRY * count);
  const out: Pass[] = [];
  for (let from = 0; from < metricRows; from += rows) {
    const to = Math.min(metricRows, from + rows);
    const type = (row: number) => (Math.min(Math.max(row, 1), groups) - 1) * classes.length;
    const side = (): RowRange => ({ from, to, carry, at: 0 });
    out.push({ from, to, typeFrom: type(from), typeTo: type(to), sides: [side(), side()] });
  }
  return out;
}

/**
 * Paired bootstrap. The intervals need every resample's value of every metric; with many types
 * that is more than memory should hold, so metrics go in passes (each draws the same seeded
 * resamples again) of at most SAMPLE_BUDGET samples. A pass sums and rates only its own rows'
 * types, so the passes together cost about one whole measurement. One pass for a few types.
 */
function runBootstrap(m: PairedMatrix, o: SignificanceOptions, pair: PairMeasurer) {
  const plan = planBootstrap(m.ids.length, o.resamples);
  const perRow = m.layout.metrics / m.layout.metricRows;
  const ci: Interval[] = [];
  const p: number[] = [];
  const spread: Spread[] = [];
  const all = passes(m, plan.count, o.sampleBudget ?? SAMPLE_BUDGET);
  const fixed = untouchedGroups(m, m.typeEntries.changes.build((f) => f).slots);
  // Many types: row by row instead (row-bootstrap.ts), unless a draw overflows a byte.
  const byRow = manyTypes(m, o) && o.bootstrapRows !== "never";
  const rows = byRow ? bootstrapRows(m, plan, o.seed, o.level, fixed) : null;
  if (rows !== null) return { plan, ci: rows.ci, p: Array.from(rows.p), spread: rows.spread };
  // One pair of buffers for every pass (the first is the largest): V8 collects large ones late.
  const largest = ((all[0]?.to ?? 0) - (all[0]?.from ?? 0)) * perRow * plan.count;
  const deltaBuffer = new Float64Array(largest);
  const currentBuffer = new Float64Array(largest);
  const patterns = byPattern(m, plan, o);
  // More than one pass: the resamples are drawn once and replayed (stored-draws.ts).
  const draws =
    all.length > 1
      ? patterns === null
        ? storeDraws(bootstrapVectors(m.ids.length, plan, o.seed), m.ids.length)
        : storeDraws(patternVectors(patterns, plan.count, o.seed), patterns.sizes.length)
      : null;
  for (const pass of all) {
    const from = pass.from * perRow;
    const to = pass.to * perRow;
    const deltas = deltaBuffer.subarray(0, (to - from) * plan.count);
    const currents = currentBuffer.subarray(0, (to - from) * plan.count);
    bootstrapPass(m, { seed: o.seed, plan, draws, patterns }, pair, pass, (r) => {
      for (let k = from; k < to; k++) {
        deltas[(k - from) * plan.count + r] = (pair.current[k] ?? 0) - (pair.baseline[k] ?? 0);
        currents[(k - from) * plan.count + r] = pair.current[k] ?? 0;
      }
    });
    const column = (all: Float64Array, k: number) =>
      all.subarray(k * plan.count, (k + 1) * plan.count);
    for (let k = 0; k < to - from; k++) {
      const samples = column(deltas, k);
      // An untouched type's deltas are all +0 (the same sums rated on both sides): p = 1, [0, 0].
      const still = fixed[Math.floor((from + k) / perRow)] === 1;
      p.push(still ? 1 : bootstrapPValue(samples));
      ci.push(still ? { lower: 0, upper: 0 } : intervalOf(samples, o.level));
      spread.push(spreadOf(column(currents, k), o.level));
    }
  }
  return { plan, ci, p, spread };
}

/**
 * Documents resampled by pattern (document-patterns.ts, pattern-vectors.ts) when that is cheaper:
 * a sampled plan (not the exact enumeration) whose documents fall into few enough patterns.
 */
function byPattern(
  m: PairedMatrix,
  plan: ResamplePlan,
  o: SignificanceOptions,
): DocumentPatterns | null {
  if (plan.exact || o.patterns === "never") return null;
  if (!sizesPay(coarsePatternSizes(m))) return null;
  const patterns = documentPatterns(m);
  return patternsPay(patterns) ? patterns : null;
}

/**
 * The resamples of a bootstrap: drawn from the seed (by document, or by pattern when `patterns`),
 * or replayed from `draws` when stored (by pattern then too).
 */
interface Resamples {
  readonly seed: number;
  readonly plan: ResamplePlan;
  readonly draws: Uint8Array | null;
  readonly patterns: DocumentPatterns | null;
}

/**
 * Measures the pass's rows of each resample; `each(r)` reads `pair`. A pass between the first and
 * the last reads only per-type sums: with stored draws it sums its own entries, resample by
 * resample, and touches no other document.
 */
function bootstrapPass(
  m: PairedMatrix,
  { seed, plan, draws, patterns }: Resamples,
  pair: PairMeasurer,
  pass: Pass,
  each: (r: number) => void,
): void {
  const n = patterns === null ? m.ids.length : patterns.sizes.length;
  const rowOf = patterns === null ? null : firstDocumentRows(patterns);
  const u = m.columns;
  const t = m.typeFeatures;
  const current = new Float64Array(u);
  const typeCurrent = new Float64Array(t);
  const shifted = shiftedPart(m.changes, u);
  const { typeFrom, typeTo } = pass;
  // Only the overall row (the first pass) and the documents row (the last) read the core sums.
  const core = pass.from === 0 || pass.to > m.layout.groups + 2;
  const sparse = [
    m.typeEntries.baseline.build((f) => 2 * u + f, typeFrom, typeTo),
    m.typeEntries.changes.build((f) => 2 * u + t + f, typeFrom, typeTo),
  ].map((part) => (rowOf === null ? part : renumberSparse(part, rowOf)));
  let r = 0;
  const measure = (sums: Float64Array): void => {
    if (core)
      for (let c = 0; c < u; c++) current[c] = (sums[c] as number) + (sums[u + c] as number);
    for (let q = typeFrom; q < typeTo; q++)
      typeCurrent[q] = (sums[2 * u + q] as number) + (sums[2 * u + t + q] as number);
    pass.sides[0].at = 2 * CARRY * r;
    pass.sides[1].at = 2 * CARRY * r + CARRY;
    pair.measureColumns(sums, current, [sums, typeCurrent], [2 * u, 0], pass);
    each(r);
    r++;
  };
  if (draws !== null && !core) {
    const sums = new Float64Array(2 * u + 2 * t);
    for (let k = 0; k < plan.count; k++) {
      sums.fill(0, 2 * u + typeFrom, 2 * u + typeTo);
      sums.fill(0, 2 * u + t + typeFrom, 2 * u + t + typeTo);
      for (const part of sparse) addEntries(part, draws, n, k, sums);
      measure(sums);
    }
    return;
  }
  const vectors =
    draws !== null
      ? storedVectors(draws, n)
      : patterns === null
        ? bootstrapVectors(n, plan, seed)
        : patternVectors(patterns, plan.count, seed);
  const tables = core ? [m.baseline, shifted] : [];
  const parts = rowOf === null ? tables : tables.map((part) => renumberTable(part, rowOf, n));
  // Every vector's weights add up to the documents' count (by document and by pattern alike).
  const packed = sparse.map((part) => packPairs(part, m.ids.length));
  forEachSum(vectors, n, parts, 2 * u + 2 * t, measure, packed, patterns === null);
}

/**
 * One decision per metric, so an interval never contradicts its p-value (docs/comparison.md,
 * "One decision"): p is the larger of the randomization test's and the bootstrap's; the interval
 * is the percentile interval widened to hold the observed delta, and to hold 0 when p ≥ 1 − level.
 * If holding the delta alone brings 0 in (a delta outside its own interval), p is raised to
 * 1 − level: "significant" is always `p < 1 − level`, always the interval excluding 0.
 */
export function decide(
  delta: number,
  interval: Interval,
  pRandomization: number,
  pBootstrap: number,
  level: number,
): { readonly ci: Interval; readonly p: number } {
  const alpha = 1 - level;
  let p = Math.max(pRandomization, pBootstrap);
  let lower = Math.min(interval.lower, delta);
  let upper = Math.max(interval.upper, delta);
  if (p >= alpha) {
    lower = Math.min(lower, 0);
    upper = Math.max(upper, 0);
  } else if (lower <= 0 && upper >= 0) p = Math.max(p, alpha);
  return { ci: { lower, upper }, p };
}

/**
 * Type groups a change does not touch (1): no per-type change entry and the type on both sides or
 * on neither. Their sums are the totals on both sides of every permutation, so their metrics are
 * the observed ones each time; and in every bootstrap resample both sides sum the same counts, so
 * every resampled delta is +0.
 */
function untouchedGroups(m: PairedMatrix, changedFeatures: Int32Array): Uint8Array {
  const k = m.layout.classes.length;
  const fixed = new Uint8Array(m.layout.groups);
  for (let g = 1; g < m.layout.groups; g++)
    fixed[g] = m.ownTypes.baseline[g - 1] === m.ownTypes.current[g - 1] ? 1 : 0;
  for (const f of changedFeatures) fixed[Math.floor(f / k) + 1] = 0;
  return fixed;
}

/**
 * Counts, per metric, the swaps whose |delta| reaches the observed |delta| (1e-12 tolerance). The
 * groups no permutation moves are measured once: every swap gives their observed metrics.
 */
function runRandomization(
  m: PairedMatrix,
  o: SignificanceOptions,
  pair: PairMeasurer,
  observed: Float64Array,
) {
  const n = m.ids.length;
  const u = m.columns;
  const t = m.typeFeatures;
  const k0 = m.layout.classes.length;
  const plan = planRandomization(n, o.resamples);
  if (manyTypes(m, o)) {
    const fixedRows = untouchedGroups(m, m.typeEntries.changes.build((f) => f).slots);
    const watched = o.watch ?? new Int32Array(0);
    const rows = randomizeRows(m, plan, (o.seed + 1) >>> 0, observed, fixedRows, watched);
    return { plan, p: rows.extreme.map((e) => pValue(e, plan)), draws: rows.draws };
  }
  const extreme = new Float64Array(observed.length);
  const totalA = m.kept.map((f) => m.totals.baseline[f] ?? 0);
  const totalB = m.kept.map((f) => m.totals.current[f] ?? 0);
  const a = Float64Array.from(totalA);
  const b = Float64Array.from(totalB);
  const typeA = m.totals.baseline.slice(k0, k0 + t);
  const typeB = m.totals.current.slice(k0, k0 + t);
  const sparse = [m.typeEntries.changes.build((f) => u + f)];
  const moved = Int32Array.from(sparse[0]?.slots ?? [], (slot) => slot - u);
  const fixed = untouchedGroups(m, moved);
  const live = liveMetrics(m, fixed, observed, extreme, plan.count);
  pair.measureColumns(a, b, [typeA, typeB], [0, 0]);
  const watch = o.watch ?? new Int32Array(0);
  const draws = new Float64Array(watch.length * plan.count);
  let r = 0;
  const each = (sums: Float64Array): void => {
    for (let c = 0; c < u; c++) {
      a[c] = (totalA[c] as number) + (sums[c] as number);
      b[c] = (totalB[c] as number) - (sums[c] as number);
    }
    for (const q of moved) {
      typeA[q] = (m.totals.baseline[k0 + q] as number) + (sums[u + q] as number);
      typeB[q] = (m.totals.current[k0 + q] as number) - (sums[u + q] as number);
    }
    pair.measureColumns(a, b, [typeA, typeB], [0, 0], undefined, fixed);
    for (const k of live) {
      const swapped = (pair.current[k] as number) - (pair.baseline[k] as number);
      if (Math.abs(swapped) >= Math.abs(observed[k] as number) - 1e-12)
        extreme[k] = (extreme[k] as number) + 1;
    }
    for (let j = 0; j < watch.length; j++) {
      const k = watch[j] as number;
      draws[j * plan.count + r] = (pair.current[k] ?? 0) - (pair.baseline[k] ?? 0);
    }
    r++;
  };
  // Only the documents with a change are summed: the others' swaps move nothing.
  const rows = changedDocuments(m.changes, sparse, n);
  const vectors = swapVectors(n, plan, (o.seed + 1) >>> 0, rows.list);
  const table = renumberTable(m.changes, rows.rowOf, rows.list.length);
  const parts = sparse.map((part) => renumberSparse(part, rows.rowOf));
  forEachSum(vectors, rows.list.length, [table], u + t, each, parts);
  return { plan, p: extreme.map((e) => pValue(e, plan)), draws };
}

/** Documents with a row in `table` or an entry in `sparse`, in order, and each one's place. */
function changedDocuments(table: TablePart, sparse: readonly SparsePart[], n: number) {
  const has = new Uint8Array(n);
  if (table.rows === null) has.fill(1);
  else for (const d of table.rows) has[d] = 1;
  for (const part of sparse) for (const d of part.rows) has[d] = 1;
  const rowOf = new Int32Array(n).fill(-1);
  const list: number[] = [];
  has.forEach((x, d) => {
    if (x === 1) rowOf[d] = list.push(d) - 1;
  });
  return { list: Int32Array.from(list), rowOf };
}

/**
 * The metrics a permutation can move (those of the groups `fixed` does not mark, and the rows
 * past the types); a fixed metric's swapped delta is its observed delta every time, so its count
 * is set here, once for all swaps.
 */
function liveMetrics(
  m: PairedMatrix,
  fixed: Uint8Array,
  observed: Float64Array,
  extreme: Float64Array,
  count: number,
): Int32Array {
  const perRow = m.layout.metrics / m.layout.metricRows;
  const live: number[] = [];
  for (let row = 0; row < m.layout.metricRows; row++)
    for (let k = row * perRow; k < (row + 1) * perRow; k++) {
      const d = observed[k] as number;
      if (fixed[row] !== 1) live.push(k);
      else extreme[k] = Math.abs(d) >= Math.abs(d) - 1e-12 ? count : 0;
    }
  return Int32Array.from(live);
}

/**
 * Point values, paired bootstrap intervals of every delta, randomization p-values and the current
 * side's bootstrap spread, for every metric of the matrix's layout. Deterministic for a seed.
 */
export function testSignificance(m: PairedMatrix, o: SignificanceOptions): Significance {
  const pair = new PairMeasurer(m);
  pair.measureFull(m.totals.baseline, m.totals.current);
  const baseline = pair.baseline.slice();
  const current = pair.current.slice();
  const observed = current.map((c, k) => c - (baseline[k] ?? 0));
  const boot = runBootstrap(m, o, pair);
  const rand = o.randomize
    ? runRandomization(m, o, pair, observed)
    : { plan: { exact: false, count: 0 }, p: observed.map(() => 1), draws: new Float64Array(0) };
  const decided = Array.from(observed, (d, k) =>
    decide(d, boot.ci[k] ?? { lower: d, upper: d }, rand.p[k] ?? 1, boot.p[k] ?? 1, o.level),
  );
  return {
    baseline,
    current,
    ci: decided.map((x) => x.ci),
    p: Float64Array.from(decided, (x) => x.p),
    spread: boot.spread,
    bootstrap: boot.plan,
    randomization: rand.plan,
    draws: rand.draws,
  };
}
