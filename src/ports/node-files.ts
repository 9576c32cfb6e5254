import {
  closeSync,
  constants,
  fstatSync,
  openSync,
  readFileSync,
  readSync,
  statSync,
} from "node:fs";
import { DEFAULT_LIMITS, type LimitName, type Limits } from "../config/limits.ts";
import { UserError } from "../errors.ts";
import { DecodedChunks } from "./decoded-chunks.ts";
import type { FilePort, SourceLine } from "./files.ts";
import { LineScanner } from "./line-scanner.ts";
import { listDirectory } from "./list-directory.ts";

import { PACKED_HEAD, packedInput, sniffEncoding } from "./text-encoding.ts";
import { holdYoungGeneration } from "./young-generation.ts";

export { findInvalidUtf8, sniffEncoding } from "./text-encoding.ts";

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

/** A file's decoded pieces (`DecodedChunks`), the file opened now. */
function decodeChunks(path: string, limits: Limits, limit: LimitName): DecodedChunks {
  return new DecodedChunks(path, openInput(path), limits, limit);
}

/**
 * A whole file's text in one read and one strict decode (a scores file of megabytes: about half
 * the CPU of decoding it piece by piece); null when it is beyond the `documentSize` limit or does
 * not decode, so the piecewise reader says why, at the exact byte.
 */
function readWhole(path: string, limits: Limits): string | null {
  const fd = openInput(path);
  try {
    if (fstatSync(fd).size > limits.documentSize) return null;
    const bytes = readFileSync(fd);
    if (bytes.length > limits.documentSize) return null;
    const packed = packedInput(path, bytes.subarray(0, PACKED_HEAD));
    if (packed !== null) throw packed;
    const encoding = sniffEncoding(bytes.subarray(0, 4));
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch (error) {
    if (error instanceof TypeError) return null;
    throw error;
  } finally {
    closeSync(fd);
  }
}

/**
 * A file's bytes in pieces of 1 MiB, all read into one buffer: a piece is valid until the next is
 * asked for (a buffer each was 1 MiB of garbage a MiB read: +20 MiB of peak at 1M tokens). None
 * beyond `fileSize`.
 */
function* readBytes(path: string, limits: Limits): Generator<Uint8Array> {
  const fd = openInput(path);
  try {
    if (fstatSync(fd).size > limits.fileSize) return;
    const piece = Buffer.allocUnsafe(1 << 20);
    for (;;) {
      const n = readSync(fd, piece, 0, piece.length, null);
      if (n === 0) return;
      // As DecodedChunks does for text: the young generation is held at its cap as input is
      // read, here before scoring when a run or record hashes the file's documents.
      holdYoungGeneration();
      yield piece.subarray(0, n);
    }
  } finally {
    closeSync(fd);
  }
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
      return readWhole(path, limits) ?? [...decodeChunks(path, limits, "documentSize")].join("");
    },
    readLines(path) {
      return splitLines(decodeChunks(path, limits, "fileSize"));
    },
    readChunks(path) {
      return decodeChunks(path, limits, "fileSize");
    },
    readBytes(path) {
      return readBytes(path, limits);
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
