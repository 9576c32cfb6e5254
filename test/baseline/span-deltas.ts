import assert from "node:assert/strict";
import type { Comparison, SpanDeltas } from "../../src/baseline/comparison.ts";
import { spanComparison, spanNoBaseline } from "../../src/baseline/span-comparison.ts";

/**
 * A comparison of span scores seen flat (its `families.spans` section's keys at the top), with
 * the section asserted present (a labels or agreement comparison has none). No baseline: only
 * `confidence` is there.
 */
export function spans<T extends Comparison>(c: T): T & SpanDeltas {
  const flat = spanComparison(c) ?? spanNoBaseline(c);
  assert.ok(flat !== null, "a span comparison carries families.spans");
  return flat as T & SpanDeltas;
}
