/**
 * An archive read as the folder it unpacks to: a `.zip`, a `.tar`, a `.tar.gz` or `.tgz`.
 * `--gold export.zip/curation` or `agree export.zip/annotation` reads an INCEpTION (or any)
 * project export as exported, `--gold collection.tar.gz/collection` a brat collection as brat
 * downloads it, without unpacking: the archive is a folder, its members are files at the paths
 * unpacking would give them, and every message names a member by that path
 * (`export.zip/annotation/d1/alice.xmi:12`).
 *
 * Only paths through an archive are changed; every other path goes to the port below as it
 * is. The archive is read through that port (so it is confined like any input) once per process,
 * its listing at once, each ZIP member inflated and checked when read. A member whose path would
 * leave the archive (`/…`, `..`), is listed twice or holds a control character stops the
 * listing; so does a tar archive's link or special file. Decided: an archive inside a folder (or
 * inside an archive) stays a file here; the XMI and WebAnno TSV readers read the `.zip` files
 * below their folders themselves (`formats/zipped-documents.ts`), as INCEpTION's export nests
 * them. Other compressions of tar (bzip2, xz, Zstandard) are not read: unpack those.
 */
import { posix } from "node:path";
import { raiseHint } from "../config/limits.ts";
import { DataError } from "../errors.ts";
import { type DirectoryListing, type FilePort, filesWithin, limitsOf } from "./files.ts";
import { splitLines } from "./node-files.ts";
import { tarEntries } from "./tar-archive.ts";
import { findInvalidUtf8, packedInput, sniffEncoding } from "./text-encoding.ts";
import { beyondLimit, type ZipEntry, zipEntries } from "./zip-archive.ts";

/** The names of the archives read as folders: ZIP, tar, gzip-compressed tar. */
const ARCHIVE_NAME = "\\.(zip|tar|tar\\.gz|tgz)";

/** An archive read as a folder, by its name. */
export const ARCHIVE = new RegExp(`${ARCHIVE_NAME}$`, "i");

/** A path through an archive (`export.zip/curation`): up to the archive, its slash after it. */
export const THROUGH_ARCHIVE = new RegExp(`${ARCHIVE_NAME}(\\/|$)`, "i");

/** An archive's members by their path inside it, and the folders those paths make. */
interface Archive {
  readonly entries: ReadonlyMap<string, ZipEntry>;
  readonly folders: ReadonlySet<string>;
}

/** A path split at the archive it goes through: the archive's path and the path inside it. */
interface Inside {
  readonly archive: Archive;
  readonly zip: string;
  readonly member: string;
}

