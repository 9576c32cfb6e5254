import { inflateSync } from "node:zlib";
import { Decoder } from "@msgpack/msgpack";
import { limitExceeded } from "../config/limits.ts";
import { DataError, UserError } from "../errors.ts";
import { type FilePort, limitsOf } from "../ports/files.ts";
import { StringLookup } from "./spacy-strings.ts";
import { SPACY_ATTRS } from "./spacy-symbols.ts";

/**
 * spaCy's DocBin (`.spacy`, what `spacy convert` writes and `spacy train` and `spacy evaluate`
 * read): zlib over one MessagePack map of the documents' token columns (`attrs` ids, one uint64
 * per token and column, little-endian), `spaces`, `lengths`, the `strings` the columns' hashes
 * stand for, each document's `cats` and serialized span groups. Strings are spaCy's: a value
 * below the symbol table's length is a symbol (PERSON, ORG, …), any other is the 64-bit
 * MurmurHash64A (seed 1) of a string's UTF-8 bytes, found among `strings`.
 */

/** One document of a DocBin as its columns spell it. */
export interface DocBinDoc {
  readonly words: readonly string[];
  /** Whether a space follows each word. */
  readonly spaces: readonly boolean[];
  /** spaCy's ENT_IOB per token (0 unset, 1 I, 2 O, 3 B); null when the DocBin has no column. */
  readonly iob: Uint8Array | null;
  /** ENT_TYPE per token, as its string. */
  readonly entTypes: readonly string[] | null;
  readonly cats: unknown;
  /** The span groups by the names the document stores them under; token offsets, end exclusive. */
  readonly groups: ReadonlyMap<string, readonly DocBinSpan[]>;
}

export interface DocBinSpan {
  readonly label: string;
  readonly start: number;
  readonly end: number;
}

/** The documents of the DocBin at `path`, in order. */
export function readDocBin(files: FilePort, path: string): DocBinDoc[] {
  return decodeDocBin(readWhole(files, path), path, limitsOf(files).documentSize);
}

/** The file's bytes, whole: a DocBin is one compressed block. */
function readWhole(files: FilePort, path: string): Uint8Array {
  if (files.readBytes === undefined)
    throw new UserError(`Cannot read '${path}' as a spaCy DocBin: this run reads text files only.`);
  const limit = limitsOf(files).documentSize;
  const pieces: Uint8Array[] = [];
  let size = 0;
  for (const piece of files.readBytes(path)) {
    size += piece.length;
    if (size > limit)
      throw new UserError(
        `${path}: ${limitExceeded("documentSize", limitsOf(files), "this DocBin")}`,
      );
    pieces.push(piece.slice());
  }
  const whole = new Uint8Array(size);
  let at = 0;
  for (const piece of pieces) {
    whole.set(piece, at);
    at += piece.length;
  }
  return whole;
}

/** A DocBin's documents, in order; a DataError naming `file` when the bytes are not one. */
export function decodeDocBin(bytes: Uint8Array, file: string, maxBytes: number): DocBinDoc[] {
  const at = { file };
  const columns = columnsOf(unpack(inflate(bytes, file, maxBytes), at, "the DocBin"), at);
  const { lengths, cats, flags, groups } = columns;
  const cells = new TokenCells(columns, at);
  const docs: DocBinDoc[] = [];
  let row = 0;
  for (let d = 0; d < lengths.length; d++) {
    const n = lengths[d] ?? 0;
    const flag = flags[d];
    // spaCy makes every word followed by a space when the spaces are not known.
    const unknownSpaces = isMap(flag) && flag.has_unknown_spaces === true;
    const words: string[] = [];
    const spaced: boolean[] = [];
    const iob = cells.iobColumn < 0 ? null : new Uint8Array(n);
    const entTypes: string[] | null = cells.typeColumn < 0 ? null : [];
    for (let t = 0; t < n; t++, row++) {
      const where = { doc: d + 1, token: t + 1 };
      words.push(cells.string(row, 0, where));
      spaced.push(unknownSpaces || columns.spaces[row] !== 0);
      if (iob !== null) iob[t] = cells.iob(row, where);
      entTypes?.push(cells.string(row, cells.typeColumn, where));
    }
    const doc = { file, doc: d + 1 };
    const spans = spanGroups(groups[d], cells.lookup, n, doc);
    docs.push({ words, spaces: spaced, iob, entTypes, cats: cats[d], groups: spans });
  }
  return docs;
}

