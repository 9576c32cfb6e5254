import { DataError } from "../errors.ts";
import type { SourceLine } from "../ports/files.ts";
import type { TokenRecords } from "./conll-cursor.ts";
import type { IssueSink } from "./reader.ts";

/**
 * A CoNLL-U (or CoNLL-U Plus) file read word by word; the format and the choices made are in
 * docs/formats.md ("CoNLL-U"). Multiword token lines (`1-2`) and empty nodes (`8.1`) are skipped
 * and counted: words are what a tagger tags and what the tags of a NER column sit on.
 */

/** CoNLL-U's ten columns, the layout of a file without a `# global.columns` line. */
export const CONLLU_COLUMNS = [
  ...["ID", "FORM", "LEMMA", "UPOS", "XPOS"],
  ...["FEATS", "HEAD", "DEPREL", "DEPS", "MISC"],
] as const;

/** The default tag source: the `NER=` attribute of the MISC column. */
export const MISC_NER = "MISC:NER";

const WORD_ID = /^[1-9][0-9]*$/;
const MULTIWORD_ID = /^[1-9][0-9]*-[1-9][0-9]*$/;
const EMPTY_NODE_ID = /^[0-9]+\.[1-9][0-9]*$/;
/** `# key = value` (sent_id, global.columns), `# newdoc` or `# newdoc id = value`. */
const SETTING = /^#\s*(newdoc|[A-Za-z_.]+)\s*(?:id\s*(?==))?(?:=\s*(.*?))?\s*$/;

/** A side's tags: a column, or one attribute of a `Key=Value|…` column (MISC). */
interface TagSource {
  readonly column: number;
  readonly attribute: string | null;
}

/** What a cursor reads: the side (for messages) and the column name it takes tags from. */
export interface TagField {
  readonly side: "gold" | "system";
  readonly name: string;
}

/** One CoNLL-U file as token records; `newdocs`: `# newdoc` lines are document records. */
export class ConlluCursor implements TokenRecords {
  kind: "token" | "docstart" | "eof" = "eof";
  line = 0;
  token = "";
  readonly tags: string[];
  sentenceBreak = false;
  breakLine = 0;
  documentId = "";
  private columns: readonly string[] = CONLLU_COLUMNS;
  private columnsLine = 0;
  private sources: readonly TagSource[] | null = null;
  private word = 0;
  private blankSinceWord = false;
  private sentenceId = "";
  private readonly skipped = { multiword: 0, empty: 0, firstLine: 0 };
  private skipping = false;
  /** Words the last `next()` passed over after `skipDocument` (what a follower file skips). */
  skippedWords = 0;
  private readonly lines: Iterator<SourceLine>;

  constructor(
    readonly file: string,
    lines: Iterable<SourceLine>,
    private readonly fields: readonly TagField[],
    private readonly newdocs: boolean,
    private readonly report: IssueSink,
  ) {
    this.lines = lines[Symbol.iterator]();
    this.tags = fields.map(() => "O");
  }

  close(): void {
    this.lines.return?.();
  }

  next(): void {
    this.documentId = "";
    const skipping = this.skipping;
    this.skipping = false;
    this.skippedWords = 0;
    for (let r = this.lines.next(); r.done !== true; r = this.lines.next()) {
      this.line = r.value.number;
      const text = r.value.number === 1 ? r.value.text.replace(/^\uFEFF/, "") : r.value.text;
      if (text.trim() === "") this.blank();
      else if (text.startsWith("#")) {
        if (this.comment(text)) return;
      } else if (skipping) this.passWord(text);
      else if (this.wordLine(text)) return;
    }
    if (this.kind !== "eof") this.reportSkipped();
    this.kind = "eof";
  }

  /** The next `next()` passes over the lines up to the next `# newdoc`, their fields unread. */
  skipDocument(): void {
    this.skipping = true;
  }

  /**
   * Passes over the next `n` words unread (a system file staying in step with its gold file's
   * skip: it need not have `# newdoc` lines of its own), stopping right after the n-th.
   */
  skipWords(n: number): void {
    let left = n;
    while (left > 0) {
      const r = this.lines.next();
      if (r.done === true) return;
      this.line = r.value.number;
      const text = r.value.number === 1 ? r.value.text.replace(/^\uFEFF/, "") : r.value.text;
      if (text.trim() === "") this.blank();
      else if (text.startsWith("#")) this.comment(text);
      else if (this.passWord(text)) left--;
    }
  }

  /**
   * A word, multiword or empty-node line passed over: only its ID is read, to keep the sentence
   * state and the file's count of skipped multiword lines (an issue of the whole file); true
   * when it is a word.
   */
  private passWord(text: string): boolean {
    const at = this.columnAt("ID");
    const tab = at === 0 ? text.indexOf("\t") : -1;
    const id = at === 0 ? text.slice(0, tab < 0 ? text.length : tab) : (text.split("\t")[at] ?? "");
    if (MULTIWORD_ID.test(id) || EMPTY_NODE_ID.test(id)) {
      this.skip(MULTIWORD_ID.test(id) ? "multiword" : "empty");
      return false;
    }
    this.word = Number(id) || this.word + 1;
    this.blankSinceWord = false;
    if (this.word === 1) this.sentenceId = "";
    this.skippedWords++;
    return true;
  }

  private blank(): void {
    if (this.word > 0 && !this.blankSinceWord) this.breakLine = this.line;
    this.blankSinceWord ||= this.word > 0;
    this.word = 0;
  }

