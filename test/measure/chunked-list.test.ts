import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { ChunkedList } from "../../src/measure/chunked-list.ts";

describe("ChunkedList", () => {
  it("reads as the array pushed into it, across chunk edges", () => {
    fc.assert(
      fc.property(fc.constantFrom(0, 1, 4095, 4096, 4097, 8192, 9000), (n) => {
        const list = new ChunkedList<string>();
        const array: string[] = [];
        for (let k = 0; k < n; k++) assert.equal(list.push(`e${k}`), array.push(`e${k}`));
        assert.equal(list.length, n);
        assert.deepEqual([...list], array);
        assert.deepEqual(list.toArray(), array);
        assert.deepEqual(
          list.map((e, k) => `${k}:${e}`),
          array.map((e, k) => `${k}:${e}`),
        );
        for (const k of [0, 4095, 4096, n - 1])
          if (k >= 0 && k < n) assert.equal(list.at(k), array[k]);
        assert.equal(
          list.some((e) => e === `e${n - 1}`),
          n > 0,
        );
        assert.equal(
          list.some((e) => e === `e${n}`),
          false,
        );
      }),
      { seed: 3, numRuns: 20 },
    );
  });
});
