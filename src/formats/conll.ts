import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../config/settings.ts";
import type { Annotation, DocumentPair, Issue } from "../corpus/model.ts";
import { DataError, UserError } from "../errors.ts";
import type { FilePort, SourceLine } from "../ports/files.ts";
import type { FormatReader, IssueSink } from "./reader.ts";
import { decodeTags, type TagIssue } from "./tags.ts";

/**
 * CoNLL: one token per line, whitespace-separated fields, token first. A blank line (or a line
 * whose first field is conlleval's `-X-`) ends a sentence; a `-DOCSTART-` line ends a document.
 * A file that starts with `-DOCSTART-` is split into documents at those lines only; any other
 * file has one document per sentence. Ids are `doc-1`, `doc-2`… in file order.
 * See docs/formats-conll-jsonl.md.
 */

const DOCSTART = "-DOCSTART-";
const BOUNDARY_ITEM = "-X-";

function withoutBom(text: string): string {
  return text.startsWith("\uFEFF") ? text.slice(1) : text;
}

function isSpace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}

/** One CoNLL file read record by record: a token line, a `-DOCSTART-` line, or the end. */
class ConllCursor {
  kind: "token" | "docstart" | "eof" = "eof";
  line = 0;
  token = "";
  readonly tags: string[];
  /** A sentence boundary (at `breakLine`) came between the previous token and this record. */
  sentenceBreak = false;
  breakLine = 0;
  private expected = -1;
  private expectedLine = 0;
  private columnAt: number[] = [];
  private readonly starts: number[] = [];
  private readonly ends: number[] = [];
  private readonly lines: Iterator<SourceLine>;

  constructor(
    readonly file: string,
    lines: Iterable<SourceLine>,
    private readonly columns: readonly { readonly name: string; readonly index: number }[],
  ) {
    this.lines = lines[Symbol.iterator]();
    this.tags = columns.map(() => "O");
  }

  close(): void {
    this.lines.return?.();
  }

  next(): void {
    this.sentenceBreak = false;
    for (let r = this.lines.next(); r.done !== true; r = this.lines.next()) {
      const text = r.value.number === 1 ? withoutBom(r.value.text) : r.value.text;
      const count = this.split(text);
      this.line = r.value.number;
      const first = count === 0 ? "" : this.field(text, 0);
      if (count === 0 || first === BOUNDARY_ITEM) {
        if (!this.sentenceBreak && this.kind === "token") this.breakLine = r.value.number;
        this.sentenceBreak ||= this.kind === "token";
        continue;
      }
      this.kind = first === DOCSTART ? "docstart" : "token";
      if (this.kind === "token") this.readToken(text, count, first);
      return;
    }
    this.kind = "eof";
  }

