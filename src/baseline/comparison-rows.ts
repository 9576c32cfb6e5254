import { addTally, type ClashTally, emptyTally } from "../align/clash.ts";
import { SPAN_SCHEMES, type SpanScheme, schemeCounts } from "../measure/schemes.ts";
import type { SchemeTable } from "../measure/scores.ts";
import type { DocumentRow } from "../measure/tally-corpus.ts";
import type {
  Confidence,
  Direction,
  MacroDelta,
  MetricDelta,
  RatesSpread,
  SchemeDelta,
  SpanDeltas,
  TypeDelta,
  TypeStatus,
} from "./comparison.ts";
import { UNCHANGED_BELOW } from "./document-deltas.ts";
import type { PairedMatrix } from "./paired-matrix.ts";
import { type FeatureLayout, metricAt } from "./side-metrics.ts";
import type { Significance } from "./significance.ts";

/** Builds one value per scheme. */
export function perScheme<T>(make: (scheme: SpanScheme, index: number) => T): SchemeTable<T> {
  const out = {} as Record<SpanScheme, T>;
  SPAN_SCHEMES.forEach((scheme, s) => {
    out[scheme] = make(scheme, s);
  });
  return out;
}

/** `up`, `down` or `unchanged` (|delta| below 1e-9). */
export function directionOf(delta: number): Direction {
  return delta >= UNCHANGED_BELOW ? "up" : delta <= -UNCHANGED_BELOW ? "down" : "unchanged";
}

type RatesOf<T> = { precision: T; recall: T; f1: T; fbeta?: T };

function ratesAt<T>(
  layout: FeatureLayout,
  row: number,
  s: number,
  make: (k: number) => T,
): RatesOf<T> {
  const base = {
    precision: make(metricAt(layout, row, s, 0)),
    recall: make(metricAt(layout, row, s, 1)),
    f1: make(metricAt(layout, row, s, 2)),
  };
  return layout.rates.length > 3 ? { ...base, fbeta: make(metricAt(layout, row, s, 3)) } : base;
}

function metricDelta(sig: Significance, k: number): MetricDelta {
  const baseline = sig.baseline[k] ?? 0;
  const current = sig.current[k] ?? 0;
  const delta = current - baseline;
  const ci = sig.ci[k] ?? { lower: delta, upper: delta };
  return { baseline, current, delta, direction: directionOf(delta), ci, p: sig.p[k] ?? 1 };
}

/** Summed tallies of one side: overall and per type. */
function sideTotals(rows: readonly DocumentRow[]) {
  const overall = emptyTally();
  const types = new Map<string, ClashTally>();
  for (const row of rows) {
    addTally(overall, row.clash);
    for (const [type, t] of Object.entries(row.types)) {
      const into = types.get(type) ?? emptyTally();
      addTally(into, t);
      types.set(type, into);
    }
  }
  return { overall, types };
}

function typeStatus(m: PairedMatrix, k: number): TypeStatus {
  const inBase = m.ownTypes.baseline[k] === true;
  const inCur = m.ownTypes.current[k] === true;
  return inBase && inCur ? "both" : inCur ? "new" : "gone";
}

/** The overall, per-type and macro rows of a comparison. */
export function deltaRows(
  sig: Significance,
  m: PairedMatrix,
  sides: { readonly baseline: readonly DocumentRow[]; readonly current: readonly DocumentRow[] },
): Pick<SpanDeltas, "overall" | "types" | "macro"> {
  const layout = m.layout;
  const base = sideTotals(sides.baseline);
  const cur = sideTotals(sides.current);
  const micro = (row: number, b: ClashTally, c: ClashTally): SchemeTable<SchemeDelta> =>
    perScheme((scheme, s) => ({
      ...ratesAt(layout, row, s, (k) => metricDelta(sig, k)),
      counts: { baseline: schemeCounts(b, scheme), current: schemeCounts(c, scheme) },
    }));
  const types = Object.create(null) as Record<string, TypeDelta>; // type names are data
  layout.types.forEach((type, k) => {
    const b = base.types.get(type) ?? emptyTally();
    const c = cur.types.get(type) ?? emptyTally();
    const support = {
      baseline: schemeCounts(b, "strict").possible,
      current: schemeCounts(c, "strict").possible,
    };
    types[type] = { ...micro(1 + k, b, c), status: typeStatus(m, k), support };
  });
  const count = (own: readonly boolean[]): number => own.filter((x) => x).length;
  const scored = (rows: readonly DocumentRow[]): number =>
    rows.filter((r) => r.gold + r.system > 0).length;
  const macro = (row: number, n: MacroDelta["n"]): SchemeTable<MacroDelta> =>
    perScheme((_, s) => ({ ...ratesAt(layout, row, s, (k) => metricDelta(sig, k)), n }));
  const typesN = { baseline: count(m.ownTypes.baseline), current: count(m.ownTypes.current) };
  const g = layout.groups;
  return {
    overall: micro(0, base.overall, cur.overall),
    types,
    macro: {
      types: macro(g, typesN),
      weighted: macro(g + 1, typesN),
      documents: macro(g + 2, { baseline: scored(sides.baseline), current: scored(sides.current) }),
    },
  };
}

/**
 * Bootstrap spreads of the current side's metrics (MAT's confidence data). Types are the current
 * side's own; a type only in the baseline has no current scores to spread.
 */
export function confidenceRows(sig: Significance, m: PairedMatrix): Confidence {
  const layout = m.layout;
  const spreads = (row: number): SchemeTable<RatesSpread> =>
    perScheme((_, s) =>
      ratesAt(
        layout,
        row,
        s,
        (k) => sig.spread[k] ?? { mean: 0, variance: 0, sd: 0, lower: 0, upper: 0 },
      ),
    );
  const types = Object.create(null) as Record<string, SchemeTable<RatesSpread>>; // names are data
  layout.types.forEach((type, k) => {
    if (m.ownTypes.current[k] === true) types[type] = spreads(1 + k);
  });
  const g = layout.groups;
  return {
    overall: spreads(0),
    types,
    macro: { types: spreads(g), weighted: spreads(g + 1), documents: spreads(g + 2) },
  };
}
