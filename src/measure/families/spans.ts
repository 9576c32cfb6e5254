import { CLASH_CATEGORIES, emptyTally } from "../../align/clash.ts";
import { scoreTally } from "../prf.ts";
import { SPAN_SCHEMES, type SpanScheme } from "../schemes.ts";
import type { Scores } from "../scores.ts";
import { TYPE_SUM_LABEL, TYPE_SUM_NOTE, typeRowSum } from "../type-sum.ts";
import {
  at,
  type FamilyTable,
  type MetricFamily,
  type MetricRow,
  numberAt,
  type PathWords,
  recordOf,
  rowAt,
  type SparseConfusion,
  type UnitScore,
} from "./family.ts";
import { spanClasses } from "./spans-classes.ts";
import { spanCountView, spanDocumentCounts } from "./spans-counts.ts";
import { spanClassErrors } from "./spans-errors.ts";
import { spanMatFiles } from "./spans-mat.ts";

/** The rates of a span scheme object (`fbeta` only with `--beta`); the rest are counts. */
const SPAN_RATES = ["precision", "recall", "f1", "fbeta"] as const;

import { checkSpanInputs, SPANS_MERGING } from "./spans-merge.ts";
import { verifyRecomputed } from "./verify-recomputed.ts";

/** `checkSpanInputs` holds `documents` to the rows as read: no second comparison of each row. */
const ROWS_CHECKED: ReadonlySet<string> = new Set(["documents"]);

/**
 * Spans (the six schemes): `overall.<scheme>`, `types.<T>.<scheme>`, `macro.<avg>.<scheme>`.
 * Compared by its own engine, `clash-tally` (baseline/span-engine.ts over the per-document clash
 * tallies of baseline/paired-matrix.ts), so no `resampling`.
 */

const RATES = ["precision", "recall", "f1"] as const;
const MACROS = ["types", "weighted", "documents"] as const;

function present(doc: unknown): boolean {
  return recordOf(at(doc, ["overall", "strict"])) !== undefined;
}

function rowsOf(doc: unknown): MetricRow[] {
  if (!present(doc)) return [];
  const out: MetricRow[] = [];
  for (const scheme of SPAN_SCHEMES) {
    const possible = numberAt(doc, ["overall", scheme, "possible"]);
    for (const rate of RATES)
      out.push(rowAt(doc, ["overall", scheme, rate], `${scheme} ${rate}`, possible));
  }
  for (const avg of MACROS)
    for (const scheme of SPAN_SCHEMES)
      for (const rate of RATES)
        out.push(rowAt(doc, ["macro", avg, scheme, rate], `macro (${avg}) ${scheme} ${rate}`));
  for (const type of Object.keys(recordOf(at(doc, ["types"])) ?? {}))
    for (const scheme of SPAN_SCHEMES) {
      const possible = numberAt(doc, ["types", type, scheme, "possible"]);
      for (const rate of RATES)
        out.push(
          rowAt(doc, ["types", type, scheme, rate], `${type} ${scheme} ${rate}`, possible, true),
        );
    }
  return out;
}

/** The type rows added up (GATE Corpus QA's micro) when they differ from `overall` (type-sum.ts). */
function typeSumRow(doc: unknown, scheme: SpanScheme): (string | number | null)[][] {
  const scores = spanScoresOf(doc);
  const sum = scores === undefined ? null : typeRowSum(scores, scheme);
  if (sum === null) return [];
  return [[TYPE_SUM_LABEL, sum.possible, sum.actual, sum.precision, sum.recall, sum.f1]];
}

function tablesOf(doc: unknown, view?: string): FamilyTable[] {
  if (!present(doc)) return [];
  const scheme = SPAN_SCHEMES.find((s) => s === view) ?? "strict";
  const schemeRow = (keys: readonly string[], label: string) => [
    label,
    numberAt(doc, [...keys, "possible"]),
    numberAt(doc, [...keys, "actual"]),
    ...RATES.map((rate) => numberAt(doc, [...keys, rate])),
  ];
  return [
    {
      id: "spans",
      title: "Spans, per scheme",
      columns: ["Scheme", "Gold", "System", "P", "R", "F1"],
      fractions: [3, 4, 5],
      rows: SPAN_SCHEMES.map((s) => schemeRow(["overall", s], s)),
    },
    {
      id: "spans-types",
      title: `Spans, per type (${scheme})`,
      lead: true,
      columns: ["Type", "Gold", "System", "P", "R", "F1"],
      fractions: [3, 4, 5],
      rows: [
        ...Object.keys(recordOf(at(doc, ["types"])) ?? {}).map((t) =>
          schemeRow(["types", t, scheme], t),
        ),
        ...typeSumRow(doc, scheme),
      ],
      ...(typeSumRow(doc, scheme).length === 0 ? {} : { note: `${TYPE_SUM_NOTE}.` }),
    },
  ];
}

