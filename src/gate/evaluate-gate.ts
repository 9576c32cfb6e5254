import { DEFAULT_GATE_RULE, type GatePolicy, type GateRule } from "../config/settings.ts";
import { defaultRuleOf, headlineFamily } from "../measure/families/registry.ts";
import { type Corrections, planCorrections } from "./correction.ts";
import {
  evaluateRunCases,
  evaluateTypeCases,
  evaluateUnchecked,
  uncheckedReason,
} from "./evaluate-cases.ts";
import { evaluateRule, type RuleOutcome } from "./evaluate-rule.ts";
import type { GateEvidence } from "./evidence.ts";
import type { Finding, HeadlinePower, Verdict } from "./verdict.ts";

/** A failure turned into a warning by a waiver; the finding keeps `waived: true`. */
function waive(finding: Finding): Finding {
  return finding.level === "fail" ? { ...finding, level: "warn", waived: true } : finding;
}

/**
 * The rules to evaluate: the configured ones, or with `familyDefaults` the default rule of the
 * headline family (a significant drop of its headline figure by more than its `maxDrop` points).
 */
export function rulesFor(policy: GatePolicy, current: unknown): readonly GateRule[] {
  const family = policy.familyDefaults === true ? headlineFamily(current) : undefined;
  if (family === undefined) return policy.rules;
  const { metric, maxDrop } = defaultRuleOf(family, current);
  return [{ ...DEFAULT_GATE_RULE, metric, maxDrop }];
}

/**
 * Decides the run: evaluates every rule and special case, then applies the waiver. The only
 * place pass/fail is decided. Findings keep their order: run cases, rules in order, type cases.
 * A verdict with no check and no other failure is `unchecked`, never a plain pass: a warning at
 * `gate.cases.unchecked: warn` (the default), a failure at `fail`. Throws UserError when a rule's metric path matches
 * nothing (a config problem).
 */
export function evaluateGate(policy: GatePolicy, evidence: GateEvidence): Verdict {
  const rules = rulesFor(policy, evidence.current);
  const corrections = planCorrections(rules, evidence);
  const outcomes = rules.map((rule) => evaluateRule(rule, evidence, corrections));
  const checks = outcomes.reduce((sum, o) => sum + o.checks, 0);
  const found = [
    ...evaluateRunCases(policy.cases, evidence),
    ...outcomes.flatMap((o) => o.findings),
    ...evaluateTypeCases(policy.cases, evidence),
  ];
  const unchecked = checks === 0 && !found.some((f) => f.level === "fail");
  // The unchecked finding says what the no-baseline one would, and how to fix it.
  const all = unchecked
    ? [
        ...evaluateUnchecked(policy.cases, evidence, rules),
        ...found.filter((f) => f.check !== "noBaseline"),
      ]
    : found;
  const failed = all.some((f) => f.level === "fail");
  const waived = failed && policy.waived !== null;
  const findings = waived ? all.map(waive) : all;
  const status = unchecked ? "unchecked" : !failed ? "passed" : waived ? "waived" : "failed";
  return {
    status,
    passed: !failed || waived,
    failures: findings.filter((f) => f.level === "fail"),
    warnings: findings.filter((f) => f.level === "warn"),
    waiver: policy.waived,
    checks,
    skipped: outcomes.flatMap((o) => o.skipped),
    correction: corrections.correction,
    checked: outcomes.flatMap((o) => o.checked),
    power: headlinePower(evidence, corrections, outcomes),
    unchecked: unchecked ? uncheckedReason(evidence, rules) : null,
  };
}

/**
 * The headline's minimum detectable drop: its check's when a rule checks it (under that check's
 * correction), else as a single test at 5%. Null without a baseline or a headline figure.
 */
function headlinePower(
  evidence: GateEvidence,
  corrections: Corrections,
  outcomes: readonly RuleOutcome[],
): HeadlinePower | null {
  const family = headlineFamily(evidence.current);
  const metric = family === undefined ? undefined : defaultRuleOf(family, evidence.current).metric;
  if (metric === undefined || evidence.baseline.kind !== "found") return null;
  const checked = outcomes.flatMap((o) => o.checked).find((c) => c.metric === metric);
  if (checked !== undefined) return { metric, mdd: checked.mdd, correction: checked.correction };
  const alone = { ...DEFAULT_GATE_RULE, metric, correction: "none" as const };
  const stats = corrections.stats(alone, metric);
  return { metric, mdd: stats.mdd, correction: stats.correction };
}

/**
 * The metric paths whose joint randomization the comparison keeps: every drop rule's pattern and
 * the headline figure (its minimum detectable drop is stated even when no rule gates it).
 */
export function watchedMetrics(policy: GatePolicy, current: unknown): string[] {
  const drops = rulesFor(policy, current)
    .filter((r) => r.maxDrop !== null || r.maxRelativeDrop !== null)
    .map((r) => r.metric);
  const family = headlineFamily(current);
  const headline = family === undefined ? undefined : defaultRuleOf(family, current).metric;
  return [...new Set([...drops, ...(headline === undefined ? [] : [headline])])];
}
