import assert from "node:assert/strict";

/** A reported rate that the test expects to be defined (not null: 0/0). */
export function defined(rate: number | null | undefined, what = "rate"): number {
  assert.ok(typeof rate === "number", `${what}: expected a number, got ${rate}`);
  return rate;
}
