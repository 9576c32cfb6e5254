import { crc32, inflateRawSync } from "node:zlib";
import { DataError } from "../errors.ts";

// The members of a ZIP archive, as INCEpTION's project export zips each annotator's file of a
// document (`annotation/<document>/<annotator>.zip` holding `<annotator>.xmi` and the type
// system). Read from the central directory; stored and deflated members (the two methods ZIP
// writers use); sizes and CRC-32 checked. ZIP64, encrypted members and other methods stop.

/** One file of an archive: its path inside it (`/`-separated) and its bytes. */
export interface ZipMember {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** One file of an archive as listed: its name, its recorded size, and its bytes on demand. */
export interface ZipEntry {
  readonly name: string;
  readonly size: number;
  /** Its central-directory entry's byte offset, where its errors point. */
  readonly offset: number;
  /** The member inflated and checked against its recorded size and CRC-32 (a DataError else). */
  bytes(): Uint8Array;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/**
 * The file members of an archive (folders left out), in the order of its central directory,
 * each inflated and checked now. A member larger than `limit` bytes (the document-size limit)
 * stops before it is inflated.
 */
export function zipMembers(bytes: Uint8Array, file: string, limit: number): ZipMember[] {
  return zipEntries(bytes, file).map((e) => {
    if (e.size > limit) throw beyondLimit(file, e, limit);
    return { name: e.name, bytes: e.bytes() };
  });
}

/** The error of a member beyond a limit (`--limit document-size` or `file-size`). */
export function beyondLimit(file: string, entry: ZipEntry, limit: number, name = "document-size") {
  return new DataError(
    { file, offset: entry.offset },
    `member '${entry.name}' is ${entry.size} bytes, beyond the ${name} limit of ${limit} (--limit ${name}=N)`,
  );
}

/**
 * The file members of an archive (folders left out), in the order of its central directory, read
 * from the directory alone: a member is inflated and checked when its bytes are asked for.
 * The directory's own damage, ZIP64, encryption and other methods stop here.
 */
export function zipEntries(bytes: Uint8Array, file: string): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = endOfDirectory(view, file);
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const start = view.getUint32(end + 16, true);
  if (count === 0xffff || size === 0xffffffff || start === 0xffffffff)
    throw new DataError({ file, offset: end }, "a ZIP64 archive; expected a plain ZIP archive");
  if (start + size > end)
    throw new DataError(
      { file, offset: end },
      "the archive's central directory lies beyond its end; expected a whole ZIP archive",
    );
  const entries: ZipEntry[] = [];
  let at = start;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== DIRECTORY_ENTRY)
      throw new DataError(
        { file, offset: at },
        `entry ${i + 1} of the central directory: expected its signature (PK\\1\\2)`,
      );
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const packed = view.getUint32(at + 20, true);
    const unpacked = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const where = { file, offset: at };
    at += 46 + skip;
    // A name is printed in messages and listings: no escape sequence may reach the terminal.
    if (/\p{Cc}/u.test(name))
      throw new DataError(
        where,
        `a member's name holds a control character (${JSON.stringify(name)}); expected a plain path`,
      );
    if (name.endsWith("/")) continue;
    if ((flags & 1) !== 0)
      throw new DataError(where, `member '${name}' is encrypted; expected an unencrypted archive`);
    if (method !== 0 && method !== 8)
      throw new DataError(
        where,
        `member '${name}' is compressed by method ${method}; expected stored (0) or deflated (8)`,
      );
    const read = (): Uint8Array => {
      const data = memberData(view, bytes, local, packed, { file, offset: local }, name);
      const out = method === 0 ? data : inflate(data, unpacked, where, name);
      if (out.length !== unpacked || crc32(out) !== crc)
        throw new DataError(
          where,
          `member '${name}' does not match its recorded size and CRC-32; expected an undamaged archive`,
        );
      return out;
    };
    entries.push({ name, size: unpacked, offset: where.offset, bytes: read });
  }
  return entries;
}

/** The end-of-central-directory record's offset: the last signature within its comment's reach. */
function endOfDirectory(view: DataView, file: string): number {
  const last = view.byteLength - 22;
  for (let at = last; at >= 0 && at >= last - 0xffff; at--)
    if (view.getUint32(at, true) === END_OF_DIRECTORY) return at;
  throw new DataError(
    { file, offset: 0 },
    "no end of central directory; expected a ZIP archive (a .zip file)",
  );
}

function memberData(
  view: DataView,
  bytes: Uint8Array,
  local: number,
  packed: number,
  where: { readonly file: string; readonly offset: number },
  name: string,
): Uint8Array {
  if (local + 30 > view.byteLength || view.getUint32(local, true) !== LOCAL_HEADER)
    throw new DataError(where, `member '${name}': expected its local header (PK\\3\\4) here`);
  const from = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  if (from + packed > view.byteLength)
    throw new DataError(where, `member '${name}' runs past the end of the archive`);
  return bytes.subarray(from, from + packed);
}

function inflate(
  data: Uint8Array,
  unpacked: number,
  where: { readonly file: string; readonly offset: number },
  name: string,
): Uint8Array {
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, unpacked) });
  } catch {
    throw new DataError(
      where,
      `member '${name}' does not inflate to its recorded ${unpacked} bytes; expected an undamaged archive`,
    );
  }
}
