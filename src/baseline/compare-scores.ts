import { DEFAULT_SCORE_SETTINGS, PROFILES } from "../config/settings.ts";
import { familiesIn } from "../measure/families/registry.ts";
import { spanScoresOf } from "../measure/families/spans.ts";
import { reportsUndefined } from "../measure/prf.ts";
import type { SpanScheme } from "../measure/schemes.ts";
import { annotationChanges } from "./annotation-changes.ts";
import {
  type BaselineComparison,
  type BaselineProvenance,
  COMPARISON_SCHEMA,
  type ComparisonSettings,
  type CurrentSummary,
  type NoBaselineComparison,
  type SpanDeltas,
} from "./comparison.ts";
import { confidenceRows, deltaRows } from "./comparison-rows.ts";
import { documentDeltas } from "./document-deltas.ts";
import {
  compareFamilyJointly,
  describeFamily,
  type FamilyConfidence,
  type FamilyDelta,
  type FamilyOptions,
  type FamilyPlans,
} from "./family-comparison.ts";
import { type JointNull, spanMetricPaths, watchOf } from "./joint-null.ts";
import { buildPairedMatrix } from "./paired-matrix.ts";
import type { ScoresSnapshot } from "./scores-snapshot.ts";
import { MIN_UNITS, type Significance, testSignificance } from "./significance.ts";
import { typeErrors } from "./type-errors.ts";

/** Two-sided level of every interval. */
export const COMPARISON_LEVEL = 0.95;

/** How to compare: the annotation scheme, beta, resample count, seed and per-document top N. */
export interface CompareOptions {
  readonly scheme: SpanScheme;
  readonly beta: number;
  readonly resamples: number;
  readonly seed: number;
  readonly top: number;
  /** Metric-path patterns (the gate's rules) whose permutation deltas are kept jointly. */
  readonly watch?: readonly string[];
}

/** Settings that name files rather than how to score: they may differ without a note. */
const PATH_SETTINGS = new Set(["input", "gold", "system", "textDir", "tokens"]);

/**
 * One note per scoring setting that differs between the sides (paths aside). A setting one side
 * lacks (recorded by an older Goldgate) counts as its default.
 */
export function settingsNotes(
  baseline: Readonly<Record<string, unknown>>,
  current: Readonly<Record<string, unknown>>,
): string[] {
  const defaults = new Map<string, unknown>(Object.entries(DEFAULT_SCORE_SETTINGS));
  const value = (side: Readonly<Record<string, unknown>>, k: string): unknown =>
    Object.hasOwn(side, k) ? side[k] : defaults.get(k);
  const keys = [...new Set([...Object.keys(baseline), ...Object.keys(current)])].sort();
  return keys
    .filter((k) => !PATH_SETTINGS.has(k))
    .filter((k) => JSON.stringify(value(baseline, k)) !== JSON.stringify(value(current, k)))
    .map(
      (k) =>
        `Setting '${k}' differs: baseline ${JSON.stringify(value(baseline, k)) ?? "unset"}, current ${JSON.stringify(value(current, k)) ?? "unset"}; the deltas include the effect of that change.`,
    );
}

/**
 * The resampling settings: the span engine's; for scores without span documents, those of the
 * first unit-resampled family (items or documents of its own).
 */
function settingsOf(
  o: CompareOptions,
  span: Significance,
  spanUnits: number,
  families: readonly { readonly plans: FamilyPlans }[],
): ComparisonSettings {
  const sig = spanUnits > 0 ? span : (families[0]?.plans ?? span);
  return {
    scheme: o.scheme,
    beta: o.beta,
    level: COMPARISON_LEVEL,
    seed: o.seed,
    top: o.top,
    bootstrap: { resamples: sig.bootstrap.count, exact: sig.bootstrap.exact },
    randomization: { permutations: sig.randomization.count, exact: sig.randomization.exact },
  };
}

function familyOptions(o: CompareOptions): FamilyOptions {
  const base = { resamples: o.resamples, seed: o.seed, level: COMPARISON_LEVEL, top: o.top };
  return o.watch === undefined ? base : { ...base, watch: o.watch };
}

/** Unit-resampled families on both sides, compared; one note per family on one side only. */
function compareFamilies(baseline: ScoresSnapshot, current: ScoresSnapshot, o: CompareOptions) {
  const out: Record<string, FamilyDelta> = {};
  const joint: JointNull[] = [];
  const notes: string[] = [];
  const inBaseline = new Set(familiesIn(baseline.document).map((f) => f.name));
  const inCurrent = new Set(familiesIn(current.document).map((f) => f.name));
  for (const family of familiesIn(current.document)) {
    if (family.resampling === undefined) continue;
    if (!inBaseline.has(family.name))
      notes.push(
        `The baseline has no ${family.title.toLowerCase()} scores, so they are not compared.`,
      );
    else {
      const compared = compareFamilyJointly(
        family,
        family.resampling,
        baseline.document,
        current.document,
        familyOptions(o),
      );
      out[family.name] = compared.delta;
      if (compared.joint.paths.length > 0) joint.push(compared.joint);
    }
  }
  for (const family of familiesIn(baseline.document))
    if (!inCurrent.has(family.name))
      notes.push(`The baseline has ${family.title.toLowerCase()} scores and this run has none.`);
  return { families: out, notes, joint };
}

