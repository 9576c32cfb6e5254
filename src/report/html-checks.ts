import type { Verdict } from "../gate/verdict.ts";
import {
  CHECK_COLUMNS,
  checkCells,
  checksByWeight,
  correctionText,
  outcomeCounts,
  powerText,
} from "./checks-table.ts";
import { goldSet } from "./gold-name.ts";
import { type Html, html } from "./html-escape.ts";

/** The checks table of the HTML report: every drop check (the page has room for all). */
export function renderChecksHtml(verdict: Verdict, goldName: string): Html | null {
  const power = powerText(verdict, goldName);
  const powerLine = power === null ? null : html`<p>${power}</p>`;
  if (verdict.checked.length === 0) return powerLine;
  const head = CHECK_COLUMNS.map((c) => html`<th>${c}</th>`);
  const rows = checksByWeight(verdict.checked).map(
    (c) =>
      html`<tr class="${c.outcome}">${checkCells(c).map((cell) => html`<td>${cell}</td>`)}</tr>`,
  );
  return html`${powerLine}<h3>Checks</h3><p>${outcomeCounts(verdict.checked)} · ${correctionText(verdict)}. Regression: a significant drop beyond the limit; no regression: the interval excludes a drop beyond it; cannot tell: neither ("detects": the drop this ${goldSet(goldName)} finds with 80% power).</p><table class="checks"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}
