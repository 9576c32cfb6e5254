import { closeSync, constants, fstatSync, openSync, readSync, statSync } from "node:fs";
import { DEFAULT_LIMITS, type LimitName, type Limits, limitExceeded } from "../config/limits.ts";
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

const OPEN_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: "no such file",
  EISDIR: "it is a directory, expected a file",
  EACCES: "permission denied; make it readable (chmod u+r) or run as a user who may read it",
  EPERM: "permission denied; make it readable (chmod u+r) or run as a user who may read it",
  ELOOP: "too many levels of symbolic links (a symlink loop?); point it at a real file or folder",
  ENAMETOOLONG: "the path is too long",
  ENOTDIR: "a part of the path is not a directory",
  ERR_INVALID_ARG_VALUE: "the path contains a NUL character",
};

/** A path for a message: control characters (a NUL, a newline) written as escapes. */
function printable(path: string): string {
  return [...path]
    .map((c) => {
      const code = c.charCodeAt(0);
      return code < 32 || code === 127 ? `\\u${code.toString(16).padStart(4, "0")}` : c;
    })
    .join("");
}

/** What a non-regular file is, for the message that refuses it. */
function describeKind(stats: ReturnType<typeof fstatSync>): string {
  if (stats.isFIFO()) return "a named pipe (FIFO)";
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return "a device";
  if (stats.isSocket()) return "a socket";
  return stats.isDirectory() ? "a directory" : "not a regular file";
}

/**
 * Opens a regular file for reading. Pipes and devices are refused before they are read: a FIFO
 * blocks forever and `/dev/zero` never ends. Non-blocking open, so a FIFO's open returns at once.
 */
function openInput(path: string): number {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "unknown error";
    throw new UserError(`Cannot read '${printable(path)}': ${OPEN_ERRORS[code] ?? code}.`);
  }
  const stats = fstatSync(fd);
  if (!stats.isFile()) {
    closeSync(fd);
    throw new UserError(
      `Cannot read '${path}': it is ${describeKind(stats)}; expected a regular file (copy the data to a file first).`,
    );
  }
  return fd;
}

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

  private fail(): never {
    throw new DataError(
      { file: this.path, line: this.lines },
      limitExceeded("lineLength", this.limits, "this line"),
    );
  }
}

/**
 * Decodes chunks strictly; on invalid UTF-8 throws a DataError with the absolute byte offset.
 * Stops with a DataError past `limit` bytes (the file may grow while read, or report size 0).
 */
function* decodeChunks(path: string, limits: Limits, limit: LimitName): Generator<string> {
  const fd = openInput(path);
  let decoder: InstanceType<typeof TextDecoder> | undefined;
  const buffer = Buffer.allocUnsafe(READ_BYTES);
  const guard = limit === "fileSize" ? new LineGuard(path, limits) : undefined;
  const decode = (bytes: Uint8Array, consumed: number, stream: boolean): string => {
    decoder ??= new TextDecoder(sniffEncoding(bytes), { fatal: true, ignoreBOM: false });
    try {
      return decoder.decode(bytes, { stream });
    } catch {
      if (decoder.encoding !== "utf-8") throw invalidUtf16(path, decoder.encoding, consumed);
      throw invalidUtf8(path, fd, consumed);
    }
  };
  let consumed = 0;
  try {
    const tooBig = (size: number) =>
      new DataError(
        { file: path },
        limitExceeded(limit, limits, `the file (${size} bytes or more)`),
      );
    if (fstatSync(fd).size > limits[limit]) throw tooBig(fstatSync(fd).size);
    for (let n = readSync(fd, buffer, 0, READ_BYTES, null); n > 0; ) {
      if (consumed + n > limits[limit]) throw tooBig(consumed + n);
      for (let at = 0; at < n; at += DECODE_BYTES) {
        const piece = buffer.subarray(at, Math.min(n, at + DECODE_BYTES));
        const text = decode(piece, consumed, true);
        consumed += piece.length;
        guard?.check(text);
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

function invalidUtf16(path: string, encoding: string, near: number): DataError {
  return new DataError(
    { file: path, offset: near },
    `invalid ${encoding.toUpperCase()} (an unpaired surrogate or an odd byte) in the ${DECODE_BYTES} bytes from byte ${near}; the file starts as ${encoding.toUpperCase()}`,
  );
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

/** The FilePort over the real file system, refusing input beyond `limits`. */
export function nodeFilesWithin(limits: Limits): FilePort {
  return {
    limits,
    within: nodeFilesWithin,
    readText(path) {
      return [...decodeChunks(path, limits, "documentSize")].join("");
    },
    readLines(path) {
      return splitLines(decodeChunks(path, limits, "fileSize"));
    },
    readChunks(path) {
      return decodeChunks(path, limits, "fileSize");
    },
    kind(path) {
      try {
        return statSync(path).isDirectory() ? "directory" : "file";
      } catch (error) {
        // Only an absent path is missing: a symlink loop or a folder that may not be searched is
        // said as what it is, not as "no such file or directory".
        const code = (error as NodeJS.ErrnoException).code ?? "";
        if (code === "ENOENT" || code === "ENOTDIR") return "missing";
        throw new UserError(`Cannot read '${printable(path)}': ${OPEN_ERRORS[code] ?? code}.`);
      }
    },
    listFiles: listDirectory,
  };
}

/** The FilePort over the real file system, with the default limits. */
export const nodeFiles: FilePort = nodeFilesWithin(DEFAULT_LIMITS);
