import { join, posix } from "node:path";
import { DataError } from "../errors.ts";
import { type DirectoryListing, type FilePort, filesWithin, limitsOf } from "../ports/files.ts";
import { splitLines } from "../ports/node-files.ts";
import { zipMembers } from "../ports/zip-archive.ts";
import { memberText, wholeBytes } from "../ports/zip-folders.ts";
import type { IssueSink } from "./reader.ts";

// INCEpTION's project export zips each annotator's file of a document in the document's folder
// (`annotation/<document>/<annotator>.zip`, holding `<annotator>.xmi` or `.tsv` and the type
// system). The readers of its formats see such a zip's members as files beside it, as
// `unzip` in place would leave them, so an export is read as exported.

/** What a folder's zips are searched for: the format's document suffix and companion names. */
export interface ZippedFiles {
  readonly suffix: string;
  readonly companions: readonly string[];
}

/**
 * `files`, where a folder's listing also holds the members of the `.zip` files in it that are
 * documents (`suffix`) or companions, each at the path it would have unpacked beside its zip; a
 * zip that gives some is not listed itself. A file already unpacked there is read, not the
 * member (a note says how many). Zips are read only when the port can give bytes.
 */
export function withZippedDocuments(
  files: FilePort,
  wanted: ZippedFiles,
  report: IssueSink,
): FilePort {
  const readBytes = files.readBytes?.bind(files);
  if (readBytes === undefined) return files;
  const limit = limitsOf(files).documentSize;
  const members = new Map<string, Uint8Array>();
  const listed = new Map<string, DirectoryListing>();
  const listFiles = (dir: string): DirectoryListing => {
    const known = listed.get(dir);
    if (known !== undefined) return known;
    const base = files.listFiles(dir);
    const real = new Set(base.files);
    const added = new Map<string, string>();
    const zips: string[] = [];
    let shadowed = 0;
    const unread: string[] = [];
    for (const rel of base.files) {
      if (!rel.toLowerCase().endsWith(".zip")) continue;
      const path = join(dir, rel);
      const all = zipMembers(wholeBytes(readBytes(path)), path, limit);
      const inside = all.filter((m) => isWanted(m.name, wanted));
      if (inside.length === 0) continue;
      for (const m of all) if (!isWanted(m.name, wanted)) unread.push(`${posix.join(rel, m.name)}`);
      zips.push(rel);
      for (const member of inside) {
        const at = posix.join(posix.dirname(rel), member.name);
        if (member.name.startsWith("/") || at.startsWith("../") || at === "..")
          throw new DataError(
            { file: path },
            `member '${member.name}' would unpack outside the archive's folder; expected paths inside it`,
          );
        if (real.has(at)) {
          shadowed++;
          continue;
        }
        const other = added.get(at);
        // Each annotator's zip holds the project's type system: the same bytes, read once.
        if (
          other !== undefined &&
          Buffer.compare(members.get(join(dir, at)) ?? new Uint8Array(), member.bytes) === 0
        )
          continue;
        if (other !== undefined)
          throw new DataError(
            { file: path },
            `member '${member.name}' is also in ${other}, with other contents; expected one file of each name in a folder`,
          );
        added.set(at, rel);
        members.set(join(dir, at), member.bytes);
      }
    }
    const zipped = new Set(zips);
    const listing = {
      ...base,
      files: [...base.files.filter((f) => !zipped.has(f)), ...added.keys()].sort(),
    };
    listed.set(dir, listing);
    if (unread.length > 0)
      report({
        severity: "info",
        kind: "skipped-files",
        message: `${unread.length} member(s) of the .zip files below '${dir}' not read (not a '${wanted.suffix}' document${wanted.companions.length > 0 ? ` or ${wanted.companions.join(", ")}` : ""}): ${unread.slice(0, 5).join(", ")}${unread.length > 5 ? `, and ${unread.length - 5} more` : ""}`,
        file: dir,
      });
    if (zips.length > 0)
      report({
        severity: "info",
        kind: "zipped-documents",
        message: `${added.size} file(s) read from ${zips.length} .zip file(s) below '${dir}' as if unpacked beside them (INCEpTION's export)${shadowed > 0 ? `; ${shadowed} already unpacked there read from the folder instead` : ""}`,
        file: dir,
      });
    return listing;
  };
  const text = (path: string): string | undefined => {
    const bytes = members.get(path);
    return bytes === undefined ? undefined : memberText(bytes, path);
  };
  return {
    ...files,
    within: (limits) => withZippedDocuments(filesWithin(files, limits), wanted, report),
    readText: (path) => text(path) ?? files.readText(path),
    readLines: (path) => {
      const t = text(path);
      return t === undefined ? files.readLines(path) : splitLines([t]);
    },
    readChunks: (path) => {
      const t = text(path);
      return t === undefined ? files.readChunks(path) : [t];
    },
    kind: (path) => (members.has(path) ? "file" : files.kind(path)),
    listFiles,
  };
}

function isWanted(name: string, wanted: ZippedFiles): boolean {
  return (
    !name.endsWith("/") &&
    (name.endsWith(wanted.suffix) || wanted.companions.some((c) => name.endsWith(c)))
  );
}
