import { fragmentsText } from "../align/detail-table.ts";
import type { DetailRow } from "../align/details.ts";

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell that a
 * spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === undefined || value === null) return "";
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One CSV row's cells. */
export type CsvCells = readonly (string | number | null | undefined)[];

/** Text handed out at once by `csvChunks`: few writes, small beside a long file. */
const CSV_CHUNK = 1 << 16;

/**
 * Rows as CSV text with a header line and CRLF line ends (RFC 4180), in chunks of about 64 KiB
 * made as the rows are read: a file of millions of rows is written without its whole text (or
 * its rows) held at once. The chunks joined are `renderCsv`'s text. A null header: the rows alone
 * (the rest of a file begun elsewhere).
 */
export function* csvChunks(
  header: readonly string[] | null,
  rows: Iterable<CsvCells>,
): Generator<string> {
  let text = header === null ? "" : `${header.map(csvCell).join(",")}\r\n`;
  for (const row of rows) {
    text += `${row.map(csvCell).join(",")}\r\n`;
    if (text.length >= CSV_CHUNK) {
      yield text;
      text = "";
    }
  }
  if (text !== "") yield text;
}

/** Rows to CSV text with a header line and CRLF line ends (RFC 4180). */
export function renderCsv(header: readonly string[], rows: Iterable<CsvCells>): string {
  return [...csvChunks(header, rows)].join("");
}

/** A detail span's own attributes in one cell, `name=value; …` by name; empty without any. */
function attributesCell(span: DetailRow["gold"]): string | undefined {
  const { attributes: a } = span ?? {};
  if (a === undefined) return undefined;
  const names = Object.keys(a).sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  return names.map((n) => `${n}=${a[n]}`).join("; ");
}

/** The columns of the alignment details CSV (`--details FILE.csv`). */
export const DETAILS_CSV_HEADER = [
  "document",
  "category",
  "gold_type",
  "gold_start",
  "gold_end",
  "gold_text",
  "system_type",
  "system_start",
  "system_end",
  "system_text",
  "gold_fragments",
  "system_fragments",
  "gold_attributes",
  "system_attributes",
] as const;

/** One alignment row's cells, in `DETAILS_CSV_HEADER` order. */
export function detailsCsvCells(r: DetailRow): (string | number | undefined)[] {
  return [
    r.document,
    r.category,
    r.gold?.type,
    r.gold?.start,
    r.gold?.end,
    r.gold?.text,
    r.system?.type,
    r.system?.start,
    r.system?.end,
    r.system?.text,
    r.gold?.fragments === undefined ? undefined : fragmentsText(r.gold.fragments),
    r.system?.fragments === undefined ? undefined : fragmentsText(r.system.fragments),
    attributesCell(r.gold),
    attributesCell(r.system),
  ];
}

/** Alignment details as CSV: one row per link. */
export function renderDetailsCsv(rows: readonly DetailRow[]): string {
  return renderCsv(DETAILS_CSV_HEADER, rows.map(detailsCsvCells));
}
