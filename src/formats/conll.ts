import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../config/settings.ts";
import type { Annotation, DocumentPair, Issue } from "../corpus/model.ts";
import { UserError } from "../errors.ts";
import type { FilePort } from "../ports/files.ts";
import { ConllCursor, checkAligned } from "./conll-cursor.ts";
import type { FormatReader, IssueSink } from "./reader.ts";
import { TagDecoder, type TagIssue, type TagSink } from "./tags.ts";

/**
 * CoNLL: one token per line, whitespace-separated fields, token first. A blank line (or a line
 * whose first field is conlleval's `-X-`) ends a sentence; a `-DOCSTART-` line ends a document.
 * A file that starts with `-DOCSTART-` is split into documents at those lines only; any other
 * file has one document per sentence. Ids are `doc-1`, `doc-2`… in file order.
 * See docs/formats-conll-jsonl.md.
 */

/**
 * Non-fatal tag issues, reported once per side, kind and tag, with a total at the end: how many
 * times, and how many tags were read as O or dropped in all.
 */
class TagIssues {
  private readonly seen = new Map<string, { count: number; tags: number; first: Issue }>();
  constructor(private readonly report: IssueSink) {}

  add(side: Side, issue: TagIssue, document: string): void {
    const key = `${side.name} ${issue.kind} ${issue.kind === "unknown-tag-prefix" ? issue.tag : ""}`;
    const entry = this.seen.get(key);
    if (entry !== undefined) {
      entry.count++;
      entry.tags += issue.tags;
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
    this.seen.set(key, { count: 1, tags: issue.tags, first });
    this.report(first);
  }

  flush(): void {
    for (const { count, tags, first } of this.seen.values()) {
      if (count > 1)
        this.report({
          ...first,
          severity: "info",
          message: `${count} times in all (${tags} tag${tags === 1 ? "" : "s"}): ${first.message}`,
        });
    }
  }
}

/**
 * Token and tag columns, reused from one document to the next (written by index, never shrunk):
 * growing three fresh arrays for every document allocated more than the tokens themselves.
 */
class Columns {
  readonly tokens: string[] = [];
  readonly gold: string[] = [];
  readonly system: string[] = [];
}

/** One side of the document being built: its tags (one per token), chunks and where its lines are. */
class Side implements TagSink {
  readonly annotations: Annotation[] = [];
  sentenceLine = 0;
  private offset = 0;

  constructor(
    readonly name: "gold" | "system",
    readonly file: string,
    readonly startLine: number,
    private readonly tags: readonly string[],
    private readonly document: string,
    private readonly issues: TagIssues,
  ) {}

  /** Decodes the sentence of tokens `[from, to)` of the document. */
  decode(decoder: TagDecoder, from: number, to: number): void {
    this.offset = from;
    decoder.decode(this.tags, this, from, to);
  }

  chunk(type: string, start: number, end: number): void {
    const line = this.sentenceLine + start;
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
    readonly explicit: boolean,
    input: PairedCursor,
    private readonly columns: Columns,
    issues: TagIssues,
  ) {
    const { gold, systemFile } = input;
    this.gold = new Side("gold", gold.file, gold.line, columns.gold, id, issues);
    this.system = new Side("system", systemFile.file, systemFile.line, columns.system, id, issues);
  }

  add(input: PairedCursor): void {
    if (this.length === this.sentenceStart) {
      this.gold.sentenceLine = input.gold.line;
      this.system.sentenceLine = input.systemFile.line;
    }
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
  const decoder = new TagDecoder(settings.tagging, settings.strictTags);
  const columns = new Columns();
  try {
    input.next();
    const byDocstart = input.gold.kind === "docstart";
    let doc = new DocumentBuilder("doc-1", false, input, columns, issues);
    for (let yielded = 0; input.gold.kind !== "eof"; input.next()) {
      const sentenceEndsDocument = !byDocstart && input.gold.sentenceBreak && doc.length > 0;
      const ends = input.gold.kind === "docstart" || sentenceEndsDocument;
      if (input.gold.sentenceBreak || ends) doc.closeSentence(decoder);
      if (ends && (doc.explicit || doc.length > 0)) {
        yield doc.finish();
        yielded++;
      }
      if (ends) {
        const explicit = input.gold.kind === "docstart";
        doc = new DocumentBuilder(`doc-${yielded + 1}`, explicit, input, columns, issues);
      }
      if (input.gold.kind === "token") doc.add(input);
      else if (settings.docstartIsToken) doc.countDocstart();
    }
    doc.closeSentence(decoder);
    if (doc.explicit || doc.length > 0) yield doc.finish();
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
      new ConllCursor(settings.input, files.readChunks(settings.input), columns),
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
  const gold = new ConllCursor(settings.gold, files.readChunks(settings.gold), [
    { name: "gold", index: goldIndex },
  ]);
  const columns = [{ name: "system", index: settings.systemColumn }];
  return new PairedCursor(
    gold,
    new ConllCursor(settings.system, files.readChunks(settings.system), columns),
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
