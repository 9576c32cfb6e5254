import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { REPO } from "../shared-fixtures.ts";
import { tempDir } from "./built-cli.ts";

// `score --format labels --multi-label / --zero-division` through the built CLI, on the committed
// scikit-learn fixture (test/fixtures/labels-peers), compared with a baseline, and the refusals.
const CLI = join(REPO, "dist", "cli.js");
const PEERS = join(REPO, "test", "fixtures", "labels-peers");
const sk = (
  JSON.parse(readFileSync(join(PEERS, "expected.json"), "utf8")) as {
    cases: {
      multi: { sklearn: { hamming_loss: number; zero_division_1: { samples: { f1: number } } } };
    };
  }
).cases.multi.sklearn;

function goldgate(args: readonly string[]) {
  return spawnSync(process.execPath, [CLI, ...args], {
    encoding: "utf8",
    env: { ...process.env, NO_COLOR: "1" },
  });
}

const multi = (system: string) => [
  "score",
  "--format",
  "labels",
  "--gold",
  join(PEERS, "multi.gold.tsv"),
  "--system",
  system,
  "--multi-label",
  "--zero-division",
  "1",
];

test("score --multi-label --zero-division 1: scikit-learn's figures, in the tables", () => {
  const r = goldgate([...multi(join(PEERS, "multi.system.tsv")), "--json"]);
  assert.equal(r.status, 0, r.stderr);
  const doc = JSON.parse(r.stdout) as {
    settings: { multiLabel: boolean; zeroDivision: number };
    labels: { hammingLoss: number; samples: { f1: number } };
  };
  assert.deepEqual([doc.settings.multiLabel, doc.settings.zeroDivision], [true, 1]);
  assert.ok(Math.abs(doc.labels.hammingLoss - sk.hamming_loss) < 1e-12);
  assert.ok(Math.abs(doc.labels.samples.f1 - sk.zero_division_1.samples.f1) < 1e-12);
  const text = goldgate(multi(join(PEERS, "multi.system.tsv")));
  assert.match(text.stdout, /Subset accuracy +Hamming loss/);
  assert.match(text.stdout, /^samples /m);
});

test("a multi-label run compared with its baseline: samples F1 gets a delta and an interval", () => {
  const dir = tempDir();
  const base = join(dir, "base.json");
  const worse = join(dir, "worse.tsv");
  // The system drops every second item's labels.
  const lines = readFileSync(join(PEERS, "multi.system.tsv"), "utf8").trimEnd().split("\n");
  writeFileSync(worse, `${lines.filter((_, i) => i === 0 || i % 2 === 1).join("\n")}\n`);
  assert.equal(goldgate([...multi(join(PEERS, "multi.system.tsv")), "--out", base]).status, 0);
  const cur = join(dir, "cur.json");
  assert.equal(goldgate([...multi(worse), "--out", cur]).status, 0);
  const r = goldgate(["compare", "--baseline", base, "--current", cur, "--json"]);
  assert.equal(r.status, 0, r.stderr);
  type Delta = {
    baseline: number;
    current: number;
    delta: number;
    ci: { lower: number; upper: number };
  };
  const cmp = JSON.parse(r.stdout) as {
    families: {
      labels: { metrics: { labels: { samples: { f1: Delta }; hammingLoss: Delta } } };
    };
  };
  // Hamming loss is gateable and compared: it rises when labels are dropped, inside its interval.
  const hl = cmp.families.labels.metrics.labels.hammingLoss;
  assert.ok(hl.delta > 0 && hl.ci.lower <= hl.delta && hl.delta <= hl.ci.upper, JSON.stringify(hl));
  const f1 = cmp.families.labels.metrics.labels.samples.f1;
  assert.ok(Math.abs(f1.delta - (f1.current - f1.baseline)) < 1e-12);
  assert.ok(f1.delta < 0 && f1.ci.lower <= f1.delta && f1.delta <= f1.ci.upper, JSON.stringify(f1));
});

test("refuses --multi-label and --zero-division with a span format, and bad values", () => {
  const spans = goldgate([
    "score",
    "--format",
    "conll",
    "--gold",
    "x",
    "--system",
    "y",
    "--multi-label",
  ]);
  assert.equal(spans.status, 2);
  assert.match(spans.stderr, /--multi-label applies only to --format labels/);
  const bad = goldgate([...multi(join(PEERS, "multi.system.tsv")).slice(0, -1), "nan"]);
  assert.equal(bad.status, 2);
  assert.match(bad.stderr, /Invalid value 'nan' for 'zero-division'\. Expected one of: 0, 1, null/);
});

test("per-item weights: the gold 'weight' column weighs every figure; elsewhere it is refused", () => {
  const gold = join(PEERS, "weighted.gold.tsv");
  const system = join(PEERS, "weighted.system.tsv");
  const want = (
    JSON.parse(readFileSync(join(PEERS, "expected.json"), "utf8")) as {
      cases: { weighted: { sklearn: { accuracy_score: number } } };
    }
  ).cases.weighted.sklearn.accuracy_score;
  const r = goldgate(["score", "--format", "labels", "--gold", gold, "--system", system, "--json"]);
  assert.equal(r.status, 0, r.stderr);
  const doc = JSON.parse(r.stdout) as {
    labels: { accuracy: number; units: { weight?: number }[] };
  };
  assert.ok(Math.abs(doc.labels.accuracy - want) < 1e-12);
  assert.ok(doc.labels.units.every((u) => typeof u.weight === "number"));
  const swapped = goldgate(["score", "--format", "labels", "--gold", system, "--system", gold]);
  assert.equal(swapped.status, 2);
  assert.match(swapped.stderr, /weighted\.gold\.tsv:2: a 'weight' column in the system table/);
  const multi = goldgate([
    "score",
    "--format",
    "labels",
    "--gold",
    gold,
    "--system",
    system,
    "--multi-label",
  ]);
  assert.equal(multi.status, 2);
  assert.match(
    multi.stderr,
    /per-item weights \(the 'weight' column\) apply to single-label scoring only/,
  );
});
