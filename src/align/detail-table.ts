import { CLASH_CATEGORIES, type ClashCategory } from "./clash.ts";
import { DetailChunk, DocumentRuns, MASK, SHIFT } from "./detail-chunk.ts";
import type { DetailRow, DetailSpan } from "./details.ts";
import { runOrder } from "./run-order.ts";

/** Column of a detail table: each row's fields, -1 where a span or text is absent. */
export const DETAIL_FIELDS = [
  "document",
  "category",
  "goldType",
  "goldStart",
  "goldEnd",
  "goldText",
  "systemType",
  "systemStart",
  "systemEnd",
  "systemText",
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];
/** Every field but the document, in table order: what a baseline's detail line spells of a row. */
export const ROW_FIELDS: readonly DetailField[] = DETAIL_FIELDS.slice(1);
type Field = DetailField;
/** A field's column in a chunk: the document is kept per run of rows, the category in its own bytes. */
const DOCUMENT = -2;
const CATEGORY = -1;
/** Per side, from `2 + 4 · side`: type, start, length (end − start), text. */
const COLUMNS = 8;
const COLUMN: Readonly<Record<Field, number>> = {
  document: DOCUMENT,
  category: CATEGORY,
  goldType: 0,
  goldStart: 1,
  goldEnd: 2,
  goldText: 3,
  systemType: 4,
  systemStart: 5,
  systemEnd: 6,
  systemText: 7,
};
/** The string columns (types and texts), what renumbering rewrites. */
const STRING_COLUMNS = [0, 3, 4, 7] as const;
/** Per side, its span's fields: type, start, end, text. */
export const SIDE_FIELDS = [
  ["goldType", "goldStart", "goldEnd", "goldText"],
  ["systemType", "systemStart", "systemEnd", "systemText"],
] as const;
const CATEGORY_INDEX = new Map<string, number>(CLASH_CATEGORIES.map((c, k) => [c, k]));
const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
/** Rank of each category index in the order of the categories' names. */
const CATEGORY_RANK = Int32Array.from(
  CLASH_CATEGORIES.map((c) => [...CLASH_CATEGORIES].sort(byCodeUnit).indexOf(c)),
);

/**
 * A span as stored: type and text are string ids (text -1 when unknown); `fragments`, the string
 * id of a discontinuous span's `0-5,16-23`, only when it has two or more.
 */
export interface StoredSpan {
  readonly type: number;
  readonly start: number;
  readonly end: number;
  readonly text: number;
  readonly fragments?: number;
  /** The string id of the span's attributes as JSON `[[name, value], …]` (sorted), when it has any. */
  readonly attributes?: number;
}

/**
 * A `StoredSpan` written in place, over and over: the scratch span of the row writer and of the
 * baseline's row reader. A class rather than an object literal `{ type, start, end, text }`, which
 * shares V8's hidden class with the rows' `DetailSpan`s (string type and text): `--trace-deopt`
 * showed those turning the number fields into any value and discarding `push`'s compiled code
 * (what that cost was within the noise of a whole `run`).
 */
export class SpanCells implements StoredSpan {
  type = -1;
  start = 0;
  end = 0;
  text = -1;
  fragments: number | undefined = undefined;
  attributes: number | undefined = undefined;
}

/**
 * Alignment details in columns: one row per link (document, category, and each side's type,
 * start, end and covered text), strings interned once. A million-token corpus has some 150,000
 * links; as objects they cost tens of megabytes and most of a run's garbage collection. Rows are
 * kept in chunks of narrow columns (`DetailChunk`: a byte for the category, 8, 16 or 32 bits for
 * the others as their values need, an end as its length) and the document once per run of rows
 * (`DocumentRuns`): about 13 bytes a row where ten 32-bit cells took 40. `rowAt` gives the
 * object form.
 */
export class DetailTable {
  /** Rows in chunks of 2^SHIFT: growing never copies, and at most one chunk is part-empty. */
  private chunks: DetailChunk[] = [];
  /** A chunk `clear` kept for the rows that follow (null: none). */
  private spare: DetailChunk | null = null;
  private readonly runs = new DocumentRuns();
  private count = 0;
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [];
  /** Row → fragments string id, per side: sparse, as discontinuous spans are rare. */
  private readonly fragmentIds: readonly [Map<number, number>, Map<number, number>] = [
    new Map(),
    new Map(),
  ];
  /** Row → attributes string id, per side: sparse, as most spans carry none. */
  private readonly attributeIds: readonly [Map<number, number>, Map<number, number>] = [
    new Map(),
    new Map(),
  ];