/** The file inflated, at most `maxBytes` (a small file must not inflate without bound). */
function inflate(bytes: Uint8Array, file: string, maxBytes: number): Uint8Array {
  try {
    return inflateSync(bytes, { maxOutputLength: maxBytes });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new DataError(
      { file },
      code === "ERR_BUFFER_TOO_LARGE"
        ? `expected a spaCy DocBin of at most ${maxBytes} bytes once inflated (--limit document-size=N raises it)`
        : "expected a spaCy DocBin (.spacy: zlib-compressed MessagePack, as DocBin.to_disk writes it); the file does not inflate",
    );
  }
}

/** A DocBin's columns, checked against each other. */
interface Columns {
  readonly attrs: readonly number[];
  readonly lengths: readonly number[];
  readonly tokens: Uint8Array;
  readonly spaces: Uint8Array;
  readonly strings: readonly string[];
  readonly cats: readonly unknown[];
  readonly flags: readonly unknown[];
  readonly groups: readonly unknown[];
}

function columnsOf(msg: unknown, at: { readonly file: string }): Columns {
  if (!isMap(msg)) throw new DataError(at, "expected a spaCy DocBin: a MessagePack map of columns");
  const attrs = msg.attrs;
  if (!Array.isArray(attrs) || !attrs.every(Number.isInteger) || attrs[0] !== SPACY_ATTRS.ORTH)
    throw new DataError(at, "attrs: expected the DocBin's column ids, ORTH first");
  const lengths = int32s(bin(msg.lengths, "lengths", at));
  const tokens = bin(msg.tokens, "tokens", at);
  const spaces = bin(msg.spaces, "spaces", at);
  const strings = msg.strings;
  if (!Array.isArray(strings) || !strings.every((s) => typeof s === "string"))
    throw new DataError(at, "strings: expected the DocBin's list of strings");
  const total = lengths.reduce((a, b) => a + b, 0);
  const width = attrs.length;
  if (lengths.some((n) => n < 0) || tokens.length !== total * width * 8 || spaces.length !== total)
    throw new DataError(
      at,
      `expected ${total} tokens of ${width} columns (${total * width * 8} bytes) and ${total} spaces, as the lengths say; got ${tokens.length} and ${spaces.length} bytes`,
    );
  const n = lengths.length;
  const cats = list(msg.cats, n, "cats", at);
  const flags = list(msg.flags, n, "flags", at);
  const groups = list(msg.span_groups, n, "span_groups", at);
  return { attrs, lengths, tokens, spaces, strings, cats, flags, groups };
}

/** The token table's cells: strings by their ids, ENT_IOB checked. */
class TokenCells {
  readonly lookup: StringLookup;
  readonly iobColumn: number;
  readonly typeColumn: number;
  private readonly view: DataView;
  private readonly width: number;

  constructor(
    columns: Columns,
    private readonly at: { readonly file: string },
  ) {
    this.lookup = new StringLookup(columns.strings);
    const { tokens } = columns;
    this.view = new DataView(tokens.buffer, tokens.byteOffset, tokens.byteLength);
    this.width = columns.attrs.length;
    this.iobColumn = columns.attrs.indexOf(SPACY_ATTRS.ENT_IOB);
    this.typeColumn = columns.attrs.indexOf(SPACY_ATTRS.ENT_TYPE);
  }

  string(row: number, column: number, where: { doc: number; token: number }): string {
    const o = (row * this.width + column) * 8;
    const found = this.lookup.get(this.view.getUint32(o, true), this.view.getUint32(o + 4, true));
    if (found !== undefined) return found;
    throw new DataError(
      this.at,
      `document #${where.doc}, token ${where.token}: a string id the DocBin's strings do not hold (${this.view.getBigUint64(o, true)})`,
    );
  }

  iob(row: number, where: { doc: number; token: number }): number {
    const value = this.view.getUint32((row * this.width + this.iobColumn) * 8, true);
    if (value <= 3) return value;
    throw new DataError(
      this.at,
      `document #${where.doc}, token ${where.token}: ENT_IOB ${value}; expected 0–3`,
    );
  }
}

