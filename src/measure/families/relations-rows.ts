import {
  RELATION_ROWS,
  type RelationCounts,
  type RelationSection,
} from "../relations/measure-relations.ts";
import { type FamilyTable, type MetricRow, recordOf, rowAt } from "./family.ts";

/** The `relations` family's rows and tables (docs/families.md, "Relations"). */

export const ROOT = "relations";
const RATES = ["precision", "recall", "f1"] as const;
const RATE_LABELS = { precision: "P", recall: "R", f1: "F1" } as const;
const AVERAGED = [
  ["strict", "micro"],
  ["strict", "macro"],
  ["boundaries", "micro"],
  ["boundaries", "macro"],
  ["lenient", "micro"],
  ["lenient", "macro"],
  ["untyped", "micro"],
] as const;

/** The section of a scores document, or undefined (read as written; `verify` checks it). */
export function sectionOf(doc: unknown): RelationSection | undefined {
  const section = recordOf(doc)?.[ROOT];
  const r = recordOf(section);
  return r !== undefined && recordOf(r.types) !== undefined && Array.isArray(r.symmetric)
    ? (section as RelationSection)
    : undefined;
}

/** Every gateable row: each row's micro and macro rates, then each type's (detail). */
export function rowsOf(doc: unknown): MetricRow[] {
  const s = sectionOf(doc);
  if (s === undefined) return [];
  const gold = s.strict.micro.gold;
  const out: MetricRow[] = [];
  for (const [row, avg] of AVERAGED)
    for (const rate of RATES)
      out.push(rowAt(doc, [ROOT, row, avg, rate], `${row} ${avg} ${RATE_LABELS[rate]}`, gold));
  for (const [type, t] of Object.entries(s.types))
    for (const row of RELATION_ROWS)
      for (const rate of RATES)
        out.push(
          rowAt(
            doc,
            [ROOT, "types", type, row, rate],
            `${type} ${row} ${RATE_LABELS[rate]}`,
            t[row].gold,
            true,
          ),
        );
  return out;
}

const rates = (c: RelationCounts) => [c.precision, c.recall, c.f1];

/** The tables: the rows, how relations paired, per relation type. */
export function tablesOf(doc: unknown): FamilyTable[] {
  const s = sectionOf(doc);
  if (s === undefined) return [];
  const symmetric =
    s.symmetric.length === 0 ? "" : `; symmetric (either direction): ${s.symmetric.join(", ")}`;
  const counts = (c: RelationCounts) => [c.gold, c.system, c.correct];
  return [
    {
      id: "relations",
      title: `Relations: strict (type and both arguments' spans and types), boundaries (argument types not compared), lenient (arguments overlap, same span types), untyped (relation type not compared)${symmetric}`,
      columns: [
        "Row",
        "Gold",
        "System",
        "Correct",
        "P",
        "R",
        "F1",
        "Macro P",
        "Macro R",
        "Macro F1",
      ],
      fractions: [4, 5, 6, 7, 8, 9],
      rows: [
        ["strict", ...counts(s.strict.micro), ...rates(s.strict.micro), ...macroOf(s.strict.macro)],
        [
          "boundaries",
          ...counts(s.boundaries.micro),
          ...rates(s.boundaries.micro),
          ...macroOf(s.boundaries.macro),
        ],
        [
          "lenient",
          ...counts(s.lenient.micro),
          ...rates(s.lenient.micro),
          ...macroOf(s.lenient.macro),
        ],
        ["untyped", ...counts(s.untyped.micro), ...rates(s.untyped.micro), null, null, null],
      ],
    },
    {
      id: "relations-outcomes",
      title: "How gold and system relations paired (strict)",
      columns: ["Correct", "Wrong type", "Reversed", "Wrong argument", "Missed", "Spurious"],
      fractions: [],
      rows: [
        [
          s.outcomes.correct,
          s.outcomes.wrongType,
          s.outcomes.reversed,
          s.outcomes.wrongArgument,
          s.outcomes.missed,
          s.outcomes.spurious,
        ],
      ],
    },
    {
      id: "relations-types",
      title: "Per relation type",
      columns: ["Type", "Gold", "System", "Correct", "P", "R", "F1", "Boundaries F1", "Lenient F1"],
      fractions: [4, 5, 6, 7, 8],
      rows: Object.entries(s.types).map(([t, c]) => [
        t,
        ...counts(c.strict),
        ...rates(c.strict),
        c.boundaries.f1,
        c.lenient.f1,
      ]),
    },
  ];
}

function macroOf(m: { precision: number | null; recall: number | null; f1: number | null }) {
  return [m.precision, m.recall, m.f1];
}
