import type { Annotation, Document, Fragment, Relation } from "../corpus/model.ts";
import { codePointLength } from "../corpus/offsets.ts";
import { DataError } from "../errors.ts";
import type { FilePort } from "../ports/files.ts";
import type { CorpusFile, CorpusSide } from "./directory.ts";
import type { IssueSink } from "./reader.ts";

/** What a GATE or MAT document reader makes of one file, in code points. */
export interface StandoffDocument {
  readonly text: string;
  readonly annotations: readonly Annotation[];
  /** Token spans (`Token`, `lex`), sorted; empty when the document has none. */
  readonly tokens: readonly Fragment[];
  /** The file line a UTF-16 index of `text` was read from. */
  readonly lineAt: (at: number) => number;
  /** Relations between `annotations` (the relations family), when the format carries them. */
  readonly relations?: readonly Relation[];
}

/** Reads one file of a side; `finish` runs after the side's last file (for per-side issues). */
export interface StandoffParser {
  parse(text: string, file: CorpusFile): StandoffDocument;
  finish?(): void;
}

/**
 * Gold and system documents of formats that carry their own text on both sides (GATE, MAT). The
 * system text must equal its gold document's, or the offsets would not mean the same thing: a
 * difference is a DataError at the system file naming the first differing character. Gold texts
 * wait in a map only until their system partner has been read.
 */
export function standoffSides(
  files: FilePort,
  sides: { readonly gold: CorpusSide; readonly system: CorpusSide },
  parse: { readonly gold: StandoffParser; readonly system: StandoffParser },
): { readonly gold: Iterable<Document>; readonly system: Iterable<Document> } {
  const goldTexts = new Map<string, string>();
  const systemIds = new Set(sides.system.files.map((f) => f.id));
  function* side(which: "gold" | "system"): Generator<Document> {
    for (const file of sides[which].files) {
      const doc = parse[which].parse(files.readText(file.path), file);
      if (which === "gold" && systemIds.has(file.id)) goldTexts.set(file.id, doc.text);
      if (which === "system") checkSameText(goldTexts, file, doc);
      yield {
        id: file.id,
        unit: "char",
        text: doc.text,
        annotations: doc.annotations,
        ...(doc.tokens.length > 0 ? { tokenSpans: doc.tokens } : {}),
        ...(doc.relations !== undefined && doc.relations.length > 0
          ? { relations: doc.relations }
          : {}),
        source: { file: file.path },
      };
    }
    parse[which].finish?.();
  }
  return { gold: side("gold"), system: side("system") };
}

function checkSameText(
  goldTexts: Map<string, string>,
  file: CorpusFile,
  { text, lineAt }: StandoffDocument,
): void {
  const gold = goldTexts.get(file.id);
  if (gold === undefined) return;
  goldTexts.delete(file.id);
  if (gold === text) return;
  let at = 0;
  while (at < gold.length && gold[at] === text[at]) at++;
  const where = codePointLength(gold.slice(0, at));
  throw new DataError(
    { file: file.path, line: lineAt(at) },
    `expected the same text as gold document '${file.id}', which differs from character ${where} on (system ${codePointLength(text)} characters, gold ${codePointLength(gold)})`,
  );
}

/** Splits token annotations (`tokenType`) from the others; tokens come back as sorted spans. */
export function splitTokens(
  annotations: readonly Annotation[],
  tokenType: string,
): { readonly spans: Annotation[]; readonly tokens: Fragment[] } {
  const spans: Annotation[] = [];
  const tokens: Fragment[] = [];
  for (const a of annotations) {
    if (a.type === tokenType) tokens.push({ start: a.start, end: a.end });
    else spans.push(a);
  }
  tokens.sort((a, b) => a.start - b.start || a.end - b.end);
  return { spans, tokens };
}

/** One `not-scored` issue per file listing the types left out and how many of each. */
export function reportNotScored(
  counts: ReadonlyMap<string, number>,
  why: string,
  file: string,
  report: IssueSink,
): void {
  if (counts.size === 0) return;
  const list = [...counts]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([type, n]) => `${type} ×${n}`)
    .join(", ");
  report({ severity: "info", kind: "not-scored", message: `${why}: ${list}`, file });
}
