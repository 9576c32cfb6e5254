import type { Annotation, Document } from "../corpus/model.ts";
import { DataError, type Location } from "../errors.ts";
import { type CharOffsetUnit, codePointConverter } from "./code-point-converter.ts";
import { type FileDocuments, fileDocumentsReader } from "./file-documents.ts";
import type { IssueSink } from "./reader.ts";
import { spanTextCheck } from "./span-text.ts";

/** A directory's PubTator files: `.txt` (BC5CDR's, NCBI Disease's) and `.pubtator`. */
const CONVENTION = {
  format: "pubtator",
  suffix: ".txt",
  alsoSuffixes: [".pubtator"],
  companions: [],
} as const;

/** `PMID|t|title` or `PMID|a|abstract`: a document's id, its section and the section's text. */
const SECTION = /^([^|\t]+)\|([ta])\|(.*)$/;

/**
 * PubTator, the biomedical corpora's plain format (BC5CDR, NCBI Disease, PubTator Central
 * exports): per document a title line `PMID|t|…` and an abstract line `PMID|a|…`, then one line per
 * mention, `PMID⇥start⇥end⇥mention⇥type⇥concept ids`, and document-level relations
 * `PMID⇥CID⇥id⇥id`; documents are separated by blank lines. The text is the title and the abstract
 * joined by one newline (so the abstract's offsets start one past the title's end), offsets count
 * its characters (code points unless `--char-offsets` says otherwise), and each mention's own text
 * is checked against the text they cover. A mention's concept ids (column 6, as written: `-1` for
 * none, `|` between the ids of a composite mention) become its attribute `identifier` (BioC's name for them), scored by the
 * span-attributes family as normalization; a composite mention's 7th column (its parts' texts) and
 * the relation lines are concept-level, not mention-level, and are counted as not scored.
 * Documents pair by PMID.
 */
export const pubtatorReader = fileDocumentsReader(CONVENTION, "codepoint", readPubtator);

/** A document as its lines are read. */
interface Pending {
  readonly id: string;
  readonly line: number;
  title: string | undefined;
  abstract: string | undefined;
  readonly mentions: { readonly fields: readonly string[]; readonly line: number }[];
}

/** What a file held that is not scored: relation lines and composite mentions' parts. */
interface Unscored {
  relations: number;
  firstRelation: number;
  parts: number;
}

/** The documents of one PubTator file, in file order. */
export function* readPubtator(
  ...[files, path, unit, report, prefix]: Parameters<FileDocuments>
): Generator<Document> {
  const seen = new Map<string, number>();
  const texts = spanTextCheck(path, report);
  const unscored: Unscored = { relations: 0, firstRelation: 0, parts: 0 };
  let doc: Pending | undefined;
  const finish = (): Document | undefined => {
    if (doc === undefined) return undefined;
    const { document, checks } = documentOf(doc, path, unit, prefix, unscored);
    texts.check(checks, document.text ?? "", { file: path, line: doc.line });
    doc = undefined;
    return document;
  };
  for (const { text, number } of files.readLines(path)) {
    const at = { file: path, line: number };
    const section = SECTION.exec(text);
    // A blank line, or the title of another document, ends the one read so far.
    if (text.trim() === "" || (section !== null && doc !== undefined && doc.id !== section[1])) {
      const done = finish();
      if (done !== undefined) yield done;
    }
    if (text.trim() === "") continue;
    if (section !== null) doc = readSection(doc, section, at, seen);
    else if (doc === undefined)
      throw new DataError(
        at,
        "expected a title line (PMID|t|title) to open a document, or a blank line between documents",
      );
    else readFieldLine(doc, text.split("\t"), at, unscored);
  }
  const last = finish();
  if (last !== undefined) yield last;
  texts.finish();
  if (seen.size === 0)
    report({ severity: "warning", kind: "empty-file", message: "no documents", file: path });
  reportUnscored(unscored, path, report);
}

