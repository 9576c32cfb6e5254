import { DataError } from "../errors.ts";
import type { FilePort } from "../ports/files.ts";
import { LineScanner } from "../ports/line-scanner.ts";

const TAB = "\t";

/** A header row: its cells and line; `names` the column names it gives (synonyms resolved). */
export type HeaderNames = (row: { cells: readonly string[]; line: number }) => readonly string[];

/**
 * Scans a headed TSV table straight out of the file's decoded chunks and calls `visit` with the
 * cells of the `wanted` columns of each row (undefined for a column the header lacks) in one
 * array reused row after row: no string per line, no object per row. Blank lines are skipped; a
 * row whose width differs from the header's is a DataError, as for every headed table.
 */
export function scanTsvColumns(
  path: string,
  files: FilePort,
  header: HeaderNames,
  wanted: readonly string[],
  visit: (line: number, cells: readonly (string | undefined)[]) => void,
): readonly string[] | undefined {
  const lines = new LineScanner(files.readChunks(path));
  const cells: (string | undefined)[] = wanted.map(() => undefined);
  let names: readonly string[] | undefined;
  let columns = new Int32Array(0);
  try {
    while (lines.next()) {
      const { text, start, end, number } = lines;
      const firstTab = text.indexOf(TAB, start);
      if ((firstTab === -1 || firstTab >= end) && text.slice(start, end).trim() === "") continue;
      if (names === undefined) {
        names = header({ cells: text.slice(start, end).split(TAB), line: number });
        const found = names;
        columns = Int32Array.from(wanted, (w) => found.indexOf(w));
        continue;
      }
      const width = fieldsOf(text, start, end, columns, cells);
      if (width !== names.length)
        throw new DataError(
          { file: path, line: number },
          `${width} columns; expected ${names.length} as in the header`,
        );
      visit(number, cells);
    }
  } finally {
    lines.close();
  }
  return names;
}

/** Counts a line's tab-separated fields and puts the `columns`' cells into `cells`. */
function fieldsOf(
  text: string,
  start: number,
  end: number,
  columns: Int32Array,
  cells: (string | undefined)[],
): number {
  cells.fill(undefined);
  let [field, from] = [0, start];
  for (;;) {
    const tab = text.indexOf(TAB, from);
    const to = tab === -1 || tab >= end ? end : tab;
    for (let k = 0; k < columns.length; k++)
      if (columns[k] === field) cells[k] = text.slice(from, to);
    field++;
    if (to === end) return field;
    from = to + 1;
  }
}
