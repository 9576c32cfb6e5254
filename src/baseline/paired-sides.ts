import type { ClashCategory, ClashTally } from "../align/clash.ts";
import { sameTally } from "../align/clash.ts";
import { SPAN_SCHEMES } from "../measure/schemes.ts";
import type { DocumentRow, DocumentTypes } from "../measure/tally-corpus.ts";
import { schemeRates } from "./scheme-kernel.ts";
import type { FeatureLayout } from "./side-metrics.ts";
import { SparseEntries } from "./sparse-part.ts";

/** Distinct records whose features a side-table build remembers (rows share frozen records). */
const REMEMBERED = 16_384;

/**
 * Lookups after which a memo that found fewer than a quarter of them stops looking: a corpus whose
 * rows rarely share a record (4,518 documents of 1M tokens: 4,517 per-type records) pays no map.
 */
const TRIAL = 1024;

/** A map of records to offsets that stops being used when its trial finds few records again. */
class Memo<K> {
  private readonly map = new Map<K, number>();
  private hits = 0;
  private misses = 0;
  constructor(
    private readonly limit: number,
    private readonly trial: number,
  ) {}

  private get failed(): boolean {
    return this.misses + this.hits >= this.trial && 4 * this.hits < this.trial;
  }

  get(key: K): number | undefined {
    if (this.failed) return undefined;
    const known = this.map.get(key);
    if (known === undefined) this.misses++;
    else this.hits++;
    return known;
  }

  /** Notes a record's offset; false when it is not kept (the pool may write over it). */
  set(key: K, at: number): boolean {
    if (this.map.size >= this.limit || this.failed) return false;
    this.map.set(key, at);
    return true;
  }
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

/**
 * Records of entries, an integer (`keys`: a feature, or a count) and a number (`values`) each, in
 * typed arrays that double when full. Features stay integers: indexing with a float read from a
 * Float64Array is far slower before the optimizing compiler has run (and a 1M-token corpus's
 * stages run mostly before it has).
 */
class Pool {
  keys = new Int32Array(1024);
  values = new Float64Array(1024);
  length = 0;
  /** Where the last record not remembered starts (−1: none): the next one is written over it. */
  private transient = -1;

  /** Starts a record of at most `n` entries (over the last one if that was not remembered). */
  start(n: number): number {
    if (this.transient >= 0) this.length = this.transient;
    this.transient = -1;
    if (this.length + n > this.values.length) {
      const size = Math.max(2 * this.values.length, this.length + n);
      const keys = new Int32Array(size);
      const values = new Float64Array(size);
      keys.set(this.keys);
      values.set(this.values);
      this.keys = keys;
      this.values = values;
    }
    return this.length;
  }

  /** Ends the record started at `from` with `n` entries, remembered or not. */
  end(from: number, n: number, remembered: boolean): void {
    this.length = from + n;
    if (!remembered) this.transient = from;
  }
}

/**
 * A document's features as functions of its records: scoring and a baseline file's reader share
 * one frozen tally and one frozen per-type record among the rows that have those counts, so each
 * distinct record is rated once (up to REMEMBERED of them) and its features copied after that.
 * Features are kept in pools, a record's at an offset: no array per record.
 */
class FeatureMemo {
  private readonly cores: Memo<Readonly<ClashTally>>;
  private readonly coreValues = new Pool();
  private readonly cells: Memo<DocumentTypes>;
  /** Per per-type record: its cells' count, then one entry (type feature, value) per cell. */
  readonly cellValues = new Pool();
  private readonly classes: Float64Array;
  private readonly rates = new Float64Array(5);
  constructor(
    private readonly layout: FeatureLayout,
    private readonly typeIndex: ReadonlyMap<string, number>,
    readonly coreWidth: number,
    memo: { readonly limit: number; readonly trial: number },
  ) {
    this.classes = new Float64Array(layout.classes.length);
    this.cores = new Memo(memo.limit, memo.trial);
    this.cells = new Memo(memo.limit, memo.trial);
  }

  /**
   * A document's core row (`coreWidth` cells): the class sums, then for a document with
   * annotations `scored` (1) and the document's rates per scheme; zeros for the rest and for none.
   */
  fillCore(into: Float64Array, row: DocumentRow | undefined): void {
    into.fill(0);
    if (row === undefined) return;
    const width = row.gold + row.system === 0 ? this.classes.length : this.coreWidth;
    const from = this.core(row.clash);
    const values = this.coreValues.values;
    for (let c = 0; c < width; c++) into[c] = values[from + c] as number;
  }

  /** Both sides' core rows of a document; an untouched one's copied from the baseline's. */
  fillPair(a: Float64Array, b: Float64Array, base?: DocumentRow, cur?: DocumentRow): void {
    this.fillCore(a, base);
    if (cur !== undefined && base !== undefined && sameCore(base, cur)) b.set(a);
    else this.fillCore(b, cur);
  }

