import {
  closeSync,
  fchmodSync,
  fsyncSync,
  lstatSync,
  mkdirSync,
  openSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmdirSync,
  statSync,
  unlinkSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { UserError } from "../errors.ts";

/**
 * The system calls an atomic write makes; `nodeWriteCalls` are the real ones, tests inject
 * failures (a full disk) through them.
 */
export interface WriteCalls {
  readonly open: (path: string) => number;
  readonly write: (fd: number, bytes: Uint8Array, offset: number) => number;
  readonly fsync: (fd: number) => void;
  readonly close: (fd: number) => void;
  readonly rename: (from: string, to: string) => void;
  readonly unlink: (path: string) => void;
}

export const nodeWriteCalls: WriteCalls = {
  open: (path) => openSync(path, "wx", 0o666),
  write: (fd, bytes, offset) => writeSync(fd, bytes, offset),
  fsync: fsyncSync,
  close: closeSync,
  rename: renameSync,
  unlink: unlinkSync,
};

const WRITE_ERRORS: Readonly<Record<string, string>> = {
  ENOSPC: "the disk is full",
  EDQUOT: "the disk quota is exhausted",
  EROFS: "the file system is read-only",
  EACCES: "permission denied; make the folder writable or write elsewhere",
  EPERM: "permission denied; make the folder writable or write elsewhere",
  EISDIR: "it is a directory",
  ENOTDIR: "a part of the path is not a directory",
  EEXIST: "a part of the path is a file, not a folder",
  ENOENT: "the folder does not exist",
  EIO: "an input/output error of the device",
  ENAMETOOLONG: "the path is too long",
  EXDEV: "the temporary file and the target are on different file systems",
  EFBIG: "the file is larger than the size limit allows (ulimit -f)",
};

function reason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === undefined) return String(error);
  return `${WRITE_ERRORS[code] ?? "the system refused"} (${code})`;
}

/**
 * Where writing `path` lands: an existing symbolic link is followed (the link stays a link and
 * its target is replaced), a dangling one to the path it names.
 */
function targetOf(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    try {
      if (lstatSync(path).isSymbolicLink()) return resolve(dirname(path), readlinkSync(path));
    } catch {
      // Not there: a new file.
    }
    return path;
  }
}

let written = 0;

/** A temporary name beside `target`, hidden and unique to this process and write. */
function temporaryName(target: string): string {
  written++;
  const stamp = `${process.pid}.${written}.${Math.floor(Math.random() * 2 ** 32).toString(36)}`;
  return join(dirname(target), `.${basename(target)}.${stamp}.tmp`);
}

/**
 * What a file is written from: its text, its bytes, or its text in pieces made as it is written
 * (pieces of text or of UTF-8 bytes; a piece of bytes need only stay valid until the next piece
 * is asked for).
 */
export type FileContent = string | Uint8Array | Iterable<string | Uint8Array>;

/**
 * Text pieces as UTF-8 bytes; a surrogate pair split between two pieces is encoded whole. A
 * piece's bytes are valid until the next is asked for: they are encoded into one buffer, reused,
 * so that writing a long file leaves no buffer per piece for the collector.
 */
class PieceEncoder {
  private held = "";
  private buffer = Buffer.alloc(1 << 16);

  /** The bytes of `piece` that can be encoded now (a piece of bytes as it is). */
  *bytes(piece: string | Uint8Array): Generator<Uint8Array> {
    if (typeof piece !== "string") {
      if (this.held !== "") yield Buffer.from(this.held, "utf8");
      this.held = "";
      yield piece;
      return;
    }
    const text = this.held + piece;
    const last = text.charCodeAt(text.length - 1);
    this.held = last >= 0xd800 && last <= 0xdbff ? text.slice(-1) : "";
    yield this.encoded(this.held === "" ? text : text.slice(0, -1));
  }

