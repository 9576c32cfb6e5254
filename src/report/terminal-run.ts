import { describeAge } from "../baseline/baseline-age.ts";
import { isDefined, type MetricDelta } from "../baseline/comparison.ts";
import { listsBaselineSearch } from "../gate/evaluate-cases.ts";
import type { Finding, Verdict } from "../gate/verdict.ts";
import { recordOf } from "../measure/families/family.ts";
import { inputsOf } from "../measure/families/inputs.ts";
import { headlineFamily, unitOf } from "../measure/families/registry.ts";
import { type Figures, type ReportedScore, UNDEFINED_FIGURE } from "../measure/prf.ts";
import type { SpanScheme } from "../measure/schemes.ts";
import type { InputSummary } from "../measure/scores.ts";
import { TYPE_SUM_LABEL, TYPE_SUM_NOTE, typeRowSum } from "../measure/type-sum.ts";
import { deltaText, intervalText } from "../number-format.ts";
import { headlineLines, renderFamilyBlocks } from "./family-terminal.ts";
import { baselineName, type RunResult, type SpanRunResult, spanRun } from "./run-result.ts";
import { alignColumns, percent } from "./terminal.ts";
import { renderCheckLines } from "./terminal-checks.ts";
import { terminalCell, terminalSafe } from "./terminal-text.ts";

/** Options of the run's terminal report. `color` is decided by the entry (TTY and NO_COLOR). */
export interface RunTerminalOptions {
  readonly scheme: SpanScheme;
  readonly color: boolean;
  /** Print confusion matrices (`--confusion`). */
  readonly confusion?: boolean;
}

/** ANSI styles; every one is reset by its own closing code so styles nest. */
const STYLES = {
  bold: ["\u001b[1m", "\u001b[22m"],
  dim: ["\u001b[2m", "\u001b[22m"],
  red: ["\u001b[31m", "\u001b[39m"],
  green: ["\u001b[32m", "\u001b[39m"],
  yellow: ["\u001b[33m", "\u001b[39m"],
} as const satisfies Record<string, readonly [string, string]>;
type Style = keyof typeof STYLES;

/** Wraps text in an ANSI style when colour is on. */
export function paint(color: boolean, style: Style, text: string): string {
  return color ? `${STYLES[style][0]}${text}${STYLES[style][1]}` : text;
}

function deltaCells(d: MetricDelta | undefined): string[] {
  if (d === undefined) return ["", ""];
  if (!isDefined(d)) return [UNDEFINED_FIGURE, UNDEFINED_FIGURE];
  return [deltaText("rate", d.delta, "full"), intervalText("rate", d.ci.lower, d.ci.upper, "full")];
}

function rateCells(r: Figures | undefined): string[] {
  return r === undefined
    ? ["-", "-", "-"]
    : [percent(r.precision), percent(r.recall), percent(r.f1)];
}

function countCells(s: ReportedScore | undefined): string[] {
  return s === undefined ? ["", ""] : [String(s.possible), String(s.actual)];
}

/** Colours a finished row by its ΔF1: red for a significant drop, green for a significant gain. */
function tint(row: string, d: MetricDelta | undefined, color: boolean): string {
  if (!isDefined(d) || !color) return row;
  if (d.ci.upper < 0) return paint(true, "red", row);
  if (d.ci.lower > 0) return paint(true, "green", row);
  return row;
}

interface TerminalRow {
  readonly cells: string[];
  readonly delta: MetricDelta | undefined;
}

function typeRow(run: SpanRunResult, name: string, scheme: SpanScheme): TerminalRow {
  const c = run.comparison.kind === "compared" ? run.comparison : null;
  const t = c?.types[name];
  const delta = t?.status === "both" ? t[scheme].f1 : undefined;
  const s = run.scores.types[name]?.[scheme];
  const label = t?.status === "new" || t?.status === "gone" ? `${name} (${t.status})` : name;
  const cells = [
    label,
    ...countCells(s),
    ...rateCells(s),
    ...(c === null ? [] : deltaCells(delta)),
  ];
  return { cells, delta };
}

function typeTable(whole: RunResult, scheme: SpanScheme, color: boolean): string[] {
  const run = spanRun(whole);
  if (run === null) return [];
  const c = run.comparison.kind === "compared" ? run.comparison : null;
  const names = [...new Set([...Object.keys(run.scores.types), ...Object.keys(c?.types ?? {})])];
  const { overall, macro } = run.scores;
  const typeSum = typeRowSum(run.scores, scheme);
  const rows: TerminalRow[] = [
    ...names.sort().map((name) => typeRow(run, name, scheme)),
    row("micro", overall[scheme], c?.overall[scheme].f1, c !== null, true),
    ...(typeSum === null ? [] : [row(TYPE_SUM_LABEL, typeSum, undefined, c !== null, true)]),
    row("macro (types)", macro.types[scheme], c?.macro.types[scheme].f1, c !== null, false),
    row("macro (docs)", macro.documents[scheme], c?.macro.documents[scheme].f1, c !== null, false),
  ];
  const extra = c === null ? [] : ["ΔF1", "95% CI"];
  const lines = alignColumns([
    [scheme, "gold", "sys", "P%", "R%", "F1%", ...extra],
    ...rows.map((r) => r.cells),
  ]);
  const painted = lines.map((line, i) =>
    i === 0 ? paint(color, "bold", line) : tint(line, rows[i - 1]?.delta, color),
  );
  return typeSum === null ? painted : [...painted, paint(color, "dim", TYPE_SUM_NOTE)];
}

function row(
  label: string,
  r: Figures & Partial<ReportedScore>,
  d: MetricDelta | undefined,
  compared: boolean,
  counts: boolean,
) {
  const countsCells = counts ? [String(r.possible ?? ""), String(r.actual ?? "")] : ["", ""];
  // An undefined figure (0/0) has no change either.
  const change = r.f1 === null ? [UNDEFINED_FIGURE, UNDEFINED_FIGURE] : deltaCells(d);
  return {
    cells: [label, ...countsCells, ...rateCells(r), ...(compared ? change : [])],
    delta: r.f1 === null ? undefined : d,
  };
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
  const gold =
    p.gold === null || !p.gold.changed
      ? "gold unchanged"
      : p.gold.action === "rescored"
        ? "gold changed, baseline re-scored"
        : "GOLD CHANGED, not re-scored";
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
  const { gold, system } = inputsOf(scores);
  const settings = recordOf(scores.settings) ?? {};
  const title = [
    `Goldgate ${run.tool.version}`,
    String(settings.format ?? headlineFamily(scores)?.title ?? ""),
    ...(typeof settings.compat === "string" ? [`profile ${settings.compat}`] : []),
  ];
  const family = headlineFamily(scores);
  const items = family !== undefined && unitOf(family, scores) === "item";
  const size = (s: InputSummary): string =>
    items ? `${s.documents} items` : `${s.documents} documents, ${s.annotations} annotations`;
  const lines = [
    paint(color, "bold", title.join(" · ")),
    `gold: ${size(gold)} · system: ${size(system)}`,
    paint(color, "dim", baselineLine(run)),
    "",
    ...headlineLines(scores, scheme, run.comparison).map((l, i) =>
      i === 0 ? paint(color, "bold", l) : l,
    ),
    ...renderFamilyBlocks(scores, {
      comparison: run.comparison,
      confusion: options.confusion === true,
      view: scheme,
      counts: false,
      dedicated: () => typeTable(run, scheme, color),
    }),
    ...renderCheckLines(verdict),
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
