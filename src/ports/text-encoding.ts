import { readSync } from "node:fs";
import { DataError } from "../errors.ts";

/**
 * Bytes per decoded piece of a file (`decoded-chunks.ts`). A piece's string is alive while a
 * reader scans it, so it is copied by every young-generation GC that happens meanwhile: small
 * pieces keep that cost (and with it V8's reason to grow the young generation) small. 1 MiB
 * pieces also went to the large-object space, which only a full GC frees, so peak memory grew
 * with the file.
 */
export const DECODE_BYTES = 1 << 13;

/** Offset of the first byte that starts an invalid UTF-8 sequence, or -1. */
export function findInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) [need, min] = [1, 0x80];
    else if (b >= 0xe0 && b <= 0xef) [need, min] = [2, 0x800];
    else if (b >= 0xf0 && b <= 0xf4) [need, min] = [3, 0x10000];
    else return i;
    if (i + need >= bytes.length) return i;
    let cp = b & (0xff >> (need + 2));
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k];
      if (c === undefined || (c & 0xc0) !== 0x80) return i;
      cp = (cp << 6) | (c & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return i;
    i += need + 1;
  }
  return -1;
}

/**
 * The encoding of a file by its first bytes: UTF-16 when it starts with a UTF-16 byte order mark
 * or with `<?` in UTF-16 (an XML declaration, XML 1.0 Appendix F); UTF-8 otherwise.
 */
export function sniffEncoding(head: Uint8Array): "utf-8" | "utf-16le" | "utf-16be" {
  const [a, b, c, d] = head;
  if ((a === 0xff && b === 0xfe) || (a === 0x3c && b === 0 && c === 0x3f && d === 0))
    return "utf-16le";
  if ((a === 0xfe && b === 0xff) || (a === 0 && b === 0x3c && c === 0 && d === 0x3f))
    return "utf-16be";
  return "utf-8";
}

/** The error of undecodable UTF-16 in the piece from byte `near`. */
export function invalidUtf16(path: string, encoding: string, near: number): DataError {
  return new DataError(
    { file: path, offset: near },
    `invalid ${encoding.toUpperCase()} (an unpaired surrogate or an odd byte) in the ${DECODE_BYTES} bytes from byte ${near}; the file starts as ${encoding.toUpperCase()}`,
  );
}

/** The error of invalid UTF-8 in the piece from byte `near`, at its exact byte (read again). */
export function invalidUtf8(path: string, fd: number, near: number): DataError {
  // Re-read around the failing piece to find the exact offset (a sequence may straddle pieces),
  // starting at a character boundary: the continuation bytes of a character that began before
  // the window were decoded without error.
  const start = Math.max(0, near - 4);
  const window = Buffer.alloc(DECODE_BYTES + 8);
  const n = readSync(fd, window, 0, window.length, start);
  let from = 0;
  while (start + from < near && ((window[from] ?? 0) & 0xc0) === 0x80) from++;
  const at = findInvalidUtf8(window.subarray(from, n));
  const offset = at === -1 ? start + n : start + from + at;
  return new DataError(
    { file: path, offset },
    `invalid UTF-8 at byte ${offset}; expected UTF-8 text`,
  );
}
