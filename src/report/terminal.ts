import type { Rate } from "../measure/prf.ts";
import type { SpanScheme } from "../measure/schemes.ts";
import type { Scores } from "../measure/scores.ts";
import { figureText } from "../number-format.ts";
import { headlineLines, renderFamilyBlocks } from "./family-terminal.ts";
import { plural } from "./markdown-blocks.ts";
import { terminalCell, terminalSafe } from "./terminal-text.ts";

/** Options for the terminal table. `color` is decided by the entry (TTY and NO_COLOR). */
export interface TerminalOptions {
  readonly scheme: SpanScheme;
  readonly color: boolean;
  /** Print confusion matrices (`--confusion`). */
  readonly confusion?: boolean;
}

/** Percent with two decimals, as conlleval prints it (`%.2f`, exact ties to even); "–" for null. */
export function percent(fraction: Rate): string {
  return figureText("rate", fraction, "full");
}

/**
 * Widest cell a terminal table prints, in code points. A longer cell (a label: numbers are never
 * this wide) is cut to this width, ending in "…": one 4 MB type name must not pad every row of
 * the table to 4 MB. JSON, CSV and the markdown report keep the full label.
 */
export const TERMINAL_CELL_MAX = 40;

function fitCell(cell: string): string[] {
  const points = [...cell.slice(0, 4 * TERMINAL_CELL_MAX)];
  return points.length <= TERMINAL_CELL_MAX
    ? points
    : [...points.slice(0, TERMINAL_CELL_MAX - 1), "…"];
}

/**
 * Pads cells into aligned columns: the first column left (row names; `firstLeft` false when it
 * holds numbers too, as a one-row table of counts), the rest right; long cells are cut.
 */
export function alignColumns(rows: readonly (readonly string[])[], firstLeft = true): string[] {
  // Controls, ESC and bidi overrides in data never reach the terminal or the log.
  const fitted = rows.map((row) =>
    row.map((cell) => fitCell(terminalCell(cell.slice(0, 4 * TERMINAL_CELL_MAX)))),
  );
  const widths: number[] = [];
  for (const row of fitted) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, cell.length);
    });
  }
  return fitted.map((row) =>
    row
      .map((cell, i) => {
        const pad = " ".repeat((widths[i] ?? 0) - cell.length);
        return i === 0 && firstLeft ? cell.join("") + pad : pad + cell.join("");
      })
      .join("  ")
      .trimEnd(),
  );
}

/** `1 document, 3 annotations`. */
const sizeOf = (s: { readonly documents: number; readonly annotations: number }): string =>
  `${plural(s.documents, "document")}, ${plural(s.annotations, "annotation")}`;

/** Where `--confidence`'s figures are: MAT's spreads have no column in these tables. */
export const CONFIDENCE_NOTE =
  "confidence data (--confidence): in --json and --out (`confidence` beside each rates object) and the --csv files (MAT's _mean, _variance, _stddev columns), not in these tables";

/**
 * Renders scores as plain aligned tables: the headline family's figure, then each family's tables
 * in headline order (spans: per-type rows for one scheme, then every scheme).
 */
export function renderTerminal(scores: Scores, options: TerminalOptions): string {
  const bold = (s: string): string => (options.color ? `\u001b[1m${s}\u001b[22m` : s);
  const { gold, system } = scores.inputs;
  const lines = [
    bold(
      `Goldgate ${scores.tool.version} · ${scores.settings.format} · profile ${scores.settings.compat}`,
    ),
    `gold: ${sizeOf(gold)} · system: ${sizeOf(system)}`,
    "",
    ...headlineLines(scores, options.scheme, null).map((l, i) => (i === 0 ? bold(l) : l)),
    ...renderFamilyBlocks(scores, {
      comparison: null,
      confusion: options.confusion === true,
      view: options.scheme,
      counts: true,
    }),
    ...(scores.settings.confidence ? ["", CONFIDENCE_NOTE] : []),
  ];
  if (scores.issues.length > 0) {
    lines.push("", `${scores.issues.length} data issue(s):`);
    for (const issue of scores.issues.slice(0, 10))
      lines.push(`  ${terminalCell(issueLine(issue))}`);
    if (scores.issues.length > 10) lines.push(`  … ${scores.issues.length - 10} more (see --json)`);
  }
  return terminalSafe(`${lines.join("\n")}\n`, options.color);
}

function issueLine(issue: Scores["issues"][number]): string {
  const where =
    issue.file === undefined
      ? ""
      : `${issue.file}${issue.line === undefined ? "" : `:${issue.line}`}: `;
  return `${issue.severity}: ${where}${issue.message}`;
}
