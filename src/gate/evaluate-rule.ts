import { didYouMean } from "../config/did-you-mean.ts";
import type { GateLevel, GateRule } from "../config/settings.ts";
import { UserError } from "../errors.ts";
import { FAMILIES, familiesIn, goldNameOf } from "../measure/families/registry.ts";
import { type CheckStats, type Corrections, planCorrections } from "./correction.ts";
import {
  classOfPath,
  describeAbsent,
  describeDrop,
  describeMax,
  describeMin,
  describeUndecided,
  dropLimitText,
  unitsNoun,
} from "./describe-check.ts";
import {
  beyondNote,
  cannotTellLevel,
  checkedMetric,
  dropLimit,
  EPSILON,
  intervalWithin,
  outcomeOf,
  pNote,
  powerNote,
  rawNote,
  significanceOf,
  tooFew,
  unseeable,
} from "./drop-outcome.ts";
import type { BaselineEvidence, GateEvidence } from "./evidence.ts";
import {
  type MetricMiss,
  type MetricValue,
  metricRoot,
  resolveMetric,
  valueAt,
} from "./metric-path.ts";
import { orientDrop, withActualFigures } from "./orient-drop.ts";
import type { CheckedMetric, Finding, FindingCheck, FindingFigures } from "./verdict.ts";

/** What one rule produced: findings before any waiver, checks counted, and what was skipped. */
export interface RuleOutcome {
  readonly findings: readonly Finding[];
  readonly checks: number;
  readonly skipped: readonly string[];
  readonly checked: readonly CheckedMetric[];
}

function finding(
  rule: GateRule,
  check: FindingCheck,
  path: string,
  level: GateLevel,
  message: string,
  figures: FindingFigures,
): Finding {
  return {
    check,
    source: rule.source,
    metric: path,
    type: classOfPath(path),
    level,
    waived: false,
    message,
    figures,
  };
}

/** Applies minSupport: a thin metric only warns, and the message says why. */
function supported(rule: GateRule, support: number | null): { level: GateLevel; note: string } {
  if (rule.minSupport > 0 && support !== null && support < rule.minSupport)
    return { level: "warn", note: `; support ${support} < minSupport ${rule.minSupport}` };
  return { level: rule.level, note: "" };
}

/** `min` (a floor) or `max` (a ceiling, on a spread): checked with or without a baseline. */
function checkBound(rule: GateRule, check: "min" | "max", now: MetricValue): Finding | null {
  const bound = rule[check];
  if (bound === null) return null;
  if (check === "min" ? now.value >= bound - EPSILON : now.value <= bound + EPSILON) return null;
  const { level, note } = supported(rule, now.support);
  const figures = {
    current: now.value,
    baseline: null,
    delta: null,
    interval: null,
    support: now.support,
  };
  const describe = check === "min" ? describeMin : describeMax;
  return finding(
    rule,
    check,
    now.path,
    level,
    describe(now.path, bound, now.value) + note,
    figures,
  );
}

