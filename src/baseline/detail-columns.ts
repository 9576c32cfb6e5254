import { CLASH_CATEGORIES } from "../align/clash.ts";
import { DetailTable, ROW_FIELDS, rankStrings, type StoredSpan } from "../align/detail-table.ts";
import { orderRun } from "../align/run-order.ts";
import { arrayOnDemand } from "../measure/array-on-demand.ts";
import type { JsonBytes } from "../measure/json-bytes.ts";
import type { JsonRecord, JsonShape } from "./json-shape.ts";

/** Version of the compact `baseline.details` encoding (docs/scores.md). */
export const DETAIL_COLUMNS = "goldgate/detail-columns@1";

/**
 * Alignment details as baseline files store them: one line per document instead of one object
 * per annotation. `rows[k]` holds document `documents[k]`'s rows, separated by commas; a row is
 * `CATEGORY GOLD SYSTEM`, a side is `-` (absent) or `TYPE START LENGTH TEXT`, where CATEGORY
 * indexes `categories`, TYPE and TEXT index `strings` (TEXT `-` when unknown) and LENGTH is
 * end − start.
 */
export interface DetailColumnsBlock {
  readonly encoding: typeof DETAIL_COLUMNS;
  readonly categories: readonly string[];
  readonly strings: readonly string[];
  readonly documents: readonly string[];
  readonly rows: readonly string[];
}

/** The columns a row's line is made of, in the order the line spells them. */
const ENCODED = ROW_FIELDS;
const WIDTH = ENCODED.length;

/**
 * The strings a table's spans use (types and texts), sorted; `at[id]` their index (−1: unused).
 * `rank` orders the table's string ids as their strings (`rankStrings`): no string is compared.
 */
function stringIndex(table: DetailTable, rank: Int32Array): { strings: string[]; at: Int32Array } {
  const used = new Uint8Array(table.strings.length);
  table.markStrings(used);
  const byRank = new Int32Array(used.length);
  for (let id = 0; id < used.length; id++) byRank[rank[id] as number] = id;
  const at = new Int32Array(used.length).fill(-1);
  const strings: string[] = [];
  for (const id of byRank) {
    if (used[id] !== 1) continue;
    at[id] = strings.length;
    strings.push(table.text(id));
  }
  return { strings, at };
}

/** Where each document's rows start in `order` (and its length at the end), and the documents. */
function documentRuns(table: DetailTable, order: Int32Array) {
  const documents: string[] = [];
  const starts: number[] = [];
  let last = -1;
  for (let k = 0; k < order.length; k++) {
    const document = table.field(order[k] as number, "document");
    if (document === last) continue;
    documents.push(table.text(document));
    starts.push(k);
    last = document;
  }
  starts.push(order.length);
  return { documents, starts };
}

/** The documents with rows, in file order, and document d's rows in file order (`rowsOf`). */
interface DocumentOrder {
  readonly documents: string[];
  /** Document d's rows, valid until the next call (the buffer is reused). */
  readonly rowsOf: (d: number) => Int32Array;
}

/**
 * The table's rows in the order of `sortedOrder`, a document at a time. Scoring writes each
 * document's rows together: then the documents are ordered by rank and each one's rows sorted
 * when it is read (`orderRun`, as `sortedOrder` sorts each run), and no order of the whole table
 * is kept (5.7 MB of row numbers at 10M tokens). A document in two runs takes the whole order.
 */
function documentOrder(table: DetailTable, rank: Int32Array): DocumentOrder {
  const { first, documents } = table.documentRuns;
  const seen = new Uint8Array(table.strings.length);
  for (const d of documents) {
    if (seen[d] === 1) return wholeOrder(table, rank);
    seen[d] = 1;
  }
  const byRank = Int32Array.from(documents.keys()).sort(
    (a, b) => (rank[documents[a] as number] as number) - (rank[documents[b] as number] as number),
  );
  const compare = table.rowComparator(rank);
  let rows = new Int32Array(0);
  const rowsOf = (d: number): Int32Array => {
    const r = byRank[d] as number;
    const from = first[r] as number;
    const to = r + 1 < first.length ? (first[r + 1] as number) : table.length;
    if (rows.length < to - from) rows = new Int32Array(2 * (to - from));
    const out = rows.subarray(0, to - from);
    orderRun(out, from, compare);
    return out;
  };
  return { documents: Array.from(byRank, (r) => table.text(documents[r] as number)), rowsOf };
}

/** `documentOrder` from the order of the whole table. */
function wholeOrder(table: DetailTable, rank: Int32Array): DocumentOrder {
  const order = table.sortedOrder(rank);
  const { documents, starts } = documentRuns(table, order);
  return { documents, rowsOf: (d) => order.subarray(starts[d], starts[d + 1]) };
}

