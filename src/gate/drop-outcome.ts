import { MIN_UNITS } from "../baseline/significance.ts";
import type { GateLevel, GateRule } from "../config/settings.ts";
import { isCoefficient, pText as pValueText } from "../number-format.ts";
import { type CheckStats, GATE_ALPHA } from "./correction.ts";
import { points, valueText } from "./describe-check.ts";
import type { MetricValue } from "./metric-path.ts";
import type { CheckedMetric, CheckOutcome } from "./verdict.ts";

/** Float noise guard: a drop of exactly the limit (0.81 − 0.80) must not exceed it. */
export const EPSILON = 1e-9;

/** What decided a drop: significant, not (noise), no interval (unknown), or statistics off. */
export type Significance = "significant" | "noise" | "pvalue" | "unknown" | "ignored";

/** The limit of a drop check as an absolute drop (a fraction), and whether the drop exceeds it. */
export function dropLimit(
  rule: GateRule,
  check: "maxDrop" | "maxRelativeDrop",
  now: MetricValue,
  before: MetricValue,
): { readonly limit: number; readonly exceeds: boolean } | null {
  const given = check === "maxDrop" ? rule.maxDrop : rule.maxRelativeDrop;
  if (given === null) return null;
  const delta = now.value - before.value;
  const drop = check === "maxDrop" ? -100 * delta : before.value > 0 ? -delta / before.value : 0;
  const limit = check === "maxDrop" ? given / 100 : given * Math.max(0, before.value);
  return { limit, exceeds: drop > given + EPSILON };
}

/**
 * Whether the drop counts: its interval lies below 0 and its p-value (adjusted when it shares the
 * budget; the randomization test's alone) is below the level, both, for every family (spans'
 * comparison reconciles the two already; the unit-resampled families' percentile interval alone
 * raised 8% false alarms on small sets, docs/gate.md "A check alone"). A drop with an interval and
 * no p-value (a stored comparison of an older version) is decided by its interval.
 */
export function significanceOf(
  rule: GateRule,
  interval: readonly [number, number] | undefined,
  stats: CheckStats,
): Significance {
  if (!rule.significant) return "ignored";
  if (interval === undefined) return "unknown";
  const below = interval[1] < 0;
  if (!below) return "noise";
  if (stats.pAdjusted === null) return "significant";
  return stats.pAdjusted < GATE_ALPHA ? "significant" : "pvalue";
}

/**
 * True when even the most extreme outcome of the randomization has p ≥ 0.05 (fewer than 6 units,
 * or fewer than 6 that differ between the sides: 2 / 2^k): no drop of this change could have been
 * significant.
 */
export function unseeable(stats: CheckStats): boolean {
  return stats.floor !== null && stats.floor >= GATE_ALPHA;
}

/** Fewer than MIN_UNITS units: no change whatever could have been significant on this gold set. */
export function tooFew(stats: CheckStats): boolean {
  return stats.units !== null && stats.units < MIN_UNITS;
}

/**
 * Regression, no regression or cannot tell (docs/gate.md, "Three outcomes"); `blind` (too few
 * units for any test to see a drop, `tooFew`) never reads as no regression.
 */
/** Whether a drop check's interval (as the check reads it) excludes a drop beyond `limit`. */
export function intervalWithin(
  interval: readonly [number, number] | undefined,
  limit: number,
): boolean {
  return interval !== undefined && interval[0] >= -limit - EPSILON;
}

export function outcomeOf(
  rule: GateRule,
  limit: number,
  exceeds: boolean,
  significance: Significance,
  interval: readonly [number, number] | undefined,
  blind = false,
): CheckOutcome {
  const counted = significance === "significant" || significance === "ignored";
  const beyond = rule.test !== "beyond" || (interval !== undefined && interval[1] < -limit);
  if (exceeds && counted && beyond) return "regression";
  if (blind && significance !== "ignored") return "cannot-tell";
  if (intervalWithin(interval, limit)) return "no-regression";
  if (interval === undefined && !exceeds && significance === "ignored") return "no-regression";
  return "cannot-tell";
}

