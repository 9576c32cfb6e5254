import { SPANS_FAMILY } from "../measure/families/spans.ts";
import type {
  BaselineComparison,
  Comparison,
  Confidence,
  NoBaselineComparison,
  SpanDeltas,
  SpanFamilyConfidence,
  SpanFamilyDelta,
} from "./comparison.ts";
import type { TypeErrors } from "./type-errors.ts";

/**
 * The span family's section of a comparison (`families.spans`, written by its engine,
 * span-engine.ts) and the flat view of it the span tables read: the section's `metrics` beside
 * its changes and intervals, as `goldgate/comparison@1` laid them out at the top level.
 */

/** The key of the span family's section (the family's registry name). */
const SPANS = SPANS_FAMILY.name;

/** A compared comparison with its span section's keys at the top. */
export type SpanComparison = BaselineComparison & SpanDeltas;

/** A comparison without a baseline with the span section's intervals (and errors) at the top. */
export type SpanNoBaseline = NoBaselineComparison & {
  readonly confidence: Confidence;
  readonly errors?: Readonly<Record<string, TypeErrors>>;
};

function isSpanDelta(v: unknown): v is SpanFamilyDelta {
  return v !== null && typeof v === "object" && "annotations" in v && "documents" in v;
}

function isSpanConfidence(v: unknown): v is SpanFamilyConfidence {
  return v !== null && typeof v === "object" && "confidence" in v && !("metrics" in v);
}

/** The comparison's span section flattened, when it was compared and carries spans; else null. */
export function spanComparison(c: Comparison): SpanComparison | null {
  if (c.kind !== "compared") return null;
  const s = c.families[SPANS];
  if (!isSpanDelta(s)) return null;
  const { documents, annotations, confidence } = s;
  return { ...c, ...s.metrics, documents, annotations, confidence };
}

/** The span section of a comparison without a baseline, flattened; null without spans. */
export function spanNoBaseline(c: Comparison): SpanNoBaseline | null {
  if (c.kind !== "no-baseline") return null;
  const s = c.families[SPANS];
  if (!isSpanConfidence(s)) return null;
  return {
    ...c,
    confidence: s.confidence,
    ...(s.errors === undefined ? {} : { errors: s.errors }),
  };
}
