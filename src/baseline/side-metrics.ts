import { CLASH_CATEGORIES, type ClashCategory, emptyTally } from "../align/clash.ts";
import { ratio } from "../measure/prf.ts";
import { SPAN_SCHEMES, schemeCounts } from "../measure/schemes.ts";
import {
  groupRates,
  PER_SCHEME,
  POSSIBLE,
  type RateScratch,
  schemeCoefficients,
} from "./scheme-kernel.ts";

/** The rates a comparison reports; `fbeta` only when beta ≠ 1. */
export type RateKey = "precision" | "recall" | "f1" | "fbeta";

/**
 * Where each per-document feature sits in one side's feature vector, and where each metric sits
 * in the metric vector. Features: per group (overall, then each type) one count per clash class,
 * then `scored` (1 if the document has any annotation), then per scheme the document's rates
 * (for macro over documents). Metric rows: overall, each type, macro types, weighted, documents.
 */
export interface FeatureLayout {
  readonly types: readonly string[];
  readonly classes: readonly (readonly ClashCategory[])[];
  readonly rates: readonly RateKey[];
  readonly beta: number;
  readonly groups: number;
  readonly scoredAt: number;
  readonly width: number;
  readonly metricRows: number;
  readonly metrics: number;
  /** `schemeCoefficients(classes)`: the schemes' counts as dot products with class sums. */
  readonly coefficients: Float64Array;
}

/**
 * Clash categories grouped by identical effect on every scheme's counts. `schemeCounts` is linear
 * in the tally, so summing a class into its first category changes no count; resampling then adds
 * 6 numbers per group instead of 10. Derived from `schemeCounts` itself, so a new scheme that tells
 * two categories apart splits their class automatically.
 */
export function clashClasses(): ClashCategory[][] {
  const bySignature = new Map<string, ClashCategory[]>();
  for (const category of CLASH_CATEGORIES) {
    const t = emptyTally();
    t[category] = 1;
    const signature = JSON.stringify(SPAN_SCHEMES.map((s) => schemeCounts(t, s)));
    const members = bySignature.get(signature);
    if (members === undefined) bySignature.set(signature, [category]);
    else members.push(category);
  }
  return [...bySignature.values()];
}

/** The layout for a union of types (sorted) and a beta. */
export function createLayout(types: readonly string[], beta: number): FeatureLayout {
  const classes = clashClasses();
  const rates: readonly RateKey[] =
    beta === 1 ? ["precision", "recall", "f1"] : ["precision", "recall", "f1", "fbeta"];
  const groups = 1 + types.length;
  const scoredAt = groups * classes.length;
  const metricRows = groups + 3;
  return {
    types,
    classes,
    rates,
    beta,
    groups,
    scoredAt,
    width: scoredAt + 1 + SPAN_SCHEMES.length * rates.length,
    metricRows,
    metrics: metricRows * SPAN_SCHEMES.length * rates.length,
    coefficients: schemeCoefficients(classes),
  };
}

/** Index of a document-rate feature (scheme index, rate index). */
export function docRateAt(layout: FeatureLayout, scheme: number, rate: number): number {
  return layout.scoredAt + 1 + scheme * layout.rates.length + rate;
}

/** Index of a metric: row (0 overall, 1.. types, then macro types, weighted, documents). */
export function metricAt(layout: FeatureLayout, row: number, scheme: number, rate: number): number {
  return (row * SPAN_SCHEMES.length + scheme) * layout.rates.length + rate;
}

function documentRates(
  sums: ArrayLike<number>,
  layout: FeatureLayout,
  scheme: number,
  out: Float64Array,
  row: number,
): void {
  const scored = sums[layout.scoredAt] ?? 0;
  for (let k = 0; k < layout.rates.length; k++)
    out[metricAt(layout, row, scheme, k)] = ratio(sums[docRateAt(layout, scheme, k)] ?? 0, scored);
}

/** Numbers one scheme's macro sums take in a carry (n, support, 4 plain, 4 weighted). */
export const MACRO_CARRY = 10;

