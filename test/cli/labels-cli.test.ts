import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { REPO, readJson, SHARED_FIXTURES } from "../shared-fixtures.ts";

// The labels and agreement contracts, end to end through the built CLI, on the shared fixtures.
const CLI = join(REPO, "dist", "cli.js");
const AGREEMENT = join(SHARED_FIXTURES, "agreement");

function goldgateJson<T>(args: readonly string[]): T {
  const r = spawnSync(process.execPath, [CLI, ...args, "--json"], { encoding: "utf8" });
  assert.equal(r.status, 0, r.stderr);
  return JSON.parse(r.stdout) as T;
}

test("score --format labels: labels.* follow scikit-learn's figures", () => {
  const dir = join(AGREEMENT, "classification_gold_system");
  const doc = goldgateJson<{
    schema: string;
    labels: Record<string, unknown> & { accuracy: number; kappa: number };
  }>([
    "score",
    "--format",
    "labels",
    "--gold",
    join(dir, "gold.tsv"),
    "--system",
    join(dir, "system.tsv"),
  ]);
  const sk = readJson<{
    sklearn_classification: {
      accuracy_score: number;
      per_label: Record<string, Record<string, number>>;
    };
  }>(join(dir, "expected.json")).sklearn_classification;
  assert.equal(doc.schema, "goldgate/scores@1");
  assert.equal(doc.labels.accuracy, sk.accuracy_score);
  const perLabel = doc.labels.perLabel as Record<string, Record<string, number>>;
  for (const [label, row] of Object.entries(sk.per_label)) {
    for (const k of ["precision", "recall", "f1", "support"]) {
      assert.ok(
        Math.abs((perLabel[label]?.[k] ?? Number.NaN) - (row[k] ?? Number.NaN)) < 1e-12,
        `${label} ${k}`,
      );
    }
  }
  for (const key of ["micro", "macro", "weighted", "confusion", "kappa"])
    assert.ok(key in doc.labels, key);
});

test("agree --format labels: agreement.* with nltk's figures where definitions coincide", () => {
  const dir = join(AGREEMENT, "four_coders_nominal");
  const doc = goldgateJson<{
    schema: string;
    agreement: Record<string, number | null> & { pairs: unknown[] };
  }>(["agree", "--format", "labels", join(dir, "labels.tsv")]);
  const nltk = readJson<{ nltk: Record<string, number> }>(join(dir, "expected.json")).nltk;
  assert.equal(doc.schema, "goldgate/agreement@1");
  const close = (a: number | null | undefined, b: number | undefined, what: string) =>
    assert.ok(
      a !== null && a !== undefined && b !== undefined && Math.abs(a - b) < 1e-12,
      `${what}: ${a} vs ${b}`,
    );
  close(doc.agreement.observed, nltk.avg_Ao, "observed");
  close(doc.agreement.pi, nltk.pi, "pi");
  close(doc.agreement.multiKappa, nltk.multi_kappa, "multiKappa");
  close(doc.agreement.alpha, nltk.alpha, "alpha");
  assert.equal(doc.agreement.pairs.length, 6);
});

test("score --format labels --hierarchy: labels.hierarchical reproduces Melamed & Resnik's Table II", () => {
  const dir = join(AGREEMENT, "hierarchy");
  const rows = readFileSync(join(dir, "cases.tsv"), "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((l) => l.split("\t"));
  const tmp = mkdtempSync(join(tmpdir(), "goldgate-tree-"));
  // Multi-tag cells are comma lists in the case file already; items are the row numbers.
  const table = (column: number) =>
    `item\tlabel\n${rows.map((r, i) => `r${String(i).padStart(2, "0")}\t${r[column]}`).join("\n")}\n`;
  writeFileSync(join(tmp, "gold.tsv"), table(0));
  writeFileSync(join(tmp, "system.tsv"), table(1));
  const doc = goldgateJson<{
    labels: { hierarchical: { items: Record<string, number>; score: number } };
  }>([
    "score",
    "--format",
    "labels",
    "--gold",
    join(tmp, "gold.tsv"),
    "--system",
    join(tmp, "system.tsv"),
    "--hierarchy",
    join(dir, "tree.json"),
  ]);
  rows.forEach((r, i) => {
    const got = doc.labels.hierarchical.items[`r${String(i).padStart(2, "0")}`];
    assert.ok(
      got !== undefined && Math.abs(got - Number(r[2])) < 1e-12,
      `row ${i}: ${r.join(" | ")} → ${got}`,
    );
  });
});
