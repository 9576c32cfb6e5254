import { DataError } from "../errors.ts";
import { LineFields, LineScanner, splitFields } from "../ports/line-scanner.ts";

/**
 * A CoNLL file read record by record, straight out of the decoded chunks: fields are found by
 * index and only the token and the tag columns are copied out (tags through a small cache, so a
 * repeated tag costs no allocation). See `conll.ts` for the format.
 */

const DOCSTART = "-DOCSTART-";
const BOUNDARY_ITEM = "-X-";
const BOM = 0xfeff;
const DASH = 45;
const LETTER_O = 79;
/** Tag cache size (a power of two): more than any tag set in use, few enough to stay small. */
const CACHE_SLOTS = 512;

/** A direct-mapped cache of short field strings; a miss replaces the slot's entry. */
class FieldCache {
  private readonly slots = new Array<string>(CACHE_SLOTS).fill("");

  /** `text.slice(start, end)`, shared with earlier equal fields when still cached. */
  get(text: string, start: number, end: number): string {
    const n = end - start;
    if (n === 1 && text.charCodeAt(start) === LETTER_O) return "O";
    let h = n;
    for (let i = start; i < end; i++) h = (Math.imul(h, 31) + text.charCodeAt(i)) | 0;
    const slot = h & (CACHE_SLOTS - 1);
    const known = this.slots[slot] ?? "";
    if (known.length === n && sameChars(known, text, start)) return known;
    const fresh = text.slice(start, end);
    this.slots[slot] = fresh;
    return fresh;
  }
}

/** Whether `text` holds `field` at `start` (fields are short: a loop beats a call). */
function sameChars(field: string, text: string, start: number): boolean {
  for (let k = 0; k < field.length; k++)
    if (field.charCodeAt(k) !== text.charCodeAt(start + k)) return false;
  return true;
}

/** A tag column: its name (for messages) and index (negative counts from the end). */
export interface TagColumn {
  readonly name: string;
  readonly index: number;
}

/**
 * A token file read record by record (CoNLL, CoNLL-U): a token, a document start, or the end.
 * `sentenceBreak`: a sentence boundary (at `breakLine`) came before this record.
 */
export interface TokenRecords {
  readonly file: string;
  readonly kind: "token" | "docstart" | "eof";
  readonly line: number;
  readonly token: string;
  /** One tag per column asked for. */
  readonly tags: readonly string[];
  readonly sentenceBreak: boolean;
  readonly breakLine: number;
  /** The id the file gives the document this record starts; "" when it gives none. */
  readonly documentId: string;
  next(): void;
  close(): void;
  /**
   * Absent: the body cannot be passed over. Else the next record is the next document's start;
   * with `more` (files whose documents are numbered, not named: `skipsRuns`), asked at each
   * document start passed (once, in order, before its body) whether to pass over that document
   * too, the first for which it is false.
   */
  skipDocument?(more?: () => boolean): void;
  /** `skipDocument` takes `more`: the file names no document (`documentId` is always ""). */
  readonly skipsRuns?: boolean;
  /** Words the last `next()` passed over after `skipDocument` (CoNLL-U). */
  readonly skippedWords?: number;
  /**
   * Passes over `n` words unread: a file without document records of its own (CoNLL-U's system
   * file) staying in step with its gold file's skip. Absent: it cannot.
   */
  skipWords?(n: number): void;
}

/** One CoNLL file read record by record: a token line, a `-DOCSTART-` line, or the end. */
export class ConllCursor implements TokenRecords {
  kind: "token" | "docstart" | "eof" = "eof";
  line = 0;
  token = "";
  readonly tags: string[];
  /** A sentence boundary (at `breakLine`) came between the previous token and this record. */
  sentenceBreak = false;
  breakLine = 0;
  readonly documentId = "";
  private expected = -1;
  private expectedLine = 0;
  private columnAt: number[] = [];
  private readonly fields = new LineFields();
  private readonly lines: LineScanner;
  private readonly cache = new FieldCache();
  private skipping = false;
  private more: (() => boolean) | undefined;
  readonly skipsRuns = true;

