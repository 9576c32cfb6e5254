import { holm, normalQuantile, stepDownMaxT } from "../baseline/family-wise.ts";
import { type JointNull, nullSd } from "../baseline/joint-null.ts";
import { pValue } from "../baseline/randomization.ts";
import { MIN_UNITS } from "../baseline/significance.ts";
import type { GateCorrection, GateRule } from "../config/settings.ts";
import type { BaselineEvidence, GateEvidence } from "./evidence.ts";
import { resolveMetric } from "./metric-path.ts";

/** The verdict's false-alarm level: every check of a verdict shares this 5% budget. */
export const GATE_ALPHA = 0.05;

/** The power the minimum detectable drop is stated at. */
export const GATE_POWER = 0.8;

/** Which correction the verdict applied, over how many metrics, and why when it fell back. */
export interface VerdictCorrection {
  readonly method: GateCorrection;
  /** Distinct metrics sharing the budget (the family). */
  readonly hypotheses: number;
  /** Why the method is not what the rules asked for (a fallback), else null. */
  readonly reason: string | null;
}

/** The statistics of one checked metric under the correction that applies to it. */
export interface CheckStats {
  /** Raw two-sided p of "no difference" (the comparison's), null when unknown. */
  readonly p: number | null;
  readonly pAdjusted: number | null;
  readonly correction: GateCorrection;
  /** Standard error of the delta (null sd of the joint randomization, or from the interval). */
  readonly se: number | null;
  /** The smallest true drop detected with 80% power at the verdict's level (a fraction). */
  readonly mdd: number | null;
  /** Units (documents or items) the resampling drew from, null when unknown. */
  readonly units: number | null;
  /**
   * The smallest raw p-value the randomization can give this metric (its most extreme outcome),
   * null when unknown; at 0.05 or more no drop could have been significant.
   */
  readonly floor: number | null;
}

/** Looks up a checked metric's statistics under a rule. */
export interface Corrections {
  readonly correction: VerdictCorrection;
  readonly stats: (rule: GateRule, path: string) => CheckStats;
}

/** Whether a rule's drop checks on `path` can fail the verdict, so share its budget. */
function inFamily(rule: GateRule, support: number | null, base: BaselineEvidence): boolean {
  const drops = rule.maxDrop !== null || rule.maxRelativeDrop !== null;
  const supported = rule.minSupport === 0 || support === null || support >= rule.minSupport;
  return (
    drops &&
    rule.significant &&
    rule.correction !== "none" &&
    rule.level === "fail" &&
    supported &&
    base.gold !== "changed"
  );
}

/** The distinct paths of a verdict's family and the corrections their rules ask for. */
function familyOf(rules: readonly GateRule[], evidence: GateEvidence, base: BaselineEvidence) {
  const paths = new Set<string>();
  const asked = new Set<GateCorrection>();
  for (const rule of rules) {
    const before = new Set(resolveMetric(base.doc, rule.metric).values.map((v) => v.path));
    for (const v of resolveMetric(evidence.current, rule.metric).values)
      if (before.has(v.path) && inFamily(rule, v.support, base)) {
        paths.add(v.path);
        asked.add(rule.correction);
      }
  }
  return { paths: [...paths].sort(), asked };
}

/** The joint null holding every path, and each path's index in it; undefined when none does. */
function jointFor(paths: readonly string[], joints: readonly JointNull[]) {
  for (const joint of joints) {
    const at = new Map(joint.paths.map((p, j) => [p, j]));
    const selected = paths.map((p) => at.get(p));
    if (selected.every((j) => j !== undefined) && joint.plan.count > 0)
      return { joint, selected: selected as number[] };
  }
  return undefined;
}

/**
 * The smallest p-value path j's randomization can give at all: the share of swaps reaching the
 * largest |delta| any swap gives (the most extreme outcome). With few units that differ between
 * the sides it is large (3 that differ: 2/2³ = 0.25), whatever the gold set's size.
 */
function floorOf(j: number, joint: JointNull): number {
  const b = joint.plan.count;
  let top = 0;
  for (let r = 0; r < b; r++) top = Math.max(top, Math.abs(joint.draws[j * b + r] as number));
  let reach = 0;
  for (let r = 0; r < b; r++)
    if (Math.abs(joint.draws[j * b + r] as number) >= top * (1 - 1e-9) - 1e-12) reach++;
  return pValue(reach, joint.plan);
}

