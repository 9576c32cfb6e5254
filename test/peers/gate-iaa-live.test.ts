/**
 * GATE's own test corpus for its classification agreement (gate-core's `tests/iaa` directory:
 * `beijing-opera.xml` and `in-outlook-09-aug-2001.xml`, type `sent`, feature `Op`, sets `ann1`
 * and `ann2`) beside `goldgate agree --kappa-feature Op --kappa-instances paired`: Goldgate must
 * print the figures GATE's `TestClassificationMeasures` asserts (to within the rounding of GATE's
 * 32-bit float arithmetic, 5e-7). The files
 * are another project's and not part of this repository: point GOLDGATE_GATE_IAA at a copy of
 * that directory to run this (docs/agreement.md), else it is skipped with one line.
 */
import assert from "node:assert/strict";
import { copyFileSync, existsSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { goldgate, tempDir } from "../cli/built-cli.ts";

const DIR = process.env.GOLDGATE_GATE_IAA ?? "";
const DOCUMENTS = ["beijing-opera.xml", "in-outlook-09-aug-2001.xml"];
const skip =
  DIR === "" || !DOCUMENTS.every((d) => existsSync(join(DIR, d)))
    ? "GOLDGATE_GATE_IAA names no copy of gate-core's tests/iaa: the comparison with GATE's test is not run"
    : false;

/** GATE's asserted observed agreement, Cohen's κ and Scott's π, as the floats it compares. */
const GATE: Readonly<Record<string, readonly [number, number, number]>> = {
  "beijing-opera.xml": [0.7777778, 0.6086957, 0.59550565],
  "in-outlook-09-aug-2001.xml": [0.96875, 0.3263158, 0.3227513],
  both: [0.94520545, 0.7784521, 0.7778622],
};

interface Feature {
  readonly observed: number;
  readonly kappa: number;
  readonly pi: number;
}

function paired(path: string): Feature {
  const r = goldgate([
    "agree",
    "--format",
    "gate",
    path,
    "--annotation-sets",
    "ann1,ann2",
    "--types",
    "sent",
    "--kappa-feature",
    "Op",
    "--kappa-instances",
    "paired",
    "--json",
  ]);
  assert.equal(r.code, 0, r.stderr);
  return (JSON.parse(r.stdout) as { agreement: { feature: Feature } }).agreement.feature;
}

test("GATE's classification-measure test figures, by --kappa-instances paired", { skip }, () => {
  const both = tempDir();
  for (const d of DOCUMENTS) copyFileSync(join(DIR, d), join(both, d));
  const cases = [...DOCUMENTS.map((d) => [d, join(DIR, d)] as const), ["both", both] as const];
  for (const [name, path] of cases) {
    const f = paired(path);
    const want = GATE[name] ?? [];
    // GATE computes in 32-bit floats: its figures are ours to within that rounding.
    [f.observed, f.kappa, f.pi].forEach((x, k) => {
      const g = want[k] ?? Number.NaN;
      assert.ok(Math.abs(x - g) < 5e-7, `${name}: ${x} beside GATE's ${g}`);
    });
  }
});
