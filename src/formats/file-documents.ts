import type { Document } from "../corpus/model.ts";
import type { FilePort } from "../ports/files.ts";
import { type CharOffsetUnit, charOffsetUnit } from "./code-point-converter.ts";
import { type CorpusSide, type FileConvention, listCorpusSides } from "./directory.ts";
import type { FormatReader, IssueSink } from "./reader.ts";

/** The documents of one file, their ids prefixed by `prefix`, offsets read in `unit`. */
export type FileDocuments = (
  files: FilePort,
  path: string,
  unit: CharOffsetUnit,
  report: IssueSink,
  prefix: string,
) => Iterable<Document>;

/**
 * The reader of a format whose files each hold documents with their own text (doccano, PubTator,
 * BioC): each side a file or a directory of them, read in turn; offsets counted in the
 * `charOffsets` setting's unit, else the format's own (`ownUnit`); in a directory a document's id
 * is `<file id>/<its id>`.
 */
export function fileDocumentsReader(
  convention: FileConvention,
  ownUnit: CharOffsetUnit,
  readFile: FileDocuments,
): FormatReader {
  return {
    name: convention.format,
    read(settings, files, report) {
      const sides = listCorpusSides(settings, files, convention, report);
      const unit = charOffsetUnit(settings, ownUnit);
      function* side(s: CorpusSide): Generator<Document> {
        for (const file of s.files)
          yield* readFile(files, file.path, unit, report, s.single ? "" : `${file.id}/`);
      }
      return { kind: "sides", gold: side(sides.gold), system: side(sides.system) };
    },
  };
}
