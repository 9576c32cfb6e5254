import { CLASH_CATEGORIES } from "../align/clash.ts";
import { type DetailTable, SIDE_FIELDS } from "../align/detail-table.ts";
import { JSON_PIECE, JsonBytes } from "../ports/json-bytes.ts";
import { csvCell, detailsCsvCells } from "./csv.ts";
import { spelledStrings } from "./detail-row-speller.ts";

const utf8 = new TextEncoder();

/** Each category's cell as UTF-8 (a plain word: no quoting). */
const CATEGORY_CELLS = new Map(CLASH_CATEGORIES.map((c) => [c as string, utf8.encode(csvCell(c))]));

const COMMA = 44;
/** An absent side's four cells after the comma that opens them. */
const ABSENT = utf8.encode(",,,");

/**
 * A detail table's rows as the lines `csvChunks` writes for `detailsCsvCells(table.rowAt(k))`
 * followed by `blank` empty cells (CRLF ends), in pieces of UTF-8 of about 64 KiB made as the rows
 * are read: straight from the table's columns, each string's cell (`csvCell`: quoted, a formula's
 * apostrophe) made once per table and copied; integers digit by digit. A row with a span's
 * fragments or attributes (rare) is written from its object. At a million tokens the rows as
 * objects, cells and texts took three quarters of a second of `score --details FILE.csv`.
 */
export function* detailCsvPieces(table: DetailTable, blank: number): Generator<Uint8Array> {
  const cell = spelledStrings(table, csvCell);
  // The fragment and attribute cells (empty), the blank ones, the line's end.
  const tail = utf8.encode(`${",".repeat(4 + blank)}\r\n`);
  const out = new JsonBytes();
  for (let i = 0; i < table.length; i++) {
    if (table.sparse(i)) {
      const row = [
        ...detailsCsvCells(table.rowAt(i)),
        ...Array.from({ length: blank }, () => null),
      ];
      out.text(`${row.map(csvCell).join(",")}\r\n`);
    } else {
      out.raw(cell(table.field(i, "document")));
      out.room(1);
      out.byte(COMMA);
      out.raw(CATEGORY_CELLS.get(table.category(i)) as Uint8Array);
      for (let side = 0; side < 2; side++) {
        const fields = SIDE_FIELDS[side as 0 | 1];
        out.room(1);
        out.byte(COMMA);
        const type = table.field(i, fields[0]);
        if (type < 0) {
          out.raw(ABSENT);
          continue;
        }
        out.raw(cell(type));
        out.room(1);
        out.byte(COMMA);
        out.number(table.field(i, fields[1]));
        out.byte(COMMA);
        out.number(table.field(i, fields[2]));
        out.byte(COMMA);
        const text = table.field(i, fields[3]);
        if (text >= 0) out.raw(cell(text));
      }
      out.raw(tail);
    }
    if (out.length >= JSON_PIECE) yield out.take();
  }
  if (out.length > 0) yield out.take();
}