/** Running sums of a macro row (plain or weighted by `possible`) over a side's own types. */
class MacroSums {
  n = 0;
  support = 0;
  readonly plain = new Float64Array(4);
  readonly weighted = new Float64Array(4);
  reset(): void {
    this.n = 0;
    this.support = 0;
    this.plain.fill(0);
    this.weighted.fill(0);
  }
  /** Adds one group's rates of a scheme, found at `rates[at …]`. */
  add(rates: RateScratch, at: number, count: number): void {
    const possible = rates[at + POSSIBLE] as number;
    this.n++;
    this.support += possible;
    for (let k = 0; k < count; k++) {
      const x = rates[at + k] as number;
      this.plain[k] = (this.plain[k] as number) + x;
      this.weighted[k] = (this.weighted[k] as number) + x * possible;
    }
  }
  load(from: Float64Array, at: number): void {
    this.n = from[at] as number;
    this.support = from[at + 1] as number;
    this.plain.set(from.subarray(at + 2, at + 6));
    this.weighted.set(from.subarray(at + 6, at + 10));
  }
  store(into: Float64Array, at: number): void {
    into[at] = this.n;
    into[at + 1] = this.support;
    into.set(this.plain, at + 2);
    into.set(this.weighted, at + 6);
  }
}

const scratch = {
  rates: new Float64Array(SPAN_SCHEMES.length * PER_SCHEME),
  macro: SPAN_SCHEMES.map(() => new MacroSums()),
};

/**
 * Metric rows [from, to) of a measurement. The macro rows sum over every type, so a measurement
 * in passes carries the sums of the types measured so far (`carry`, `MACRO_CARRY` numbers per
 * scheme, zeros before the first pass): the passes go in row order, so the types are added in the
 * order one whole measurement adds them, and the sums are the same floats.
 */
export interface RowRange {
  readonly from: number;
  readonly to: number;
  readonly carry: Float64Array;
  /** Where this side's and resample's carry starts (moved on per resample). */
  at: number;
}

/**
 * Every metric of one side from its summed features, in the layout's metric order (or the rows of
 * `range` alone: groups outside it are not rated). Macro over types averages the side's own types
 * (`ownTypes[t]`), as the scores document does (`meanRates`, `macro.weighted`: the same sums in
 * the same order, so the same floats). Allocates nothing: it runs once per resample.
 */
export function measureSide(
  sums: ArrayLike<number>,
  layout: FeatureLayout,
  ownTypes: readonly boolean[],
  out: Float64Array,
  range?: RowRange,
): void {
  const { rates, macro } = scratch;
  const schemes = SPAN_SCHEMES.length;
  const classCount = layout.classes.length;
  const count = layout.rates.length;
  const g0 = layout.groups;
  const from = range?.from ?? 0;
  const to = range?.to ?? layout.metricRows;
  for (let s = 0; s < schemes; s++) {
    if (range === undefined) macro[s]?.reset();
    else macro[s]?.load(range.carry, range.at + s * MACRO_CARRY);
  }
  for (let g = from; g < Math.min(to, g0); g++) {
    groupRates(sums, g * classCount, classCount, layout.coefficients, layout.beta, rates);
    for (let s = 0; s < schemes; s++) {
      const at = s * PER_SCHEME;
      for (let k = 0; k < count; k++) out[metricAt(layout, g, s, k)] = rates[at + k] as number;
      if (g > 0 && ownTypes[g - 1] === true) macro[s]?.add(rates, at, count);
    }
  }
  for (let s = 0; s < schemes; s++) {
    const m = macro[s];
    if (m === undefined) continue;
    if (range !== undefined) m.store(range.carry, range.at + s * MACRO_CARRY);
    for (let k = 0; k < count; k++) {
      if (from <= g0 && g0 < to) out[metricAt(layout, g0, s, k)] = ratio(m.plain[k] as number, m.n);
      if (from <= g0 + 1 && g0 + 1 < to)
        out[metricAt(layout, g0 + 1, s, k)] = ratio(m.weighted[k] as number, m.support);
    }
    if (from <= g0 + 2 && g0 + 2 < to) documentRates(sums, layout, s, out, g0 + 2);
  }
}