function checkDrop(
  rule: GateRule,
  check: "maxDrop" | "maxRelativeDrop",
  values: {
    readonly now: MetricValue;
    readonly before: MetricValue;
    readonly noun: string;
    /** The gold side, in the run's words (`gold`, `test set`). */
    readonly gold: string;
  },
  base: BaselineEvidence,
  stats: CheckStats,
): { finding: Finding | null; checked: CheckedMetric | null } {
  const { before } = values;
  // Compared on the units both sides hold: the current figure over them, as the baseline's is.
  const shared = base.sharedCurrent?.(values.now.path);
  const actual = shared === undefined ? values.now : { ...values.now, value: shared };
  // A lower-is-better figure (usage) is checked on its mirror: a rise counts as a drop.
  const given = base.interval(actual.path);
  const { now, interval } = orientDrop(actual, before, given);
  const bound = dropLimit(rule, check, now, before);
  if (bound === null) return { finding: null, checked: null };
  const significance = significanceOf(rule, interval, stats);
  const blind = tooFew(stats) && rule.significant;
  const floor = unseeable(stats) && rule.significant ? stats.floor : null;
  const outcome = outcomeOf(rule, bound.limit, bound.exceeds, significance, interval, blind);
  const row = { now, before, limit: bound.limit };
  const checked = withActualFigures(
    checkedMetric(rule, check, row, interval, stats, outcome),
    actual,
    given,
  );
  const figures = {
    current: actual.value,
    baseline: before.value,
    delta: checked.delta,
    interval: given ?? null,
    support: now.support,
  };
  const { level, note } = supported(rule, now.support);
  const crossesGold = base.gold === "changed";
  // Too few units to see anything is said, never passed silently: a warning at least.
  const tell =
    outcome === "cannot-tell" ? (cannotTellLevel(rule, level) ?? (blind ? "warn" : null)) : null;
  const shown = bound.exceeds || outcome === "regression" || tell !== null;
  if (!shown) return { finding: null, checked };
  const limit = check === "maxDrop" ? (rule.maxDrop ?? 0) : (rule.maxRelativeDrop ?? 0);
  const message =
    (bound.exceeds
      ? describeDrop(now.path, check, limit, figures, significance)
      : describeUndecided(
          now.path,
          check,
          limit,
          figures,
          !intervalWithin(interval, bound.limit),
        )) +
    beyondNote(rule, outcome, significance, bound.exceeds, dropLimitText(now.path, check, limit)) +
    rawNote(significance, checked) +
    pNote(checked) +
    powerNote(checked, values.noun, floor) +
    note +
    (crossesGold
      ? `; compared across a ${base.goldSha256.baseline === base.goldSha256.current ? "change of scoring settings" : `${values.gold} change`}`
      : "");
  const at: GateLevel = outcome === "regression" ? level : (tell ?? "warn");
  const finalLevel = crossesGold ? "warn" : at;
  return { finding: finding(rule, check, now.path, finalLevel, message, figures), checked };
}

/** The families a run has, with their roots: `spans (overall, types, macro, tokens)`. */
function familiesText(current: unknown): string {
  const present = familiesIn(current);
  if (present.length === 0) return "no metric family";
  return present.map((f) => `${f.name} (${f.roots.map((r) => `${r}.*`).join(", ")})`).join(", ");
}

/**
 * A rule on another family's metric (`labels.macro.f1` in an NER run) would check nothing: a
 * config error (exit 2) naming the families this run has, not a warning.
 */
function refuseAbsentFamily(rule: GateRule, root: string, current: unknown): void {
  const owners = FAMILIES.filter((f) => f.roots.includes(root));
  const present = familiesIn(current);
  if (owners.length === 0 || owners.some((f) => present.includes(f))) return;
  const names = owners.map((f) => f.name).join(" or ");
  throw new UserError(
    `${rule.source}.metric: '${rule.metric}' is a metric of the ${names} family, which this run does not have: it has ${familiesText(current)}. Point the rule at one of those metrics, or remove it.`,
  );
}

function unmatched(rule: GateRule, miss: MetricMiss | undefined, current: unknown): RuleOutcome {
  const root = metricRoot(rule.metric);
  if (root !== undefined && valueAt(current, [root]) == null) {
    refuseAbsentFamily(rule, root, current);
    const message = `${rule.metric} matches nothing: this run has no ${root} scores`;
    const figures = { current: null, baseline: null, delta: null, interval: null, support: null };
    return {
      findings: [
        { ...finding(rule, "absent", rule.metric, "warn", message, figures), metric: null },
      ],
      checks: 0,
      skipped: [],
      checked: [],
    };
  }
  if (miss?.missing === "*")
    return {
      findings: [],
      checks: 0,
      skipped: [`${rule.source}: ${rule.metric} matched nothing (${miss.prefix} is empty)`],
      checked: [],
    };
  const where = miss === undefined || miss.prefix === "" ? "the scores" : miss.prefix;
  const offered =
    miss === undefined
      ? ""
      : ` Expected one of: ${miss.available.slice(0, 20).join(", ")}${miss.available.length > 20 ? ", …" : ""}.${didYouMean(miss.missing, miss.available)}`;
  throw new UserError(
    `${rule.source}.metric: '${rule.metric}' matches nothing in this run: ${where} has no '${miss?.missing ?? rule.metric}'.${offered}`,
  );
}

