import type { Verdict } from "../gate/verdict.ts";
import {
  CHECK_COLUMNS,
  CHECK_ROWS,
  checkCells,
  checksByWeight,
  correctionText,
  outcomeCounts,
  powerText,
} from "./checks-table.ts";
import { goldSet } from "./gold-name.ts";
import { blocks, details, table } from "./markdown-blocks.ts";
import { md } from "./markdown-escape.ts";

/**
 * The checks table of the comment, collapsed: every drop check's outcome (regression, no
 * regression, cannot tell), raw and adjusted p, and the drop the gold set detects; at most
 * CHECK_ROWS rows (regressions and cannot-tell first), saying how many more the JSON report has.
 */
export function renderChecks(verdict: Verdict, goldName: string) {
  const power = powerText(verdict, goldName);
  const powerLine = power === null ? md("") : md(power);
  if (verdict.checked.length === 0) return powerLine;
  const shown = checksByWeight(verdict.checked).slice(0, CHECK_ROWS);
  const rows = shown.map((c) => checkCells(c).map((cell) => md(cell, 200)));
  const more = verdict.checked.length - shown.length;
  const body = blocks([
    md(
      `Regression: a significant drop beyond the limit. No regression: the interval excludes a drop beyond it. Cannot tell: neither; "detects" is the drop this ${goldSet(goldName)} finds with 80% power.`,
    ),
    table(
      CHECK_COLUMNS.map((c) => md(c)),
      rows,
      ["l", "l", "r", "r", "r", "r", "r", "r"],
    ),
    more > 0 ? md(`… and ${more} more (see the JSON report)`) : md(""),
  ]);
  const section = details(`${outcomeCounts(verdict.checked)} · ${correctionText(verdict)}`, body);
  return blocks([powerLine, section]);
}
