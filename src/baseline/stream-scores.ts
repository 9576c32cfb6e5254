import { DetailTable } from "../align/detail-table.ts";
import type { DetailRow } from "../align/details.ts";
import { DataError, UserError } from "../errors.ts";
import { JsonStream, OMIT, StreamFault, stringContent } from "../ports/json-stream.ts";
import { BASELINE_SCHEMA } from "./baseline-file.ts";
import { DETAIL_COLUMNS } from "./detail-columns.ts";
import { clashCategories, RowReader } from "./detail-columns-reader.ts";
import { type JsonRecord, JsonShape } from "./json-shape.ts";

/** A scores document read as it streamed by: its members, and its detail rows already decoded. */
export interface StreamedScores {
  /** The document as `JSON.parse` gives it, but `baseline.details` without its `rows`. */
  readonly root: JsonRecord;
  /** The rows of `baseline.details`, decoded (null: the document has no compact details). */
  readonly details: DetailTable | null;
}

/** `baseline.details.rows` decoded line by line into a table, the strings' ids fixed at the end. */
class StreamedRows {
  readonly table = new DetailTable();
  private readonly reader: RowReader;
  count = 0;
  constructor(origin: string) {
    this.reader = new RowReader(new JsonShape(origin), this.table, null);
  }

  read(stream: JsonStream): void {
    // The row's position is its document (fixed with the others in `finish`).
    this.reader.read(this.count, stringContent(stream.rawString()), "baseline.details.rows");
    this.count++;
  }

  /**
   * The table, once the rest of the block holds what `decodeDetailColumns` checks (any other
   * block is read whole, which says what is wrong): documents and strings are interned in the
   * order that reader interns them, so the table is the one it makes.
   */
  finish(block: JsonRecord): DetailTable {
    const strings = block.strings;
    const documents = block.documents;
    if (
      block.encoding !== DETAIL_COLUMNS ||
      !clashCategories(block.categories) ||
      !Array.isArray(strings) ||
      !Array.isArray(documents) ||
      documents.length !== this.count ||
      this.reader.highest >= strings.length
    )
      throw new StreamFault();
    const intern = (s: unknown) => (typeof s === "string" ? this.table.intern(s) : fault());
    const ids = Int32Array.from(strings, intern);
    const at = Int32Array.from(documents, intern);
    this.table.renumber(at, ids);
    return this.table;
  }
}

/**
 * A member's value at `level`: an array named in `lists` read element by element (the per-document
 * lines: a baseline's `reuse.documents`, its details' and the scores' document ids and rows, which
 * grow with the documents), anything else parsed whole.
 */
function listed(s: JsonStream, name: string, level: number, lists: readonly string[]): unknown {
  return lists.includes(name) && s.peek() === 91 ? s.list(level) : s.value(level);
}

function fault(): never {
  throw new StreamFault();
}

/** The `details` member of a `baseline` block; its rows go to `rows`, not into the result. */
function readDetails(s: JsonStream, rows: StreamedRows, seen: { rows: boolean }): JsonRecord {
  return s.object((name) => {
    if (name !== "rows" || s.peek() !== 91) return listed(s, name, 4, ["documents", "strings"]);
    seen.rows = true;
    s.array(() => rows.read(s));
    return OMIT;
  });
}

/** The `baseline` block, its compact details decoded into a table on the way. */
function readBaseline(s: JsonStream, origin: string) {
  let details: DetailTable | null = null;
  const block = s.object((name) => {
    if (name === "reuse" && s.peek() === 123)
      return s.object((inner) => listed(s, inner, 4, ["documents"]));
    if (name !== "details" || s.peek() !== 123) return s.value(3);
    const rows = new StreamedRows(origin);
    const seen = { rows: false };
    const members = readDetails(s, rows, seen);
    if (!seen.rows) throw new StreamFault();
    details = rows.finish(members);
    return members;
  });
  // Only the current block's details are compact (baseline@1 held objects: read whole).
  if (details !== null && block.schema !== BASELINE_SCHEMA) throw new StreamFault();
  return { block, details };
}

/**
 * A scores document read from its text's pieces, never holding the whole text nor the whole
 * parse: a baseline's detail lines (45,000 lines, 40 MB at 10M tokens) are decoded as they pass.
 * Null when the text is anything but a JSON object this reader takes apart (a syntax error, a
 * name given twice, a detail block that does not decode...): the caller then reads it whole, as
 * before, and that read reports the fault with its line and column. Any other error (a defect of
 * this reader or of the port) is thrown on, never hidden behind the slower whole read.
 */
export function streamScores(
  pieces: () => Iterable<string>,
  origin: string,
): StreamedScores | null {
  return streamed(pieces, (s) => readRoot(s, origin));
}

/**
 * `read` over a stream of the pieces, which must then be at their end; null on a fault the
 * whole read is for (`readWhole`). The stream is closed either way.
 */
function streamed<T>(pieces: () => Iterable<string>, read: (s: JsonStream) => T): T | null {
  let stream: JsonStream | null = null;
  try {
    stream = new JsonStream(pieces());
    const value = read(stream);
    stream.end();
    return value;
  } catch (error) {
    if (readWhole(error)) return null;
    throw error;
  } finally {
    stream?.close();
  }
}

/**
 * A details file's top-level array read element by element into a table: `row` checks an
 * element and gives its alignment row (null: a family's row, left out). Null when the text is
 * anything this reader does not take apart, or a row does not check: the caller reads it whole,
 * which reports the fault (`streamScores` says which faults those are).
 */
export function streamDetails(
  pieces: () => Iterable<string>,
  row: (value: unknown) => DetailRow | null,
): DetailTable | null {
  return streamed(pieces, (s) => {
    const table = new DetailTable();
    s.array(() => {
      const read = row(s.value(2));
      if (read !== null) table.pushRow(read);
    });
    return table;
  });
}

/**
 * The faults the whole read is for: this reader's refusal (`StreamFault`, which JSON syntax and
 * nesting faults of the pieces become), a detail row that does not decode (a DataError of the
 * row reader), and the port's refusals (a limit, invalid UTF-8 or UTF-16: DataError; a file it
 * cannot open: UserError), which the whole read reports as it always has.
 */
function readWhole(error: unknown): boolean {
  return error instanceof StreamFault || error instanceof DataError || error instanceof UserError;
}

function readRoot(s: JsonStream, origin: string): StreamedScores {
  let details: DetailTable | null = null;
  const root = s.object((name) => {
    if (name === "documents" && s.peek() === 123)
      return s.object((inner) => listed(s, inner, 3, ["ids", "rows"]));
    if (name !== "baseline" || s.peek() !== 123) return s.value(2);
    const read = readBaseline(s, origin);
    details = read.details;
    return read.block;
  });
  return { root, details };
}
