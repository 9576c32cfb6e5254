import { offsetsText } from "../align/details.ts";
import type {
  AnnotationChange,
  AnnotationDiff,
  AnnotationState,
  Comparison,
  DocumentDelta,
  DocumentsDelta,
} from "../baseline/comparison.ts";
import type { Issue } from "../corpus/model.ts";
import type { SpanScheme } from "../measure/schemes.ts";
import { deltaText, figureText } from "../number-format.ts";
import { blocks, bullets, details, plural, table } from "./markdown-blocks.ts";
import { type Md, md } from "./markdown-escape.ts";

/** Per-document changes as a family's engine records them (the clash-tally engine of spans). */
interface DocumentChanges {
  readonly documents: DocumentsDelta;
}

/** Per-annotation changes as a family's engine records them, with their text. */
interface AnnotationChanges {
  readonly annotations: AnnotationDiff;
}

/**
 * The comparison's section that records per-document and per-annotation changes, whichever
 * family's it is; null without a baseline or when no engine records them.
 */
function changesOf(c: Comparison): (DocumentChanges & AnnotationChanges) | null {
  if (c.kind !== "compared") return null;
  for (const section of Object.values(c.families))
    if ("annotations" in section && "documents" in section) return section;
  return null;
}

/** The detail a shrinking comment drops first: per-document and per-annotation changes. */
export type DetailStep = "documents" | "annotations";

/**
 * Per-document changes (under `scheme`), why per-annotation changes are missing, and the newly
 * broken and fixed annotations: each section whose step `keep` allows; none without a baseline.
 */
export function renderChangeDetails(
  c: Comparison,
  scheme: SpanScheme,
  keep: (step: DetailStep) => boolean,
): Md[] {
  const changes = changesOf(c);
  if (changes === null) return [];
  return [
    keep("documents") ? renderDocuments(changes, scheme) : md(""),
    keep("annotations") ? renderAnnotationsUnavailable(changes) : md(""),
    keep("annotations") ? renderAnnotations(changes, true) : md(""),
    keep("annotations") ? renderAnnotations(changes, false) : md(""),
  ];
}

/** The number of newly broken and fixed annotations a comparison records (0 without any). */
export function annotationChangeCount(c: Comparison): number {
  const a = changesOf(c)?.annotations;
  return (a?.newlyBroken.length ?? 0) + (a?.newlyFixed.length ?? 0);
}

/** Rows shown per annotation table and issues shown in the issues list. */
export const DETAIL_LIMITS = { annotations: 50, issues: 50 } as const;

function documentRow(d: DocumentDelta): Md[] {
  return [
    md(d.id, 80),
    md(figureText("rate", d.baseline.f1, "brief")),
    md(figureText("rate", d.current.f1, "brief")),
    md(deltaText("rate", d.delta, "brief")),
    md(d.current.possible),
    md(d.current.actual),
  ];
}

/** Per-document changes: the largest regressions and improvements, collapsible. */
export function renderDocuments(c: DocumentChanges, scheme: SpanScheme): Md {
  const docs = c.documents[scheme];
  const header = ["Document", "Baseline F1", "F1", "ΔF1", "Gold", "System"].map((h) => md(h));
  const align = ["l", "r", "r", "r", "r", "r"] as const;
  const section = (title: string, list: readonly DocumentDelta[]): Md =>
    list.length === 0 ? md("") : blocks([md(title), table(header, list.map(documentRow), align)]);
  const only = [
    ...(c.documents.onlyBaseline.length > 0
      ? [md(`Only in the baseline: ${c.documents.onlyBaseline.join(", ")}`, 1000)]
      : []),
    ...(c.documents.onlyCurrent.length > 0
      ? [md(`Only in this run: ${c.documents.onlyCurrent.join(", ")}`, 1000)]
      : []),
  ];
  const summary = `Per-document changes (${scheme}): ${docs.regressed} regressed, ${docs.improved} improved, ${docs.unchanged} unchanged of ${c.documents.paired} paired`;
  const body = blocks([
    section("Largest regressions", docs.regressions),
    section("Largest improvements", docs.improvements),
    bullets(only),
  ]);
  return details(summary, body === "" ? md("No document changed.") : body);
}

function stateText(state: AnnotationState): string {
  if (state.system === null) return state.category;
  const text = state.system.text === undefined ? "" : ` "${state.system.text}"`;
  return `${state.category}: ${state.system.type}${text}`;
}

function changeRow(change: AnnotationChange, broken: boolean): Md[] {
  if (change.kind === "spurious") {
    const s = change.system;
    const [was, now] = broken ? ["—", "spurious"] : ["spurious", "—"];
    return [
      md(change.document, 60),
      md(s.type, 40),
      md(s.text ?? "", 80),
      md(offsetsText(s)),
      md(was),
      md(now),
    ];
  }
  const g = change.gold;
  return [
    md(change.document, 60),
    md(g.type, 40),
    md(g.text ?? "", 80),
    md(offsetsText(g)),
    md(stateText(change.baseline), 100),
    md(stateText(change.current), 100),
  ];
}

/** Newly broken or newly fixed annotations, with their text, at most DETAIL_LIMITS.annotations. */
export function renderAnnotations(c: AnnotationChanges, broken: boolean): Md {
  const list = broken ? c.annotations.newlyBroken : c.annotations.newlyFixed;
  const title = `${broken ? "Newly broken" : "Newly fixed"} annotations (${c.annotations.scheme}): ${list.length}`;
  if (list.length === 0) return md("");
  const limit = DETAIL_LIMITS.annotations;
  const header = ["Document", "Type", "Text", "Span", "Baseline", "Now"].map((h) => md(h));
  const rows = list.slice(0, limit).map((change) => changeRow(change, broken));
  const more =
    list.length > limit
      ? md(`Showing ${limit} of ${list.length}; the CSV report has every row.`)
      : md("");
  return details(title, blocks([table(header, rows, ["l", "l", "l", "r", "l", "l"]), more]));
}

function issueItem(issue: Issue): Md {
  const where =
    issue.file === undefined
      ? ""
      : `${issue.file}${issue.line === undefined ? "" : `:${issue.line}`}: `;
  return md(`${issue.severity}: ${where}${issue.message}`, 300);
}

/** Data issues found while reading, at most DETAIL_LIMITS.issues. */
export function renderIssues(issues: readonly Issue[]): Md {
  if (issues.length === 0) return md("");
  const limit = DETAIL_LIMITS.issues;
  const listed = issues.slice(0, limit).map(issueItem);
  const more =
    issues.length > limit ? [md(`… and ${issues.length - limit} more (see the JSON report)`)] : [];
  return details(`Data issues: ${plural(issues.length, "issue")}`, bullets([...listed, ...more]));
}

/** Why per-annotation changes are missing, when the comparison could not compute them. */
export function renderAnnotationsUnavailable(c: AnnotationChanges): Md {
  return c.annotations.available
    ? md("")
    : md(`Per-annotation changes: not available (${c.annotations.reason ?? "no details"}).`, 300);
}
