import { closeSync, fstatSync, readSync } from "node:fs";
import { type LimitName, type Limits, limitExceeded } from "../config/limits.ts";
import { DataError } from "../errors.ts";
import { countLineEnds, findMarkerLine, pastLastLineEnd, pastLineEnd } from "./byte-lines.ts";
import type { LinePasser } from "./line-scanner.ts";
import {
  DECODE_BYTES,
  invalidUtf8,
  invalidUtf16,
  packedInput,
  sniffEncoding,
} from "./text-encoding.ts";
import { holdYoungGeneration } from "./young-generation.ts";

const READ_BYTES = 1 << 16;
const LF = 10;
const NO_BYTES = new Uint8Array(0);

/** Counts lines and the length of the open one, to refuse a line beyond the line-length limit. */
class LineGuard {
  private lines = 1;
  private run = 0;
  constructor(
    private readonly path: string,
    private readonly limits: Limits,
  ) {}

  check(text: string): void {
    let last = -1;
    for (let nl = text.indexOf("\n"); nl !== -1; nl = text.indexOf("\n", nl + 1)) {
      if (this.run + nl - last - 1 > this.limits.lineLength) this.fail();
      this.run = 0;
      last = nl;
      this.lines++;
    }
    this.run += text.length - last - 1;
    if (this.run > this.limits.lineLength) this.fail();
  }

  /** Whole lines passed over unread (from a line start to a line start). */
  pass(lines: number): void {
    this.lines += lines;
  }

  private fail(): never {
    throw new DataError(
      { file: this.path, line: this.lines },
      limitExceeded("lineLength", this.limits, "this line"),
    );
  }
}

/** The index of the first LF in `bytes` from `from` before `to`; -1 when there is none. */
function lineEndBefore(bytes: Buffer, from: number, to: number): number {
  const at = bytes.indexOf(LF, from);
  return at < to ? at : -1;
}

/**
 * A file's text in decoded pieces of at most 8 KiB, decoded strictly (a DataError with the
 * absolute byte offset on invalid UTF-8), stopping with a DataError past `limit` bytes (the file
 * may grow while read, or report size 0). A UTF-8 piece ends at a line end where its window
 * holds one, so a reader that has taken every line of the pieces so far stands at a line start
 * of the undecoded bytes: `passLines` can pass over whole lines there without decoding them.
 */
export class DecodedChunks implements IterableIterator<string>, LinePasser {
  private readonly memory = new ArrayBuffer(READ_BYTES);
  private readonly buffer = Buffer.from(this.memory);
  private readonly words = new Int32Array(this.memory);
  /** Bytes of `buffer` read; `at` is the first not yet decoded or passed; `base` is buffer[0]'s offset. */
  private filled = 0;
  private at = 0;
  private base = 0;
  private ended = false;
  private closed = false;
  private decoder: InstanceType<typeof TextDecoder> | undefined;
  /** The first field of the lines `passLines` looks for, once it has been asked. */
  private marker: Buffer | null = null;
  private markerWord = "";
  private readonly guard: LineGuard | undefined;

  constructor(
    private readonly path: string,
    private readonly fd: number,
    private readonly limits: Limits,
    private readonly limit: LimitName,
  ) {
    this.guard = limit === "fileSize" ? new LineGuard(path, limits) : undefined;
    try {
      const size = fstatSync(fd).size;
      if (size > limits[limit]) throw this.tooBig(size);
    } catch (error) {
      this.return();
      throw error;
    }
  }

  [Symbol.iterator](): this {
    return this;
  }

  next(): IteratorResult<string> {
    try {
      for (;;) {
        if (this.closed) return { done: true, value: undefined };
        const text = this.nextPiece();
        if (text === null) {
          this.return();
          return { done: true, value: undefined };
        }
        this.guard?.check(text);
        if (text.length > 0) return { done: false, value: text };
      }
    } catch (error) {
      this.return();
      throw error;
    }
  }

  return(): IteratorResult<string> {
    if (!this.closed) closeSync(this.fd);
    this.closed = true;
    return { done: true, value: undefined };
  }

