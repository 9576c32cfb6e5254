import type { DocumentRow } from "../measure/tally-corpus.ts";
import type { JsonRecord, JsonShape } from "./json-shape.ts";

/** Version of `baseline.reuse`, what a later run needs to take a document over unscored. */
export const REUSE_SCHEMA = "goldgate/document-reuse@1";

/**
 * `baseline.reuse` (docs/comparison.md, "Documents taken from the baseline"): the build that
 * recorded the file, the field count of its CoNLL token lines, and per document (in the order of
 * `documents`) one line: `BYTES GOLD SYSTEM TOKENS CORRECT`, the sha256 of the document's text as
 * read and of its normalized gold and system (base64url), conlleval's token count and correctly
 * tagged tokens; `-` for a document that had an issue (never taken over).
 */
export interface ReuseBlock {
  readonly schema: typeof REUSE_SCHEMA;
  readonly build: string;
  readonly format: "conll";
  /** The field count of token lines: a number (`--input`), or `GOLD SYSTEM` (two files). */
  readonly fields: number | string;
  readonly documents: readonly string[];
}

/** One document's line, decoded. */
export interface ReusedDocument {
  readonly bytes: string;
  /** The normalized sides' fingerprints (base64url, as the line has them). */
  readonly gold: string;
  readonly system: string;
  readonly tokenCount: number;
  readonly correctTags: number;
}

const LINE =
  /^[A-Za-z0-9_-]{43} [A-Za-z0-9_-]{43} [A-Za-z0-9_-]{43} (0|[1-9][0-9]{0,14}) (0|[1-9][0-9]{0,14})$/;

/** Whether `line` is of a document whose text hashed to `bytes` (and had no issue). */
export function lineOfBytes(line: string, bytes: string): boolean {
  return line.length > bytes.length && line.startsWith(bytes) && line[bytes.length] === " ";
}

/** Whether `line` is `-` or a document line whose correctly tagged tokens are no more than its tokens. */
export function isReuseLine(line: string): boolean {
  if (line === "-") return true;
  const match = LINE.exec(line);
  return match !== null && Number(match[2]) <= Number(match[1]);
}

/** Characters of a sha256 in base64url. */
export const HASH = 43;

/** A document line `isReuseLine` has checked, decoded by its fixed places (no split). */
export function decodeReuseLine(line: string): ReusedDocument {
  const counts = 3 * (HASH + 1);
  const space = line.indexOf(" ", counts);
  return {
    bytes: line.slice(0, HASH),
    gold: line.slice(HASH + 1, 2 * HASH + 1),
    system: line.slice(2 * HASH + 2, 3 * HASH + 2),
    tokenCount: Number(line.slice(counts, space)),
    correctTags: Number(line.slice(space + 1)),
  };
}

/**
 * `baseline.reuse` checked field by field (every line decodes, one per document row); undefined
 * when the file has none (recorded before it) or one of another version: nothing is taken over.
 */
export function readReuseBlock(
  j: JsonShape,
  block: JsonRecord,
  rows: readonly DocumentRow[],
): ReuseBlock | undefined {
  if (block.reuse === undefined) return undefined;
  const r = j.record(block.reuse, "baseline.reuse");
  // Another version's block (a later Goldgate's) is passed over: nothing is taken from it.
  if (r.schema !== REUSE_SCHEMA) return undefined;
  const documents = j.array(r.documents, "baseline.reuse.documents");
  const fine = (line: unknown): line is string => typeof line === "string" && isReuseLine(line);
  if (!documents.every(fine)) {
    const k = documents.findIndex((line) => !fine(line));
    const where = `baseline.reuse.documents[${k}]`;
    j.fail(where, `"-" or "BYTES GOLD SYSTEM TOKENS CORRECT"`, j.string(documents[k], where));
  }
  if (documents.length !== rows.length)
    j.fail("baseline.reuse.documents", `${rows.length} lines (one per document)`, documents.length);
  return {
    schema: j.choice(r.schema, [REUSE_SCHEMA], "baseline.reuse.schema"),
    build: j.string(r.build, "baseline.reuse.build"),
    format: j.choice(r.format, ["conll"], "baseline.reuse.format"),
    fields:
      typeof r.fields === "string" && /^\d+ \d+$/.test(r.fields)
        ? r.fields
        : j.count(r.fields, "baseline.reuse.fields"),
    documents,
  };
}
