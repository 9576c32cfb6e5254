import type { Annotation, Document, Fragment, Relation } from "../corpus/model.ts";
import { codePointLength } from "../corpus/offsets.ts";
import { DataError, type Location } from "../errors.ts";
import { type RawDocument, type RawRelation, readJson, readXml } from "./bioc-parse.ts";
import { type CharOffsetUnit, codePointConverter } from "./code-point-converter.ts";
import { type FileDocuments, fileDocumentsReader } from "./file-documents.ts";
import { sameSpanText, spanTextCheck } from "./span-text.ts";
import { mergeRuns } from "./tbf-spans.ts";

/** A directory's BioC files: XML collections, and JSON ones (PubTator3's `biocjson`). */
const CONVENTION = {
  format: "bioc",
  suffix: ".xml",
  alsoSuffixes: [".json"],
  companions: [],
} as const;

/**
 * BioC, the BioCreative interchange format, as XML (`<collection><document><id/><passage>…`) or
 * JSON (PubTator3's `biocjson`: `{"documents": [{"id", "passages": […]}]}`, one collection or one
 * per line). A document's passages (and their sentences) carry their text at a document offset;
 * the document text is each passage's text at its offset, newlines in the gaps (so PubTator's
 * title and abstract read as the PubTator reader reads them). An annotation's type is its `type`
 * infon, its other infons are attributes (`identifier`: normalization, scored by the
 * span-attributes family), its locations its fragments (two or more: discontinuous), its `text`
 * checked against the text they cover. Offsets count code points unless `--char-offsets` says
 * otherwise. Relations between two annotations by id are the relations family's (`relationsOf`);
 * the others are counted as not scored.
 */
export const biocReader = fileDocumentsReader(CONVENTION, "codepoint", readBioc);

/** The documents of one BioC file (XML, or JSON), in file order. */
export function* readBioc(
  ...[files, path, unit, report, prefix]: Parameters<FileDocuments>
): Generator<Document> {
  const source = files.readText(path);
  const raw = source.trimStart().startsWith("<") ? readXml(source, path) : readJson(source, path);
  const texts = spanTextCheck(path, report);
  const seen = new Map<string, number>();
  let relations = 0;
  for (const doc of raw) {
    const at = { file: path, ...(doc.line === undefined ? {} : { line: doc.line }) };
    const first = seen.get(doc.id);
    if (first !== undefined)
      throw new DataError(
        at,
        `document '${doc.id}' appears twice in the collection (first at ${first}); expected each id once`,
      );
    seen.set(doc.id, doc.line ?? seen.size + 1);
    const { document, unscored } = documentOf(doc, prefix, path, unit, texts);
    relations += unscored;
    yield document;
  }
  texts.finish();
  if (raw.length === 0)
    report({ severity: "warning", kind: "empty-file", message: "no documents", file: path });
  if (relations > 0)
    report({
      severity: "info",
      kind: "not-scored",
      message: `${relations} BioC relation(s) not scored: they do not link two of the document's annotations by id (concept-level or n-ary relations)`,
      file: path,
    });
}

/** The document's text (pieces at their offsets, newlines between) and its spans in code points. */
function documentOf(
  raw: RawDocument,
  prefix: string,
  file: string,
  unit: CharOffsetUnit,
  texts: ReturnType<typeof spanTextCheck>,
): { readonly document: Document; readonly unscored: number } {
  const at: Location = { file, ...(raw.line === undefined ? {} : { line: raw.line }) };
  const text = joinPieces(raw, unit, at);
  const converter = codePointConverter(text, unit);
  const checks: {
    field: string;
    start: number;
    end: number;
    type: string;
    text: string;
    line?: number;
  }[] = [];
  const annotations = raw.annotations.map((a, k): Annotation => {
    const where: Location = { file, ...(a.line === undefined ? {} : { line: a.line }) };
    const type = a.infons.type;
    if (type === undefined || type === "")
      throw new DataError(
        where,
        `document '${raw.id}', annotation ${k + 1}: no 'type' infon; expected its type there (infons: ${Object.keys(a.infons).join(", ") || "none"})`,
      );
    const fragments = a.locations
      .map((l): Fragment => {
        if (l.length <= 0)
          throw new DataError(
            where,
            `document '${raw.id}', annotation ${k + 1}: location ${l.offset}+${l.length}; expected a length of at least 1`,
          );
        const start = converter.toCodePoint(l.offset);
        const end = converter.toCodePoint(l.offset + l.length);
        if (start === undefined || end === undefined)
          throw new DataError(
            where,
            `document '${raw.id}', annotation ${k + 1}: location ${l.offset}+${l.length} outside the document's text (${converter.length} code points; offsets read as ${unit})`,
          );
        return { start, end };
      })
      .sort((x, y) => x.start - y.start || x.end - y.end);
    const first = fragments[0];
    const last = fragments[fragments.length - 1];
    if (first === undefined || last === undefined)
      throw new DataError(
        where,
        `document '${raw.id}', annotation ${k + 1}: no location; expected <location offset length>`,
      );
    refuseOverlap(fragments, `document '${raw.id}', annotation ${k + 1}`, where);
    // Locations that touch are one run of text, as brat's and JSONL's touching fragments: left
    // apart, `0+5` and `5+4` were a discontinuous span that no continuous `[0, 9)` matched.
    const runs = mergeRuns(fragments);
    const { type: _type, ...attributes } = a.infons;
    // A discontinuous annotation's text joins its pieces as its tool chose: not checked.
    if (a.text !== undefined && fragments.length === 1)
      checks.push({
        field: "annotation",
        start: first.start,
        end: last.end,
        type,
        text: a.text,
        ...(a.line === undefined ? {} : { line: a.line }),
      });
    return {
      type,
      start: first.start,
      end: last.end,
      ...(runs.length > 1 ? { fragments: runs } : {}),
      ...(a.line === undefined ? {} : { line: a.line }),
      ...(Object.keys(attributes).length > 0 ? { attributes } : {}),
    };
  });
  const matching = checks.filter((c) => sameSpanText(converter.slice(c.start, c.end), c.text));
  const cause = matching.length < checks.length && utf8Explains(raw, text, unit, matching.length);
  texts.check(checks, text, at, cause ? "utf8" : undefined);
  const { relations, unscored } = relationsOf(raw, annotations, file);
  const document: Document = {
    id: `${prefix}${raw.id}`,
    unit: "char",
    annotations,
    ...(relations.length > 0 ? { relations } : {}),
    text,
    source: at,
  };
  return { document, unscored };
}

