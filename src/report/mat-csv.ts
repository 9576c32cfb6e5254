import type { DetailRow } from "../align/details.ts";
import { familiesIn } from "../measure/families/registry.ts";
import { csvChunks } from "./csv.ts";

/** The files MAT's scorer writes with `--csv_output_dir`, by name. */
export type MatCsvFiles = Readonly<Record<string, string>>;

/**
 * MAT's CSV outputs (`--csv DIR`): each family of the scores lays out its own files in MAT's
 * layout (`matFiles`: spans `bytag.csv` and `details.csv` from the alignment, each score level its
 * `by<level>.csv`, and `confusability.csv`); here they only become CSV text, in chunks made as
 * the rows are read (`csvChunks`: a long details file is never held whole). Values, never formulas.
 */
export function matCsvChunks(
  scores: unknown,
  details: readonly DetailRow[],
): ReadonlyMap<string, Iterable<string>> {
  const files = new Map<string, Iterable<string>>();
  for (const family of familiesIn(scores))
    for (const f of family.matFiles?.(scores, details) ?? [])
      files.set(f.file, csvChunks(f.columns, f.rows));
  return files;
}

/** `matCsvChunks` as whole texts, by name. */
export function renderMatCsv(scores: unknown, details: readonly DetailRow[]): MatCsvFiles {
  const files: Record<string, string> = {};
  for (const [file, chunks] of matCsvChunks(scores, details)) files[file] = [...chunks].join("");
  return files;
}
