import type {
  AttributeFigures,
  AttributeSection,
  ValueCell,
} from "../attributes/measure-attributes.ts";
import { compareValue } from "../attributes/measure-attributes.ts";
import { type FamilyTable, type MetricRow, recordOf, rowAt } from "./family.ts";

/** The `attributes` family's rows and tables (docs/families.md, "Span attributes"). */

export const ROOT = "attributes";
const RATES = ["precision", "recall", "f1"] as const;
const RATE_LABELS = { precision: "P", recall: "R", f1: "F1" } as const;

/** How tables write a side without the attribute. */
export const NONE = "(none)";

/** The last keys of the attributes family's rates (`accuracy.micro`, `names.<A>.values.<V>.f1`). */
export const ATTRIBUTE_RATES = ["accuracy", "micro", "macro", "allRight", ...RATES] as const;

/** The section of a scores document, or undefined (read as written; `verify` checks it). */
export function sectionOf(doc: unknown): AttributeSection | undefined {
  const section = recordOf(doc)?.[ROOT];
  return isSection(section) ? section : undefined;
}

function isSection(value: unknown): value is AttributeSection {
  const r = recordOf(value);
  return r !== undefined && recordOf(r.names) !== undefined && Array.isArray(r.systemOnly);
}

const namesOf = (s: AttributeSection): [string, AttributeFigures][] => Object.entries(s.names);

/** Every gateable row: the accuracies and all-right share, per attribute, per value. */
export function rowsOf(doc: unknown): MetricRow[] {
  const s = sectionOf(doc);
  if (s === undefined) return [];
  const cases = namesOf(s).reduce((n, [, f]) => n + f.cases, 0);
  const out: MetricRow[] = [
    rowAt(doc, [ROOT, "accuracy", "micro"], "attribute accuracy (micro)", cases),
    rowAt(doc, [ROOT, "accuracy", "macro"], "attribute accuracy (macro)", cases),
    rowAt(doc, [ROOT, "allRight"], "all attributes right (type-right pairs)", s.typeRight),
  ];
  for (const [name, f] of namesOf(s))
    out.push(rowAt(doc, [ROOT, "names", name, "accuracy"], `${name} accuracy`, f.cases));
  for (const [name, f] of namesOf(s))
    for (const [value, v] of Object.entries(f.values))
      for (const rate of RATES)
        out.push(
          rowAt(
            doc,
            [ROOT, "names", name, "values", value, rate],
            `${name}=${value} ${RATE_LABELS[rate]}`,
            v.gold,
            true,
          ),
        );
  return out;
}

/** The tables: pairs, per attribute, per value, and each attribute's value confusion. */
export function tablesOf(doc: unknown): FamilyTable[] {
  const s = sectionOf(doc);
  if (s === undefined) return [];
  const names = namesOf(s);
  const only =
    s.systemOnly.length === 0
      ? ""
      : `; not scored, as no gold span carries it: ${s.systemOnly.join(", ")}`;
  return [
    {
      id: "attributes",
      title: `Span attributes of the pairs the ${s.scheme} scheme matches; ${NONE}: the span lacks the attribute${only}`,
      columns: ["Attribute", "Cases", "Correct", "Accuracy"],
      fractions: [3],
      rows: [
        ...names.map(([n, f]) => [n, f.cases, f.correct, f.accuracy]),
        ["all (micro)", ...totals(names), s.accuracy.micro],
        ["mean (macro)", null, null, s.accuracy.macro],
      ],
    },
    {
      id: "attributes-pairs",
      title: "Matched pairs and their attributes",
      columns: [
        "Matched pairs",
        "Type right",
        "Type right, attribute wrong",
        "All attributes right",
      ],
      fractions: [3],
      rows: [[s.pairs, s.typeRight, s.typeRightAttributeWrong, s.allRight]],
    },
    {
      id: "attributes-values",
      title: "Per attribute value",
      columns: ["Attribute", "Value", "Gold", "System", "Correct", "P", "R", "F1"],
      fractions: [5, 6, 7],
      rows: names.flatMap(([n, f]) =>
        Object.entries(f.values).map(([v, c]) => [
          n,
          v,
          c.gold,
          c.system,
          c.correct,
          c.precision,
          c.recall,
          c.f1,
        ]),
      ),
    },
    ...names.flatMap(([n, f], k) =>
      f.confusion.length === 0 ? [] : [confusionTable(n, f.confusion, k)],
    ),
  ];
}

function totals(names: readonly [string, AttributeFigures][]): [number, number] {
  return [names.reduce((t, [, f]) => t + f.cases, 0), names.reduce((t, [, f]) => t + f.correct, 0)];
}

/** One attribute's gold value × system value counts, `(none)` first. */
function confusionTable(name: string, cells: readonly ValueCell[], k: number): FamilyTable {
  const side = (pick: (c: ValueCell) => string | null) =>
    [...new Set(cells.map(pick))].sort(compareValue);
  const gold = side((c) => c.gold);
  const system = side((c) => c.system);
  const shown = (v: string | null): string => v ?? NONE;
  const count = (g: string | null, y: string | null): number =>
    cells.find((c) => c.gold === g && c.system === y)?.count ?? 0;
  return {
    id: `attributes-confusion-${k + 1}`,
    title: `${name}: gold value × system value`,
    columns: ["gold / system", ...system.map(shown)],
    fractions: [],
    // (none) against (none) is no case of the attribute: the cell is empty (–), not 0.
    rows: gold.map((g) => [
      shown(g),
      ...system.map((y) => (g === null && y === null ? null : count(g, y))),
    ]),
  };
}
