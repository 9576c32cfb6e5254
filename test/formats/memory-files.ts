import { posix } from "node:path";
import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../../src/config/settings.ts";
import { UserError } from "../../src/errors.ts";
import type { LabelSettings } from "../../src/measure/labels/label-documents.ts";
import { type FilePort, plainListing } from "../../src/ports/files.ts";
import { splitLines } from "../../src/ports/node-files.ts";

/**
 * An in-memory FilePort over `{ path: content }`. Like the real one it drops a leading BOM and
 * splits lines on LF or CRLF; directories are the prefixes of the paths.
 */
export function memoryFiles(tree: Readonly<Record<string, string>>): FilePort {
  const files = new Map(Object.entries(tree).map(([path, text]) => [posix.normalize(path), text]));
  const read = (path: string): string => {
    const text = files.get(posix.normalize(path));
    if (text === undefined) throw new UserError(`Cannot read '${path}': no such file.`);
    return text.startsWith("\uFEFF") ? text.slice(1) : text;
  };
  const under = (dir: string): string[] => {
    const prefix = `${posix.normalize(dir).replace(/\/$/, "")}/`;
    return [...files.keys()].filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length));
  };
  return {
    readText: read,
    readLines: (path) => splitLines([read(path)]),
    readChunks: (path) => [read(path)],
    kind: (path) =>
      files.has(posix.normalize(path)) ? "file" : under(path).length > 0 ? "directory" : "missing",
    listFiles: (dir) => plainListing(under(dir)),
  };
}

/** A JSONL corpus in memory with token offsets, `g.jsonl` against `s.jsonl`, default settings. */
export const TOKEN_JSONL: ScoreSettings = {
  ...DEFAULT_SCORE_SETTINGS,
  format: "jsonl",
  offsets: "token",
  gold: "g.jsonl",
  system: "s.jsonl",
};

/** Scoring a gold item/label table against a system's, every other setting the default. */
export function labelTables(system: string, gold = "gold.csv"): LabelSettings {
  return {
    format: "labels",
    input: null,
    gold,
    system,
    goldColumn: -2,
    systemColumn: -1,
    hierarchy: null,
  };
}
