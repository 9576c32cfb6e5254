import { isDefined } from "../baseline/comparison.ts";
import { type Cell, cellText } from "../number-format.ts";
import type { ClassRow, ClassTable } from "./class-table.ts";
import { changeHeads } from "./class-table.ts";
import { alignColumns } from "./terminal.ts";
import { paint } from "./terminal-text.ts";

/**
 * A family's class table (report/class-table.ts) as terminal lines: per class its counts, its
 * figures and, against a baseline, the change of its compared figure and that change's 95%
 * interval (the p-value is in the JSON and the CSV); the totals under the classes. A row whose
 * change is significant is red (a drop) or green (a gain) when colour is on.
 */

/** A class only in the baseline has no current figures. */
const ABSENT = "-";

const text = (cell: Cell): string => cellText(cell, "full");

function changeCells(r: ClassRow): string[] {
  const c = r.change;
  return c.kind === "compared" ? [text(c.delta), text(c.interval)] : [];
}

function rowCells(t: ClassTable, r: ClassRow): string[] {
  const label = r.status === "both" ? r.short : `${r.short} (${r.status})`;
  const counts = r.counts === null ? ["", ""] : [text(r.counts.gold), text(r.counts.system)];
  const figures = r.figures?.map(text) ?? t.spec.heads.map(() => ABSENT);
  return [label, ...counts, ...figures, ...changeCells(r)];
}

/** Colours a finished row by its change: red for a significant drop, green for a significant gain. */
function tint(line: string, r: ClassRow | undefined, color: boolean): string {
  const d = r?.delta;
  if (!isDefined(d) || !color) return line;
  if (d.ci.upper < 0) return paint(true, "red", line);
  if (d.ci.lower > 0) return paint(true, "green", line);
  return line;
}

/**
 * The class table's lines. The first column head is the view the table is shown under (spans:
 * the scheme); rate heads carry `%` (points). A terminal note ends without a period.
 */
export function classTableLines(t: ClassTable, view: string, color: boolean): string[] {
  const unit = t.unit === "rate" ? "%" : "";
  const change = t.compared ? changeHeads(t).slice(0, 2) : [];
  const rows = [...t.rows, ...t.totals];
  const lines = alignColumns([
    [view, "gold", "sys", ...t.spec.heads.map((h) => `${h}${unit}`), ...change],
    ...rows.map((r) => rowCells(t, r)),
  ]);
  const painted = lines.map((line, i) =>
    i === 0 ? paint(color, "bold", line) : tint(line, rows[i - 1], color),
  );
  const note = t.spec.note?.replace(/\.$/, "");
  return note === undefined ? painted : [...painted, paint(color, "dim", note)];
}
