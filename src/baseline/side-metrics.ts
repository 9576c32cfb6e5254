import { CLASH_CATEGORIES, type ClashCategory, emptyTally } from "../align/clash.ts";
import { ratio } from "../measure/prf.ts";
import { SPAN_SCHEMES, schemeCounts } from "../measure/schemes.ts";
import { groupRates, PER_SCHEME, POSSIBLE, schemeCoefficients } from "./scheme-kernel.ts";

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

/**
 * Running sums of the macro rows per scheme, `MACRO_CARRY` numbers each: types counted, support,
 * the plain sums of P, R, F1, F-beta, then the same weighted by `possible`.
 */
const macroSums = new Float64Array(SPAN_SCHEMES.length * MACRO_CARRY);

/**
 * Each group's last class sums and the rates they gave, per layout. A group's rates depend on its
 * class sums alone, and between the two sides of one resample (a type the change did not touch)
 * or two resamples (a rare type drawn alike) they often repeat: then they are copied, not rated
 * again. Same inputs, same floats. Sums equal as numbers rate alike (`groupRates` skips 0 and −0
 * alike and reads the others' values).
 */
class GroupMemo {
  private readonly sums: Float64Array;
  private readonly filled: Uint8Array;
  private readonly scratch = new Float64Array(SPAN_SCHEMES.length * PER_SCHEME);
  readonly rates: Float64Array;
  constructor(private readonly layout: FeatureLayout) {
    this.sums = new Float64Array(layout.groups * layout.classes.length);
    this.filled = new Uint8Array(layout.groups);
    this.rates = new Float64Array(layout.groups * SPAN_SCHEMES.length * PER_SCHEME);
  }
  /** Group g's rates from `sums`: where they start in `rates`. */
  rate(sums: ArrayLike<number>, g: number): number {
    const k = this.layout.classes.length;
    const at = g * k;
    const out = g * SPAN_SCHEMES.length * PER_SCHEME;
    let same = this.filled[g] === 1;
    for (let c = 0; same && c < k; c++) same = sums[at + c] === this.sums[at + c];
    if (same) return out;
    for (let c = 0; c < k; c++) this.sums[at + c] = sums[at + c] as number;
    groupRates(sums, at, k, this.layout.coefficients, this.layout.beta, this.scratch);
    this.rates.set(this.scratch, out);
    this.filled[g] = 1;
    return out;
  }
}

const memos = new WeakMap<FeatureLayout, GroupMemo>();

function memoOf(layout: FeatureLayout): GroupMemo {
  let memo = memos.get(layout);
  if (memo === undefined) {
    memo = new GroupMemo(layout);
    memos.set(layout, memo);
  }
  return memo;
}

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
  fixed?: Uint8Array,
): void {
  const memo = memoOf(layout);
  const rates = memo.rates;
  const acc = macroSums;
  const schemes = SPAN_SCHEMES.length;
  const count = layout.rates.length;
  const g0 = layout.groups;
  const from = range?.from ?? 0;
  const to = range?.to ?? layout.metricRows;
  if (range === undefined) acc.fill(0);
  else acc.set(range.carry.subarray(range.at, range.at + acc.length));
  for (let g = from; g < Math.min(to, g0); g++) {
    const first = memo.rate(sums, g);
    const write = fixed === undefined || fixed[g] !== 1;
    const own = g > 0 && ownTypes[g - 1] === true;
    const row = metricAt(layout, g, 0, 0);
    for (let s = 0; s < schemes; s++) {
      const at = first + s * PER_SCHEME;
      if (write) for (let k = 0; k < count; k++) out[row + s * count + k] = rates[at + k] as number;
      if (own) addMacro(acc, s * MACRO_CARRY, rates, at, count);
    }
  }
  if (range !== undefined) range.carry.set(acc, range.at);
  for (let s = 0; s < schemes; s++) {
    const c = s * MACRO_CARRY;
    for (let k = 0; k < count; k++) {
      if (from <= g0 && g0 < to)
        out[metricAt(layout, g0, s, k)] = ratio(acc[c + 2 + k] as number, acc[c] as number);
      if (from <= g0 + 1 && g0 + 1 < to)
        out[metricAt(layout, g0 + 1, s, k)] = ratio(acc[c + 6 + k] as number, acc[c + 1] as number);
    }
    if (from <= g0 + 2 && g0 + 2 < to) documentRates(sums, layout, s, out, g0 + 2);
  }
}

/** Adds one group's rates of a scheme (at `rates[at …]`) to the scheme's macro sums at `c`. */
export function addMacro(
  acc: Float64Array,
  c: number,
  rates: Float64Array,
  at: number,
  count: number,
) {
  const possible = rates[at + POSSIBLE] as number;
  acc[c] = (acc[c] as number) + 1;
  acc[c + 1] = (acc[c + 1] as number) + possible;
  for (let k = 0; k < count; k++) {
    const x = rates[at + k] as number;
    acc[c + 2 + k] = (acc[c + 2 + k] as number) + x;
    acc[c + 6 + k] = (acc[c + 6 + k] as number) + x * possible;
  }
}
