/**
 * Usage figures are gateable (docs/families.md, "Usage"): lower is better, so `maxRelativeDrop`
 * on a usage figure bounds its rise. Twelve documents whose cost each rises by 20% (every paired
 * difference positive, so the rise is significant) fail a 10% limit and pass a 25% one; the same
 * documents 20% cheaper pass. Through the built CLI.
 */
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

const IDS = Array.from({ length: 12 }, (_, i) => `d${String(i + 1).padStart(2, "0")}`);
const GOLD = IDS.map((id) => ({
  id,
  text: "Ann ran.",
  spans: [{ start: 0, end: 3, type: "PER" }],
}));

/** Document i costs (i + 1) / 1000 × scale and takes 100·(i + 1) ms. */
function system(scale: number): object[] {
  return GOLD.map((g, i) => ({
    id: g.id,
    spans: g.spans,
    usage: { total_tokens: 100, cost: ((i + 1) / 1000) * scale },
    latency_ms: 100 * (i + 1),
  }));
}

function runGate(
  scale: number,
  rule: string,
): { code: number | null; out: string; comment: string; html: string } {
  const config = [
    "inputs: { format: jsonl, gold: gold.jsonl, system: system.jsonl }",
    "gate:",
    "  rules:",
    `    - ${rule}`,
    "",
  ].join("\n");
  const dir = writeTree({
    "gold.jsonl": GOLD,
    "base.jsonl": system(1),
    "system.jsonl": system(scale),
    "goldgate.yml": config,
  });
  const base = goldgate(
    [
      "score",
      "--format",
      "jsonl",
      "--gold",
      "gold.jsonl",
      "--system",
      "base.jsonl",
      "--out",
      "base.json",
    ],
    dir,
  );
  assert.equal(base.code, 0, base.stderr);
  const r = goldgate(
    [
      "run",
      "--config",
      "goldgate.yml",
      "--baseline",
      "base.json",
      "--resamples",
      "500",
      "--markdown",
      "comment.md",
      "--html",
      "report.html",
    ],
    dir,
  );
  const comment = existsSync(join(dir, "comment.md"))
    ? readFileSync(join(dir, "comment.md"), "utf8")
    : "";
  const report = existsSync(join(dir, "report.html"))
    ? readFileSync(join(dir, "report.html"), "utf8")
    : "";
  return { code: r.code, out: r.stdout + r.stderr, comment, html: report };
}

