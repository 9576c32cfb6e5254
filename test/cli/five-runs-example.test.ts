import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { REPO } from "../shared-fixtures.ts";
import { goldgate, tempDir, writeTree } from "./built-cli.ts";

const DIR = join(REPO, "examples", "five-runs");
const CONFIG = ["--config", "examples/five-runs/goldgate.yml"];

/** item → label of an `item,label` table, read here apart from Goldgate's reader. */
function labelsOf(path: string): Map<string, string> {
  const lines = readFileSync(path, "utf8").trim().split("\n").slice(1);
  return new Map(lines.map((l) => l.split(",") as [string, string]));
}

/** Each run's right/wrong per gold item, from the files themselves. */
function outcomes(folder: string): boolean[][] {
  const gold = labelsOf(join(DIR, "gold.csv"));
  return [1, 2, 3, 4, 5].map((k) => {
    const run = labelsOf(join(DIR, folder, `run-${k}.csv`));
    return [...gold].map(([item, label]) => run.get(item) === label);
  });
}

const accuracy = (run: readonly boolean[]): number => run.filter(Boolean).length / run.length;

interface RunsSection {
  readonly count: number;
  readonly systems: readonly string[];
  readonly mean: { readonly labels: { readonly accuracy: number } };
  readonly min: { readonly labels: { readonly accuracy: number } };
  readonly max: { readonly labels: { readonly accuracy: number } };
  readonly stability: number;
  readonly flipped: readonly { readonly id: string; readonly flips: number }[];
}

test("examples/five-runs: five runs of a labels classifier, scored run by run (figures checked against the files)", () => {
  const r = goldgate(["score", ...CONFIG, "--json"]);
  assert.equal(r.code, 0, r.stderr);
  const runs = (JSON.parse(r.stdout) as { runs: RunsSection }).runs;
  const each = outcomes("runs");
  const accuracies = each.map(accuracy);
  assert.equal(runs.count, 5);
  assert.deepEqual(
    runs.systems,
    [1, 2, 3, 4, 5].map((k) => `examples/five-runs/runs/run-${k}.csv`),
  );
  const mean = accuracies.reduce((a, b) => a + b, 0) / 5;
  assert.ok(Math.abs(runs.mean.labels.accuracy - mean) < 1e-12);
  assert.equal(runs.min.labels.accuracy, Math.min(...accuracies));
  assert.equal(runs.max.labels.accuracy, Math.max(...accuracies));
  const items = each[0]?.length ?? 0;
  const flips = Array.from({ length: items }, (_, i) => {
    const right = each.filter((run) => run[i]).length;
    return Math.min(right, 5 - right);
  });
  assert.equal(runs.stability, flips.filter((f) => f === 0).length / items);
  assert.equal(runs.flipped.length, flips.filter((f) => f > 0).length);
});

