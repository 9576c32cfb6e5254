import assert from "node:assert/strict";
import { test } from "node:test";
import { FAMILIES, headlineFamily } from "../../src/measure/families/registry.ts";
import type { RunsDocument } from "../../src/measure/families/runs-document.ts";
import { verifyScores } from "../../src/measure/families/verify-scores.ts";
import { scoreLabelTables } from "../../src/pipeline/labels.ts";
import { buildRunsDocument, expandSystemPaths } from "../../src/pipeline/repeated-runs.ts";
import { labelTables, memoryFiles } from "../formats/memory-files.ts";

const GOLD = "item,label\na,x\nb,x\nc,y\nd,y\n";
/** Run 1 right on all four items, run 2 wrong on d, run 3 wrong on c and d: 1, 0.75, 0.5. */
const RUNS = [
  "item,label\na,x\nb,x\nc,y\nd,y\n",
  "item,label\na,x\nb,x\nc,y\nd,x\n",
  "item,label\na,x\nb,x\nc,x\nd,x\n",
];

function files() {
  const tree: Record<string, string> = { "gold.csv": GOLD };
  RUNS.forEach((text, k) => {
    tree[`out/run-${k + 1}.csv`] = text;
  });
  tree["out/notes.txt"] = "not a run";
  return memoryFiles(tree);
}

function score(system: string) {
  return scoreLabelTables(labelTables(system), files());
}

function runsOf(paths: readonly string[]): RunsDocument {
  return buildRunsDocument(
    paths.map((p) => score(p)),
    paths,
  );
}

test("a glob names the runs in code-point order; a plain path is itself; no match is a user error", () => {
  assert.deepEqual(expandSystemPaths("out/run-*.csv", files()), [
    "out/run-1.csv",
    "out/run-2.csv",
    "out/run-3.csv",
  ]);
  assert.deepEqual(expandSystemPaths("out/run-[13].csv", files()), [
    "out/run-1.csv",
    "out/run-3.csv",
  ]);
  assert.deepEqual(expandSystemPaths("out/run-1.csv", files()), ["out/run-1.csv"]);
  assert.throws(() => expandSystemPaths("out/none-*.csv", files()), /matches no file/);
});

test("three runs: mean, worst, best and run-to-run sd of accuracy, stability and the flipped items (hand-checked)", () => {
  const doc = runsOf(["out/run-1.csv", "out/run-2.csv", "out/run-3.csv"]);
  const r = doc.runs;
  const accuracy = (tree: unknown): unknown =>
    (tree as { labels: { accuracy: unknown } }).labels.accuracy;
  assert.equal(r.count, 3);
  assert.equal(accuracy(r.mean), 0.75);
  assert.equal(accuracy(r.min), 0.5);
  assert.equal(accuracy(r.max), 1);
  // Sample sd of 1, 0.75, 0.5: sqrt((0.0625 + 0 + 0.0625) / 2) = 0.25.
  assert.ok(Math.abs((accuracy(r.sd) as number) - 0.25) < 1e-12);
  // a and b right in every run; c flips in run 3, d in runs 2 and 3 (its usual outcome: wrong).
  assert.equal(r.stability, 0.5);
  assert.deepEqual(r.flipped, [
    { id: "c", flips: 1 },
    { id: "d", flips: 1 },
  ]);
  assert.deepEqual(r.systems, ["out/run-1.csv", "out/run-2.csv", "out/run-3.csv"]);
  assert.equal(headlineFamily(doc)?.name, "runs");
  verifyScores(JSON.parse(JSON.stringify(doc)), "runs.json");
});

test("one run: the mean, worst and best run are the run's own figures, and no sd or noise", () => {
  const plain = score("out/run-2.csv");
  const doc = runsOf(["out/run-2.csv"]);
  const labels = (tree: unknown) => (tree as { labels: Record<string, unknown> }).labels;
  for (const key of ["accuracy", "kappa", "mcc"]) {
    assert.equal(labels(doc.runs.mean)[key], (plain.labels as Record<string, unknown>)[key]);
    assert.equal(labels(doc.runs.min)[key], (plain.labels as Record<string, unknown>)[key]);
  }
  assert.equal(labels(doc.runs.sd).accuracy, null);
  assert.equal(doc.runs.noise, null);
  assert.equal(doc.runs.stability, 1);
});

test("a stated figure that is not its runs' is refused on reading", () => {
  const doc = JSON.parse(JSON.stringify(runsOf(["out/run-1.csv", "out/run-3.csv"])));
  doc.runs.mean.labels.accuracy = 0.9;
  assert.throws(() => verifyScores(doc, "runs.json"), /runs\.mean\.labels\.accuracy/);
});

test("sides with unlike run counts measure over the least common multiple: each unit's runs weigh alike", () => {
  const runs = FAMILIES.find((f) => f.name === "runs");
  const r = runs?.resampling;
  assert.ok(r !== undefined);
  const two = runsOf(["out/run-1.csv", "out/run-3.csv"]);
  const three = runsOf(["out/run-1.csv", "out/run-2.csv", "out/run-3.csv"]);
  // Items a, b from the two-run side, c, d from the three-run side: 6 virtual runs.
  const a = r.units(two, "two").filter((u) => u.id === "a" || u.id === "b");
  const b = r.units(three, "three").filter((u) => u.id === "c" || u.id === "d");
  const [mean] = r.measure(
    [...a, ...b].map((u) => u.tally),
    [1, 1, 1, 1],
    [["runs", "mean", "labels", "accuracy"]],
  );
  // a, b always right; c right in runs 1, 2 of 3; d right in run 1 of 3: (2 + 2/3 + 1/3) / 4.
  assert.ok(Math.abs((mean ?? 0) - 0.75) < 1e-12, String(mean));
});
