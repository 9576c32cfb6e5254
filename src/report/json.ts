import { type SpellElement, spellerOf } from "../measure/array-on-demand.ts";
import { JSON_PIECE, JsonBytes } from "../ports/json-bytes.ts";
import { isIndex } from "./printed-keys.ts";
import { skipped, subtreeText, subtreeWriting, TOO_BIG } from "./subtree-text.ts";

/**
 * Canonical JSON: keys sorted by code point at every level, two-space indent, a final newline.
 * Same value → same bytes, so outputs diff cleanly and "unchanged" checks are exact.
 */
export function renderJson(value: unknown): string {
  return [...jsonChunks(value)].join("");
}

/** Text handed out at once by `jsonChunks`: few writes, and small beside the whole output. */
const CHUNK = 1 << 16;

/** Canonical JSON handed to `write` in chunks (see `jsonChunks`). */
export function writeJson(value: unknown, write: (chunk: string) => void): void {
  for (const chunk of jsonChunks(value)) write(chunk);
}

/**
 * Canonical JSON (the bytes of `renderJson`) in chunks of about 64 KiB, produced as they are
 * read, without a sorted copy of the value or the whole text: a run result of a million tokens
 * is tens of megabytes as text. The bytes are those of `JSON.stringify` with two-space
 * indentation over the value with every object's keys sorted and undefined members dropped:
 * object keys that are array indexes come first in numeric order (as JavaScript objects
 * enumerate them), non-finite numbers are null, and no `toJSON` is called.
 */
export function jsonChunks(value: unknown): Iterable<string> {
  return {
    *[Symbol.iterator]() {
      const decoder = new TextDecoder();
      for (const piece of jsonPieces(value))
        yield typeof piece === "string" ? piece : decoder.decode(piece);
    },
  };
}

/**
 * The bytes of `jsonChunks` in pieces of text or of UTF-8 bytes: an array on demand with a
 * speller (`arrayOnDemand`) is spelt straight into bytes, its elements never made as strings.
 * What a file is written from (`writeFileAtomic` takes both). A piece of bytes is valid until
 * the next piece is asked for (its buffer is reused): use it at once or copy it.
 */
export function jsonPieces(value: unknown): Iterable<string | Uint8Array> {
  return { [Symbol.iterator]: () => new JsonChunks(value) };
}

/** Keys in the order JSON.stringify prints a null-prototype object built in sorted key order. */
function orderedKeys(value: Readonly<Record<string, unknown>>): string[] {
  const keys = Object.keys(value)
    .filter((k) => !skipped(value[k]))
    .sort();
  if (!keys.some(isIndex)) return keys;
  const indexes = keys.filter(isIndex).sort((a, b) => Number(a) - Number(b));
  return [...indexes, ...keys.filter((k) => !isIndex(k))];
}

/** Members a subtree `small` writes at once at most: bigger ones are taken member by member. */
const SMALL_MEMBERS = 4096;
/** Members of an array written at once at most (see `batch`). */
const BATCH = 256;

/** An open array (keys null) or object: its members, the next one, its indentation. */
interface Frame {
  readonly value: Readonly<Record<string, unknown>> | readonly unknown[];
  readonly keys: readonly string[] | null;
  readonly length: number;
  index: number;
  readonly line: string;
  /** An array whose elements are spelt into bytes (`spellerOf`). */
  readonly spell?: SpellElement;
  /** The elements alone (`JsonArrayWriter`): no brackets; `after`: a comma before the first. */
  readonly bare?: { readonly after: boolean };
}

/** What goes before member k of a container: its line break, after a comma but for the first. */
function lead(f: Frame, k: number, inner: string): string {
  return k === 0 && f.bare?.after !== true ? inner : `,${inner}`;
}

/**
 * A top-level array written in parts as they are made (`score --details` writes the alignment
 * rows of each run of documents as soon as they are scored): the bytes `jsonPieces` gives for
 * the parts' elements in one array, handed to `write` piece by piece (a piece of bytes only
 * until the next is written).
 */
export class JsonArrayWriter {
  private any = false;
  /** One buffer for every part's spelt elements (a buffer a part left each to the collector). */
  private readonly spelt = new JsonBytes();

  constructor(private readonly write: (piece: string | Uint8Array) => void) {}

  /** The next elements. */
  add(items: readonly unknown[]): void {
    if (items.length === 0) return;
    if (!this.any) this.write("[");
    const pieces = new JsonChunks(items, { after: this.any, spelt: this.spelt });
    this.any = true;
    for (let p = pieces.next(); p.done !== true; p = pieces.next()) this.write(p.value);
  }

  /** Closes the array (with the final newline). */
  end(): void {
    this.write(this.any ? "\n]\n" : "[]\n");
  }
}

/** The writer behind `jsonChunks`: an explicit stack, so it can stop at any chunk boundary. */
class JsonChunks implements Iterator<string | Uint8Array> {
  private readonly stack: Frame[] = [];
  private readonly writing = subtreeWriting();
  private buffer = "";
  /** Spelt bytes, handed out after `buffer` (no text is added while there are some). */
  private spelt: JsonBytes | null = null;
  private ready: Uint8Array | null = null;
  private done = false;

