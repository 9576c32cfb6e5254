import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { deltaText, intervalText } from "../../src/number-format.ts";
import { goldgate, writeTree } from "./built-cli.ts";

// A gate rule on one pair of annotation sets (docs/agreement.md, "Per pair and per set"): record
// three sets, annotator b leaves out a span in three of six documents, and `run` judges the pair
// a × b by its own strict F1 — its delta (worked by hand) and paired-bootstrap interval over
// documents in the JSON comparison, the terminal finding and the comment; and the input lines
// count the documents and each set's annotations. Only 3 documents differ, so even the most
// extreme swap gives p = 2/2³ = 0.250: the drop cannot be significant, and the finding says the
// gold set could not have seen it (docs/gate.md, "A check alone") instead of failing beside
// p 0.250 as it did.
const TEXT = "Paris is home to Acme and to Bob.";
const SPANS = [
  { start: 0, end: 5, type: "City" },
  { start: 17, end: 21, type: "Org" },
  { start: 29, end: 32, type: "Person" },
];
const IDS = ["d1", "d2", "d3", "d4", "d5", "d6"];
const full = IDS.map((id) => ({ id, text: TEXT, spans: SPANS }));
const edited = full.map((d, k) => (k >= 3 ? d : { ...d, spans: SPANS.slice(0, 2) }));
const PAIR = "agreement.byPair.a.jsonl × b.jsonl.strict.f1";

const CONFIG = `inputs:
  task: agreement
  format: jsonl
  sets: [a.jsonl, b.jsonl, c.jsonl]
gate:
  rules:
    - metric: ${PAIR}
      maxDrop: 1
`;

type Delta = {
  baseline: number;
  current: number;
  delta: number;
  ci: { lower: number; upper: number };
};
type Run = {
  scores: { agreement: { byPair: Record<string, unknown>; perSet: Record<string, unknown> } };
  comparison: {
    families: {
      spanAgreement: {
        metrics: {
          agreement: {
            byPair: Record<string, { strict: { f1: Delta } }>;
            perSet: Record<string, { strict: { f1: Delta } }>;
          };
        };
      };
    };
  };
};

test("a rule on one pair's strict F1 sees that pair's drop, interval and finding", () => {
  const dir = writeTree({
    "a.jsonl": full,
    "b.jsonl": full,
    "c.jsonl": full,
    "goldgate.yml": CONFIG,
  });
  const recorded = goldgate(["record", "--out", "base.json", "--commit", "abc"], dir);
  assert.equal(recorded.code, 0, recorded.stderr);
  writeFileSync(join(dir, "b.jsonl"), `${edited.map((d) => JSON.stringify(d)).join("\n")}\n`);
  const r = goldgate(
    ["run", "--baseline", "base.json", "--markdown", "c.md", "--out", "run.json"],
    dir,
  );
  assert.equal(r.code, 0, r.stderr);
  const run = JSON.parse(readFileSync(join(dir, "run.json"), "utf8")) as Run;
  assert.deepEqual(Object.keys(run.scores.agreement.byPair), [
    "a.jsonl × b.jsonl",
    "a.jsonl × c.jsonl",
    "b.jsonl × c.jsonl",
  ]);
  assert.deepEqual(Object.keys(run.scores.agreement.perSet), ["a.jsonl", "b.jsonl", "c.jsonl"]);
  const metrics = run.comparison.families.spanAgreement.metrics.agreement;
  const ab = metrics.byPair["a.jsonl × b.jsonl"]?.strict.f1;
  assert.ok(ab !== undefined);
  // a × b: b has 15 of a's 18 spans and nothing else: P 1, R 15/18, F1 30/33 = 10/11.
  assert.equal(ab.baseline, 1);
  assert.ok(Math.abs(ab.delta + 1 / 11) < 1e-12, JSON.stringify(ab));
  assert.ok(ab.ci.lower <= ab.delta && ab.delta <= ab.ci.upper && ab.ci.lower < ab.ci.upper);
  // a × c did not move; set a's mean over its pairs (10/11 + 1)/2 drops by 1/22.
  assert.equal(metrics.byPair["a.jsonl × c.jsonl"]?.strict.f1.delta, 0);
  const a = metrics.perSet["a.jsonl"]?.strict.f1;
  assert.ok(a !== undefined && Math.abs(a.delta + 1 / 22) < 1e-12, JSON.stringify(a));
  const change = `${deltaText("rate", ab.delta, "brief")} pt, 95% CI ${intervalText("rate", ab.ci.lower, ab.ci.upper, "brief")}`;
  const finding = `pair a.jsonl × b.jsonl strict F1 100.0 → 90.9 (${change}) exceeds maxDrop 1.0, but its p-value is not below 0.05`;
  assert.ok(change.startsWith("−9.1 pt, 95% CI −"), change);
  assert.ok(r.stdout.includes(`WARN  ${finding}`), r.stdout);
  const blind =
    "; p 0.250, maxT-adjusted 0.250; the gold set could not have seen it: no outcome on these 6 documents gives p below 0.05 (the most extreme gives 0.250: too few of them differ)";
  assert.ok(r.stdout.includes(blind), r.stdout);
  const comment = readFileSync(join(dir, "c.md"), "utf8");
  assert.ok(comment.includes(`- ⚠️ ${finding}`), comment);
  assert.ok(
    comment.includes("| pair a.jsonl × b.jsonl strict F1 maxDrop | cannot tell |"),
    comment,
  );
  // The input lines say what the sets hold: b has 2 spans in d1–d3 and 3 in d4–d6, 15 of 51.
  const sets = "3 annotation sets, 51 annotations (a.jsonl 18, b.jsonl 15, c.jsonl 18)";
  assert.ok(r.stdout.includes(`gold: 6 documents · system: ${sets}\n`), r.stdout);
  assert.match(comment, /\n- Gold: [0-9a-f]{12}, unchanged since the baseline · 6 documents\n/);
  assert.ok(comment.includes(`\n- System: a.jsonl, b.jsonl, c.jsonl · ${sets}\n`), comment);
});
