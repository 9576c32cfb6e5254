import { DEFAULT_LIMITS, type Limits } from "../config/limits.ts";
import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../config/settings.ts";
import type { Annotation, DocumentPair } from "../corpus/model.ts";
import { UserError } from "../errors.ts";
import { type FilePort, limitsOf } from "../ports/files.ts";
import { ConllCursor, checkAligned, type TokenRecords } from "./conll-cursor.ts";
import { TagIssues } from "./conll-tag-issues.ts";
import { DocumentIds } from "./document-ids.ts";
import { tagTypeLimit } from "./name-limit.ts";
import type { DocumentSelection, FormatReader, IssueSink } from "./reader.ts";
import { TagDecoder, type TagIssue, type TagSink } from "./tags.ts";

/**
 * CoNLL: one token per line, whitespace-separated fields, token first. A blank line (or a line
 * whose first field is conlleval's `-X-`) ends a sentence; a `-DOCSTART-` line ends a document.
 * A file that starts with `-DOCSTART-` is split into documents at those lines only; any other
 * file has one document per sentence. Ids are `doc-1`, `doc-2`… in file order (CoNLL-U, which
 * reads through the same pairing, names them by `# newdoc id` / `# sent_id`: `conllu.ts`).
 * See docs/formats-conll-jsonl.md.
 */

/**
 * Token and tag columns, reused from one document to the next (written by index, never shrunk):
 * growing three fresh arrays for every document allocated more than the tokens themselves.
 */
class Columns {
  readonly tokens: string[] = [];
  readonly gold: string[] = [];
  readonly system: string[] = [];
  /** Each token's line in the gold / system file (CoNLL-U lines between words are skipped). */
  readonly goldLines: number[] = [];
  readonly systemLines: number[] = [];
}

/** One side of the document being built: its tags (one per token), chunks and where its lines are. */
class Side implements TagSink {
  readonly annotations: Annotation[] = [];
  private offset = 0;

  constructor(
    readonly name: "gold" | "system",
    readonly file: string,
    readonly startLine: number,
    private readonly tags: readonly string[],
    private readonly lines: readonly number[],
    private readonly document: string,
    private readonly issues: TagIssues,
  ) {}

  /** Decodes the sentence of tokens `[from, to)` of the document. */
  decode(decoder: TagDecoder, from: number, to: number): void {
    this.offset = from;
    decoder.decode(this.tags, this, from, to);
  }

  /** The line of the sentence's token `index`. */
  lineOf(index: number): number {
    return this.lines[this.offset + index] ?? this.startLine;
  }

  chunk(type: string, start: number, end: number): void {
    const line = this.lineOf(start);
    this.annotations.push({ type, start: this.offset + start, end: this.offset + end, line });
  }

  issue(issue: TagIssue): void {
    this.issues.add(this, issue, this.document);
  }
}

/** The document being read; sentences are decoded as they close, as conlleval reads them. */
class DocumentBuilder {
  /** Tokens so far; the document's are the first `length` entries of `columns.tokens`. */
  length = 0;
  counted = 0;
  correct = 0;
  private sentenceStart = 0;
  readonly gold: Side;
  readonly system: Side;

  constructor(
    readonly id: string,
    /** N when the id was made from the document's number (`doc-N`), 0 when the file gave it. */
    readonly number: number,
    readonly explicit: boolean,
    input: PairedCursor,
    private readonly columns: Columns,
    issues: TagIssues,
  ) {
    const { gold, systemFile } = input;
    const { goldLines, systemLines } = columns;
    this.gold = new Side("gold", gold.file, gold.line, columns.gold, goldLines, id, issues);
    const systemSide = [systemFile.file, systemFile.line, columns.system, systemLines] as const;
    this.system = new Side("system", ...systemSide, id, issues);
  }

  add(input: PairedCursor): void {
    this.columns.goldLines[this.length] = input.gold.line;
    this.columns.systemLines[this.length] = input.systemFile.line;
    const goldTag = input.gold.tags[0] ?? "O";
    const systemTag = input.systemFile.tags[input.systemSlot] ?? "O";
    this.columns.tokens[this.length] = input.gold.token;
    this.columns.gold[this.length] = goldTag;
    this.columns.system[this.length++] = systemTag;
    this.counted++;
    if (goldTag === systemTag) this.correct++;
  }

