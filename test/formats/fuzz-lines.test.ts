import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { conllReader } from "../../src/formats/conll.ts";
import { jsonlReader } from "../../src/formats/jsonl.ts";
import { readItemLabels, readJudgements } from "../../src/formats/labels.ts";
import { assertLocated } from "./located.ts";
import { memoryFiles } from "./memory-files.ts";
import { readAll, settingsWith } from "./read-all.ts";

// Seeded fuzz tests of the line-based readers: whatever the input, a reader returns documents or
// throws a DataError that names the file — never anything else.
const RUNS = 10_000;
const SEED = 20261121;

const junk = fc.oneof(
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.constantFrom(
    "",
    " ",
    "\t",
    "\r",
    "-DOCSTART- -X- O O",
    "-X-",
    "\uFEFF",
    "B-",
    "I-PER",
    "E-LOC O",
    "😀 B-PER O",
  ),
);

function expectOnlyDataErrors(run: () => void): void {
  try {
    run();
  } catch (error) {
    assertLocated(error, /^[a-z./]+$/);
  }
}

/** Drains a CoNLL read (a paired reader) so every line is parsed. */
function drainConll(
  settings: Parameters<typeof settingsWith>[0],
  tree: Record<string, string>,
): void {
  const read = conllReader.read(settingsWith(settings), memoryFiles(tree), () => undefined);
  assert.equal(read.kind, "paired");
  if (read.kind === "paired") for (const _ of read.pairs);
}

const tag = fc.constantFrom(
  "O",
  "B-PER",
  "I-PER",
  "B-LOC",
  "I-LOC",
  "E-ORG",
  "S-MISC",
  "U-X",
  "L-X",
  "I-",
  "B",
  "O-",
);
const conllLine = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .tuple(fc.constantFrom("John", "Paris", ",", "😀"), tag, tag)
      .map((f) => f.join(" ")),
  },
  { weight: 1, arbitrary: junk },
);
const conllFile = fc.array(conllLine, { maxLength: 30 }).map((lines) => lines.join("\n"));
const tagging = fc.constantFrom("iob1", "iob2", "ioe1", "ioe2", "iobes", "bilou");

describe("fuzz: CoNLL", () => {
  it(`single file: ${RUNS} inputs`, () => {
    fc.assert(
      fc.property(conllFile, tagging, fc.boolean(), (text, t, strict) =>
        expectOnlyDataErrors(() =>
          drainConll({ input: "in.conll", tagging: t, strictTags: strict }, { "in.conll": text }),
        ),
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });
  it(`two files: ${RUNS / 2} inputs`, () => {
    fc.assert(
      fc.property(conllFile, conllFile, (gold, system) =>
        expectOnlyDataErrors(() =>
          drainConll(
            { gold: "g.conll", system: "s.conll" },
            { "g.conll": gold, "s.conll": system },
          ),
        ),
      ),
      { seed: SEED, numRuns: RUNS / 2 },
    );
  });
});

const spanValue = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      start: fc.nat(12),
      end: fc.nat(14),
      type: fc.constantFrom("PER", "LOC"),
    }),
  },
  { weight: 1, arbitrary: fc.anything() },
);
const jsonlDoc = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .record({
        id: fc.constantFrom("a", "b", "c"),
        text: fc.constantFrom("Alice met Bob.", "😀 Paris"),
        spans: fc.array(spanValue, { maxLength: 4 }),
      })
      .map((d) => JSON.stringify(d)),
  },
  { weight: 1, arbitrary: junk },
);
const jsonlFile = fc.array(jsonlDoc, { maxLength: 5 }).map((lines) => lines.join("\n"));

describe("fuzz: JSONL", () => {
  it(`${RUNS} inputs`, () => {
    fc.assert(
      fc.property(jsonlFile, jsonlFile, fc.constantFrom("char", "token"), (gold, system, offsets) =>
        expectOnlyDataErrors(() =>
          readAll(
            jsonlReader,
            settingsWith({ format: "jsonl", gold: "g.jsonl", system: "s.jsonl", offsets }),
            memoryFiles({ "g.jsonl": gold, "s.jsonl": system }),
          ),
        ),
      ),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

const cell = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom("i1", "i2", "ann1", "ann2", "PER", "A.1,B", '"q,uoted"', "\\,"),
  },
  { weight: 1, arbitrary: junk },
);
const row = (sep: string) =>
  fc.array(cell, { minLength: 1, maxLength: 4 }).map((cells) => cells.join(sep));

describe("fuzz: label tables", () => {
  for (const [ext, sep] of [
    ["tsv", "\t"],
    ["csv", ","],
  ] as const) {
    it(`${ext}: ${RUNS} inputs`, () => {
      const header = fc.constantFrom(
        `item${sep}label`,
        `item${sep}coder${sep}label`,
        `label${sep}item`,
        "",
      );
      fc.assert(
        fc.property(
          header,
          fc.array(row(sep), { maxLength: 8 }),
          fc.boolean(),
          (h, rows, multi) => {
            const files = memoryFiles({ [`t.${ext}`]: [h, ...rows].join("\n") });
            expectOnlyDataErrors(() => readItemLabels(`t.${ext}`, files, { multiLabel: multi }));
            expectOnlyDataErrors(() => readJudgements(`t.${ext}`, files));
          },
        ),
        { seed: SEED, numRuns: RUNS },
      );
    });
  }
  it(`Label Studio classification exports (.json): ${RUNS} inputs`, () => {
    const value = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      cell,
      fc.integer(),
      fc.array(fc.oneof(cell, fc.integer(), fc.constant(null)), { maxLength: 3 }),
    );
    const result = fc.record({
      type: fc.constantFrom("choices", "labels", "taxonomy"),
      from_name: fc.constantFrom("a", "b"),
      value: fc.oneof(value, fc.record({ choices: value })),
    });
    const annotation = fc.record({
      completed_by: fc.oneof(value, fc.record({ id: value, email: value })),
      was_cancelled: fc.oneof(fc.boolean(), value),
      ground_truth: fc.oneof(fc.boolean(), value),
      result: fc.oneof(value, fc.array(result, { maxLength: 3 })),
    });
    const task = fc.record({
      id: value,
      data: fc.oneof(value, fc.record({ text: value })),
      annotations: fc.oneof(value, fc.array(annotation, { maxLength: 3 })),
      predictions: fc.oneof(value, fc.array(annotation, { maxLength: 2 })),
    });
    const exported = fc.oneof(
      fc.array(task, { maxLength: 5 }).map((t) => JSON.stringify(t, null, 1)),
      junk,
    );
    fc.assert(
      fc.property(exported, fc.boolean(), (text, multi) => {
        const files = memoryFiles({ "t.json": text });
        for (const labelStudio of ["annotations", "predictions"] as const)
          expectOnlyDataErrors(() =>
            readItemLabels("t.json", files, { multiLabel: multi, emptySets: multi, labelStudio }),
          );
        expectOnlyDataErrors(() => readJudgements("t.json", files));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
  it(`jsonl: ${RUNS} inputs`, () => {
    const record = fc.oneof(
      fc
        .record({ item: cell, label: fc.oneof(cell, fc.array(cell)), coder: fc.option(cell) })
        .map((r) => JSON.stringify(r)),
      junk,
    );
    fc.assert(
      fc.property(fc.array(record, { maxLength: 6 }), (lines) => {
        const files = memoryFiles({ "t.jsonl": lines.join("\n") });
        expectOnlyDataErrors(() => readItemLabels("t.jsonl", files));
        expectOnlyDataErrors(() => readJudgements("t.jsonl", files));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
