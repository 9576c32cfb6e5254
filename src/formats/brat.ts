import { join } from "node:path";
import type { Document } from "../corpus/model.ts";
import { DataError } from "../errors.ts";
import { type FilePort, limitsOf } from "../ports/files.ts";
import {
  type CorpusFile,
  type CorpusSide,
  firstExisting,
  listCorpusSides,
  removeSuffix,
  selectSides,
} from "./directory.ts";
import { parseBrat } from "./parse-brat.ts";
import type { FormatReader, IssueSink } from "./reader.ts";

const CONVENTION = {
  format: "brat",
  suffix: ".ann",
  companions: [".txt", ".conf"],
  // A `.txt` without `.ann` is a document with no annotations, as brat shows it.
  bare: ".txt",
} as const;

/**
 * brat standoff: `<id>.ann` beside `<id>.txt`, or in the `textDir` directory.
 * Offsets are half-open and count Unicode code points; a discontinuous span keeps its pieces as
 * fragments. A system `.ann` without a text of its own is read against its gold document's text.
 * A `.txt` without an `.ann` of its id, in a folder that has `.ann` files, is a document with no
 * annotations on its side: a system's spans there are spurious, a gold's missed.
 */
export const bratReader: FormatReader = {
  name: "brat",
  read(settings, files, report, selection) {
    // One document per file, named by its path: a shard opens only its own (docs/sharding.md).
    const sides = selectSides(listCorpusSides(settings, files, CONVENTION, report), selection);
    const textDir = settings.textDir;
    const goldText = new Map(
      sides.gold.files.map((f) => [f.id, textFor(files, f, sides.gold, textDir)]),
    );
    const systemText = (f: CorpusFile): string | undefined =>
      textFor(files, f, sides.system, textDir) ?? goldText.get(f.id);
    return {
      kind: "sides",
      gold: readSide(files, sides.gold, (f) => goldText.get(f.id), "gold", report),
      system: readSide(files, sides.system, systemText, "system", report),
    };
  },
};

function* readSide(
  files: FilePort,
  side: CorpusSide,
  textOf: (file: CorpusFile) => string | undefined,
  name: "gold" | "system",
  report: IssueSink,
): Generator<Document> {
  for (const file of side.files) {
    const textFile = file.bare === true ? file.path : textOf(file);
    if (textFile === undefined && name === "gold") {
      const expected = `the document text in '${file.id}.txt' beside it (or set textDir)`;
      throw new DataError({ file: file.path }, `expected ${expected}, found none`);
    }
    if (textFile === undefined) {
      const message = `no text for system document '${file.id}': offsets and span texts not checked`;
      report({
        severity: "warning",
        kind: "missing-text",
        message,
        file: file.path,
        document: file.id,
      });
    }
    const text = textFile === undefined ? undefined : files.readText(textFile);
    const { annotations, relations } =
      file.bare === true
        ? { annotations: [], relations: [] }
        : parseBrat(files.readLines(file.path), text, file.path, report, limitsOf(files));
    const withText = text === undefined ? {} : { text };
    const linked = relations.length === 0 ? {} : { relations };
    yield {
      id: file.id,
      unit: "char",
      annotations,
      ...withText,
      source: { file: file.path },
      ...linked,
    };
  }
}

/** The text of a document: in the text directory, else beside its `.ann`. */
function textFor(
  files: FilePort,
  file: CorpusFile,
  side: CorpusSide,
  textDir: string | null,
): string | undefined {
  const stem = removeSuffix(file.path, CONVENTION.suffix) ?? file.path.replace(/\.[^./\\]*$/, "");
  const beside = side.single ? `${stem}.txt` : join(side.root, `${file.id}.txt`);
  return firstExisting(files, [textDir === null ? null : join(textDir, `${file.id}.txt`), beside]);
}
