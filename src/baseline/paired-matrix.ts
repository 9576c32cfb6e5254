import { InternalError } from "../errors.ts";
import type { DocumentRow } from "../measure/tally-corpus.ts";
import type { TablePart } from "./block-sums.ts";
import { pairedColumns } from "./paired-columns.ts";
import { sideTables } from "./paired-sides.ts";
import { createLayout, type FeatureLayout } from "./side-metrics.ts";
import type { SparseEntries } from "./sparse-part.ts";

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

/** Whether rows are in strictly ascending id order (so no id is listed twice). */
function ascending(rows: readonly DocumentRow[]): boolean {
  for (let i = 1; i < rows.length; i++)
    if (!((rows[i - 1] as DocumentRow).id < (rows[i] as DocumentRow).id)) return false;
  return true;
}

function indexRows(rows: readonly DocumentRow[], side: string): Map<string, DocumentRow> {
  const out = new Map<string, DocumentRow>();
  for (const row of rows) {
    if (out.has(row.id)) throw new InternalError(`${side} scores list document '${row.id}' twice`);
    out.set(row.id, row);
  }
  return out;
}

/** The union of both sides' ids, sorted, and each side's row at every id (undefined: none). */
interface Pairs {
  readonly ids: string[];
  readonly base: (DocumentRow | undefined)[];
  readonly cur: (DocumentRow | undefined)[];
}

/** Pairs rows by id: merged when both sides are in id order (scores documents are), else indexed. */
function pairRows(baseline: readonly DocumentRow[], current: readonly DocumentRow[]): Pairs {
  if (!ascending(baseline) || !ascending(current)) return pairIndexed(baseline, current);
  const out: Pairs = { ids: [], base: [], cur: [] };
  let x = 0;
  let y = 0;
  while (x < baseline.length || y < current.length) {
    const b = baseline[x];
    const c = current[y];
    const id = c === undefined || (b !== undefined && b.id < c.id) ? b?.id : c.id;
    if (id === undefined) break;
    out.ids.push(id);
    out.base.push(b?.id === id ? baseline[x++] : undefined);
    out.cur.push(c?.id === id ? current[y++] : undefined);
  }
  return out;
}

function pairIndexed(baseline: readonly DocumentRow[], current: readonly DocumentRow[]): Pairs {
  const base = indexRows(baseline, "baseline");
  const cur = indexRows(current, "current");
  const ids = [...new Set([...base.keys(), ...cur.keys()])].sort(byId);
  return { ids, base: ids.map((id) => base.get(id)), cur: ids.map((id) => cur.get(id)) };
}

/** The types of a side's rows (a per-type record shared by many rows is read once). */
function typesOf(rows: readonly DocumentRow[]): Set<string> {
  const out = new Set<string>();
  const seen = new Set<object>();
  for (const row of rows) {
    if (seen.has(row.types)) continue;
    seen.add(row.types);
    for (const type of Object.keys(row.types)) out.add(type);
  }
  return out;
}

/** Full-width totals: core column sums in row order, per-type totals (integers) beside them. */
function totalsOf(
  sums: Float64Array,
  coreWidth: number,
  types: Float64Array,
  layout: FeatureLayout,
) {
  const k = layout.classes.length;
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
  const pairs = pairRows(baseline, current);
  const ids = pairs.ids;
  const baseTypes = typesOf(baseline);
  const curTypes = typesOf(current);
  const types = [...new Set([...baseTypes, ...curTypes])].sort(byId);
  const layout = createLayout(types, beta);
  const typeIndex = new Map(types.map((t, k) => [t, k]));
  const k = layout.classes.length;
  const t = sideTables(pairs, layout, typeIndex);
  const stored = pairedColumns(pairs, t);
  const core = Int32Array.from({ length: t.coreWidth }, (_, p) =>
    p < k ? p : layout.scoredAt + p - k,
  );
  return {
    ids,
    onlyBaseline: ids.filter((_, i) => pairs.cur[i] === undefined),
    onlyCurrent: ids.filter((_, i) => pairs.base[i] === undefined),
    layout,
    ownTypes: {
      baseline: types.map((x) => baseTypes.has(x)),
      current: types.map((x) => curTypes.has(x)),
    },
    core,
    columns: stored.kept.length,
    columnOf: stored.columnOf,
    kept: stored.kept.map((p) => core[p] ?? 0),
    baseline: stored.baseline,
    changes: stored.changes,
    typeFeatures: layout.scoredAt - k,
    typeEntries: t.entries,
    totals: {
      baseline: totalsOf(stored.sums.baseline, t.coreWidth, t.typeTotals.baseline, layout),
      current: totalsOf(stored.sums.current, t.coreWidth, t.typeTotals.current, layout),
    },
  };
}
