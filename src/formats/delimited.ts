import { DataError, type Location } from "../errors.ts";

/** A row of a delimited table and the line it starts on. */
export type Row = { readonly cells: readonly string[]; readonly line: number };

/** The fields of RFC 4180 (`,`) or of pandas' `to_csv(sep="\t")`: a quoted field allows the separator, line breaks and `""` for a quote. */
const FIELDS = {
  ",": /(?:"([^"]*(?:""[^"]*)*)"|([^,"\r\n]*))(,|\r?\n|$)/y,
  "\t": /(?:"([^"]*(?:""[^"]*)*)"|([^\t"\r\n]*))(\t|\r?\n|$)/y,
} as const;

/** Records of a CSV (or quoted TSV) text, each with the line it starts on. */
export function* delimitedRows(text: string, file: string, separator: "," | "\t"): Generator<Row> {
  const field = new RegExp(FIELDS[separator]);
  let cells: string[] = [];
  let [line, start] = [1, 1];
  while (field.lastIndex < text.length) {
    const at = field.lastIndex;
    const match = field.exec(text);
    if (match === null) throw fieldError(text, at, separator, { file, line });
    const [, quoted, plain = "", end = ""] = match;
    cells.push(quoted === undefined ? plain : quoted.replaceAll('""', '"'));
    line += quoted === undefined ? 0 : quoted.split("\n").length - 1;
    if (end === separator) continue;
    yield { cells, line: start };
    [cells, line] = [[], end === "" ? line : line + 1];
    start = line;
    if (end === "") return;
  }
  if (cells.length > 0) yield { cells: [...cells, ""], line: start };
}

function fieldError(text: string, at: number, separator: string, where: Location): DataError {
  const quoted = text[at] === '"';
  const pattern = quoted
    ? /"[^"]*(?:""[^"]*)*"/y
    : new RegExp(`[^${separator === "," ? "," : "\\t"}"\\r\\n]*`, "y");
  pattern.lastIndex = at;
  if (!pattern.test(text))
    return new DataError(where, "unterminated quoted field; expected a closing '\"'");
  const ch = text[pattern.lastIndex] ?? "";
  const shown = ch.charCodeAt(0) < 32 ? JSON.stringify(ch) : `'${ch}'`;
  const sep = separator === "," ? "','" : "a tab";
  if (quoted)
    return new DataError(
      where,
      `${shown} after a closing quote; expected ${sep} or the end of the line`,
    );
  return new DataError(
    where,
    `${shown} inside an unquoted field; expected the field in quotes, '""' for a quote`,
  );
}
