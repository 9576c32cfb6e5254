import assert from "node:assert/strict";
import type { SpanDeltas } from "../../src/baseline/comparison.ts";

/**
 * A comparison of span scores with its span keys asserted present (they are optional in the
 * type: a labels or agreement comparison has none). No baseline: only `confidence` is there.
 */
export function spans<T extends object>(c: T): T & SpanDeltas {
  assert.ok("confidence" in c, "a span comparison carries confidence");
  if ("kind" in c && c.kind === "compared") assert.ok("overall" in c && "annotations" in c);
  return c as T & SpanDeltas;
}
