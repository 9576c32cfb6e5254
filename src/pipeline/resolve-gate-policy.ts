import { didYouMean } from "../config/did-you-mean.ts";
import type { Problems } from "../config/resolve-settings.ts";
import {
  CANNOT_TELL_ACTIONS,
  CASE_LEVELS,
  type CaseLevel,
  DEFAULT_CASE_LEVELS,
  DEFAULT_GATE_RULE,
  GATE_CASES,
  GATE_CORRECTIONS,
  GATE_LEVELS,
  GATE_TESTS,
  type GateCase,
  type GatePolicy,
  type GateRule,
} from "../config/settings.ts";
import { METRIC_ROOTS } from "../gate/metric-path.ts";
import { isLoss } from "../gate/orient-drop.ts";
import { ratesUnder } from "../measure/families/registry.ts";
import { isRawFigure } from "../number-format.ts";

/**
 * Reading goldgate.yml's `gate` section (already checked by goldgate.schema.json; checked again
 * here so that every caller, the action included, gets the same messages).
 */

/** A config mapping. */
export type Dict = Readonly<Record<string, unknown>>;

/** The value as a mapping, or an empty one. */
export function dict(value: unknown): Dict {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Dict)
    : {};
}

/** A config section: a mapping when given, else a problem naming it. */
export function section(name: string, value: unknown, p: Problems): Dict {
  if (value !== undefined && dict(value) !== value) p.push(`${name}: expected a mapping`);
  return dict(value);
}

/** A flag: true or false when given, else a problem. */
export function flag(name: string, value: unknown, p: Problems): boolean | undefined {
  if (value === undefined || typeof value === "boolean") return value;
  p.push(`${name}: expected true or false, got ${JSON.stringify(value)}`);
  return undefined;
}

const ROOTS = METRIC_ROOTS;

function metricFrom(name: string, value: unknown, p: Problems): string {
  const root = typeof value === "string" ? value.split(".")[0] : undefined;
  if (typeof value === "string" && ROOTS.includes(root ?? "") && /^[^.]+(\.[^.]+)+$/.test(value))
    return rateFrom(name, value, root ?? "", p);
  p.push(
    value === undefined
      ? `${name}: required, a metric path such as overall.strict.f1`
      : `${name}: expected a metric path such as overall.strict.f1 or types.*.strict.f1 starting with one of: ${ROOTS.join(", ")}; got ${JSON.stringify(value)}`,
  );
  return "";
}

/**
 * A rule gates a rate (a fraction 0..1, a coefficient, a usage amount), never a count: `min: 0.99`
 * on `overall.strict.correct` would pass on any count above 0, and a drop of counts in points
 * means nothing. The families declare their rates (measure/families), so the path is checked
 * here, before anything is read; a `*` as last key would reach counts too.
 */
function rateFrom(name: string, metric: string, root: string, p: Problems): string {
  const leaf = metric.slice(metric.lastIndexOf(".") + 1);
  const rates = ratesUnder(root);
  if (rates.includes(leaf)) return metric;
  const stem = metric.slice(0, metric.lastIndexOf("."));
  const what =
    leaf === "*"
      ? `'${metric}' ends in '*', which would match counts too`
      : `'${metric}' is not a rate`;
  const example = `${stem}.${rates.includes("f1") ? "f1" : rates[0]}`;
  p.push(
    `${name}: ${what}: a rule gates a rate (a fraction 0..1 such as an F1), never a count. The rates under ${root}: ${rates.join(", ")} (e.g. ${example}).${leaf === "*" ? "" : didYouMean(leaf, rates)}`,
  );
  return "";
}

/** One of a closed set, or a problem. */
export function oneOf<T extends string>(
  name: string,
  value: unknown,
  allowed: readonly T[],
  p: Problems,
): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "string" && (allowed as readonly string[]).includes(value))
    return value as T;
  p.push(`Invalid value '${String(value)}' for '${name}'. Expected one of: ${allowed.join(", ")}.`);
  return undefined;
}

