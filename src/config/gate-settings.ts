/** The gate section of goldgate.yml: rule levels, special cases, corrections and defaults (docs/gate.md). */

/** How a gate rule's finding counts: `fail` blocks the merge, `warn` is reported only. */
export const GATE_LEVELS = ["fail", "warn"] as const;
export type GateLevel = (typeof GATE_LEVELS)[number];

/** A special case may also be switched off. */
export const CASE_LEVELS = ["fail", "warn", "off"] as const;
export type CaseLevel = (typeof CASE_LEVELS)[number];

/** Special cases of a run, each a rule with a default level (docs/gate.md). */
export const GATE_CASES = {
  noBaseline: {
    level: "warn",
    help: "no baseline was found (a first run): only `min` thresholds are checked",
  },
  goldChanged: {
    level: "warn",
    help: "the gold set (or a defining scoring setting) changed since the baseline and the baseline could not be re-scored; drops are then reported as warnings",
  },
  typeGone: {
    level: "fail",
    help: "a type of the baseline is absent from this run (a map, ignore or types change can hide a weak type)",
  },
  newType: {
    level: "warn",
    help: "a type absent from the baseline appears in this run: it has no history to compare with",
  },
  staleBaseline: {
    level: "warn",
    help: "the baseline is older than `baseline.maxAgeDays` (default 14 days; 0 turns the age check off): `fail` refuses to gate on it",
  },
  unchecked: {
    level: "warn",
    help: "the verdict checked nothing (no baseline to compare with and no `min` or `max` rule): never a plain pass (outcome `unchecked`); `fail` makes such a run fail",
  },
} as const satisfies Record<string, { readonly level: CaseLevel; readonly help: string }>;
export type GateCase = keyof typeof GATE_CASES;

/**
 * One gate rule over a metric path (`types.*.strict.f1`). `min` is a fraction 0..1, `max` a
 * ceiling in the figure's own unit (only on `runs.sd.<path>`), `maxDrop` is in points (1.0 =
 * 0.01), `maxRelativeDrop` a fraction of the baseline value; null = not checked.
 */
export interface GateRule {
  /** Where the rule came from, for messages: `gate.rules[2]` or `default`. */
  readonly source: string;
  readonly metric: string;
  readonly min: number | null;
  /** A ceiling (the run-to-run spread `runs.sd.<path>`: lower is better); fails above it. */
  readonly max: number | null;
  readonly maxDrop: number | null;
  readonly maxRelativeDrop: number | null;
  /** Drops fail only when the 95% interval of the delta lies below 0 and its p-value is below 0.05. */
  readonly significant: boolean;
  /** Below this gold support (`possible`), a finding is a warning; 0 = always the rule's level. */
  readonly minSupport: number;
  readonly level: GateLevel;
  /** How this rule's drop checks share the verdict's false-alarm budget (docs/gate.md). */
  readonly correction: GateCorrection;
  /** `drop`: a significant drop beyond the limit fails; `beyond`: the whole interval lies below −limit. */
  readonly test: GateTest;
  /** What a check whose outcome is "cannot tell" (the gold set could not detect the limit) does. */
  readonly onCannotTell: CannotTellAction;
}

/**
 * Family-wise corrections of a verdict's drop checks: `maxT` (Westfall–Young step-down over the
 * joint paired randomization), `holm` (Holm 1979 on the raw p-values), `none` (each alone at 5%).
 */
export const GATE_CORRECTIONS = ["maxT", "holm", "none"] as const;
export type GateCorrection = (typeof GATE_CORRECTIONS)[number];

/** What a drop check tests: a significant drop beyond the limit, or a drop significantly beyond it. */
export const GATE_TESTS = ["drop", "beyond"] as const;
export type GateTest = (typeof GATE_TESTS)[number];

/** What a "cannot tell" outcome does: nothing beyond the checks table (`pass`), warn, or fail. */
export const CANNOT_TELL_ACTIONS = ["pass", "warn", "fail"] as const;
export type CannotTellAction = (typeof CANNOT_TELL_ACTIONS)[number];

/** The resolved gate: rules, special-case levels and an optional waiver reason. */
export interface GatePolicy {
  readonly rules: readonly GateRule[];
  readonly cases: Readonly<Record<GateCase, CaseLevel>>;
  /** Why failures are waived (a PR label, `--waive REASON`); null = not waived. */
  readonly waived: string | null;
  /**
   * No `gate.rules` were configured: the gate applies the default rule of the scores' headline
   * family (measure/families) instead of `rules` (which then hold the span default).
   */
  readonly familyDefaults?: boolean;
}

/** The policy when goldgate.yml says nothing: fail on a significant overall strict F1 drop > 1 point. */
export const DEFAULT_GATE_RULE: GateRule = Object.freeze({
  source: "default",
  metric: "overall.strict.f1",
  min: null,
  max: null,
  maxDrop: 1,
  maxRelativeDrop: null,
  significant: true,
  minSupport: 0,
  level: "fail",
  correction: "maxT",
  test: "drop",
  onCannotTell: "pass",
});

/** The default case levels, taken from GATE_CASES. */
export const DEFAULT_CASE_LEVELS: Readonly<Record<GateCase, CaseLevel>> = Object.freeze({
  noBaseline: GATE_CASES.noBaseline.level,
  goldChanged: GATE_CASES.goldChanged.level,
  typeGone: GATE_CASES.typeGone.level,
  newType: GATE_CASES.newType.level,
  staleBaseline: GATE_CASES.staleBaseline.level,
  unchecked: GATE_CASES.unchecked.level,
});
