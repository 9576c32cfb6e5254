import { join } from "node:path";
import { DataError } from "../errors.ts";
import type { FilePort } from "../ports/files.ts";

/**
 * One `<doc>.tab` token table: token ids in row order. A token's offset in the document's
 * token sequence is its row (0-based, header and blank lines not counted).
 */
export interface TokenTable {
  readonly path: string;
  /** Token id → row. */
  readonly rows: ReadonlyMap<string, number>;
  /** Token text per row, as written. */
  readonly tokens: readonly string[];
}

/** Finds a document's token table: `<dir>/<doc id><suffix>`, read once and kept for a few documents. */
export type TokenTableLookup = (
  docId: string,
  where: { readonly file: string; readonly line: number },
) => TokenTable;

const KEPT_TABLES = 16;
/**
 * A character offset: digits, with surrounding spaces allowed (scorer_v1.8 reads offsets with
 * Python's `int()`, and EvmEval's own demo tables have `17 `); signs, `_` and other text are refused.
 */
const INTEGER = /^[ \t\u00a0]*\d+[ \t\u00a0]*$/;

/**
 * Token tables under `dir`, read on first use. Gold and system share one lookup so a document's
 * table is read once; only the last few tables stay in memory.
 */
export function tokenTables(dir: string, suffix: string, files: FilePort): TokenTableLookup {
  const kept = new Map<string, TokenTable>();
  return (docId, where) => {
    const hit = kept.get(docId);
    if (hit !== undefined) return hit;
    const path = join(dir, `${docId}${suffix}`);
    if (files.kind(path) !== "file") {
      throw new DataError(
        where,
        `no token table '${path}' for document '${docId}'; expected one '<document id>${suffix}' file per document in '${dir}'`,
      );
    }
    const table = readTokenTable(path, files);
    kept.set(docId, table);
    if (kept.size > KEPT_TABLES) {
      const oldest = kept.keys().next();
      if (oldest.done !== true) kept.delete(oldest.value);
    }
    return table;
  };
}

/**
 * Reads one token table: tab-separated `token id, token, first char, last char (inclusive)`.
 * A first line whose offsets are not integers is a header (as in LDC's files) and is skipped.
 */
export function readTokenTable(path: string, files: FilePort): TokenTable {
  const rows = new Map<string, number>();
  const firstLine = new Map<string, number>();
  const tokens: string[] = [];
  let first = true;
  for (const { text, number } of files.readLines(path)) {
    if (text.trim() === "") continue;
    const fields = text.split("\t");
    const isFirst = first;
    first = false;
    if (isFirst && !INTEGER.test(fields[2] ?? "")) continue;
    const where = { file: path, line: number };
    const [id, token, begin, last] = fields;
    if (
      fields.length !== 4 ||
      id === undefined ||
      token === undefined ||
      begin === undefined ||
      last === undefined
    ) {
      throw new DataError(
        where,
        `expected 4 tab-separated fields (token id, token, first char, last char), got ${fields.length}`,
      );
    }
    checkTokenRow(where, id, begin, last);
    const seen = firstLine.get(id);
    if (seen !== undefined)
      throw new DataError(where, `duplicate token id '${id}' (first on line ${seen})`);
    firstLine.set(id, number);
    rows.set(id, tokens.length);
    tokens.push(token);
  }
  return { path, rows, tokens };
}

function checkTokenRow(
  where: { readonly file: string; readonly line: number },
  id: string,
  begin: string,
  last: string,
): void {
  if (id === "")
    throw new DataError(where, "expected a token id in the first field, got an empty field");
  if (!INTEGER.test(begin) || !INTEGER.test(last)) {
    throw new DataError(
      where,
      `expected integer character offsets in fields 3 and 4, got '${begin}' and '${last}'`,
    );
  }
  if (Number(last) < Number(begin)) {
    throw new DataError(
      where,
      `last char ${last} < first char ${begin}; expected an inclusive range`,
    );
  }
}