  get length(): number {
    return this.count;
  }

  /** The id of a string, interned on first sight. */
  intern(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.names.length;
      this.names.push(value);
      this.ids.set(value, id);
    }
    return id;
  }

  /** The string of an id. */
  text(id: number): string {
    return this.names[id] ?? "";
  }

  /** Appends a row of interned ids; an absent span is null. */
  push(
    document: number,
    category: ClashCategory,
    gold: StoredSpan | null,
    system: StoredSpan | null,
  ): void {
    if ((this.count & MASK) === 0) this.addChunk();
    const c = this.chunks[this.chunks.length - 1] as DetailChunk;
    const r = this.count & MASK;
    this.runs.add(this.count, document);
    c.category[r] = CATEGORY_INDEX.get(category) ?? 0;
    for (let side = 0; side < 2; side++) {
      const s = side === 0 ? gold : system;
      const o = 4 * side;
      // Offsets as 32-bit integers (what the table always kept), the end as the length.
      const start = s === null ? 0 : s.start | 0;
      c.set(o, r, s === null ? -1 : s.type);
      c.set(o + 1, r, start);
      c.set(o + 2, r, s === null ? 0 : ((s.end | 0) - start) | 0);
      c.set(o + 3, r, s === null ? -1 : s.text);
      if (s?.fragments !== undefined) this.fragmentIds[side]?.set(this.count, s.fragments);
      if (s?.attributes !== undefined) this.attributeIds[side]?.set(this.count, s.attributes);
    }
    this.count++;
  }

  /**
   * Rewrites every row's document id k as `documents[k]` and each string id k as `strings[k]`:
   * rows read before their strings were interned (a streamed baseline file) get the table's ids.
   */
  renumber(documents: Int32Array, strings: Int32Array): void {
    this.runs.renumber(documents);
    // A streamed file's strings are interned first, into an empty table: their ids are their
    // indexes, and only the documents change.
    let same = true;
    for (let k = 0; same && k < strings.length; k++) same = strings[k] === k;
    if (same) return;
    for (const [n, c] of this.chunks.entries()) {
      const rows = n === this.chunks.length - 1 ? ((this.count - 1) & MASK) + 1 : 1 << SHIFT;
      for (const k of STRING_COLUMNS)
        for (let r = 0; r < rows; r++) {
          const id = c.get(k, r);
          if (id >= 0) c.set(k, r, strings[id] as number);
        }
    }
  }

  /** One field of row i. */
  field(i: number, f: Field): number {
    const k = COLUMN[f];
    if (k === DOCUMENT) return this.runs.of(i);
    const c = this.chunks[i >>> SHIFT] as DetailChunk;
    const r = i & MASK;
    if (k === CATEGORY) return c.category[r] as number;
    // A side's column 2 is its length: the end is start + length, as 32-bit integers.
    return (k & 3) === 2 ? (c.get(k - 1, r) + c.get(k, r)) | 0 : c.get(k, r);
  }

  /** Appends a row given as an object (interning its strings). */
  pushRow(row: DetailRow): void {
    const span = (s: DetailSpan | undefined): StoredSpan | null =>
      s === undefined
        ? null
        : {
            type: this.intern(s.type),
            start: s.start,
            end: s.end,
            text: s.text === undefined ? -1 : this.intern(s.text),
            ...(s.fragments === undefined
              ? {}
              : { fragments: this.intern(fragmentsText(s.fragments)) }),
            ...(s.attributes === undefined
              ? {}
              : { attributes: this.intern(attributesText(s.attributes)) }),
          };
    this.push(this.intern(row.document), row.category, span(row.gold), span(row.system));
  }

  category(i: number): ClashCategory {
    return CLASH_CATEGORIES[this.field(i, "category")] ?? "match";
  }

  hasGold(i: number): boolean {
    return this.field(i, "goldType") >= 0;
  }

  hasSystem(i: number): boolean {
    return this.field(i, "systemType") >= 0;
  }

  /**
   * Fields of the given rows, row after row (`fields.length` integers a row): one pass over the
   * chunks for code that reads many rows once (the annotation diff's keys). Into `out` when
   * given (at least `fields.length · rows.length` long: a reader of many small gathers reuses one).
   */
  gather(
    rows: Int32Array,
    fields: readonly Field[],
    out: Int32Array = new Int32Array(fields.length * rows.length),
  ): Int32Array {
    const width = fields.length;
    fields.forEach((f, at) => {
      const k = COLUMN[f];
      if (k === DOCUMENT)
        for (let r = 0; r < rows.length; r++) out[width * r + at] = this.runs.of(rows[r] as number);
      else if (k === CATEGORY)
        for (let r = 0; r < rows.length; r++) {
          const i = rows[r] as number;
          const c = this.chunks[i >>> SHIFT] as DetailChunk;
          out[width * r + at] = c.category[i & MASK] as number;
        }
      else {
        // A side's column 2 is its length: the end is start + length, as 32-bit integers.
        const start = (k & 3) === 2 ? k - 1 : -1;
        for (let r = 0; r < rows.length; r++) {
          const i = rows[r] as number;
          const c = this.chunks[i >>> SHIFT] as DetailChunk;
          const v = c.get(k, i & MASK);
          out[width * r + at] = start < 0 ? v : (c.get(start, i & MASK) + v) | 0;
        }
      }
    });
    return out;
  }

  /**
   * Row i's `ROW_FIELDS` (every field but the document) into `out` from `o`: what `gather` gives
   * for one row, its chunk found once (the baseline writer reads rows one at a time).
   */
  rowInto(i: number, out: Int32Array, o: number): void {
    const c = this.chunks[i >>> SHIFT] as DetailChunk;
    const r = i & MASK;
    out[o] = c.category[r] as number;
    for (let k = 0; k < COLUMNS; k += 4) {
      const start = c.get(k + 1, r);
      out[o + 1 + k] = c.get(k, r);
      out[o + 2 + k] = start;
      out[o + 3 + k] = (start + c.get(k + 2, r)) | 0;
      out[o + 4 + k] = c.get(k + 3, r);
    }
  }

  /**
   * Marks in `used` (indexed by string id) every string a row's type or text uses, reading the
   * columns in place: the strings a baseline file lists.
   */
  markStrings(used: Uint8Array): void {
    for (const [n, c] of this.chunks.entries()) {
      const rows = n === this.chunks.length - 1 ? ((this.count - 1) & MASK) + 1 : 1 << SHIFT;
      for (const k of STRING_COLUMNS)
        for (let r = 0; r < rows; r++) {
          const id = c.get(k, r);
          if (id >= 0) used[id] = 1;
        }
    }
  }

  /**
   * Row i's span on `side` as a key, into `out`: document rank, start, end, type rank (`rank`
   * orders string ids). What the annotation diff matches rows by, read in place.
   */
  spanKey(i: number, side: 0 | 1, rank: Int32Array, out: Int32Array): void {
    const c = this.chunks[i >>> SHIFT] as DetailChunk;
    const r = i & MASK;
    const k = 4 * side;
    const start = c.get(k + 1, r);
    out[0] = rank[this.runs.of(i)] as number;
    out[1] = start;
    out[2] = (start + c.get(k + 2, r)) | 0;
    out[3] = rank[c.get(k, r)] as number;
  }

  /**
   * Whether row i and row j of `other` link spans of the same type (by rank: `rank` orders this
   * table's string ids, `otherRank` the other's), start and end with the same outcome; texts,
   * fragments and attributes are not read. Reads the chunks itself, like `sortedOrder`.
   */
  sameLink(
    i: number,
    other: DetailTable,
    j: number,
    rank: Int32Array,
    otherRank: Int32Array,
  ): boolean {
    const a = this.chunks[i >>> SHIFT] as DetailChunk;
    const b = other.chunks[j >>> SHIFT] as DetailChunk;
    const x = i & MASK;
    const y = j & MASK;
    if (a.category[x] !== b.category[y]) return false;
    for (let k = 0; k < COLUMNS; k += 4) {
      const ta = a.get(k, x);
      const tb = b.get(k, y);
      if (ta < 0 || tb < 0) {
        if (ta !== tb) return false;
        continue;
      }
      if (rank[ta] !== otherRank[tb]) return false;
      if (a.get(k + 1, x) !== b.get(k + 1, y) || a.get(k + 2, x) !== b.get(k + 2, y)) return false;
    }
    return true;
  }

  /** Side 0 (gold) or 1 (system) of row i as a span object, undefined when absent. */
  span(i: number, side: 0 | 1): DetailSpan | undefined {
    const [typeField, startField, endField, textField] = SIDE_FIELDS[side];
    const type = this.field(i, typeField);
    if (type < 0) return undefined;
    const fragments = this.fragmentIds[side].get(i);
    const attributes = this.attributeIds[side].get(i);
    const text = this.field(i, textField);
    return detailSpan(
      this.text(type),
      this.field(i, startField),
      this.field(i, endField),
      fragments === undefined ? undefined : parseFragments(this.text(fragments)),
      attributes === undefined ? undefined : parseAttributes(this.text(attributes)),
      text < 0 ? undefined : this.text(text),
    );
  }

  /** The fragments string id of span `side` of row i, -1 when the span is contiguous or absent. */
  fragmentsId(i: number, side: 0 | 1): number {
    const ids = this.fragmentIds[side];
    return ids.size === 0 ? -1 : (ids.get(i) ?? -1);
  }

  /** The attributes string id of span `side` of row i, -1 when it has none or is absent. */
  attributesId(i: number, side: 0 | 1): number {
    const ids = this.attributeIds[side];
    return ids.size === 0 ? -1 : (ids.get(i) ?? -1);
  }

  /** Whether a span of row i has fragments or attributes (the sparse fields most rows lack). */
  sparse(i: number): boolean {
    const f = this.fragmentIds;
    const a = this.attributeIds;
    if (f[0].size + f[1].size + a[0].size + a[1].size === 0) return false;
    return f[0].has(i) || f[1].has(i) || a[0].has(i) || a[1].has(i);
  }

  /** Row i as an object. */
  rowAt(i: number): DetailRow {
    const gold = this.span(i, 0);
    const system = this.span(i, 1);
    return {
      document: this.text(this.field(i, "document")),
      category: this.category(i),
      ...(gold && { gold }),
      ...(system && { system }),
    };
  }

  /** Every row as objects, in table order (for `--details` output and tests). */
  rows(): DetailRow[] {
    return Array.from({ length: this.count }, (_, i) => this.rowAt(i));
  }

  /** Every interned string, by id. */
  get strings(): readonly string[] {
    return this.names;
  }

  /**
   * The comparison of rows that `sortedOrder` sorts by (`rank` orders string ids as their
   * strings): negative when row i comes first. It reads the chunks itself (it runs once per row,
   * mostly before the optimizing compiler steps in).
   */
  rowComparator(rank: Int32Array): (i: number, j: number) => number {
    const chunks = this.chunks;
    const runs = this.runs;
    const fragments = this.fragmentIds;
    const compareFragments = (i: number, j: number, side: 0 | 1): number => {
      const ids = fragments[side];
      if (ids.size === 0) return 0;
      const fa = ids.get(i) ?? -1;
      const fb = ids.get(j) ?? -1;
      if (fa === fb) return 0;
      if (fa < 0 || fb < 0) return fa < 0 ? -1 : 1;
      return (rank[fa] as number) - (rank[fb] as number);
    };
    return (i: number, j: number): number => {
      const d = (rank[runs.of(i)] as number) - (rank[runs.of(j)] as number);
      if (d !== 0) return d;
      const a = chunks[i >>> SHIFT] as DetailChunk;
      const b = chunks[j >>> SHIFT] as DetailChunk;
      const x = i & MASK;
      const y = j & MASK;
      for (let side = 0; side < 2; side++) {
        const k = 4 * side;
        const ta = a.get(k, x);
        const tb = b.get(k, y);
        if (ta < 0 || tb < 0) {
          if (ta < 0 && tb < 0) continue;
          return ta < 0 ? -1 : 1;
        }
        const sa = a.get(k + 1, x);
        const sb = b.get(k + 1, y);
        const e =
          sa - sb ||
          ((sa + a.get(k + 2, x)) | 0) - ((sb + b.get(k + 2, y)) | 0) ||
          (rank[ta] as number) - (rank[tb] as number) ||
          compareFragments(i, j, side as 0 | 1);
        if (e !== 0) return e;
      }
      return (
        (CATEGORY_RANK[a.category[x] as number] as number) -
        (CATEGORY_RANK[b.category[y] as number] as number)
      );
    };
  }

  /**
   * Row indexes in the order of baseline files: document, gold span, system span, category (by
   * name); a span: absent first, then start, end, type, then contiguous before fragments by the
   * rank of their text (`rowComparator`). `rank` orders string ids as their strings
   * (`rankStrings`). With `keep`, only the rows of the documents it keeps (by string id).
   */
  sortedOrder(
    rank: Int32Array = rankStrings([this])[0] ?? new Int32Array(0),
    keep?: (document: number) => boolean,
  ): Int32Array {
    const runs = this.runs;
    const compare = this.rowComparator(rank);
    return runOrder(
      this.count,
      (i) => runs.of(i),
      (document) => rank[document] as number,
      this.names.length,
      compare,
      keep,
    );
  }

  /**
   * The table's runs of rows of one document, in row order: run r is rows [first[r], first[r + 1])
   * (the last one ends at `length`) of document `documents[r]`.
   */
  get documentRuns(): { readonly first: readonly number[]; readonly documents: readonly number[] } {
    return this.runs.list;
  }

  /** A copy with the rows in the order of baseline files (`sortedOrder`). */
  sorted(): DetailTable {
    const out = new DetailTable();
    for (const name of this.names) out.intern(name);
    const span = (i: number, side: 0 | 1): StoredSpan | null => {
      const [type, start, end, text] = SIDE_FIELDS[side];
      if (this.field(i, type) < 0) return null;
      const fragments = this.fragmentIds[side].get(i);
      const attributes = this.attributeIds[side].get(i);
      return {
        type: this.field(i, type),
        start: this.field(i, start),
        end: this.field(i, end),
        text: this.field(i, text),
        ...(fragments === undefined ? {} : { fragments }),
        ...(attributes === undefined ? {} : { attributes }),
      };
    };
    for (const i of this.sortedOrder())
      out.push(this.field(i, "document"), this.category(i), span(i, 0), span(i, 1));
    return out;
  }

  /**
   * Appends rows `[from, to)` of `source`, its string ids mapped to this table's through `ids`
   * (one slot per string of `source`, -1 until interned here): cell by cell, no objects per row,
   * the rows `push` would write from `source.rowAt(i)`'s ids.
   */
  copyRows(source: DetailTable, from: number, to: number, ids: Int32Array): void {
    const own = (id: number): number => {
      if (id < 0) return id;
      let mapped = ids[id] ?? -1;
      if (mapped < 0) {
        mapped = this.intern(source.text(id));
        ids[id] = mapped;
      }
      return mapped;
    };
    const sparse = [0, 1].some(
      (side) =>
        (source.fragmentIds[side]?.size ?? 0) > 0 || (source.attributeIds[side]?.size ?? 0) > 0,
    );
    for (let i = from; i < to; i++) {
      const a = source.chunks[i >>> SHIFT] as DetailChunk;
      const x = i & MASK;
      if ((this.count & MASK) === 0) this.addChunk();
      const c = this.chunks[this.chunks.length - 1] as DetailChunk;
      const r = this.count & MASK;
      this.runs.add(this.count, own(source.runs.of(i)));
      c.category[r] = a.category[x] as number;
      // Strings are interned in `push`'s order: the document, then per side its type, its text,
      // its fragments and its attributes.
      for (let side = 0; side < 2; side++) {
        const k = 4 * side;
        const type = a.get(k, x);
        // An absent span is written as `push` writes one: type −1, start 0, length 0, no text.
        const present = type >= 0;
        c.set(k, r, present ? own(type) : -1);
        c.set(k + 1, r, present ? a.get(k + 1, x) : 0);
        c.set(k + 2, r, present ? a.get(k + 2, x) : 0);
        c.set(k + 3, r, present ? own(a.get(k + 3, x)) : -1);
        if (!present || !sparse) continue;
        const fragments = source.fragmentIds[side]?.get(i);
        const attributes = source.attributeIds[side]?.get(i);
        if (fragments !== undefined) this.fragmentIds[side]?.set(this.count, own(fragments));
        if (attributes !== undefined) this.attributeIds[side]?.set(this.count, own(attributes));
      }
      this.count++;
    }
  }

  /** The next chunk: the one `clear` kept, or a new one. */
  private addChunk(): void {
    this.chunks.push(this.spare ?? new DetailChunk(COLUMNS));
    this.spare = null;
  }

  /**
   * Forgets every row and string; the first chunk is kept for the rows that follow (every cell
   * of a row is written when it is pushed). A table handed on batch after batch (`score
   * --details FILE.json`) is then the same memory each time: a new table per batch left its
   * chunks' buffers to be freed only by a full collection once it outlived the young generation.
   */
  clear(): void {
    this.spare = this.chunks[0] ?? this.spare;
    this.chunks = [];
    this.runs.clear();
    this.count = 0;
    this.ids.clear();
    this.names.length = 0;
    for (const m of [...this.fragmentIds, ...this.attributeIds]) m.clear();
  }

  /** Bytes the rows take (their chunks and document runs; not the strings or sparse maps). */
  get bytes(): number {
    return this.chunks.reduce((sum, c) => sum + c.bytes, this.runs.bytes);
  }

  /** A table of rows given as objects. */
  static from(rows: readonly DetailRow[]): DetailTable {
    const out = new DetailTable();
    for (const row of rows) out.pushRow(row);
    return out;
  }
}