function describeFamilies(current: ScoresSnapshot, o: CompareOptions) {
  const out: Record<string, FamilyConfidence> = {};
  for (const family of familiesIn(current.document))
    if (family.resampling !== undefined)
      out[family.name] = describeFamily(
        family,
        family.resampling,
        current.document,
        familyOptions(o),
      );
  return out;
}

function currentSummary(current: ScoresSnapshot): CurrentSummary {
  return { toolVersion: current.toolVersion, inputs: current.inputs };
}

/**
 * Compares current scores with a baseline: deltas with paired bootstrap intervals and
 * randomization p-values for every metric, per-document and per-annotation changes, and the
 * current side's own intervals. Pure and deterministic for a seed.
 */
export function compareScores(
  baseline: ScoresSnapshot,
  current: ScoresSnapshot,
  provenance: BaselineProvenance,
  o: CompareOptions,
): BaselineComparison {
  return compareScoresJointly(baseline, current, provenance, o).comparison;
}

/** Whether the current scores' profile reports 0/0 as null (its peer may print 0). */
function nullsOf(settings: Readonly<Record<string, unknown>>): boolean {
  const profile = PROFILES.find((p) => p === settings.compat);
  return profile === undefined || reportsUndefined(profile);
}

/**
 * compareScores, also handing back the joint randomization of the metrics `o.watch` names: one
 * per resampling engine (the span documents, each unit-resampled family), for the gate's
 * family-wise correction (docs/gate.md).
 */
export function compareScoresJointly(
  baseline: ScoresSnapshot,
  current: ScoresSnapshot,
  provenance: BaselineProvenance,
  o: CompareOptions,
): { readonly comparison: BaselineComparison; readonly joint: readonly JointNull[] } {
  const m = buildPairedMatrix(baseline.documents, current.documents, o.beta);
  const paths = spanMetricPaths(m.layout);
  const watch = watchOf(paths, m.ids.length > 0 ? (o.watch ?? []) : []);
  const sig = testSignificance(m, {
    resamples: o.resamples,
    seed: o.seed,
    level: COMPARISON_LEVEL,
    randomize: true,
    watch: watch.index,
  });
  const sides = { baseline: baseline.documents, current: current.documents };
  const families = compareFamilies(baseline, current, o);
  const spans: SpanDeltas = {
    ...deltaRows(sig, m, sides, nullsOf(current.settings)),
    documents: {
      ...documentDeltas(sides.baseline, sides.current, o.beta, o.top),
      paired: m.ids.length - m.onlyBaseline.length - m.onlyCurrent.length,
      onlyBaseline: m.onlyBaseline,
      onlyCurrent: m.onlyCurrent,
    },
    annotations: annotationChanges(baseline.details, current.details, o.scheme),
    confidence: confidenceRows(sig, m),
  };
  const comparison: BaselineComparison = {
    schema: COMPARISON_SCHEMA,
    kind: "compared",
    settings: settingsOf(o, sig, m.ids.length, Object.values(families.families)),
    baseline: {
      ...provenance,
      notes: [
        ...provenance.notes,
        ...settingsNotes(baseline.settings, current.settings),
        ...families.notes,
        ...tooFewToJudge(m.ids.length, spans.documents.paired),
      ],
    },
    current: currentSummary(current),
    ...(hasSpans(baseline) || hasSpans(current) ? spans : {}),
    families: families.families,
  };
  const spanJoint: JointNull = {
    paths: watch.paths,
    observed: Float64Array.from(watch.index, (k) => (sig.current[k] ?? 0) - (sig.baseline[k] ?? 0)),
    draws: sig.draws,
    plan: sig.randomization,
    units: m.ids.length,
  };
  return {
    comparison,
    joint: [...(watch.paths.length > 0 ? [spanJoint] : []), ...families.joint],
  };
}

/**
 * Whether a side's scores carry spans: only then does the comparison carry the span keys
 * (`overall`, `types`, `macro`, `documents`, `annotations`, `confidence`), so a labels or
 * agreement comparison has no empty span rows.
 */
function hasSpans(side: ScoresSnapshot): boolean {
  return side.documents.length > 0 || spanScoresOf(side.document) !== undefined;
}

/**
 * The note that no span change can be significant on so few paired documents. A scores document
 * without span documents (labels, agreement: their units are items) gets no note from here.
 */
function tooFewToJudge(documents: number, paired: number): string[] {
  if (documents === 0 || paired >= MIN_UNITS) return [];
  return [
    `Too few documents to judge: ${paired} paired, and at least ${MIN_UNITS} are needed before a change can be significant. Every interval includes 0; maxDrop rules with significant: true cannot fail.`,
  ];
}

/** No baseline: the current side's bootstrap intervals and the provenance saying why. */
export function describeCurrentAlone(
  current: ScoresSnapshot,
  provenance: BaselineProvenance,
  o: CompareOptions,
): NoBaselineComparison {
  const m = buildPairedMatrix([], current.documents, o.beta);
  const sig = testSignificance(m, {
    resamples: o.resamples,
    seed: o.seed,
    level: COMPARISON_LEVEL,
    randomize: false,
  });
  const families = describeFamilies(current, o);
  const errors = hasSpans(current) ? typeErrors(current.details) : null;
  return {
    schema: COMPARISON_SCHEMA,
    kind: "no-baseline",
    settings: settingsOf(o, sig, m.ids.length, Object.values(families)),
    baseline: provenance,
    current: currentSummary(current),
    ...(hasSpans(current) ? { confidence: confidenceRows(sig, m) } : {}),
    families,
    ...(errors === null ? {} : { errors }),
  };
}