/** A number passing `check`, or a problem. */
export function numberIn(
  name: string,
  value: unknown,
  check: (n: number) => boolean,
  what: string,
  p: Problems,
): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "number" && Number.isFinite(value) && check(value)) return value;
  p.push(`${name}: expected ${what}, got ${JSON.stringify(value)}`);
  return undefined;
}

const fraction = (n: number): boolean => n >= 0 && n <= 1;
const nonNegative = (n: number): boolean => n >= 0;
/** A non-negative integer. */
export const count = (n: number): boolean => Number.isInteger(n) && n >= 0;

function ruleFrom(raw: unknown, k: number, p: Problems): GateRule {
  const at = `gate.rules[${k}]`;
  const r = section(at, raw, p);
  const rule: GateRule = {
    source: at,
    metric: metricFrom(`${at}.metric`, r.metric, p),
    min: numberIn(`${at}.min`, r.min, fraction, "a fraction 0..1", p) ?? null,
    max:
      numberIn(`${at}.max`, r.max, nonNegative, "a number ≥ 0 (the figure's own unit)", p) ?? null,
    maxDrop: numberIn(`${at}.maxDrop`, r.maxDrop, nonNegative, "a number ≥ 0 (points)", p) ?? null,
    maxRelativeDrop:
      numberIn(`${at}.maxRelativeDrop`, r.maxRelativeDrop, fraction, "a fraction 0..1", p) ?? null,
    significant: flag(`${at}.significant`, r.significant, p) ?? true,
    minSupport: numberIn(`${at}.minSupport`, r.minSupport, count, "an integer ≥ 0", p) ?? 0,
    level: oneOf(`${at}.level`, r.level, GATE_LEVELS, p) ?? "fail",
    correction: oneOf(`${at}.correction`, r.correction, GATE_CORRECTIONS, p) ?? "maxT",
    test: oneOf(`${at}.test`, r.test, GATE_TESTS, p) ?? "drop",
    onCannotTell: oneOf(`${at}.onCannotTell`, r.onCannotTell, CANNOT_TELL_ACTIONS, p) ?? "pass",
  };
  if ([rule.min, rule.max, rule.maxDrop, rule.maxRelativeDrop].every((t) => t === null))
    p.push(`${at}: expected at least one of: min, max, maxDrop, maxRelativeDrop`);
  if (!checkRunsRule(rule, at, p)) {
    checkUsageRule(rule, at, p);
    checkLossRule(rule, at, p);
  }
  return Object.freeze(rule);
}

/**
 * Refuses a threshold the metric cannot take (docs/runs.md, "Gating the spread"). The run-to-run
 * sd (`runs.sd.<path>`) and the best run (`runs.max.<path>`) are reported, not compared with the
 * baseline (no delta, no interval), so a drop rule on them would check nothing; lower is better
 * for an sd, and a floor on a spread means nothing: the sd takes a ceiling (`max`) alone, the best
 * run a floor (`min`). `max` is refused on every other metric. True when it refused one.
 */
function checkRunsRule(rule: GateRule, at: string, p: Problems): boolean {
  const [root, stat] = rule.metric.split(".");
  const runStat = root === "runs" ? stat : undefined;
  const drops = (["min", "maxDrop", "maxRelativeDrop"] as const).filter((t) => rule[t] !== null);
  if (runStat === "sd") {
    if (drops.length === 0) return false;
    p.push(
      `${at}: ${rule.metric} is the run-to-run standard deviation, reported but not compared with the baseline (no delta, no interval), and lower is better: gate it with max (a ceiling in the figure's unit: 0.03 = 3 points of a rate), not ${drops.join(" or ")}`,
    );
    return true;
  }
  if (rule.max !== null) {
    const takes = isRawFigure(rule.metric)
      ? runStat === "max"
        ? `maxRelativeDrop on runs.mean.${rule.metric.split(".").slice(2).join(".")}`
        : "maxRelativeDrop"
      : isLoss(rule.metric)
        ? "maxDrop or maxRelativeDrop"
        : runStat === "max"
          ? "min"
          : "min, maxDrop or maxRelativeDrop";
    p.push(
      `${at}: max (a ceiling) applies only to runs.sd.<path>, the run-to-run standard deviation of repeated runs, where lower is better; gate ${rule.metric} with ${takes}`,
    );
    return true;
  }
  const compared = drops.filter((t) => t !== "min");
  if (runStat !== "max" || compared.length === 0) return false;
  if (isRawFigure(rule.metric)) {
    // A raw amount is better lower: runs.max is its costliest run, and it takes no floor.
    p.push(
      `${at}: ${rule.metric} is the highest run's amount (the costliest), reported but not compared with the baseline (no delta, no interval): gate the mean of runs (runs.mean.${rule.metric.split(".").slice(2).join(".")}) with maxRelativeDrop instead`,
    );
    return true;
  }
  p.push(
    `${at}: ${rule.metric} is the best run's figure, reported but not compared with the baseline (no delta, no interval): gate it with min, or gate the worst run (runs.min.*) or the mean (runs.mean.*) for drops, not ${compared.join(" or ")}`,
  );
  return true;
}