/** The span confusability matrix the scores carry (`confusion`), as sparse cells. */
function confusionOf(doc: unknown): SparseConfusion | null {
  const c = recordOf(at(doc, ["confusion"]));
  const cells = c?.cells;
  if (c === undefined || !Array.isArray(cells)) return null;
  const typed = cells as { gold: string; system: string; count: number }[];
  const rows = [...new Set(typed.map((x) => x.gold))].sort();
  const columns = [...new Set(typed.map((x) => x.system))].sort();
  return { title: "Span confusability (gold type × system type)", rows, columns, cells: typed };
}

/** Each document's F1 under `view` (default strict) from its clash tally. */
function unitScoresOf(doc: unknown, view?: string): UnitScore[] {
  const scheme = SPAN_SCHEMES.find((s) => s === view) ?? "strict";
  const rows = at(doc, ["documents"]);
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) => {
    const r = recordOf(row);
    const clash = recordOf(r?.clash);
    if (r === undefined || clash === undefined || typeof r.id !== "string") return [];
    const tally = emptyTally();
    for (const c of CLASH_CATEGORIES) {
      const v = clash[c];
      if (typeof v === "number") tally[c] = v;
    }
    const s = scoreTally(tally, scheme, 1);
    const defined = s.possible + s.actual > 0;
    return [
      {
        id: r.id,
        score: defined ? s.f1 : null,
        gold: s.possible,
        system: s.actual,
        text: `${s.correct} correct of ${s.possible} gold, ${s.actual} system`,
      },
    ];
  });
}

/** The span scores of a document when it has them (spans are the corpus formats' family). */
export function spanScoresOf(doc: unknown): Scores | undefined {
  return present(doc) ? (doc as Scores) : undefined;
}

/**
 * Span paths in words: `types.<T>.<scheme>.<field>` (a type may contain dots) is about type T,
 * `macro.<avg>.<scheme>.<field>` reads `macro (avg) scheme field`, `tokens.accuracy` is the token
 * accuracy of a tagged corpus.
 */
function describePath(segments: readonly string[], leaf: string): PathWords | null {
  if (segments[0] === "types" && segments.length >= 4) {
    const type = segments.slice(1, -2).join(".");
    return { words: `${type} ${segments.at(-2)} ${leaf}`, className: type };
  }
  if (segments[0] === "macro" && segments.length === 4)
    return { words: `macro (${segments[1]}) ${segments[2]} ${leaf}`, className: null };
  if (segments.join(".") === "tokens.accuracy") return { words: "token accuracy", className: null };
  return null;
}

/** The span family. */
export const SPANS_FAMILY: MetricFamily = {
  name: "spans",
  title: "Spans",
  unit: "document",
  engine: "clash-tally",
  roots: ["overall", "types", "macro", "tokens"],
  rates: { overall: SPAN_RATES, types: SPAN_RATES, macro: SPAN_RATES, tokens: ["accuracy"] },
  defaultRule: { metric: "overall.strict.f1", maxDrop: 1 },
  present,
  headline: (doc, view) => {
    const n = numberAt(doc, ["inputs", "gold", "documents"]) ?? 0;
    const scheme = SPAN_SCHEMES.find((s) => s === view) ?? "strict";
    const possible = numberAt(doc, ["overall", scheme, "possible"]);
    return {
      main: rowAt(doc, ["overall", scheme, "f1"], `Overall ${scheme} F1`, possible),
      beside: [],
      scope: `on ${n} ${n === 1 ? "document" : "documents"}`,
    };
  },
  classes: spanClasses,
  classErrors: spanClassErrors,
  describePath,
  views: SPAN_SCHEMES,
  viewNoun: "scheme",
  countView: (doc, view) => {
    const scores = spanScoresOf(doc);
    const scheme = SPAN_SCHEMES.find((s) => s === view) ?? "strict";
    return scores === undefined ? { tables: [], sentences: [] } : spanCountView(scores, scheme);
  },
  unitCounts: (doc, view) => {
    const scores = spanScoresOf(doc);
    const scheme = SPAN_SCHEMES.find((s) => s === view) ?? "strict";
    const empty = { id: "spans-document-counts", title: "", columns: [], fractions: [], rows: [] };
    return scores === undefined ? empty : spanDocumentCounts(scores, scheme);
  },
  matFiles: (doc, details) => {
    const scores = spanScoresOf(doc);
    return scores === undefined ? [] : spanMatFiles(scores, details);
  },
  rows: rowsOf,
  tables: tablesOf,
  confusion: confusionOf,
  unitScores: unitScoresOf,
  merging: SPANS_MERGING,
  derivedFrom: (keys) =>
    keys.length === 2 && keys[0] === "tokens" && keys[1] === "accuracy"
      ? [
          ["tokens", "correctTags"],
          ["tokens", "count"],
        ]
      : [],
  verify: (doc, origin) => {
    checkSpanInputs(doc, origin);
    return verifyRecomputed(SPANS_FAMILY, doc, origin, ROWS_CHECKED);
  },
};
