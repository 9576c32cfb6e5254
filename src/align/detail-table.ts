import { CLASH_CATEGORIES, type ClashCategory } from "./clash.ts";
import type { DetailRow, DetailSpan } from "./details.ts";

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
type Field = (typeof FIELDS)[number];
const WIDTH = FIELDS.length;
const AT: Readonly<Record<Field, number>> = Object.fromEntries(FIELDS.map((f, k) => [f, k])) as {
  [K in Field]: number;
};
const CATEGORY_INDEX = new Map<string, number>(CLASH_CATEGORIES.map((c, k) => [c, k]));

/** A span as stored: type and text are string ids (text -1 when unknown). */
export interface StoredSpan {
  readonly type: number;
  readonly start: number;
  readonly end: number;
  readonly text: number;
}

const order = (a: string | number, b: string | number): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Alignment details in columns: one row of ten integers per link (document, category, and each
 * side's type, start, end and covered text), strings interned once. A million-token corpus has
 * some 150,000 links; as objects they cost tens of megabytes and most of a run's garbage
 * collection, as rows of a growing Int32Array a few megabytes. `rowAt` gives the object form.
 */
export class DetailTable {
  private cells = new Int32Array(WIDTH * 1024);
  private count = 0;
  private readonly ids = new Map<string, number>();
  private readonly names: string[] = [];

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
    if ((this.count + 1) * WIDTH > this.cells.length) {
      const grown = new Int32Array(this.cells.length * 2);
      grown.set(this.cells);
      this.cells = grown;
    }
    const at = this.count * WIDTH;
    const c = this.cells;
    c[at] = document;
    c[at + 1] = CATEGORY_INDEX.get(category) ?? 0;
    for (const [k, s] of [gold, system].entries()) {
      const o = at + 2 + 4 * k;
      c[o] = s === null ? -1 : s.type;
      c[o + 1] = s === null ? 0 : s.start;
      c[o + 2] = s === null ? 0 : s.end;
      c[o + 3] = s === null ? -1 : s.text;
    }
    this.count++;
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
          };
    this.push(this.intern(row.document), row.category, span(row.gold), span(row.system));
  }

  /** One field of row i. */
  field(i: number, f: Field): number {
    return this.cells[i * WIDTH + AT[f]] as number;
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

  /** Side 0 (gold) or 1 (system) of row i as a span object, undefined when absent. */
  span(i: number, side: 0 | 1): DetailSpan | undefined {
    const at = i * WIDTH + 2 + 4 * side;
    const c = this.cells;
    const type = c[at] as number;
    if (type < 0) return undefined;
    const span = { type: this.text(type), start: c[at + 1] as number, end: c[at + 2] as number };
    const text = c[at + 3] as number;
    return text < 0 ? span : { ...span, text: this.text(text) };
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

  /** Compares side `side` of rows i and j: absent first, then start, end, type. */
  compareSpans(i: number, j: number, side: 0 | 1): number {
    const a = i * WIDTH + 2 + 4 * side;
    const b = j * WIDTH + 2 + 4 * side;
    const c = this.cells;
    const ta = c[a] as number;
    const tb = c[b] as number;
    if (ta < 0 || tb < 0) return ta < 0 && tb < 0 ? 0 : ta < 0 ? -1 : 1;
    return (
      order(c[a + 1] as number, c[b + 1] as number) ||
      order(c[a + 2] as number, c[b + 2] as number) ||
      order(this.text(ta), this.text(tb))
    );
  }

  /** The row order of baseline files: document, gold span, system span, category. */
  sortedOrder(): Int32Array {
    const index = Int32Array.from({ length: this.count }, (_, i) => i);
    return index.sort(
      (i, j) =>
        order(this.text(this.field(i, "document")), this.text(this.field(j, "document"))) ||
        this.compareSpans(i, j, 0) ||
        this.compareSpans(i, j, 1) ||
        order(this.category(i), this.category(j)),
    );
  }

  /** A copy with the rows in the order of baseline files (`sortedOrder`). */
  sorted(): DetailTable {
    const out = new DetailTable();
    for (const name of this.names) out.intern(name);
    out.cells = new Int32Array(Math.max(1, this.count) * WIDTH);
    this.sortedOrder().forEach((i, r) => {
      out.cells.set(this.cells.subarray(i * WIDTH, (i + 1) * WIDTH), r * WIDTH);
    });
    out.count = this.count;
    return out;
  }

  /** A table of rows given as objects. */
  static from(rows: readonly DetailRow[]): DetailTable {
    const out = new DetailTable();
    for (const row of rows) out.pushRow(row);
    return out;
  }
}
