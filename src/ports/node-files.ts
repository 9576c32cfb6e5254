import { closeSync, openSync, readSync, statSync } from "node:fs";
import { DataError, UserError } from "../errors.ts";
import type { FilePort, SourceLine } from "./files.ts";
import { LineScanner } from "./line-scanner.ts";
import { listDirectory } from "./list-directory.ts";

const READ_BYTES = 1 << 16;
/**
 * Bytes per decoded piece. A piece's string is alive while a reader scans it, so it is copied
 * by every young-generation GC that happens meanwhile: small pieces keep that cost (and with it
 * V8's reason to grow the young generation) small. 1 MiB pieces also went to the large-object
 * space, which only a full GC frees, so peak memory grew with the file.
 */
const DECODE_BYTES = 1 << 13;
const NO_BYTES = new Uint8Array(0);

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

function openInput(path: string): number {
  try {
    return openSync(path, "r");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new UserError(`Cannot read '${path}': no such file.`);
    if (code === "EISDIR")
      throw new UserError(`Cannot read '${path}': it is a directory, expected a file.`);
    if (code === "EACCES" || code === "EPERM")
      throw new UserError(`Cannot read '${path}': permission denied. Check its permissions.`);
    throw new UserError(`Cannot read '${path}': ${code ?? "unknown error"}.`);
  }
}

/** Decodes chunks strictly; on invalid UTF-8 throws a DataError with the absolute byte offset. */
function* decodeChunks(path: string): Generator<string> {
  const fd = openInput(path);
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  const buffer = Buffer.allocUnsafe(READ_BYTES);
  const decode = (bytes: Uint8Array, consumed: number, stream: boolean): string => {
    try {
      return decoder.decode(bytes, { stream });
    } catch {
      throw invalidUtf8(path, fd, consumed);
    }
  };
  let consumed = 0;
  try {
    for (let n = readSync(fd, buffer, 0, READ_BYTES, null); n > 0; ) {
      for (let at = 0; at < n; at += DECODE_BYTES) {
        const piece = buffer.subarray(at, Math.min(n, at + DECODE_BYTES));
        const text = decode(piece, consumed, true);
        consumed += piece.length;
        if (text.length > 0) yield text;
      }
      n = readSync(fd, buffer, 0, READ_BYTES, null);
    }
    const rest = decode(NO_BYTES, consumed, false);
    if (rest.length > 0) yield rest;
  } finally {
    closeSync(fd);
  }
}

function invalidUtf8(path: string, fd: number, near: number): DataError {
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

/** Splits decoded chunks into lines (LF or CRLF), streaming. */
export function* splitLines(chunks: Iterable<string>): Generator<SourceLine> {
  const lines = new LineScanner(chunks);
  try {
    while (lines.next())
      yield { text: lines.text.slice(lines.start, lines.end), number: lines.number };
  } finally {
    lines.close();
  }
}

/** The FilePort over the real file system. */
export const nodeFiles: FilePort = {
  readText(path) {
    return [...decodeChunks(path)].join("");
  },
  readLines(path) {
    return splitLines(decodeChunks(path));
  },
  readChunks(path) {
    return decodeChunks(path);
  },
  kind(path) {
    try {
      return statSync(path).isDirectory() ? "directory" : "file";
    } catch {
      return "missing";
    }
  },
  listFiles: listDirectory,
};
