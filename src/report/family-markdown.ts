import type { Comparison, Spread } from "../baseline/comparison.ts";
import type { UnitChange, UnitChanges } from "../baseline/family-comparison.ts";
import type { PartChange, PartChanges } from "../baseline/part-changes.ts";
import {
  at,
  cellCounts,
  type FamilyTable,
  type MetricFamily,
  type MetricKeys,
  type MetricRow,
  pathOf,
  recordOf,
  type SparseConfusion,
  tableCell,
} from "../measure/families/family.ts";
import { unitOf } from "../measure/families/registry.ts";
import { cellText, figureText, type Spelling, unitOfPath } from "../number-format.ts";
import { comparedRows } from "./compared-rows.ts";
import { type Align, blocks, details, plural, table } from "./markdown-blocks.ts";
import { type ClassSelection, renderClassTable } from "./markdown-classes.ts";
import { type Md, md, strong } from "./markdown-escape.ts";
import type { ReportModel } from "./report-model.ts";

/** Rows shown per unit-change list and per confusion matrix side; the JSON has them all. */
export const FAMILY_LIMITS = { units: 50, confusion: 20 } as const;

/**
 * A table's rows where room is short (the comment, the terminal): a listing of units its first
 * FAMILY_LIMITS.units rows and a line saying how many more (`where` the rest is: `--json`); any
 * other table whole, with no line.
 */
export function shownRows(
  t: FamilyTable,
  where: string,
): { readonly rows: FamilyTable["rows"]; readonly more: string | null } {
  const cut = FAMILY_LIMITS.units;
  if (t.listing === undefined || t.rows.length <= cut) return { rows: t.rows, more: null };
  return {
    rows: t.rows.slice(0, cut),
    more: `… and ${t.rows.length - cut} more ${t.listing} (see ${where})`,
  };
}

/** A row's figure in its own unit (a coefficient `0.4998`, a rate in points `50.0`); `–` if null. */
export function rowValueText(r: MetricRow, spelling: Spelling = "brief"): string {
  return figureText(unitOfPath(pathOf(r.keys)), r.value, spelling);
}

/** A family table's value as `spelling` spells its typed cell. */
export function tableCellText(
  t: FamilyTable,
  value: string | number | null,
  column: number,
  spelling: Spelling,
): string {
  return cellText(tableCell(t, value, column), spelling);
}

/** A family's comparison in a comparison document, if it was compared or described. */
export function familyComparison(c: Comparison, family: MetricFamily): unknown {
  return recordOf(c.families)?.[family.name];
}

export { deltaAt, isDelta } from "./compared-rows.ts";

/** The current side's bootstrap spread of a figure, when there is no baseline. */
export function spreadAt(c: Comparison, keys: MetricKeys): Spread | undefined {
  for (const f of Object.values(c.families ?? {})) {
    const v = recordOf(at(recordOf(f)?.confidence, keys));
    if (v !== undefined && typeof v.lower === "number") return v as unknown as Spread;
  }
  return undefined;
}

/** A data table as markdown: every cell escaped; the first column left, numbers right. */
export function renderTable(t: FamilyTable): Md {
  const align: Align[] = t.columns.map((_, i) => (i === 0 ? "l" : "r"));
  const shown = shownRows(t, "the JSON report");
  const rows = shown.rows.map((row) => row.map((v, i) => md(tableCellText(t, v, i, "brief"), 120)));
  const grid = table(
    t.columns.map((c) => md(c)),
    rows,
    align,
  );
  return shown.more === null ? grid : blocks([grid, md(shown.more)]);
}

function deltaTable(family: MetricFamily, doc: unknown, c: Comparison): Md {
  const rows = comparedRows(family, doc, c, { detail: false }).map((r) =>
    r.cells.map((cell) => md(cellText(cell, "brief"))),
  );
  if (rows.length === 0) return md("");
  const header = ["Metric", "Baseline", "Current", "Δ", "95% CI", "p"].map((h) => md(h));
  return table(header, rows, ["l", "r", "r", "r", "r", "r"]);
}

function changeRows(list: readonly UnitChange[]): Md[][] {
  return list
    .slice(0, FAMILY_LIMITS.units)
    .map((x) => [md(x.id, 80), md(x.baseline.text, 160), md(x.current.text, 160)]);
}

function partRows(list: readonly PartChange[]): Md[][] {
  return list
    .slice(0, FAMILY_LIMITS.units)
    .map((x) => [
      md(x.unit, 80),
      md(x.label ?? x.id, 120),
      md(x.baseline.text, 160),
      md(x.current.text, 160),
    ]);
}

