import { type Rate, type ReportedScore, UNDEFINED_FIGURE } from "../measure/prf.ts";
import { SPAN_SCHEMES, type SpanScheme } from "../measure/schemes.ts";
import type { Averaged, Scores } from "../measure/scores.ts";
import { TYPE_SUM_LABEL, TYPE_SUM_NOTE, typeRowSum } from "../measure/type-sum.ts";
import { figureText } from "../number-format.ts";
import { headlineLines, renderFamilyBlocks } from "./family-terminal.ts";
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

/** Pads cells into aligned columns: first column left, the rest right; long cells are cut. */
export function alignColumns(rows: readonly (readonly string[])[]): string[] {
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
        return i === 0 ? cell.join("") + pad : pad + cell.join("");
      })
      .join("  ")
      .trimEnd(),
  );
}

function countRow(label: string, s: ReportedScore): string[] {
  return [
    label,
    String(s.possible),
    String(s.actual),
    String(s.correct),
    String(s.incorrect),
    String(s.partial),
    String(s.missed),
    String(s.spurious),
    percent(s.precision),
    percent(s.recall),
    percent(s.f1),
  ];
}

function averageRow(label: string, a: Averaged): string[] {
  return [
    label,
    "",
    "",
    "",
    "",
    "",
    "",
    "",
    percent(a.precision),
    percent(a.recall),
    percent(a.f1),
  ];
}

const HEADER = ["", "gold", "sys", "COR", "INC", "PAR", "MIS", "SPU", "P%", "R%", "F1%"];

/**
 * Renders scores as plain aligned tables: the headline family's figure, then each family's tables
 * in headline order (spans: per-type rows for one scheme, then every scheme).
 */
export function renderTerminal(scores: Scores, options: TerminalOptions): string {
  const bold = (s: string): string => (options.color ? `\u001b[1m${s}\u001b[22m` : s);
  const scheme = options.scheme;
  const typeSum = typeRowSum(scores, scheme);
  const typeRows = Object.keys(scores.types).map((t) =>
    countRow(t, scores.types[t]?.[scheme] as ReportedScore),
  );
  const perType = alignColumns([
    [scheme, ...HEADER.slice(1)],
    ...typeRows,
    countRow("micro", scores.overall[scheme]),
    ...(typeSum === null ? [] : [countRow(TYPE_SUM_LABEL, typeSum)]),
    averageRow("macro (types)", scores.macro.types[scheme]),
    averageRow("macro (docs)", scores.macro.documents[scheme]),
  ]);
  const schemes = alignColumns([
    ["scheme", ...HEADER.slice(1)],
    ...SPAN_SCHEMES.map((s) => countRow(s, scores.overall[s])),
  ]);
  const { gold, system } = scores.inputs;
  const lines = [
    bold(
      `Goldgate ${scores.tool.version} · ${scores.settings.format} · profile ${scores.settings.compat}`,
    ),
    `gold: ${gold.documents} documents, ${gold.annotations} annotations · system: ${system.documents} documents, ${system.annotations} annotations`,
    "",
    ...headlineLines(scores, scheme, null).map((l, i) => (i === 0 ? bold(l) : l)),
    ...renderFamilyBlocks(scores, {
      comparison: null,
      confusion: options.confusion === true,
      dedicated: () => [
        ...perType,
        ...(typeSum === null ? [] : [TYPE_SUM_NOTE]),
        "",
        ...schemes,
        ...undefinedNote(scores, scheme),
      ],
    }),
  ];
  if (scores.bdm !== undefined) {
    const b = scores.bdm;
    lines.push(
      "",
      `bdm: P ${percent(b.precision)}%  R ${percent(b.recall)}%  F1 ${percent(b.f1)}%  (credit ${b.credit.toFixed(3)} of ${b.possible} gold, ${b.actual} system)`,
    );
  }
  if (scores.tokens !== null) {
    lines.push(
      "",
      `token accuracy: ${percent(scores.tokens.accuracy)}% (${scores.tokens.correctTags}/${scores.tokens.count} tokens)`,
    );
  }
  if (scores.issues.length > 0) {
    lines.push("", `${scores.issues.length} data issue(s):`);
    for (const issue of scores.issues.slice(0, 10))
      lines.push(`  ${terminalCell(issueLine(issue))}`);
    if (scores.issues.length > 10) lines.push(`  … ${scores.issues.length - 10} more (see --json)`);
  }
  return terminalSafe(`${lines.join("\n")}\n`, options.color);
}

/** The note under span tables that print an undefined figure. */
export const UNDEFINED_NOTE = `${UNDEFINED_FIGURE} undefined: 0/0, nothing on either side to score (null in JSON; docs/scores.md)`;

function undefinedNote(scores: Scores, scheme: SpanScheme): string[] {
  const shown = [
    ...SPAN_SCHEMES.map((s) => scores.overall[s]),
    scores.macro.types[scheme],
    scores.macro.documents[scheme],
  ];
  return shown.some((r) => r.f1 === null) ? ["", UNDEFINED_NOTE] : [];
}

function issueLine(issue: Scores["issues"][number]): string {
  const where =
    issue.file === undefined
      ? ""
      : `${issue.file}${issue.line === undefined ? "" : `:${issue.line}`}: `;
  return `${issue.severity}: ${where}${issue.message}`;
}
