import type { DetailRow } from "../align/details.ts";
import { familiesIn } from "../measure/families/registry.ts";
import { renderCsv } from "./csv.ts";

/** The files MAT's scorer writes with `--csv_output_dir`, by name. */
export type MatCsvFiles = Readonly<Record<string, string>>;

/**
 * MAT's CSV outputs (`--csv DIR`): each family of the scores lays out its own files in MAT's
 * layout (`matFiles`: spans `bytag.csv` and `details.csv` from the alignment, each score level its
 * `by<level>.csv`, and `confusability.csv`); here they only become CSV text. Values, never formulas.
 */
export function renderMatCsv(scores: unknown, details: readonly DetailRow[]): MatCsvFiles {
  const files: Record<string, string> = {};
  for (const family of familiesIn(scores))
    for (const f of family.matFiles?.(scores, details) ?? [])
      files[f.file] = renderCsv(f.columns, f.rows);
  return files;
}
