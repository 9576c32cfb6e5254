import assert from "node:assert/strict";
import { test } from "node:test";
import type { Comparison } from "../../src/baseline/comparison.ts";
import { annotationChangeCount, renderChangeDetails } from "../../src/report/markdown-details.ts";
import { GOLDEN_RUNS } from "./golden-runs.ts";

// The comment's per-document and per-annotation changes come from whichever family's engine
// recorded them in the comparison (no family is named): moving the section under another key
// renders the same, and a comparison without a baseline renders none.

const all = () => true;

test("the change details follow the section that records them, under any family key", () => {
  const run = GOLDEN_RUNS["significant-regression"]?.();
  assert.ok(run !== undefined && run.comparison.kind === "compared");
  const c = run.comparison;
  const shown = renderChangeDetails(c, "strict", all).join("\n");
  assert.match(shown, /Per-document changes \(strict\)/);
  assert.match(shown, /Newly broken annotations \(strict\): \d+/);
  const count = annotationChangeCount(c);
  assert.ok(count > 0);
  const moved: Comparison = {
    ...c,
    families: Object.fromEntries(Object.entries(c.families).map(([k, v]) => [`x-${k}`, v])),
  };
  assert.equal(renderChangeDetails(moved, "strict", all).join("\n"), shown);
  assert.equal(annotationChangeCount(moved), count);
  const kept = renderChangeDetails(c, "strict", (step) => step === "documents").join("\n");
  assert.doesNotMatch(kept, /Newly broken annotations/);
});

test("no baseline: no change details", () => {
  const run = GOLDEN_RUNS["first-run"]?.();
  assert.ok(run !== undefined);
  assert.deepEqual(renderChangeDetails(run.comparison, "strict", all), []);
  assert.equal(annotationChangeCount(run.comparison), 0);
});