/** One side of a row as its line spells it: `-`, or `TYPE START LENGTH TEXT` (cells from `o`). */
function sideText(cells: Int32Array, o: number, at: Int32Array): string {
  const type = cells[o] as number;
  if (type < 0) return "-";
  const start = cells[o + 1] as number;
  const text = cells[o + 3] as number;
  return `${at[type]} ${start} ${(cells[o + 2] as number) - start} ${text < 0 ? "-" : at[text]}`;
}

/** Whether the row at `o` has equal gold and system cells (a match): spelt once, written twice. */
function sameSides(cells: Int32Array, o: number): boolean {
  return (
    cells[o + 1] === cells[o + 5] &&
    cells[o + 2] === cells[o + 6] &&
    cells[o + 3] === cells[o + 7] &&
    cells[o + 4] === cells[o + 8]
  );
}

const QUOTE = 34;
const SPACE = 32;
const COMMA = 44;
const DASH_CODE = 45;

/** `sideText` into bytes: `-`, or `TYPE START LENGTH TEXT` (room made by the caller). */
function spellSide(cells: Int32Array, o: number, at: Int32Array, out: JsonBytes): void {
  const type = cells[o] as number;
  if (type < 0) {
    out.byte(DASH_CODE);
    return;
  }
  const start = cells[o + 1] as number;
  const text = cells[o + 3] as number;
  out.int(at[type] as number);
  out.byte(SPACE);
  out.int(start);
  out.byte(SPACE);
  out.int((cells[o + 2] as number) - start);
  out.byte(SPACE);
  if (text < 0) out.byte(DASH_CODE);
  else out.int(at[text] as number);
}

/** Bytes a row's line takes at most: nine integers of up to 11 bytes and their separators. */
const ROW_BYTES = 9 * 12 + 1;

/**
 * Encodes a detail table's rows in baseline-file order (`DetailTable.sortedOrder`: no sorted copy
 * of the table is made). A document's line is made when it is read (`arrayOnDemand`), so that
 * writing the file never holds them all: a 10M-token corpus has 1.4 million rows in 45,000 lines,
 * 40 MB of text beside the table they are made from.
 */
export function encodeDetailColumns(table: DetailTable): DetailColumnsBlock {
  const rank = rankStrings([table])[0] ?? new Int32Array(0);
  const { documents, rowsOf } = documentOrder(table, rank);
  const { strings, at } = stringIndex(table, rank);
  // One buffer for every line's cells (grown for a longer document): no garbage per line.
  let cells = new Int32Array(0);
  const line = (d: number): string => {
    const rows = rowsOf(d);
    if (cells.length < WIDTH * rows.length) cells = new Int32Array(2 * WIDTH * rows.length);
    table.gather(rows, ENCODED, cells);
    let text = "";
    for (let o = 0; o < WIDTH * rows.length; o += WIDTH) {
      if (o > 0) text += ",";
      const gold = sideText(cells, o + 1, at);
      text += `${cells[o]} ${gold} ${sameSides(cells, o) ? gold : sideText(cells, o + 5, at)}`;
    }
    return text;
  };
  // The same line as JSON text, spelt into bytes: the baseline file is written from this.
  const row = new Int32Array(WIDTH);
  const spell = (d: number, out: JsonBytes): void => {
    const rows = rowsOf(d);
    out.room(2 + ROW_BYTES * rows.length);
    out.byte(QUOTE);
    for (let k = 0; k < rows.length; k++) {
      table.rowInto(rows[k] as number, row, 0);
      if (k > 0) out.byte(COMMA);
      out.int(row[0] as number);
      out.byte(SPACE);
      const gold = out.length;
      spellSide(row, 1, at, out);
      out.byte(SPACE);
      if (sameSides(row, 0)) out.repeat(gold, out.length - 1 - gold);
      else spellSide(row, 5, at, out);
    }
    out.byte(QUOTE);
  };
  const rows = arrayOnDemand(documents.length, line, spell);
  return { encoding: DETAIL_COLUMNS, categories: CLASH_CATEGORIES, strings, documents, rows };
}

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

/** A side's fields, written over for each row (the table copies them into its columns). */
interface SideCells {
  type: number;
  start: number;
  end: number;
  text: number;
}

/**
 * Reads one document's rows into the table; `strings[k]` is interned as table id `ids[k]`. With
 * `ids` null (the strings not read yet) the rows keep k itself, and `highest` notes the largest.
 */
export class RowReader {
  private readonly cells = new Cells();
  private at = 0;
  private path = "";
  private readonly gold: SideCells = { type: -1, start: 0, end: 0, text: -1 };
  private readonly system: SideCells = { type: -1, start: 0, end: 0, text: -1 };
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
  private side(into: SideCells): StoredSpan | null {
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
