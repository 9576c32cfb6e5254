import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { deltaText, intervalText } from "../../src/number-format.ts";
import { goldgate, writeTree } from "./built-cli.ts";

// Span-set agreement against a baseline through the built CLI: `record` on three annotation sets
// (goldgate.yml `task: agreement`, `inputs.sets`), then one annotator drops spans and `run`
// compares: the figure's delta (worked by hand) and its paired-bootstrap interval over documents
// appear in the terminal, the comment and the HTML report, and the gate judges the drop: 3 of 6
// documents differ, so no swap gives p below 0.250 and the gate says the gold set could not have
// seen it (docs/gate.md, "A check alone") instead of failing beside p 0.250.
const TEXT = "Paris is home to Acme and to Bob.";
const CITY = { start: 0, end: 5, type: "City" };
const ORG = { start: 17, end: 21, type: "Org", class: "company" };
const PERSON = { start: 29, end: 32, type: "Person" };
const IDS = ["d1", "d2", "d3", "d4", "d5", "d6"];
const full = IDS.map((id) => ({ id, text: TEXT, spans: [CITY, ORG, PERSON] }));
// B leaves out Bob in d1–d3 and calls Acme an 'agency' in d1.
const edited = full.map((d, k) =>
  k >= 3 ? d : { ...d, spans: k === 0 ? [CITY, { ...ORG, class: "agency" }] : [CITY, ORG] },
);

const CONFIG = `inputs:
  task: agreement
  format: jsonl
  sets: [a.jsonl, b.jsonl, c.jsonl]
scoring:
  kappaFeature: class
gate:
  rules:
    - metric: agreement.mean.strict.f1
      maxDrop: 1
`;

type Delta = {
  baseline: number;
  current: number;
  delta: number;
  ci: { lower: number; upper: number };
};

test("record, an annotator drops spans, run: the delta and interval in terminal, comment and HTML", () => {
  const dir = writeTree({
    "a.jsonl": full,
    "b.jsonl": full,
    "c.jsonl": full,
    "goldgate.yml": CONFIG,
  });
  const recorded = goldgate(["record", "--out", "base.json", "--commit", "abc"], dir);
  assert.equal(recorded.code, 0, recorded.stderr);
  assert.match(
    recorded.stdout,
    /Recorded base\.json: 3 annotation sets \(3 pairs\), Mean strict F1 over pairs 100\.00/,
  );
  writeFileSync(join(dir, "b.jsonl"), `${edited.map((d) => JSON.stringify(d)).join("\n")}\n`);
  const args = ["run", "--baseline", "base.json", "--markdown", "c.md", "--html", "r.html"];
  const r = goldgate([...args, "--out", "run.json"], dir);
  assert.equal(r.code, 0, r.stderr);
  const run = JSON.parse(readFileSync(join(dir, "run.json"), "utf8")) as {
    comparison: {
      families: {
        spanAgreement: {
          unit: string;
          metrics: { agreement: { mean: { strict: { f1: Delta } }; feature: { kappa: Delta } } };
        };
      };
    };
  };
  const family = run.comparison.families.spanAgreement;
  assert.equal(family.unit, "document");
  const f1 = family.metrics.agreement.mean.strict.f1;
  // a × c agree (F1 1); a × b: 15 of A's 18 spans, all of B's 15 → F1 30/33, as b × c.
  // Mean (1 + 2·10/11)/3 = 31/33: a drop of 2/33.
  assert.equal(f1.baseline, 1);
  assert.ok(Math.abs(f1.delta + 2 / 33) < 1e-12, JSON.stringify(f1));
  assert.ok(f1.ci.lower <= f1.delta && f1.delta <= f1.ci.upper && f1.ci.lower < f1.ci.upper);
  // Feature κ over 'class' also moves (agency vs company; Non-cat for the dropped spans).
  assert.ok(family.metrics.agreement.feature.kappa.delta < 0);
  const row = (spelling: "full" | "brief") =>
    `${deltaText("rate", f1.delta, spelling)}.*${intervalText("rate", f1.ci.lower, f1.ci.upper, spelling)}`;
  assert.match(r.stdout, new RegExp(`mean strict f1 .*${row("full")}`));
  assert.match(
    r.stdout,
    /WARN {2}agreement mean strict F1 100\.0 → 93\.9 \(−6\.1 pt.*; p 0\.250, .*the gold set could not have seen it/,
  );
  const comment = readFileSync(join(dir, "c.md"), "utf8");
  assert.match(
    comment,
    new RegExp(`\\| mean strict f1 \\| 100\\.0 \\| 93\\.9 \\| ${row("brief")} \\|`),
  );
  assert.match(comment, /Newly broken \(3\)/);
  const html = readFileSync(join(dir, "r.html"), "utf8");
  const brief = intervalText("rate", f1.ci.lower, f1.ci.upper, "brief");
  assert.match(
    html,
    new RegExp(
      `mean strict f1</td>.*?${deltaText("rate", f1.delta, "brief")}</td><td class="num">${brief}</td>`,
    ),
  );
});

test("a baseline of another number of sets is not compared, and the note says why", () => {
  const dir = writeTree({
    "a.jsonl": full,
    "b.jsonl": full,
    "c.jsonl": full,
    "goldgate.yml": CONFIG,
  });
  assert.equal(goldgate(["record", "--out", "base.json"], dir).code, 0);
  const two = ["--task", "agreement", "--format", "jsonl", "--sets", "a.jsonl,b.jsonl"];
  const r = goldgate(["compare", ...two, "--baseline", "base.json"], dir);
  assert.equal(r.code, 0, r.stderr);
  assert.match(
    r.stdout,
    /Span agreement is not compared with the baseline: it has 3 annotation sets and this run 2, so their pairs differ/,
  );
});
