import { type DetailSpan, offsetsText } from "../align/details.ts";
import type { DiffSelection } from "../align/diff-view.ts";
import { describeAge } from "../baseline/baseline-age.ts";
import {
  type AnnotationChange,
  annotationDiffOf,
  type Comparison,
} from "../baseline/comparison.ts";
import type { Trend } from "../baseline/trend.ts";
import type { Verdict } from "../gate/verdict.ts";
import { familyDetails } from "./family-details.ts";
import { goldName } from "./gold-name.ts";
import { renderChecksHtml } from "./html-checks.ts";
import { renderClassErrorsHtml } from "./html-classes.ts";
import { RELATIONS, renderAnnotationDiff } from "./html-diff.ts";
import { type Html, html } from "./html-escape.ts";
import {
  HTML_LIMITS,
  renderFamilyHtml,
  renderUnitChanges,
  renderUnitTable,
} from "./html-families.ts";
import { renderPage } from "./html-page.ts";
import { buildReportModel } from "./report-model.ts";
import { baselineName, type RunResult } from "./run-result.ts";
import { renderTrendSvg } from "./trend-chart.ts";

/**
 * What the HTML report shows beyond the run result: the documents of the annotation diff, the
 * baseline's scores document (for per-document deltas) and the trend across releases.
 */
export interface ReportView {
  readonly diff: DiffSelection | null;
  readonly baseline: unknown;
  readonly trend: Trend | null;
  /** Why there is no annotation diff where a scoring run would show one (a merge of shards). */
  readonly diffNote?: string;
}

/** The scheme of the tables, the per-annotation changes and the document F1 (default strict). */
function schemeOf(c: Comparison): string {
  return c.settings.scheme;
}

/** The verdict's first words: Passed, Failed, Waived, or that nothing was checked and why. */
function verdictWord(v: Verdict): string {
  if (v.unchecked !== null)
    return `Nothing was checked: ${v.unchecked}${v.passed ? "" : " (the gate failed)"}`;
  return v.status === "waived" ? "Waived" : v.passed ? "Passed" : "Failed";
}

function renderVerdict(run: RunResult): Html {
  const v = run.verdict;
  const item = (f: { readonly message: string }) => html`<li>${f.message}</li>`;
  const c = run.comparison;
  const notes = c.baseline.notes.map((n) => html`<li>${n}</li>`);
  const b = c.baseline;
  const age =
    b.date === null
      ? ""
      : `, committed ${b.date.slice(0, 10)}${b.ageDays === null ? "" : `, ${b.stale ? "stale: " : ""}${describeAge(b.ageDays)}`}`;
  const base =
    c.kind === "compared"
      ? html`Compared with <b>${baselineName(b)}</b> (${b.source}${age}).`
      : html`No baseline${c.baseline.notes.length === 0 ? ": none was configured" : ""}.`;
  return html`<header><h1>Goldgate report</h1>
<p class="verdict ${v.passed && v.unchecked === null ? "passed" : "failed"}">${verdictWord(v)}: ${v.checks} check${v.checks === 1 ? "" : "s"}, ${v.failures.length} failure${v.failures.length === 1 ? "" : "s"}, ${v.warnings.length} warning${v.warnings.length === 1 ? "" : "s"}.</p>
${v.failures.length === 0 ? null : html`<h3>Failures</h3><ul class="failures">${v.failures.map(item)}</ul>`}
${v.warnings.length === 0 ? null : html`<h3>Warnings</h3><ul>${v.warnings.map(item)}</ul>`}
${renderChecksHtml(v, goldName(run))}
<p>${base}</p>${notes.length === 0 ? null : html`<ul class="note">${notes}</ul>`}</header>`;
}

function spanText(s: DetailSpan | null): Html {
  return s === null
    ? html`—`
    : html`${s.type} ${offsetsText(s)}${s.text === undefined ? null : html` <q>${s.text}</q>`}`;
}

