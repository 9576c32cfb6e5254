import { createHash, hash } from "node:crypto";
import { JsonBytes } from "../ports/json-bytes.ts";
import type { Annotation, Document, Relation } from "./model.ts";

/**
 * Fingerprints: sha256 over a canonical serialization of each normalized document, and an
 * order-independent fingerprint of a whole side built from them (the `inputs.*.sha256` of the
 * scores). The serialization is written as UTF-8 bytes into one reused buffer, so fingerprinting
 * allocates nothing per annotation.
 */

/** sha256 (hex) over a canonical serialization: document id, unit, the sorted annotations (type, offsets, fragments, attributes) and relations. */
export function fingerprintDocument(doc: Document): string {
  const sorted = isSorted(doc.annotations)
    ? doc.annotations
    : [...doc.annotations].sort(compareAnnotations);
  // The lines of `identity`, written straight into UTF-8 bytes: no string per annotation.
  const body = fingerprintWriter;
  body.length = 0;
  body.text(`goldgate-document@1\n${JSON.stringify(doc.id)}\n${doc.unit}\n`);
  for (const a of sorted) {
    body.text(quoted(a.type));
    body.room(1);
    body.byte(SPACE);
    body.number(a.start);
    body.byte(SPACE);
    body.number(a.end);
    if (a.fragments !== undefined || a.attributes !== undefined) body.text(identityTail(a));
    body.room(1);
    body.byte(LF);
  }
  if (doc.relations !== undefined && doc.relations.length > 0)
    body.text(relationLines(doc.relations));
  return hash("sha256", body.take(), "hex");
}

/** A document's relations, one sorted line each (`R type head -> tail`); none adds nothing. */
function relationLines(relations: readonly Relation[]): string {
  const lines = relations.map(
    (r) => `R ${quoted(r.type)} ${identity(r.head)} -> ${identity(r.tail)}\n`,
  );
  return lines.sort(compareText).join("");
}

const SPACE = 32;
const LF = 10;

/** Whether the annotations are already in `compareAnnotations` order. */
export function isSorted(annotations: readonly Annotation[]): boolean {
  for (let k = 1; k < annotations.length; k++) {
    if (compareAnnotations(annotations[k - 1] as Annotation, annotations[k] as Annotation) > 0)
      return false;
  }
  return true;
}

const QUOTED_LIMIT = 1024;
const quotedTypes = new Map<string, string>();

/** `JSON.stringify(type)`, remembered for the first types seen (a corpus has few). */
function quoted(type: string): string {
  const known = quotedTypes.get(type);
  if (known !== undefined) return known;
  const json = JSON.stringify(type);
  if (quotedTypes.size < QUOTED_LIMIT) quotedTypes.set(type, json);
  return json;
}

/** Everything that makes two annotations the same one, as one line (strings JSON-quoted). */
export function identity(a: Annotation): string {
  return `${quoted(a.type)} ${a.start} ${a.end}${identityTail(a)}`;
}

/** The part of `identity` after the offsets: fragments and attributes, usually empty. */
function identityTail(a: Annotation): string {
  const fragments =
    a.fragments === undefined || a.fragments.length <= 1
      ? ""
      : ` [${a.fragments.map((f) => `${f.start},${f.end}`).join(" ")}]`;
  if (a.attributes === undefined) return fragments;
  const keys = Object.keys(a.attributes);
  const only = keys.length === 1 ? (keys[0] ?? "") : "";
  const value = a.attributes[only];
  // One attribute (tbf's realis, most often): the bytes of the general case, without its arrays.
  if (keys.length === 1 && typeof value === "string")
    return `${fragments}${oneAttribute(only, value)}`;
  const attributes = Object.entries(a.attributes).sort(([x], [y]) => compareText(x, y));
  return `${fragments} ${attributes.length === 0 ? "" : JSON.stringify(attributes)}`;
}

/**
 * ` [["key","value"]]`, remembered for the first pairs seen (tbf's realis has three or four
 * values: two `JSON.stringify` per mention were a tenth of fingerprinting a tbf file).
 */
function oneAttribute(key: string, value: string): string {
  let values = oneAttributes.get(key);
  if (values === undefined) {
    values = new Map();
    if (oneAttributes.size < QUOTED_LIMIT) oneAttributes.set(key, values);
  }
  const known = values.get(value);
  if (known !== undefined) return known;
  const text = ` [[${JSON.stringify(key)},${JSON.stringify(value)}]]`;
  if (values.size < QUOTED_LIMIT) values.set(value, text);
  return text;
}

const oneAttributes = new Map<string, Map<string, string>>();

/** Code-unit order, never locale order: the same input sorts the same everywhere. */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Normalized order: start, end, type, then the whole identity. */
export function compareAnnotations(a: Annotation, b: Annotation): number {
  return (
    a.start - b.start ||
    a.end - b.end ||
    compareText(a.type, b.type) ||
    compareText(identity(a), identity(b))
  );
}

/** One buffer for every fingerprint (they are computed one at a time): none per document. */
const fingerprintWriter = new JsonBytes(4096);

const DIGEST_BYTES = 32;
const HEX_DIGITS = Buffer.from("0123456789abcdef", "latin1");
const HEX_LINE = 2 * DIGEST_BYTES + 1;

