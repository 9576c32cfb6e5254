import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import type { Document } from "../../src/corpus/model.ts";
import { UserError } from "../../src/errors.ts";
import { labelStudioReader } from "../../src/formats/label-studio.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { REPO } from "../shared-fixtures.ts";
import { memoryFiles } from "./memory-files.ts";
import { expectDataError, readAll, settingsWith } from "./read-all.ts";

const EXPORT = join(REPO, "test/fixtures/label-studio/export.json");
/** A system file that reports nothing. */
const SYSTEM = '[{"id": 99, "data": {"text": "x"}, "annotations": [{"result": []}]}]';

function spans(doc: Document | undefined): unknown[] {
  return (doc?.annotations ?? []).map((a) => [a.type, a.start, a.end, a.id, a.attributes, a.line]);
}

describe("Label Studio reader on the hand-made export (gold and system in one file)", () => {
  const read = readAll(
    labelStudioReader,
    settingsWith({ gold: EXPORT, system: EXPORT }),
    nodeFiles,
  );

  it("gold is each task's first annotation not cancelled; tasks without one are skipped", () => {
    assert.deepEqual(
      read.gold.map((d) => [d.id, d.source?.line]),
      [
        ["11", 2],
        ["13", 143],
      ],
    );
    // Code points after the emoji; the choices result with region id r1 is an attribute of Alice.
    assert.deepEqual(spans(read.gold[0]), [
      ["PER", 2, 7, "r1", { realis: "Actual" }, 2],
      ["PER", 12, 15, "r2", undefined, 2],
    ]);
    assert.deepEqual(spans(read.gold[1]), [
      ["LOC", 0, 4, "r3", undefined, 143],
      ["GPE", 0, 4, "r3", undefined, 143],
      ["LOC", 9, 13, "r4", undefined, 143],
    ]);
  });

  it("the system side reads predictions when the system file is the gold file", () => {
    assert.deepEqual(
      read.system.map((d) => d.id),
      ["11", "12"],
    );
    assert.deepEqual(spans(read.system[0]), [
      ["PER", 2, 7, "p1", undefined, 2],
      ["ORG", 12, 15, "p2", undefined, 2],
    ]);
  });

  it("reads a relation result as a relation between its regions, unlabelled without labels", () => {
    assert.deepEqual(
      read.gold[0]?.relations?.map((r) => [r.type, r.head.id, r.tail.id]),
      [["(unlabelled)", "r1", "r2"]],
    );
  });

  it("reports skipped tasks and several annotations once per file", () => {
    assert.deepEqual(
      read.issues.map((i) => [i.kind, i.message]),
      [
        ["no-annotation", "1 task without a usable annotation skipped: 12"],
        [
          "several-annotations",
          "1 task with several usable annotations: the first of each is read",
        ],
        ["no-annotation", "1 task without a usable annotation skipped: 13"],
      ],
    );
  });
});

