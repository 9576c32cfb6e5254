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

/** A packed file's signature (its first bytes) and what to do with it instead. */
interface Packed {
  readonly magic: readonly number[];
  /** What the bytes after `magic` must be too, where `magic` alone may start a text. */
  readonly rest?: (head: Uint8Array) => boolean;
  /** The file name's usual ending. */
  readonly suffix: RegExp;
  readonly what: string;
  readonly fix: string;
}

/** Bytes of a file's start that `packedInput` reads. */
export const PACKED_HEAD = 263;

const UNPACK = "decompress it first and give the file it holds";
const TAR =
  "give the file inside it by its path through the archive (FILE.tar/NAME, FILE.tar.gz/NAME: read as the folder it unpacks to), or unpack it (tar -xf FILE)";

/** A compressed tar archive's names: unpacked by tar, not by decompressing alone. */
const COMPRESSED_TAR = /\.(tar\.(gz|bz2|xz|zst)|tgz|tbz2?|txz)$/i;

/** Of those, the ones read as folders (gzip); the others are unpacked by the user. */
const READ_TAR = /\.(tar\.gz|tgz)$/i;

/**
 * Containers a text reader meets when a user gives the packed file: ZIP (and the workbooks and
 * documents that are ZIPs), gzip, bzip2, xz, Zstandard, 7-Zip, tar, and the legacy Office format.
 * No text file starts with these bytes (each holds a control character or invalid UTF-8), nor
 * holds a tar header's NUL-padded name and "ustar" at byte 257.
 */
const PACKED: readonly Packed[] = [
  {
    magic: [0x50, 0x4b, 0x03, 0x04],
    suffix: /\.zip$/i,
    what: "a ZIP archive",
    fix: "give the file inside it by its path through the archive (FILE.zip/NAME: read as the folder it unpacks to), or unpack it (unzip FILE -d FOLDER)",
  },
  {
    magic: [0x50, 0x4b, 0x05, 0x06],
    suffix: /$^/,
    what: "an empty ZIP archive",
    fix: "give the data itself",
  },
  {
    magic: [0x1f, 0x8b],
    suffix: /\.(gz|tgz)$/i,
    what: "a gzip-compressed file",
    fix: `${UNPACK} (gunzip -k FILE)`,
  },
  {
    // "BZh", the block size digit, then a block's or the stream end's 48-bit magic: "BZh" alone
    // may start a text.
    magic: [0x42, 0x5a, 0x68],
    rest: (h) =>
      (h[3] ?? 0) >= 0x31 &&
      (h[3] ?? 0) <= 0x39 &&
      ([0x31, 0x41, 0x59, 0x26, 0x53, 0x59].every((b, i) => h[4 + i] === b) ||
        [0x17, 0x72, 0x45, 0x38, 0x50, 0x90].every((b, i) => h[4 + i] === b)),
    suffix: /\.bz2$/i,
    what: "a bzip2-compressed file",
    fix: `${UNPACK} (bunzip2 -k FILE)`,
  },
  {
    magic: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00],
    suffix: /\.xz$/i,
    what: "an xz-compressed file",
    fix: `${UNPACK} (unxz -k FILE)`,
  },
  {
    magic: [0x28, 0xb5, 0x2f, 0xfd],
    suffix: /\.zst$/i,
    what: "a Zstandard-compressed file",
    fix: `${UNPACK} (unzstd FILE)`,
  },
  {
    magic: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c],
    suffix: /\.7z$/i,
    what: "a 7-Zip archive",
    fix: "unpack it (7z x FILE) and give the file or folder inside",
  },
  {
    // POSIX tar: "ustar" at byte 257 of the first header (brat's collection download is one).
    magic: [],
    rest: (h) =>
      [0x75, 0x73, 0x74, 0x61, 0x72].every((b, i) => h[257 + i] === b) &&
      (h[262] === 0 || h[262] === 0x20) &&
      h.subarray(0, 100).includes(0),
    suffix: /\.tar$/i,
    what: "a tar archive",
    fix: TAR,
  },
  {
    magic: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
    suffix: /\.(xls|doc)$/i,
    what: "a legacy Office file (an .xls workbook or .doc document)",
    fix: "save the sheet as CSV (or the text the format expects) and give that file",
  },
];

/** Office formats that are ZIP archives: what to say of them instead of "unpack it". */
const ZIPPED_OFFICE = /\.(xlsx|xlsm|ods|docx|odt|pptx)$/i;

/** What a packed file is and what to do instead (`what, not text; …: fix`). */
function packedMessage(path: string, packed: Packed | undefined): string | null {
  if (packed === undefined && !ZIPPED_OFFICE.test(path)) return null;
  const office = ZIPPED_OFFICE.test(path) || packed?.suffix.test(".xls") === true;
  const what = ZIPPED_OFFICE.test(path)
    ? "a workbook or office document (a ZIP archive)"
    : (packed?.what ?? "");
  const fix = office
    ? "save the sheet as CSV (or the text the format expects) and give that file"
    : READ_TAR.test(path)
      ? TAR
      : COMPRESSED_TAR.test(path)
        ? "unpack it (tar -xf FILE) and give the file or folder inside"
        : (packed?.fix ?? "");
  return `${what}, not text; expected UTF-8 text: ${fix}`;
}

/**
 * The error for a file that is packed, not text (by its first bytes), or null: a ZIP, gzip or
 * other archive given where text is read gets the way to unpack it, not "invalid UTF-8".
 */
export function packedInput(path: string, head: Uint8Array): DataError | null {
  const packed = PACKED.find(
    (p) => p.magic.every((b, i) => head[i] === b) && (p.rest === undefined || p.rest(head)),
  );
  const message = packed === undefined ? null : packedMessage(path, packed);
  return message === null ? null : new DataError({ file: path, offset: 0 }, message);
}

/** `packedInput`'s message by the file's name alone (`.gz`, `.zip`, `.xlsx` …), or null. */
export function packedName(path: string): string | null {
  return packedMessage(
    path,
    PACKED.find((p) => p.suffix.test(path)),
  );
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
