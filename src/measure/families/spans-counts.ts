import { figureText } from "../../number-format.ts";
import {
  REPORTED_COUNT_KEYS,
  REPORTED_RATE_KEYS,
  type ReportedScore,
  rateArithmetic,
  reportsUndefined,
  scoreTally,
} from "../prf.ts";
import { SPAN_SCHEMES, type SpanScheme } from "../schemes.ts";
import type { Averaged, Scores } from "../scores.ts";
import { TYPE_SUM_LABEL, TYPE_SUM_NOTE, typeRowSum } from "../type-sum.ts";
import type { CountView, FamilyTable } from "./family.ts";

/**
 * The span family's count view (`score`'s terminal tables): per type under one scheme, then per
 * scheme, each row with every count conlleval and nervaluate print (gold, system, correct,
 * incorrect, partial, missed, spurious) beside P, R and F1; BDM-credited figures and token
 * accuracy as sentences under them.
 */

const HEADS = ["gold", "sys", "COR", "INC", "PAR", "MIS", "SPU", "P%", "R%", "F1%"];
const FRACTIONS = [8, 9, 10];
/** The columns' names in the scores (and in CSV heads). */
const KEYS = ["type", ...REPORTED_COUNT_KEYS, ...REPORTED_RATE_KEYS];

type Row = (string | number | null)[];

function countRow(label: string, s: ReportedScore): Row {
  return [
    label,
    s.possible,
    s.actual,
    s.correct,
    s.incorrect,
    s.partial,
    s.missed,
    s.spurious,
    s.precision,
    s.recall,
    s.f1,
  ];
}

/** An average has no counts of its own: blank count cells. */
function averageRow(label: string, a: Averaged): Row {
  return [label, "", "", "", "", "", "", "", a.precision, a.recall, a.f1];
}

function typeTable(scores: Scores, scheme: SpanScheme): FamilyTable {
  const sum = typeRowSum(scores, scheme);
  return {
    id: "spans-type-counts",
    title: `Spans, per type (${scheme}), with counts`,
    columns: [scheme, ...HEADS],
    keys: KEYS,
    fractions: FRACTIONS,
    rows: [
      ...Object.entries(scores.types).flatMap(([t, s]) => {
        const row = s[scheme];
        return row === undefined ? [] : [countRow(t, row)];
      }),
      countRow("micro", scores.overall[scheme]),
      ...(sum === null ? [] : [countRow(TYPE_SUM_LABEL, sum)]),
      averageRow("macro (types)", scores.macro.types[scheme]),
      averageRow("macro (docs)", scores.macro.documents[scheme]),
    ],
    ...(sum === null ? {} : { note: TYPE_SUM_NOTE }),
  };
}

function schemeTable(scores: Scores): FamilyTable {
  return {
    id: "spans-scheme-counts",
    title: "Spans, per scheme, with counts",
    columns: ["scheme", ...HEADS],
    fractions: FRACTIONS,
    rows: SPAN_SCHEMES.map((s) => countRow(s, scores.overall[s])),
  };
}

const rate = (v: number | null): string => figureText("rate", v, "full");

function sentences(scores: Scores): string[] {
  const out: string[] = [];
  const b = scores.bdm;
  if (b !== undefined)
    out.push(
      `bdm: P ${rate(b.precision)}%  R ${rate(b.recall)}%  F1 ${rate(b.f1)}%  (credit ${b.credit.toFixed(3)} of ${b.possible} gold, ${b.actual} system)`,
    );
  const t = scores.tokens;
  if (t !== null)
    out.push(`token accuracy: ${rate(t.accuracy)}% (${t.correctTags}/${t.count} tokens)`);
  return out;
}

/** The count view of span scores under `scheme`. */
export function spanCountView(scores: Scores, scheme: SpanScheme): CountView {
  return { tables: [typeTable(scores, scheme), schemeTable(scores)], sentences: sentences(scores) };
}

const COUNT_KEYS = KEYS.slice(1, 8) as readonly (keyof ReportedScore)[];
const RATE_KEYS = ["precision", "recall", "f1"] as const;

/** Each document's counts and rates under `scheme`, from its clash tally (documents.csv). */
export function spanDocumentCounts(scores: Scores, scheme: SpanScheme): FamilyTable {
  const { beta, compat } = scores.settings;
  const arithmetic = rateArithmetic(compat);
  return {
    id: "spans-document-counts",
    title: `Spans, per document (${scheme}), with counts`,
    columns: ["document", ...HEADS],
    keys: ["document", ...KEYS.slice(1)],
    fractions: FRACTIONS,
    rows: scores.documents.map((doc) => {
      const s = scoreTally(doc.clash, scheme, beta, arithmetic);
      // A document with nothing on either side has undefined rates (0/0).
      const empty = doc.gold + doc.system === 0 && reportsUndefined(compat);
      const counts = COUNT_KEYS.map((k) => s[k] as number);
      return [doc.id, ...counts, ...RATE_KEYS.map((k) => (empty ? null : s[k]))];
    }),
  };
}
