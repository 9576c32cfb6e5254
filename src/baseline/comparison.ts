import type { ClashCategory } from "../align/clash.ts";
import type { DetailSpan } from "../align/details.ts";
import type { SchemeCounts, SpanScheme } from "../measure/schemes.ts";
import type { InputSummary, SchemeTable } from "../measure/scores.ts";
import type { ClassChanges } from "./class-changes.ts";
import type { NotComparable } from "./comparable.ts";
import type { FamilyConfidence, FamilyDelta, FamilyPlans } from "./family-comparison.ts";
import type { TypeErrors } from "./type-errors.ts";

/**
 * The `goldgate/comparison@2` contract (docs/comparison.md): current scores against a baseline.
 * Every rate, delta and interval is a fraction (0..1 for rates, −1..1 for deltas); reports show
 * points = 100 × fraction. Every family's comparison is `families.<name>`, its figures under
 * `metrics` at their `goldgate/scores@1` paths: `families.spans.metrics.types.PER.strict.f1`
 * is the delta of `types.PER.strict.f1`. (`@1` put the span keys at the top level; an `@1`
 * document still reads, through `upgradeComparison` in comparison-upgrade.ts.)
 */
export const COMPARISON_SCHEMA = "goldgate/comparison@2";

/** Where a baseline can come from, in the order `auto` tries them. */
export const AUTO_SOURCES = ["release-asset", "tag-file", "tag-rescore", "path"] as const;

/**
 * Every source: `auto`'s, plus `ref` (the scores file committed at a git ref, such as the base
 * branch), which is asked for by name only (`baseline.ref` or `--baseline-ref`).
 */
export const BASELINE_SOURCES = [...AUTO_SOURCES, "ref", "base-branch"] as const;
export type BaselineSource = (typeof BASELINE_SOURCES)[number];

/** The `baseline.source` setting: one source, `auto` (each source in order) or `none`. */
export const BASELINE_SOURCE_SETTINGS = ["auto", ...BASELINE_SOURCES, "none"] as const;
export type BaselineSourceSetting = (typeof BASELINE_SOURCE_SETTINGS)[number];

/** Sign of a delta; `unchanged` when |delta| < 1e-9 (floating-point noise). */
export const DIRECTIONS = ["up", "down", "unchanged"] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** A type scored on both sides, only in the current scores (`new`) or only in the baseline (`gone`). */
export const TYPE_STATUSES = ["both", "new", "gone"] as const;
export type TypeStatus = (typeof TYPE_STATUSES)[number];

/** What was done about the gold: `none` (unchanged), `rescored` (old output, current gold), `warned`. */
export const GOLD_ACTIONS = ["none", "rescored", "shared", "warned"] as const;
export type GoldAction = (typeof GOLD_ACTIONS)[number];

/** A two-sided interval of fractions at `settings.level` (0.95). */
export interface Interval {
  readonly lower: number;
  readonly upper: number;
}

/**
 * One metric on both sides; `delta` = current − baseline; `ci` paired bootstrap; `p` two-sided.
 * A side whose figure is undefined (0/0: nothing on either side of a row, an average over no
 * types) is null there, and so are `delta`, `ci` and `p` (docs/comparison.md).
 */
export interface MetricDelta {
  readonly baseline: number | null;
  readonly current: number | null;
  readonly delta: number | null;
  readonly direction: Direction;
  readonly ci: Interval | null;
  readonly p: number | null;
}

/** A MetricDelta defined on both sides: every figure a number. */
export interface DefinedDelta extends MetricDelta {
  readonly baseline: number;
  readonly current: number;
  readonly delta: number;
  readonly ci: Interval;
  readonly p: number;
}

/** Whether both sides' figures are defined (and so the delta, interval and p). */
export function isDefined(d: MetricDelta | undefined): d is DefinedDelta {
  return d !== undefined && d.delta !== null && d.ci !== null && d.p !== null;
}

/** Precision, recall, F1 (and F-beta when `settings.beta` ≠ 1) compared. */
export interface RatesDelta {
  readonly precision: MetricDelta;
  readonly recall: MetricDelta;
  readonly f1: MetricDelta;
  readonly fbeta?: MetricDelta;
}

/** A micro row (overall or one type): rates compared, with each side's counts beside them. */
export type SchemeDelta = RatesDelta & {
  readonly counts: { readonly baseline: SchemeCounts; readonly current: SchemeCounts };
};

/** A macro row; `n` is how many types or documents each side averaged over. */
export type MacroDelta = RatesDelta & {
  readonly n: { readonly baseline: number; readonly current: number };
};

/** One type: a scheme table plus its status and gold support (gold annotations) on each side. */
export type TypeDelta = SchemeTable<SchemeDelta> & {
  readonly status: TypeStatus;
  readonly support: { readonly baseline: number; readonly current: number };
};

