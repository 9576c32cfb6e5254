import { createHash, type Hash, hash } from "node:crypto";
import { sniffEncoding } from "../ports/text-encoding.ts";
import type { ConllBlocks } from "./conll-blocks.ts";

const DOCSTART = Buffer.from("-DOCSTART-", "latin1");
const BOUNDARY_ITEM = Buffer.from("-X-", "latin1");
const LF = 10;
const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

function isSpace(byte: number): boolean {
  return byte === 32 || (byte >= 9 && byte <= 13);
}

/** Whether the first whitespace-separated field of `bytes[start, end)` is `word`. */
function firstFieldIs(bytes: Buffer, start: number, end: number, word: Buffer): boolean {
  let i = start;
  while (i < end && isSpace(bytes[i] ?? 0)) i++;
  if (i + word.length > end) return false;
  if (bytes.compare(word, 0, word.length, i, i + word.length) !== 0) return false;
  const after = i + word.length;
  return after >= end || isSpace(bytes[after] ?? 0);
}

/** The number of whitespace-separated fields of `bytes[start, end)`. */
function countFields(bytes: Buffer, start: number, end: number): number {
  let fields = 0;
  let open = false;
  for (let i = start; i < end; i++) {
    const space = isSpace(bytes[i] ?? 0);
    if (!space && !open) fields++;
    open = !space;
  }
  return fields;
}

/**
 * `conllBlocks` over a UTF-8 file's bytes, not its decoded text: the same cut (the markers and
 * whitespace are ASCII, which UTF-8 never uses inside a character) and, after the first block,
 * the same hashes (a string is hashed as its UTF-8 bytes); the first block also holds a byte
 * order mark the decoded text leaves out (it is never taken: it holds or precedes the first
 * token line). The bytes are hashed as they stream by, never decoded. Null where `conllBlocks`
 * is, and for a file that starts as UTF-16.
 */
export function conllByteBlocks(chunks: Iterable<Uint8Array>): ConllBlocks | null {
  const cutter = new ByteCutter();
  let carry: Buffer = Buffer.alloc(0);
  for (const chunk of chunks) {
    // A view, not a copy: a port may hand every chunk in one reused buffer, so nothing of it is
    // kept past this step (the cutter hashes its pieces, the carried line is copied).
    let rest = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (carry.length > 0) {
      const nl = rest.indexOf(LF);
      const line = Buffer.concat([carry, nl < 0 ? rest : rest.subarray(0, nl + 1)]);
      if (nl < 0) {
        carry = line;
        continue;
      }
      cutter.take(line, line.length);
      rest = rest.subarray(nl + 1);
    }
    const tail = rest.lastIndexOf(LF) + 1;
    if (tail > 0) cutter.take(rest, tail);
    carry = Buffer.from(rest.subarray(tail));
    cutter.flush();
    if (cutter.failed) return null;
  }
  if (carry.length > 0) cutter.take(carry, carry.length);
  cutter.close();
  if (cutter.failed || cutter.digests.length === 0) return null;
  const { digests, fields, firstToken } = cutter;
  return { digests, fields, firstToken: firstToken < 0 ? digests.length : firstToken };
}

/** `BlockCutter` (conll-blocks.ts) over bytes. */
class ByteCutter {
  readonly digests: string[] = [];
  fields = 0;
  firstToken = -1;
  failed = false;
  private pieces: Buffer[] | null = null;
  /** The open block's hash so far, once it spans chunks. */
  private hasher: Hash | null = null;
  private prefix: Buffer[] = [];
  private firstLine = true;

  take(bytes: Buffer, to: number): void {
    let pos = 0;
    while (!this.failed && this.firstToken < 0 && pos < to) pos = this.line(bytes, pos, to);
    if (this.failed || pos >= to) return;
    this.blocks(bytes, pos, to);
  }

  private line(bytes: Buffer, pos: number, to: number): number {
    const nl = bytes.indexOf(LF, pos);
    const end = nl < 0 || nl >= to ? to : nl;
    const next = end === to ? to : end + 1;
    let from = pos;
    if (this.firstLine) {
      if (sniffEncoding(bytes.subarray(0, 4)) !== "utf-8") this.failed = true;
      if (UTF8_BOM.every((b, k) => bytes[k] === b)) from = 3;
    }
    this.firstLine = false;
    if (this.failed) return next;
    if (firstFieldIs(bytes, from, end, DOCSTART)) {
      this.start([...this.prefix, bytes.subarray(pos, next)]);
      return next;
    }
    if (this.pieces === null) {
      if (countFields(bytes, from, end) === 0)
        this.prefix.push(Buffer.from(bytes.subarray(pos, next)));
      else this.failed = true;
      return next;
    }
    this.pieces.push(bytes.subarray(pos, next));
    const count = countFields(bytes, from, end);
    if (count > 0 && !firstFieldIs(bytes, from, end, BOUNDARY_ITEM)) {
      this.fields = count;
      this.firstToken = this.digests.length;
    }
    return next;
  }

  private blocks(bytes: Buffer, pos: number, to: number): void {
    let from = pos;
    for (let at = bytes.indexOf(DOCSTART, pos); at >= 0 && at < to; ) {
      const start = at === 0 ? 0 : bytes.lastIndexOf(LF, at - 1) + 1;
      const nl = bytes.indexOf(LF, at);
      const end = nl < 0 || nl > to ? to : nl;
      if (firstFieldIs(bytes, start, end, DOCSTART)) {
        if (start > from) this.pieces?.push(bytes.subarray(from, start));
        this.start([]);
        from = start;
      }
      at = bytes.indexOf(DOCSTART, at + DOCSTART.length);
    }
    if (to > from) this.pieces?.push(bytes.subarray(from, to));
  }

  private start(head: Buffer[]): void {
    this.close();
    this.pieces = head;
    this.prefix = [];
  }

  /** Hashes the open block's pieces of the chunk just taken (its memory may be reused next). */
  flush(): void {
    if (this.pieces === null || this.pieces.length === 0) return;
    this.hasher ??= createHash("sha256");
    for (const piece of this.pieces) this.hasher.update(piece);
    this.pieces = [];
  }

  close(): void {
    const { pieces, hasher } = this;
    this.pieces = null;
    this.hasher = null;
    if (pieces === null) return;
    if (hasher === null && pieces.length <= 1)
      this.digests.push(hash("sha256", pieces[0] ?? Buffer.alloc(0), "base64url"));
    else {
      const h = hasher ?? createHash("sha256");
      for (const piece of pieces) h.update(piece);
      this.digests.push(h.digest("base64url"));
    }
  }
}
