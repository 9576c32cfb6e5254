import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import type { MetricKeys, UnitResampling } from "../../../src/measure/families/family.ts";
import { LABELS_FAMILY, type LabelUnit } from "../../../src/measure/families/labels.ts";
import { hierarchyKernel } from "../../../src/measure/hierarchy/hierarchy-kernel.ts";
import { tagTreeFromJson } from "../../../src/measure/hierarchy/tag-tree.ts";
import type { ZeroDivision } from "../../../src/measure/labels/zero-division.ts";
import { assertPreparedAsDirect } from "./resampled.ts";

/**
 * The hierarchy kernel (hierarchy-kernel.ts, with the labels kernel beside it) against scoring
 * the weighted copies (`measure`, the path every `--hierarchy` resample took before it): a
 * bootstrap draw's figures (`weighted`) and a randomization swap's two mixed sides (`swapped`)
 * the same to the bit, on small random tables over a tag tree: internal tags on either side,
 * two tags in a cell, items absent on a side, unanswered items, draws that leave every item out,
 * each side's tree read from its own document (equal, not the same object).
 */

const r = LABELS_FAMILY.resampling as UnitResampling<LabelUnit>;
const SHAPE = { A: { A1: {}, A2: {} }, B: {}, C: { C1: {}, C2: { C3: {}, C4: {}, C5: {} } } };
const TAGS = ["A", "A1", "A2", "B", "C", "C1", "C2", "C3", "C4", "C5"];
const HIERARCHICAL = ["score", "kappa", "expected"].map((k) => ["labels", "hierarchical", k]);
const KEYS: MetricKeys[] = [
  ...HIERARCHICAL,
  ...["observed", "expected", "kappa"].map((k) => ["labels", "hierarchical", "leafKappa", k]),
  ...["items", "answered", "accuracy", "kappa"].map((k) => ["labels", k]),
  ...["micro", "macro"].map((a) => ["labels", a, "f1"]),
];

const tags = fc.subarray(TAGS, { minLength: 1, maxLength: 2 });
const answer = fc.option(tags, { nil: null, freq: 4 });
const options = fc.record({
  beta: fc.constantFrom(1, 2),
  zeroDivision: fc.constantFrom<ZeroDivision>(0, 1, null),
});
/** Per id: which sides hold it (0 both, 1 baseline only, 2 current only), gold, two answers. */
const rows = fc.array(fc.tuple(fc.constantFrom(0, 0, 0, 1, 2), tags, answer, answer), {
  minLength: 1,
  maxLength: 10,
});

type Row = readonly [number, readonly string[], readonly string[] | null, readonly string[] | null];

function sidesOf(table: readonly Row[], o: { beta: number; zeroDivision: ZeroDivision }) {
  // Each side's tree as its own document gives it: equal trees, two objects.
  const sideTree = () => tagTreeFromJson(SHAPE, "t.json");
  const [before, after] = [
    { ...o, tree: sideTree() },
    { ...o, tree: sideTree() },
  ];
  const unit = (
    i: number,
    gold: readonly string[],
    system: readonly string[] | null,
    opts = before,
  ) => {
    const u: LabelUnit = {
      item: `i${String(i).padStart(2, "0")}`,
      gold: gold.join("|"),
      system: system === null ? null : system.join("|"),
      goldTags: gold,
      systemTags: system,
      options: opts,
    };
    return u;
  };
  return {
    baseline: table.map(([side, g, s], i) => (side === 2 ? undefined : unit(i, g, s))),
    current: table.map(([side, g, , s], i) => (side === 1 ? undefined : unit(i, g, s, after))),
  };
}

describe("hierarchy kernel: a resample's figures to the bit", () => {
  it("a bootstrap draw (weights 0..3) and a swap give what scoring the copies gives", () => {
    fc.assert(
      fc.property(
        rows,
        options,
        fc.array(fc.tuple(fc.nat(3), fc.nat(1)), { minLength: 10, maxLength: 10 }),
        (t, o, draws) => {
          const n = t.length;
          const w = draws.slice(0, n).map(([x]) => x);
          const swap = draws.slice(0, n).map(([, x]) => x);
          assertPreparedAsDirect(r, KEYS, sidesOf(t, o), w, swap);
        },
      ),
      { seed: 852442, numRuns: 400 },
    );
  });

  it("declines a tag the tree lacks and a tree whose common denominator is too large", () => {
    const tree = tagTreeFromJson(SHAPE, "t.json");
    assert.ok(hierarchyKernel(tree, [{ gold: ["A1"], system: ["C"] }]));
    assert.equal(hierarchyKernel(tree, [{ gold: ["Z"], system: ["A"] }]), null);
    // 40 levels of 2 children: a leaf's mass is 2^-40, D² = 2^80 is past 2^53.
    let deep: Record<string, unknown> = { x0: {}, y0: {} };
    for (let k = 1; k <= 40; k++) deep = { [`x${k}`]: deep, [`y${k}`]: {} };
    const tall = tagTreeFromJson({ root: deep }, "deep.json");
    assert.equal(hierarchyKernel(tall, [{ gold: ["y0"], system: ["root"] }]), null);
  });
});
