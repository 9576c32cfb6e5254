/** Bytes a piece of `JsonBytes` is handed out at (a writer takes it when it has this many). */
export const JSON_PIECE = 1 << 16;

const utf8 = new TextEncoder();

/** How many decimal digits `v` (100 ≤ v ≤ 2^31) has. */
function digitsOf(v: number): number {
  if (v < 10_000) return v < 1000 ? 3 : 4;
  if (v < 1_000_000) return v < 100_000 ? 5 : 6;
  if (v < 100_000_000) return v < 10_000_000 ? 7 : 8;
  return v < 1_000_000_000 ? 9 : 10;
}

/**
 * JSON text spelt straight into UTF-8 bytes: integers and ASCII marks written digit by digit
 * into one buffer, never made into strings. Also what a document's fingerprint serialization is
 * written through (`fingerprintDocument`). What a long array of plain lines (a baseline's
 * detail rows: 4 MB of digits at a million tokens, 40 MB at ten million) is written through,
 * instead of a string a line that is quoted, joined and encoded again. `take` hands out the bytes
 * so far and writes the next ones over them: one buffer for the whole array, so that writing a
 * large file leaves no buffers behind for the garbage collector (they are memory outside the
 * heap, which V8 frees only when it collects the objects holding them).
 */
export class JsonBytes {
  private bytes: Uint8Array;
  /** Bytes written since the last `take`. */
  length = 0;

  /** A buffer of `size` bytes to start with (it grows as needed). */
  constructor(size = 2 * JSON_PIECE) {
    this.bytes = new Uint8Array(size);
  }

  /** Makes room for `n` more bytes (a line longer than a piece grows the buffer). */
  room(n: number): void {
    if (this.length + n <= this.bytes.length) return;
    const grown = new Uint8Array(2 * (this.length + n));
    grown.set(this.bytes.subarray(0, this.length));
    this.bytes = grown;
  }

  /** One byte (an ASCII code); `room` first. */
  byte(code: number): void {
    this.bytes[this.length++] = code;
  }

  /** A 32-bit integer as `${n}` spells it; `room` for 11 bytes first. */
  int(n: number): void {
    const b = this.bytes;
    let v = n;
    if (v < 0) {
      b[this.length++] = 45;
      v = -v;
    }
    // Most integers of a baseline's lines (counts, offsets in a document, string indices) are
    // below 100: those take no division loop.
    if (v < 10) {
      b[this.length++] = 48 + v;
      return;
    }
    if (v < 100) {
      const tens = (v / 10) | 0;
      b[this.length++] = 48 + tens;
      b[this.length++] = 48 + v - 10 * tens;
      return;
    }
    let at = this.length + digitsOf(v);
    this.length = at;
    do {
      b[--at] = 48 + (v % 10);
      v = (v / 10) | 0;
    } while (v > 0);
  }

  /**
   * A finite number as `${n}` spells it (a 32-bit integer digit by digit), with room made for it
   * and one `byte` after it.
   */
  number(n: number): void {
    if ((n | 0) === n) {
      this.room(12);
      this.int(n);
    } else {
      this.ascii(`${n}`);
      this.room(1);
    }
  }

  /** An ASCII text (indentation, punctuation), made room for. */
  ascii(text: string): void {
    this.room(text.length);
    for (let k = 0; k < text.length; k++) this.bytes[this.length++] = text.charCodeAt(k);
  }

  /** Bytes already encoded (a text spelt many times, encoded once), made room for. */
  raw(bytes: Uint8Array): void {
    this.room(bytes.length);
    this.bytes.set(bytes, this.length);
    this.length += bytes.length;
  }

  /** Any text as UTF-8, made room for: ASCII by hand, the rest through a `TextEncoder`. */
  text(s: string): void {
    this.room(3 * s.length);
    const b = this.bytes;
    let at = this.length;
    for (let k = 0; k < s.length; k++) {
      const code = s.charCodeAt(k);
      if (code >= 0x80) {
        this.length += utf8.encodeInto(s, b.subarray(this.length)).written;
        return;
      }
      b[at++] = code;
    }
    this.length = at;
  }

  /** Copies the `n` bytes written from `from` on to the end (a repeated part of a line). */
  repeat(from: number, n: number): void {
    this.bytes.copyWithin(this.length, from, from + n);
    this.length += n;
  }

  /** The bytes written so far, valid until the next byte is written (the buffer is reused). */
  take(): Uint8Array {
    const out = this.bytes.subarray(0, this.length);
    this.length = 0;
    return out;
  }
}