  /** The offset of a tally's core features (see `fillCore`) in `coreValues`. */
  private core(clash: Readonly<ClashTally>): number {
    const known = this.cores.get(clash);
    if (known !== undefined) return known;
    const { layout, classes, rates, coreValues } = this;
    const k = classes.length;
    const from = coreValues.start(this.coreWidth);
    const out = coreValues.values;
    classSums(clash, layout, classes);
    for (let c = 0; c < k; c++) out[from + c] = classes[c] as number;
    out[from + k] = 1;
    // Scheme by scheme, rate by rate: the order of `docRateAt`.
    let at = from + k + 1;
    for (let s = 0; s < SPAN_SCHEMES.length; s++) {
      schemeRates(classes, 0, k, layout.coefficients, s, layout.beta, rates);
      for (let r = 0; r < layout.rates.length; r++) out[at++] = rates[r] ?? 0;
    }
    const remembered = this.cores.set(clash, from);
    coreValues.end(from, this.coreWidth, remembered);
    return from;
  }

  /** The offset in `cellValues` of a per-type record's non-zero class sums (count first). */
  typeCells(types: DocumentTypes): number {
    const known = this.cells.get(types);
    if (known !== undefined) return known;
    const { layout, classes, cellValues } = this;
    const k = classes.length;
    const names = Object.keys(types);
    const from = cellValues.start(1 + names.length * k);
    const { keys, values } = cellValues;
    let n = 1;
    for (const type of names) {
      classSums(types[type] as ClashTally, layout, classes);
      const t = this.typeIndex.get(type) ?? 0;
      for (let c = 0; c < k; c++) {
        if (classes[c] === 0) continue;
        keys[from + n] = t * k + c;
        values[from + n++] = classes[c] as number;
      }
    }
    keys[from] = n - 1;
    const remembered = this.cells.set(types, from);
    cellValues.end(from, n, remembered);
    return from;
  }
}

/** Whether two rows have the same core features (annotation counts and clash tally). */
const sameCore = (x: DocumentRow, y: DocumentRow): boolean =>
  x.gold === y.gold && x.system === y.system && sameTally(x.clash, y.clash);

/**
 * What `sideTables` returns: the per-type entries and totals, and a document's core rows made
 * on demand (`fillCore`, `fillPair`), so the dense core features of every document are never
 * stored.
 */
export interface SideTables {
  readonly fillCore: (into: Float64Array, row: DocumentRow | undefined) => void;
  readonly fillPair: (
    a: Float64Array,
    b: Float64Array,
    base?: DocumentRow,
    cur?: DocumentRow,
  ) => void;
  readonly coreWidth: number;
  readonly entries: { readonly baseline: SparseEntries; readonly changes: SparseEntries };
  readonly typeTotals: { readonly baseline: Float64Array; readonly current: Float64Array };
}

/**
 * The per-type entries of both sides, every per-type feature's totals and the core rows; the
 * features of `memo.limit` records at most are remembered, and none when fewer than a quarter of
 * the first `memo.trial` lookups find one (nothing returned depends on either).
 */
export function sideTables(
  pairs: { readonly base: (DocumentRow | undefined)[]; readonly cur: (DocumentRow | undefined)[] },
  layout: FeatureLayout,
  typeIndex: ReadonlyMap<string, number>,
  memo = { limit: REMEMBERED, trial: TRIAL },
): SideTables {
  const n = pairs.base.length;
  const k = layout.classes.length;
  const coreWidth = layout.width - layout.scoredAt + k;
  const features = new FeatureMemo(layout, typeIndex, coreWidth, memo);
  const entries = { baseline: new SparseEntries(), changes: new SparseEntries() };
  const typeTotals = {
    baseline: new Float64Array(layout.scoredAt - k),
    current: new Float64Array(layout.scoredAt - k),
  };
  const stamp = new Int32Array(layout.scoredAt - k);
  const value = new Float64Array(layout.scoredAt - k);
  const cells = features.cellValues;
  // The current side's features of a document, in order (its record may be overwritten below).
  const afterFeatures = new Int32Array(stamp.length);
  for (let i = 0; i < n; i++) {
    const base = pairs.base[i];
    const cur = pairs.cur[i];
    const mark = i + 1;
    let count = 0;
    if (cur !== undefined) {
      const from = features.typeCells(cur.types);
      const to = from + 1 + (cells.keys[from] as number);
      for (let e = from + 1; e < to; e++) {
        const f = cells.keys[e] as number;
        afterFeatures[count++] = f;
        stamp[f] = mark;
        value[f] = cells.values[e] as number;
      }
    }
    if (base !== undefined) {
      const from = features.typeCells(base.types);
      const to = from + 1 + (cells.keys[from] as number);
      for (let e = from + 1; e < to; e++) {
        const f = cells.keys[e] as number;
        const v = cells.values[e] as number;
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
  return {
    fillCore: (into, row) => features.fillCore(into, row),
    fillPair: (a, b, base, cur) => features.fillPair(a, b, base, cur),
    coreWidth,
    entries,
    typeTotals,
  };
}
