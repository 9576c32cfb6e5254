import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { describe, it } from "node:test";

// Each case runs in a process of its own: the young generation's size is the process's.
const script = (call: string) => `
import { getHeapSpaceStatistics } from "node:v8";
import { capYoungGeneration } from ${JSON.stringify(new URL("../../src/ports/young-generation.ts", import.meta.url).pathname)};
${call}
const capacity = () => {
  const s = getHeapSpaceStatistics().find((x) => x.space_name === "new_space");
  return (s?.space_used_size ?? 0) + (s?.space_available_size ?? 0);
};
// A long corpus in small: something kept per item, most of it garbage.
let kept = [];
let most = 0;
for (let i = 0; i < 500; i++) {
  for (let k = 0; k < 5000; k++) kept.push({ k, i, text: "x".repeat(k % 7) + i });
  if (kept.length > 400000) kept = kept.slice(200000);
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

describe("capYoungGeneration", () => {
  it("keeps the young generation at the cap while much survives", () => {
    const capped = mostCapacity(`capYoungGeneration(8, { execArgv: [], nodeOptions: undefined });`);
    // A growth would double it (to 16 MiB); what V8 counts as room moves by a little.
    assert.ok(capped < 12, `capacity reached ${capped} MiB`);
    assert.ok(capped >= 3.5, `capacity stayed at ${capped} MiB`);
  });

  it("leaves V8 to grow it otherwise (what the cap prevents)", () => {
    assert.ok(mostCapacity("") > 12);
  });

  it("leaves it alone when the user sizes it", () => {
    const call = `capYoungGeneration(8, { execArgv: [], nodeOptions: "--max-semi-space-size=64" });`;
    assert.ok(mostCapacity(call) > 12);
  });
});
