import { posix } from "node:path";
import { type FilePort, filesWithin, plainListing, type SourceLine } from "../ports/files.ts";

const clean = (path: string): string =>
  posix.normalize(path.replaceAll("\\", "/")).replace(/\/$/, "");

function* splitText(text: string): Generator<SourceLine> {
  const parts = text.split("\n");
  if (parts.at(-1) === "") parts.pop();
  let number = 0;
  for (const part of parts) {
    number++;
    yield { text: part.endsWith("\r") ? part.slice(0, -1) : part, number };
  }
}

/**
 * A FilePort that serves `files` (path → text, paths relative to the working directory) from
 * memory and everything else from `base`: old system output read from a tag, scored against the
 * gold on disk. A path that is a folder in `files` lists the files below it.
 */
export function overlayFiles(base: FilePort, files: ReadonlyMap<string, string>): FilePort {
  const texts = new Map(
    [...files].map(([path, text]) => [clean(path), text.replace(/^\uFEFF/, "")]),
  );
  const below = (dir: string): string[] => {
    const prefix = dir === "." ? "" : `${clean(dir)}/`;
    return [...texts.keys()]
      .filter((p) => p.startsWith(prefix))
      .map((p) => p.slice(prefix.length))
      .sort();
  };
  return {
    ...(base.limits && { limits: base.limits }),
    within: (limits) => overlayFiles(filesWithin(base, limits), files),
    readText: (path) => texts.get(clean(path)) ?? base.readText(path),
    readLines: (path) => {
      const text = texts.get(clean(path));
      return text === undefined ? base.readLines(path) : splitText(text);
    },
    readChunks: (path) => {
      const text = texts.get(clean(path));
      return text === undefined ? base.readChunks(path) : [text];
    },
    kind: (path) =>
      texts.has(clean(path)) ? "file" : below(path).length > 0 ? "directory" : base.kind(path),
    listFiles: (dir) => {
      const inside = below(dir);
      return inside.length > 0 ? plainListing(inside) : base.listFiles(dir);
    },
  };
}