  /**
   * Passes over the undecoded lines before the next line whose first whitespace-separated field
   * is `word` (or to the end of the input), without decoding them; the count of lines passed.
   * Called only where the pieces given out so far end at a line end. Their bytes are not checked:
   * only UTF-8 input is passed over (0 for UTF-16: its bytes do not spell `word`). `more`: asked
   * at each `word` line found, once its whole line is in the buffer, whether to pass over it too.
   */
  passLines(word: string, more?: () => boolean): number {
    if (this.closed || this.decoder === undefined || this.decoder.encoding !== "utf-8") return 0;
    const marker = this.markerWord === word && this.marker !== null ? this.marker : this.mark(word);
    let lines = 0;
    for (;;) {
      const { buffer, at, filled } = this;
      const found = findMarkerLine(buffer, at, filled, this.ended, marker);
      // `more` is asked about a line once its end is in the buffer (else after a refill).
      const lineEnd = found >= 0 && more !== undefined ? lineEndBefore(buffer, found, filled) : -1;
      const passed = lineEnd >= 0 && more !== undefined && more();
      const end = passed ? lineEnd + 1 : found >= 0 ? found : pastLastLineEnd(buffer, at, filled);
      lines += countLineEnds(buffer, this.words, at, end);
      this.at = end;
      if (passed) continue;
      const asked = found >= 0 && (more === undefined || lineEnd >= 0);
      if (asked || !this.refill()) break;
    }
    this.guard?.pass(lines);
    return lines;
  }

  private mark(word: string): Buffer {
    this.markerWord = word;
    this.marker = Buffer.from(word, "utf8");
    return this.marker;
  }

  /**
   * Where the next piece may end, once lines are passed over (`marker` known): just after a
   * marker line that starts at `at`, else at the start of the next one. A reader that passes over
   * a document then finds its first line alone in a piece, its body not yet decoded.
   */
  private pieceEnd(end: number): number {
    if (this.marker === null) return end;
    const limit = Math.min(this.filled, end + this.marker.length);
    const complete = this.ended && limit === this.filled;
    const found = findMarkerLine(this.buffer, this.at, limit, complete, this.marker);
    if (found < this.at) return end;
    return found > this.at ? Math.min(end, found) : pastLineEnd(this.buffer, this.at, end);
  }

  /** Moves the bytes from `at` to the buffer's start and reads more; false when none came. */
  private refill(): boolean {
    if (this.ended) return false;
    const keep = this.filled - this.at;
    if (keep === this.buffer.length) return false;
    this.buffer.copy(this.buffer, 0, this.at, this.filled);
    this.base += this.at;
    this.at = 0;
    this.filled = keep;
    const n = readSync(this.fd, this.buffer, keep, this.buffer.length - keep, null);
    if (n === 0) this.ended = true;
    else if (this.base + keep + n > this.limits[this.limit])
      throw this.tooBig(this.base + keep + n);
    this.filled += n;
    holdYoungGeneration();
    return n > 0;
  }

  /** The next decoded piece ("" possible), or null at the end. */
  private nextPiece(): string | null {
    if (this.at === this.filled && !this.refill())
      return this.ended && this.decoder !== undefined ? this.finish() : null;
    let end = this.windowEnd();
    if (this.decoder === undefined && this.base + this.at === 0) {
      const packed = packedInput(this.path, this.buffer.subarray(0, end));
      if (packed !== null) throw packed;
    }
    this.decoder ??= new TextDecoder(sniffEncoding(this.buffer.subarray(this.at, end)), {
      fatal: true,
      ignoreBOM: false,
    });
    if (this.decoder.encoding === "utf-8") {
      // A line that runs on past the bytes read is read whole first, so the piece ends at its end.
      const runsOn = end === this.filled && pastLastLineEnd(this.buffer, this.at, end) === this.at;
      if (runsOn && this.at > 0) {
        this.refill();
        end = this.windowEnd();
      }
      end = this.pieceEnd(end);
      const cut = pastLastLineEnd(this.buffer, this.at, end);
      if (cut > this.at) end = cut;
    }
    const text = this.decode(this.buffer.subarray(this.at, end), true);
    this.at = end;
    return text;
  }

  private windowEnd(): number {
    return Math.min(this.filled, this.at + DECODE_BYTES);
  }

  /** The decoder's last characters at the end of the input, then nothing more. */
  private finish(): string | null {
    const decoder = this.decoder;
    this.decoder = undefined;
    const rest = decoder === undefined ? "" : this.decodeWith(decoder, NO_BYTES, false);
    this.ended = true;
    return rest.length > 0 ? rest : null;
  }

  private decode(bytes: Uint8Array, stream: boolean): string {
    return this.decodeWith(this.decoder as InstanceType<typeof TextDecoder>, bytes, stream);
  }

  private decodeWith(
    decoder: InstanceType<typeof TextDecoder>,
    bytes: Uint8Array,
    stream: boolean,
  ): string {
    const consumed = this.base + this.at;
    try {
      return decoder.decode(bytes, { stream });
    } catch {
      if (decoder.encoding !== "utf-8") throw invalidUtf16(this.path, decoder.encoding, consumed);
      throw invalidUtf8(this.path, this.fd, consumed);
    }
  }

  private tooBig(size: number): DataError {
    return new DataError(
      { file: this.path },
      limitExceeded(this.limit, this.limits, `the file (${size} bytes or more)`),
    );
  }
}