  constructor(
    readonly file: string,
    chunks: Iterable<string>,
    private readonly columns: readonly TagColumn[],
  ) {
    this.lines = new LineScanner(chunks);
    this.tags = columns.map(() => "O");
  }

  close(): void {
    this.lines.close();
  }

  /** The lines up to the next `-DOCSTART-` are read as lines only: no fields, tokens or tags. */
  skipDocument(more?: () => boolean): void {
    this.skipping = true;
    this.more = more;
  }

  next(): void {
    this.sentenceBreak = false;
    if (this.skipping) {
      this.skipToDocstart();
      return;
    }
    const { lines, fields } = this;
    while (lines.nextFields(fields)) {
      const text = lines.text;
      if (lines.number === 1 && text.charCodeAt(lines.start) === BOM)
        splitFields(text, lines.start + 1, lines.end, fields);
      this.line = lines.number;
      // Both markers start with a dash: other first fields need no closer look.
      const marker = fields.count > 0 && text.charCodeAt(fields.starts[0] ?? 0) === DASH;
      if (fields.count === 0 || (marker && this.firstIs(text, BOUNDARY_ITEM))) {
        if (!this.sentenceBreak && this.kind === "token") this.breakLine = lines.number;
        this.sentenceBreak ||= this.kind === "token";
        continue;
      }
      this.kind = marker && this.firstIs(text, DOCSTART) ? "docstart" : "token";
      if (this.kind === "token") this.readToken(text, fields.count);
      return;
    }
    this.kind = "eof";
  }

  private skipToDocstart(): void {
    this.skipping = false;
    const { lines, more } = this;
    this.more = undefined;
    this.kind = lines.skipToFirstField(DOCSTART, more) ? "docstart" : "eof";
    if (this.kind === "docstart") this.line = lines.number;
  }

  private firstIs(text: string, word: string): boolean {
    const start = this.fields.starts[0] ?? 0;
    return (this.fields.ends[0] ?? 0) - start === word.length && text.startsWith(word, start);
  }

  private readToken(text: string, count: number): void {
    if (this.expected < 0) this.fixLayout(count);
    if (count !== this.expected) {
      const detail = `expected ${this.expected} fields like the first token line (${this.file}:${this.expectedLine}), got ${count}; every token line needs the same columns`;
      throw new DataError({ file: this.file, line: this.line }, detail);
    }
    const { starts, ends } = this.fields;
    this.token = text.slice(starts[0] ?? 0, ends[0] ?? 0);
    for (let k = 0; k < this.columnAt.length; k++) {
      const at = this.columnAt[k] ?? 0;
      this.tags[k] = this.cache.get(text, starts[at] ?? 0, ends[at] ?? 0);
    }
  }

  private fixLayout(count: number): void {
    this.expected = count;
    this.expectedLine = this.line;
    this.columnAt = this.columns.map(({ name, index }) => {
      const at = index < 0 ? count + index : index;
      if (at >= 1 && at < count) return at;
      const detail = `${name} tag column ${index} does not exist in a line of ${count} fields; expected a tag column after the token (see --${name}-column: 1 is the field after the token, -1 the last field)`;
      throw new DataError({ file: this.file, line: this.line }, detail);
    });
  }
}

function describeRecord(c: TokenRecords): string {
  if (c.kind === "eof") return `${c.file} has no more tokens`;
  const what = c.kind === "docstart" ? "a -DOCSTART- line" : `token '${c.token}'`;
  const gap = c.sentenceBreak ? ` after a sentence boundary (line ${c.breakLine})` : "";
  return `${c.file}:${c.line} has ${what}${gap}`;
}

/** Throws unless both cursors stand on the same record: same kind, token and sentence break. */
export function checkAligned(gold: TokenRecords, system: TokenRecords): void {
  const same =
    gold.kind === system.kind &&
    (gold.kind !== "token" ||
      (gold.token === system.token && gold.sentenceBreak === system.sentenceBreak));
  if (same) return;
  const at =
    system.kind === "eof"
      ? { file: gold.file, line: gold.line }
      : { file: system.file, line: system.line };
  const detail = `gold and system files differ: ${describeRecord(gold)}, but ${describeRecord(system)}; expected the same tokens and blank lines in the same order`;
  throw new DataError(at, detail);
}