  constructor(value: unknown, bare?: { readonly after: boolean; readonly spelt: JsonBytes }) {
    if (bare !== undefined) {
      this.spelt = bare.spelt;
      const items = value as readonly unknown[];
      const spell = spellerOf(items);
      const frame = { value: items, keys: null, length: items.length, index: 0, line: "\n" };
      this.stack.push({ ...frame, bare, ...(spell && { spell }) });
      this.done = true;
    }
    // JSON.stringify gives undefined for these at the top; the template literal printed that.
    else if (skipped(value)) this.buffer = "undefined";
    else this.open(value, "\n");
  }

  next(): IteratorResult<string | Uint8Array> {
    while (this.buffer.length < CHUNK && this.ready === null && this.stack.length > 0) this.step();
    if (this.stack.length === 0 && !this.done) {
      this.buffer += "\n";
      this.done = true;
    }
    const chunk = this.buffer;
    this.buffer = "";
    if (chunk !== "") return { done: false, value: chunk };
    const bytes = this.ready;
    this.ready = null;
    return bytes === null ? { done: true, value: undefined } : { done: false, value: bytes };
  }

  /** Writes the next member of the innermost open container, or closes it. */
  private step(): void {
    const f = this.stack[this.stack.length - 1] as Frame;
    const inner = `${f.line}  `;
    if (f.index === f.length) {
      this.stack.pop();
      if (f.bare === undefined) this.buffer += `${f.line}${f.keys === null ? "]" : "}"}`;
      return;
    }
    if (f.spell !== undefined) {
      this.spellSome(f, f.spell);
      return;
    }
    if (f.keys === null && this.batch(f)) return;
    const k = f.index++;
    this.buffer += lead(f, k, inner);
    if (f.keys === null) {
      const item = (f.value as readonly unknown[])[k];
      this.open(skipped(item) ? null : item, inner);
    } else {
      const key = f.keys[k] as string;
      this.buffer += `${JSON.stringify(key)}: `;
      this.open((f.value as Readonly<Record<string, unknown>>)[key], inner);
    }
  }

  /**
   * The next members of an open array, as many as fit in one subtree's budget (up to BATCH),
   * written at once: the bytes of the members written one by one (a scores document has a row
   * per document). False (nothing written) when fewer than two fit.
   */
  private batch(f: Frame): boolean {
    const items = f.value as readonly unknown[];
    const inner = `${f.line}  `;
    this.writing.left = SMALL_MEMBERS;
    let text = "";
    let n = 0;
    for (let k = f.index; k < f.length && n < BATCH; k++, n++) {
      const x = items[k];
      const member = skipped(x) ? "null" : subtreeText(x, inner, this.writing);
      if (member === TOO_BIG) break;
      text += `${lead(f, k, inner)}${member}`;
    }
    if (n < 2) return false;
    this.buffer += text;
    f.index += n;
    return true;
  }

  /**
   * Spells the next elements of a spelt array into bytes, up to a piece's worth (made ready to
   * hand out), or through its last element (the closing bracket is text again).
   */
  private spellSome(f: Frame, spell: SpellElement): void {
    this.spelt ??= new JsonBytes();
    const out = this.spelt;
    const inner = `${f.line}  `;
    while (f.index < f.length && out.length < JSON_PIECE) {
      const k = f.index++;
      out.ascii(lead(f, k, inner));
      spell(k, out, inner);
    }
    if (out.length >= JSON_PIECE || f.index === f.length) this.ready = out.take();
  }

  /** Writes a scalar, or the opening of a container (pushed when it has members). */
  private open(v: unknown, line: string): void {
    const spell = spellerOf(v);
    if (spell !== undefined && Array.isArray(v)) this.push(v, null, v.length, "[", line, spell);
    else if (v === null || skipped(v)) this.buffer += "null";
    else if (typeof v === "string") this.buffer += JSON.stringify(v);
    else if (typeof v === "number") this.buffer += Number.isFinite(v) ? `${v}` : "null";
    else if (typeof v === "boolean") this.buffer += v ? "true" : "false";
    else if (typeof v === "object" && this.small(v, line)) return;
    else if (Array.isArray(v)) this.push(v, null, v.length, "[", line);
    else if (typeof v === "object") {
      const keys = orderedKeys(v as Readonly<Record<string, unknown>>);
      this.push(v as Readonly<Record<string, unknown>>, keys, keys.length, "{", line);
    } else this.buffer += JSON.stringify(v) ?? "null";
  }

  /**
   * A small subtree of plain data written at once (`subtreeText`), its lines indented to
   * `line`: several times faster than member by member. False (nothing written) for anything else.
   */
  private small(v: object, line: string): boolean {
    this.writing.left = SMALL_MEMBERS;
    const text = subtreeText(v, line, this.writing);
    if (text === TOO_BIG) return false;
    this.buffer += text;
    return true;
  }

  private push(
    value: Frame["value"],
    keys: Frame["keys"],
    length: number,
    o: string,
    line: string,
    spell?: SpellElement,
  ) {
    if (length === 0) this.buffer += keys === null ? "[]" : "{}";
    else {
      this.buffer += o;
      this.stack.push({ value, keys, length, index: 0, line, ...(spell && { spell }) });
    }
  }
}
