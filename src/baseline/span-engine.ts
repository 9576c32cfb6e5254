import { PROFILES } from "../config/settings.ts";
import { at } from "../measure/families/family.ts";
import { reportsUndefined } from "../measure/prf.ts";
import { SPAN_SCHEMES } from "../measure/schemes.ts";
import { figureText } from "../number-format.ts";
import { annotationChanges } from "./annotation-changes.ts";
import type { CompareEngine, CompareOptions } from "./compare-engines.ts";
import type { SpanFamilyConfidence, SpanFamilyDelta, SpanMetrics } from "./comparison.ts";
import { confidenceRows, deltaRows } from "./comparison-rows.ts";
import { documentDeltas } from "./document-deltas.ts";
import { type JointNull, spanMetricPaths, watchOf } from "./joint-null.ts";
import { buildPairedMatrix } from "./paired-matrix.ts";
import type { ScoresSnapshot } from "./scores-snapshot.ts";
import { MIN_UNITS, testSignificance } from "./significance.ts";
import { typeErrors } from "./type-errors.ts";

/**
 * The span family's own engine, `clash-tally`: the per-document clash tallies of both sides
 * (its accumulator, baseline/paired-matrix.ts) resampled as one matrix, every scheme and type at
 * once. Its section is `families.spans` (docs/comparison.md).
 */

/** Two-sided level of every interval (compare-engines.ts `COMPARISON_LEVEL`). */
const LEVEL = 0.95;

/**
 * The note that no span change can be significant on so few paired documents. A scores document
 * without span documents gets no note from here.
 */
function tooFewToJudge(documents: number, paired: number): string[] {
  if (documents === 0 || paired >= MIN_UNITS) return [];
  return [
    `Too few documents to judge: ${paired} paired, and at least ${MIN_UNITS} are needed before a change can be significant. Every interval includes 0; maxDrop rules with significant: true cannot fail.`,
  ];
}

/**
 * The note that a compared overall F1 is not the printed one: comparisons recompute span rates
 * with the half credit whatever the profile (docs/scores.md, "Printed digits"), and `nervaluate`
 * prints its merged partial rates without it (its bug #108), so the ΔF1 beside a printed partial
 * F1 is of another figure. Named with both figures, once per scheme where they part by more than
 * the ulp other profiles' own arithmetic can leave.
 */
function comparedNotPrinted(metrics: SpanMetrics, current: ScoresSnapshot): string[] {
  const notes: string[] = [];
  for (const scheme of SPAN_SCHEMES) {
    const compared = metrics.overall[scheme].f1.current;
    const printed = at(current.document, ["overall", scheme, "f1"]);
    if (compared === null || typeof printed !== "number") continue;
    if (Math.abs(compared - printed) <= 1e-9) continue;
    const [a, b] = [figureText("rate", compared, "full"), figureText("rate", printed, "full")];
    notes.push(
      `The ${scheme} changes are of rates with the half credit (½ a partial match), which comparisons keep whatever the profile: overall ${scheme} F1 ${a} with it, ${b} as printed under --compat ${String(current.settings.compat)}, which drops it over several documents; read the ${scheme} ΔF1 and its interval against ${a} (docs/scores.md, "Printed digits").`,
    );
  }
  return notes;
}

/** Whether the current scores' profile reports 0/0 as null (its peer may print 0). */
function nullsOf(settings: Readonly<Record<string, unknown>>): boolean {
  const profile = PROFILES.find((p) => p === settings.compat);
  return profile === undefined || reportsUndefined(profile);
}

/**
 * The matrix's part of a comparison: significance, the metric rows and their spreads, and the
 * joint randomization. The matrix (16 MB of columns at 10M tokens) is garbage once this returns,
 * before the document deltas and the annotation diff run.
 */
function judgeMatrix(
  baseline: ScoresSnapshot,
  current: ScoresSnapshot,
  o: CompareOptions,
): {
  readonly plans: SpanFamilyDelta["plans"];
  readonly metrics: SpanFamilyDelta["metrics"];
  readonly confidence: SpanFamilyDelta["confidence"];
  readonly units: number;
  readonly paired: number;
  readonly onlyBaseline: readonly string[];
  readonly onlyCurrent: readonly string[];
  readonly joint: readonly JointNull[];
} {
  const m = buildPairedMatrix(baseline.documents, current.documents, o.beta);
  const watch = watchOf(spanMetricPaths(m.layout), m.ids.length > 0 ? (o.watch ?? []) : []);
  const sig = testSignificance(m, {
    resamples: o.resamples,
    seed: o.seed,
    level: LEVEL,
    randomize: true,
    watch: watch.index,
  });
  const sides = { baseline: baseline.documents, current: current.documents };
  const plans = { bootstrap: sig.bootstrap, randomization: sig.randomization };
  const joint: JointNull = {
    paths: watch.paths,
    observed: Float64Array.from(watch.index, (k) => (sig.current[k] ?? 0) - (sig.baseline[k] ?? 0)),
    draws: sig.draws,
    plan: sig.randomization,
    units: m.ids.length,
  };
  return {
    plans,
    metrics: deltaRows(sig, m, sides, nullsOf(current.settings)),
    confidence: confidenceRows(sig, m),
    units: m.ids.length,
    paired: m.ids.length - m.onlyBaseline.length - m.onlyCurrent.length,
    onlyBaseline: m.onlyBaseline,
    onlyCurrent: m.onlyCurrent,
    joint: watch.paths.length > 0 ? [joint] : [],
  };
}

/** The clash-tally engine (the `engine` the span family names). */
export const CLASH_TALLY_ENGINE: CompareEngine = {
  compare(_family, { baseline, current }, _present, o) {
    const judged = judgeMatrix(baseline, current, o);
    const section: SpanFamilyDelta = {
      unit: "document",
      plans: judged.plans,
      metrics: judged.metrics,
      undefinedOnASide: [],
      documents: {
        ...documentDeltas(baseline.documents, current.documents, o.beta, o.top),
        paired: judged.paired,
        onlyBaseline: judged.onlyBaseline,
        onlyCurrent: judged.onlyCurrent,
      },
      annotations: annotationChanges(baseline.details, current.details, o.scheme),
      confidence: judged.confidence,
    };
    return {
      compared: { section, plans: judged.plans, units: judged.units, joint: judged.joint },
      notes: [
        ...tooFewToJudge(judged.units, section.documents.paired),
        ...comparedNotPrinted(section.metrics, current),
      ],
    };
  },
  describe(_family, current, o) {
    const m = buildPairedMatrix([], current.documents, o.beta);
    const sig = testSignificance(m, {
      resamples: o.resamples,
      seed: o.seed,
      level: LEVEL,
      randomize: false,
    });
    const plans = { bootstrap: sig.bootstrap, randomization: sig.randomization };
    const errors = typeErrors(current.details);
    const section: SpanFamilyConfidence = {
      unit: "document",
      plans,
      confidence: confidenceRows(sig, m),
      ...(errors === null ? {} : { errors }),
    };
    return { section, plans, units: m.ids.length };
  },
};
