/**
 * The edges the pure middle sees. Entries pass real implementations (`ports/node-files.ts`);
 * tests pass in-memory ones.
 */

/** Synchronous read access to input files. Paths are as the user gave them. */
export interface FilePort {
  /** The whole file as UTF-8 (BOM removed). Throws DataError on invalid UTF-8 (byte offset). */
  readText(path: string): string;
  /** Lines without their terminator (LF or CRLF), streamed; `number` is 1-based. */
  readLines(path: string): Iterable<SourceLine>;
  /**
   * The text in decoded pieces of any size, streamed (BOM removed, same errors as `readText`);
   * a piece may end inside a line or between CR and LF. Readers scan them with `LineScanner`.
   */
  readChunks(path: string): Iterable<string>;
  /** `file`, `directory` or `missing`. */
  kind(path: string): "file" | "directory" | "missing";
  /** Relative paths of the files below a directory, sorted, `/`-separated. */
  listFiles(dir: string): readonly string[];
}

export interface SourceLine {
  readonly text: string;
  readonly number: number;
}
