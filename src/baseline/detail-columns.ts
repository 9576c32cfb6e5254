import { CLASH_CATEGORIES } from "../align/clash.ts";
import { type DetailTable, ROW_FIELDS, rankStrings } from "../align/detail-table.ts";
import { orderRun } from "../align/run-order.ts";
import { arrayOnDemand } from "../measure/array-on-demand.ts";
import type { JsonBytes } from "../ports/json-bytes.ts";

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
