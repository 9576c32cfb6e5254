import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { conlluReader } from "../../src/formats/conllu.ts";
import { assertLocated } from "./located.ts";
import { memoryFiles } from "./memory-files.ts";
import { settingsWith } from "./read-all.ts";

// Seeded fuzz test of the CoNLL-U reader: whatever the input, it returns documents or throws a
// DataError at file:line — never anything else.
const RUNS = 3_000;

const ner = fc.constantFrom("O", "B-PER", "I-PER", "B-LOC", "E-ORG", "S-X", "I-", "B", "");
const misc = fc
  .tuple(ner, ner, fc.constantFrom("", "|SpaceAfter=No", "_", "|NER2="))
  .map(([g, s, rest]) => `NER=${g}|SYS=${s}${rest}`);
const id = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 6 }).map(String) },
  { weight: 1, arbitrary: fc.constantFrom("1-2", "2.1", "0", "x", "", "9007199254740993") },
);
const tokenLine = fc
  .tuple(id, fc.constantFrom("Ann", "Paris", "😀", ",", "_"), misc, fc.nat(10))
  .map(([n, form, m, columns]) =>
    [n, form, "_", "NOUN", "_", "_", "0", "root", "_", m]
      .slice(0, columns === 0 ? 9 : 10)
      .join("\t"),
  );
const junk = fc.oneof(
  fc.string({ unit: "binary", maxLength: 16 }),
  fc.constantFrom("", " ", "#", "# newdoc", "# newdoc id = ", "\t\t\t", "\uFEFF", "1\tAnn"),
);
const line = fc.oneof(
  { weight: 10, arbitrary: tokenLine },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "",
      "# newdoc id = d1",
      "# newdoc id = d2",
      "# sent_id = s1",
      "# text = Ann",
    ),
  },
  { weight: 1, arbitrary: junk },
);
const file = fc
  .tuple(fc.array(line, { maxLength: 25 }), fc.constantFrom("\n", "\r\n"))
  .map(([lines, nl]) => lines.join(nl));

const outcomes = { read: 0, refused: 0 };

function drain(settings: Parameters<typeof settingsWith>[0], tree: Record<string, string>): void {
  try {
    const read = conlluReader.read(settingsWith(settings), memoryFiles(tree), () => undefined);
    if (read.kind === "paired") for (const _ of read.pairs);
    outcomes.read++;
  } catch (error) {
    assertLocated(error, /^[gs]\.conllu$|^in\.conllu$/);
    outcomes.refused++;
  }
}

describe("fuzz: CoNLL-U", () => {
  it(`one file, two columns: ${RUNS} inputs`, () => {
    fc.assert(
      fc.property(file, (text) =>
        drain(
          {
            format: "conllu",
            input: "in.conllu",
            goldColumnName: "MISC:NER",
            systemColumnName: "MISC:SYS",
          },
          { "in.conllu": text },
        ),
      ),
      { seed: 2211, numRuns: RUNS },
    );
  });
  it(`two files: ${RUNS} inputs`, () => {
    fc.assert(
      fc.property(file, file, (gold, system) =>
        drain(
          {
            format: "conllu",
            gold: "g.conllu",
            system: "s.conllu",
            goldColumnName: "MISC:NER",
            systemColumnName: "MISC:NER",
          },
          { "g.conllu": gold, "s.conllu": system },
        ),
      ),
      { seed: 2212, numRuns: RUNS },
    );
  });
  it("both outcomes happen: the inputs are neither all valid nor all refused", () => {
    assert.ok(outcomes.read > RUNS / 10 && outcomes.refused > RUNS / 10, JSON.stringify(outcomes));
  });
});