test("usage gate: a 20% cost rise fails maxRelativeDrop 0.10 on usage.cost.mean", () => {
  const r = runGate(1.2, "{ metric: usage.cost.mean, maxRelativeDrop: 0.10 }");
  assert.equal(r.code, 1, r.out);
  // Mean cost 0.0065 → 0.0078: +20.0% of the baseline, shown as raw amounts.
  assert.match(r.out, /usage cost mean 0\.0065 → 0\.0078 \(\+20\.0%/);
  // The comment shows the failure and the usage deltas, in raw amounts (12 × 0.0065 = 0.078).
  assert.match(r.comment, /❌ usage cost mean 0\.0065 → 0\.0078 \(\+20\.0%/);
  assert.match(r.comment, /\| mean cost per document \| 0\.0065 \| 0\.0078 \| \+0\.0013 \|/);
  assert.match(r.comment, /\| total cost \| 0\.078 \| 0\.0936 \| \+0\.0156 \|/);
  // The HTML report's compared figures too: raw amounts, not points (0.0065, not 0.7).
  assert.match(
    r.html,
    /<td>mean cost per document<\/td><td class="num" data-sort="0\.0065">0\.0065<\/td>/,
  );
});

test("usage gate: the same rise is within maxRelativeDrop 0.25", () => {
  const r = runGate(1.2, "{ metric: usage.cost.mean, maxRelativeDrop: 0.25 }");
  assert.equal(r.code, 0, r.out);
});

test("usage gate: a 20% cost fall is an improvement, not a regression", () => {
  const r = runGate(0.8, "{ metric: usage.cost.mean, maxRelativeDrop: 0.10 }");
  assert.equal(r.code, 0, r.out);
});

test("usage gate: maxDrop or min on a usage figure is refused", () => {
  const r = runGate(1.2, "{ metric: usage.latency.p95, maxDrop: 1.0 }");
  assert.equal(r.code, 2, r.out);
  assert.match(
    r.out,
    /usage\.latency\.p95 is a raw amount where lower is better: gate it with maxRelativeDrop/,
  );
});

/**
 * `run` over three runs (run-1…3.jsonl, the system's costs × `scale` × 1, 1.1, 1.2) against a
 * baseline of three runs at scale 1, gated by `rule` (one YAML rule).
 */
function runsGate(scale: number, rule: string) {
  const files: Record<string, readonly object[]> = { "gold.jsonl": GOLD };
  [1, 1.1, 1.2].forEach((k, i) => {
    files[`base/run-${i + 1}.jsonl`] = system(k);
    files[`run-${i + 1}.jsonl`] = system(k * scale);
  });
  const dir = writeTree({
    ...files,
    "goldgate.yml": `inputs: { format: jsonl, gold: gold.jsonl, system: "run-*.jsonl" }\ngate:\n  rules:\n    - ${rule}\n`,
  });
  const args = ["--format", "jsonl", "--gold", "gold.jsonl", "--system", "base/run-*.jsonl"];
  const base = goldgate(["score", ...args, "--out", "base.json"], dir);
  assert.equal(base.code, 0, base.stderr);
  const r = goldgate(["run", "--config", "goldgate.yml", "--baseline", "base.json"], dir);
  return { code: r.code, stdout: r.stdout, stderr: r.stderr };
}

test("usage gate over repeated runs: runs.<stat>.usage.* are raw amounts, whose rise is the worsening and which take no min or maxDrop", () => {
  // Before: min 0.5 on the mean cost was read as a floor of 50 points (a mean cost of 0.02 failed
  // with "runs mean usage cost mean 2.0 is below min 50.0"), maxDrop was taken in points, and a
  // rise of the mean cost passed maxRelativeDrop 0.10 as an improvement ("+50.0% … is within").
  const raw =
    "is a raw amount where lower is better: gate it with maxRelativeDrop (the largest allowed rise, a fraction of the baseline: 0.10 = 10%)";
  for (const [rule, message] of [
    [
      "{ metric: runs.mean.usage.cost.mean, min: 0.5 }",
      `runs.mean.usage.cost.mean ${raw}, not min`,
    ],
    [
      "{ metric: runs.min.usage.tokens.total, maxDrop: 1 }",
      `runs.min.usage.tokens.total ${raw}, not maxDrop`,
    ],
    [
      "{ metric: runs.mean.usage.latency.p95, max: 500 }",
      "max (a ceiling) applies only to runs.sd.<path>, the run-to-run standard deviation of repeated runs, where lower is better; gate runs.mean.usage.latency.p95 with maxRelativeDrop",
    ],
  ] as const) {
    const r = runsGate(1, rule);
    assert.equal(r.code, 2, rule);
    assert.equal(r.stdout, "", rule);
    assert.equal(r.stderr, `goldgate: error: gate.rules[0]: ${message}\n`);
  }
  const rise = runsGate(1.2, "{ metric: runs.mean.usage.cost.mean, maxRelativeDrop: 0.10 }");
  assert.equal(rise.code, 1, rise.stdout);
  // Mean cost 0.0065 × 1.1 = 0.00715 → × 1.2 = 0.00858: +20%, shown as raw amounts.
  assert.match(rise.stdout, /FAIL {2}runs mean usage cost mean 0\.00715 → 0\.00858 \(\+20\.0%/);
  const fall = runsGate(0.8, "{ metric: runs.mean.usage.cost.mean, maxRelativeDrop: 0.10 }");
  assert.equal(fall.code, 0, fall.stdout);
  const sd = runsGate(1, "{ metric: runs.sd.usage.cost.mean, max: 0.01 }");
  assert.equal(sd.code, 0, sd.stderr);
});
