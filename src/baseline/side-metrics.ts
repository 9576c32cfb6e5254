import {
  CLASH_CATEGORIES,
  type ClashCategory,
  type ClashTally,
  emptyTally,
} from "../align/clash.ts";
import { meanRates, type Rates, ratio, type SchemeScore, scoreTally } from "../measure/prf.ts";
import { SPAN_SCHEMES, schemeCounts } from "../measure/schemes.ts";

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

/** Rebuilds a group's tally from summed class counts (each class summed into its first category). */
export function groupTally(
  sums: ArrayLike<number>,
  layout: FeatureLayout,
  group: number,
): ClashTally {
  const t = emptyTally();
  layout.classes.forEach((members, k) => {
    const first = members[0];
    if (first !== undefined) t[first] = sums[group * layout.classes.length + k] ?? 0;
  });
  return t;
}

/** Support-weighted mean over types, as `macro.weighted` in the scores document. */
function weightedRates(rows: readonly SchemeScore[], beta: number): Rates {
  const support = rows.reduce((acc, r) => acc + r.possible, 0);
  const w = (pick: (r: Rates) => number): number =>
    ratio(
      rows.reduce((acc, r) => acc + pick(r) * r.possible, 0),
      support,
    );
  const base = { precision: w((r) => r.precision), recall: w((r) => r.recall), f1: w((r) => r.f1) };
  return beta === 1 ? base : { ...base, fbeta: w((r) => r.fbeta ?? 0) };
}

function documentRates(sums: ArrayLike<number>, layout: FeatureLayout, scheme: number): Rates {
  const scored = sums[layout.scoredAt] ?? 0;
  const at = (rate: number): number => ratio(sums[docRateAt(layout, scheme, rate)] ?? 0, scored);
  const base = { precision: at(0), recall: at(1), f1: at(2) };
  return layout.beta === 1 ? base : { ...base, fbeta: at(3) };
}

function writeRates(out: Float64Array, layout: FeatureLayout, row: number, s: number, r: Rates) {
  layout.rates.forEach((key, k) => {
    out[metricAt(layout, row, s, k)] = r[key] ?? 0;
  });
}

/**
 * Every metric of one side from its summed features, in the layout's metric order. Macro over
 * types averages the side's own types (`ownTypes[t]`), as the scores document does.
 */
export function measureSide(
  sums: ArrayLike<number>,
  layout: FeatureLayout,
  ownTypes: readonly boolean[],
  out: Float64Array,
): void {
  const perType: SchemeScore[][] = SPAN_SCHEMES.map(() => []);
  for (let g = 0; g < layout.groups; g++) {
    const tally = groupTally(sums, layout, g);
    const own = g > 0 && ownTypes[g - 1] === true;
    SPAN_SCHEMES.forEach((scheme, s) => {
      const score = scoreTally(tally, scheme, layout.beta);
      writeRates(out, layout, g, s, score);
      if (own) perType[s]?.push(score);
    });
  }
  const g = layout.groups;
  SPAN_SCHEMES.forEach((_, s) => {
    const rows = perType[s] ?? [];
    writeRates(out, layout, g, s, meanRates(rows, layout.beta));
    writeRates(out, layout, g + 1, s, weightedRates(rows, layout.beta));
    writeRates(out, layout, g + 2, s, documentRates(sums, layout, s));
  });
}
