import assert from "node:assert/strict";
import { test } from "node:test";
import { compareScores as compareAny } from "../../src/baseline/compare-scores.ts";
import { planRandomization, pValue, swapVectors } from "../../src/baseline/randomization.ts";
import { PROVENANCE, row, snapshot, tally } from "./snapshot-fixture.ts";
import { spans } from "./span-deltas.ts";
import { materialize } from "./weight-vectors.ts";

/** The comparison with its span keys asserted (this file compares span scores). */
const compareScores = (...a: Parameters<typeof compareAny>) => spans(compareAny(...a));

const options = { scheme: "strict", beta: 1, resamples: 1000, seed: 5, top: 5 } as const;

/** n documents, each with one gold annotation: missed in the baseline, found now. */
function allImproved(n: number) {
  const ids = Array.from({ length: n }, (_, k) => `d${String(k).padStart(2, "0")}`);
  return {
    base: snapshot(ids.map((id) => row(id, tally({ missing: 1 })))),
    cur: snapshot(ids.map((id) => row(id, tally({ match: 1 })))),
  };
}

test("exact test: 5 documents that all improved — only 2 of the 32 swaps are as extreme, p = 1/16", () => {
  // One gold annotation per document, no spurious: F1 = 2m/(5 + m) for m matches. Swapping k of
  // the 5 documents leaves 5 − k matches now and k before: |Δ| reaches the observed 1 only for
  // k = 0 and k = 5, 2 of the 2^5 = 32 equally likely swaps.
  const { base, cur } = allImproved(5);
  const c = compareScores(base, cur, PROVENANCE, options);
  assert.deepEqual(c.settings.randomization, { permutations: 32, exact: true });
  assert.equal(c.overall.strict.f1.delta, 1);
  assert.equal(c.overall.strict.f1.p, 2 / 32);
});

test("sampled test: 20 documents that all improved — no random swap is as extreme, p = 1/1001", () => {
  const { base, cur } = allImproved(20);
  const c = compareScores(base, cur, PROVENANCE, options);
  assert.deepEqual(c.settings.randomization, { permutations: 1000, exact: false });
  assert.equal(c.overall.strict.f1.p, 1 / 1001);
});

test("no change: every swap is as extreme, p = 1; swapping the sides keeps p", () => {
  const docs = [
    row("a", tally({ match: 2, missing: 1 })),
    row("b", tally({ match: 1, spurious: 1 })),
  ];
  const same = compareScores(snapshot(docs), snapshot(docs), PROVENANCE, options);
  assert.equal(same.overall.strict.f1.p, 1);
  assert.equal(same.overall.strict.f1.direction, "unchanged");
  const { base, cur } = allImproved(7);
  const up = compareScores(base, cur, PROVENANCE, options);
  const down = compareScores(cur, base, PROVENANCE, options);
  assert.equal(up.overall.strict.f1.p, down.overall.strict.f1.p);
  assert.equal(up.overall.strict.f1.direction, "up");
  assert.equal(down.overall.strict.f1.direction, "down");
});

test("a known mixed case: 3 of 4 documents improved, 1 regressed (p = 10/16)", () => {
  // One gold annotation each, no spurious: F1 = 2m/(4 + m) for m matches out of 4. Swapping i of
  // the 3 improved documents and j ∈ {0, 1} of the regressed one leaves the current side m = 3 − i + j
  // matches and the baseline 4 − m. Observed: m = 3, |Δ| = 6/7 − 2/5. |Δ| is as large for every
  // m except m = 2 (Δ = 0), i.e. except (i, j) = (1, 0) or (2, 1): C(3,1) + C(3,2) = 6 of the 16
  // equally likely swaps. Exact p = 10/16.
  const base = snapshot(
    ["a", "b", "c", "d"].map((id) => row(id, tally(id === "d" ? { match: 1 } : { missing: 1 }))),
  );
  const cur = snapshot(
    ["a", "b", "c", "d"].map((id) => row(id, tally(id === "d" ? { missing: 1 } : { match: 1 }))),
  );
  const c = compareScores(base, cur, PROVENANCE, options);
  assert.equal(c.overall.strict.f1.delta, 6 / 7 - 2 / 5);
  assert.equal(c.overall.strict.f1.p, 10 / 16);
});

test("masks: the exact plan enumerates every subset once; sampled masks are seeded", () => {
  const plan = planRandomization(3, 1000);
  assert.deepEqual(plan, { exact: true, count: 8 });
  const subsets = new Set(materialize(swapVectors(3, plan, 0), 3).map((m) => m.join("")));
  assert.equal(subsets.size, 8);
  const draw = (seed: number): string[] =>
    materialize(swapVectors(40, { exact: false, count: 5 }, seed), 40).map((m) => m.join(""));
  assert.deepEqual(draw(1), draw(1));
  assert.notDeepEqual(draw(1), draw(2));
  assert.equal(pValue(0, { exact: false, count: 999 }), 1 / 1000);
  assert.equal(pValue(3, { exact: true, count: 8 }), 3 / 8);
});

test("swap masks of some documents: the same coins as the whole mask, theirs only", () => {
  const rows = Int32Array.from([0, 5, 31, 32, 33, 69]);
  for (const plan of [planRandomization(70, 1000), planRandomization(8, 1000)]) {
    const n = plan.exact ? 8 : 70;
    const some = plan.exact ? Int32Array.from([0, 3, 7]) : rows;
    const whole = materialize(swapVectors(n, plan, 11), n);
    const picked = materialize(swapVectors(n, plan, 11, some), some.length);
    assert.deepEqual(
      picked,
      whole.map((mask) => Array.from(some, (d) => mask[d])),
    );
  }
});