/** `files`, where an archive is the folder it unpacks to (see the module comment). */
export function withZipFolders(files: FilePort): FilePort {
  const readBytes = files.readBytes?.bind(files);
  if (readBytes === undefined) return files;
  const archives = new Map<string, Archive>();

  const open = (zip: string): Archive => {
    const known = archives.get(zip);
    if (known !== undefined) return known;
    const entries = new Map<string, ZipEntry>();
    const folders = new Set<string>([""]);
    const bytes = wholeBytes(readBytes(zip));
    const kind = /\.zip$/i.test(zip) ? "ZIP" : "tar";
    const limit = limitsOf(files).fileSize;
    if (bytes.length === 0)
      throw new DataError(
        { file: zip },
        `no bytes read; expected a ${kind} archive (the file is empty, or beyond the file-size limit of ${limit} bytes: ${raiseHint("fileSize")})`,
      );
    const listed =
      kind === "ZIP" ? zipEntries(bytes, zip) : tarEntries(bytes, zip, !/\.tar$/i.test(zip), limit);
    for (const entry of listed) {
      // A name is printed in messages and listings: no escape sequence may reach the terminal.
      if (/\p{Cc}/u.test(entry.name))
        throw new DataError(
          { file: zip, offset: entry.offset },
          `a member's name holds a control character (${JSON.stringify(entry.name)}); expected a plain path`,
        );
      // Windows tools (.NET's ZipFile before 4.6.1, some PowerShell versions) write `\` between
      // folders, which APPNOTE 4.4.17 forbids and `unzip` turns back into `/`, as here: read as
      // names, every member was a file at the top named `gold\1.ann`, and no folder was found.
      const slashed = kind === "ZIP" ? entry.name.replaceAll("\\", "/") : entry.name;
      const name = posix.normalize(slashed);
      if (slashed.startsWith("/") || name === ".." || name.startsWith("../"))
        throw new DataError(
          { file: zip, offset: entry.offset },
          `member '${entry.name}' would unpack outside the archive's folder; expected paths inside it`,
        );
      if (entries.has(name))
        throw new DataError(
          { file: zip, offset: entry.offset },
          `member '${entry.name}' is listed twice; expected one member of each name`,
        );
      entries.set(name, entry);
      for (let d = posix.dirname(name); d !== "."; d = posix.dirname(d)) folders.add(d);
    }
    const archive = { entries, folders };
    archives.set(zip, archive);
    return archive;
  };

  /** The archive a path goes through, or null (a path the port below answers). */
  const inside = (path: string): Inside | null => {
    if (!THROUGH_ARCHIVE.test(path)) return null;
    const parts = posix
      .normalize(path)
      .replace(/(.)\/+$/, "$1")
      .split("/");
    for (let i = 1; i <= parts.length; i++) {
      const zip = parts.slice(0, i).join("/");
      if (!ARCHIVE.test(zip)) continue;
      if (!archives.has(zip) && files.kind(zip) !== "file") continue;
      return { archive: open(zip), zip, member: parts.slice(i).join("/") };
    }
    return null;
  };

  /** A member's entry, or a DataError-free miss (undefined) for a path that is not one. */
  const entryOf = (path: string): { entry: ZipEntry; zip: string } | undefined => {
    const at = inside(path);
    const entry = at?.archive.entries.get(at.member);
    return at === null || entry === undefined ? undefined : { entry, zip: at.zip };
  };

  const bytesOf = (path: string, limit: "documentSize" | "fileSize") => {
    const found = entryOf(path);
    if (found === undefined) return undefined;
    const max = limitsOf(files)[limit];
    if (found.entry.size > max)
      throw beyondLimit(
        found.zip,
        found.entry,
        max,
        limit === "fileSize" ? "file-size" : "document-size",
      );
    return found.entry.bytes();
  };

  const text = (path: string, limit: "documentSize" | "fileSize"): string | undefined => {
    const bytes = bytesOf(path, limit);
    return bytes === undefined ? undefined : memberText(bytes, path);
  };

  const listFiles = (dir: string): DirectoryListing => {
    const at = inside(dir);
    if (at === null) return files.listFiles(dir);
    const prefix = at.member === "" ? "" : `${at.member}/`;
    const below = [...at.archive.entries.keys()]
      .filter((name) => name.startsWith(prefix))
      .map((name) => name.slice(prefix.length))
      .sort();
    return { files: below, links: [], skipped: [] };
  };

  return {
    ...files,
    within: (limits) => withZipFolders(filesWithin(files, limits)),
    readText: (path) => text(path, "documentSize") ?? files.readText(path),
    readLines: (path) => {
      const t = text(path, "fileSize");
      return t === undefined ? files.readLines(path) : splitLines([t]);
    },
    readChunks: (path) => {
      const t = text(path, "fileSize");
      return t === undefined ? files.readChunks(path) : [t];
    },
    readBytes: (path) => {
      const bytes = bytesOf(path, "fileSize");
      return bytes === undefined ? readBytes(path) : [bytes];
    },
    kind: (path) => {
      const at = inside(path);
      if (at === null) return files.kind(path);
      if (at.archive.entries.has(at.member)) return "file";
      return at.archive.folders.has(at.member) ? "directory" : "missing";
    },
    listFiles,
  };
}

/**
 * A member's text, decoded as a file's is: UTF-8 (or UTF-16 by its byte order mark or XML
 * declaration), strictly, a leading byte order mark removed; a packed member is named as such.
 */
export function memberText(bytes: Uint8Array, path: string): string {
  const packed = packedInput(path, bytes);
  if (packed !== null) throw packed;
  const encoding = sniffEncoding(bytes.subarray(0, 4));
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    const at = encoding === "utf-8" ? findInvalidUtf8(bytes) : -1;
    throw new DataError(
      at < 0 ? { file: path } : { file: path, offset: at },
      at < 0
        ? `invalid ${encoding.toUpperCase()}; expected text (a member of an archive)`
        : `invalid UTF-8 at byte ${at}; expected UTF-8 text (a member of an archive)`,
    );
  }
}

/** A file's pieces (each valid until the next is read) as one array. */
export function wholeBytes(pieces: Iterable<Uint8Array>): Uint8Array {
  const kept: Uint8Array[] = [];
  for (const piece of pieces) kept.push(Uint8Array.from(piece));
  return Buffer.concat(kept);
}