function changeRow(x: AnnotationChange): Html {
  if (x.kind === "spurious")
    return html`<tr><td>${x.document}</td><td>—</td><td>${spanText(x.system)}</td><td>spurious</td></tr>`;
  const then = RELATIONS[x.baseline.category].name;
  const now = RELATIONS[x.current.category].name;
  return html`<tr><td>${x.document}</td><td>${spanText(x.gold)}</td><td>${spanText(x.current.system)}</td><td>${then} → ${now}</td></tr>`;
}

/** Annotations newly broken and fixed against the baseline, from whichever engine recorded them. */
function renderAnnotationChanges(c: Comparison): Html | null {
  const a = annotationDiffOf(c);
  if (a === null) return null;
  if (!a.available)
    return html`<section id="changes"><h2>Newly broken and fixed annotations</h2><p class="note">${a.reason ?? "not available"}</p></section>`;
  const table = (title: string, list: readonly AnnotationChange[]) => {
    const rows = list.slice(0, HTML_LIMITS.rows).map(changeRow);
    return html`<h3>${title} (${list.length})</h3>${rows.length === 0 ? html`<p>None.</p>` : html`<table><thead><tr><th>document</th><th>gold</th><th>system now</th><th>outcome</th></tr></thead><tbody>${rows}</tbody></table>`}`;
  };
  return html`<section id="changes"><h2>Newly broken and fixed annotations (${a.scheme})</h2>${table("Newly broken", a.newlyBroken)}${table("Newly fixed", a.newlyFixed)}</section>`;
}

function renderTrend(trend: Trend | null): Html | null {
  if (trend === null || trend.points.length === 0) return null;
  const notes = trend.notes.map((n) => html`<li>${n}</li>`);
  return html`<section id="trend"><h2>Trend across releases</h2>${renderTrendSvg(trend)}${notes.length === 0 ? null : html`<ul class="note">${notes}</ul>`}</section>`;
}

/** In place of the annotation diff, why it is missing (a run merged from shards). */
function renderDiffNote(note: string | undefined): Html | null {
  if (note === undefined) return null;
  return html`<section id="diff"><h2>Annotation diff</h2><p class="note">${note}</p></section>`;
}

/** The whole report: one self-contained HTML page (docs/report.md). */
export function renderHtmlReport(run: RunResult, view: ReportView): string {
  const doc: unknown = run.scores;
  const c = run.comparison;
  const scheme = schemeOf(c);
  const model = buildReportModel(run, scheme);
  const families = model.families.map((f) => f.family);
  const baseline = c.kind === "compared" ? view.baseline : null;
  const sections: (Html | null)[] = [
    renderVerdict(run),
    renderTrend(view.trend),
    html`<section id="corpus"><h2>Corpus statistics</h2></section>`,
    ...model.families.map((f, k) => renderFamilyHtml(f, doc, c, scheme, k)),
    renderClassErrorsHtml(model.classErrors),
    html`<section id="documents"><h2>Document statistics</h2>${families.map((f) => renderUnitTable(f, doc, baseline ?? null, scheme))}</section>`,
    renderAnnotationChanges(c),
    ...families.map((f) => renderUnitChanges(f, doc, c)),
    view.diff === null
      ? renderDiffNote(view.diffNote)
      : renderAnnotationDiff(view.diff, familyDetails(doc)),
  ];
  const nav = [
    { href: "#corpus", label: "Corpus" },
    { href: "#documents", label: "Documents" },
    ...(view.trend === null ? [] : [{ href: "#trend", label: "Trend" }]),
    ...(c.kind === "compared" ? [{ href: "#changes", label: "Changes" }] : []),
    ...(model.classErrors.length === 0 ? [] : [{ href: "#class-errors", label: "Errors" }]),
    ...(view.diff === null && view.diffNote === undefined
      ? []
      : [{ href: "#diff", label: "Annotation diff" }]),
  ];
  return String(
    renderPage(
      "Goldgate report",
      nav,
      sections.filter((s): s is Html => s !== null),
    ),
  );
}
