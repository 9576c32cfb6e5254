import type { Trend } from "../baseline/trend.ts";
import type { SpanScheme } from "../measure/schemes.ts";
import { renderFamilySections } from "./family-markdown.ts";
import { goldName } from "./gold-name.ts";
import { blocks, bullets, details as collapsible, plural } from "./markdown-blocks.ts";
import { renderChecks } from "./markdown-checks.ts";
import { renderClassErrors } from "./markdown-class-errors.ts";
import { annotationChangeCount, renderChangeDetails, renderIssues } from "./markdown-details.ts";
import { join, type Md, md, raw } from "./markdown-escape.ts";
import {
  type FooterLink,
  renderCompared,
  renderFindings,
  renderFooter,
  renderHeadline,
} from "./markdown-summary.ts";
import { buildReportModel, classRowCount, type ReportModel } from "./report-model.ts";
import type { RunResult } from "./run-result.ts";
import { renderTrendMermaid } from "./trend-chart.ts";

/** GitHub's limit on a comment or job-summary body, in characters. */
export const GITHUB_BODY_LIMIT = 65_536;

/** Options of the markdown report; `budget` is in UTF-16 code units (≥ characters). */
export interface MarkdownOptions {
  readonly scheme: SpanScheme;
  readonly links: readonly FooterLink[];
  readonly budget: number;
  /** Type rows kept when the type table must shrink. */
  readonly worstTypes: number;
  /** The headline across releases, shown as a mermaid chart in a collapsed section. */
  readonly trend: Trend | null;
}

/** Defaults: strict scheme, no links, GitHub's limit, 25 type rows when shrinking. */
export const DEFAULT_MARKDOWN_OPTIONS: MarkdownOptions = Object.freeze({
  scheme: "strict",
  links: Object.freeze([]),
  budget: GITHUB_BODY_LIMIT,
  worstTypes: 25,
  trend: null,
});

/** Detail dropped, in this order, until the body fits the budget. */
/** `classRows`: class rows (span types) beyond the worst ones. */
export const SHRINK_STEPS = [
  "annotations",
  "documents",
  "issues",
  "classRows",
  "findings",
] as const;
type ShrinkStep = (typeof SHRINK_STEPS)[number];

/** Findings listed per kind once `findings` has been shrunk. */
const SHRUNK_FINDINGS = 10;

/** How far a body was shrunk: the steps taken and, once `types` is, how many type rows stay. */
interface Shrink {
  readonly dropped: readonly ShrinkStep[];
  readonly typeRows: number;
}

/** What a step removed, or null when it removed nothing (no notice for it). */
function droppedText(
  step: ShrinkStep,
  run: RunResult,
  model: ReportModel,
  shrink: Shrink,
): string | null {
  const annotations = annotationChangeCount(run.comparison);
  const rows = classRowCount(model);
  const noun = model.families.find((f) => f.classes !== null)?.classes?.noun ?? "class";
  const findings = Math.max(run.verdict.failures.length, run.verdict.warnings.length);
  const texts: Record<ShrinkStep, string | null> = {
    annotations:
      annotations === 0
        ? null
        : `newly broken and fixed annotations (${plural(annotations, "row")})`,
    documents: run.comparison.kind === "compared" ? "per-document changes" : null,
    issues: run.scores.issues.length === 0 ? null : `data issues (${run.scores.issues.length})`,
    classRows: `${noun} rows beyond the worst ${shrink.typeRows} (${plural(rows - shrink.typeRows, "row")})`,
    findings:
      findings <= SHRUNK_FINDINGS
        ? null
        : `failures and warnings beyond the first ${SHRUNK_FINDINGS} of each`,
  };
  return texts[step];
}

function notice(run: RunResult, model: ReportModel, shrink: Shrink): Md {
  const what = shrink.dropped.flatMap((s) => droppedText(s, run, model, shrink) ?? []);
  if (what.length === 0) return md("");
  return md(
    `✂️ Shortened to fit GitHub's ${GITHUB_BODY_LIMIT}-character limit. Dropped: ${what.join("; ")}. The JSON and CSV reports have everything.`,
    2000,
  );
}

