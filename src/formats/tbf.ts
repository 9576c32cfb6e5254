import type { ScoreSettings } from "../config/settings.ts";
import type { Annotation, Document, Fragment, OffsetUnit } from "../corpus/model.ts";
import { DataError, UserError } from "../errors.ts";
import type { FilePort } from "../ports/files.ts";
import { reportListing } from "./directory.ts";
import type { DocumentSelection, FormatReader, IssueSink, ReadResult } from "./reader.ts";
import { charFragments, clip, spanAnnotation, tokenFragments } from "./tbf-spans.ts";
import { type TokenTable, type TokenTableLookup, tokenTables } from "./tbf-tokens.ts";

/**
 * TAC KBP event-mention files (`.tbf`): `#BeginOfDocument <id>` … `#EndOfDocument` blocks of
 * tab-separated `system, document, mention id, span, text, type, realis[, score]` lines.
 * Token mode (a tokens directory is given): the span is a comma list of token ids, resolved through
 * `<doc><suffix>` tables; offsets are token rows. Character mode: the span is `b,e;b,e`, end
 * exclusive. Either way a discontinuous span becomes sorted, merged `fragments`, which hold the exact
 * unit set the event scorer's Dice needs. `@` relation lines are reported as not scored.
 */
export interface TbfOptions {
  /** Directory of token tables; null reads character spans. */
  readonly tokens: string | null;
  /** Appended to the document id to name its token table. */
  readonly tokenSuffix: string;
}

/** Character mode, `.tab` tables. */
export const DEFAULT_TBF_OPTIONS: TbfOptions = Object.freeze({ tokens: null, tokenSuffix: ".tab" });

/** The tbf options of the settings (`tokens`, `tokenSuffix`). */
export function tbfOptions(settings: ScoreSettings): TbfOptions {
  return { tokens: settings.tokens, tokenSuffix: settings.tokenSuffix };
}

const RELATIONS = new Set(["Coreference", "After", "Subevent"]);
const BEGIN = "#BeginOfDocument";
const END = "#EndOfDocument";

interface Where {
  readonly file: string;
  readonly line: number;
}

interface OpenBlock {
  readonly id: string;
  readonly line: number;
  readonly annotations: Annotation[];
  readonly mentionLines: Map<string, number>;
  table: TokenTable | undefined;
  relations: number;
  firstRelation: number;
  /** Another shard's document: its lines are passed over up to its end marker. */
  skipped?: boolean;
}

/** A shard's documents (`selection`), and whether the file is the gold side. */
interface SideSelection {
  readonly selection: DocumentSelection;
  readonly gold: boolean;
}

/** Reads `.tbf` documents from a file, or from every `.tbf` file below a directory (sorted), lazily. */
export function* readTbf(
  path: string,
  options: TbfOptions,
  files: FilePort,
  report: IssueSink,
  lookup?: TokenTableLookup,
  shard?: SideSelection,
): Generator<Document> {
  const tables =
    lookup ??
    (options.tokens === null ? undefined : tokenTables(options.tokens, options.tokenSuffix, files));
  const kind = files.kind(path);
  if (kind === "missing") throw new UserError(`Cannot read '${path}': no such file or directory.`);
  const listing = kind === "file" ? null : files.listFiles(path);
  if (listing !== null) reportListing(path, listing, report);
  const paths =
    listing === null
      ? [path]
      : listing.files.filter((f) => f.endsWith(".tbf")).map((f) => `${path}/${f}`);
  for (const file of paths) yield* readTbfFile(file, tables, files, report, shard);
}

