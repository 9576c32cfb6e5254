import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { YoungGenerationCap, type YoungGenerationV8 } from "../../src/ports/young-generation.ts";

const MIB = 1024 * 1024;

/** A V8 whose young generation holds the given capacities in turn; the factors set are noted. */
function fakeV8(mibs: readonly number[]) {
  const factors: number[] = [];
  let k = 0;
  const v8: YoungGenerationV8 = {
    capacity: () => (mibs[Math.min(k++, mibs.length - 1)] ?? 0) * MIB,
    setGrowthFactor: (f) => factors.push(f),
  };
  return { v8, factors };
}

const none = { execArgv: [], nodeOptions: undefined };

describe("YoungGenerationCap", () => {
  it("stops growth once the young generation holds the cap, and only then", () => {
    const { v8, factors } = fakeV8([1, 2, 3.9, 7.86, 7.86]);
    const cap = new YoungGenerationCap(8, none, v8);
    cap.hold();
    cap.hold();
    assert.deepEqual(factors, []);
    cap.hold();
    assert.deepEqual(factors, [1]);
    cap.hold();
    assert.deepEqual(factors, [1]);
  });

  it("stops it at once when it is already as large", () => {
    const { v8, factors } = fakeV8([16]);
    new YoungGenerationCap(8, none, v8);
    assert.deepEqual(factors, [1]);
  });

  it("leaves it alone when the user sizes it (NODE_OPTIONS or Node's flags)", () => {
    for (const given of [
      { execArgv: [], nodeOptions: "--max-semi-space-size=64" },
      { execArgv: ["--semi_space_growth_factor=4"], nodeOptions: undefined },
    ]) {
      const { v8, factors } = fakeV8([16]);
      new YoungGenerationCap(8, given, v8).hold();
      assert.deepEqual(factors, []);
    }
  });
});

// No test in a real process: one asserting the young generation stays under the cap passed 0 of
// 57 runs on both Nodes, then failed once in a CI run under load (14 MiB): V8 can grow it twice
// between two holds. The hold is a measured saving, not a guarantee (docs/performance.md).