describe("Label Studio reader (in memory)", () => {
  const TEXT = "😀 Alice met Bob.";
  const task = (result: unknown[], extra: Readonly<Record<string, unknown>> = {}) => ({
    id: 1,
    data: { text: TEXT },
    annotations: [{ result }],
    ...extra,
  });
  const label = (start: unknown, end: unknown, labels: unknown = ["PER"], text?: string) => ({
    id: "r",
    type: "labels",
    value: { start, end, labels, ...(text === undefined ? {} : { text }) },
  });
  const read = (gold: unknown, options: Readonly<Record<string, unknown>> = {}) => {
    const json = typeof gold === "string" ? gold : JSON.stringify(gold, null, 1);
    const files = memoryFiles({ "g.json": json, "s.json": SYSTEM });
    return readAll(
      labelStudioReader,
      settingsWith({ gold: "g.json", system: "s.json", ...options }),
      files,
    );
  };

  it("a separate system file reads annotations, else predictions", () => {
    const files = memoryFiles({
      "g.json": JSON.stringify([task([label(2, 7)])]),
      "s.json": JSON.stringify([
        { id: 1, data: { text: TEXT }, predictions: [{ result: [label(12, 15)] }] },
      ]),
    });
    const { system } = readAll(
      labelStudioReader,
      settingsWith({ gold: "g.json", system: "s.json" }),
      files,
    );
    assert.deepEqual(
      system[0]?.annotations.map((a) => [a.start, a.end]),
      [[12, 15]],
    );
  });

  it("of several annotations the one a reviewer marked ground truth is gold, else the first", () => {
    const annotations = [
      { result: [label(2, 7)] },
      { result: [label(12, 15)], ground_truth: true },
      { result: [label(2, 15)], was_cancelled: true, ground_truth: true },
    ];
    const { gold, issues } = read([{ id: 1, data: { text: TEXT }, annotations }]);
    assert.deepEqual(
      gold[0]?.annotations.map((a) => [a.start, a.end]),
      [[12, 15]],
    );
    assert.deepEqual(
      issues.map((i) => i.message),
      [
        "1 task with several usable annotations: the one marked ground truth is read (1 of them), else the first",
      ],
    );
  });

  it("charOffsets utf16 reads exports made before Label Studio stored code points", () => {
    const { gold } = read([task([label(3, 8, ["PER"], "Alice")])], { charOffsets: "utf16" });
    assert.deepEqual(
      gold[0]?.annotations.map((a) => [a.start, a.end]),
      [[2, 7]],
    );
  });

  it("a value.text that differs from the text there is an issue with file:line", () => {
    const { gold, issues } = read([task([label(3, 8, ["PER"], "Alice")])]);
    assert.equal(gold[0]?.annotations.length, 1);
    assert.deepEqual(
      issues.map((i) => [i.kind, i.file, i.line]),
      [["text-mismatch", "g.json", 2]],
    );
    assert.match(
      issues[0]?.message ?? "",
      /task 1, result 1: the text there is 'lice ', the span says 'Alice'; likely cause: offsets shifted/,
    );
  });

  it("the results of one region (two controls) share its id and offsets: a relation names it", () => {
    const second = { ...label(2, 7, ["Agent"]), from_name: "role" };
    const bob = { ...label(12, 15, ["PER"]), id: "b" };
    const relation = { type: "relation", from_id: "r", to_id: "b", labels: ["knows"] };
    const [doc] = read([task([label(2, 7), second, bob, relation])]).gold;
    assert.deepEqual(
      doc?.relations?.map((r) => [r.type, r.head.start, r.head.type, r.tail.start]),
      [["knows", 2, "PER", 12]],
    );
  });

  it("reads the regions on the text their to_name names; regions on two texts are refused", () => {
    const on = (to: string, start: number, end: number, text: string) => ({
      ...label(start, end, ["PER"], text),
      id: `${to}-${start}`,
      to_name: to,
    });
    const data = { text: "Review: fine.", title: "😀 Anna wrote" };
    // On `data.title`: once read against `data.text`, the span covered 'view' and said 'Anna'.
    const titled = read([{ id: 1, data, annotations: [{ result: [on("title", 2, 6, "Anna")] }] }]);
    assert.equal(titled.gold[0]?.text, "😀 Anna wrote");
    assert.deepEqual(
      titled.gold[0]?.annotations.map((a) => [a.type, a.start, a.end]),
      [["PER", 2, 6]],
    );
    assert.deepEqual(
      titled.issues.filter((i) => i.kind === "text-mismatch"),
      [],
    );
    const both = [on("title", 2, 6, "Anna"), on("text", 0, 6, "Review")];
    expectDataError(
      () => read([{ id: 1, data, annotations: [{ result: both }] }]),
      "g.json:2",
      /^task 1: regions on 2 texts \(to_name 'title', 'text': "data\.title", "data\.text"\); expected the regions of one text per task/,
    );
  });

  it("a single task object (not in an array) is read too", () => {
    assert.equal(read(task([label(2, 7)])).gold.length, 1);
  });

  it("an unknown labelStudioSystem is a UserError", () => {
    assert.throws(() => read([], { labelStudioSystem: "both" }), UserError);
  });

  const cases: readonly [string, unknown, string, RegExp][] = [
    [
      "invalid JSON",
      '[\n {"id": 1 "data": {}}\n]',
      "g.json:2",
      /invalid JSON: expected ',' or '}', got "\\"data\\": \{\}\}\\n"; the file should hold a Label Studio JSON export/,
    ],
    ["not an array", { tasks: [] }, "g.json", /an array of tasks\), got \{"tasks":\[\]\}/],
    [
      "a task not an object",
      [task([]), 5],
      "g.json:13",
      /task 2: expected an object with "data", got 5/,
    ],
    [
      "no data",
      [{ id: 1, annotations: [] }],
      "g.json:2",
      /task 1: expected "data" to be an object/,
    ],
    ["no text", [{ id: 1, data: { a: 1 } }], "g.json:2", /expected the text in "data.text"/],
    [
      "duplicate task ids",
      [task([]), task([])],
      "g.json:13",
      /duplicate task id '1' \(first is task 1\)/,
    ],
    [
      "annotations not a list",
      [task([], { annotations: {} })],
      "g.json:2",
      /expected "annotations" to be an array/,
    ],
    [
      "result not a list",
      [task([], { annotations: [{ result: 1 }] })],
      "g.json:2",
      /expected "annotations\[…\].result" to be an array/,
    ],
    [
      "offsets not integers",
      [task([label("2", 7)])],
      "g.json:2",
      /task 1, result 1: expected non-negative integers/,
    ],
    ["end before start", [task([label(7, 2)])], "g.json:2", /end 2 ≤ start 7/],
    ["no labels", [task([label(2, 7, [])])], "g.json:2", /"value.labels" to be a non-empty list/],
    [
      "beyond the text",
      [task([label(2, 70)])],
      "g.json:2",
      /within the text .* got 2-70 \(the text has 16 code points\)/,
    ],
    [
      "no value",
      [task([{ type: "labels" }])],
      "g.json:2",
      /expected "value" to be an object, got nothing/,
    ],
    // Two regions sharing an id: the relation was once linked to the first, the control put on both.
    [
      "a relation naming an id two regions at other offsets share",
      [task([label(2, 7), label(12, 15), { type: "relation", from_id: "r", to_id: "r" }])],
      "g.json:2",
      /^task 1, result 3: "from_id": the id 'r' names 2 regions at different offsets \(\[2, 7\) PER and \[12, 15\) PER\); expected each region's id to be unique \(the results of one region share its id and its offsets\)$/,
    ],
    [
      "a per-region control naming an id two regions at other offsets share",
      [
        task([
          label(2, 7),
          label(12, 15),
          { id: "r", type: "choices", from_name: "sure", value: { choices: ["yes"] } },
        ]),
      ],
      "g.json:2",
      /^task 1, result 3: "id": the id 'r' names 2 regions at different offsets/,
    ],
  ];
  for (const [name, gold, where, detail] of cases) {
    it(`${name} is a DataError at its task's line`, () =>
      expectDataError(() => read(gold), where, detail));
  }
});
