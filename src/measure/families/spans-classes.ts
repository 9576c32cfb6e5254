import { SPAN_SCHEMES, type SpanScheme } from "../schemes.ts";
import type { Scores } from "../scores.ts";
import { TYPE_SUM_LABEL, TYPE_SUM_NOTE, typeRowSum } from "../type-sum.ts";
import {
  at,
  type ClassTotal,
  type FamilyClasses,
  type MetricKeys,
  type MetricRow,
  numberAt,
  type RowCounts,
  recordOf,
  rowAt,
} from "./family.ts";

/**
 * The span family's classes (its types) and how they are shown: one row per type with P, R and
 * F1 under the scheme viewed (strict by default, what the gate's `newType`/`typeGone` quote),
 * then micro, the type rows' sum (when it differs from micro), and the macro averages.
 */

const RATES = ["precision", "recall"] as const;

/** The scheme a view names; strict by default. */
export function schemeOfView(view?: string): SpanScheme {
  return SPAN_SCHEMES.find((s) => s === view) ?? "strict";
}

/** P and R beside the F1 at `keys` (a scheme object's path). */
function besideOf(doc: unknown, keys: MetricKeys, scheme: SpanScheme): MetricRow[] {
  return RATES.map((rate) => rowAt(doc, [...keys, rate], `${scheme} ${rate}`));
}

function countsAt(doc: unknown, keys: MetricKeys): RowCounts {
  return { gold: numberAt(doc, [...keys, "possible"]), system: numberAt(doc, [...keys, "actual"]) };
}

/** One averaged row: `macro (types)` over `n types`. */
function macroTotal(doc: unknown, avg: string, scheme: SpanScheme, over: string): ClassTotal {
  const keys = ["macro", avg, scheme];
  const n = numberAt(doc, [...keys, "n"]) ?? 0;
  return {
    label: `macro (${avg})`,
    short: `macro (${avg === "documents" ? "docs" : avg})`,
    figure: rowAt(doc, [...keys, "f1"], `macro (${avg}) ${scheme} f1`),
    beside: besideOf(doc, keys, scheme),
    over: `${n} ${over}`,
  };
}

/** GATE's sum of the type rows, when it differs from micro (type-sum.ts): for reference. */
function typeSumTotal(doc: unknown, scheme: SpanScheme): ClassTotal[] {
  // A partial document (a gate test's, the rows alone) has no arithmetic to sum with.
  if (recordOf(at(doc, ["settings"])) === undefined) return [];
  const sum = typeRowSum(doc as Scores, scheme);
  if (sum === null) return [];
  const row = (label: string, value: number | null): MetricRow => ({
    keys: [],
    label,
    value,
    support: sum.possible,
  });
  return [
    {
      label: TYPE_SUM_LABEL,
      figure: row(`${TYPE_SUM_LABEL} f1`, sum.f1),
      beside: [
        row(`${TYPE_SUM_LABEL} precision`, sum.precision),
        row(`${TYPE_SUM_LABEL} recall`, sum.recall),
      ],
      counts: { gold: sum.possible, system: sum.actual },
      reference: true,
    },
  ];
}

/** Span types, each with its F1 under the view and its gold support, and the table they make. */
export function spanClasses(doc: unknown, view?: string): FamilyClasses {
  const scheme = schemeOfView(view);
  const types = Object.keys(recordOf(at(doc, ["types"])) ?? {});
  const micro = ["overall", scheme];
  const sum = typeSumTotal(doc, scheme);
  return {
    noun: "type",
    limit: "types",
    rows: types.map((name) => {
      const keys = ["types", name, scheme];
      const possible = numberAt(doc, [...keys, "possible"]);
      return {
        name,
        figure: rowAt(doc, [...keys, "f1"], `${scheme} F1`, possible),
        beside: besideOf(doc, keys, scheme),
        counts: countsAt(doc, keys),
      };
    }),
    table: {
      title: `Per type (${scheme})`,
      heads: ["P", "R", "F1"],
      totals: [
        {
          label: "micro",
          figure: rowAt(
            doc,
            [...micro, "f1"],
            `${scheme} f1`,
            numberAt(doc, [...micro, "possible"]),
          ),
          beside: besideOf(doc, micro, scheme),
          counts: countsAt(doc, micro),
        },
        ...sum,
        macroTotal(doc, "types", scheme, "types"),
        macroTotal(doc, "documents", scheme, "docs"),
      ],
      basis: `${scheme} scheme`,
      support: "gold annotations",
      ...(sum.length === 0 ? {} : { note: `${TYPE_SUM_NOTE}.` }),
    },
  };
}