/**
 * Usage figures (`usage.cost.mean`, `usage.latency.p95`) are raw amounts where lower is better,
 * and so are their statistics over repeated runs (`runs.mean.usage.cost.mean`): a rule bounds
 * their rise relative to the baseline (docs/families.md, "Usage"). A `min` (a floor) or a
 * `maxDrop` (in points of a fraction) has no meaning for them, so it is refused, not ignored.
 */
function checkUsageRule(rule: GateRule, at: string, p: Problems): void {
  if (!isRawFigure(rule.metric) || (rule.min === null && rule.maxDrop === null)) return;
  p.push(
    `${at}: ${rule.metric} is a raw amount where lower is better: gate it with maxRelativeDrop (the largest allowed rise, a fraction of the baseline: 0.10 = 10%), not ${rule.min === null ? "maxDrop" : "min"}`,
  );
}

/** A loss (`labels.hammingLoss`) has no floor: `min` is refused; `maxDrop` bounds its rise. */
function checkLossRule(rule: GateRule, at: string, p: Problems): void {
  if (!isLoss(rule.metric) || rule.min === null) return;
  p.push(
    `${at}: ${rule.metric} is a loss where lower is better: gate it with maxDrop (the largest allowed rise, in points) or maxRelativeDrop, not min`,
  );
}

function casesFrom(raw: unknown, p: Problems): Readonly<Record<GateCase, CaseLevel>> {
  const c = section("gate.cases", raw, p);
  const out: Record<GateCase, CaseLevel> = { ...DEFAULT_CASE_LEVELS };
  for (const name of Object.keys(GATE_CASES) as GateCase[]) {
    const level = oneOf(`gate.cases.${name}`, c[name], CASE_LEVELS, p);
    if (level !== undefined) out[name] = level;
  }
  return Object.freeze(out);
}

/** The gate policy: config rules replace the default rule; `--waive` overrides `gate.waived`. */
export function resolveGatePolicy(
  gate: unknown,
  waive: string | undefined,
  p: Problems,
): GatePolicy {
  const g = section("gate", gate, p);
  if (g.rules !== undefined && !Array.isArray(g.rules)) p.push("gate.rules: expected a list");
  const rules = Array.isArray(g.rules)
    ? g.rules.map((r, k) => ruleFrom(r, k, p))
    : [DEFAULT_GATE_RULE];
  const familyDefaults = !Array.isArray(g.rules);
  if (waive !== undefined && waive.trim() === "")
    p.push("--waive: expected a reason, e.g. --waive 'relabelled LOC'");
  if (g.waived !== undefined && (typeof g.waived !== "string" || g.waived === ""))
    p.push(`gate.waived: expected a reason (text), got ${JSON.stringify(g.waived)}`);
  const configured = typeof g.waived === "string" && g.waived !== "" ? g.waived : null;
  const waived = waive !== undefined && waive.trim() !== "" ? waive : configured;
  return Object.freeze({
    rules: Object.freeze(rules),
    cases: casesFrom(g.cases, p),
    waived,
    familyDefaults,
  });
}