  /**
   * `text` as UTF-8, in the reused buffer (grown to hold it: at most 3 bytes a code unit). A
   * buffer's `write` is 3× `Buffer.from` on Node 24 and 1.3× on Node 20 for 64 KiB of JSON, and
   * `TextEncoder.encodeInto` slower than both on Node 24. A text too long for the buffer's cap
   * (a whole report written at once) gets bytes of its own, never a buffer 3 times its length.
   */
  private encoded(text: string): Uint8Array {
    if (3 * text.length > REUSED_CAP) return Buffer.from(text, "utf8");
    if (3 * text.length > this.buffer.length)
      this.buffer = Buffer.alloc(Math.max(3 * text.length, 2 * this.buffer.length));
    return this.buffer.subarray(0, this.buffer.write(text, 0, "utf8"));
  }

  /** What is left (a lone high surrogate at the very end). */
  *end(): Generator<Uint8Array> {
    if (this.held !== "") yield Buffer.from(this.held, "utf8");
    this.held = "";
  }
}

/** The largest buffer a `PieceEncoder` reuses (the JSON writers' pieces are about 64 KiB). */
const REUSED_CAP = 1 << 20;

/** A failure of the code making the content's pieces (not of the write): thrown on as it is. */
class ContentFailure {
  constructor(readonly error: unknown) {}
}

/** The mode of the file being replaced, kept for the new one (a new file gets the umask's). */
function keepMode(fd: number, target: string): void {
  try {
    fchmodSync(fd, statSync(target).mode & 0o7777);
  } catch {
    // No old file, or its mode cannot be copied: the new file keeps the default mode.
  }
}

/**
 * A file written piece by piece while its content is still being made (`score --details` writes
 * the alignment rows as documents are scored): `commit` puts it in place, `abort` (after a
 * failure elsewhere) leaves the old file as it was. Either is called once, and nothing after it.
 */
export interface FileSink {
  write(piece: string | Uint8Array): void;
  commit(): void;
  abort(): void;
}

/**
 * `path` opened for an atomic replacement (docs/cli.md, "Files Goldgate writes"): the bytes go
 * to a temporary file in the same folder, are flushed to the device on `commit`, and the
 * temporary file is renamed over `path`. A kill or a failure at any point leaves the old file
 * whole (or no file, if there was none) and no temporary file behind a failure; the UserError
 * says what happened. A device, pipe or socket is written directly.
 */
export function openFileAtomic(path: string, calls: WriteCalls = nodeWriteCalls): FileSink {
  if (isStream(path)) return new StreamSink(path);
  const target = targetOf(path);
  const temp = temporaryName(target);
  const encoder = new PieceEncoder();
  let fd: number | undefined;
  /** The first folder of the path this write created, if any (removed again by a failure). */
  let made: string | undefined;
  const undo = (): void => {
    if (fd !== undefined) closeQuietly(calls, fd);
    fd = undefined;
    removeQuietly(calls, temp);
    if (made !== undefined) removeFolders(resolve(dirname(target)), resolve(made));
    made = undefined;
  };
  const failed = (error: unknown): never => {
    undo();
    const kept = lstatExists(path) ? `'${path}' is unchanged` : `'${path}' was not created`;
    throw new UserError(`Cannot write '${path}': ${reason(error)}; ${kept}.`);
  };
  const put = (bytes: Iterable<Uint8Array>): void => {
    if (fd === undefined) throw new Error(`internal: '${path}' is no longer open`);
    try {
      for (const b of bytes) for (let at = 0; at < b.length; ) at += calls.write(fd, b, at);
    } catch (error) {
      failed(error);
    }
  };
  try {
    made = mkdirSync(dirname(target), { recursive: true });
    fd = calls.open(temp);
    if (calls === nodeWriteCalls) keepMode(fd, target);
  } catch (error) {
    failed(error);
  }
  return {
    write: (piece) => put(encoder.bytes(piece)),
    commit: () => {
      put(encoder.end());
      try {
        calls.fsync(fd as number);
        calls.close(fd as number);
        fd = undefined;
        calls.rename(temp, target);
      } catch (error) {
        failed(error);
      }
      syncFolder(dirname(target));
    },
    abort: undo,
  };
}

/**
 * Replaces `path` with `content` atomically (`openFileAtomic`). A failure of the code making the
 * content's pieces is thrown on as it is, the old file left whole.
 */