/** Findings for metrics the baseline had and this run lacks (types are the `typeGone` case). */
function absentFindings(
  rule: GateRule,
  before: readonly MetricValue[],
  now: ReadonlySet<string>,
): Finding[] {
  return before
    .filter((old) => !now.has(old.path) && classOfPath(old.path) === null)
    .map((old) => {
      const figures = {
        current: null,
        baseline: old.value,
        delta: null,
        interval: null,
        support: old.support,
      };
      return finding(
        rule,
        "absent",
        old.path,
        rule.level,
        describeAbsent(old.path, old.value),
        figures,
      );
    });
}

/** Every threshold of a rule on one current value; `old` is its baseline value, if any. */
function checkValue(
  rule: GateRule,
  value: MetricValue,
  old: MetricValue | undefined,
  base: BaselineEvidence | null,
  corrections: Corrections,
  current: unknown,
): { findings: Finding[]; checks: number; checked: CheckedMetric[] } {
  const results = [checkBound(rule, "min", value), checkBound(rule, "max", value)];
  const rows: (CheckedMetric | null)[] = [];
  let checks = (rule.min === null ? 0 : 1) + (rule.max === null ? 0 : 1);
  if (base !== null && old !== undefined) {
    checks += (rule.maxDrop === null ? 0 : 1) + (rule.maxRelativeDrop === null ? 0 : 1);
    const stats = corrections.stats(rule, value.path);
    const noun = unitsNoun(value.path, current);
    const gold = goldNameOf(current);
    for (const check of ["maxDrop", "maxRelativeDrop"] as const) {
      const r = checkDrop(rule, check, { now: value, before: old, noun, gold }, base, stats);
      results.push(r.finding);
      rows.push(r.checked);
    }
  }
  return {
    findings: results.filter((r): r is Finding => r !== null),
    checks,
    checked: rows.filter((r): r is CheckedMetric => r !== null),
  };
}

/**
 * Evaluates one rule: `min` and `max` on every current value; `maxDrop` / `maxRelativeDrop` on every value
 * the baseline also has, under the verdict's corrections. A path that matches nothing on either
 * side is a config error (UserError), another task family's metric included; a root of a family
 * the run has but not this time (`tokens` without tag columns) is a warning.
 */
export function evaluateRule(
  rule: GateRule,
  evidence: GateEvidence,
  corrections: Corrections = planCorrections([rule], evidence),
): RuleOutcome {
  const now = resolveMetric(evidence.current, rule.metric);
  const base = evidence.baseline.kind === "found" ? evidence.baseline : null;
  const before = base === null ? [] : resolveMetric(base.doc, rule.metric).values;
  if (now.values.length === 0 && before.length === 0 && now.undefinedPaths.length === 0)
    return unmatched(rule, now.miss, evidence.current);
  const beforeByPath = new Map(before.map((v) => [v.path, v]));
  const checked = now.values.map((v) =>
    checkValue(rule, v, beforeByPath.get(v.path), base, corrections, evidence.current),
  );
  const present = new Set([...now.values.map((v) => v.path), ...now.undefinedPaths]);
  const findings = [
    ...checked.flatMap((c) => c.findings),
    ...absentFindings(rule, before, present),
  ];
  const dropRule = rule.maxDrop !== null || rule.maxRelativeDrop !== null;
  const why = evidence.baseline.kind === "incomparable" ? "baseline not comparable" : "no baseline";
  const skipped = [
    ...(base === null && dropRule
      ? [`${rule.source}: drops of ${rule.metric} not checked (${why})`]
      : []),
    ...now.undefinedPaths.map(
      (path) => `${rule.source}: ${path} not checked: undefined (0/0, nothing to score)`,
    ),
  ];
  return {
    findings,
    checks: checked.reduce((sum, c) => sum + c.checks, 0),
    skipped,
    checked: checked.flatMap((c) => c.checked),
  };
}
