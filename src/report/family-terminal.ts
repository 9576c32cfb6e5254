import type { Comparison, DefinedDelta } from "../baseline/comparison.ts";
import {
  type CountView,
  cellCounts,
  type FamilyTable,
  type MetricFamily,
  recordOf,
  type SparseConfusion,
} from "../measure/families/family.ts";
import { FAMILIES, familiesIn, headlineFamily } from "../measure/families/registry.ts";
import { UNDEFINED_FIGURE } from "../measure/prf.ts";
import { cellText } from "../number-format.ts";
import { comparedCells, comparedRows } from "./compared-rows.ts";
import { isDelta, shownRows, tableCellText } from "./family-markdown.ts";
import { headlineSentence, namedText, partsText } from "./headline-model.ts";
import type { ReportModel } from "./report-model.ts";
import { alignColumns } from "./terminal.ts";
import { classTableLines } from "./terminal-classes.ts";

/** What a family block shows: its tables, its deltas when compared, its confusion matrix. */
export interface FamilyTerminalOptions {
  readonly comparison: Comparison | null;
  readonly confusion: boolean;
  /** The view of the tables (spans: the scheme), as for `MetricFamily.headline`. */
  readonly view: string;
  /** A family's count view in place of its tables, where it has one (`score`'s tables). */
  readonly counts: boolean;
  /**
   * The run's report model: a family with a class table in it shows that table (its classes
   * against the baseline) in place of its tables and deltas.
   */
  readonly model?: ReportModel;
  /** ANSI colour (decided by the entry: TTY and NO_COLOR). */
  readonly color?: boolean;
}

/** A data table as aligned terminal columns (typed cells, `full` spelling). */
export function tableLines(t: FamilyTable): string[] {
  const cell = (v: string | number | null, i: number): string => tableCellText(t, v, i, "full");
  const shown = shownRows(t, "--json");
  return [
    t.title,
    ...alignColumns([[...t.columns], ...shown.rows.map((row) => row.map(cell))], namesFirst(t)),
    ...(shown.more === null ? [] : [shown.more]),
  ];
}

/**
 * Whether a table's first column names its rows (text, left-aligned); a first column of numbers
 * (a one-row table of counts: how relations paired) is aligned right like every other number.
 */
function namesFirst(t: FamilyTable): boolean {
  return t.rows.length === 0 || t.rows.some((row) => typeof row[0] === "string");
}

/** A sparse confusion matrix as a grid (zero cells blank). */
export function confusionLines(m: SparseConfusion): string[] {
  const count = cellCounts(m);
  return [
    m.title,
    ...alignColumns([
      ["gold \\ system", ...m.columns],
      ...m.rows.map((r) => [r, ...m.columns.map((c) => String(count(r, c) ?? ""))]),
    ]),
  ];
}

/**
 * The headline sentence of the model (report/headline-model.ts) as terminal lines: the family's
 * own figure with its scope and change, then the figures beside it, spelled as the terminal
 * tables print them (points with two decimals, coefficients with four).
 */
export function headlineLines(doc: unknown, view: string, c: Comparison | null): string[] {
  const family = headlineFamily(doc);
  if (family === undefined) return ["No metric family in these scores."];
  const h = headlineSentence(family, doc, c, view);
  return [
    `${namedText(h.main, "full")} ${partsText(h.rest, "full")}`,
    ...(h.beside.length === 0
      ? []
      : [`beside it: ${h.beside.map((f) => namedText(f, "full")).join(" · ")}`]),
  ];
}

function deltaLines(family: MetricFamily, doc: unknown, c: Comparison): string[] {
  const rows = comparedRows(family, doc, c, { detail: false });
  if (rows.length === 0) return [];
  return [
    "compared with the baseline",
    ...alignColumns([
      ["metric", "baseline", "now", "Δ", "95% CI", "p"],
      ...rows.map((r) => r.cells.map((cell) => cellText(cell, "full"))),
    ]),
  ];
}

