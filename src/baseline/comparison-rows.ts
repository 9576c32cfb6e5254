import { addTally, CLASH_CATEGORIES, type ClashTally, emptyTally } from "../align/clash.ts";
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
  const precision = make(metricAt(layout, row, s, 0));
  const recall = make(metricAt(layout, row, s, 1));
  const f1 = make(metricAt(layout, row, s, 2));
  if (layout.rates.length <= 3) return { precision, recall, f1 };
  return { precision, recall, f1, fbeta: make(metricAt(layout, row, s, 3)) };
}

/*
 * Records made per type are literals, not spreads: on Node 20, `{ ...rates, counts }` gave every
 * copy a hidden class of its own (microseconds a record at 40,000 types, and every later reader
 * of the rows megamorphic). The keys keep the order the spreads gave them.
 */

/** `ratesAt`'s rates, then `extra` (the same keys in the same order as `{ ...rates, ...extra }`). */
function ratesWith<T, X extends object>(rates: RatesOf<T>, extra: X): RatesOf<T> & X {
  const { precision, recall, f1, fbeta } = rates;
  const out = fbeta === undefined ? { precision, recall, f1 } : { precision, recall, f1, fbeta };
  return Object.assign(out, extra);
}

/** A type's scheme table, then its status and support (the order `{ ...table, … }` gave). */
function typeDelta(
  t: SchemeTable<SchemeDelta>,
  status: TypeStatus,
  support: TypeDelta["support"],
): TypeDelta {
  const { strict, exact, partial, type, lenient, average } = t;
  return { strict, exact, partial, type, lenient, average, status, support };
}

/** Which side's figures of a row are undefined (0/0): reported as null, never as 0. */
export interface Undefinedness {
  readonly baseline: boolean;
  readonly current: boolean;
}

const DEFINED: Undefinedness = { baseline: false, current: false };

function metricDelta(sig: Significance, k: number, none: Undefinedness = DEFINED): MetricDelta {
  const baseline = none.baseline ? null : (sig.baseline[k] ?? 0);
  const current = none.current ? null : (sig.current[k] ?? 0);
  if (baseline === null || current === null) {
    return { baseline, current, delta: null, direction: "unchanged", ci: null, p: null };
  }
  const delta = current - baseline;
  const ci = sig.ci[k] ?? { lower: delta, upper: delta };
  return { baseline, current, delta, direction: directionOf(delta), ci, p: sig.p[k] ?? 1 };
}

/** Adds `times` × `from` into `into` (counts are safe integers: the sum is exact). */
function addTimes(into: ClashTally, from: Readonly<ClashTally>, times: number): void {
  if (times === 1) addTally(into, from);
  else for (const c of CLASH_CATEGORIES) into[c] += times * from[c];
}

/** How many rows hold each record (rows share frozen tallies and per-type records). */
function multiplicities<T extends object>(
  rows: readonly DocumentRow[],
  pick: (row: DocumentRow) => T,
) {
  const out = new Map<T, number>();
  for (const row of rows) {
    const x = pick(row);
    out.set(x, (out.get(x) ?? 0) + 1);
  }
  return out;
}

/** Summed tallies of one side: overall and per type (each shared record read once). */
function sideTotals(rows: readonly DocumentRow[]) {
  const overall = emptyTally();
  const types = new Map<string, ClashTally>();
  for (const [clash, times] of multiplicities(rows, (r) => r.clash))
    addTimes(overall, clash, times);
  for (const [record, times] of multiplicities(rows, (r) => r.types)) {
    for (const type in record) {
      let into = types.get(type);
      if (into === undefined) {
        into = emptyTally();
        types.set(type, into);
      }
      addTimes(into, record[type] as ClashTally, times);
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
  nulls: boolean,
): Pick<SpanDeltas, "overall" | "types" | "macro"> {
  const layout = m.layout;
  const base = sideTotals(sides.baseline);
  const cur = sideTotals(sides.current);
  const empty = (n: { actual: number; possible: number }): boolean =>
    nulls && n.actual + n.possible === 0;
  const micro = (row: number, b: ClashTally, c: ClashTally): SchemeTable<SchemeDelta> =>
    perScheme((scheme, s) => {
      const counts = { baseline: schemeCounts(b, scheme), current: schemeCounts(c, scheme) };
      const none = { baseline: empty(counts.baseline), current: empty(counts.current) };
      return ratesWith(
        ratesAt(layout, row, s, (k) => metricDelta(sig, k, none)),
        { counts },
      );
    });
  const types = Object.create(null) as Record<string, TypeDelta>; // type names are data
  layout.types.forEach((type, k) => {
    const b = base.types.get(type) ?? emptyTally();
    const c = cur.types.get(type) ?? emptyTally();
    const support = {
      baseline: schemeCounts(b, "strict").possible,
      current: schemeCounts(c, "strict").possible,
    };
    types[type] = typeDelta(micro(1 + k, b, c), typeStatus(m, k), support);
  });
  const count = (own: readonly boolean[]): number => own.filter((x) => x).length;
  const scored = (rows: readonly DocumentRow[]): number =>
    rows.filter((r) => r.gold + r.system > 0).length;
  // An average over nothing is undefined under every profile (docs/scores.md).
  const none = (n: MacroDelta["n"]): Undefinedness => ({
    baseline: n.baseline === 0,
    current: n.current === 0,
  });
  const macro = (row: number, n: MacroDelta["n"], weighted = false): SchemeTable<MacroDelta> =>
    perScheme((scheme, s) => {
      // The weighted average over no gold support is 0/0 as a row is (seqeval prints 0).
      const unsupported = (t: ClashTally): boolean =>
        weighted && nulls && schemeCounts(t, scheme).possible === 0;
      const u = none(n);
      const undef = {
        baseline: u.baseline || unsupported(base.overall),
        current: u.current || unsupported(cur.overall),
      };
      return ratesWith(
        ratesAt(layout, row, s, (k) => metricDelta(sig, k, undef)),
        { n },
      );
    });
  const typesN = { baseline: count(m.ownTypes.baseline), current: count(m.ownTypes.current) };
  const g = layout.groups;
  return {
    overall: micro(0, base.overall, cur.overall),
    types,
    macro: {
      types: macro(g, typesN),
      weighted: macro(g + 1, typesN, true),
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