  private readToken(text: string, count: number, first: string): void {
    if (this.expected < 0) this.fixLayout(count);
    if (count !== this.expected) {
      const detail = `expected ${this.expected} fields like the first token line (${this.file}:${this.expectedLine}), got ${count}; every token line needs the same columns`;
      throw new DataError({ file: this.file, line: this.line }, detail);
    }
    this.token = first;
    for (let k = 0; k < this.columnAt.length; k++)
      this.tags[k] = this.field(text, this.columnAt[k] ?? 0);
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

  private split(text: string): number {
    let count = 0;
    let i = 0;
    while (i < text.length) {
      while (i < text.length && isSpace(text.charCodeAt(i))) i++;
      if (i >= text.length) break;
      this.starts[count] = i;
      while (i < text.length && !isSpace(text.charCodeAt(i))) i++;
      this.ends[count++] = i;
    }
    return count;
  }

  private field(text: string, k: number): string {
    return text.slice(this.starts[k] ?? 0, this.ends[k] ?? 0);
  }
}

function describeRecord(c: ConllCursor): string {
  if (c.kind === "eof") return `${c.file} has no more tokens`;
  const what = c.kind === "docstart" ? "a -DOCSTART- line" : `token '${c.token}'`;
  const gap = c.sentenceBreak ? ` after a sentence boundary (line ${c.breakLine})` : "";
  return `${c.file}:${c.line} has ${what}${gap}`;
}

/** Throws unless both cursors stand on the same record: same kind, token and sentence break. */
function checkAligned(gold: ConllCursor, system: ConllCursor): void {
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

/** Non-fatal tag issues, reported once per side, kind and tag, with a total at the end. */
class TagIssues {
  private readonly seen = new Map<string, { count: number; first: Issue }>();
  constructor(private readonly report: IssueSink) {}

  add(side: Side, issue: TagIssue, document: string): void {
    const key = `${side.name} ${issue.kind} ${issue.kind === "unknown-tag-prefix" ? issue.tag : ""}`;
    const entry = this.seen.get(key);
    if (entry !== undefined) {
      entry.count++;
      return;
    }
    const message = `${side.name} ${issue.message}`;
    const line = side.sentenceLine + issue.index;
    const first: Issue = {
      severity: "warning",
      kind: issue.kind,
      message,
      file: side.file,
      line,
      document,
    };
    this.seen.set(key, { count: 1, first });
    this.report(first);
  }

  flush(): void {
    for (const { count, first } of this.seen.values()) {
      if (count > 1)
        this.report({
          ...first,
          severity: "info",
          message: `${count} times in all: ${first.message}`,
        });
    }
  }
}

/** One side of the document being built: its tag column, chunks and where its lines are. */
class Side {
  readonly annotations: Annotation[] = [];
  readonly tags: string[] = [];
  sentenceLine = 0;
  constructor(
    readonly name: "gold" | "system",
    readonly file: string,
    readonly startLine: number,
  ) {}

  decode(settings: ScoreSettings, offset: number, issues: TagIssues, document: string): void {
    const report = (issue: TagIssue): void => issues.add(this, issue, document);
    for (const c of decodeTags(this.tags, settings.tagging, settings.strictTags, report)) {
      const line = this.sentenceLine + c.start;
      this.annotations.push({ type: c.type, start: offset + c.start, end: offset + c.end, line });
    }
    this.tags.length = 0;
  }
}

/** The document being read; sentences are decoded as they close, as conlleval reads them. */
class DocumentBuilder {
  readonly tokens: string[] = [];
  counted = 0;
  correct = 0;
  private sentenceStart = 0;
  readonly gold: Side;
  readonly system: Side;

  constructor(
    readonly id: string,
    readonly explicit: boolean,
    input: PairedCursor,
  ) {
    this.gold = new Side("gold", input.gold.file, input.gold.line);
    this.system = new Side("system", input.systemFile.file, input.systemFile.line);
  }

  get sentenceLength(): number {
    return this.tokens.length - this.sentenceStart;
  }

  add(input: PairedCursor): void {
    if (this.sentenceLength === 0) {
      this.gold.sentenceLine = input.gold.line;
      this.system.sentenceLine = input.systemFile.line;
    }
    const goldTag = input.gold.tags[0] ?? "O";
    const systemTag = input.systemFile.tags[input.systemSlot] ?? "O";
    this.tokens.push(input.gold.token);
    this.gold.tags.push(goldTag);
    this.system.tags.push(systemTag);
    this.counted++;
    if (goldTag === systemTag) this.correct++;
  }

  /** conlleval counts a `-DOCSTART-` line as a token, always tagged right (O, O). */
  countDocstart(): void {
    this.counted++;
    this.correct++;
  }

  closeSentence(settings: ScoreSettings, issues: TagIssues): void {
    if (this.sentenceLength === 0) return;
    this.gold.decode(settings, this.sentenceStart, issues, this.id);
    this.system.decode(settings, this.sentenceStart, issues, this.id);
    this.sentenceStart = this.tokens.length;
  }

  finish(): DocumentPair {
    const side = (s: Side) => ({
      id: this.id,
      unit: "token" as const,
      annotations: s.annotations,
      tokens: this.tokens,
      source: { file: s.file, line: s.startLine },
    });
    const tokenTally = { tokens: this.counted, correctTags: this.correct };
    return { id: this.id, gold: side(this.gold), system: side(this.system), tokenTally };
  }
}

/** The single-file layout (one cursor, two tag columns) or the two-file one (checked in step). */
class PairedCursor {
  /** The cursor holding the system tag, and that tag's slot in its `tags`. */
  readonly systemFile: ConllCursor;
  readonly systemSlot: number;

  constructor(
    readonly gold: ConllCursor,
    readonly system: ConllCursor | null,
  ) {
    this.systemFile = system ?? gold;
    this.systemSlot = system === null ? 1 : 0;
  }

  close(): void {
    this.gold.close();
    this.system?.close();
  }

  next(): void {
    this.gold.next();
    if (this.system === null) return;
    this.system.next();
    checkAligned(this.gold, this.system);
  }
}

function* readPairs(
  input: PairedCursor,
  settings: ScoreSettings,
  issues: TagIssues,
): Generator<DocumentPair> {
  try {
    input.next();
    const byDocstart = input.gold.kind === "docstart";
    let doc = new DocumentBuilder("doc-1", false, input);
    for (let yielded = 0; input.gold.kind !== "eof"; input.next()) {
      const sentenceEndsDocument = !byDocstart && input.gold.sentenceBreak && doc.tokens.length > 0;
      const ends = input.gold.kind === "docstart" || sentenceEndsDocument;
      if (input.gold.sentenceBreak || ends) doc.closeSentence(settings, issues);
      if (ends && (doc.explicit || doc.tokens.length > 0)) {
        yield doc.finish();
        yielded++;
      }
      if (ends)
        doc = new DocumentBuilder(`doc-${yielded + 1}`, input.gold.kind === "docstart", input);
      if (input.gold.kind === "token") doc.add(input);
      else if (settings.docstartIsToken) doc.countDocstart();
    }
    doc.closeSentence(settings, issues);
    if (doc.explicit || doc.tokens.length > 0) yield doc.finish();
    issues.flush();
  } finally {
    input.close();
  }
}

function openInput(settings: ScoreSettings, files: FilePort): PairedCursor {
  if (settings.input !== null) {
    const columns = [
      { name: "gold", index: settings.goldColumn },
      { name: "system", index: settings.systemColumn },
    ];
    return new PairedCursor(
      new ConllCursor(settings.input, files.readLines(settings.input), columns),
      null,
    );
  }
  if (settings.gold === null || settings.system === null) {
    throw new UserError(
      "CoNLL input needs 'input' (one file with gold and system tag columns) or both 'gold' and 'system' files.",
    );
  }
  // The default gold column (-2) describes conlleval's single file; a gold file's tag is its last.
  const goldIndex =
    settings.goldColumn === DEFAULT_SCORE_SETTINGS.goldColumn ? -1 : settings.goldColumn;
  const gold = new ConllCursor(settings.gold, files.readLines(settings.gold), [
    { name: "gold", index: goldIndex },
  ]);
  const columns = [{ name: "system", index: settings.systemColumn }];
  return new PairedCursor(
    gold,
    new ConllCursor(settings.system, files.readLines(settings.system), columns),
  );
}

/** CoNLL reader: token-offset documents paired by position, with conlleval's token tally. */
export const conllReader: FormatReader = {
  name: "conll",
  read(settings, files, report) {
    const input = openInput(settings, files);
    return { kind: "paired", pairs: readPairs(input, settings, new TagIssues(report)) };
  },
};
