import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { bootstrapVectors, planBootstrap } from "../../src/baseline/bootstrap.ts";
import { forEachVector } from "../../src/baseline/family-comparison.ts";
import { forEachBootstrapVector, unitIntervals } from "../../src/baseline/unit-intervals.ts";
import { AGREEMENT_FAMILY } from "../../src/measure/families/agreement.ts";
import { measureLabelAgreement } from "../../src/pipeline/labels.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { tempDir } from "../cli/built-cli.ts";

function table(rows: string): string {
  const path = join(tempDir(), "labels.tsv");
  const lines = rows.split(";").map((r) => r.trim().split(" ").join("\t"));
  writeFileSync(path, `item\tcoder\tlabel\n${lines.join("\n")}\n`);
  return path;
}

test("bootstrap SE over items: three items give the exact enumeration of all 27 resamples", () => {
  // i1 and i2 agree, i3 does not: a resample's observed agreement is (draws of i1 or i2)/3.
  const doc = measureLabelAgreement(
    table("i1 a X; i1 b X; i2 a Y; i2 b Y; i3 a X; i3 b Y"),
    [],
    nodeFiles,
  );
  const intervals = doc.agreement.intervals;
  assert.ok(intervals);
  assert.deepEqual([intervals.exact, intervals.resamples, intervals.level], [true, 27, 0.95]);
  const values: number[] = [];
  for (let a = 0; a < 3; a++)
    for (let b = 0; b < 3; b++)
      for (let c = 0; c < 3; c++) values.push([a, b, c].filter((i) => i < 2).length / 3);
  const mean = values.reduce((t, v) => t + v, 0) / 27;
  const sd = Math.sqrt(values.reduce((t, v) => t + (v - mean) ** 2, 0) / 26);
  const observed = intervals.figures.observed;
  assert.ok(observed);
  assert.ok(Math.abs(observed.se - sd) < 1e-15, `${observed.se} vs ${sd}`);
  // Type-1 quantiles of 27 values: ranks ⌈0.025·27⌉ = 1 and ⌈0.975·27⌉ = 27, the extremes.
  assert.deepEqual([observed.lower, observed.upper, observed.defined], [0, 1, 27]);
});

test("κ, π, α and AC1 get an SE and a 95% interval around their value; undefined resamples are skipped", () => {
  const doc = measureLabelAgreement(
    table("i1 a X; i1 b X; i2 a Y; i2 b Y; i3 a X; i3 b Y; i4 a Y; i4 b Y; i5 a X; i5 b X"),
    [],
    nodeFiles,
  );
  const figures = doc.agreement.intervals?.figures ?? {};
  for (const key of ["alpha", "kappa", "pi", "ac1"] as const) {
    const f = figures[key];
    const value = doc.agreement[key];
    assert.ok(f && value !== null, key);
    assert.ok(f.se > 0 && f.lower <= value && value <= f.upper, `${key}: ${JSON.stringify(f)}`);
    // A resample drawing one category only has κ 0/0: skipped, so fewer than 5^5 are defined.
    assert.ok(f.defined < 3125, key);
  }
});

test("the family's resampling measures what the document says, with its weights and level", () => {
  const path = table("i1 a 1; i1 b 2; i2 a 3; i2 b 3; i3 a 2; i3 b 2; i4 a 1; i4 b 3");
  const doc = measureLabelAgreement(path, [], nodeFiles, {
    weights: "quadratic",
    level: "ordinal",
  });
  const r = AGREEMENT_FAMILY.resampling;
  assert.ok(r);
  const units = r.units(doc, "doc").map((u) => u.tally);
  const keys = [
    ["agreement", "quadratic", "ac2"],
    ["agreement", "ordinal", "alpha"],
  ];
  const [ac2, alpha] = r.measure(units, [1, 1, 1, 1], keys);
  assert.equal(ac2, doc.agreement.quadratic?.ac2);
  assert.equal(alpha, doc.agreement.ordinal?.alpha);
  const again = unitIntervals(r, doc, keys, { resamples: 1000, seed: 1, level: 0.95 });
  assert.deepEqual(
    again.figures["quadratic.ac2"],
    doc.agreement.intervals?.figures["quadratic.ac2"],
  );
});

test("one side's bootstrap vectors are the paired bootstrap's, resample by resample", () => {
  for (const n of [1, 3, 7, 40]) {
    const plan = planBootstrap(n, 20);
    const paired: number[][] = [];
    forEachVector(bootstrapVectors(n, plan, 5), n, (w) => paired.push([...w]));
    const alone: number[][] = [];
    forEachBootstrapVector(n, plan, 5, (w) => alone.push([...w]));
    assert.deepEqual(alone, paired, `n = ${n}`);
  }
});
