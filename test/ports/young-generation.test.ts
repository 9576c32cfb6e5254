import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
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

// The real V8, in a process of its own (the young generation's size is the process's): a long
// corpus in small, something kept per item and most of it garbage, `hold` called after each
// batch as a reader calls it after each buffer. What the test reads is how large the young
// generation became, which V8 decides from bytes that survived (not from time): growing past
// the cap would need 8 MiB to survive between two calls, and a batch keeps under 1 MiB.
const script = (call: string) => `
import { getHeapSpaceStatistics } from "node:v8";
import { capYoungGeneration, holdYoungGeneration } from ${JSON.stringify(new URL("../../src/ports/young-generation.ts", import.meta.url).pathname)};
${call}
const capacity = () => {
  const s = getHeapSpaceStatistics().find((x) => x.space_name === "new_space");
  return (s?.space_used_size ?? 0) + (s?.space_available_size ?? 0);
};
let kept = [];
let most = 0;
for (let i = 0; i < 500; i++) {
  for (let k = 0; k < 5000; k++) kept.push({ k, i, text: "x".repeat(k % 7) + i });
  if (kept.length > 400000) kept = kept.slice(200000);
  holdYoungGeneration();
  most = Math.max(most, capacity());
}
console.log(most / 1048576);
`;

const mostCapacity = (call: string): number =>
  Number(
    execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script(call)], {
      encoding: "utf8",
      env: { ...process.env, NODE_OPTIONS: "" },
    }),
  );

describe("capYoungGeneration in a real process", () => {
  it("keeps the young generation at the cap while much survives", () => {
    const capped = mostCapacity(`capYoungGeneration(8, { execArgv: [], nodeOptions: undefined });`);
    // A growth doubles it (to 16 MiB); what V8 counts as room is a little under the size.
    assert.ok(capped < 12, `capacity reached ${capped} MiB`);
    assert.ok(capped >= 3.5, `capacity stayed at ${capped} MiB`);
  });

  it("leaves V8 to grow it otherwise (what the cap prevents)", () => {
    assert.ok(mostCapacity("") > 12);
  });
});
