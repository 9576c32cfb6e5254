import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, it } from "node:test";
import fc from "fast-check";
import { biocReader } from "../../src/formats/bioc.ts";
import { labelStudioReader } from "../../src/formats/label-studio.ts";
import { pubtatorReader } from "../../src/formats/pubtator.ts";
import type { FormatReader } from "../../src/formats/reader.ts";
import { webannoTsvReader } from "../../src/formats/webanno-tsv.ts";
import { xmiReader } from "../../src/formats/xmi.ts";
import { REPO } from "../shared-fixtures.ts";
import { assertReadsOrLocates } from "./located.ts";

// The PubTator, BioC, WebAnno TSV and XMI (their slot features, XMI's type system) and Label Studio JSON-MIN, CSV and TSV fixtures, damaged line by line and character by character:
// each read either succeeds with every span inside its text, or stops with a DataError that names
// the file and a line. Anything else thrown fails (seeded).

const RUNS = 400;
const fixture = (path: string) => readFileSync(join(REPO, "test/fixtures", path), "utf8");

/** What is put into a line: the formats' own separators and escapes, numbers, astral characters. */
const junk = fc.constantFrom(
  "\t",
  "|",
  "[1]",
  "\\",
  "*",
  "_",
  "-1",
  "0",
  "99999",
  "😀",
  "",
  "|t|",
  "<",
  "&amp;",
  '"',
  "}",
  'begin="',
  "&#10;",
);

/** One damage to a file's lines: a line dropped, doubled, swapped, cut, or given junk. */
const damage = fc.tuple(
  fc.nat(),
  fc.nat(),
  fc.nat(),
  junk,
  fc.constantFrom("drop", "double", "swap", "cut", "insert"),
);

function damaged(
  text: string,
  edits: readonly (readonly [number, number, number, string, string])[],
): string {
  const lines = text.split("\n");
  for (const [a, b, at, piece, kind] of edits) {
    if (lines.length === 0) break;
    const i = a % lines.length;
    const j = b % lines.length;
    const line = lines[i] ?? "";
    const k = at % (line.length + 1);
    if (kind === "drop") lines.splice(i, 1);
    else if (kind === "double") lines.splice(i, 0, line);
    else if (kind === "swap") [lines[i], lines[j]] = [lines[j] ?? "", line];
    else if (kind === "cut") lines[i] = line.slice(0, k);
    else lines[i] = line.slice(0, k) + piece + line.slice(k);
  }
  return lines.join("\n");
}

const CASES: [string, FormatReader, string, string, Record<string, unknown>?][] = [
  ["PubTator", pubtatorReader, "pubtator/gold.txt", "txt"],
  ["BioC XML", biocReader, "bioc/gold.xml", "xml"],
  ["BioC JSON", biocReader, "bioc/system.json", "xml"],
  ["WebAnno TSV", webannoTsvReader, "webanno/gold.tsv", "tsv"],
  ["UIMA CAS XMI", xmiReader, "xmi/gold/doc01.xmi", "xmi"],
  // Slot features: a frame layer's roles, stacked frames, an FSArray of links.
  [
    "WebAnno TSV slot features",
    webannoTsvReader,
    "webanno/slots.tsv",
    "tsv",
    { spanLayer: "Frame" },
  ],
  ["UIMA CAS XMI slot features", xmiReader, "xmi/slots.xmi", "xmi", { spanLayer: "Frame" }],
  ["Label Studio JSON-MIN", labelStudioReader, "label-studio/export-min.json", "json"],
  // A folder is read for its `.json` exports alone (of only `.csv`, it stops): the file itself.
  [
    "Label Studio CSV",
    labelStudioReader,
    "label-studio/export.csv",
    "csv",
    { gold: "g/a.csv", system: "s/a.csv" },
  ],
  [
    "Label Studio TSV",
    labelStudioReader,
    "label-studio/export.tsv",
    "tsv",
    { gold: "g/a.tsv", system: "s/a.tsv" },
  ],
];

describe("damaged exports: a located DataError or spans inside the text (seeded)", () => {
  for (const [name, reader, path, ext, extra] of CASES) {
    const text = fixture(path);
    it(name, () => {
      fc.assert(
        fc.property(fc.array(damage, { minLength: 1, maxLength: 4 }), (edits) => {
          const file = `a.${ext}`;
          assertReadsOrLocates(
            reader,
            { [`g/${file}`]: damaged(text, edits), [`s/${file}`]: text },
            extra,
          );
        }),
        { numRuns: RUNS, seed: 20261128 },
      );
    });
  }

  it("UIMA CAS XMI with its TypeSystem.xml damaged", () => {
    const doc = fixture("xmi/gold/doc01.xmi");
    // The export's descriptor is one line; split at its tags so that lines are damaged, not just one.
    const types = fixture("xmi/gold/TypeSystem.xml").replaceAll("><", ">\n<");
    fc.assert(
      fc.property(fc.array(damage, { minLength: 1, maxLength: 4 }), (edits) => {
        assertReadsOrLocates(xmiReader, {
          "g/a.xmi": doc,
          "g/TypeSystem.xml": damaged(types, edits),
          "s/a.xmi": doc,
        });
      }),
      { numRuns: RUNS / 4, seed: 20261128 },
    );
  });
});
