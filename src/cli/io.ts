import type { FilePort } from "../ports/files.ts";
import type { FileSink } from "../ports/write-file.ts";

/** Everything the CLI touches outside itself; `src/cli.ts` passes the real process. */
export interface CliIo {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdoutIsTty: boolean;
  /** Progress goes to stderr, and only when stderr is a terminal. */
  readonly stderrIsTty: boolean;
  readonly files: FilePort;
  /** Internal, for tests: false scores every document, none taken from the baseline (`RunDeps`). */
  readonly reuseBaseline?: boolean;
  /** `--limit NAME=N` values taken off the command line; goldgate.yml's `limits` yield to them. */
  readonly limitFlags?: readonly string[];
  /** Replaces a file atomically (`ports/write-file.ts`): a failed or killed write leaves the old one. */
  readonly writeFile: (path: string, content: string) => void;
  /**
   * `writeFile` from text made piece by piece as it is written (never whole in memory), in
   * pieces of text or of UTF-8 bytes.
   */
  readonly writeFileChunks?: (path: string, chunks: Iterable<string | Uint8Array>) => void;
  /** A file replaced atomically once written piece by piece while it is made (`FileSink`). */
  readonly openFile?: (path: string) => FileSink;
  /**
   * Writes long output (JSON of a whole run) chunk by chunk, waiting whenever the reader is
   * behind, so the text never piles up in memory; without it the chunks go through `stdout`.
   */
  readonly stdoutChunks?: (chunks: Iterable<string>) => Promise<void>;
}

/** Long output to stdout through `stdoutChunks` when the entry gives one. */
export async function writeStdout(io: CliIo, chunks: Iterable<string>): Promise<void> {
  if (io.stdoutChunks !== undefined) return io.stdoutChunks(chunks);
  for (const chunk of chunks) io.stdout(chunk);
}

/** A long file (a baseline) written piece by piece through `writeFileChunks` when the entry gives one. */
export function writeFileOf(io: CliIo, path: string, chunks: Iterable<string | Uint8Array>): void {
  if (io.writeFileChunks !== undefined) io.writeFileChunks(path, chunks);
  else {
    const decoder = new TextDecoder();
    io.writeFile(
      path,
      Array.from(chunks, (c) => (typeof c === "string" ? c : decoder.decode(c))).join(""),
    );
  }
}

/**
 * A file written piece by piece as it is made, through `openFile` when the entry gives one; else
 * its pieces are kept and written with `writeFileOf` on `commit`.
 */
export function openFileOf(io: CliIo, path: string): FileSink {
  if (io.openFile !== undefined) return io.openFile(path);
  const pieces: (string | Uint8Array)[] = [];
  return {
    // A piece of bytes is valid only until the next is made: kept as a copy.
    write: (piece) => pieces.push(typeof piece === "string" ? piece : piece.slice()),
    commit: () => writeFileOf(io, path, pieces),
    abort: () => {
      pieces.length = 0;
    },
  };
}

/** Exit codes: 0 passed, 1 gate failed, 2 user or data error, 3 internal error. */
export const EXIT = { ok: 0, gateFailed: 1, userError: 2, internalError: 3 } as const;
