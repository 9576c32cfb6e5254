import { metricLabel } from "../gate/describe-check.ts";
import type { CheckedMetric, CheckOutcome, Verdict } from "../gate/verdict.ts";
import { deltaText, figureText, intervalText, pText, unitOfPath } from "../number-format.ts";
import { goldSet } from "./gold-name.ts";
import { plural } from "./markdown-blocks.ts";

/**
 * The checks table every report shows (docs/gate.md, "Three outcomes"): per drop check its
 * outcome, delta, interval, raw and adjusted p, and the minimum detectable drop, as plain text
 * cells (renderers escape them). One model, so terminal, markdown and HTML say the same.
 */

/** How each outcome reads. */
export const OUTCOME_TEXT: Readonly<Record<CheckOutcome, string>> = {
  regression: "regression",
  "no-regression": "no regression",
  "cannot-tell": "cannot tell",
};

/** Column titles of the checks table. */
export const CHECK_COLUMNS = [
  "check",
  "outcome",
  "Δ",
  "95% CI",
  "p",
  "adjusted p",
  "detects (80%)",
  "limit",
] as const;

/** A figure of a check in its unit (`brief`); a rate's with `pt`: `−2.3 pt`, `−0.3001`. */
function own(path: string, fraction: number, signed: boolean): string {
  const unit = unitOfPath(path);
  const text = (signed ? deltaText : figureText)(unit, fraction, "brief");
  return unit === "rate" ? `${text} pt` : text;
}

/** One check as its cells, in CHECK_COLUMNS order. */
export function checkCells(c: CheckedMetric): string[] {
  const ci =
    c.interval === null
      ? "–"
      : intervalText(unitOfPath(c.metric), c.interval[0], c.interval[1], "brief");
  const adjusted =
    c.pAdjusted === null
      ? "–"
      : c.correction === "none"
        ? "alone"
        : `${pText(c.pAdjusted)} (${c.correction})`;
  const grow =
    c.outcome === "cannot-tell" && c.unitsNeeded !== null ? `; ≈${c.unitsNeeded} needed` : "";
  const beyond = c.test === "beyond" ? " (beyond)" : "";
  return [
    `${metricLabel(c.metric)} ${c.check}`,
    OUTCOME_TEXT[c.outcome],
    own(c.metric, c.delta, true),
    ci,
    c.p === null ? "–" : pText(c.p),
    adjusted,
    c.mdd === null ? "–" : `${own(c.metric, c.mdd, false)}${grow}`,
    `${own(c.metric, c.limit, false)}${beyond}`,
  ];
}

/** `3 checks: 1 regression, 9 no regression, 3 cannot tell`. */
export function outcomeCounts(checked: readonly CheckedMetric[]): string {
  const count = (o: CheckOutcome): number => checked.filter((c) => c.outcome === o).length;
  const parts = (Object.keys(OUTCOME_TEXT) as CheckOutcome[])
    .filter((o) => count(o) > 0)
    .map((o) => `${count(o)} ${OUTCOME_TEXT[o]}`);
  return `${plural(checked.length, "drop check")}${parts.length === 0 ? "" : `: ${parts.join(", ")}`}`;
}

/** Which correction the verdict applied: `max-T (Westfall–Young) over 13 metrics`. */
export function correctionText(verdict: Verdict): string {
  const c = verdict.correction;
  const over = `over ${plural(c.hypotheses, "metric")}`;
  const why = c.reason === null ? "" : ` (${c.reason})`;
  if (c.method === "maxT")
    return `false alarms held at 5% by step-down max-T (Westfall–Young) ${over}`;
  if (c.method === "holm") return `false alarms held at 5% by Holm ${over}${why}`;
  return c.hypotheses === 0 && verdict.checked.every((x) => x.correction === "none")
    ? "no family-wise correction (each check alone at 5%)"
    : `no family-wise correction${why}`;
}

/** Rows shown when space is short: regressions and cannot-tell first, then the rest, in order. */
export function checksByWeight(checked: readonly CheckedMetric[]): CheckedMetric[] {
  const weight: Readonly<Record<CheckOutcome, number>> = {
    regression: 0,
    "cannot-tell": 1,
    "no-regression": 2,
  };
  return checked
    .map((c, i) => ({ c, i }))
    .sort((x, y) => weight[x.c.outcome] - weight[y.c.outcome] || x.i - y.i)
    .map((x) => x.c);
}

/** Rows the comment and the terminal show at most (the JSON report has every check). */
export const CHECK_ROWS = 50;

/**
 * `Headline overall strict F1: this ${goldName} detects drops of 2.1 pt with 80% power (maxT).`;
 * `goldName` is what the run calls its gold side (`test set` for per-item metrics).
 */
export function powerText(verdict: Verdict, goldName: string): string | null {
  const p = verdict.power;
  if (p === null || p.mdd === null) return null;
  const how = p.correction === "none" ? "at 5%" : `at 5% family-wise (${p.correction})`;
  return `Headline ${metricLabel(p.metric)}: this ${goldSet(goldName)} detects drops of ${own(p.metric, p.mdd, false)} with 80% power ${how}.`;
}