/**
 * The strings of several tables ranked together in code-unit order: `ranks[t][id]` is the rank
 * of table t's string id, so rows of different tables compare as integers.
 */
export function rankStrings(tables: readonly DetailTable[]): Int32Array[] {
  // A table's strings are distinct (interned). Each table's ids are sorted by their strings and
  // the sorted lists merged, a string met again given the rank it had: no set or map of the
  // strings of both sides (a run's baseline and current tables hold one per document).
  const strings = tables.map((t) => t.strings);
  const orders = strings.map((list) =>
    Int32Array.from(list.keys()).sort((a, b) => byCodeUnit(list[a] as string, list[b] as string)),
  );
  const ranks = strings.map((list) => new Int32Array(list.length));
  const next = new Int32Array(tables.length);
  let rank = -1;
  let last = "";
  for (;;) {
    let best = -1;
    let least = "";
    for (let t = 0; t < tables.length; t++) {
      const id = orders[t]?.[next[t] ?? 0];
      if (id === undefined) continue;
      const s = strings[t]?.[id] as string;
      if (best < 0 || s < least) {
        best = t;
        least = s;
      }
    }
    if (best < 0) return ranks;
    if (rank < 0 || least !== last) rank++;
    last = least;
    const at = next[best] ?? 0;
    (ranks[best] as Int32Array)[orders[best]?.[at] ?? 0] = rank;
    next[best] = at + 1;
  }
}