/**
 * A document's `doc.spans`: empty bytes or an empty list for none; spaCy 3.3+ writes a map of each
 * group's bytes to the names it is stored under, earlier releases a list of groups (each by its own
 * name). A group is `{"name", "attrs", "spans"}`, each span 40 bytes big-endian: id, kb_id and label
 * (uint64), start, end, start_char, end_char (int32).
 */
function spanGroups(
  value: unknown,
  lookup: StringLookup,
  tokens: number,
  where: { readonly file: string; readonly doc: number },
): Map<string, DocBinSpan[]> {
  const at = { file: where.file };
  const out = new Map<string, DocBinSpan[]>();
  if (value === undefined || value === null) return out;
  const bytes = bin(value, `span_groups[${where.doc - 1}]`, at);
  if (bytes.length === 0) return out;
  const keys: Uint8Array[] = [];
  const msg = unpack(bytes, at, `document #${where.doc}'s span groups`, keys);
  const entries: [Uint8Array, readonly string[] | null][] = [];
  if (Array.isArray(msg)) for (const g of msg) entries.push([bin(g, "a span group", at), null]);
  else if (isMap(msg))
    for (const [k, names] of Object.entries(msg)) {
      const key = keys[Number(k)];
      if (key === undefined || !Array.isArray(names) || !names.every((n) => typeof n === "string"))
        throw new DataError(
          at,
          `document #${where.doc}: expected span groups keyed by their bytes`,
        );
      entries.push([key, names]);
    }
  else throw new DataError(at, `document #${where.doc}: expected a map or list of span groups`);
  for (const [raw, names] of entries) {
    const group = unpack(raw, at, `document #${where.doc}'s span group`);
    if (!isMap(group) || typeof group.name !== "string" || !Array.isArray(group.spans))
      throw new DataError(at, `document #${where.doc}: expected a span group {name, attrs, spans}`);
    const spans = group.spans.map((s): DocBinSpan => {
      const b = bin(s, `span group '${group.name}'`, at);
      if (b.length !== 40)
        throw new DataError(
          at,
          `document #${where.doc}, span group '${group.name}': expected 40-byte spans, got ${b.length}`,
        );
      const v = new DataView(b.buffer, b.byteOffset, b.byteLength);
      const label = lookup.get(v.getUint32(20), v.getUint32(16));
      const start = v.getInt32(24);
      const end = v.getInt32(28);
      if (label === undefined || start < 0 || end <= start || end > tokens)
        throw new DataError(
          at,
          `document #${where.doc}, span group '${group.name}': a span ${label === undefined ? "whose label the strings do not hold" : `over tokens ${start}–${end} of ${tokens}`}`,
        );
      return { label, start, end };
    });
    for (const name of names ?? [group.name]) out.set(name, spans);
  }
  return out;
}

/** MessagePack as srsly writes it; map keys that are bytes (span groups) become indices into `keys`. */
function unpack(
  bytes: Uint8Array,
  at: { readonly file: string },
  what: string,
  keys: Uint8Array[] = [],
): unknown {
  const decoder = new Decoder({
    mapKeyConverter: (key: unknown) => {
      if (typeof key === "string" || typeof key === "number") return key;
      if (key instanceof Uint8Array) return keys.push(key) - 1;
      throw new DataError(at, `${what}: a map key that is neither a string nor bytes`);
    },
  });
  try {
    return decoder.decode(bytes);
  } catch (error) {
    if (error instanceof DataError) throw error;
    throw new DataError(
      at,
      `${what}: expected MessagePack as spaCy writes it (${(error as Error).message})`,
    );
  }
}

function isMap(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof Uint8Array)
  );
}

function bin(value: unknown, what: string, at: { readonly file: string }): Uint8Array {
  if (!(value instanceof Uint8Array)) throw new DataError(at, `${what}: expected bytes`);
  return value;
}

function int32s(bytes: Uint8Array): number[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: number[] = [];
  for (let o = 0; o + 4 <= bytes.length; o += 4) out.push(view.getInt32(o, true));
  return out;
}

function list(value: unknown, n: number, what: string, at: { readonly file: string }): unknown[] {
  if (value === undefined) return new Array<unknown>(n).fill(undefined);
  if (!Array.isArray(value) || value.length !== n)
    throw new DataError(at, `${what}: expected one entry per document (${n})`);
  return value;
}
