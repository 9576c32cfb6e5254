import { CLASH_CATEGORIES } from "../align/clash.ts";
import { DetailTable, type StoredSpan } from "../align/detail-table.ts";
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

const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The strings a table's spans use (types and texts), sorted, with their indexes. */
function stringIndex(table: DetailTable): { strings: string[]; at: Map<number, number> } {
  const used = new Set<number>();
  for (let i = 0; i < table.length; i++) {
    for (const f of ["goldType", "goldText", "systemType", "systemText"] as const) {
      const id = table.field(i, f);
      if (id >= 0) used.add(id);
    }
  }
  const ids = [...used].sort((a, b) => byCodeUnit(table.text(a), table.text(b)));
  return { strings: ids.map((id) => table.text(id)), at: new Map(ids.map((id, k) => [id, k])) };
}

/** Encodes a detail table whose rows are in baseline-file order (`DetailTable.sorted`). */
export function encodeDetailColumns(table: DetailTable): DetailColumnsBlock {
  const { strings, at } = stringIndex(table);
  const side = (i: number, s: "gold" | "system"): string => {
    const type = table.field(i, `${s}Type`);
    if (type < 0) return "-";
    const start = table.field(i, `${s}Start`);
    const text = table.field(i, `${s}Text`);
    const length = table.field(i, `${s}End`) - start;
    return `${at.get(type)} ${start} ${length} ${text < 0 ? "-" : at.get(text)}`;
  };
  const documents: string[] = [];
  const rows: string[][] = [];
  let last = -1;
  for (let i = 0; i < table.length; i++) {
    const document = table.field(i, "document");
    if (document !== last) {
      documents.push(table.text(document));
      rows.push([]);
      last = document;
    }
    rows[rows.length - 1]?.push(
      `${table.field(i, "category")} ${side(i, "gold")} ${side(i, "system")}`,
    );
  }
  return {
    encoding: DETAIL_COLUMNS,
    categories: CLASH_CATEGORIES,
    strings,
    documents,
    rows: rows.map((r) => r.join(",")),
  };
}

const NUMBER = /^(0|[1-9][0-9]{0,9})$/;

/** Reads one document's rows into the table; `strings[k]` is interned as table id `ids[k]`. */
class RowReader {
  constructor(
    private readonly j: JsonShape,
    private readonly table: DetailTable,
    private readonly ids: readonly number[],
  ) {}

  private number(text: string | undefined, path: string, below: number): number {
    const n = text !== undefined && NUMBER.test(text) ? Number(text) : -1;
    return n >= 0 && n < below ? n : this.j.fail(path, `an integer in 0..${below - 1}`, text);
  }

  private string(text: string | undefined, path: string): number {
    return this.ids[this.number(text, path, this.ids.length)] as number;
  }

  private side(cells: readonly string[], at: number, path: string): [StoredSpan | null, number] {
    if (cells[at] === "-") return [null, at + 1];
    const start = this.number(cells[at + 1], path, 2 ** 31);
    const end = start + this.number(cells[at + 2], path, 2 ** 31 - start);
    const text = cells[at + 3] === "-" ? -1 : this.string(cells[at + 3], path);
    return [{ type: this.string(cells[at], path), start, end, text }, at + 4];
  }

  read(document: number, text: string, path: string): void {
    for (const row of text.split(",")) {
      const cells = row.split(" ");
      const category = CLASH_CATEGORIES[this.number(cells[0], path, CLASH_CATEGORIES.length)];
      const [gold, next] = this.side(cells, 1, path);
      const [system, end] = this.side(cells, next, path);
      if (end !== cells.length || category === undefined || (gold ?? system) === null)
        this.j.fail(path, "rows of CATEGORY GOLD SYSTEM with at least one side", row);
      this.table.push(document, category, gold, system);
    }
  }
}

/** Decodes a detail-columns block at `path` into a table; malformed parts are DataErrors. */
export function decodeDetailColumns(j: JsonShape, block: JsonRecord, path: string): DetailTable {
  j.choice(block.encoding, [DETAIL_COLUMNS], `${path}.encoding`);
  const categories = j.array(block.categories, `${path}.categories`);
  if (JSON.stringify(categories) !== JSON.stringify(CLASH_CATEGORIES))
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
  documents.forEach((d, k) => {
    const document = table.intern(j.string(d, `${path}.documents[${k}]`));
    reader.read(document, j.string(rows[k], `${path}.rows[${k}]`), `${path}.rows[${k}]`);
  });
  return table;
}
