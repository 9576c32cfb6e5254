import { DataError } from "../errors.ts";
import { delimitedRows } from "./delimited.ts";

// Label Studio's CSV and TSV exports, read as its JSON-MIN records (`label-studio-min.ts`). Its
// converter writes the JSON-MIN records as a table (pandas' `to_csv`): a column per field, a
// control's value of one choice as that choice, any other value (a list of regions, several
// choices) as its JSON text. A field a record lacks is an empty cell.

/** Whether a file is read as a table (by its extension): `.csv`, or `.tsv` (Label Studio's TSV export). */
export function tableSeparator(file: string): "," | "\t" | undefined {
  const lower = file.toLowerCase();
  return lower.endsWith(".csv") ? "," : lower.endsWith(".tsv") ? "\t" : undefined;
}

/** Whether a table's header row is Label Studio's: it has JSON-MIN's `annotation_id` column. */
export function isLabelStudioHeader(cells: readonly string[]): boolean {
  return cells.some((c) => c.trim() === "annotation_id");
}

/**
 * A CSV or TSV export's rows as JSON-MIN records, each with its line: the `text` column is the
 * text as written; in the others, an empty cell is a field the record lacks, a cell holding a
 * JSON list of objects or a JSON object is that value (regions, or several choices), any other
 * cell its text.
 */
export function tableRecords(
  text: string,
  file: string,
  separator: "," | "\t",
): { readonly records: Record<string, unknown>[]; readonly lines: number[] } {
  const rows = delimitedRows(text, file, separator);
  const first = rows.next();
  const header = first.done ? [] : first.value.cells.map((c) => c.trim());
  if (!isLabelStudioHeader(header))
    throw new DataError(
      { file, line: 1 },
      `expected the header of Label Studio's ${separator === "," ? "CSV" : "TSV"} export (a column 'annotation_id' beside the task's fields), got ${header.length === 0 ? "an empty file" : header.map((h) => `'${h}'`).join(", ")}`,
    );
  const records: Record<string, unknown>[] = [];
  const lines: number[] = [];
  for (const { cells, line } of rows) {
    if (cells.length === 1 && cells[0] === "") continue;
    if (cells.length !== header.length)
      throw new DataError(
        { file, line },
        `expected ${header.length} cells (the header's), got ${cells.length}`,
      );
    const record: Record<string, unknown> = {};
    header.forEach((name, i) => {
      const cell = cells[i] ?? "";
      if (name === "text") record[name] = cell;
      else if (WHOLE_IDS.has(name) && /^\d+\.0$/.test(cell)) record[name] = cell.slice(0, -2);
      else if (cell !== "") record[name] = cellValue(cell);
    });
    records.push(record);
    lines.push(line);
  }
  return { records, lines };
}

/**
 * Columns of whole-number ids, which pandas writes as decimals (`1.0`) when a row lacks one (a
 * task without annotations): read as the whole numbers they are, so annotator 1 is `1`.
 */
const WHOLE_IDS = new Set(["id", "annotator", "annotation_id"]);

/** A JSON list of objects, or a JSON object, as its value; any other cell as its text. */
function cellValue(cell: string): unknown {
  const first = cell.trimStart()[0];
  if (first !== "[" && first !== "{") return cell;
  let value: unknown;
  try {
    value = JSON.parse(cell);
  } catch {
    return cell;
  }
  const objects = Array.isArray(value)
    ? value.every((v) => typeof v === "object" && v !== null)
    : typeof value === "object" && value !== null;
  return objects ? value : cell;
}
