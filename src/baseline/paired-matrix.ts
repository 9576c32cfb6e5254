import type { ClashCategory, ClashTally } from "../align/clash.ts";
import { InternalError } from "../errors.ts";
import { SPAN_SCHEMES } from "../measure/schemes.ts";
import type { DocumentRow } from "../measure/tally-corpus.ts";
import type { TablePart } from "./block-sums.ts";
import { sameTally } from "./document-deltas.ts";
import { schemeRates } from "./scheme-kernel.ts";
import { createLayout, docRateAt, type FeatureLayout } from "./side-metrics.ts";
import { SparseEntries } from "./sparse-part.ts";
import { buildTablePart, changedRows } from "./table-part.ts";

/**
 * Per-document features of both sides, one row per document id (the union of both sides, sorted
 * as the scores document sorts them). A document on one side only has zeros on the other.
 * Dense features (`core`: the overall clash classes, `scored`, the document rates) are stored in
 * tables, columns equal on every row and both sides once (`columnOf`: core position → stored
 * column). The baseline's values are kept for every row; current − baseline only for the rows
 * that changed, so documents a pull request did not touch cost nothing in the current side's
 * sums. Per-type counts are sparse entries (`typeEntries`): a corpus of a thousand types costs
 * what its non-zero counts cost, not documents × types.
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
  /** Core position → feature index. */
  readonly core: Int32Array;
  readonly columns: number;
  readonly columnOf: Int32Array;
  /** Stored column → the first feature it stands for. */
  readonly kept: readonly number[];
  /** The baseline's values on every row (slots = stored columns). */
  readonly baseline: TablePart;
  /** current − baseline, only on the rows (documents) and columns where it is not zero. */
  readonly changes: TablePart;
  /** Per-type features: from feature `layout.classes.length`, `typeFeatures` of them. */
  readonly typeFeatures: number;
  /** Per-type counts: the baseline's, and current − baseline where they differ. */
  readonly typeEntries: { readonly baseline: SparseEntries; readonly changes: SparseEntries };
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

/** Class sums of a tally (each class summed into one number). */
function classSums(t: Readonly<ClashTally>, layout: FeatureLayout, into: Float64Array): void {
  const classes = layout.classes;
  for (let c = 0; c < classes.length; c++) {
    const members = classes[c] as readonly ClashCategory[];
    let sum = 0;
    for (let m = 0; m < members.length; m++) sum += t[members[m] as ClashCategory];
    into[c] = sum;
  }
}

/** Scratch numbers of one document (reused from document to document). */
const coreScratch = { classes: new Float64Array(0), rates: new Float64Array(5) };

/** Whether two rows have the same core features (annotation counts and clash tally). */
const sameCore = (x: DocumentRow, y: DocumentRow): boolean =>
  x.gold === y.gold && x.system === y.system && sameTally(x.clash, y.clash);

/** Writes one document's core features into a column-major core table (position p at p·n + i). */
function fillCore(
  table: Float64Array,
  n: number,
  i: number,
  row: DocumentRow,
  layout: FeatureLayout,
) {
  const k = layout.classes.length;
  if (coreScratch.classes.length !== k) coreScratch.classes = new Float64Array(k);
  const { classes, rates } = coreScratch;
  classSums(row.clash, layout, classes);
  for (let c = 0; c < k; c++) table[c * n + i] = classes[c] as number;
  if (row.gold + row.system === 0) return;
  table[k * n + i] = 1;
  for (let s = 0; s < SPAN_SCHEMES.length; s++) {
    schemeRates(classes, 0, k, layout.coefficients, s, layout.beta, rates);
    for (let r = 0; r < layout.rates.length; r++)
      table[(k + docRateAt(layout, s, r) - layout.scoredAt) * n + i] = rates[r] ?? 0;
  }
}

/**
 * One document's non-zero per-type class sums on one side, as (type feature, value) pairs in type
 * order of the row; `stamp[f] = mark` and `value[f]` index them by feature (typed, reused: a
 * thousand types and as many documents made a Map per document and side).
 */