/** Bootstrap spread of one current metric alone (MAT's confidence data); variance over B − 1. */
export interface Spread {
  readonly mean: number;
  readonly variance: number;
  readonly sd: number;
  readonly lower: number;
  readonly upper: number;
}

/** Spreads of precision, recall, F1 (and F-beta). */
export interface RatesSpread {
  readonly precision: Spread;
  readonly recall: Spread;
  readonly f1: Spread;
  readonly fbeta?: Spread;
}

/** Bootstrap intervals of the current scores alone, mirroring the scores document's rows. */
export interface Confidence {
  readonly overall: SchemeTable<RatesSpread>;
  readonly types: Readonly<Record<string, SchemeTable<RatesSpread>>>;
  readonly macro: {
    readonly types: SchemeTable<RatesSpread>;
    readonly weighted: SchemeTable<RatesSpread>;
    readonly documents: SchemeTable<RatesSpread>;
  };
}

/** One side of one document under one scheme. */
export interface DocumentSide {
  readonly correct: number;
  readonly possible: number;
  readonly actual: number;
  readonly f1: number;
}

/** A document on both sides; `delta` = current F1 − baseline F1. */
export interface DocumentDelta {
  readonly id: string;
  readonly baseline: DocumentSide;
  readonly current: DocumentSide;
  readonly delta: number;
}

/** Per scheme: how many paired documents moved, and the `settings.top` largest moves each way. */
export interface SchemeDocuments {
  readonly improved: number;
  readonly regressed: number;
  readonly unchanged: number;
  /** Most negative delta first, ties by id. */
  readonly regressions: readonly DocumentDelta[];
  /** Most positive delta first, ties by id. */
  readonly improvements: readonly DocumentDelta[];
}

/** Documents matched by id; ids on one side only are listed (sorted) and resampled as empty there. */
export type DocumentsDelta = SchemeTable<SchemeDocuments> & {
  readonly paired: number;
  readonly onlyBaseline: readonly string[];
  readonly onlyCurrent: readonly string[];
};

/** How one gold annotation was aligned on one side; `system` is its partner, if any. */
export interface AnnotationState {
  readonly category: ClashCategory;
  readonly system: DetailSpan | null;
}

/**
 * One annotation whose outcome changed. `gold`: a gold annotation (on both sides' gold) that
 * became wrong (`newlyBroken`) or right (`newlyFixed`) under `annotations.scheme`. `spurious`:
 * a system annotation with no gold partner that appeared (`newlyBroken`) or went away (`newlyFixed`).
 */
export type AnnotationChange =
  | {
      readonly kind: "gold";
      readonly document: string;
      readonly gold: DetailSpan;
      readonly baseline: AnnotationState;
      readonly current: AnnotationState;
    }
  | { readonly kind: "spurious"; readonly document: string; readonly system: DetailSpan };

/** Per-annotation changes; `available` is false (with a reason) when a side has no details. */
export interface AnnotationDiff {
  readonly scheme: SpanScheme;
  readonly available: boolean;
  readonly reason: string | null;
  /** Sorted by document, start, end, type. */
  readonly newlyBroken: readonly AnnotationChange[];
  readonly newlyFixed: readonly AnnotationChange[];
}

/** The gold fingerprints (sha256 of the normalized gold) and what was done when they differ. */
export interface GoldCheck {
  readonly baseline: string;
  readonly current: string;
  /**
   * The defining scoring settings the baseline was scored under that differ from this run's, in
   * words (`scoring-settings.ts`); absent when none does. `changed` is then true even on the same gold.
   */
  readonly settings?: string;
  readonly changed: boolean;
  readonly action: GoldAction;
  /** `shared`: the units both sides hold, which the families are compared on. */
  readonly shared?: number;
}

/** Where the baseline came from, and every fallback taken on the way (`notes`, in order). */
export interface BaselineProvenance {
  readonly requested: BaselineSourceSetting;
  readonly source: BaselineSource | "none";
  readonly tag: string | null;
  readonly commit: string | null;
  /** The file read: a path, `<tag>:<path>` in git, or the release asset's name. */
  readonly path: string | null;
  readonly toolVersion: string | null;
  readonly inputs: { readonly gold: InputSummary; readonly system: InputSummary } | null;
  readonly gold: GoldCheck | null;
  /** Committer date of the baseline's commit, ISO 8601 UTC (`BaselineAge`); null when unknown. */
  readonly date: string | null;
  /** Whole days from `date` to the current commit's date; null when either is unknown. */
  readonly ageDays: number | null;
  /** `ageDays` is past `baseline.maxAgeDays`: the gate's `staleBaseline` case says so. */
  readonly stale: boolean;
  readonly notes: readonly string[];
}