/**
 * Order-independent fingerprint of one side: sha256 over its documents' fingerprints, sorted,
 * in hex, one a line. Until then each is kept as its 32 bytes, not as a 64-character string.
 */
export class CorpusFingerprint {
  private store = Buffer.alloc(64 * DIGEST_BYTES);
  private count = 0;

  /** Adds a document's fingerprint and returns it (hex); an absent document adds nothing. */
  add(doc: Document | undefined): string | undefined {
    if (doc === undefined) return undefined;
    const hex = fingerprintDocument(doc);
    this.addHex(hex);
    return hex;
  }

  /** Adds a document's fingerprint computed before (hex, as `add` returns it, or base64url). */
  addHex(digest: string, encoding: "hex" | "base64url" = "hex"): void {
    if ((this.count + 1) * DIGEST_BYTES > this.store.length) {
      const grown = Buffer.alloc(2 * this.store.length);
      this.store.copy(grown);
      this.store = grown;
    }
    this.store.write(digest, this.count++ * DIGEST_BYTES, encoding);
  }

  /** The documents' fingerprints (hex), sorted: what a shard's scores keep for a merge. */
  lines(): string[] {
    return Array.from(this.sortedOffsets(), (at) =>
      this.store.toString("hex", at, at + DIGEST_BYTES),
    );
  }

  /** The side's sha256 (hex). Byte order is hex order, so the digests sort as their hex would. */
  digest(): string {
    const { store } = this;
    const h = createHash("sha256");
    const block = Buffer.allocUnsafe(1024 * HEX_LINE);
    let used = 0;
    for (const at of this.sortedOffsets()) {
      for (let k = at; k < at + DIGEST_BYTES; k++) {
        const byte = store[k] ?? 0;
        block[used++] = HEX_DIGITS[byte >> 4] ?? 0;
        block[used++] = HEX_DIGITS[byte & 15] ?? 0;
      }
      block[used++] = LF;
      if (used === block.length) {
        h.update(block);
        used = 0;
      }
    }
    h.update(block.subarray(0, used));
    return h.digest("hex");
  }

  /**
   * Offsets of the digests in byte order. Sorted natively as numbers (a 32-bit prefix and the
   * index, packed into one exact double), then runs with an equal prefix by the whole digest.
   */
  private sortedOffsets(): Int32Array {
    const { store, count } = this;
    const order = new Int32Array(count);
    for (let k = 0; k < count; k++) order[k] = k * DIGEST_BYTES;
    if (count >= INDEX_LIMIT) return order.sort((a, b) => compareDigests(store, a, b));
    const keys = new Float64Array(count);
    for (let k = 0; k < count; k++) keys[k] = prefix(store, k * DIGEST_BYTES) * INDEX_LIMIT + k;
    keys.sort();
    for (let k = 0; k < count; k++) order[k] = ((keys[k] ?? 0) % INDEX_LIMIT) * DIGEST_BYTES;
    for (let i = 0, j = 1; i < count; i = j++) {
      while (j < count && prefix(store, order[j] ?? 0) === prefix(store, order[i] ?? 0)) j++;
      if (j - i > 1) order.subarray(i, j).sort((a, b) => compareDigests(store, a, b));
    }
    return order;
  }
}

/** Documents beyond this many are sorted by comparisons alone (the packed keys need the room). */
const INDEX_LIMIT = 2 ** 21;

/** The first four bytes of the digest at `at`, big-endian. */
function prefix(store: Buffer, at: number): number {
  return (
    (store[at] ?? 0) * 2 ** 24 +
    (((store[at + 1] ?? 0) << 16) | ((store[at + 2] ?? 0) << 8) | (store[at + 3] ?? 0))
  );
}

function compareDigests(store: Buffer, a: number, b: number): number {
  for (let k = 0; k < DIGEST_BYTES; k++) {
    const d = (store[a + k] ?? 0) - (store[b + k] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * sha256 over lines sorted by code unit, each followed by a newline: a side's fingerprint from
 * its documents' (`CorpusFingerprint.digest`) or a label table's from its rows.
 */
export function fingerprintLines(lines: readonly string[]): string {
  return fingerprintLinesOf(lines.length, (k) => lines[k] ?? "");
}

/**
 * `fingerprintLines` over `count` lines made one at a time by `lineAt`: lines that come sorted
 * are hashed as they come, in pieces of about 64 KiB (only the piece is held); the first line out
 * of order makes every line and sorts them.
 */
export function fingerprintLinesOf(count: number, lineAt: (k: number) => string): string {
  const h = createHash("sha256");
  let [piece, last] = ["", ""];
  for (let k = 0; k < count; k++) {
    const line = lineAt(k);
    if (k > 0 && compareText(last, line) > 0) {
      const all = Array.from({ length: count }, (_, j) => lineAt(j)).sort(compareText);
      return fingerprintLinesOf(count, (j) => all[j] ?? "");
    }
    piece += `${line}\n`;
    last = line;
    if (piece.length < 65_536) continue;
    h.update(piece);
    piece = "";
  }
  h.update(piece);
  return h.digest("hex");
}
