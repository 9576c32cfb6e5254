import { DataError } from "../errors.ts";
import type { FilePort } from "../ports/files.ts";
import type { ItemLabels, LabelEntry } from "./labels.ts";

/**
 * Per-token labels from a CoNLL file (POS tagging and other token classification): every token
 * line is an item named by its line number (`line-000042`, zero-padded so ids sort in file order),
 * the gold label in `goldColumn` and the system label in `systemColumn` (negative: from the end).
 * Blank lines and `-DOCSTART-` lines are not items.
 */
export function readConllLabelColumns(
  path: string,
  files: FilePort,
  goldColumn: number,
  systemColumn: number,
): { readonly gold: ItemLabels; readonly system: ItemLabels } {
  const gold: LabelEntry[] = [];
  const system: LabelEntry[] = [];
  let width = -1;
  for (const { text, number } of files.readLines(path)) {
    const fields = text.trim().split(/\s+/);
    if (text.trim() === "" || fields[0] === "-DOCSTART-") continue;
    if (width === -1) width = fields.length;
    if (fields.length !== width) {
      throw new DataError(
        { file: path, line: number },
        `expected ${width} fields like the first token line, got ${fields.length}`,
      );
    }
    const item = `line-${String(number).padStart(6, "0")}`;
    const at = (column: number): string => {
      const value = fields[column < 0 ? width + column : column];
      if (value === undefined || column === 0 || column === -width) {
        throw new DataError(
          { file: path, line: number },
          `label column ${column} does not exist in a line of ${width} fields; expected a column after the token`,
        );
      }
      return value;
    };
    gold.push({ item, label: at(goldColumn), tags: [at(goldColumn)], line: number });
    system.push({ item, label: at(systemColumn), tags: [at(systemColumn)], line: number });
  }
  return { gold: { file: path, entries: gold }, system: { file: path, entries: system } };
}
