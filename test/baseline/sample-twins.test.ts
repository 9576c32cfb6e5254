import assert from "node:assert/strict";
import { test } from "node:test";
import { sampleTwins } from "../../src/baseline/sample-twins.ts";

/** Metric-major samples: metric j's `count` values at j · count. */
const samples = (rows: readonly (readonly number[])[]): Float64Array =>
  Float64Array.from(rows.flat());

test("a metric's twin is the first earlier metric of the same rate with the same bits", () => {
  // Two rates (stride 2) of three schemes: metrics 0, 2, 4 are one rate, 1, 3, 5 the other.
  const current = samples([
    [0.5, 0.25],
    [1, 0],
    [0.5, 0.25],
    [1, 0],
    [0.5, 0.25],
    [1, -0],
  ]);
  const delta = samples([
    [0.1, 0],
    [0, 0],
    [0.1, 0],
    [0, 0.2],
    [0.1, 0],
    [0, 0],
  ]);
  const twins = sampleTwins([current, delta], 6, 2, 2, new Int32Array(6));
  // 3 differs from 1 in its deltas; 5 from 1 and 3 in a zero's sign; 4 is 0's twin, not 2's.
  assert.deepEqual(Array.from(twins), [-1, -1, 0, -1, 0, -1]);
});

test("metrics of different rates are never twins, even with the same samples", () => {
  const same = samples([
    [0.5, 0.5],
    [0.5, 0.5],
  ]);
  assert.deepEqual(Array.from(sampleTwins([same], 2, 2, 2, new Int32Array(2))), [-1, -1]);
  assert.deepEqual(Array.from(sampleTwins([same], 2, 2, 1, new Int32Array(2))), [-1, 0]);
});
