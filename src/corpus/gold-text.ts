import { DataError } from "../errors.ts";
import {
  type CharOffsetUnit,
  type CodePointConverter,
  codePointConverter,
} from "../formats/code-point-converter.ts";
import type { Annotation, Document, DocumentPair, Relation } from "./model.ts";

/**
 * A system record that carries no text of its own (a JSONL line of spans only, the usual shape of
 * a model's output) annotates the gold document's text, and is read against it once the sides are
 * paired:
 * - its character offsets are converted from the system side's unit (`unit`: `--system-char-offsets`
 *   for a JSONL system; null, offsets taken as read, for other formats) to code points over the
 *   gold's text, since without a text of their own they could not be converted when read;
 * - every span must fall within that text (or within the gold's tokens, for token offsets): a span
 *   past its end can match nothing and is an error naming the system file and line, never a
 *   silent miss;
 * - the record takes the gold's text or tokens, so details and reports show the system spans'
 *   covered text (the text is not part of a document's fingerprint).
 * A system record with a text of its own keeps it and was checked when read.
 */
export function* systemTextFromGold(
  pairs: Iterable<DocumentPair>,
  unit: CharOffsetUnit | null,
): Generator<DocumentPair> {
  for (const pair of pairs) {
    const { gold, system } = pair;
    if (gold === undefined || system === undefined || gold.unit !== system.unit) yield pair;
    else if (system.unit === "char" && system.text === undefined && gold.text !== undefined)
      yield { ...pair, system: onGoldText(system, gold.text, unit ?? "codepoint") };
    else if (system.unit === "token" && system.tokens === undefined && gold.tokens !== undefined)
      yield { ...pair, system: onGoldTokens(system, gold.tokens) };
    else yield pair;
  }
}

/** A span's offsets mapped by `offset` (each start and end, fragments included). */
function remapped(a: Annotation, offset: (o: number, a: Annotation) => number): Annotation {
  const start = offset(a.start, a);
  const end = offset(a.end, a);
  const fragments = a.fragments?.map((f) => ({ start: offset(f.start, a), end: offset(f.end, a) }));
  if (start === a.start && end === a.end && fragments === undefined) return a;
  return { ...a, start, end, ...(fragments === undefined ? {} : { fragments }) };
}

/** The document with every span and relation argument remapped; the same object when none moved. */
function withOffsets(
  doc: Document,
  offset: (o: number, a: Annotation) => number,
  more: Partial<Document>,
): Document {
  const annotations = doc.annotations.map((a) => remapped(a, offset));
  const relations = doc.relations?.map(
    (r): Relation => ({ ...r, head: remapped(r.head, offset), tail: remapped(r.tail, offset) }),
  );
  return { ...doc, annotations, ...(relations === undefined ? {} : { relations }), ...more };
}

const UNIT_NAMES: Readonly<Record<CharOffsetUnit, string>> = {
  codepoint: "code points",
  utf16: "UTF-16 units",
  grapheme: "grapheme clusters",
};

function onGoldText(system: Document, text: string, unit: CharOffsetUnit): Document {
  const convert: CodePointConverter = codePointConverter(text, unit);
  return withOffsets(
    system,
    (o, a) => {
      const point = convert.toCodePoint(o);
      if (point !== undefined) return point;
      throw new DataError(
        where(system, a),
        `document '${system.id}': a ${a.type} span's offset ${o} is past the end of the gold document's text (${convert.length} code points)${unit === "codepoint" ? "" : ` or inside a character`}; expected offsets within that text. The system record has no "text", so its offsets (in ${UNIT_NAMES[unit]}) are read against the gold's: check that both files hold the same documents under the same ids, or give the system record its text`,
      );
    },
    { text },
  );
}

function onGoldTokens(system: Document, tokens: readonly string[]): Document {
  return withOffsets(
    system,
    (o, a) => {
      if (o <= tokens.length) return o;
      throw new DataError(
        where(system, a),
        `document '${system.id}': a ${a.type} span's token offset ${o} is past the gold document's last token (${tokens.length} tokens); expected offsets within them. The system record has no "tokens", so its token offsets index the gold's: check that both files hold the same documents under the same ids, or give the system record its tokens`,
      );
    },
    { tokens },
  );
}

function where(doc: Document, a: Annotation): { file: string; line?: number } {
  const line = a.line ?? doc.source?.line;
  return { file: doc.source?.file ?? "system", ...(line === undefined ? {} : { line }) };
}