  /** Reads a comment line; true when it is a document record (`# newdoc`). */
  private comment(text: string): boolean {
    const [, key = "", value = ""] = SETTING.exec(text) ?? [];
    if (key === "sent_id") this.sentenceId = value;
    else if (key === "global.columns") this.setColumns(value);
    else if (key === "newdoc" && this.newdocs) {
      this.kind = "docstart";
      this.documentId = value;
      this.sentenceBreak = this.blankSinceWord;
      return true;
    }
    return false;
  }

  private setColumns(value: string): void {
    if (this.sources !== null || this.columnsLine > 0)
      this.fail("'# global.columns' only once, before the first word line");
    const names = value.split(/\s+/).filter((n) => n !== "");
    if (!names.includes("ID") || !names.includes("FORM"))
      this.fail(`'# global.columns' naming ID and FORM among its columns, got '${value}'`);
    this.columns = names;
    this.columnsLine = this.line;
  }

  /** Reads a word, multiword or empty-node line; true when it is a word. */
  private wordLine(text: string): boolean {
    const fields = text.split("\t");
    if (fields.length !== this.columns.length) this.fail(this.layoutExpected(fields.length, text));
    const sources = this.sources ?? this.resolveSources();
    const id = fields[this.columnAt("ID")] ?? "";
    if (MULTIWORD_ID.test(id) || EMPTY_NODE_ID.test(id)) {
      this.skip(MULTIWORD_ID.test(id) ? "multiword" : "empty");
      return false;
    }
    if (!WORD_ID.test(id) || Number(id) !== this.word + 1) {
      const blank = this.word > 0 ? " (or a blank line, then 1, for a new sentence)" : "";
      this.fail(
        `word id ${this.word + 1}${blank}, a range like 1-2 or an empty node like 1.1 in the ID column, got '${id}'`,
      );
    }
    this.word++;
    this.token = fields[this.columnAt("FORM")] ?? "";
    sources.forEach((source, k) => {
      this.tags[k] = this.tagOf(fields, source, k);
    });
    this.kind = "token";
    this.sentenceBreak = this.blankSinceWord;
    this.blankSinceWord = false;
    this.documentId = this.word === 1 ? this.sentenceId : "";
    if (this.word === 1) this.sentenceId = "";
    return true;
  }

  private tagOf(fields: readonly string[], source: TagSource, k: number): string {
    const value = fields[source.column] ?? "_";
    if (source.attribute === null) return value === "_" ? "O" : value;
    if (value === "_") return "O";
    const prefix = `${source.attribute}=`;
    const found = value.split("|").find((pair) => pair.startsWith(prefix));
    if (found === undefined) return "O";
    const tag = found.slice(prefix.length);
    if (tag === "" || /\s/.test(tag))
      this.fail(
        `a tag after ${prefix} in the ${this.fields[k]?.side} column ${this.fields[k]?.name} (B-PER, I-LOC, O…), got '${found}'`,
      );
    return tag;
  }

  private columnAt(name: string): number {
    return this.columns.indexOf(name);
  }

  /** Each side's column name as a column or a `COLUMN:attribute`, fixed at the first word line. */
  private resolveSources(): readonly TagSource[] {
    const sources = this.fields.map(({ side, name }) => {
      const column = this.columnAt(name);
      if (column >= 0 && name !== "ID" && name !== "FORM") return { column, attribute: null };
      const colon = name.indexOf(":");
      const base = colon > 0 ? this.columnAt(name.slice(0, colon)) : -1;
      if (base >= 0 && colon < name.length - 1)
        return { column: base, attribute: name.slice(colon + 1) };
      const from =
        this.columnsLine > 0 ? `'# global.columns' at line ${this.columnsLine}` : "CoNLL-U's ten";
      return this.fail(
        `a ${side} tag column named '${name}': a column of ${this.columns.join(" ")} (${from}) other than ID and FORM, or COLUMN:ATTRIBUTE for a Key=Value attribute like MISC:NER (--${side}-column)`,
      );
    });
    this.sources = sources;
    return sources;
  }

  private layoutExpected(count: number, text: string): string {
    const tabs =
      count === 1 && /\S\s+\S/.test(text) ? "; fields are separated by tabs, not spaces" : "";
    const which =
      this.columnsLine > 0
        ? `the ${this.columns.length} of '# global.columns' (line ${this.columnsLine})`
        : `CoNLL-U's ${this.columns.length}: ${this.columns.join(" ")}`;
    return `${this.columns.length} tab-separated fields (${which}), got ${count}${tabs}`;
  }

  private skip(kind: "multiword" | "empty"): void {
    this.skipped[kind]++;
    if (this.skipped.firstLine === 0) this.skipped.firstLine = this.line;
  }

  private reportSkipped(): void {
    const { multiword, empty, firstLine } = this.skipped;
    if (multiword + empty === 0) return;
    const parts = [
      multiword > 0
        ? `${multiword} multiword token line${multiword === 1 ? "" : "s"} (like 1-2)`
        : "",
      empty > 0 ? `${empty} empty node${empty === 1 ? "" : "s"} (like 1.1)` : "",
    ].filter((p) => p !== "");
    const message = `${parts.join(" and ")} skipped: the words are scored (first at line ${firstLine})`;
    this.report({
      severity: "info",
      kind: "conllu-skipped",
      message,
      file: this.file,
      line: firstLine,
    });
  }

  private fail(expected: string): never {
    throw new DataError({ file: this.file, line: this.line }, `expected ${expected}`);
  }
}
