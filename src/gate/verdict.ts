import type { GateCase, GateCorrection, GateLevel, GateTest } from "../config/settings.ts";
import type { VerdictCorrection } from "./correction.ts";

/** What a finding checked: a rule's threshold, a metric the run lacks, or a special case. */
export const FINDING_CHECKS = [
  "min",
  "max",
  "maxDrop",
  "maxRelativeDrop",
  "absent",
  "noBaseline",
  "goldChanged",
  "typeGone",
  "newType",
  "staleBaseline",
  "unchecked",
] as const satisfies readonly (string | GateCase)[];
export type FindingCheck = (typeof FINDING_CHECKS)[number];

/** Numbers behind a finding, as fractions (delta = current − baseline); null when not known. */
export interface FindingFigures {
  readonly current: number | null;
  readonly baseline: number | null;
  readonly delta: number | null;
  /** 95% interval of the delta. */
  readonly interval: readonly [number, number] | null;
  /** Gold items behind the metric (`possible`). */
  readonly support: number | null;
}

/** One outcome of the gate: a failure or a warning, with a one-line plain-text message. */
export interface Finding {
  readonly check: FindingCheck;
  /** The rule or case it came from: `gate.rules[0]`, `default`, `gate.cases.typeGone`. */
  readonly source: string;
  /** The concrete metric path, or null for run-level cases. */
  readonly metric: string | null;
  /** The type the finding is about (from `types.<T>…` or a type case), else null. */
  readonly type: string | null;
  readonly level: GateLevel;
  /** True when this was a failure turned into a warning by a waiver. */
  readonly waived: boolean;
  readonly message: string;
  readonly figures: FindingFigures;
}

/**
 * What a drop check found: a `regression` (a significant drop beyond the limit), `no-regression`
 * (the interval excludes a drop beyond the limit) or `cannot-tell` (neither: the evidence, or the
 * gold set's power, does not settle it).
 */
export const CHECK_OUTCOMES = ["regression", "no-regression", "cannot-tell"] as const;
export type CheckOutcome = (typeof CHECK_OUTCOMES)[number];

/** One drop check of one metric, whatever its outcome (fractions; p-values two-sided). */
export interface CheckedMetric {
  readonly source: string;
  readonly metric: string;
  readonly check: "maxDrop" | "maxRelativeDrop";
  readonly test: GateTest;
  /** The largest allowed drop as a fraction (a relative limit × the baseline value). */
  readonly limit: number;
  readonly baseline: number;
  readonly current: number;
  readonly delta: number;
  readonly interval: readonly [number, number] | null;
  readonly p: number | null;
  readonly pAdjusted: number | null;
  readonly correction: GateCorrection;
  /** Minimum detectable drop: the smallest true drop found with 80% power (a fraction). */
  readonly mdd: number | null;
  readonly outcome: CheckOutcome;
  /** Units (documents or items) compared, and about how many would detect a drop of `limit`. */
  readonly units: number | null;
  readonly unitsNeeded: number | null;
}

/**
 * passed: checks ran and nothing failed; failed: something did; waived: something did and a
 * waiver let it pass; unchecked: nothing was checked (no baseline and no `min` or `max` rule):
 * `passed` is true unless `gate.cases.unchecked` says `fail` (default `warn`).
 */
export const VERDICT_STATUSES = ["passed", "failed", "waived", "unchecked"] as const;
export type VerdictStatus = (typeof VERDICT_STATUSES)[number];

/** The gate's decision. The only place pass/fail is decided is `evaluateGate`. */
export interface Verdict {
  readonly status: VerdictStatus;
  readonly passed: boolean;
  /** Findings at level fail, in rule order (empty when waived). */
  readonly failures: readonly Finding[];
  /** Findings at level warn, including waived failures, in rule order. */
  readonly warnings: readonly Finding[];
  /** The waiver reason when one was given, whether or not it was needed. */
  readonly waiver: string | null;
  /** How many metric checks were evaluated (each rule × each matched metric × each threshold). */
  readonly checks: number;
  /** Rules that could not be evaluated and why (e.g. drop rules without a baseline). */
  readonly skipped: readonly string[];
  /** Why nothing was checked (`no baseline and no absolute rule`) when status is `unchecked`, else null. */
  readonly unchecked: string | null;
  /** The family-wise correction the drop checks shared (docs/gate.md, "False alarms"). */
  readonly correction: VerdictCorrection;
  /** Every drop check with its outcome, adjusted p and minimum detectable drop, in rule order. */
  readonly checked: readonly CheckedMetric[];
  /** The headline figure's minimum detectable drop (a fraction), with a baseline; else null. */
  readonly power: HeadlinePower | null;
}

/** What the gold set can detect of the headline figure, gated or not. */
export interface HeadlinePower {
  readonly metric: string;
  /** The smallest true drop found with 80% power at the verdict's level (a fraction). */
  readonly mdd: number | null;
  readonly correction: GateCorrection;
}