function details(run: RunResult, scheme: SpanScheme, dropped: readonly ShrinkStep[]): Md[] {
  const keep = (step: ShrinkStep): boolean => !dropped.includes(step);
  return [
    ...renderChangeDetails(run.comparison, scheme, keep),
    keep("issues") ? renderIssues(run.scores.issues) : md(""),
  ];
}

/**
 * The trend chart, collapsed, with the notes on releases left out (as under the HTML chart);
 * nothing with fewer than two points.
 */
function trendSection(trend: Trend | null): Md {
  const chart = trend === null ? null : renderTrendMermaid(trend);
  if (chart === null || trend === null) return md("");
  const notes = bullets(trend.notes.map((n) => md(n, 1000)));
  return collapsible(
    `Trend: ${trend.metric} across releases`,
    trend.notes.length === 0 ? chart : join([chart, raw("\n\n"), notes]),
  );
}

function compose(
  run: RunResult,
  model: ReportModel,
  options: MarkdownOptions,
  shrink: Shrink,
): string {
  const { scheme } = options;
  const { dropped } = shrink;
  const findingLimit = dropped.includes("findings") ? SHRUNK_FINDINGS : Number.POSITIVE_INFINITY;
  const selection = dropped.includes("classRows")
    ? ({ kind: "worst", n: shrink.typeRows } as const)
    : ({ kind: "all" } as const);
  const body = blocks([
    renderHeadline(run, model),
    notice(run, model, shrink),
    renderCompared(run, model),
    renderFindings(run.verdict, findingLimit),
    renderChecks(run.verdict, goldName(run)),
    dropped.includes("annotations") ? md("") : renderClassErrors(model.classErrors),
    renderFamilySections(
      model,
      run.scores,
      run.comparison,
      !dropped.includes("documents"),
      selection,
    ),
    ...details(run, scheme, dropped),
    dropped.includes("documents") ? md("") : trendSection(options.trend),
    raw("---"),
    renderFooter(run.tool.version, options.links),
  ]);
  return `${body}\n`;
}

/** The most type rows (at least `worstTypes`) that fit, by bisection; null when even that fails. */
function fitTypes(run: RunResult, model: ReportModel, options: MarkdownOptions): string | null {
  const dropped = SHRINK_STEPS.slice(0, 4);
  const at = (typeRows: number): string => compose(run, model, options, { dropped, typeRows });
  const total = classRowCount(model);
  let lo = Math.min(options.worstTypes, total);
  let best = at(lo);
  if (best.length > options.budget) return null;
  let hi = total - 1;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    const body = at(mid);
    if (body.length <= options.budget) [lo, best] = [mid, body];
    else hi = mid - 1;
  }
  return best;
}

/**
 * The PR comment and job summary: verdict, what was compared, failures and warnings, the per-type
 * table, collapsible details and a footer. Pure and deterministic. When the body exceeds
 * `budget`, detail is dropped in SHRINK_STEPS order (type rows down to the most that fit, at
 * least `worstTypes`) and a notice says what; a body that still does not fit is cut at a line
 * boundary with a last notice.
 */
export function renderMarkdown(
  run: RunResult,
  options: MarkdownOptions = DEFAULT_MARKDOWN_OPTIONS,
): string {
  const model = buildReportModel(run, options.scheme);
  const all = classRowCount(model);
  for (let k = 0; k <= 3; k++) {
    const body = compose(run, model, options, {
      dropped: SHRINK_STEPS.slice(0, k),
      typeRows: all,
    });
    if (body.length <= options.budget) return body;
  }
  const fitted = fitTypes(run, model, options);
  if (fitted !== null) return fitted;
  const typeRows = Math.min(options.worstTypes, all);
  const body = compose(run, model, options, { dropped: SHRINK_STEPS, typeRows });
  if (body.length <= options.budget) return body;
  const tail = `\n\n✂️ Cut at ${options.budget} characters. The JSON and CSV reports have everything.\n`;
  const cut = body.slice(0, Math.max(0, options.budget - tail.length));
  return `${cut.slice(0, Math.max(0, cut.lastIndexOf("\n")))}${tail}`;
}
