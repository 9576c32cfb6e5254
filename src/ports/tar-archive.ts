import { gunzipSync } from "node:zlib";
import { DataError } from "../errors.ts";
import type { ZipEntry } from "./zip-archive.ts";

// The members of a tar archive (POSIX ustar, GNU and pax long names), gzip-compressed or not, as
// brat's collection download and `tar -czf` write them: regular files only. A link, a device or
// another special member stops the run (nothing is dropped silently, and a link could point out
// of the folder); so does a header whose checksum does not match, or a file that runs past the end.

const BLOCK = 512;

/** The text of a NUL-terminated header field. */
function field(bytes: Uint8Array, from: number, length: number): string {
  const raw = bytes.subarray(from, from + length);
  const end = raw.indexOf(0);
  return new TextDecoder().decode(end === -1 ? raw : raw.subarray(0, end));
}

/** An octal number field (spaces and NULs around it allowed); NaN when it is not one. */
function octal(bytes: Uint8Array, from: number, length: number): number {
  const text = field(bytes, from, length).trim();
  return /^[0-7]+$/.test(text) ? Number.parseInt(text, 8) : Number.NaN;
}

/** Whether a header block's checksum (its bytes summed, the checksum field read as spaces) holds. */
function checksumHolds(header: Uint8Array): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : (header[i] as number);
  return sum === octal(header, 148, 8);
}

/** A pax extended header's `path` record, if it has one. */
function paxPath(data: Uint8Array): string | undefined {
  const text = new TextDecoder().decode(data);
  const match = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(text);
  return match?.[1];
}

/**
 * The file members of a tar archive (`gzip`: gunzip it first, within `limit` bytes), in their
 * order in the archive, each with its bytes.
 */
export function tarEntries(
  packed: Uint8Array,
  file: string,
  gzip: boolean,
  limit: number,
): ZipEntry[] {
  let bytes = packed;
  if (gzip)
    try {
      bytes = gunzipSync(packed, { maxOutputLength: limit });
    } catch {
      throw new DataError(
        { file, offset: 0 },
        `does not gunzip (damaged, or beyond the file-size limit of ${limit} bytes unpacked); expected a gzip-compressed tar archive`,
      );
    }
  const entries: ZipEntry[] = [];
  let nextName: string | undefined;
  let ended = false;
  let at = 0;
  while (at + BLOCK <= bytes.length) {
    const header = bytes.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) {
      // The end: nothing but zeros may follow (members after a zeroed header would be lost).
      if (!bytes.subarray(at).every((b) => b === 0))
        throw new DataError(
          { file, offset: at },
          "an end-of-archive block with data after it; expected a whole tar archive (a header zeroed?)",
        );
      ended = true;
      break;
    }
    const where = { file, offset: at };
    if (!checksumHolds(header))
      throw new DataError(
        where,
        "a tar header whose checksum does not match; expected an undamaged tar archive",
      );
    const size = octal(header, 124, 12);
    if (!Number.isSafeInteger(size))
      throw new DataError(
        where,
        "a tar header without an octal size; expected an undamaged tar archive",
      );
    const from = at + BLOCK;
    if (from + size > bytes.length)
      throw new DataError(
        where,
        `a member of ${size} bytes runs past the end of the archive; expected a whole tar archive`,
      );
    const data = bytes.subarray(from, from + size);
    at = from + Math.ceil(size / BLOCK) * BLOCK;
    const type = String.fromCharCode(header[156] ?? 0);
    const prefix = field(header, 345, 155);
    const own = field(header, 0, 100);
    const name = nextName ?? (prefix === "" ? own : `${prefix}/${own}`);
    nextName = undefined;
    // GNU long names and pax headers name the member after them.
    if (type === "L") nextName = field(data, 0, data.length);
    else if (type === "x") nextName = paxPath(data);
    else if (type === "g" || type === "5") continue;
    else if (type === "0" || type === "\0" || type === "7")
      entries.push({ name, size, offset: where.offset, bytes: () => data });
    else
      throw new DataError(
        where,
        `member '${name}' is ${type === "1" || type === "2" ? "a link" : `of tar type '${type}'`}; expected regular files and folders only`,
      );
  }
  // A cut archive would otherwise list its first members as if they were all.
  if (!ended)
    throw new DataError(
      { file, offset: at },
      "the archive ends without its end-of-archive block; expected a whole tar archive (cut short?)",
    );
  return entries;
}