/** The checks-table row of one drop check. */
export function checkedMetric(
  rule: GateRule,
  check: "maxDrop" | "maxRelativeDrop",
  values: { readonly now: MetricValue; readonly before: MetricValue; readonly limit: number },
  interval: readonly [number, number] | undefined,
  stats: CheckStats,
  outcome: CheckOutcome,
): CheckedMetric {
  const { now, before, limit } = values;
  const grow = stats.mdd !== null && limit > 0 ? (stats.mdd / limit) ** 2 : null;
  const needed =
    grow !== null && grow > 1 && stats.units !== null ? Math.ceil(grow * stats.units) : null;
  return {
    source: rule.source,
    metric: now.path,
    check,
    test: rule.test,
    limit,
    baseline: before.value,
    current: now.value,
    delta: now.value - before.value,
    interval: interval ?? null,
    p: stats.p,
    pAdjusted: stats.pAdjusted,
    correction: stats.correction,
    mdd: stats.mdd,
    outcome,
    units: stats.units,
    unitsNeeded: needed,
  };
}

/** A p-value as printed: three decimals, `<0.001` below. */
export function pText(p: number): string {
  return pValueText(p);
}

/**
 * Why a drop that fails beside a p-value of 0.05 or more fails: its rule says `significant: false`
 * (so no report shows "failed" next to such a p-value without saying which test decided).
 */
export function rawNote(significance: Significance, c: CheckedMetric): string {
  if (significance !== "ignored" || c.p === null || c.p < GATE_ALPHA) return "";
  return " (significant: false: the raw change decides, not the p-value)";
}

/** `; p 0.004, maxT-adjusted 0.021` (nothing when the p-value is unknown). */
export function pNote(c: CheckedMetric): string {
  if (c.p === null) return "";
  if (c.correction === "none" || c.pAdjusted === null) return `; p ${pText(c.p)}`;
  return `; p ${pText(c.p)}, ${c.correction}-adjusted ${pText(c.pAdjusted)}`;
}

/**
 * What the gold set can detect, for a cannot-tell outcome: `cannot tell: this gold set detects
 * drops of 8.3 pt (80% power); about 2.8× the documents (840) would detect 5.0` (`noun`: what the
 * family resamples); with the `floor` of an unseeable check, `blindNote` instead.
 */
export function powerNote(
  c: CheckedMetric,
  noun = "documents",
  floor: number | null = null,
): string {
  if (c.outcome !== "cannot-tell") return "";
  if (floor !== null) return blindNote(c.units, floor, noun);
  const own = (x: number): string =>
    isCoefficient(c.metric) ? valueText(c.metric, x) : `${points(x)} pt`;
  if (c.mdd === null) return "";
  const detects = `; cannot tell: this gold set detects drops of ${own(c.mdd)} (80% power)`;
  if (c.mdd <= c.limit) return `${detects}, this run's evidence is inconclusive`;
  const grow = (c.mdd / Math.max(c.limit, 1e-12)) ** 2;
  const count = c.unitsNeeded === null ? "" : ` (${c.unitsNeeded})`;
  return `${detects}; about ${grow.toFixed(1)}× the ${noun}${count} would detect ${own(c.limit)}`;
}

/**
 * `; the gold set could not have seen it: no outcome on these 6 documents gives p below 0.05 (the
 * most extreme gives 0.250: too few of them differ); gate it on more documents, or on the raw
 * change with significant: false`.
 */
export function blindNote(units: number | null, floor: number, noun: string): string {
  const these = units === null ? `these ${noun}` : `these ${units} ${noun}`;
  const extreme = `the most extreme gives ${pText(floor)}: too few of them differ`;
  return `; the gold set could not have seen it: no outcome on ${these} gives p below ${GATE_ALPHA} (${extreme}); gate it on more ${noun}, or on the raw change with significant: false`;
}

/** The level of a cannot-tell check under `onCannotTell`; null = no finding of its own. */
export function cannotTellLevel(rule: GateRule, ruleLevel: GateLevel): GateLevel | null {
  if (rule.onCannotTell === "pass") return null;
  return rule.onCannotTell === "warn" ? "warn" : ruleLevel;
}

/** Why a significant drop beyond the limit did not fail a `test: beyond` rule. */
export function beyondNote(
  rule: GateRule,
  outcome: CheckOutcome,
  significance: Significance,
  exceeds: boolean,
  limit: string,
): string {
  if (rule.test !== "beyond" || outcome === "regression" || !exceeds) return "";
  if (significance !== "significant" && significance !== "ignored") return "";
  return `, but the interval does not lie wholly below −${limit} (test: beyond)`;
}
