import { DataError } from "../errors.ts";
import { pairKey } from "../pair-key.ts";
import type { FilePort } from "../ports/files.ts";

/** BDM scores between concept pairs, keyed by `bdmKey`, values in 0..1. */
export type BdmTable = ReadonlyMap<string, number>;

/** The key of a (key, response) pair in a BdmTable. */
export function bdmKey(key: string, response: string): string {
  return pairKey(key, response);
}

function fields(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of text.split(/,\s*/)) {
    const eq = part.indexOf("=");
    if (eq > 0) out.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return out;
}

/** A concept's local name: the part after the last `#` or `/` of a URI, else the name itself. */
export function localName(concept: string): string {
  return concept.slice(Math.max(concept.lastIndexOf("#"), concept.lastIndexOf("/")) + 1);
}

/**
 * Reads a BDM score file as GATE's BDM computation writes it: one pair per line,
 * `key=<concept>, response=<concept>, bdm=<score>` (further `name=value` fields are ignored;
 * blank lines and `#` comments are skipped). The first non-blank line is the file's meta line
 * when it holds none of the `key=`, `response=`, `bdm=` fields, with or without a leading `#` (GATE's IAA plugin skips the first
 * line as a header whatever it says). Concepts are stored by their local name (a URI's fragment),
 * which is how annotation types name them.
 */
export function readBdmTable(path: string, files: FilePort): BdmTable {
  const table = new Map<string, number>();
  let first = true;
  for (const { text, number } of files.readLines(path)) {
    const line = text.trim();
    if (line === "" || line.startsWith("#")) {
      first &&= line === "";
      continue;
    }
    const f = fields(line);
    const meta = first && !["key", "response", "bdm"].some((k) => f.has(k));
    first = false;
    if (meta) continue;
    const key = f.get("key");
    const response = f.get("response");
    const score = Number(f.get("bdm"));
    if (key === undefined || key === "" || response === undefined || response === "") {
      throw new DataError(
        { file: path, line: number },
        `expected 'key=…, response=…, bdm=…', got '${line.slice(0, 80)}'`,
      );
    }
    if (f.get("bdm") === undefined || !Number.isFinite(score) || score < 0 || score > 1) {
      throw new DataError(
        { file: path, line: number },
        `bdm=${f.get("bdm") ?? "(missing)"}: expected a number in 0..1`,
      );
    }
    table.set(bdmKey(localName(key), localName(response)), score);
  }
  return table;
}
