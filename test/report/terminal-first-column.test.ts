import assert from "node:assert/strict";
import { test } from "node:test";
import type { FamilyTable } from "../../src/measure/families/family.ts";
import { tableLines } from "../../src/report/family-terminal.ts";

const table = (rows: FamilyTable["rows"]): FamilyTable => ({
  id: "t",
  title: "T",
  columns: ["Correct", "Wrong type", "Spurious"],
  fractions: [],
  rows,
});

test("a one-row table of counts aligns its first number right under its head, as every number", () => {
  assert.deepEqual(tableLines(table([[1, 0, 1]])), [
    "T",
    "Correct  Wrong type  Spurious",
    "      1           0         1",
  ]);
  assert.deepEqual(tableLines(table([[12, 3, 40]])), [
    "T",
    "Correct  Wrong type  Spurious",
    "     12           3        40",
  ]);
});

test("a first column of row names stays left-aligned", () => {
  assert.deepEqual(tableLines(table([["all", 0, 1]])), [
    "T",
    "Correct  Wrong type  Spurious",
    "all               0         1",
  ]);
});