/** The note under count tables that print an undefined figure (0/0) in a last rate column. */
export const UNDEFINED_NOTE = `${UNDEFINED_FIGURE} undefined: 0/0, nothing on either side to score (null in JSON; docs/scores.md)`;

/**
 * A count view's tables as terminal lines: each without its title (its first column head says
 * what its rows are) and with its note, the undefined-figure note when a row's last rate is
 * undefined.
 */
function countLines(view: CountView): string[] {
  const lines: string[] = [];
  let undefinedShown = false;
  for (const t of view.tables) {
    const cell = (v: string | number | null, i: number): string => tableCellText(t, v, i, "full");
    const last = t.fractions.at(-1) ?? -1;
    undefinedShown ||= t.rows.some((row) => last >= 0 && row[last] === null);
    if (lines.length > 0) lines.push("");
    lines.push(
      ...alignColumns([[...t.columns], ...t.rows.map((row) => row.map(cell))], namesFirst(t)),
    );
    if (t.note !== undefined) lines.push(t.note);
  }
  if (undefinedShown) lines.push("", UNDEFINED_NOTE);
  return lines;
}

/** The lines of a family shown by its count view or its class table, and sentences after. */
function ownLines(
  family: MetricFamily,
  doc: unknown,
  options: FamilyTerminalOptions,
): { readonly tables: string[]; readonly sentences: readonly string[] } | null {
  const view = options.counts ? family.countView?.(doc, options.view) : undefined;
  if (view !== undefined) return { tables: countLines(view), sentences: view.sentences };
  const classes = options.model?.families.find((f) => f.family === family)?.classes ?? null;
  if (classes === null) return null;
  const color = options.color === true;
  return { tables: classTableLines(classes, options.view, color), sentences: [] };
}

/**
 * Every family of a scores document in headline order, so the headline family's tables lead: a
 * family's count view (with `counts`: its tables, its confusion matrix with `confusion`, then
 * its sentences) or its class table in the run's model, else its tables, its deltas when
 * compared, and with `confusion` its confusion matrix.
 */
export function renderFamilyBlocks(doc: unknown, options: FamilyTerminalOptions): string[] {
  const lines: string[] = [];
  const families = familiesIn(doc);
  for (const family of families) {
    const confusion = options.confusion ? family.confusion(doc) : null;
    const own = ownLines(family, doc, options);
    if (own !== null) {
      // Beside another family's headline, say whose tables these are.
      const title = family === families[0] ? [] : ["", `${family.title}:`];
      if (own.tables.length > 0) lines.push(...title, "", ...own.tables);
      if (confusion !== null) lines.push("", ...confusionLines(confusion));
      for (const sentence of own.sentences) lines.push("", sentence);
      continue;
    }
    lines.push("", `${family.title}:`);
    for (const t of family.tables(doc)) lines.push("", ...tableLines(t));
    if (options.comparison !== null) {
      const deltas = deltaLines(family, doc, options.comparison);
      if (deltas.length > 0) lines.push("", ...deltas);
    }
    if (confusion !== null) lines.push("", ...confusionLines(confusion));
  }
  return lines;
}

function leaves(tree: unknown, at: readonly string[], out: [string, DefinedDelta][]): void {
  const r = recordOf(tree);
  if (r === undefined) return;
  if (isDelta(r)) {
    out.push([at.join("."), r]);
    return;
  }
  if ("delta" in r) return; // a figure undefined on a side: nothing compared
  for (const [k, v] of Object.entries(r)) leaves(v, [...at, k], out);
}

/** Every compared figure of the unit-resampled families, one line each, by path. */
export function familyComparisonLines(c: Comparison): string[] {
  if (c.kind !== "compared") return [];
  const rows: [string, DefinedDelta][] = [];
  for (const family of FAMILIES)
    if (family.resampling !== undefined) leaves(c.families[family.name]?.metrics, [], rows);
  if (rows.length === 0) return [];
  return alignColumns([
    ["metric", "baseline", "current", "Δ", "95% CI", "p"],
    ...rows.map(([path, d]) => comparedCells(path, path, d).map((cell) => cellText(cell, "full"))),
  ]);
}
