import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { loadConfig } from "../../src/config/load-config.ts";
import { UserError } from "../../src/errors.ts";
import { readBdmTable } from "../../src/formats/bdm.ts";
import { tagTreeFromJson } from "../../src/measure/hierarchy/tag-tree.ts";
import { parseYamlDocument, readYamlText } from "../../src/ports/yaml-text.ts";
import { assertLocated } from "./located.ts";
import { memoryFiles } from "./memory-files.ts";

// Seeded fuzz tests of the files read beside the data: goldgate.yml, hierarchy files and BDM
// tables. Whatever the input: a value, a located DataError, or (goldgate.yml's schema problems)
// a UserError whose every problem names its line.
const RUNS = 1_500;

const junk = fc.oneof(
  fc.string({ unit: "binary", maxLength: 12 }),
  fc.constantFrom("", "[", "{a: 1", "- -", "&a [*a]", "'", '"x', "\t", "? x", "!!binary x", "*b"),
);
const key = fc.constantFrom(
  "inputs",
  "format",
  "gold",
  "system",
  "gate",
  "rules",
  "metric",
  "min",
  "limits",
  "types",
  "PER",
  "LOC",
  "__proto__",
);
const scalar = fc.oneof(
  fc.constantFrom(
    "jsonl",
    "0.9",
    "-1",
    "1e308",
    "9007199254740993",
    "null",
    "true",
    "[]",
    "{}",
    "x y",
  ),
  junk,
);
const yamlLine = fc
  .tuple(
    fc.constantFrom("", "  ", "    ", "- ", "  - "),
    key,
    fc.constantFrom(": ", ":", " "),
    scalar,
  )
  .map(([indent, k, sep, v]) => `${indent}${k}${sep}${v}`);
const yamlText = fc
  .array(fc.oneof({ weight: 8, arbitrary: yamlLine }, { weight: 1, arbitrary: junk }), {
    maxLength: 12,
  })
  .map((lines) => lines.join("\n"));

function located(run: () => void, file: RegExp): void {
  try {
    run();
  } catch (error) {
    if (error instanceof UserError) {
      const problems = error.message.split("\n").slice(1);
      for (const p of problems) assert.match(p, /^ {2}- goldgate\.yml:\d+: \S/, error.message);
      return;
    }
    assertLocated(error, file);
  }
}

describe("fuzz: goldgate.yml, hierarchy files and BDM tables (seeded)", () => {
  it(`goldgate.yml: ${RUNS} inputs`, () => {
    fc.assert(
      fc.property(yamlText, (text) =>
        located(
          () => loadConfig("goldgate.yml", memoryFiles({ "goldgate.yml": text })),
          /^goldgate\.yml$/,
        ),
      ),
      { seed: 2231, numRuns: RUNS },
    );
  });

  it(`hierarchy files: ${RUNS} inputs`, () => {
    fc.assert(
      fc.property(yamlText, (text) =>
        located(() => {
          const files = memoryFiles({ "tree.yml": text });
          const doc = parseYamlDocument(readYamlText(files, "tree.yml"), "tree.yml", "a tag tree");
          tagTreeFromJson(doc.value, "tree.yml", undefined, doc.lineOf);
        }, /^tree\.yml$/),
      ),
      { seed: 2232, numRuns: RUNS },
    );
  });

  it(`BDM tables: ${RUNS} inputs`, () => {
    const field = fc.constantFrom(
      "key=PER",
      "response=Person",
      "bdm=0.5",
      "bdm=2",
      "bdm=",
      "key=",
      "x",
      "#",
      "",
    );
    const line = fc.array(fc.oneof(field, junk), { maxLength: 4 }).map((f) => f.join(", "));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (lines) =>
        located(
          () => readBdmTable("bdm.txt", memoryFiles({ "bdm.txt": lines.join("\n") })),
          /^bdm\.txt$/,
        ),
      ),
      { seed: 2233, numRuns: RUNS },
    );
  });
});
