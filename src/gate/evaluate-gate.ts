import type { GatePolicy } from "../config/settings.ts";
import { evaluateRunCases, evaluateTypeCases } from "./evaluate-cases.ts";
import { evaluateRule } from "./evaluate-rule.ts";
import type { GateEvidence } from "./evidence.ts";
import type { Finding, Verdict } from "./verdict.ts";

/** A failure turned into a warning by a waiver; the finding keeps `waived: true`. */
function waive(finding: Finding): Finding {
  return finding.level === "fail" ? { ...finding, level: "warn", waived: true } : finding;
}

/**
 * Decides the run: evaluates every rule and special case, then applies the waiver. The only
 * place pass/fail is decided. Findings keep their order: run cases, rules in order, type cases.
 * Throws UserError when a rule's metric path matches nothing (a config problem).
 */
export function evaluateGate(policy: GatePolicy, evidence: GateEvidence): Verdict {
  const outcomes = policy.rules.map((rule) => evaluateRule(rule, evidence));
  const all = [
    ...evaluateRunCases(policy.cases, evidence),
    ...outcomes.flatMap((o) => o.findings),
    ...evaluateTypeCases(policy.cases, evidence),
  ];
  const failed = all.some((f) => f.level === "fail");
  const waived = failed && policy.waived !== null;
  const findings = waived ? all.map(waive) : all;
  return {
    status: !failed ? "passed" : waived ? "waived" : "failed",
    passed: !failed || waived,
    failures: findings.filter((f) => f.level === "fail"),
    warnings: findings.filter((f) => f.level === "warn"),
    waiver: policy.waived,
    checks: outcomes.reduce((sum, o) => sum + o.checks, 0),
    skipped: outcomes.flatMap((o) => o.skipped),
  };
}