/** The document text: each passage's text at its offset (counted in `unit`), newlines between. */
function joinPieces(raw: RawDocument, unit: CharOffsetUnit, at: Location): string {
  let text = "";
  for (const piece of [...raw.pieces].sort((a, b) => a.offset - b.offset)) {
    const start = unitLength(text, unit);
    if (piece.offset < start)
      throw new DataError(
        at,
        `document '${raw.id}': a passage at offset ${piece.offset} overlaps the text before it (${start}); expected passages in order, apart`,
      );
    text += "\n".repeat(piece.offset - start) + piece.text;
  }
  return text;
}

/**
 * Whether the document's annotation texts say its offsets count UTF-8 bytes: read so, more of
 * them cover their own `<text>` than read in `unit`. Many BioC corpora count bytes; read as
 * characters, every passage and annotation after a character outside ASCII shifts (passages by
 * the newlines put in their gaps), so the per-span guesses (a shift of one or two) miss it.
 */
function utf8Explains(
  raw: RawDocument,
  text: string,
  unit: CharOffsetUnit,
  matching: number,
): boolean {
  if (unit === "utf8" || !/\P{ASCII}/u.test(text)) return false;
  let bytes: string;
  try {
    bytes = joinPieces(raw, "utf8", { file: "" });
  } catch (error) {
    if (error instanceof DataError) return false;
    throw error;
  }
  return matchingTexts(raw, bytes) > matching;
}

/** Of the annotations with one location and a `<text>`, how many cover it read as UTF-8 bytes. */
function matchingTexts(raw: RawDocument, text: string): number {
  const converter = codePointConverter(text, "utf8");
  let matching = 0;
  for (const a of raw.annotations) {
    const [l, more] = a.locations;
    if (a.text === undefined || l === undefined || more !== undefined) continue;
    const start = converter.toCodePoint(l.offset);
    const end = converter.toCodePoint(l.offset + l.length);
    if (
      start !== undefined &&
      end !== undefined &&
      sameSpanText(converter.slice(start, end), a.text)
    )
      matching++;
  }
  return matching;
}

/**
 * Two locations of one annotation that share characters: refused, as brat and JSONL refuse
 * overlapping fragments (a character counted twice, and no tool's meaning to choose).
 */
function refuseOverlap(sorted: readonly Fragment[], what: string, where: Location): void {
  sorted.forEach((f, k) => {
    const before = sorted[k - 1];
    if (before !== undefined && f.start < before.end)
      throw new DataError(
        where,
        `${what}: locations ${before.start}-${before.end} and ${f.start}-${f.end} (code points) overlap; expected the locations of one annotation apart`,
      );
  });
}

/**
 * The relations that link two annotations of the document by their ids: typed by their `type`
 * infon (else `relation`, as BC5CDR's BioC names it), directed from the first node to the second,
 * as written. Any other relation (no nodes: concept-level, as BioRED's; one or three nodes; an id
 * no annotation has) is counted, not scored.
 */
function relationsOf(
  raw: RawDocument,
  annotations: readonly Annotation[],
  file: string,
): { readonly relations: Relation[]; readonly unscored: number } {
  const byId = new Map<string, Annotation[]>();
  raw.annotations.forEach((a, k) => {
    const annotation = annotations[k];
    if (a.id === undefined || annotation === undefined) return;
    byId.set(a.id, [...(byId.get(a.id) ?? []), annotation]);
  });
  // An id two annotations share names neither when a relation uses it: the first was once taken.
  const named = (id: string | undefined, r: RawRelation): Annotation | undefined => {
    const found = id === undefined ? undefined : byId.get(id);
    if (found === undefined || found.length < 2) return found?.[0];
    const where = { file, ...(r.line === undefined ? {} : { line: r.line }) };
    const list = found.map(
      (a) => `[${a.start}, ${a.end}) ${a.type}${a.line === undefined ? "" : ` at line ${a.line}`}`,
    );
    throw new DataError(
      where,
      `document '${raw.id}': a relation names the id '${id}', which ${found.length} annotations share (${list.join(" and ")}); expected each annotation's id to be unique`,
    );
  };
  const relations: Relation[] = [];
  let unscored = 0;
  for (const r of raw.relations) {
    const [from, to, ...more] = r.refs;
    const head = named(from, r);
    const tail = named(to, r);
    const type = r.infons.type ?? r.infons.relation;
    if (head === undefined || tail === undefined || more.length > 0 || type === undefined)
      unscored++;
    else relations.push({ type, head, tail, ...(r.line === undefined ? {} : { line: r.line }) });
  }
  return { relations, unscored };
}

/** The length of `text` in the unit offsets count. */
function unitLength(text: string, unit: CharOffsetUnit): number {
  if (unit === "utf16") return text.length;
  if (unit === "utf8") return Buffer.byteLength(text, "utf8");
  if (unit === "codepoint") return codePointLength(text);
  return [...new Intl.Segmenter().segment(text)].length;
}
