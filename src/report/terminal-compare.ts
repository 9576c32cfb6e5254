import { describeAge } from "../baseline/baseline-age.ts";
import type { Comparison } from "../baseline/comparison.ts";
import { familiesIn } from "../measure/families/registry.ts";
import { UNDEFINED_FIGURE } from "../measure/prf.ts";
import { type Cell, cellText } from "../number-format.ts";
import { buildClassTable, type ClassRow, type ClassTable, changeHeads } from "./class-table.ts";
import { familyComparisonLines, headlineLines } from "./family-terminal.ts";
import { alignColumns } from "./terminal.ts";

/**
 * `goldgate compare`'s plain-text summary (the full reports are the markdown and JSON ones): where
 * the baseline came from, then each family's classes against it (a layout over the class table
 * model: baseline, current, change, 95% interval, p of each class's compared figure and of the
 * totals), then every compared figure of the unit-resampled families; without a baseline, the
 * headline figure with its own interval.
 */

const text = (cell: Cell): string => cellText(cell, "full");

function rowCells(t: ClassTable, r: ClassRow): string[] {
  const label = r.status === "both" ? r.short : `${r.short} (${r.status})`;
  const current = text({ kind: t.unit, value: r.value });
  const c = r.change;
  if (c.kind !== "compared") return [label, "", current, "", "", ""];
  // Beside the baseline, the current figure the change was computed from: the two can part where
  // a profile's printed rate is not the compared one (nervaluate's merged partial rates).
  const compared =
    r.value === null || r.delta?.current === undefined || r.delta.current === null
      ? current
      : text({ kind: t.unit, value: r.delta.current });
  return [label, text(c.baseline), compared, text(c.delta), text(c.interval), text(c.p)];
}

function hasUndefinedChange(r: ClassRow): boolean {
  return (
    r.change.kind === "compared" && r.change.delta.kind === "delta" && r.change.delta.value === null
  );
}

/** A class table as compare lines; `undefined`: whether a row's change is undefined (0/0). */
function classLines(t: ClassTable, view: string): { lines: string[]; undefined: boolean } {
  const rows = [...t.rows, ...t.totals];
  const [delta = "Δ", interval = "95% CI", p = "p"] = changeHeads(t);
  return {
    lines: alignColumns([
      [view, "baseline", "current", delta, interval, p],
      ...rows.map((r) => rowCells(t, r)),
    ]),
    undefined: rows.some(hasUndefinedChange),
  };
}

function headLine(c: Comparison): string {
  const b = c.baseline;
  const when = [
    b.commit?.slice(0, 12),
    b.date?.slice(0, 10),
    b.ageDays === null ? undefined : `${b.stale ? "STALE: " : ""}${describeAge(b.ageDays)}`,
  ].filter((x) => x !== undefined);
  const at = when.length === 0 ? "" : ` (${when.join(", ")})`;
  const from = b.source === "none" ? "none" : `${b.source} ${b.path ?? b.tag ?? ""}${at}`;
  const boot = c.settings.bootstrap;
  return `Goldgate compare · baseline: ${from} · ${boot.resamples} resamples${boot.exact ? " (exact)" : ""}\n`;
}

const UNDEFINED_CHANGE = `  - ${UNDEFINED_FIGURE}: undefined (0/0: nothing on either side of a row, or an average over no types); no change is computed for it.\n`;

/** The summary of a comparison of the scores document `doc`, its tables under `view`. */
export function renderCompareSummary(c: Comparison, doc: unknown, view: string): string {
  const head = headLine(c);
  const notes = c.baseline.notes.map((n) => `  - ${n}\n`).join("");
  if (c.kind === "no-baseline") return `${head}${headlineLines(doc, view, c).join("\n")}\n${notes}`;
  const findings = { failures: [], warnings: [] };
  const tables = familiesIn(doc).flatMap((f) => {
    const t = buildClassTable(f, doc, c, findings, view);
    return t === null ? [] : [classLines(t, view)];
  });
  const table = tables.map((t) => `${t.lines.join("\n")}\n`).join("\n");
  const families = familyComparisonLines(c);
  const more = families.length === 0 ? "" : `\n${families.join("\n")}\n`;
  const allNotes = notes + (tables.some((t) => t.undefined) ? UNDEFINED_CHANGE : "");
  return `${head}${table}${more}${allNotes === "" ? "" : `notes:\n${allNotes}`}`;
}
