import { type Cell, cellText } from "../number-format.ts";
import { type ClassRow, type ClassTable, changeHeads, worstClassRows } from "./class-table.ts";
import { type Align, blocks, table } from "./markdown-blocks.ts";
import { type Md, md, raw, strong } from "./markdown-escape.ts";

/** How many class rows to show: all, or the worst `n` (largest drop, else lowest figure). */
export type ClassSelection =
  | { readonly kind: "all" }
  | { readonly kind: "worst"; readonly n: number };

const ARROWS = { up: "↑", down: "↓", unchanged: "→" } as const;
const MARKS = { fail: "❌", warn: "⚠️" } as const;
/** A class only in the baseline has no current figures. */
const ABSENT = "—";

const text = (cell: Cell): Md => md(cellText(cell, "brief"));

/** The change cells: Δ with an arrow (bold when its interval excludes 0) and the 95% CI; else the figure's own CI. */
function changeCells(r: ClassRow): Md[] {
  const c = r.change;
  if (c.kind === "spread") return [text(c.interval)];
  const shown = cellText(c.delta, "brief");
  const delta =
    c.direction === null || c.delta.kind !== "delta" || c.delta.value === null
      ? md(shown)
      : md(`${ARROWS[c.direction]} ${shown}`);
  return [c.significant ? strong(delta) : delta, text(c.interval)];
}

function statusCell(r: ClassRow): Md {
  if (r.mark !== null) return md(MARKS[r.mark]);
  return md(r.status === "new" ? "🆕" : r.status === "gone" ? "gone" : "");
}

function rowCells(t: ClassTable, r: ClassRow): Md[] {
  const figures = r.figures?.map(text) ?? t.spec.heads.map(() => md(ABSENT));
  const name = r.kind === "total" ? strong(md(r.name)) : md(r.name, 80);
  return [statusCell(r), name, ...figures, ...changeCells(r), text(r.support)];
}

function legend(t: ClassTable, shown: number): Md {
  const [change = ""] = changeHeads(t);
  const meaning = t.compared
    ? `${change} against the baseline, bold when its 95% interval excludes 0`
    : `${change}: bootstrap over ${t.resampled}`;
  const points = t.unit === "rate" ? ", in points" : "";
  const worst =
    shown < t.rows.length ? ` Showing the ${shown} worst of ${t.rows.length} ${t.noun}s.` : "";
  const note = t.spec.note === undefined ? "" : ` ${t.spec.note}`;
  return md(`${t.spec.basis}${points}; ${meaning}; support = ${t.spec.support}.${worst}${note}`);
}

/**
 * A family's class table (per type: P, R, F1, ΔF1 with an arrow, 95% CI of the delta, support;
 * the totals under it) and its legend; the p-value is in the JSON, the HTML page and the CSV.
 */
export function renderClassTable(t: ClassTable, selection: ClassSelection): Md {
  const rows = selection.kind === "all" ? t.rows : worstClassRows(t.rows, selection.n);
  const change = changeHeads(t).slice(0, t.compared ? 2 : 1);
  const noun = `${t.noun.slice(0, 1).toUpperCase()}${t.noun.slice(1)}`;
  const header = ["", noun, ...t.spec.heads, ...change, "Support"].map((h) => md(h));
  const align: Align[] = [
    "c",
    "l",
    ...t.spec.heads.map((): Align => "r"),
    ...change.map((): Align => "r"),
    "r",
  ];
  const body = [...rows, ...t.totals].map((r) => rowCells(t, r));
  return blocks([
    raw(`**${md(t.spec.title)}**`),
    table(header, body, align),
    raw(`<sub>${legend(t, rows.length)}</sub>`),
  ]);
}
