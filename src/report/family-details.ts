import type { DetailTable } from "../align/detail-table.ts";
import type { DetailRow } from "../align/details.ts";
import { arrayOnDemand, spellerOf } from "../measure/array-on-demand.ts";
import type { FamilyDetailRow, FamilyDetails } from "../measure/families/family.ts";
import { familiesIn } from "../measure/families/registry.ts";
import { type CsvCells, csvChunks, DETAILS_CSV_HEADER } from "./csv.ts";
import { detailCsvPieces } from "./detail-csv-speller.ts";
import { detailRowSpeller, spellValue } from "./detail-row-speller.ts";
import { JsonArrayWriter } from "./json.ts";

/**
 * The details file (`score --details FILE`, docs/details.md): the span alignment rows, then each
 * family's annotation-level rows (relations), in registry order.
 */

/** The annotation-level details of every family a scores document carries that has them. */
export function familyDetails(scores: unknown): FamilyDetails[] {
  return familiesIn(scores).flatMap((f) => {
    const d = f.details?.(scores) ?? null;
    return d === null || d.rows.length === 0 ? [] : [d];
  });
}

/** A family row as JSON: `{ document, family, category }` and each non-null value at its path. */
function rowJson(d: FamilyDetails, row: FamilyDetailRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    document: row.document,
    family: d.family,
    category: row.category,
  };
  d.fields.forEach((path, k) => {
    const value = row.values[k] ?? null;
    if (value === null) return;
    let node = out;
    path.slice(0, -1).forEach((key) => {
      const next = Object.hasOwn(node, key) ? node[key] : undefined;
      const child = (next ?? Object.create(null)) as Record<string, unknown>;
      node[key] = child;
      node = child;
    });
    node[path.at(-1) ?? ""] = value;
  });
  return out;
}

/**
 * A detail table's rows on demand: each made as it is read, never all at once; the JSON writer
 * spells them into bytes from the table's columns (`detailRowSpeller`).
 */
export function detailRows(table: DetailTable): readonly DetailRow[] {
  return arrayOnDemand(table.length, (k) => table.rowAt(k), detailRowSpeller(table));
}

/** The families' rows in order, each with its family's details (what the outputs write). */
function familyRowsOf(families: readonly FamilyDetails[]) {
  return families.flatMap((d) => d.rows.map((row) => ({ d, row })));
}

/**
 * The details as JSON values: span rows as they are, then the families' rows with `family`. An
 * array on demand: a row is made as it is written (`score --details` streams the file).
 */
export function detailsJson(
  spans: readonly DetailRow[],
  families: readonly FamilyDetails[],
): readonly unknown[] {
  const rows = familyRowsOf(families);
  const n = spans.length;
  const at = (k: number): unknown => {
    if (k < n) return spans[k];
    const { d, row } = rows[k - n] as (typeof rows)[number];
    return rowJson(d, row);
  };
  const spell = spellerOf(spans);
  return arrayOnDemand(
    n + rows.length,
    at,
    spell && ((k, out, line) => (k < n ? spell(k, out, line) : spellValue(at(k), out, line))),
  );
}

/**
 * The bytes of `detailsJson` written as they are made: the span rows a table at a time (`add`:
 * a run of documents as they are scored), then the families' rows (`end`).
 */
export class DetailsJsonWriter {
  private readonly array: JsonArrayWriter;

  constructor(write: (piece: string | Uint8Array) => void) {
    this.array = new JsonArrayWriter(write);
  }

  add(table: DetailTable): void {
    this.array.add(detailRows(table));
  }

  end(families: readonly FamilyDetails[]): void {
    this.array.add(detailsJson([], families));
    this.array.end();
  }
}

/**
 * The details as CSV, in pieces made as the rows are read: the table's rows straight from its
 * columns (`detailCsvPieces`), then the families' rows (`csvChunks`). Without family rows, the
 * span columns alone (as ever); with them, a `family` column (empty on span rows) and each family
 * field not already a span column (`gold_type` is shared: a relation's type), empty where a row
 * has no value. The bytes of `renderDetailsCsv` over the rows as objects (and the family rows).
 */
export function detailsCsv(
  spans: DetailTable,
  families: readonly FamilyDetails[],
): Iterable<string | Uint8Array> {
  const base: readonly string[] = DETAILS_CSV_HEADER;
  const extra = [...new Set(families.flatMap((d) => d.fields.map((p) => p.join("_"))))].filter(
    (c) => !base.includes(c),
  );
  const header = families.length === 0 ? base : [...base, "family", ...extra];
  const at = new Map(header.map((c, k) => [c, k]));
  const familyCells = ({ d, row }: ReturnType<typeof familyRowsOf>[number]) => {
    const cells: (string | number | null)[] = header.map(() => null);
    cells[0] = row.document;
    cells[1] = row.category;
    cells[base.length] = d.family;
    d.fields.forEach((path, k) => {
      const i = at.get(path.join("_"));
      if (i !== undefined) cells[i] = row.values[k] ?? null;
    });
    return cells;
  };
  return {
    *[Symbol.iterator]() {
      yield* csvChunks(header, []);
      yield* detailCsvPieces(spans, header.length - base.length);
      yield* csvChunks(null, mapRows(familyRowsOf(families), familyCells));
    },
  };
}

/** Rows' cells, one at a time. */
function* mapRows<T>(rows: Iterable<T>, cellsOf: (row: T) => CsvCells): Generator<CsvCells> {
  for (const row of rows) yield cellsOf(row);
}