export function writeFileAtomic(
  path: string,
  content: FileContent,
  calls: WriteCalls = nodeWriteCalls,
): void {
  const sink = openFileAtomic(path, calls);
  const whole = typeof content === "string" || content instanceof Uint8Array;
  try {
    let pieces: Iterator<string | Uint8Array>;
    try {
      pieces = (whole ? [content] : content)[Symbol.iterator]();
    } catch (error) {
      throw new ContentFailure(error);
    }
    for (;;) {
      let step: IteratorResult<string | Uint8Array>;
      try {
        step = pieces.next();
      } catch (error) {
        throw new ContentFailure(error);
      }
      if (step.done === true) break;
      sink.write(step.value);
    }
  } catch (error) {
    sink.abort();
    throw error instanceof ContentFailure ? error.error : error;
  }
  sink.commit();
}

/**
 * A device, pipe or socket (`--markdown /dev/stdout`, a FIFO a script reads): there is no file to
 * replace, so the bytes are written to it directly; a rename over it would be impossible.
 */
function isStream(target: string): boolean {
  try {
    const stat = statSync(target);
    return !stat.isFile() && !stat.isDirectory();
  } catch {
    return false;
  }
}

/** This process's own descriptors by name: opening them again fails on a socket (ENXIO). */
function ownDescriptor(path: string): number | undefined {
  if (path === "/dev/stdout") return 1;
  if (path === "/dev/stderr") return 2;
  const m = /^\/(?:dev\/fd|proc\/self\/fd)\/(\d+)$/.exec(path);
  return m?.[1] === undefined ? undefined : Number(m[1]);
}

/** One write to a descriptor that may be a non-blocking pipe: a full pipe (EAGAIN) is waited on. */
function writeSome(fd: number, bytes: Uint8Array, at: number): number {
  for (;;) {
    try {
      return writeSync(fd, bytes, at);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EAGAIN") throw error;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5);
    }
  }
}

/**
 * A device, pipe or socket written directly: this process's own descriptors piece by piece, any
 * other whole at `commit` (opening it may block until a reader comes).
 */
class StreamSink implements FileSink {
  private readonly fd: number | undefined;
  private readonly encoder = new PieceEncoder();
  private readonly kept: Buffer[] = [];

  constructor(private readonly path: string) {
    this.fd = ownDescriptor(path);
  }

  write(piece: string | Uint8Array): void {
    this.put(this.encoder.bytes(piece));
  }

  commit(): void {
    this.put(this.encoder.end());
    if (this.fd === undefined) this.guard(() => writeFileSync(this.path, Buffer.concat(this.kept)));
  }

  abort(): void {
    this.kept.length = 0;
  }

  private put(bytes: Iterable<Uint8Array>): void {
    const { fd } = this;
    // Each piece copied when kept: a piece of bytes may be reused by the next (`FileContent`).
    if (fd === undefined) for (const b of bytes) this.kept.push(Buffer.from(b));
    else
      this.guard(() => {
        for (const b of bytes) for (let at = 0; at < b.length; ) at += writeSome(fd, b, at);
      });
  }

  private guard(write: () => void): void {
    try {
      write();
    } catch (error) {
      throw new UserError(`Cannot write '${this.path}': ${reason(error)}.`);
    }
  }
}

function closeQuietly(calls: WriteCalls, fd: number): void {
  try {
    calls.close(fd);
  } catch {
    // Closing after a failed write may fail too; the write's error is the one to report.
  }
}

/**
 * The folders a failed write created, from `folder` up to `made` (the first it created), each
 * only while it is empty: `--details out/new/d.json` that fails leaves no `out/new`.
 */
function removeFolders(folder: string, made: string): void {
  for (let dir = folder; ; dir = dirname(dir)) {
    try {
      rmdirSync(dir);
    } catch {
      return;
    }
    if (dir === made || dirname(dir) === dir) return;
  }
}

function removeQuietly(calls: WriteCalls, temp: string): void {
  try {
    calls.unlink(temp);
  } catch {
    // Never created (the open failed).
  }
}

function lstatExists(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

/** Flushes the rename itself (the folder's entry) where the platform allows it. */
function syncFolder(folder: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(folder, "r");
    fsyncSync(fd);
  } catch {
    // Some platforms cannot open or flush a folder; the rename is still atomic.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
