import {
  type AnnotationChange,
  type AnnotationState,
  isDefined,
  type MetricDelta,
} from "../baseline/comparison.ts";
import { spanComparison } from "../baseline/span-comparison.ts";
import { pathOf } from "../measure/families/family.ts";
import { familiesIn } from "../measure/families/registry.ts";
import { rateArithmetic, reportsUndefined, scoreTally } from "../measure/prf.ts";
import { SPAN_SCHEMES } from "../measure/schemes.ts";
import { renderCsv } from "./csv.ts";
import { deltaAt } from "./family-markdown.ts";
import { type RunResult, spanRun } from "./run-result.ts";

/** File names of `goldgate run --csv DIR`, in the order they are written. */
export const RUN_CSV_FILES = [
  "types.csv",
  "documents.csv",
  "annotations.csv",
  "metrics.csv",
] as const;
export type RunCsvFile = (typeof RUN_CSV_FILES)[number];

type Cell = string | number | null | undefined;

const COUNT_KEYS = [
  "possible",
  "actual",
  "correct",
  "incorrect",
  "partial",
  "missed",
  "spurious",
] as const;
const RATE_KEYS = ["precision", "recall", "f1"] as const;

function deltaCells(d: MetricDelta | undefined): Cell[] {
  if (d === undefined) return ["", "", "", "", ""];
  if (!isDefined(d)) return [d.baseline ?? "", "", "", "", ""];
  return [d.baseline, d.delta, d.ci.lower, d.ci.upper, d.p];
}

/**
 * One row per figure of every family in the scores (its path, label, value and support) with its
 * comparison when there is one: the one CSV that covers spans, events, labels and agreement alike.
 */
function metricsCsv(run: RunResult): string {
  const rows = familiesIn(run.scores).flatMap((family) =>
    family
      .rows(run.scores)
      .map((r): Cell[] => [
        family.name,
        pathOf(r.keys),
        r.label,
        r.value ?? "",
        r.support ?? "",
        ...deltaCells(deltaAt(run.comparison, r.keys)),
      ]),
  );
  const header = ["family", "path", "label", "value", "support"];
  return renderCsv([...header, "baseline", "delta", "ci_lower", "ci_upper", "p_value"], rows);
}

/** One row per type and scheme: counts, rates (fractions), and the F1 comparison when there is one. */
function typesCsv(run: RunResult): string {
  const types = spanRun(run)?.scores.types ?? {};
  const c = spanRun(run) === null ? null : spanComparison(run.comparison);
  const names = [...new Set([...Object.keys(types), ...Object.keys(c?.types ?? {})])].sort();
  const failing = new Set(run.verdict.failures.flatMap((f) => f.type ?? []));
  const warned = new Set(run.verdict.warnings.flatMap((f) => f.type ?? []));
  const rows = names.flatMap((name) =>
    SPAN_SCHEMES.map((scheme): Cell[] => {
      const s = types[name]?.[scheme];
      const t = c?.types[name];
      const finding = failing.has(name) ? "fail" : warned.has(name) ? "warn" : "";
      return [
        name,
        scheme,
        t?.status ?? "both",
        ...COUNT_KEYS.map((k) => s?.[k]),
        ...RATE_KEYS.map((k) => s?.[k]),
        ...deltaCells(t?.status === "both" ? t[scheme].f1 : undefined),
        finding,
      ];
    }),
  );
  const header = ["type", "scheme", "status", ...COUNT_KEYS, ...RATE_KEYS];
  return renderCsv(
    [...header, "baseline_f1", "delta_f1", "ci_lower", "ci_upper", "p_value", "finding"],
    rows,
  );
}

/** One row per document and scheme of this run: counts and rates (fractions). */
function documentsCsv(whole: RunResult): string {
  const run = spanRun(whole);
  if (run === null) return renderCsv(["document", "scheme", ...COUNT_KEYS, ...RATE_KEYS], []);
  const { beta, compat } = run.scores.settings;
  const arithmetic = rateArithmetic(compat);
  const rows = run.scores.documents.flatMap((doc) =>
    SPAN_SCHEMES.map((scheme): Cell[] => {
      const s = scoreTally(doc.clash, scheme, beta, arithmetic);
      // A document with nothing on either side has undefined rates (0/0): empty cells.
      const empty = doc.gold + doc.system === 0 && reportsUndefined(compat);
      const rates = RATE_KEYS.map((k) => (empty ? null : s[k]));
      return [doc.id, scheme, ...COUNT_KEYS.map((k) => s[k]), ...rates];
    }),
  );
  return renderCsv(["document", "scheme", ...COUNT_KEYS, ...RATE_KEYS], rows);
}

function stateCells(state: AnnotationState | null): Cell[] {
  return state === null ? ["", "", ""] : [state.category, state.system?.type, state.system?.text];
}

function changeCells(change: AnnotationChange, what: "broken" | "fixed"): Cell[] {
  if (change.kind === "spurious") {
    const s = change.system;
    const [before, after]: Cell[] = what === "broken" ? ["", "spurious"] : ["spurious", ""];
    return [
      what,
      "spurious",
      change.document,
      s.type,
      s.start,
      s.end,
      s.text,
      before,
      s.type,
      s.text,
      after,
      s.type,
      s.text,
    ];
  }
  const g = change.gold;
  return [
    what,
    "gold",
    change.document,
    g.type,
    g.start,
    g.end,
    g.text,
    ...stateCells(change.baseline),
    ...stateCells(change.current),
  ];
}

/** Newly broken and newly fixed annotations with their text (header only without a comparison). */
function annotationsCsv(run: RunResult): string {
  const c = spanComparison(run.comparison)?.annotations ?? null;
  const rows = [
    ...(c?.newlyBroken ?? []).map((x) => changeCells(x, "broken")),
    ...(c?.newlyFixed ?? []).map((x) => changeCells(x, "fixed")),
  ];
  const side = (name: string): string[] => [
    `${name}_category`,
    `${name}_system_type`,
    `${name}_system_text`,
  ];
  return renderCsv(
    [
      "change",
      "kind",
      "document",
      "type",
      "start",
      "end",
      "text",
      ...side("baseline"),
      ...side("current"),
    ],
    rows,
  );
}

/** The run as CSV files (RFC 4180, CRLF, formula-safe cells), keyed by file name. */
export function renderRunCsv(run: RunResult): Readonly<Record<RunCsvFile, string>> {
  return {
    "types.csv": typesCsv(run),
    "documents.csv": documentsCsv(run),
    "annotations.csv": annotationsCsv(run),
    "metrics.csv": metricsCsv(run),
  };
}