/** `[[0, 5], [16, 23]]` as `0-5,16-23`, the form details print. */
/**
 * A detail span: type, start, end, then `fragments`, `attributes` and `text` when given (the key
 * order JSON output prints). One literal per shape, not `{ ...span, text }`: on Node 20 each
 * spread copy got a hidden class of its own, span after span, and later reads went megamorphic.
 */
export function detailSpan(
  type: string,
  start: number,
  end: number,
  fragments: readonly (readonly [number, number])[] | undefined,
  attributes: Readonly<Record<string, string>> | undefined,
  text: string | undefined,
): DetailSpan {
  if (fragments === undefined && attributes === undefined)
    return text === undefined ? { type, start, end } : { type, start, end, text };
  const span: { -readonly [K in keyof DetailSpan]: DetailSpan[K] } = { type, start, end };
  if (fragments !== undefined) span.fragments = fragments;
  if (attributes !== undefined) span.attributes = attributes;
  if (text !== undefined) span.text = text;
  return span;
}

export function fragmentsText(fragments: readonly (readonly [number, number])[]): string {
  return fragments.map(([start, end]) => `${start}-${end}`).join(",");
}

function parseFragments(text: string): [number, number][] {
  return text.split(",").map((piece) => {
    const [start, end] = piece.split("-");
    return [Number(start), Number(end)];
  });
}

/** A span's attributes as stored: JSON `[[name, value], …]`, sorted by name (code units). */
export function attributesText(attributes: Readonly<Record<string, string>>): string {
  return JSON.stringify(Object.entries(attributes).sort(([a], [b]) => byCodeUnit(a, b)));
}

/** The attributes of `attributesText` as an object (names are data: own keys, never the prototype). */
function parseAttributes(text: string): Record<string, string> {
  return Object.fromEntries(JSON.parse(text) as [string, string][]);
}