  /** conlleval counts a `-DOCSTART-` line as a token, always tagged right (O, O). */
  countDocstart(): void {
    this.counted++;
    this.correct++;
  }

  closeSentence(decoder: TagDecoder): void {
    if (this.length === this.sentenceStart) return;
    this.gold.decode(decoder, this.sentenceStart, this.length);
    this.system.decode(decoder, this.sentenceStart, this.length);
    this.sentenceStart = this.length;
  }

  finish(): DocumentPair {
    const tokens = this.columns.tokens.slice(0, this.length);
    const side = (s: Side) => ({
      id: this.id,
      unit: "token" as const,
      annotations: s.annotations,
      tokens,
      source: { file: s.file, line: s.startLine },
    });
    const tokenTally = { tokens: this.counted, correctTags: this.correct };
    return { id: this.id, gold: side(this.gold), system: side(this.system), tokenTally };
  }
}

/** The single-file layout (one cursor, two tag columns) or the two-file one (checked in step). */
class PairedCursor {
  /** The cursor holding the system tag, and that tag's slot in its `tags`. */
  readonly systemFile: TokenRecords;
  readonly systemSlot: number;
  /** A following system file has yet to pass over the words the gold file skips. */
  private skipPending = false;

  /**
   * `followGold`: the system file has no document records of its own (CoNLL-U's `# newdoc` is
   * read from the gold file only), so it is not moved on past a gold document record.
   */
  constructor(
    readonly gold: TokenRecords,
    readonly system: TokenRecords | null,
    private readonly followGold = false,
  ) {
    this.systemFile = system ?? gold;
    this.systemSlot = system === null ? 1 : 0;
  }

  close(): void {
    this.gold.close();
    this.system?.close();
  }

  /**
   * Whether a document's body can be passed over unparsed: every file it is read from can, a
   * following system file by as many words as the gold file passed over.
   */
  get canSkip(): boolean {
    if (this.gold.skipDocument === undefined) return false;
    if (this.system === null) return true;
    return this.followGold
      ? this.system.skipWords !== undefined
      : this.system.skipDocument !== undefined;
  }

  /** Runs of documents can be passed over in one skip: one file, whose documents are numbered. */
  get skipsRuns(): boolean {
    return this.system === null && this.gold.skipsRuns === true;
  }

  /** The next record is the next document's start in every file (checked in step there). */
  skipDocument(more?: () => boolean): void {
    this.gold.skipDocument?.(more);
    if (this.followGold) this.skipPending = true;
    else this.system?.skipDocument?.();
  }

  next(): void {
    this.gold.next();
    if (this.skipPending) this.system?.skipWords?.(this.gold.skippedWords ?? 0);
    this.skipPending = false;
    if (this.system === null || (this.followGold && this.gold.kind === "docstart")) return;
    this.system.next();
    checkAligned(this.gold, this.system);
  }
}

/** The documents ended so far (read or skipped), and the runs of other shards' passed over. */
class Counted {
  documents = 0;
  constructor(private readonly select: DocumentSelection | null) {}

  /**
   * Asked at each document start a skip passes over (the document after the one being skipped,
   * numbered: `doc-N`): whether it is another shard's too, so a run of them is passed over at once.
   */
  readonly passOver = (): boolean => {
    const id = `doc-${this.documents + 2}`;
    if (this.select === null || this.select.wants(id)) return false;
    this.select.skipped(id, true);
    this.documents++;
    return true;
  };
}