class TypeCells {
  features = new Int32Array(64);
  values = new Float64Array(64);
  count = 0;
  readonly stamp: Int32Array;
  readonly value: Float64Array;
  constructor(width: number) {
    this.stamp = new Int32Array(width);
    this.value = new Float64Array(width);
  }
  read(
    row: DocumentRow | undefined,
    mark: number,
    layout: FeatureLayout,
    typeIndex: ReadonlyMap<string, number>,
  ) {
    const k = layout.classes.length;
    if (coreScratch.classes.length !== k) coreScratch.classes = new Float64Array(k);
    const classes = coreScratch.classes;
    this.count = 0;
    if (row === undefined) return;
    for (const type in row.types) {
      classSums(row.types[type] as ClashTally, layout, classes);
      const t = typeIndex.get(type) ?? 0;
      for (let c = 0; c < k; c++)
        if (classes[c] !== 0) this.push(t * k + c, classes[c] as number, mark);
    }
  }
  private push(f: number, v: number, mark: number) {
    if (this.count === this.features.length) {
      const features = new Int32Array(2 * this.count);
      const values = new Float64Array(2 * this.count);
      features.set(this.features);
      values.set(this.values);
      this.features = features;
      this.values = values;
    }
    this.features[this.count] = f;
    this.values[this.count] = v;
    this.count++;
    this.stamp[f] = mark;
    this.value[f] = v;
  }
  /** The value of feature f read under `mark`, 0 when absent. */
  at(f: number, mark: number): number {
    return this.stamp[f] === mark ? (this.value[f] as number) : 0;
  }
  has(f: number, mark: number): boolean {
    return this.stamp[f] === mark;
  }
}

/** Core tables of both sides, the per-type entries and every feature's totals. */
function sideTables(
  ids: readonly string[],
  rows: {
    readonly base: ReadonlyMap<string, DocumentRow>;
    readonly cur: ReadonlyMap<string, DocumentRow>;
  },
  layout: FeatureLayout,
  typeIndex: ReadonlyMap<string, number>,
) {
  const n = ids.length;
  const k = layout.classes.length;
  const coreWidth = layout.width - layout.scoredAt + k;
  const a = new Float64Array(coreWidth * n);
  const b = new Float64Array(coreWidth * n);
  const entries = { baseline: new SparseEntries(), changes: new SparseEntries() };
  const typeTotals = {
    baseline: new Float64Array(layout.scoredAt - k),
    current: new Float64Array(layout.scoredAt - k),
  };
  const before = new TypeCells(layout.scoredAt - k);
  const after = new TypeCells(layout.scoredAt - k);
  ids.forEach((id, i) => {
    const base = rows.base.get(id);
    const cur = rows.cur.get(id);
    if (base !== undefined) fillCore(a, n, i, base, layout);
    // A document the change did not touch has the baseline's core features: copied, not rated.
    if (cur !== undefined && base !== undefined && sameCore(base, cur))
      for (let p = 0; p < coreWidth; p++) b[p * n + i] = a[p * n + i] as number;
    else if (cur !== undefined) fillCore(b, n, i, cur, layout);
    const mark = i + 1;
    before.read(base, mark, layout, typeIndex);
    after.read(cur, mark, layout, typeIndex);
    for (let e = 0; e < before.count; e++) {
      const f = before.features[e] as number;
      const v = before.values[e] as number;
      entries.baseline.add(i, f, v);
      typeTotals.baseline[f] = (typeTotals.baseline[f] ?? 0) + v;
      entries.changes.add(i, f, after.at(f, mark) - v);
    }
    for (let e = 0; e < after.count; e++) {
      const f = after.features[e] as number;
      const v = after.values[e] as number;
      typeTotals.current[f] = (typeTotals.current[f] ?? 0) + v;
      if (!before.has(f, mark)) entries.changes.add(i, f, v);
    }
  });
  return { a, b, coreWidth, entries, typeTotals };
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

/** Full-width totals: core column sums in row order, per-type totals (integers) beside them. */
function totalsOf(
  core: Float64Array,
  coreWidth: number,
  n: number,
  types: Float64Array,
  layout: FeatureLayout,
) {
  const k = layout.classes.length;
  const sums = columnSums(core, coreWidth, n);
  const out = new Float64Array(layout.width);
  for (let p = 0; p < coreWidth; p++) out[p < k ? p : layout.scoredAt + p - k] = sums[p] as number;
  out.set(types, k);
  return out;
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
  const k = layout.classes.length;
  const t = sideTables(ids, { base, cur }, layout, typeIndex);
  const { columnOf, kept } = dedupeColumns(t.a, t.b, t.coreWidth, n);
  const core = Int32Array.from({ length: t.coreWidth }, (_, p) =>
    p < k ? p : layout.scoredAt + p - k,
  );
  return {
    ids,
    onlyBaseline: ids.filter((id) => !cur.has(id)),
    onlyCurrent: ids.filter((id) => !base.has(id)),
    layout,
    ownTypes: {
      baseline: types.map((x) => baseTypes.has(x)),
      current: types.map((x) => curTypes.has(x)),
    },
    core,
    columns: kept.length,
    columnOf,
    kept: kept.map((p) => core[p] ?? 0),
    ...storeColumns(t.a, t.b, kept, n),
    typeFeatures: layout.scoredAt - k,
    typeEntries: t.entries,
    totals: {
      baseline: totalsOf(t.a, t.coreWidth, n, t.typeTotals.baseline, layout),
      current: totalsOf(t.b, t.coreWidth, n, t.typeTotals.current, layout),
    },
  };
}