/** The null sd of a path from any joint null that watched it; else from its interval's width. */
function seOf(path: string, base: BaselineEvidence) {
  for (const joint of base.joint ?? []) {
    const j = joint.paths.indexOf(path);
    if (j >= 0 && joint.plan.count > 0)
      return { se: nullSd(j, joint), units: joint.units, floor: floorOf(j, joint) };
  }
  const ci = base.interval(path);
  const z = normalQuantile(1 - GATE_ALPHA / 2);
  return { se: ci === undefined ? null : (ci[1] - ci[0]) / (2 * z), units: null, floor: null };
}

/**
 * (critical value + z₀.₈) × SE. A spread of 0 (both sides agree on every unit for this metric)
 * says nothing about what a drop would look like, so no detectable drop is stated.
 */
const mddOf = (se: number | null, critical: number): number | null =>
  se === null || !(se > 0) ? null : (critical + normalQuantile(GATE_POWER)) * se;

/** Max-T, or Holm with the reason max-T could not apply; adjusted p and critical value per path. */
function adjust(
  paths: readonly string[],
  asked: ReadonlySet<GateCorrection>,
  base: BaselineEvidence,
) {
  const raw = paths.map((p) => base.p?.(p) ?? 1);
  const found = jointFor(paths, base.joint ?? []);
  let reason: string | null = null;
  if (asked.has("maxT") && asked.has("holm")) reason = "rules ask for both maxT and holm";
  else if (asked.has("maxT") && found === undefined)
    reason = "no joint randomization holds every checked metric";
  if (asked.has("maxT") && reason === null && found !== undefined) {
    const t = stepDownMaxT(found.joint, found.selected, GATE_ALPHA);
    const p = paths.map((_, i) => Math.max(raw[i] ?? 1, t.p[i] ?? 1));
    return { method: "maxT" as const, p, critical: t.critical, reason };
  }
  const critical = normalQuantile(1 - GATE_ALPHA / (2 * Math.max(1, paths.length)));
  return { method: "holm" as const, p: [...holm(raw)], critical, reason };
}

/**
 * The verdict's family-wise correction (docs/gate.md, "False alarms"): every drop check that can
 * fail the verdict (significant, level fail, support ≥ minSupport, correction not `none`, same
 * gold) tests one metric; the distinct metrics share one 5% budget by step-down max-T over their
 * joint paired randomization, or by Holm where no joint randomization holds them all (a stored
 * comparison, metrics of two resampling engines) or a rule asks for it. Other checks stand alone.
 */
export function planCorrections(rules: readonly GateRule[], evidence: GateEvidence): Corrections {
  const base = evidence.baseline;
  const single = normalQuantile(1 - GATE_ALPHA / 2);
  if (base.kind !== "found")
    return {
      correction: { method: "none", hypotheses: 0, reason: null },
      stats: () => ({
        p: null,
        pAdjusted: null,
        correction: "none",
        se: null,
        mdd: null,
        units: null,
        floor: null,
      }),
    };
  const { paths, asked } = familyOf(rules, evidence, base);
  const adjusted = paths.length === 0 ? undefined : adjust(paths, asked, base);
  const index = new Map(paths.map((p, i) => [p, i]));
  const stats = (rule: GateRule, path: string): CheckStats => {
    const { se, units, floor } = seOf(path, base);
    const p = base.p?.(path) ?? null;
    const i = index.get(path);
    const member = adjusted !== undefined && i !== undefined && inFamily(rule, null, base);
    // Fewer than 6 units: no test can reach the level, so no drop is detectable at all.
    const blind = units !== null && units < MIN_UNITS;
    const mdd = blind ? null : mddOf(se, single);
    if (!member || adjusted === undefined || i === undefined)
      return { p, pAdjusted: p, correction: "none", se, mdd, units, floor };
    const pAdjusted = p === null ? null : (adjusted.p[i] ?? 1);
    const family = {
      correction: adjusted.method,
      mdd: blind ? null : mddOf(se, adjusted.critical),
    };
    return { p, pAdjusted, se, units, floor, ...family };
  };
  const method = adjusted?.method ?? "none";
  return {
    correction: { method, hypotheses: paths.length, reason: adjusted?.reason ?? null },
    stats,
  };
}