function* readTbfFile(
  file: string,
  tables: TokenTableLookup | undefined,
  files: FilePort,
  report: IssueSink,
  shard?: SideSelection,
): Generator<Document> {
  const seen = new Map<string, number>();
  let open: OpenBlock | undefined;
  for (const source of files.readLines(file)) {
    const text = pyStrip(source.text);
    const where = { file, line: source.number };
    if (text === "") continue;
    if (open?.skipped === true) {
      if (isMarker(text, END)) {
        shard?.selection.skipped(open.id, shard.gold);
        open = undefined;
      }
    } else if (isMarker(text, BEGIN)) {
      if (open !== undefined) throw unterminated(open, where, `before the next ${BEGIN}`);
      open = beginBlock(text, where, seen);
      open.skipped = shard?.selection.wants(open.id) === false;
    } else if (isMarker(text, END)) {
      if (open === undefined) throw new DataError(where, `${END} without a matching ${BEGIN}`);
      yield endBlock(open, text, where, tables, report);
      open = undefined;
    } else if (text.startsWith("#") || text.startsWith("@")) {
      if (text.startsWith("#") || !RELATIONS.has(text.slice(1).split("\t")[0] ?? ""))
        throw unknownLine(text, where);
      if (open === undefined) throw outside(where, "relation");
      if (open.relations++ === 0) open.firstRelation = where.line;
    } else {
      if (open === undefined) throw outside(where, "mention");
      open.annotations.push(readMention(text, where, open, tables, report));
    }
  }
  if (open !== undefined)
    throw unterminated(open, { file, line: open.line }, "before the end of the file");
  if (seen.size === 0)
    report({
      severity: "warning",
      kind: "empty-file",
      message: `no ${BEGIN} block; the file holds no documents`,
      file,
    });
}

function beginBlock(text: string, where: Where, seen: Map<string, number>): OpenBlock {
  const id = text.slice(BEGIN.length).trim();
  if (id === "") throw new DataError(where, `expected a document id after ${BEGIN}, got nothing`);
  const first = seen.get(id);
  if (first !== undefined)
    throw new DataError(where, `duplicate document '${id}' (first begun on line ${first})`);
  seen.set(id, where.line);
  return {
    id,
    line: where.line,
    annotations: [],
    mentionLines: new Map(),
    table: undefined,
    relations: 0,
    firstRelation: 0,
  };
}

function endBlock(
  open: OpenBlock,
  text: string,
  where: Where,
  tables: TokenTableLookup | undefined,
  report: IssueSink,
): Document {
  const tail = text.slice(END.length).trim();
  if (tail !== "" && tail !== open.id) {
    throw new DataError(
      where,
      `${END} names '${tail}' but the open document is '${open.id}' (line ${open.line})`,
    );
  }
  if (open.relations > 0) {
    const message = `${open.relations} relation line(s) (@Coreference, @After, @Subevent) in document '${open.id}' are not scored`;
    const at = { file: where.file, line: open.firstRelation, document: open.id };
    report({ severity: "info", kind: "not-scored", message, ...at });
  }
  const unit: OffsetUnit = tables === undefined ? "char" : "token";
  const tokens = open.table === undefined ? {} : { tokens: open.table.tokens };
  return {
    id: open.id,
    unit,
    annotations: open.annotations,
    ...tokens,
    source: { file: where.file, line: open.line },
  };
}

const MENTION_FIELDS =
  "8 tab-separated fields (system, document, mention id, span, text, type, realis, score; the score may be left out)";

const SCORED_FIELDS = ["mention id", "span", "type", "realis"] as const;

/**
 * A mention line's fields, checked against the block: the scored ones (mention id, span, type,
 * realis) must be there, and the words (shown in reports) may be empty.
 */
function readMention(
  text: string,
  where: Where,
  open: OpenBlock,
  tables: TokenTableLookup | undefined,
  report: IssueSink,
): Annotation {
  const fields = text.split("\t");
  if (fields.length !== 7 && fields.length !== 8) {
    throw new DataError(where, `expected ${MENTION_FIELDS}, got ${fields.length}`);
  }
  const [, doc = "", id = "", span = "", words = "", type = "", realis = ""] = fields;
  if (doc !== open.id) {
    const block = `the enclosing block '${open.id}' (line ${open.line})`;
    throw new DataError(where, `document field '${doc}' differs from ${block}`);
  }
  if (id === "" || span === "" || type === "" || realis === "") {
    const empty = [id, span, type, realis].indexOf("");
    throw new DataError(where, `expected a ${SCORED_FIELDS[empty]}, got an empty field`);
  }
  const first = open.mentionLines.get(id);
  if (first !== undefined) {
    const detail = `duplicate mention id '${id}' in document '${open.id}'`;
    throw new DataError(where, `${detail} (first on line ${first})`);
  }
  open.mentionLines.set(id, where.line);
  if (tables !== undefined) open.table ??= tables(open.id, where);
  const fragments =
    open.table === undefined ? charFragments(span, where) : tokenFragments(span, open.table, where);
  if (open.table !== undefined) checkTokenWords(open.table, fragments, words, id, where, report);
  return spanAnnotation(fragments, type, realisOf(realis), id, where.line, words);
}