/** What the current side was. */
export interface CurrentSummary {
  readonly toolVersion: string;
  readonly inputs: { readonly gold: InputSummary; readonly system: InputSummary };
}

/** How the numbers were made: enough to reproduce them byte for byte. */
export interface ComparisonSettings {
  /** Scheme of the per-annotation changes. */
  readonly scheme: SpanScheme;
  readonly beta: number;
  readonly level: number;
  readonly seed: number;
  readonly top: number;
  /** `exact`: all n^n ordered resamples enumerated (when n^n ≤ the requested count). */
  readonly bootstrap: { readonly resamples: number; readonly exact: boolean };
  /** `exact`: all 2^n swaps enumerated (when 2^n ≤ the requested count); 0 with no baseline. */
  readonly randomization: { readonly permutations: number; readonly exact: boolean };
}

/**
 * The span family's comparison (`families.spans`, by its own engine, baseline/span-engine.ts):
 * its figures under `metrics` (`overall`, `types`, `macro`) as every family's, and beside them
 * the per-document and per-annotation changes and the current side's own intervals.
 */
export interface SpanFamilyDelta {
  readonly unit: "document";
  readonly plans: FamilyPlans;
  readonly metrics: SpanMetrics;
  readonly undefinedOnASide: readonly string[];
  readonly documents: DocumentsDelta;
  readonly annotations: AnnotationDiff;
  readonly confidence: Confidence;
  /** Span types on one side only (class-changes.ts); absent when none. */
  readonly classes?: ClassChanges;
}

/** The span rows compared, at their scores paths. */
export interface SpanMetrics {
  readonly overall: SchemeTable<SchemeDelta>;
  readonly types: Readonly<Record<string, TypeDelta>>;
  readonly macro: {
    readonly types: SchemeTable<MacroDelta>;
    readonly weighted: SchemeTable<MacroDelta>;
    readonly documents: SchemeTable<MacroDelta>;
  };
}

/** The span rows, per-document and per-annotation changes and intervals, flat (the `@1` keys). */
export type SpanDeltas = SpanMetrics & {
  readonly documents: DocumentsDelta;
  readonly annotations: AnnotationDiff;
  readonly confidence: Confidence;
};

/** The span family without a baseline: the current intervals and, with details, each type's errors. */
export interface SpanFamilyConfidence {
  readonly unit: "document";
  readonly plans: FamilyPlans;
  readonly confidence: Confidence;
  /**
   * Span scores with alignment details: each type's rows other than matches (type-errors.ts), so a
   * failed `min` rule on a type can list that type's errors.
   */
  readonly errors?: Readonly<Record<string, TypeErrors>>;
}

/** A family's comparison: the generic unit-resampled one, or a family engine's own section. */
export type FamilySection = FamilyDelta | SpanFamilyDelta;

/** A family's current figures alone, by its engine. */
export type FamilyConfidenceSection = FamilyConfidence | SpanFamilyConfidence;

/** A comparison against a baseline. */
export interface BaselineComparison {
  readonly schema: typeof COMPARISON_SCHEMA;
  readonly kind: "compared";
  readonly settings: ComparisonSettings;
  readonly baseline: BaselineProvenance;
  readonly current: CurrentSummary;
  /**
   * Every family present on a side, compared by its engine: its figures under `metrics` at their
   * scores paths with `.delta`, `.ci`, `.p`, and its changes.
   */
  readonly families: Readonly<Record<string, FamilySection>>;
}

/** No baseline was found (or `baseline.source: none`): the current intervals and why. */
export interface NoBaselineComparison {
  readonly schema: typeof COMPARISON_SCHEMA;
  readonly kind: "no-baseline";
  readonly settings: ComparisonSettings;
  readonly baseline: BaselineProvenance;
  readonly current: CurrentSummary;
  /** Every family of the current scores: bootstrap spreads at its paths (`confidence`). */
  readonly families: Readonly<Record<string, FamilyConfidenceSection>>;
  /** A baseline was found but its gold set shares too few documents with this run's. */
  readonly notComparable?: NotComparable;
}

/** The `goldgate/comparison@2` document, discriminated on `kind`. */
export type Comparison = BaselineComparison | NoBaselineComparison;

/**
 * The per-annotation changes (newly broken and fixed, with their text) a family's engine recorded
 * in a comparison against a baseline, whichever family it is; null when none did.
 */
export function annotationDiffOf(c: Comparison): AnnotationDiff | null {
  if (c.kind !== "compared") return null;
  for (const section of Object.values(c.families))
    if ("annotations" in section) return section.annotations;
  return null;
}
