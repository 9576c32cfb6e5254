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
