import type { DocumentRow } from "../measure/tally-corpus.ts";
import type { TablePart } from "./block-sums.ts";
import type { SideTables } from "./paired-sides.ts";
import { ColumnStats, packRow, planTablePart } from "./table-part.ts";

/** Each document's core rows, made on demand (`sideTables`). */
type CoreRows = Pick<SideTables, "fillCore" | "fillPair" | "coreWidth">;

/**
 * The paired matrix's stored core columns, made in two walks over the documents without a dense
 * table: each core row is made when a walk reaches it (`fillCore`) and only the packed parts are
 * kept. Columns equal on every row and both sides are stored once (`columnOf`: core position →
 * stored column, `kept`: stored column → its first core position).
 */
export interface PairedColumns {
  readonly columnOf: Int32Array;
  readonly kept: readonly number[];
  /** The baseline's values on every row. */
  readonly baseline: TablePart;
  /** current − baseline, only on the rows (documents) and columns where it is not zero. */
  readonly changes: TablePart;
  /** Every core column summed over all rows in row order, per side. */
  readonly sums: { readonly baseline: Float64Array; readonly current: Float64Array };
}

/**
 * Splits the classes of columns (`rep`: each column's first equal column) by one row's values:
 * a column that differs from its class's first joins the first column of its old class that
 * has left it with the same value, or starts a class. After every row, two columns share `rep`
 * exactly when they were equal (===) on every row so far.
 */
function refine(rep: Int32Array, old: Int32Array, v: Float64Array): void {
  old.set(rep);
  for (let f = 1; f < rep.length; f++) {
    const r = old[f] as number;
    if (r === f || v[f] === v[r]) continue;
    let to = f;
    for (let h = r + 1; h < f; h++) {
      if (old[h] === r && rep[h] === h && v[h] === v[f]) {
        to = h;
        break;
      }
    }
    rep[f] = to;
  }
}

/** What the first walk learns: column classes, sums, the changed rows and each side's stats. */
function survey(pairs: Sides, rows: CoreRows) {
  const n = pairs.base.length;
  const width = rows.coreWidth;
  const a = new Float64Array(width);
  const b = new Float64Array(width);
  const rep = new Int32Array(width);
  const old = new Int32Array(width);
  const sums = { baseline: new Float64Array(width), current: new Float64Array(width) };
  const stats = { baseline: new ColumnStats(width), changes: new ColumnStats(width) };
  const changed: number[] = [];
  for (let i = 0; i < n; i++) {
    rows.fillPair(a, b, pairs.base[i], pairs.cur[i]);
    refine(rep, old, a);
    refine(rep, old, b);
    let change = false;
    for (let f = 0; f < width; f++) {
      const x = a[f] as number;
      const d = (b[f] as number) - x;
      sums.baseline[f] = (sums.baseline[f] as number) + x;
      sums.current[f] = (sums.current[f] as number) + (b[f] as number);
      stats.baseline.note(f, x);
      stats.changes.note(f, d);
      if (d !== 0) change = true;
    }
    if (change) changed.push(i);
  }
  return { rep, sums, stats, changed: Int32Array.from(changed) };
}

/** Each side's row at every paired position (undefined: none). */
interface Sides {
  readonly base: readonly (DocumentRow | undefined)[];
  readonly cur: readonly (DocumentRow | undefined)[];
}

/** The stored columns of both sides' core rows; a vector's weights add up to the documents. */
export function pairedColumns(pairs: Sides, rows: CoreRows): PairedColumns {
  const n = pairs.base.length;
  const width = rows.coreWidth;
  const s = survey(pairs, rows);
  const kept: number[] = [];
  const columnOf = new Int32Array(width);
  for (let f = 0; f < width; f++) {
    if (s.rep[f] === f) kept.push(f);
    columnOf[f] = kept.indexOf(s.rep[f] as number);
  }
  const planBase = planTablePart(s.stats.baseline.pick(kept), n);
  const planDiff = planTablePart(s.stats.changes.pick(kept), n);
  const base = new Float64Array(n * planBase.slots.length);
  const diff = new Float64Array(s.changed.length * planDiff.slots.length);
  const a = new Float64Array(width);
  const b = new Float64Array(width);
  const rowA = new Float64Array(kept.length);
  const rowD = new Float64Array(kept.length);
  for (let i = 0, r = 0; i < n; i++) {
    rows.fillCore(a, pairs.base[i]);
    for (let c = 0; c < kept.length; c++) rowA[c] = a[kept[c] as number] as number;
    packRow(planBase, rowA, 0, base, i);
    if (s.changed[r] !== i) continue;
    rows.fillCore(b, pairs.cur[i]);
    for (let c = 0; c < kept.length; c++)
      rowD[c] = (b[kept[c] as number] as number) - (rowA[c] as number);
    packRow(planDiff, rowD, 0, diff, r++);
  }
  return {
    columnOf,
    kept,
    baseline: { table: base, rows: null, slots: planBase.slots, low: planBase.low },
    changes: { table: diff, rows: s.changed, slots: planDiff.slots, low: planDiff.low },
    sums: s.sums,
  };
}
