import assert from "node:assert/strict";
import { test } from "node:test";
import { forEachSum, type WeightVectors } from "../../src/baseline/block-sums.ts";
import { bootstrapVectors, planBootstrap } from "../../src/baseline/bootstrap.ts";
import { SparseEntries } from "../../src/baseline/sparse-part.ts";
import {
  addEntries,
  keepByDocument,
  storeDraws,
  storedVectors,
} from "../../src/baseline/stored-draws.ts";
import { materialize } from "./weight-vectors.ts";

test("stored draws replay the seeded resamples, every weight in order", () => {
  const n = 37;
  const plan = planBootstrap(n, 29);
  const draws = storeDraws(bootstrapVectors(n, plan, 8), n);
  assert.ok(draws !== null);
  const want = materialize(bootstrapVectors(n, plan, 8), n);
  assert.deepEqual(materialize(storedVectors(draws, n), n), want);
  want.forEach((w, r) => {
    assert.deepEqual(Array.from(draws.subarray(r * n, (r + 1) * n)), w);
  });
});

test("a document drawn 256 times in one resample is not stored (the passes draw again)", () => {
  const heavy: WeightVectors = {
    count: 1,
    fill: (into, j) => {
      into[j] = 256;
    },
  };
  assert.equal(storeDraws(heavy, 3), null);
});

test("a sparse part's sums from stored draws are forEachSum's, resample by resample", () => {
  const n = 25;
  const entries = new SparseEntries();
  for (let i = 0; i < n; i++) {
    entries.add(i, i % 4, (i % 5) - 2);
    entries.add(i, 4 + (i % 3), i);
  }
  const part = entries.build((f) => 1 + f);
  const plan = planBootstrap(n, 20);
  const draws = storeDraws(bootstrapVectors(n, plan, 3), n);
  assert.ok(draws !== null);
  const seen: number[][] = [];
  forEachSum(bootstrapVectors(n, plan, 3), n, [], 8, (s) => seen.push(Array.from(s)), [part]);
  assert.equal(seen.length, plan.count);
  seen.forEach((want, r) => {
    const sums = new Float64Array(8);
    addEntries(part, draws, n, r, sums);
    assert.deepEqual(Array.from(sums), want, `resample ${r}`);
  });
});

test("draws kept by document hold the vectors passed on, document i of resample r at i · count + r", () => {
  const n = 19;
  const plan = planBootstrap(n, 21);
  const drawn = keepByDocument(bootstrapVectors(n, plan, 4), n);
  assert.equal(drawn.kept(), null);
  const passed = materialize(drawn.vectors, n);
  const byDocument = drawn.kept();
  assert.ok(byDocument !== null);
  const want = materialize(bootstrapVectors(n, plan, 4), n);
  assert.deepEqual(passed, want);
  want.forEach((w, r) => {
    assert.deepEqual(
      w.map((_, i) => byDocument[i * plan.count + r]),
      w,
      `resample ${r}`,
    );
  });
  const heavy: WeightVectors = {
    count: 1,
    fill: (into, j) => {
      into[j] = 300;
    },
  };
  const over = keepByDocument(heavy, 2);
  materialize(over.vectors, 2);
  assert.equal(over.kept(), null);
});

test("grouped entries keep each feature group's entries in the order added, with their class", () => {
  const entries = new SparseEntries();
  entries.add(0, 7, 2);
  entries.add(0, 1, 3);
  entries.add(1, 6, 4);
  entries.add(2, 2, 0);
  entries.add(2, 11, -1);
  const g = entries.grouped(3, 4);
  assert.deepEqual(Array.from(g.start), [0, 1, 1, 3, 4]);
  assert.deepEqual(Array.from(g.rows), [0, 0, 1, 2]);
  assert.deepEqual(Array.from(g.classes), [1, 1, 0, 2]);
  assert.deepEqual(Array.from(g.values), [3, 2, 4, -1]);
});
