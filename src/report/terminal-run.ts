import { describeAge } from "../baseline/baseline-age.ts";
import { listsBaselineSearch } from "../gate/evaluate-cases.ts";
import type { Finding, Verdict } from "../gate/verdict.ts";
import { recordOf } from "../measure/families/family.ts";
import { headlineFamily } from "../measure/families/registry.ts";
import type { SpanScheme } from "../measure/schemes.ts";
import { headlineLines, renderFamilyBlocks } from "./family-terminal.ts";
import { goldName, sharedScope } from "./gold-name.ts";
import { sizeText } from "./markdown-summary.ts";
import { buildReportModel } from "./report-model.ts";
import { baselineName, type RunResult } from "./run-result.ts";
import { renderCheckLines } from "./terminal-checks.ts";
import { paint, terminalCell, terminalSafe } from "./terminal-text.ts";

/** Where `--confidence`'s figures are in a run: its JSON's scores (the tables show intervals). */
export const RUN_CONFIDENCE_NOTE =
  "confidence data (--confidence): in the run JSON (--json, --out: `confidence` beside each rates object of scores), not in these tables";

/** Options of the run's terminal report. `color` is decided by the entry (TTY and NO_COLOR). */
export interface RunTerminalOptions {
  readonly scheme: SpanScheme;
  readonly color: boolean;
  /** Print confusion matrices (`--confusion`). */
  readonly confusion?: boolean;
}

function baselineLine(run: RunResult): string {
  const comparison = run.comparison;
  const p = comparison.baseline;
  if (comparison.kind === "no-baseline" && comparison.notComparable !== undefined)
    return `baseline: ${baselineName(p)} (${p.source}), NOT COMPARABLE (${p.notes.join("; ")})`;
  // The no-baseline warning below lists where it was sought: said once.
  const warned = [...run.verdict.failures, ...run.verdict.warnings].some(listsBaselineSearch);
  if (comparison.kind === "no-baseline")
    return warned
      ? "baseline: none found (where it was sought: see the warning below)"
      : `baseline: none (${p.notes.join("; ") || `baseline.source: ${p.requested}`})`;
  const name = goldName(run);
  const what = p.gold !== null && p.gold.baseline === p.gold.current ? "settings" : name;
  const gold =
    p.gold === null || !p.gold.changed
      ? `${name} unchanged`
      : p.gold.action === "rescored"
        ? `${what} changed, baseline re-scored`
        : p.gold.action === "shared"
          ? `${what} changed, compared on ${sharedScope(comparison, run.scores)}`
          : `${what.toUpperCase()} CHANGED, not re-scored`;
  const s = comparison.settings;
  const age =
    p.date === null
      ? ""
      : ` · ${p.date.slice(0, 10)}${p.ageDays === null ? "" : `, ${p.stale ? "STALE: " : ""}${describeAge(p.ageDays)}`}`;
  return `baseline: ${baselineName(p)} (${p.source})${age} · ${gold} · ${s.bootstrap.resamples} bootstrap resamples, seed ${s.seed}`;
}

function findingLine(f: Finding, color: boolean): string {
  const message = terminalCell(f.message);
  if (f.level === "fail") return `${paint(color, "red", "FAIL")}  ${message}`;
  return `${paint(color, "yellow", f.waived ? "WAIVED" : "WARN")}  ${message}`;
}

function verdictLine(verdict: Verdict, color: boolean): string {
  const counts = `${verdict.failures.length} failure(s), ${verdict.warnings.length} warning(s), ${verdict.checks} check(s)`;
  if (verdict.unchecked !== null) {
    const mark = verdict.passed ? "?" : "✖";
    const hue = verdict.passed ? "yellow" : "red";
    const text = `${mark} nothing was checked: ${verdict.unchecked}${verdict.passed ? "" : " (gate failed)"}`;
    return paint(color, "bold", paint(color, hue, text));
  }
  if (verdict.status === "failed")
    return paint(color, "bold", paint(color, "red", `✖ gate failed: ${counts}`));
  if (verdict.status === "waived")
    return paint(
      color,
      "bold",
      paint(color, "yellow", `✔ gate passed with a waiver (${verdict.waiver ?? ""}): ${counts}`),
    );
  return paint(color, "bold", paint(color, "green", `✔ gate passed: ${counts}`));
}

/** A verdict as terminal lines: every finding and skipped note, the verdict last. */
export function renderVerdictLines(verdict: Verdict, color: boolean): string[] {
  return [
    ...[...verdict.failures, ...verdict.warnings].map((f) => findingLine(f, color)),
    ...verdict.skipped.map((s) => paint(color, "dim", `note  ${s}`)),
    verdictLine(verdict, color),
  ];
}

/** `--quiet`: only the gate's failures and the verdict line. */
export function renderQuietRun(run: RunResult, options: RunTerminalOptions): string {
  const { failures } = run.verdict;
  const lines = [
    ...failures.map((f) => findingLine(f, options.color)),
    verdictLine(run.verdict, options.color),
  ];
  return `${lines.join("\n")}\n`;
}

/**
 * The run in a terminal: header, baseline, the headline family's figure, then every family's
 * tables in headline order (a tbf run: events before spans), findings, verdict last.
 */
export function renderRunTerminal(run: RunResult, options: RunTerminalOptions): string {
  const { scores, verdict } = run;
  const { color, scheme } = options;
  const settings = recordOf(scores.settings) ?? {};
  const title = [
    `Goldgate ${run.tool.version}`,
    String(settings.format ?? headlineFamily(scores)?.title ?? ""),
    ...(typeof settings.compat === "string" ? [`profile ${settings.compat}`] : []),
  ];
  const lines = [
    paint(color, "bold", title.join(" · ")),
    `${goldName(run)}: ${sizeText(run, "gold")} · system: ${sizeText(run, "system")}`,
    paint(color, "dim", baselineLine(run)),
    // A compared run's notes (a family left out of the comparison, and why), as the PR comment says them.
    ...(run.comparison.kind === "compared"
      ? run.comparison.baseline.notes.map((n) => `note: ${terminalCell(n)}`)
      : []),
    "",
    ...headlineLines(scores, scheme, run.comparison).map((l, i) =>
      i === 0 ? paint(color, "bold", l) : l,
    ),
    ...renderFamilyBlocks(scores, {
      comparison: run.comparison,
      confusion: options.confusion === true,
      view: scheme,
      counts: false,
      model: buildReportModel(run, scheme),
      color,
    }),
    ...(settings.confidence === true ? ["", RUN_CONFIDENCE_NOTE] : []),
    ...renderCheckLines(verdict, goldName(run)),
    "",
    ...[...verdict.failures, ...verdict.warnings].map((f) => findingLine(f, color)),
    ...verdict.skipped.map((s) => paint(color, "dim", `note  ${s}`)),
    ...(scores.issues.length === 0
      ? []
      : [paint(color, "dim", `${scores.issues.length} data issue(s); see --json or --markdown`)]),
    verdictLine(verdict, color),
  ];
  return terminalSafe(`${lines.join("\n")}\n`, color);
}
