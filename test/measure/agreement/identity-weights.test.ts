import assert from "node:assert/strict";
import { test } from "node:test";
import { contingencyFigures } from "../../../src/measure/agreement/pair-agreement.ts";
import { identityWeights, scaleOf, weightMatrix } from "../../../src/measure/agreement/scale.ts";
import { weightedKappa } from "../../../src/measure/agreement/weighted-agreement.ts";

// Weights that are the identity matrix make weighted κ Cohen's κ, so it is exactly 0 where the
// table agrees exactly as often as chance (N·Σ n_kk = Σ r_k·c_k), as Cohen's κ is.

test("weighted κ under the identity is exactly 0 at exactly chance, as Cohen's κ is", () => {
  // N = 12, Σ n_kk = 5, rows (6, 6, 0), columns (3, 7, 2): 60 = 18 + 42 + 0. The weighted sums in
  // floats left −9.5e-17 here.
  const table = [
    [1, 3, 2],
    [2, 4, 0],
    [0, 0, 0],
  ];
  const kappa = weightedKappa(table, identityWeights(3)).value;
  assert.ok(Object.is(kappa, 0), `κ ${kappa}`);
  assert.equal(kappa, contingencyFigures(table, ["a", "b", "c"]).kappa.value);
  // Linear and quadratic weights of two categories are the identity.
  const two = weightMatrix(scaleOf(["1", "2"], [], "test"), "linear");
  assert.deepEqual(two, identityWeights(2));
  // Off the exact chance point each keeps its own float arithmetic (within the last bits).
  const off = [
    [3, 1],
    [1, 2],
  ];
  const weighted = weightedKappa(off, identityWeights(2)).value ?? Number.NaN;
  const cohen = contingencyFigures(off, ["a", "b"]).kappa.value ?? Number.NaN;
  assert.ok(Math.abs(weighted - cohen) < 1e-12 && weighted !== 0);
});
