import { createHash, hash } from "node:crypto";
import { firstFieldIs, LineFields, splitFields } from "../ports/line-scanner.ts";

const DOCSTART = "-DOCSTART-";
const BOUNDARY_ITEM = "-X-";
const BOM = 0xfeff;

/**
 * A CoNLL file cut at its `-DOCSTART-` lines, as the reader cuts it into documents `doc-1`,
 * `doc-2`…: what a run needs to prove a document unchanged since a baseline was recorded
 * (docs/comparison.md, "Documents taken from the baseline").
 */
export interface ConllBlocks {
  /**
   * sha256 (base64url) of each document's text as decoded, from its `-DOCSTART-` line up to the
   * next one (the first also holds the blank lines and byte order mark before it), in file order.
   */
  readonly digests: readonly string[];
  /** Fields of the file's first token line, which every token line must have (0: none). */
  readonly fields: number;
  /** The document (0-based) holding the first token line (`digests.length` when none does). */
  readonly firstToken: number;
}

/** Whether the line `[start, end)` of `text` holds nothing but whitespace (or a byte order mark). */
function blank(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i);
    if (!(c === 32 || (c >= 9 && c <= 13) || c === BOM)) return false;
  }
  return true;
}

/** Cuts and hashes the blocks; null when the file does not start with a `-DOCSTART-` line. */
class BlockCutter {
  readonly digests: string[] = [];
  fields = 0;
  firstToken = -1;
  /** The text of the block being cut, in pieces (null before the first `-DOCSTART-` line). */
  private pieces: string[] | null = null;
  private prefix = "";
  private firstLine = true;
  private readonly split = new LineFields();
  failed = false;

  /** Takes the complete lines `text[0, to)` (each ends with LF, the last one possibly not). */
  take(text: string, to: number): void {
    let pos = 0;
    while (!this.failed && this.firstToken < 0 && pos < to) pos = this.line(text, pos, to);
    if (this.failed || pos >= to) return;
    this.blocks(text, pos, to);
  }

  /** One line in the slow phase (before the first token line); returns where the next starts. */
  private line(text: string, pos: number, to: number): number {
    const nl = text.indexOf("\n", pos);
    const end = nl < 0 || nl >= to ? to : nl;
    const next = end === to ? to : end + 1;
    const from = this.firstLine && text.charCodeAt(pos) === BOM ? pos + 1 : pos;
    this.firstLine = false;
    if (firstFieldIs(text, from, end, DOCSTART)) {
      this.start(text.slice(pos, next));
      return next;
    }
    if (this.pieces === null) {
      if (blank(text, pos, end)) this.prefix += text.slice(pos, next);
      else this.failed = true;
      return next;
    }
    this.pieces.push(text.slice(pos, next));
    splitFields(text, from, end, this.split);
    const marker = this.split.count > 0 && firstFieldIs(text, from, end, BOUNDARY_ITEM);
    if (this.split.count > 0 && !marker) {
      this.fields = this.split.count;
      this.firstToken = this.digests.length;
    }
    return next;
  }

  /** The fast phase: only `-DOCSTART-` lines are looked for. */
  private blocks(text: string, pos: number, to: number): void {
    let from = pos;
    for (let at = text.indexOf(DOCSTART, pos); at >= 0 && at < to; ) {
      const start = text.lastIndexOf("\n", at - 1) + 1;
      const nl = text.indexOf("\n", at);
      const end = nl < 0 || nl > to ? to : nl;
      if (firstFieldIs(text, start, end, DOCSTART)) {
        if (start > from) this.pieces?.push(text.slice(from, start));
        this.start("");
        from = start;
      }
      at = text.indexOf(DOCSTART, at + DOCSTART.length);
    }
    if (to > from) this.pieces?.push(text.slice(from, to));
  }

  private start(first: string): void {
    this.close();
    const head = this.prefix + first;
    this.pieces = head === "" ? [] : [head];
    this.prefix = "";
  }

  /** Hashes the block being cut: one call for a block within one chunk (most are). */
  close(): void {
    const pieces = this.pieces;
    this.pieces = null;
    if (pieces === null) return;
    if (pieces.length <= 1) this.digests.push(hash("sha256", pieces[0] ?? "", "base64url"));
    else {
      const h = createHash("sha256");
      for (const piece of pieces) h.update(piece);
      this.digests.push(h.digest("base64url"));
    }
  }
}

/**
 * The documents of a CoNLL file (decoded chunks), hashed as the reader would cut them; null
 * when the file is not cut at `-DOCSTART-` lines (its first non-blank line is not one), where
 * documents are sentences and nothing is taken from a baseline.
 */
export function conllBlocks(chunks: Iterable<string>): ConllBlocks | null {
  const cutter = new BlockCutter();
  let carry = "";
  for (const chunk of chunks) {
    const text = carry + chunk;
    const tail = text.lastIndexOf("\n") + 1;
    if (tail > 0) cutter.take(text, tail);
    carry = text.slice(tail);
    if (cutter.failed) return null;
  }
  if (carry.length > 0) cutter.take(carry, carry.length);
  cutter.close();
  if (cutter.failed || cutter.digests.length === 0) return null;
  const { digests, fields, firstToken } = cutter;
  return { digests, fields, firstToken: firstToken < 0 ? digests.length : firstToken };
}
