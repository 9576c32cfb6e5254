import assert from "node:assert/strict";
import type {
  Comparison,
  SpanDeltas,
  SpanFamilyConfidence,
  SpanFamilyDelta,
} from "../../src/baseline/comparison.ts";
import { SPANS_FAMILY } from "../../src/measure/families/spans.ts";

/**
 * A comparison of span scores seen flat (its `families.spans` section's `metrics` at the top,
 * beside its changes and intervals), with the section asserted present (a labels or agreement
 * comparison has none). No baseline: only `confidence` is there.
 */
export function spans<T extends Comparison>(c: T): T & SpanDeltas {
  const families: Readonly<Record<string, unknown>> = c.families;
  const s = families[SPANS_FAMILY.name] as SpanFamilyDelta | SpanFamilyConfidence | undefined;
  assert.ok(s !== undefined, "a span comparison carries families.spans");
  if (!("metrics" in s)) return { ...c, confidence: s.confidence } as T & SpanDeltas;
  const { documents, annotations, confidence } = s;
  const flat: SpanDeltas = { ...s.metrics, documents, annotations, confidence };
  return { ...c, ...flat };
}
