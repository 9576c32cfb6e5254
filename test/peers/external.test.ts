import assert from "node:assert/strict";
import { relative } from "node:path";
import { test } from "node:test";
import { pythonFixed } from "../python-format.ts";
import { needsShared } from "../shared-fixtures.ts";
import {
  compareCheck,
  EXTERNAL,
  type ExternalRun,
  externalCases,
  externalDifferences,
  valueAt,
} from "./external-check.ts";

/**
 * Every case converted from the peers' own test suites (`../shared/fixtures/external/`, read in
 * place): the CLI runs with the case's args and each figure is compared as its `cmp` says.
 */
const CASES = externalCases();

const SHARED = needsShared("the peers' converted test suites (400 cases)");

test("the external fixtures hold the 400 converted cases", SHARED, () => {
  assert.equal(CASES.length, 400);
});

test("every external case equals its peer's expected figures", SHARED, async (t) => {
  const failing: string[] = [];
  for (const { dir, expected } of CASES) {
    const differences = await externalDifferences(dir, expected);
    if (differences.length === 0) continue;
    failing.push(relative(EXTERNAL, dir));
    t.diagnostic(`${relative(EXTERNAL, dir)}:\n    ${differences.join("\n    ")}`);
  }
  t.diagnostic(`${CASES.length - failing.length}/${CASES.length} external cases equal`);
  assert.deepEqual(failing, []);
});

test("the checker's own comparisons can fail", () => {
  const run: ExternalRun = {
    code: 0,
    json: { a: { b: [{ id: "d.1", x: 0.14375 }] }, k: { z: 1, y: 2 } },
    details: [{ document: "d", gold: { type: "PER", start: 0, end: 2 } }],
    stderr: "",
  };
  const check = (path: string, cmp: string, want: unknown): string | null =>
    compareCheck(run, { path, cmp, want, label: "t" });
  assert.equal(valueAt(run.json, "a.b.[id=d.1].x"), 0.14375);
  assert.equal(check("a.b.[id=d.1].x", "pct:2", "14.37"), null);
  assert.notEqual(check("a.b.[id=d.1].x", "pct:2", "14.38"), null);
  assert.notEqual(check("a.b.[id=d.1].x", "float", 0.1437), null);
  assert.equal(check("keys:k", "eq", ["y", "z"]), null);
  assert.equal(check("details.gold.d", "eq", [["PER", 0, 2]]), null);
  assert.notEqual(check("details.gold.d", "eq", []), null);
  assert.notEqual(check("a", "bogus", 1), null);
});

test("pythonFixed rounds the exact binary value half to even, as Python's %-format", () => {
  assert.equal(pythonFixed(0.125, 2), "0.12");
  assert.equal(pythonFixed(0.375, 2), "0.38");
  assert.equal(pythonFixed(14.374999999999998, 2), "14.37");
  assert.equal(pythonFixed(2.675, 2), "2.67");
  assert.equal(pythonFixed(-0.001, 2), "-0.00");
  assert.equal(pythonFixed(0.64864864, 4), "0.6486");
});
