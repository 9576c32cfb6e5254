import assert from "node:assert/strict";
import { test } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

// A Label Studio export of a text classification project as a label table (`--format labels`,
// a .json file): the figures equal those of the same labels written as item, label tables.

const choice = (choices: string[], from = "sentiment") => ({
  id: 1,
  type: "choices",
  from_name: from,
  to_name: "text",
  value: { choices },
});

/** A task: its annotations (by annotator id, choices; a cancelled one, a starred one) and predictions. */
function task(
  id: number,
  annotations: { by: number | object; choices: string[]; cancelled?: boolean; truth?: boolean }[],
  predicted?: string[],
) {
  return {
    id,
    data: { text: `Text ${id}.` },
    annotations: annotations.map((a, k) => ({
      id: id * 10 + k,
      completed_by: a.by,
      result: [choice(a.choices)],
      was_cancelled: a.cancelled === true,
      ground_truth: a.truth === true,
    })),
    predictions:
      predicted === undefined ? [] : [{ model_version: "m1", result: [choice(predicted)] }],
  };
}

const tasks = [
  task(
    1,
    [
      { by: 1, choices: ["POS"] },
      { by: 2, choices: ["POS"] },
    ],
    ["POS"],
  ),
  task(
    2,
    [
      { by: 1, choices: ["NEG"] },
      { by: 2, choices: ["POS"], truth: true },
    ],
    ["NEG"],
  ),
  task(
    3,
    [
      { by: 1, choices: ["NEG"], cancelled: true },
      { by: 2, choices: ["NEG"] },
    ],
    ["NEU"],
  ),
  task(4, [{ by: { id: 1, email: "a@example.org" }, choices: ["NEU"] }], ["NEU"]),
  task(5, [], ["POS"]),
];

// Gold: the starred annotation, else the first not cancelled; system: the predictions.
const gold = "item\tlabel\n1\tPOS\n2\tPOS\n3\tNEG\n4\tNEU\n";
const system = "item\tlabel\n1\tPOS\n2\tNEG\n3\tNEU\n4\tNEU\n5\tPOS\n";

const dir = writeTree({
  "export.json": JSON.stringify(tasks, null, 2),
  "gold.tsv": gold,
  "system.tsv": system,
  "judgements.tsv":
    "item\tcoder\tlabel\n1\t1\tPOS\n1\t2\tPOS\n2\t1\tNEG\n2\t2\tPOS\n3\t2\tNEG\n4\ta@example.org\tNEU\n",
});

function json(args: readonly string[]) {
  const r = goldgate([...args, "--json"], dir);
  assert.equal(r.code, 0, r.stderr);
  return JSON.parse(r.stdout) as {
    labels?: unknown;
    agreement?: unknown;
    issues: { kind: string; message: string }[];
  };
}

test("score --format labels on a Label Studio export: gold the starred or first annotation, system its own predictions, as the same tables", () => {
  const scored = (gold: string, system: string) =>
    json(["score", "--format", "labels", "--gold", gold, "--system", system]);
  const fromExport = scored("export.json", "export.json");
  const fromTables = scored("gold.tsv", "system.tsv");
  assert.deepEqual(fromExport.labels, fromTables.labels);
  // Task 5 has no annotation: no gold, said.
  assert.ok(
    fromExport.issues.some(
      (i) =>
        i.kind === "no-annotation" &&
        /export\.json: 1 task without a usable annotation skipped: 5/.test(i.message),
    ),
    JSON.stringify(fromExport.issues),
  );
});

test("the same export read as spans says its choices are for --format labels", () => {
  const r = goldgate(
    ["score", "--format", "label-studio", "--gold", "export.json", "--system", "export.json"],
    dir,
  );
  assert.match(
    r.stdout,
    /export\.json: 5 results of type 'choices' not scored with the spans; score a classification with --format labels/,
  );
});

test("agree --format labels on a Label Studio export: every annotation not cancelled is its annotator's judgement", () => {
  const fromExport = json(["agree", "--format", "labels", "export.json"]);
  const fromTable = json(["agree", "--format", "labels", "judgements.tsv"]);
  assert.deepEqual(fromExport.agreement, fromTable.agreement);
});

test("a Label Studio export with two classification controls, or nothing chosen, stops with exit 2 naming the task", () => {
  const two = writeTree({
    "two.json": JSON.stringify([
      {
        id: 7,
        data: { text: "x" },
        annotations: [{ completed_by: 1, result: [choice(["POS"]), choice(["A"], "topic")] }],
      },
    ]),
    "none.json": JSON.stringify([
      { id: 8, data: { text: "x" }, annotations: [{ completed_by: 1, result: [] }] },
    ]),
  });
  const r = goldgate(
    ["score", "--format", "labels", "--gold", "two.json", "--system", "two.json"],
    two,
  );
  assert.equal(r.code, 2);
  assert.match(
    r.stderr,
    /two\.json:1: task 7: choices of 2 controls \(sentiment, topic\); expected one classification control per task/,
  );
  const none = goldgate(
    ["score", "--format", "labels", "--gold", "none.json", "--system", "none.json"],
    two,
  );
  assert.equal(none.code, 2);
  assert.match(none.stderr, /none\.json:\d+: an empty list of labels; expected one label per item/);
  assert.doesNotMatch(r.stderr + none.stderr, /\n\s+at /);
});
