/**
 * One spelling per kind of figure (docs/numbers.md), hand-checked: rates in points (two decimals
 * in the terminal, one in the comment, HTML and messages), coefficients with four decimals
 * everywhere, raw amounts as themselves, deltas signed with a true minus, one interval notation,
 * one p-value format.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  cellText,
  countText,
  deltaText,
  figureText,
  intervalText,
  pText,
  unitOfPath,
} from "../src/number-format.ts";

test("a rate is in points: two decimals in full, one in brief, ties to even as C's %.2f", () => {
  assert.equal(figureText("rate", 0.8123, "full"), "81.23");
  assert.equal(figureText("rate", 0.8123, "brief"), "81.2");
  // 23/160 = 0.14375: 100 × that is 14.374999…, printed 14.37 as conlleval does.
  assert.equal(figureText("rate", 23 / 160, "full"), "14.37");
  assert.equal(figureText("rate", null, "full"), "–");
});

test("a rate is rounded from the fraction's exact value, not from 100 × it", () => {
  // 0.08125 lies just above its tie (0.0812500000000000027…): Python's %.4f prints 0.0813. 100 ×
  // 0.08125 rounds to 8.125 exactly, which %.2f would print 8.12.
  assert.equal(100 * 0.08125, 8.125);
  assert.equal(figureText("rate", 0.08125, "full"), "8.13");
  assert.equal(figureText("rate", 1, "full"), "100.00");
  assert.equal(figureText("rate", 1, "brief"), "100.0");
  assert.equal(figureText("rate", 0.00005, "full"), "0.01");
  assert.equal(deltaText("rate", -0.0125, "full"), "−1.25");
  assert.equal(deltaText("rate", -0.00001, "full"), "0.00");
  for (const x of [0.5, 0.123456, 0.999999, 0.0001, 0.00499, 0.3, 2 / 3])
    assert.equal(figureText("rate", x, "full"), (100 * x).toFixed(2), `${x}`);
});

test("a coefficient keeps four decimals in every spelling, and is never points", () => {
  for (const spelling of ["full", "brief"] as const) {
    assert.equal(figureText("coefficient", 0.26381, spelling), "0.2638");
    assert.equal(figureText("coefficient", -0.031, spelling), "\u22120.0310");
  }
  assert.equal(unitOfPath("agreement.alpha"), "coefficient");
  assert.equal(unitOfPath("labels.kappa"), "coefficient");
  assert.equal(unitOfPath("labels.accuracy"), "rate");
  assert.equal(unitOfPath("usage.cost.total"), "raw");
});

test("raw amounts print as themselves to six significant digits", () => {
  assert.equal(figureText("raw", 1250, "brief"), "1250");
  assert.equal(figureText("raw", 0.00421234567, "full"), "0.00421235");
  assert.equal(figureText("raw", -12.5, "full"), "\u221212.5");
});

test("deltas are signed with a true minus; a change that rounds to zero has no sign", () => {
  assert.equal(deltaText("rate", 0.011, "brief"), "+1.1");
  assert.equal(deltaText("rate", -0.023, "brief"), "\u22122.3");
  assert.equal(deltaText("rate", -0.0004, "brief"), "0.0");
  assert.equal(deltaText("coefficient", -0.30012, "full"), "\u22120.3001");
  assert.equal(deltaText("coefficient", null, "full"), "–");
});

test("one interval notation: signed ends around a spaced ellipsis", () => {
  assert.equal(intervalText("rate", -0.031, -0.014, "brief"), "\u22123.1 \u2026 \u22121.4");
  assert.equal(intervalText("rate", -0.031, 0.014, "full"), "\u22123.10 \u2026 +1.40");
  assert.equal(
    intervalText("coefficient", -0.422, -0.1961, "brief"),
    "\u22120.4220 \u2026 \u22120.1961",
  );
  // The interval of a figure (no baseline) is unsigned.
  assert.equal(intervalText("rate", 0.781, 0.84, "brief", false), "78.1 \u2026 84.0");
  assert.equal(intervalText("rate", null, 0.84, "brief"), "–");
});

test("p-values: three decimals, <0.001 below a thousandth", () => {
  assert.equal(pText(0.0123), "0.012");
  assert.equal(pText(0.001), "0.001");
  assert.equal(pText(0.000999), "<0.001");
  assert.equal(pText(null), "–");
});

test("counts print as integers, weighted counts to three decimals at most", () => {
  assert.equal(countText(12), "12");
  assert.equal(countText(2.5), "2.5");
  assert.equal(countText(1 / 3), "0.333");
});

test("a typed cell is spelled by its kind", () => {
  assert.equal(cellText({ kind: "coefficient", value: 0.5 }, "brief"), "0.5000");
  assert.equal(cellText({ kind: "rate", value: 0.5 }, "brief"), "50.0");
  assert.equal(cellText({ kind: "delta", unit: "rate", value: 0.5 }, "full"), "+50.00");
  assert.equal(cellText({ kind: "p", value: 0.2 }, "full"), "0.200");
  assert.equal(cellText({ kind: "path", text: "a/b.tsv" }, "full"), "a/b.tsv");
});
