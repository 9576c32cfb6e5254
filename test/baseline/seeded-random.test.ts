import assert from "node:assert/strict";
import { test } from "node:test";
import { createRandom } from "../../src/baseline/seeded-random.ts";

test("the seeded generator: fixed stream, unbiased range, seeds differ", () => {
  const r = createRandom(42);
  const first = [r.nextUint32(), r.nextUint32(), r.nextUint32()];
  const again = createRandom(42);
  assert.deepEqual([again.nextUint32(), again.nextUint32(), again.nextUint32()], first);
  assert.notDeepEqual(createRandom(43).nextUint32(), first[0]);
  for (const x of first) assert.ok(Number.isInteger(x) && x >= 0 && x < 2 ** 32);
  const counts = new Array<number>(7).fill(0);
  const g = createRandom(1);
  for (let k = 0; k < 70_000; k++) {
    const i = g.below(7);
    counts[i] = (counts[i] ?? 0) + 1;
  }
  for (const c of counts) assert.ok(Math.abs(c - 10_000) < 400, `bucket ${c}`);
  assert.ok(createRandom(5).below(3_000_000_000) < 3_000_000_000);
});

test("counted draws: countBelow and countMapped count below's draws and leave the stream where it does", () => {
  // 3,000,001 rejects about one 31-bit draw in 865: 5,000 draws reject some.
  for (const n of [1, 7, 10_007, 3_000_001]) {
    const one = createRandom(31);
    const counted = createRandom(31);
    const mapped = createRandom(31);
    const draws = Array.from({ length: 5000 }, () => one.below(n));
    const want = new Int32Array(n).fill(3);
    for (const x of draws) want[x] = (want[x] ?? 0) + 1;
    const counts = new Int32Array(n).fill(3);
    counted.countBelow(n, draws.length, counts);
    assert.ok(
      counts.every((c, i) => c === want[i]),
      `n = ${n}`,
    );
    // Through a map: value i counted at i mod 5 (patterns of documents).
    const map = Int32Array.from({ length: n }, (_, i) => i % 5);
    const byPattern = new Int32Array(5).fill(2);
    mapped.countMapped(n, draws.length, map, byPattern);
    const wantByPattern = new Int32Array(5).fill(2);
    for (const x of draws) wantByPattern[x % 5] = (wantByPattern[x % 5] ?? 0) + 1;
    assert.deepEqual([...byPattern], [...wantByPattern], `n = ${n}`);
    const next = one.nextUint32();
    assert.equal(counted.nextUint32(), next, `n = ${n}`);
    assert.equal(mapped.nextUint32(), next, `n = ${n}`);
  }
});
