import type { ClashTally } from "../align/clash.ts";
import { InternalError } from "../errors.ts";
import { SPAN_SCHEMES } from "../measure/schemes.ts";
import type { DocumentRow } from "../measure/tally-corpus.ts";
import type { TablePart } from "./block-sums.ts";
import { schemeRates } from "./scheme-kernel.ts";
import { createLayout, docRateAt, type FeatureLayout } from "./side-metrics.ts";
import { buildTablePart, changedRows } from "./table-part.ts";

/**
 * Per-document features of both sides, one row per document id (the union of both sides, sorted
 * as the scores document sorts them). A document on one side only has zeros on the other. Feature
 * columns equal on every row and both sides are stored once (`columnOf` maps feature → column).
 * The baseline's values are kept for every row; current − baseline only for the rows that
 * changed, so documents a pull request did not touch cost nothing in the current side's sums.
 */
export interface PairedMatrix {
  readonly ids: readonly string[];
  readonly onlyBaseline: readonly string[];
  readonly onlyCurrent: readonly string[];
  readonly layout: FeatureLayout;
  /** Per side, whether each type of `layout.types` is one of that side's own types. */
  readonly ownTypes: {
    readonly baseline: readonly boolean[];
    readonly current: readonly boolean[];
  };
  readonly columns: number;
  readonly columnOf: Int32Array;
  /** Stored column → the first feature it stands for. */
  readonly kept: readonly number[];
  /** The baseline's values on every row (slots = stored columns). */
  readonly baseline: TablePart;
  /** current − baseline, only on the rows (documents) and columns where it is not zero. */
  readonly changes: TablePart;
  /** Every feature summed over all rows in row order, per side (the point estimates' input). */
  readonly totals: { readonly baseline: Float64Array; readonly current: Float64Array };
}

const byId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function indexRows(rows: readonly DocumentRow[], side: string): Map<string, DocumentRow> {
  const out = new Map<string, DocumentRow>();
  for (const row of rows) {
    if (out.has(row.id)) throw new InternalError(`${side} scores list document '${row.id}' twice`);
    out.set(row.id, row);
  }
  return out;
}

function typesOf(rows: readonly DocumentRow[]): Set<string> {
  const out = new Set<string>();
  for (const row of rows) for (const type of Object.keys(row.types)) out.add(type);
  return out;
}

/** Writes one document's features into a column-major side table (feature f, row i at f·n + i). */
function fillRow(
  table: Float64Array,
  n: number,
  i: number,
  row: DocumentRow,
  layout: FeatureLayout,
  typeIndex: ReadonlyMap<string, number>,
): void {
  const k = layout.classes.length;
  const addTally = (group: number, t: Readonly<ClashTally>): void => {
    layout.classes.forEach((members, c) => {
      let sum = 0;
      for (const category of members) sum += t[category];
      table[(group * k + c) * n + i] = sum;
    });
  };
  addTally(0, row.clash);
  for (const [type, tally] of Object.entries(row.types))
    addTally(1 + (typeIndex.get(type) ?? 0), tally);
  if (row.gold + row.system === 0) return;
  table[layout.scoredAt * n + i] = 1;
  const classes = Float64Array.from(layout.classes, (_, c) => table[c * n + i] ?? 0);
  const rates = new Float64Array(5);
  SPAN_SCHEMES.forEach((_, s) => {
    schemeRates(classes, 0, k, layout.coefficients, s, layout.beta, rates);
    layout.rates.forEach((_, r) => {
      table[docRateAt(layout, s, r) * n + i] = rates[r] ?? 0;
    });
  });
}

function sideTable(
  ids: readonly string[],
  rows: ReadonlyMap<string, DocumentRow>,
  layout: FeatureLayout,
  typeIndex: ReadonlyMap<string, number>,
): Float64Array {
  const n = ids.length;
  const table = new Float64Array(layout.width * n);
  ids.forEach((id, i) => {
    const row = rows.get(id);
    if (row !== undefined) fillRow(table, n, i, row, layout, typeIndex);
  });
  return table;
}

/** Distinct (baseline, current) column pairs; equal pairs share one stored column. */
function dedupeColumns(a: Float64Array, b: Float64Array, width: number, n: number) {
  const columnOf = new Int32Array(width);
  const kept: number[] = [];
  const same = (f: number, g: number): boolean => {
    for (let i = 0; i < n; i++) {
      if (a[f * n + i] !== a[g * n + i] || b[f * n + i] !== b[g * n + i]) return false;
    }
    return true;
  };
  for (let f = 0; f < width; f++) {
    const found = kept.findIndex((g) => same(f, g));
    columnOf[f] = found === -1 ? kept.push(f) - 1 : found;
  }
  return { columnOf, kept };
}

/** Sums of a column-major table, each column in row order (as the scores document adds them). */
function columnSums(table: Float64Array, width: number, n: number): Float64Array {
  const out = new Float64Array(width);
  for (let f = 0; f < width; f++) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += table[f * n + i] ?? 0;
    out[f] = sum;
  }
  return out;
}

/** The side tables stored once per distinct column: baseline values and current − baseline. */
function storeColumns(a: Float64Array, b: Float64Array, kept: readonly number[], n: number) {
  const u = kept.length;
  const baseline = new Float64Array(n * u);
  const diff = new Float64Array(n * u);
  kept.forEach((f, c) => {
    for (let i = 0; i < n; i++) {
      const x = a[f * n + i] ?? 0;
      baseline[i * u + c] = x;
      diff[i * u + c] = (b[f * n + i] ?? 0) - x;
    }
  });
  return {
    baseline: buildTablePart(baseline, u, null, n),
    changes: buildTablePart(diff, u, changedRows(diff, u), n),
  };
}

/** Builds the paired matrix of two sides' `documents[]` rows; `beta` as in the settings. */
export function buildPairedMatrix(
  baseline: readonly DocumentRow[],
  current: readonly DocumentRow[],
  beta: number,
): PairedMatrix {
  const base = indexRows(baseline, "baseline");
  const cur = indexRows(current, "current");
  const ids = [...new Set([...base.keys(), ...cur.keys()])].sort(byId);
  const baseTypes = typesOf(baseline);
  const curTypes = typesOf(current);
  const types = [...new Set([...baseTypes, ...curTypes])].sort(byId);
  const layout = createLayout(types, beta);
  const typeIndex = new Map(types.map((t, k) => [t, k]));
  const n = ids.length;
  const a = sideTable(ids, base, layout, typeIndex);
  const b = sideTable(ids, cur, layout, typeIndex);
  const { columnOf, kept } = dedupeColumns(a, b, layout.width, n);
  return {
    ids,
    onlyBaseline: ids.filter((id) => !cur.has(id)),
    onlyCurrent: ids.filter((id) => !base.has(id)),
    layout,
    ownTypes: {
      baseline: types.map((t) => baseTypes.has(t)),
      current: types.map((t) => curTypes.has(t)),
    },
    columns: kept.length,
    columnOf,
    kept,
    ...storeColumns(a, b, kept, n),
    totals: { baseline: columnSums(a, layout.width, n), current: columnSums(b, layout.width, n) },
  };
}