test("examples/five-runs: the gate compares the mean with the previous prompt's five runs; the comment says K and the run noise", () => {
  const comment = join(tempDir(), "comment.md");
  const r = goldgate(["run", ...CONFIG, "--markdown", comment, "--json"]);
  assert.equal(r.code, 0, r.stderr);
  const result = JSON.parse(r.stdout) as {
    verdict: { status: string; checks: number };
    comparison: {
      families: {
        runs: {
          metrics: {
            runs: { mean: { labels: { accuracy: { delta: number; baseline: number } } } };
          };
        };
      };
    };
  };
  assert.equal(result.verdict.status, "passed");
  assert.equal(result.verdict.checks, 3);
  const delta = result.comparison.families.runs.metrics.runs.mean.labels.accuracy;
  const before = outcomes("previous").map(accuracy);
  assert.ok(Math.abs(delta.baseline - before.reduce((a, b) => a + b, 0) / 5) < 1e-12);
  const md = readFileSync(comment, "utf8");
  assert.match(md, /K = 5 runs; run noise \d+% of the interval's variance/);
  assert.match(md, /runs mean labels accuracy maxDrop/);
  // Runs of a labels classifier resample items, and every output says items, not documents.
  assert.match(md, /Gold: [0-9a-f]{12}, unchanged since the baseline · 60 items\n/);
  assert.match(md, /paired bootstrap resamples over items/);
  assert.match(md, /Repeated runs: \d+ items worse/);
  assert.doesNotMatch(md, /documents?\b/);
  const terminal = goldgate(["run", ...CONFIG]);
  assert.match(terminal.stdout, /^gold: 60 items · system: 60 items$/m);
});

test("examples/five-runs: the committed baseline is what recording the previous prompt's runs gives", () => {
  const out = join(tempDir(), "baseline.json");
  const r = goldgate([
    "record",
    "--format",
    "labels",
    "--gold",
    "examples/five-runs/gold.csv",
    "--system",
    "examples/five-runs/previous/run-*.csv",
    "--out",
    out,
  ]);
  assert.equal(r.code, 0, r.stderr);
  const fresh = JSON.parse(readFileSync(out, "utf8")) as { runs: RunsSection };
  const kept = JSON.parse(readFileSync(join(DIR, "baseline-scores.json"), "utf8")) as {
    runs: RunsSection;
  };
  assert.deepEqual(fresh.runs.mean, kept.runs.mean);
  assert.equal(kept.runs.count, 5);
});

test("--system given twice is refused with the glob form, never read as its last file alone", () => {
  const r = goldgate([
    "score",
    "--format",
    "labels",
    "--gold",
    "examples/five-runs/gold.csv",
    "--system",
    "examples/five-runs/runs/run-1.csv",
    "--system",
    "examples/five-runs/runs/run-2.csv",
  ]);
  assert.equal(r.code, 2, r.stdout);
  assert.match(r.stderr, /--system is given 2 times; .* one glob: --system 'out\/run-\*\.jsonl'/);
});

test("one run against the five-run baseline: gated as a side of one run, the default rule on the mean", () => {
  const r = goldgate([
    "run",
    "--format",
    "labels",
    "--gold",
    "examples/five-runs/gold.csv",
    "--system",
    "examples/five-runs/runs/run-1.csv",
    "--baseline",
    "examples/five-runs/baseline-scores.json",
    "--json",
  ]);
  assert.equal(r.code, 0, r.stderr);
  const result = JSON.parse(r.stdout) as {
    scores: { runs: RunsSection };
    verdict: { checks: number; checked: { metric: string }[] };
  };
  assert.equal(result.scores.runs.count, 1);
  assert.equal(result.verdict.checks, 1);
  assert.deepEqual(
    result.verdict.checked.map((c) => c.metric),
    ["runs.mean.labels.macro.f1"],
  );
});

test("inputs.system as a list names the runs in the order given, each path resolved from the config", () => {
  const dir = writeTree({
    "eval/gold.csv": readFileSync(join(DIR, "gold.csv"), "utf8"),
    "out/a.csv": readFileSync(join(DIR, "runs", "run-3.csv"), "utf8"),
    "out/b.csv": readFileSync(join(DIR, "runs", "run-1.csv"), "utf8"),
    "eval/goldgate.yml":
      "inputs:\n  format: labels\n  gold: gold.csv\n  system: [../out/a.csv, ../out/b.csv]\n",
  });
  const r = goldgate(["score", "--config", "eval/goldgate.yml", "--json"], dir);
  assert.equal(r.code, 0, r.stderr);
  const runs = (JSON.parse(r.stdout) as { runs: RunsSection }).runs;
  assert.deepEqual(runs.systems, ["out/a.csv", "out/b.csv"]);
  const [third, first] = [outcomes("runs")[2], outcomes("runs")[0]];
  assert.ok(third !== undefined && first !== undefined);
  assert.ok(Math.abs(runs.mean.labels.accuracy - (accuracy(third) + accuracy(first)) / 2) < 1e-12);
});

test("the runs spread table prints κ and MCC as coefficients, in a table of their own", () => {
  const r = goldgate(["score", ...CONFIG]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /^Cohen's κ +0\.\d{4} +0\.\d{4} +0\.\d{4} +0\.\d{4}$/m);
  assert.doesNotMatch(r.stdout, /^Cohen's κ +\d{2}\.\d{2} /m);
  assert.match(r.stdout, /^accuracy +\d{2}\.\d{2} /m);
});

/** The five runs and the previous prompt's baseline, gated by `rules` (goldgate.yml lines). */
function gatedRuns(rules: string, baseline = true): string {
  const files: Record<string, string> = {
    "gold.csv": readFileSync(join(DIR, "gold.csv"), "utf8"),
    "baseline-scores.json": readFileSync(join(DIR, "baseline-scores.json"), "utf8"),
    "goldgate.yml": `inputs:\n  format: labels\n  gold: gold.csv\n  system: runs/run-*.csv\n${baseline ? "baseline:\n  source: path\n  path: baseline-scores.json\n" : "baseline:\n  source: none\n"}gate:\n  rules:\n${rules}`,
  };
  for (const k of [1, 2, 3, 4, 5])
    files[`runs/run-${k}.csv`] = readFileSync(join(DIR, "runs", `run-${k}.csv`), "utf8");
  return writeTree(files);
}

test("runs.sd takes a ceiling (max): the run-to-run sd of the five runs above it fails, with or without a baseline", () => {
  const accuracies = outcomes("runs").map(accuracy);
  const mean = accuracies.reduce((a, b) => a + b, 0) / 5;
  const sd = Math.sqrt(accuracies.reduce((s, a) => s + (a - mean) ** 2, 0) / 4);
  assert.ok(sd > 0.02 && sd < 0.06, `sd ${sd}`);
  const line = `FAIL  runs sd labels accuracy ${(100 * sd).toFixed(1)} is above max 2.0`;
  for (const baseline of [true, false]) {
    const dir = gatedRuns("    - metric: runs.sd.labels.accuracy\n      max: 0.02\n", baseline);
    const over = goldgate(["run"], dir);
    assert.equal(over.code, 1, over.stderr);
    assert.ok(over.stdout.includes(`${line}\n`), over.stdout);
    const json = goldgate(["run", "--json"], dir);
    const verdict = (JSON.parse(json.stdout) as { verdict: { failures: { check: string }[] } })
      .verdict;
    assert.deepEqual(
      verdict.failures.map((f) => f.check),
      ["max"],
    );
  }
  const within = goldgate(
    ["run"],
    gatedRuns("    - metric: runs.sd.labels.accuracy\n      max: 0.06\n"),
  );
  assert.equal(within.code, 0, within.stderr);
  assert.match(within.stdout, /✔ gate passed: 0 failure\(s\), 0 warning\(s\), 1 check\(s\)/);
});

test("without a baseline a max rule is a check: gate.cases.unchecked fail does not fail it, and the help says so", () => {
  const rules =
    "    - metric: runs.sd.labels.accuracy\n      max: 0.06\n  cases:\n    unchecked: fail\n";
  const r = goldgate(["run"], gatedRuns(rules, false));
  assert.equal(r.code, 0, r.stdout + r.stderr);
  assert.match(r.stdout, /✔ gate passed: 0 failure\(s\), 0 warning\(s\), 1 check\(s\)/);
  // Every description of the unchecked case names both rules that check without a baseline.
  const wording: [string, string][] = [
    ["src/config/gate-settings.ts", "no baseline to compare with and no `min` or `max` rule"],
    ["docs/config.md", "no baseline to compare with and no `min` or `max` rule"],
    ["docs/action.md", "no baseline to compare with and no `min` or `max` rule"],
    ["README.md", "no baseline to compare with and no `min` or `max` rule"],
    ["action.yml", "no baseline and no min or max rule"],
    ["goldgate.schema.json", "no baseline and no min or max rule"],
  ];
  for (const [file, text] of wording) {
    const body = readFileSync(join(REPO, file), "utf8");
    assert.ok(body.includes(text), file);
    assert.ok(!/no `?min`? rule/.test(body), file);
  }
});

test("a rule the sd or the best run cannot take is refused, naming the rule and what it takes (it would check nothing)", () => {
  const sd =
    "is the run-to-run standard deviation, reported but not compared with the baseline (no delta, no interval), and lower is better: gate it with max (a ceiling in the figure's unit: 0.03 = 3 points of a rate)";
  const cases: [string, string][] = [
    ["runs.sd.labels.accuracy\n      maxDrop: 2.0", `runs.sd.labels.accuracy ${sd}, not maxDrop`],
    ["runs.sd.labels.accuracy\n      min: 0.01", `runs.sd.labels.accuracy ${sd}, not min`],
    [
      "runs.sd.labels.kappa\n      max: 0.1\n      maxRelativeDrop: 0.1",
      `runs.sd.labels.kappa ${sd}, not maxRelativeDrop`,
    ],
    [
      "runs.max.labels.accuracy\n      maxDrop: 2.0",
      "runs.max.labels.accuracy is the best run's figure, reported but not compared with the baseline (no delta, no interval): gate it with min, or gate the worst run (runs.min.*) or the mean (runs.mean.*) for drops, not maxDrop",
    ],
    [
      "runs.mean.labels.accuracy\n      max: 0.9",
      "max (a ceiling) applies only to runs.sd.<path>, the run-to-run standard deviation of repeated runs, where lower is better; gate runs.mean.labels.accuracy with min, maxDrop or maxRelativeDrop",
    ],
  ];
  for (const [rule, message] of cases) {
    const r = goldgate(["run"], gatedRuns(`    - metric: ${rule}\n`));
    assert.equal(r.code, 2, rule);
    assert.equal(r.stdout, "", rule);
    assert.equal(r.stderr, `goldgate: error: gate.rules[0]: ${message}\n`, rule);
  }
  const best = goldgate(
    ["run"],
    gatedRuns("    - metric: runs.max.labels.accuracy\n      min: 0.99\n"),
  );
  assert.equal(best.code, 1, "a floor on the best run is checked");
  assert.match(best.stdout, /FAIL {2}runs max labels accuracy [\d.]+ is below min 99\.0/);
});
