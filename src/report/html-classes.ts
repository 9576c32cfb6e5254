import type { ClassErrors } from "../measure/families/family.ts";
import { type Cell, cellNumber, cellText } from "../number-format.ts";
import { type ClassRow, type ClassTable, changeHeads } from "./class-table.ts";
import { type Html, html } from "./html-escape.ts";

/**
 * The HTML page's layout of the report model's class tables (per type: counts, P, R, F1 and the
 * figure against the baseline with its interval and p, coloured by direction, bold when the
 * interval excludes 0; the totals in the table's foot) and of the class errors of failed rules.
 */

/** Rows at most in one class table or error list; the JSON and CSVs have them all. */
const MAX_ROWS = 2_000;
const MARKS = { fail: "❌", warn: "⚠️" } as const;
/** A class only in the baseline has no current figures. */
const ABSENT = "—";

/** A sort key: six decimals order every printed figure and keep the page stable. */
function sortKey(value: number | null): string {
  return value === null ? "" : String(Number(value.toFixed(6)));
}

function num(cell: Cell, extra = ""): Html {
  const text = cellText(cell, "brief");
  if (cell.kind === "interval" || cell.kind === "text")
    return html`<td class="num${extra}">${text}</td>`;
  return html`<td class="num${extra}" data-sort="${sortKey(cellNumber(cell))}">${text}</td>`;
}

function changeCells(r: ClassRow): Html[] {
  const c = r.change;
  if (c.kind === "spread") return [num(c.interval)];
  const tone = c.direction === "up" ? " up" : c.direction === "down" ? " down" : "";
  const delta = num(c.delta, `${tone}${c.significant ? " significant" : ""}`);
  return [delta, num(c.interval), num(c.p)];
}

function nameCell(r: ClassRow): Html {
  const status = r.status === "both" ? "" : ` (${r.status})`;
  const mark = r.mark === null ? "" : ` ${MARKS[r.mark]}`;
  return r.kind === "total"
    ? html`<td><b>${r.name}</b></td>`
    : html`<td>${r.name}${status}${mark}</td>`;
}

function rowHtml(t: ClassTable, r: ClassRow): Html {
  const counts =
    r.counts === null
      ? [num(r.support), num({ kind: "text", text: "" })]
      : [num(r.counts.gold), num(r.counts.system)];
  const figures =
    r.figures?.map((c) => num(c)) ?? t.spec.heads.map(() => html`<td class="num">${ABSENT}</td>`);
  return html`<tr>${nameCell(r)}${counts}${figures}${changeCells(r)}</tr>`;
}

/** What the table shows, in one line under it. */
function legend(t: ClassTable): string {
  const [change = ""] = changeHeads(t);
  const meaning = t.compared
    ? `${change} against the baseline with its 95% interval and p, bold when the interval excludes 0`
    : `${change}: bootstrap over ${t.resampled}`;
  const points = t.unit === "rate" ? ", in points" : "";
  const note = t.spec.note === undefined ? "" : ` ${t.spec.note}`;
  return `${t.spec.basis}${points}; ${meaning}.${note}`;
}

/** A family's class table as a sortable table (the totals stay in its foot). */
export function renderClassTableHtml(t: ClassTable): Html {
  const noun = `${t.noun.slice(0, 1).toUpperCase()}${t.noun.slice(1)}`;
  const heads = ["Gold", "System", ...t.spec.heads, ...changeHeads(t)];
  const head = html`<tr><th>${noun}</th>${heads.map((h) => html`<th class="num">${h}</th>`)}</tr>`;
  const rows = t.rows.slice(0, MAX_ROWS).map((r) => rowHtml(t, r));
  const foot = t.totals.map((r) => rowHtml(t, r));
  const cut =
    rows.length < t.rows.length
      ? html`<p class="note">Showing ${rows.length} of ${t.rows.length} ${t.noun}s; the JSON and CSV files have them all.</p>`
      : null;
  // Titled as the family's other tables are (`Spans, per type (strict)`).
  const title = `${t.family}, ${t.spec.title.slice(0, 1).toLowerCase()}${t.spec.title.slice(1)}`;
  return html`<h3>${title}</h3><table class="sortable classes"><thead>${head}</thead><tbody>${rows}</tbody><tfoot>${foot}</tfoot></table>${cut}<p class="note">${legend(t)}</p>`;
}

/** Without a baseline: the errors of each class a `min` rule failed on. */
export function renderClassErrorsHtml(errors: readonly ClassErrors[]): Html | null {
  if (errors.length === 0) return null;
  const one = (e: ClassErrors): Html => {
    const rows = e.rows
      .slice(0, MAX_ROWS)
      .map((row) => html`<tr>${row.map((text) => html`<td>${text}</td>`)}</tr>`);
    const more =
      rows.length < e.total
        ? html`<p class="note">Showing ${rows.length} of ${e.total}; ${e.kept}.</p>`
        : null;
    return html`<h3>${e.title}: ${e.total} — ${e.kinds}</h3><table><thead><tr>${e.heads.map((h) => html`<th>${h}</th>`)}</tr></thead><tbody>${rows}</tbody></table>${more}`;
  };
  return html`<section id="class-errors"><h2>Errors behind failed rules</h2>${errors.map(one)}</section>`;
}
