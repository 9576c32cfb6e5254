import type { Annotation, Document, Fragment } from "../corpus/model.ts";
import { codePointLength } from "../corpus/offsets.ts";
import { DataError, UserError } from "../errors.ts";
import type { FilePort } from "../ports/files.ts";
import { type CorpusSide, listCorpusSides } from "./directory.ts";
import { isRecord } from "./parse-json.ts";
import type { FormatReader, IssueSink } from "./reader.ts";
import { type DocBinDoc, type DocBinSpan, readDocBin } from "./spacy-docbin.ts";

const CONVENTION = { format: "spacy", suffix: ".spacy", companions: [] } as const;

/**
 * spaCy's DocBin files (`.spacy`; `spacy-docbin.ts` decodes them): each document's text is its
 * words and spaces, its spans the entities (`doc.ents`, from the ENT_IOB and ENT_TYPE columns, as
 * spaCy builds them) or, with `--span-group NAME`, that span group (`doc.spans[NAME]`, the span
 * categorizer's). A DocBin names no documents, so they are `#<position>` (1-based; `<file id>/#N`
 * when a side is a directory of DocBins) and are paired by position: a pair whose texts differ
 * stops the run, since spans of two texts cannot be compared.
 *
 * spaCy's own scorer leaves out gold documents without entity annotation (ENT_IOB unset) and
 * system entities over gold tokens left unset. Goldgate scores complete gold annotation only, so
 * a gold token left unset stops the run, naming the document: a score that skipped part of the
 * gold would not be the score of the gold set.
 */
export const spacyReader: FormatReader = {
  name: "spacy",
  read(settings, files, report) {
    const sides = listCorpusSides(settings, files, CONVENTION, report);
    const group = settings.spanGroup;
    const gold = readSide(files, sides.gold, "gold", group, report);
    // One file read as both sides (the side of a mixed pair): read once.
    if (settings.gold === settings.system) return { kind: "sides", gold, system: gold };
    const system = readSide(files, sides.system, "system", group, report);
    if (gold.length !== system.length)
      throw new UserError(
        `The gold DocBin holds ${gold.length} documents and the system's ${system.length}: DocBin documents are paired by position, so each side needs one for each (${settings.gold}, ${settings.system}).`,
      );
    sameTexts(gold, system);
    return { kind: "sides", gold, system };
  },
};

function readSide(
  files: FilePort,
  side: CorpusSide,
  which: "gold" | "system",
  group: string | null,
  report: IssueSink,
): Document[] {
  const out: Document[] = [];
  for (const file of side.files) {
    const docs = readDocBin(files, file.path);
    // The documents' categories are another task's: said, not passed over.
    const cats = docs.filter((d) => isRecord(d.cats) && Object.keys(d.cats).length > 0).length;
    if (cats > 0)
      report({
        severity: "info",
        kind: "not-scored",
        message: `${cats} document(s) with doc.cats, not scored as spans: --format labels reads them`,
        file: file.path,
      });
    const prefix = side.single ? "" : `${file.id}/`;
    const spans = chooseSpans(docs, file.path, group);
    docs.forEach((doc, i) => {
      const at = { file: file.path, doc: i + 1 };
      out.push(documentOf(doc, `${prefix}#${i + 1}`, spans(doc, at, which), file.path));
    });
  }
  return out;
}

type Where = { readonly file: string; readonly doc: number };
type SpansOf = (doc: DocBinDoc, at: Where, side: "gold" | "system") => readonly DocBinSpan[];

/**
 * The spans scored: the span group named by `--span-group` (`ents`: the entities), else the
 * entities, unless the file holds span groups: then which list is meant is a guess, so it stops
 * naming the choices (as spaCy JSON does: `jsonl-spans.ts`).
 */
