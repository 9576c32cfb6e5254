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
import { alignColumns } from "./terminal.ts";
import { terminalCell } from "./terminal-text.ts";

/**
 * The checks table in a terminal: a title line (outcome counts and the correction), then one
 * aligned row per drop check, at most CHECK_ROWS (regressions and cannot-tell first).
 */
export function renderCheckLines(verdict: Verdict, goldName: string): string[] {
  const power = powerText(verdict, goldName);
  if (verdict.checked.length === 0) return power === null ? [] : ["", power];
  const shown = checksByWeight(verdict.checked).slice(0, CHECK_ROWS);
  const more = verdict.checked.length - shown.length;
  return [
    "",
    ...(power === null ? [] : [power]),
    `${outcomeCounts(verdict.checked)} · ${correctionText(verdict)}`,
    ...alignColumns([[...CHECK_COLUMNS], ...shown.map((c) => checkCells(c).map(terminalCell))]),
    ...(more > 0 ? [`… and ${more} more (see --json)`] : []),
  ];
}