/**
 * A token-mode mention's words against its tokens in the table, white space and order aside (the
 * same characters, as EvmEval's own demo writes `way made` for `t3,t5` = `made`, `way`): tokens of
 * another tokenization or document (a table from elsewhere) put a mention on other words. Token
 * mode scores by token ids, as EvmEval does, so the figures stand; the words the details and the
 * report show are the table's. A `token-words` warning each, not counted towards the stop of
 * span texts (whose offsets are the score).
 */
function checkTokenWords(
  table: TokenTable,
  fragments: readonly Fragment[],
  words: string,
  id: string,
  where: Where,
  report: IssueSink,
): void {
  if (words === "") return;
  const rows = fragments.flatMap((f) => table.tokens.slice(f.start, f.end));
  const letters = (s: string) => [...s.replace(/\s+/g, "")].sort().join("");
  if (letters(rows.join("")) === letters(words)) return;
  const message = `mention ${id} (${table.path}): its tokens' words are '${clip(rows.join(" "))}', the mention says '${clip(words)}'; scored by token ids as EvmEval does, so the figures stand, but the details show the table's words: check that ${table.path} is the token table the mentions were written against`;
  report({ severity: "warning", kind: "token-words", message, ...where });
}

/**
 * The `{ realis }` attributes of a mention, one frozen object per value for the first values
 * seen (a file has three or four): an object per mention was garbage to collect, and nothing
 * writes to an annotation's attributes.
 */
function realisOf(realis: string): Readonly<Record<string, string>> {
  const known = REALIS.get(realis);
  if (known !== undefined) return known;
  const made = Object.freeze({ realis });
  if (REALIS.size < REALIS_LIMIT) REALIS.set(realis, made);
  return made;
}

const REALIS = new Map<string, Readonly<Record<string, string>>>();
const REALIS_LIMIT = 64;

function isMarker(text: string, marker: string): boolean {
  if (!text.startsWith(marker)) return false;
  const next = text.charAt(marker.length);
  return next === "" || next === " " || next === "\t";
}

/** Python's `str.strip()` of ASCII whitespace; a line with none at either end is returned as is. */
function pyStrip(text: string): string {
  if (text === "" || (!isBlank(text.charCodeAt(0)) && !isBlank(text.charCodeAt(text.length - 1))))
    return text;
  return text.replace(/^[ \t\n\v\f\r]+|[ \t\n\v\f\r]+$/g, "");
}

/** Space, tab, line feed, vertical tab, form feed, carriage return (the class `pyStrip` strips). */
function isBlank(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}

function unknownLine(text: string, where: Where): DataError {
  const expected = `'${BEGIN} <id>', '${END}', a relation line '@Coreference|@After|@Subevent …' or a tab-separated mention line`;
  return new DataError(
    where,
    `unknown line kind '${clip(text.split("\t")[0] ?? text)}'; expected ${expected}`,
  );
}

function outside(where: Where, what: string): DataError {
  return new DataError(
    where,
    `${what} line outside a document block; expected '${BEGIN} <id>' before it`,
  );
}

function unterminated(open: OpenBlock, where: Where, when: string): DataError {
  return new DataError(
    where,
    `document '${open.id}' (begun on line ${open.line}) is not terminated; expected ${END} ${when}`,
  );
}

/** Reads `--gold` and `--system` `.tbf` files (or directories of them) as two lazy sides. */
export const tbfReader: FormatReader = {
  name: "tbf",
  read(settings, files, report, selection): ReadResult {
    const options = tbfOptions(settings);
    const { gold, system } = settings;
    if (gold === null || system === null) {
      throw new UserError(
        "The 'tbf' format needs both 'gold' and 'system' (a .tbf file or a directory of them).",
      );
    }
    const tables =
      options.tokens === null ? undefined : tokenTables(options.tokens, options.tokenSuffix, files);
    const side = (path: string, isGold: boolean): Iterable<Document> => {
      const shard = selection === undefined ? undefined : { selection, gold: isGold };
      return {
        [Symbol.iterator]: () => readTbf(path, options, files, report, tables, shard),
      };
    };
    return { kind: "sides", gold: side(gold, true), system: side(system, false) };
  },
};