function chooseSpans(docs: readonly DocBinDoc[], file: string, group: string | null): SpansOf {
  if (group !== null && group !== "ents")
    return (doc, at) => {
      const spans = doc.groups.get(group);
      if (spans === undefined)
        throw new DataError(
          { file },
          `document #${at.doc}: no span group "${group}" (--span-group); expected one of the document's groups: ${[...doc.groups.keys()].join(", ") || "none"}`,
        );
      return spans;
    };
  if (group === null) {
    const grouped = docs.findIndex((d) => d.groups.size > 0);
    const names = [...new Set(docs.flatMap((d) => [...d.groups.keys()]))].sort();
    if (grouped >= 0)
      throw new DataError(
        { file },
        `document #${grouped + 1}: spaCy's span groups (${names.join(", ")}) beside the entities; name the list to score: ${[...names.map((n) => `--span-group ${n}`), "--span-group ents"].join(" or ")}`,
      );
  }
  return entities;
}

/**
 * `doc.ents` as spaCy builds it from the IOB column: B opens an entity of its token's type (a B
 * without a type is outside), I continues the open one, O or unset closes it; an I with none open
 * is an error in spaCy too. A gold token left unset stops the run (see the reader).
 */
function entities(doc: DocBinDoc, at: Where, side: "gold" | "system"): DocBinSpan[] {
  const out: DocBinSpan[] = [];
  const { iob, entTypes } = doc;
  if (iob === null || entTypes === null) {
    if (side === "gold" && doc.words.length > 0) throw unannotated(at, 1);
    return out;
  }
  let start = -1;
  let label = "";
  const close = (end: number) => {
    if (start >= 0) out.push({ label, start, end });
    start = -1;
  };
  for (let t = 0; t < iob.length; t++) {
    const tag = iob[t];
    const type = entTypes[t] ?? "";
    if (tag === 0 && side === "gold") throw unannotated(at, t + 1);
    if (tag === 1) {
      if (start < 0)
        throw new DataError(
          { file: at.file },
          `document #${at.doc}, token ${t + 1}: ENT_IOB is I with no entity open; expected B first (spaCy refuses it too)`,
        );
    } else if (tag === 3 && type !== "") {
      close(t);
      start = t;
      label = type;
    } else close(t);
  }
  close(iob.length);
  return out;
}

function unannotated(at: Where, token: number): DataError {
  return new DataError(
    { file: at.file },
    `document #${at.doc}, token ${token}: the gold leaves entity annotation unset (ENT_IOB 0). Goldgate scores complete annotation: set the other tokens outside (doc.set_ents(ents, default="outside")), or score a span group (--span-group NAME) or the cats (--format labels)`,
  );
}

/** A document with its text, tokens and spans in code points. */
function documentOf(
  doc: DocBinDoc,
  id: string,
  spans: readonly DocBinSpan[],
  file: string,
): Document {
  const starts: number[] = [];
  const ends: number[] = [];
  let text = "";
  let at = 0;
  doc.words.forEach((word, t) => {
    starts.push(at);
    at += codePointLength(word);
    ends.push(at);
    text += word;
    if (doc.spaces[t] === true) {
      text += " ";
      at += 1;
    }
  });
  const annotations: Annotation[] = spans.map((s) => ({
    type: s.label,
    start: starts[s.start] ?? 0,
    end: ends[s.end - 1] ?? 0,
  }));
  const tokenSpans: Fragment[] = starts.map((start, t) => ({ start, end: ends[t] ?? start }));
  return { id, unit: "char", annotations, text, tokenSpans, source: { file } };
}

/** Documents paired by position must be the same texts: the first pair that is not stops. */
function sameTexts(gold: readonly Document[], system: readonly Document[]): void {
  const texts = new Map(gold.map((d) => [d.id, d.text]));
  for (const doc of system) {
    const other = texts.get(doc.id);
    if (other === undefined || other === doc.text) continue;
    const text = doc.text ?? "";
    let k = 0;
    while (k < text.length && text[k] === other[k]) k++;
    const clip = (s: string) => JSON.stringify(s.slice(k, k + 30));
    throw new DataError(
      { file: doc.source?.file ?? "" },
      `document ${doc.id}: its text differs from the gold's document ${doc.id} from character ${codePointLength(text.slice(0, k)) + 1} (gold ${clip(other ?? "")}, system ${clip(text)}). DocBin documents are paired by position: write the system's documents in the gold's order, one for each`,
    );
  }
}
