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
  // The bulk path is the same stream as one draw at a time.
  const one = createRandom(9);
  const bulk = createRandom(9);
  const out = new Int32Array(1000);
  bulk.fillBelow(10_007, out);
  assert.deepEqual(
    [...out],
    Array.from({ length: 1000 }, () => one.below(10_007)),
  );
  assert.equal(bulk.nextUint32(), one.nextUint32());
});

test("counted draws: countBelow counts fillBelow's draws and leaves the stream where it does", () => {
  // 3,000,001 rejects about one 31-bit draw in 865: 5,000 draws reject some.
  for (const n of [1, 7, 10_007, 3_000_001]) {
    const drawn = createRandom(31);
    const counted = createRandom(31);
    const out = new Int32Array(5000);
    drawn.fillBelow(n, out);
    const want = new Int32Array(n).fill(3);
    for (const x of out) want[x] = (want[x] ?? 0) + 1;
    const counts = new Int32Array(n).fill(3);
    counted.countBelow(n, out.length, counts);
    assert.ok(
      counts.every((c, i) => c === want[i]),
      `n = ${n}`,
    );
    assert.equal(counted.nextUint32(), drawn.nextUint32(), `n = ${n}`);
  }
});
