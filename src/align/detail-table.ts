import { CLASH_CATEGORIES, type ClashCategory } from "./clash.ts";
import type { DetailRow, DetailSpan } from "./details.ts";
import { runOrder } from "./run-order.ts";

/** Column of a detail table: each row's fields, -1 where a span or text is absent. */
const FIELDS = [
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
export type DetailField = (typeof FIELDS)[number];
/** Every field but the document, in table order: what a baseline's detail line spells of a row. */
export const ROW_FIELDS: readonly DetailField[] = FIELDS.slice(1);
type Field = DetailField;
const WIDTH = FIELDS.length;
const SHIFT = 13;
const MASK = (1 << SHIFT) - 1;
const AT: Readonly<Record<Field, number>> = Object.fromEntries(FIELDS.map((f, k) => [f, k])) as {
  [K in Field]: number;
};
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
 * Alignment details in columns: one row of ten integers per link (document, category, and each
 * side's type, start, end and covered text), strings interned once. A million-token corpus has
 * some 150,000 links; as objects they cost tens of megabytes and most of a run's garbage
 * collection, as rows of a growing Int32Array a few megabytes. `rowAt` gives the object form.
 */
export class DetailTable {
  /** Rows in chunks of 2^SHIFT: growing never copies, and at most one chunk is part-empty. */
  private chunks: Int32Array[] = [];
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
    if ((this.count & MASK) === 0) this.chunks.push(new Int32Array(WIDTH << SHIFT));
    const c = this.chunks[this.chunks.length - 1] as Int32Array;
    const at = (this.count & MASK) * WIDTH;
    c[at] = document;
    c[at + 1] = CATEGORY_INDEX.get(category) ?? 0;
    for (let side = 0; side < 2; side++) {
      const s = side === 0 ? gold : system;
      const o = at + 2 + 4 * side;
      c[o] = s === null ? -1 : s.type;
      c[o + 1] = s === null ? 0 : s.start;
      c[o + 2] = s === null ? 0 : s.end;
      c[o + 3] = s === null ? -1 : s.text;
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
    // A streamed file's strings are interned first, into an empty table: their ids are their
    // indexes, and only the document column changes.
    let same = true;
    for (let k = 0; same && k < strings.length; k++) same = strings[k] === k;
    const cells = same ? [0] : [0, AT.goldType, AT.goldText, AT.systemType, AT.systemText];
    for (const [n, c] of this.chunks.entries()) {
      const rows = n === this.chunks.length - 1 ? ((this.count - 1) & MASK) + 1 : 1 << SHIFT;
      for (const k of cells) {
        const ids = k === 0 ? documents : strings;
        for (let at = k; at < rows * WIDTH; at += WIDTH) {
          const id = c[at] as number;
          if (id >= 0) c[at] = ids[id] as number;
        }
      }
    }
  }

  /** Cell k of row i. */
  private cell(i: number, k: number): number {
    return (this.chunks[i >>> SHIFT] as Int32Array)[(i & MASK) * WIDTH + k] as number;
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

  /** One field of row i. */
  field(i: number, f: Field): number {
    return this.cell(i, AT[f]);
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
   * chunks for code that reads many rows once (the annotation diff's keys).
   */
  gather(rows: Int32Array, fields: readonly Field[]): Int32Array {
    const at = Int32Array.from(fields, (f) => AT[f]);
    const width = at.length;
    const out = new Int32Array(width * rows.length);
    for (let r = 0; r < rows.length; r++) {
      const i = rows[r] as number;
      const c = this.chunks[i >>> SHIFT] as Int32Array;
      const o = (i & MASK) * WIDTH;
      for (let k = 0; k < width; k++) out[width * r + k] = c[o + (at[k] as number)] as number;
    }
    return out;
  }

  /** Side 0 (gold) or 1 (system) of row i as a span object, undefined when absent. */
  span(i: number, side: 0 | 1): DetailSpan | undefined {
    const at = 2 + 4 * side;
    const type = this.cell(i, at);
    if (type < 0) return undefined;
    const fragments = this.fragmentIds[side].get(i);
    const attributes = this.attributeIds[side].get(i);
    const span = {
      type: this.text(type),
      start: this.cell(i, at + 1),
      end: this.cell(i, at + 2),
      ...(fragments === undefined ? {} : { fragments: parseFragments(this.text(fragments)) }),
      ...(attributes === undefined ? {} : { attributes: parseAttributes(this.text(attributes)) }),
    };
    const text = this.cell(i, at + 3);
    return text < 0 ? span : { ...span, text: this.text(text) };
  }

  /** The fragments string id of span `side` of row i, -1 when the span is contiguous or absent. */
  fragmentsId(i: number, side: 0 | 1): number {
    const ids = this.fragmentIds[side];
    return ids.size === 0 ? -1 : (ids.get(i) ?? -1);
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
   * Row indexes in the order of baseline files: document, gold span, system span, category (by
   * name); a span: absent first, then start, end, type, then contiguous before fragments by the
   * rank of their text. `rank` orders string ids as their strings (`rankStrings`). The comparison
   * reads the chunks itself (it runs once per row, mostly before the optimizing compiler steps in).
   */
  sortedOrder(rank: Int32Array = rankStrings([this])[0] ?? new Int32Array(0)): Int32Array {
    const chunks = this.chunks;
    const fragments = this.fragmentIds;
    const cellOf = (i: number, k: number): number =>
      (chunks[i >>> SHIFT] as Int32Array)[(i & MASK) * WIDTH + k] as number;
    const compareFragments = (i: number, j: number, side: 0 | 1): number => {
      const ids = fragments[side];
      if (ids.size === 0) return 0;
      const fa = ids.get(i) ?? -1;
      const fb = ids.get(j) ?? -1;
      if (fa === fb) return 0;
      if (fa < 0 || fb < 0) return fa < 0 ? -1 : 1;
      return (rank[fa] as number) - (rank[fb] as number);
    };
    const compare = (i: number, j: number): number => {
      const a = chunks[i >>> SHIFT] as Int32Array;
      const b = chunks[j >>> SHIFT] as Int32Array;
      const x = (i & MASK) * WIDTH;
      const y = (j & MASK) * WIDTH;
      const d = (rank[a[x] as number] as number) - (rank[b[y] as number] as number);
      if (d !== 0) return d;
      for (let side = 0; side < 2; side++) {
        const k = 2 + 4 * side;
        const ta = a[x + k] as number;
        const tb = b[y + k] as number;
        if (ta < 0 || tb < 0) {
          if (ta < 0 && tb < 0) continue;
          return ta < 0 ? -1 : 1;
        }
        const e =
          (a[x + k + 1] as number) - (b[y + k + 1] as number) ||
          (a[x + k + 2] as number) - (b[y + k + 2] as number) ||
          (rank[ta] as number) - (rank[tb] as number) ||
          compareFragments(i, j, side as 0 | 1);
        if (e !== 0) return e;
      }
      return (
        (CATEGORY_RANK[a[x + 1] as number] as number) -
        (CATEGORY_RANK[b[y + 1] as number] as number)
      );
    };
    return runOrder(
      this.count,
      (i) => cellOf(i, 0),
      (document) => rank[document] as number,
      this.names.length,
      compare,
    );
  }

  /** A copy with the rows in the order of baseline files (`sortedOrder`). */
  sorted(): DetailTable {
    const out = new DetailTable();
    for (const name of this.names) out.intern(name);
    for (const i of this.sortedOrder()) {
      if ((out.count & MASK) === 0) out.chunks.push(new Int32Array(WIDTH << SHIFT));
      const from = this.chunks[i >>> SHIFT] as Int32Array;
      const at = (i & MASK) * WIDTH;
      const into = out.chunks[out.chunks.length - 1] as Int32Array;
      into.set(from.subarray(at, at + WIDTH), (out.count & MASK) * WIDTH);
      for (const side of [0, 1] as const) {
        const fragments = this.fragmentIds[side].get(i);
        if (fragments !== undefined) out.fragmentIds[side].set(out.count, fragments);
        const attributes = this.attributeIds[side].get(i);
        if (attributes !== undefined) out.attributeIds[side].set(out.count, attributes);
      }
      out.count++;
    }
    return out;
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
  const all = [...new Set(tables.flatMap((t) => t.strings))].sort(byCodeUnit);
  const at = new Map(all.map((s, k) => [s, k]));
  return tables.map((t) => Int32Array.from(t.strings, (s) => at.get(s) ?? 0));
}

/** `[[0, 5], [16, 23]]` as `0-5,16-23`, the form details print. */
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
