import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { DataError } from "../../src/errors.ts";
import { readItemLabels, readJudgements } from "../../src/formats/labels.ts";
import { memoryFiles } from "./memory-files.ts";

// Label Studio's JSON export of a classification project read as label tables: for generated
// exports, the entries are what the documented choice gives, worked out here on its own.

interface Made {
  readonly by: number;
  readonly choice: string;
  readonly cancelled: boolean;
  readonly truth: boolean;
}

interface MadeTask {
  readonly annotations: readonly Made[];
  readonly predicted: string | null;
}

const LABELS = ["POS", "NEG", "NEU"] as const;

const made = fc.record({
  by: fc.integer({ min: 1, max: 4 }),
  choice: fc.constantFrom(...LABELS),
  cancelled: fc.boolean(),
  truth: fc.boolean(),
});

const tasks = fc.array(
  fc.record({
    annotations: fc.array(made, { maxLength: 4 }),
    predicted: fc.option(fc.constantFrom(...LABELS), { nil: null }),
  }),
  { minLength: 1, maxLength: 12 },
);

function exported(list: readonly MadeTask[]): string {
  const result = (choice: string) => [
    { type: "choices", from_name: "label", to_name: "text", value: { choices: [choice] } },
  ];
  return JSON.stringify(
    list.map((t, k) => ({
      id: k + 1,
      data: { text: `Text ${k + 1}.` },
      annotations: t.annotations.map((a) => ({
        completed_by: a.by,
        was_cancelled: a.cancelled,
        ground_truth: a.truth,
        result: result(a.choice),
      })),
      predictions: t.predicted === null ? [] : [{ result: result(t.predicted) }],
    })),
    null,
    2,
  );
}

/** Gold: the first starred annotation not cancelled, else the first not cancelled. */
function goldOf(t: MadeTask): string | null {
  const usable = t.annotations.filter((a) => !a.cancelled);
  return (usable.find((a) => a.truth) ?? usable[0])?.choice ?? null;
}

const entries = (labels: ReturnType<typeof readItemLabels>) =>
  labels.entries.map((e) => [e.item, e.label]);

describe("Label Studio's classification export as label tables", () => {
  it("gold the starred or first annotation, the system its own predictions or annotations then predictions, every annotation a judgement", () => {
    fc.assert(
      fc.property(tasks, (list) => {
        const files = memoryFiles({ "export.json": exported(list) });
        const ids = list.map((_, k) => String(k + 1));
        const pick = (of: (t: MadeTask) => string | null) =>
          list.flatMap((t, k) => {
            const label = of(t);
            return label === null ? [] : [[ids[k], label]];
          });
        assert.deepEqual(entries(readItemLabels("export.json", files)), pick(goldOf));
        const predicted = readItemLabels("export.json", files, { labelStudio: "predictions" });
        assert.deepEqual(
          entries(predicted),
          pick((t) => t.predicted),
        );
        const other = readItemLabels("export.json", files, {
          labelStudio: "annotations-then-predictions",
        });
        assert.deepEqual(
          entries(other),
          pick((t) => goldOf(t) ?? t.predicted),
        );
        const expected = list.flatMap((t, k) =>
          t.annotations.filter((a) => !a.cancelled).map((a) => [ids[k], String(a.by), a.choice]),
        );
        // One annotator judging a task twice is a duplicate judgement: the export is refused.
        const twice = list.some((t) => {
          const coders = t.annotations.filter((a) => !a.cancelled).map((a) => a.by);
          return new Set(coders).size !== coders.length;
        });
        const judge = () =>
          readJudgements("export.json", files).judgements.map((j) => [j.item, j.coder, j.label]);
        if (twice) assert.throws(judge, (e: unknown) => e instanceof DataError);
        else assert.deepEqual(judge(), expected);
      }),
      { seed: 27, numRuns: 300 },
    );
  });

  it("a task no side can label is said once per file", () => {
    const files = memoryFiles({
      "export.json": exported([
        { annotations: [{ by: 1, choice: "POS", cancelled: true, truth: false }], predicted: null },
        {
          annotations: [{ by: 1, choice: "NEG", cancelled: false, truth: false }],
          predicted: null,
        },
      ]),
    });
    const read = readItemLabels("export.json", files);
    assert.deepEqual(entries(read), [["2", "NEG"]]);
    assert.deepEqual(
      read.issues?.map((i) => i.message),
      ["export.json: 1 task without a usable annotation skipped: 1"],
    );
  });
});

describe("Label Studio's classification export: results that are not choices", () => {
  it("are counted in one note per file, not read as labels", () => {
    const text = JSON.stringify([
      {
        id: 1,
        data: { text: "x" },
        annotations: [
          {
            completed_by: 1,
            result: [
              { type: "choices", from_name: "s", to_name: "text", value: { choices: ["POS"] } },
              { type: "rating", from_name: "r", to_name: "text", value: { rating: 4 } },
            ],
          },
        ],
      },
    ]);
    const files = memoryFiles({ "export.json": text });
    const read = readItemLabels("export.json", files);
    assert.deepEqual(entries(read), [["1", "POS"]]);
    const note = "export.json: 1 result of type 'rating' not scored";
    assert.deepEqual(
      read.issues?.map((i) => i.message),
      [note],
    );
    assert.deepEqual(
      readJudgements("export.json", files).issues?.map((i) => i.message),
      [note],
    );
  });
});