/** A title or abstract line: opens the document (each PMID once a file) or adds to it. */
function readSection(
  open: Pending | undefined,
  [, id = "", kind, body = ""]: RegExpExecArray,
  at: { readonly file: string; readonly line: number },
  seen: Map<string, number>,
): Pending {
  let doc = open;
  if (doc === undefined) {
    const first = seen.get(id);
    if (first !== undefined)
      throw new DataError(
        at,
        `document ${id} was already read at line ${first}; expected each PMID once in a file`,
      );
    seen.set(id, at.line);
    doc = { id, line: at.line, title: undefined, abstract: undefined, mentions: [] };
  }
  const key = kind === "t" ? "title" : "abstract";
  if (doc[key] !== undefined)
    throw new DataError(
      at,
      `a second ${key} line for document ${id}; expected one ${key} (|${kind}|) line`,
    );
  if (key === "abstract" && doc.title === undefined)
    throw new DataError(
      at,
      `the abstract of document ${id} before its title; expected the |t| line first`,
    );
  if (doc.mentions.length > 0)
    throw new DataError(
      at,
      `a ${key} line after document ${id}'s mentions; expected the title and abstract first`,
    );
  doc[key] = body;
  return doc;
}

/** A mention line, kept for the document; a relation line, counted as not scored. */
function readFieldLine(
  doc: Pending,
  fields: readonly string[],
  at: { readonly file: string; readonly line: number },
  unscored: Unscored,
): void {
  if (fields[0] !== doc.id)
    throw new DataError(
      at,
      `a line of document '${fields[0]}' inside document ${doc.id} (line ${doc.line}); expected a blank line or a title line between documents`,
    );
  if (fields.length === 4 && !/^\d+$/.test(fields[1] ?? "")) {
    if (unscored.relations++ === 0) unscored.firstRelation = at.line;
    return;
  }
  if (fields.length < 5 || fields.length > 7)
    throw new DataError(
      at,
      `expected a mention (PMID⇥start⇥end⇥mention⇥type, then its concept ids) or a relation (PMID⇥type⇥id⇥id); got ${fields.length} tab-separated fields`,
    );
  doc.mentions.push({ fields, line: at.line });
}

/** A span whose own text is checked against the document's. */
interface Checked {
  readonly field: string;
  readonly start: number;
  readonly end: number;
  readonly type: string;
  readonly text: string;
  readonly line: number;
}

function documentOf(
  doc: Pending,
  file: string,
  unit: CharOffsetUnit,
  prefix: string,
  unscored: Unscored,
): { readonly document: Document; readonly checks: Checked[] } {
  if (doc.title === undefined)
    throw new DataError(
      { file, line: doc.line },
      `document ${doc.id} has no title line; expected PMID|t|title first`,
    );
  const text = doc.abstract === undefined ? doc.title : `${doc.title}\n${doc.abstract}`;
  const converter = codePointConverter(text, unit);
  const checks: Checked[] = [];
  const annotations = doc.mentions.map(({ fields, line }): Annotation => {
    const at: Location = { file, line };
    const [, from = "", to = "", mention = "", type = "", concept, parts] = fields;
    const raw = [from, to].map((o) => (/^\d+$/.test(o) ? Number(o) : Number.NaN));
    const [s = Number.NaN, e = Number.NaN] = raw;
    const start = converter.toCodePoint(s);
    const end = converter.toCodePoint(e);
    if (start === undefined || end === undefined || !(start < end))
      throw new DataError(
        at,
        `expected offsets 0 ≤ start < end ≤ ${converter.length} within the title and abstract (${unit}), got ${from}-${to}`,
      );
    if (type === "")
      throw new DataError(at, "expected a mention type in the fifth field, got nothing");
    if (parts !== undefined) unscored.parts++;
    checks.push({ field: "mention", start, end, type, text: mention, line });
    const attributes =
      concept === undefined || concept === "" ? undefined : { identifier: concept };
    return { type, start, end, line, ...(attributes === undefined ? {} : { attributes }) };
  });
  const document: Document = {
    id: `${prefix}${doc.id}`,
    unit: "char",
    annotations,
    text,
    source: { file, line: doc.line },
  };
  return { document, checks };
}

function reportUnscored(unscored: Unscored, file: string, report: IssueSink): void {
  if (unscored.relations > 0)
    report({
      severity: "info",
      kind: "not-scored",
      message: `${unscored.relations} relation line(s) between concept ids (PMID⇥type⇥id⇥id) not scored: they relate concepts, not mentions`,
      file,
      line: unscored.firstRelation,
    });
  if (unscored.parts > 0)
    report({
      severity: "info",
      kind: "not-scored",
      message: `${unscored.parts} composite mention(s)' parts (the 7th field) not scored: the mention and its concept ids are`,
      file,
    });
}
