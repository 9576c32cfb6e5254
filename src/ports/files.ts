/**
 * The edges the pure middle sees. Entries pass real implementations (`ports/node-files.ts`);
 * tests pass in-memory ones.
 */
import { DEFAULT_LIMITS, type Limits } from "../config/limits.ts";

/** Synchronous read access to input files. Paths are as the user gave them. */
export interface FilePort {
  /** The input limits this port enforces and readers check (default `DEFAULT_LIMITS`). */
  readonly limits?: Limits;
  /** The same port with other limits (absent: readers see `limits` only). */
  readonly within?: (limits: Limits) => FilePort;
  /**
   * The whole file as UTF-8 (BOM removed), or UTF-16 when it starts with a UTF-16 byte order mark
   * or `<?` in UTF-16. Throws DataError on invalid UTF-8 (byte offset).
   */
  readText(path: string): string;
  /** Lines without their terminator (LF or CRLF), streamed; `number` is 1-based. */
  readLines(path: string): Iterable<SourceLine>;
  /**
   * The text in decoded pieces of any size, streamed (BOM removed, same errors as `readText`);
   * a piece may end inside a line or between CR and LF. Readers scan them with `LineScanner`.
   */
  readChunks(path: string): Iterable<string>;
  /**
   * The file's bytes as stored, streamed, never decoded (hashing a CoNLL file's documents:
   * `conll-byte-blocks.ts`); nothing when the file is beyond the file-size limit. A piece is
   * valid only until the next is asked for (its memory may be reused). Absent: a port that
   * offers text only (callers then hash `readChunks`).
   */
  readBytes?(path: string): Iterable<Uint8Array>;
  /** `file`, `directory` or `missing`. */
  kind(path: string): "file" | "directory" | "missing";
  /**
   * The files below a directory (relative, sorted, `/`-separated), symbolic links followed;
   * the links it followed and the entries it could not read as files, so none goes unreported.
   */
  listFiles(dir: string): DirectoryListing;
}

/** What a directory walk found. Every path is relative to the walked directory. */
export interface DirectoryListing {
  readonly files: readonly string[];
  /** Symbolic links followed (to a file or a directory), with the real path they lead to. */
  readonly links: readonly { readonly path: string; readonly target: string }[];
  /** Entries that are not read: dangling links, loops, FIFOs, sockets, devices. */
  readonly skipped: readonly { readonly path: string; readonly reason: string }[];
}

/** A listing of plain files only (in-memory ports have no links). */
export function plainListing(files: readonly string[]): DirectoryListing {
  return { files: [...files].sort(), links: [], skipped: [] };
}

export interface SourceLine {
  readonly text: string;
  readonly number: number;
}

/** The limits of a port: its own, or the defaults. */
export function limitsOf(files: FilePort): Limits {
  return files.limits ?? DEFAULT_LIMITS;
}

/** `files` enforcing `limits` instead of its own. */
export function filesWithin(files: FilePort, limits: Limits): FilePort {
  return files.within?.(limits) ?? { ...files, limits };
}
