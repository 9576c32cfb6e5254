import { CLASH_CATEGORIES } from "../align/clash.ts";
import { DetailTable, SpanCells, type StoredSpan } from "../align/detail-table.ts";
import { DETAIL_COLUMNS } from "./detail-columns.ts";
import type { JsonRecord, JsonShape } from "./json-shape.ts";

/** Reading `baseline.details` back: the compact encoding of `detail-columns.ts`, row by row. */

const DASH = -1;
const ROW_END = -2;
const LIMIT = 2 ** 31;

/** A document's cells as integers (reused from line to line; doubled when a line needs more). */
class Cells {
  values = new Int32Array(1024);
  length = 0;

  push(x: number): void {
    if (this.length === this.values.length) {
      const grown = new Int32Array(2 * this.length);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = x;
  }
}

/**
 * The cells of one document's rows as integers, into `out`: `-` is DASH, a comma ends a row
 * (ROW_END). False when the text holds anything else (a sign, a fraction, 2^31 or more).
 */
function scanCells(text: string, out: Cells): boolean {
  out.length = 0;
  const pending = -1;
  const dashed = -3;
  let value = pending;
  for (let k = 0; k <= text.length; k++) {
    const code = k < text.length ? text.charCodeAt(k) : 44;
    if (code >= 48 && code <= 57) {
      if (value === dashed || value === 0) return false;
      value = (value === pending ? 0 : value * 10) + code - 48;
      if (value >= LIMIT) return false;
    } else if (code === 45) {
      if (value !== pending) return false;
      value = dashed;
    } else if (code === 32 || code === 44) {
      if (value === pending) return false;
      out.push(value === dashed ? DASH : value);
      if (code === 44) out.push(ROW_END);
      value = pending;
    } else return false;
  }
  return true;
}

/**
 * Reads one document's rows into the table; `strings[k]` is interned as table id `ids[k]`. With
 * `ids` null (the strings not read yet) the rows keep k itself, and `highest` notes the largest.
 */
export class RowReader {
  private readonly cells = new Cells();
  private at = 0;
  private path = "";
  /** Each side's fields, written over for each row (the table copies them into its columns). */
  private readonly gold = new SpanCells();
  private readonly system = new SpanCells();
  /** The largest string index read while `ids` is null (−1: none). */
  highest = -1;
  constructor(
    private readonly j: JsonShape,
    private readonly table: DetailTable,
    private readonly ids: readonly number[] | null,
  ) {}

  private fail(): never {
    return this.j.fail(
      this.path,
      "rows of CATEGORY GOLD SYSTEM (a side: - or TYPE START LENGTH TEXT), at least one side",
      "a row that does not parse",
    );
  }

  /** The next cell as an integer below `below` (or DASH when `dash`). */
  private next(below: number, dash = false): number {
    const n = this.at < this.cells.length ? (this.cells.values[this.at] as number) : ROW_END;
    this.at++;
    if (n === ROW_END || (n === DASH && !dash)) this.fail();
    if (n !== DASH && n >= below) this.j.fail(this.path, `an integer in 0..${below - 1}`, n);
    return n;
  }

  private string(dash: boolean): number {
    if (this.ids === null) {
      const n = this.next(LIMIT, dash);
      if (n > this.highest) this.highest = n;
      return n === DASH ? -1 : n;
    }
    const n = this.next(this.ids.length, dash);
    return n === DASH ? -1 : (this.ids[n] as number);
  }

  /** Reads a side into `into`; null when it is `-`. */
  private side(into: SpanCells): StoredSpan | null {
    const type = this.string(true);
    if (type < 0) return null;
    into.type = type;
    into.start = this.next(LIMIT);
    into.end = into.start + this.next(LIMIT - into.start);
    into.text = this.string(true);
    return into;
  }

  read(document: number, text: string, path: string): void {
    this.path = path;
    if (!scanCells(text, this.cells)) this.fail();
    this.at = 0;
    while (this.at < this.cells.length) {
      const category = CLASH_CATEGORIES[this.next(CLASH_CATEGORIES.length)];
      const gold = this.side(this.gold);
      const system = this.side(this.system);
      const end = this.at < this.cells.length ? this.cells.values[this.at] : undefined;
      this.at++;
      if (end !== ROW_END || category === undefined || (gold ?? system) === null) this.fail();
      this.table.push(document, category, gold, system);
    }
  }
}

/** Whether a block's `categories` are the clash categories, in their order. */
export function clashCategories(value: unknown): boolean {
  return JSON.stringify(value) === JSON.stringify(CLASH_CATEGORIES);
}

/** Decodes a detail-columns block at `path` into a table; malformed parts are DataErrors. */
export function decodeDetailColumns(j: JsonShape, block: JsonRecord, path: string): DetailTable {
  j.choice(block.encoding, [DETAIL_COLUMNS], `${path}.encoding`);
  const categories = j.array(block.categories, `${path}.categories`);
  if (!clashCategories(categories))
    j.fail(`${path}.categories`, JSON.stringify(CLASH_CATEGORIES), categories);
  const table = new DetailTable();
  const ids = j
    .array(block.strings, `${path}.strings`)
    .map((s, k) => table.intern(j.string(s, `${path}.strings[${k}]`)));
  const documents = j.array(block.documents, `${path}.documents`);
  const rows = j.array(block.rows, `${path}.rows`);
  if (rows.length !== documents.length)
    j.fail(`${path}.rows`, `${documents.length} rows (one per document)`, rows.length);
  const reader = new RowReader(j, table, ids);
  // Each line is let go once read (the parsed block is this reader's own): the table grows as
  // the 40 MB of lines of a 10M-token baseline shrink, not beside them.
  const lines = rows as unknown[];
  documents.forEach((d, k) => {
    const document = table.intern(j.string(d, `${path}.documents[${k}]`));
    reader.read(document, j.string(lines[k], `${path}.rows[${k}]`), `${path}.rows[${k}]`);
    lines[k] = null;
  });
  return table;
}
