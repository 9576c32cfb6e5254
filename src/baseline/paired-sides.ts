import type { ClashCategory, ClashTally } from "../align/clash.ts";
import { SPAN_SCHEMES } from "../measure/schemes.ts";
import type { DocumentRow, DocumentTypes } from "../measure/tally-corpus.ts";
import { schemeRates } from "./scheme-kernel.ts";
import type { FeatureLayout } from "./side-metrics.ts";
import { SparseEntries } from "./sparse-part.ts";

/** Distinct records whose features a side-table build remembers (rows share frozen records). */
const REMEMBERED = 16_384;

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

/** Numbers appended to a typed array that doubles when full. */
class Pool {
  items = new Float64Array(1024);
  length = 0;
  /** Where the last record not remembered starts (−1: none): the next one is written over it. */
  private transient = -1;

  /** Starts a record: over the last one when that one was not remembered. */
  start(): number {
    if (this.transient >= 0) this.length = this.transient;
    this.transient = -1;
    return this.length;
  }

  /** Ends the record started at `from`, remembered or not. */
  end(from: number, remembered: boolean): void {
    if (!remembered) this.transient = from;
  }

  push(x: number): void {
    if (this.length === this.items.length) {
      const grown = new Float64Array(2 * this.length);
      grown.set(this.items);
      this.items = grown;
    }
    this.items[this.length++] = x;
  }
}

/**
 * A document's features as functions of its records: scoring and a baseline file's reader share
 * one frozen tally and one frozen per-type record among the rows that have those counts, so each
 * distinct record is rated once (up to REMEMBERED of them) and its features copied after that.
 * Features are kept in pools, a record's at an offset: no array per record.
 */
class FeatureMemo {
  private readonly cores = new Map<Readonly<ClashTally>, number>();
  private readonly coreValues = new Pool();
  private readonly cells = new Map<DocumentTypes, number>();
  /** Per record: its cells' count, then (type feature, value) pairs in type order. */
  readonly cellValues = new Pool();
  private readonly classes: Float64Array;
  private readonly rates = new Float64Array(5);
  constructor(
    private readonly layout: FeatureLayout,
    private readonly typeIndex: ReadonlyMap<string, number>,
    readonly coreWidth: number,
    private readonly limit: number,
  ) {
    this.classes = new Float64Array(layout.classes.length);
  }

  /**
   * Row i of a row-major core table: the class sums, then for a document with annotations
   * `scored` (1) and the document's rates per scheme (left 0 otherwise).
   */
  fillCore(table: Float64Array, i: number, row: DocumentRow): void {
    const width = row.gold + row.system === 0 ? this.classes.length : this.coreWidth;
    const from = this.core(row.clash);
    const values = this.coreValues.items;
    for (let c = 0; c < width; c++) table[i * this.coreWidth + c] = values[from + c] as number;
  }

  /** The offset of a tally's core features (see `fillCore`) in `coreValues`. */
  private core(clash: Readonly<ClashTally>): number {
    const known = this.cores.get(clash);
    if (known !== undefined) return known;
    const { layout, classes, rates, coreValues } = this;
    const k = classes.length;
    const from = coreValues.start();
    classSums(clash, layout, classes);
    for (let c = 0; c < k; c++) coreValues.push(classes[c] as number);
    coreValues.push(1);
    // Scheme by scheme, rate by rate: the order of `docRateAt`.
    for (let s = 0; s < SPAN_SCHEMES.length; s++) {
      schemeRates(classes, 0, k, layout.coefficients, s, layout.beta, rates);
      for (let r = 0; r < layout.rates.length; r++) coreValues.push(rates[r] ?? 0);
    }
    const remembered = this.cores.size < this.limit;
    if (remembered) this.cores.set(clash, from);
    coreValues.end(from, remembered);
    return from;
  }

