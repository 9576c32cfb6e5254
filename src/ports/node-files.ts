import { closeSync, openSync, readdirSync, readSync, statSync } from "node:fs";
import { join } from "node:path";
import { DataError, UserError } from "../errors.ts";
import type { FilePort, SourceLine } from "./files.ts";

const CHUNK = 1 << 20;

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
    throw new UserError(`Cannot read '${path}': ${code ?? "unknown error"}.`);
  }
}

/** Decodes chunks strictly; on invalid UTF-8 throws a DataError with the absolute byte offset. */
function* decodeChunks(path: string): Generator<string> {
  const fd = openInput(path);
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  const buffer = Buffer.allocUnsafe(CHUNK);
  let consumed = 0;
  try {
    for (;;) {
      const n = readSync(fd, buffer, 0, CHUNK, null);
      const bytes = buffer.subarray(0, n);
      try {
        const text = decoder.decode(bytes, { stream: n > 0 });
        if (text.length > 0) yield text;
      } catch {
        throw invalidUtf8(path, fd, consumed);
      }
      if (n === 0) return;
      consumed += n;
    }
  } finally {
    closeSync(fd);
  }
}

function invalidUtf8(path: string, fd: number, near: number): DataError {
  // Re-read around the failing chunk to find the exact offset (a sequence may straddle chunks).
  const start = Math.max(0, near - 4);
  const window = Buffer.alloc(CHUNK + 8);
  const n = readSync(fd, window, 0, window.length, start);
  const at = findInvalidUtf8(window.subarray(0, n));
  const offset = at === -1 ? start + n : start + at;
  return new DataError(
    { file: path, offset },
    `invalid UTF-8 at byte ${offset}; expected UTF-8 text`,
  );
}

/** Splits decoded chunks into lines (LF or CRLF), streaming. */
export function* splitLines(chunks: Iterable<string>): Generator<SourceLine> {
  let carry = "";
  let number = 0;
  for (const chunk of chunks) {
    // A long line arrives in many chunks: only a chunk with a newline flattens the carry.
    if (chunk.indexOf("\n") === -1) {
      carry += chunk;
      continue;
    }
    const text = carry + chunk;
    let from = 0;
    for (let nl = text.indexOf("\n"); nl !== -1; nl = text.indexOf("\n", from)) {
      const end = nl > from && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
      number++;
      yield { text: text.slice(from, end), number };
      from = nl + 1;
    }
    carry = text.slice(from);
  }
  if (carry.length > 0) {
    number++;
    yield { text: carry.endsWith("\r") ? carry.slice(0, -1) : carry, number };
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
  kind(path) {
    try {
      return statSync(path).isDirectory() ? "directory" : "file";
    } catch {
      return "missing";
    }
  },
  listFiles(dir) {
    const out: string[] = [];
    const walk = (rel: string): void => {
      const entries = readdirSync(join(dir, rel), { withFileTypes: true });
      for (const entry of entries) {
        const path = rel === "" ? entry.name : `${rel}/${entry.name}`;
        if (entry.isDirectory()) walk(path);
        else if (entry.isFile()) out.push(path);
      }
    };
    walk("");
    return out.sort();
  },
};