function* readPairs(
  input: PairedCursor,
  settings: ScoreSettings,
  issues: TagIssues,
  limits: Limits,
  selection?: DocumentSelection,
): Generator<DocumentPair> {
  const decoder = new TagDecoder(settings.tagging, settings.strictTags);
  const count = tagTypeLimit(settings.tagging, limits);
  const countTypes = () => {
    const { gold: g, systemFile: s } = input;
    count(g.tags[0] ?? "O", { file: g.file, line: g.line });
    count(s.tags[input.systemSlot] ?? "O", { file: s.file, line: s.line });
  };
  const columns = new Columns();
  const ids = new DocumentIds();
  const start = (n: number, explicit: boolean) => {
    const named = input.gold.documentId;
    const id = named || `doc-${n}`;
    return new DocumentBuilder(id, named ? 0 : n, explicit, input, columns, issues);
  };
  const finish = (doc: DocumentBuilder): DocumentPair => {
    ids.check(doc.id, doc.number, doc.gold.file, doc.gold.startLine);
    return doc.finish();
  };
  try {
    input.next();
    const byDocstart = input.gold.kind === "docstart";
    // Documents start at `-DOCSTART-` (`# newdoc`) lines only: another shard's are passed over unparsed.
    const select = byDocstart && input.canSkip ? (selection ?? null) : null;
    let doc = start(1, false);
    let skipped = false;
    const counted = new Counted(select);
    for (; input.gold.kind !== "eof"; input.next()) {
      const sentenceEndsDocument = !byDocstart && input.gold.sentenceBreak && doc.length > 0;
      const ends = input.gold.kind === "docstart" || sentenceEndsDocument;
      if (input.gold.sentenceBreak || ends) doc.closeSentence(decoder);
      if (ends && (doc.explicit || doc.length > 0)) {
        if (!skipped) yield finish(doc);
        counted.documents++;
      }
      if (ends) doc = start(counted.documents + 1, input.gold.kind === "docstart");
      if (ends) skipped = select !== null && !select.wants(doc.id);
      if (skipped && ends) {
        select?.skipped(doc.id, true);
        input.skipDocument(input.skipsRuns ? counted.passOver : undefined);
      } else if (input.gold.kind === "token") {
        doc.add(input);
        countTypes();
      } else if (settings.docstartIsToken) doc.countDocstart();
    }
    doc.closeSentence(decoder);
    if (!skipped && (doc.explicit || doc.length > 0)) yield finish(doc);
  } finally {
    issues.flush();
    input.close();
  }
}

/**
 * Token-offset document pairs read from token records (CoNLL, CoNLL-U): by position, tokens and
 * sentence breaks checked in step when the sides are two files (`system`; null: the gold
 * records carry both tags). `followGold`: see `PairedCursor`.
 */
export function readTokenPairs(
  gold: TokenRecords,
  system: TokenRecords | null,
  settings: ScoreSettings,
  report: IssueSink,
  followGold = false,
  limits: Limits = DEFAULT_LIMITS,
  selection?: DocumentSelection,
): Iterable<DocumentPair> {
  const input = new PairedCursor(gold, system, followGold);
  const shard = selection !== undefined && selection.whole !== true;
  const forced = settings.compat === "seqeval-strict";
  const issues = new TagIssues(report, shard, selection?.flagged?.bind(selection), forced);
  return readPairs(input, settings, issues, limits, selection);
}

function openInput(
  settings: ScoreSettings,
  files: FilePort,
): { gold: ConllCursor; system: ConllCursor | null } {
  if (settings.input !== null) {
    const columns = [
      { name: "gold", index: settings.goldColumn },
      { name: "system", index: settings.systemColumn },
    ];
    return {
      gold: new ConllCursor(settings.input, files.readChunks(settings.input), columns),
      system: null,
    };
  }
  if (settings.gold === null || settings.system === null) {
    throw new UserError(
      "CoNLL input needs 'input' (one file with gold and system tag columns) or both 'gold' and 'system' files.",
    );
  }
  // The default gold column (-2) describes conlleval's single file; a gold file's tag is its last.
  const goldIndex =
    settings.goldColumn === DEFAULT_SCORE_SETTINGS.goldColumn ? -1 : settings.goldColumn;
  const gold = new ConllCursor(settings.gold, files.readChunks(settings.gold), [
    { name: "gold", index: goldIndex },
  ]);
  const columns = [{ name: "system", index: settings.systemColumn }];
  const system = new ConllCursor(settings.system, files.readChunks(settings.system), columns);
  return { gold, system };
}

/** CoNLL reader: token-offset documents paired by position, with conlleval's token tally. */
export const conllReader: FormatReader = {
  name: "conll",
  read(settings, files, report, selection) {
    const { gold, system } = openInput(settings, files);
    const limits = limitsOf(files);
    return {
      kind: "paired",
      pairs: readTokenPairs(gold, system, settings, report, false, limits, selection),
    };
  },
};