  /** The offset in `cellValues` of a per-type record's non-zero class sums (count first). */
  typeCells(types: DocumentTypes): number {
    const known = this.cells.get(types);
    if (known !== undefined) return known;
    const { layout, classes, cellValues } = this;
    const k = classes.length;
    const from = cellValues.start();
    cellValues.push(0);
    for (const type in types) {
      classSums(types[type] as ClashTally, layout, classes);
      const t = this.typeIndex.get(type) ?? 0;
      for (let c = 0; c < k; c++) {
        if (classes[c] === 0) continue;
        cellValues.push(t * k + c);
        cellValues.push(classes[c] as number);
      }
    }
    cellValues.items[from] = (cellValues.length - from - 1) / 2;
    const remembered = this.cells.size < this.limit;
    if (remembered) this.cells.set(types, from);
    cellValues.end(from, remembered);
    return from;
  }
}

/** The tables `sideTables` returns: core features row-major (row i at i · coreWidth). */
export interface SideTables {
  readonly a: Float64Array;
  readonly b: Float64Array;
  readonly coreWidth: number;
  readonly entries: { readonly baseline: SparseEntries; readonly changes: SparseEntries };
  readonly typeTotals: { readonly baseline: Float64Array; readonly current: Float64Array };
}

/**
 * Core tables of both sides, the per-type entries and every per-type feature's totals; `remember`
 * records' features at most (the tables do not depend on it).
 */
export function sideTables(
  pairs: { readonly base: (DocumentRow | undefined)[]; readonly cur: (DocumentRow | undefined)[] },
  layout: FeatureLayout,
  typeIndex: ReadonlyMap<string, number>,
  remember = REMEMBERED,
): SideTables {
  const n = pairs.base.length;
  const k = layout.classes.length;
  const coreWidth = layout.width - layout.scoredAt + k;
  const memo = new FeatureMemo(layout, typeIndex, coreWidth, remember);
  const a = new Float64Array(coreWidth * n);
  const b = new Float64Array(coreWidth * n);
  const entries = { baseline: new SparseEntries(), changes: new SparseEntries() };
  const typeTotals = {
    baseline: new Float64Array(layout.scoredAt - k),
    current: new Float64Array(layout.scoredAt - k),
  };
  const stamp = new Int32Array(layout.scoredAt - k);
  const value = new Float64Array(layout.scoredAt - k);
  const cells = memo.cellValues;
  // The current side's features of a document, in order (its record may be overwritten below).
  const afterFeatures = new Int32Array(stamp.length);
  for (let i = 0; i < n; i++) {
    const base = pairs.base[i];
    const cur = pairs.cur[i];
    if (base !== undefined) memo.fillCore(a, i, base);
    if (cur !== undefined) memo.fillCore(b, i, cur);
    const mark = i + 1;
    let count = 0;
    if (cur !== undefined) {
      const from = memo.typeCells(cur.types);
      for (let e = from + 1; e < from + 1 + 2 * (cells.items[from] as number); e += 2) {
        const f = cells.items[e] as number;
        afterFeatures[count++] = f;
        stamp[f] = mark;
        value[f] = cells.items[e + 1] as number;
      }
    }
    if (base !== undefined) {
      const from = memo.typeCells(base.types);
      for (let e = from + 1; e < from + 1 + 2 * (cells.items[from] as number); e += 2) {
        const f = cells.items[e] as number;
        const v = cells.items[e + 1] as number;
        entries.baseline.add(i, f, v);
        typeTotals.baseline[f] = (typeTotals.baseline[f] ?? 0) + v;
        entries.changes.add(i, f, (stamp[f] === mark ? (value[f] as number) : 0) - v);
        stamp[f] = -mark;
      }
    }
    for (let e = 0; e < count; e++) {
      const f = afterFeatures[e] as number;
      typeTotals.current[f] = (typeTotals.current[f] ?? 0) + (value[f] as number);
      if (stamp[f] !== -mark) entries.changes.add(i, f, value[f] as number);
    }
  }
  return { a, b, coreWidth, entries, typeTotals };
}