/** Newly broken and fixed parts (event mentions), or why they are not available. */
function partLists(p: PartChanges | undefined): Md {
  if (p === undefined) return md("");
  if (!p.available) return md(`Per-${p.part} changes: not available (${p.reason ?? ""}).`, 400);
  const header = ["Document", p.part, "Baseline", "Now"].map((h) => md(h));
  const list = (title: string, items: readonly PartChange[]): Md =>
    items.length === 0
      ? md("")
      : blocks([
          md(
            `${title} ${p.part}s (${items.length}${items.length > FAMILY_LIMITS.units ? `, first ${FAMILY_LIMITS.units} shown` : ""})`,
          ),
          table(header, partRows(items), ["l", "l", "l", "l"]),
        ]);
  const basis =
    p.basis === null
      ? md("")
      : md(
          `${/^[aeiou]/i.test(p.part) ? "An" : "A"} ${p.part} counts as right by its ${p.basis}.`,
          400,
        );
  const lists = blocks([list("Newly broken", p.newlyBroken), list("Newly fixed", p.newlyFixed)]);
  return lists === "" ? md("") : blocks([basis, lists]);
}

/**
 * The largest moves without the units already listed as newly broken (fixed): with right-or-wrong
 * items the two lists are the same units, and one table is enough.
 */
function besides(
  title: string,
  moves: readonly UnitChange[],
  listed: readonly UnitChange[],
  what: string,
): [string, UnitChange[]] {
  const ids = new Set(listed.map((x) => x.id));
  const rest = moves.filter((x) => !ids.has(x.id));
  return [rest.length < moves.length ? `${title} besides the ${what}` : title, rest];
}

function unitSection(
  family: MetricFamily,
  unit: "document" | "item",
  u: UnitChanges,
  p: PartChanges | undefined,
): Md {
  const header = [unit === "item" ? "Item" : "Document", "Baseline", "Now"].map((h) => md(h));
  const align = ["l", "l", "l"] as const;
  const list = (title: string, items: readonly UnitChange[]): Md =>
    items.length === 0
      ? md("")
      : blocks([
          md(
            `${title} (${items.length}${items.length > FAMILY_LIMITS.units ? `, first ${FAMILY_LIMITS.units} shown` : ""})`,
          ),
          table(header, changeRows(items), align),
        ]);
  const parts =
    p === undefined || !p.available
      ? ""
      : `; ${plural(p.newlyBroken.length, p.part, `${p.part}s`)} newly broken, ${p.newlyFixed.length} fixed`;
  const summary = `${family.title}: ${plural(u.regressed, unit, `${unit}s`)} worse, ${u.improved} better, ${u.unchanged} unchanged${parts}`;
  const body = blocks([
    partLists(p),
    list("Newly broken", u.newlyBroken),
    list("Newly fixed", u.newlyFixed),
    list(...besides("Largest regressions", u.regressions, u.newlyBroken, "newly broken")),
    list(...besides("Largest improvements", u.improvements, u.newlyFixed, "newly fixed")),
  ]);
  return body === "" ? md("") : details(summary, body);
}

/** A sparse confusion matrix as a table: the busiest rows and columns, zero cells blank. */
export function renderConfusion(m: SparseConfusion): Md {
  const rows = m.rows.slice(0, FAMILY_LIMITS.confusion);
  const columns = m.columns.slice(0, FAMILY_LIMITS.confusion);
  const count = cellCounts(m);
  const body = rows.map((r) => [
    md(r, 60),
    ...columns.map((col) => md(String(count(r, col) ?? ""))),
  ]);
  const header = [md("gold / system"), ...columns.map((col) => md(col, 60))];
  const cut = m.rows.length > rows.length || m.columns.length > columns.length;
  return blocks([
    table(header, body, ["l", ...columns.map(() => "r" as const)]),
    cut
      ? md(
          `Showing ${rows.length} of ${m.rows.length} rows and ${columns.length} of ${m.columns.length} columns; the JSON has every cell.`,
        )
      : md(""),
  ]);
}

/**
 * One section per family present, in headline order so the headline family's section leads: a
 * family with a class table shows it (titled when another family heads the report); a
 * unit-resampled family its figures compared with the baseline, its tables, per-unit changes;
 * each its confusion matrix (the last three collapsed). `selection`: the class rows shown.
 */
export function renderFamilySections(
  model: ReportModel,
  doc: unknown,
  c: Comparison,
  detail: boolean,
  selection: ClassSelection,
): Md {
  return blocks(
    model.families.map(({ family, classes }, k) => {
      const confusion = detail ? family.confusion(doc) : null;
      const matrix =
        confusion === null ? md("") : details(confusion.title, renderConfusion(confusion));
      if (classes !== null || family.resampling === undefined) {
        const own = classes === null ? md("") : renderClassTable(classes, selection);
        const title = k === 0 || own === "" ? md("") : strong(md(family.title));
        return blocks([title, own, matrix]);
      }
      const compared = recordOf(familyComparison(c, family));
      const units = compared?.units as UnitChanges | undefined;
      const parts = compared?.parts as PartChanges | undefined;
      const tables = blocks(family.tables(doc).map((t) => blocks([md(t.title), renderTable(t)])));
      return blocks([
        strong(md(family.title)),
        deltaTable(family, doc, c),
        detail ? details(`${family.title}: tables`, tables) : md(""),
        units === undefined || !detail
          ? md("")
          : unitSection(family, unitOf(family, doc), units, parts),
        matrix,
      ]);
    }),
  );
}
