import type { LevelRow, LevelScores } from "../measure/levels/level-scores.ts";
import type { Levels } from "../measure/levels/measure-levels.ts";
import { alignColumns, percent } from "./terminal.ts";

const HEADER = [
  "",
  "elements",
  "match",
  "refclash",
  "missing",
  "spurious",
  "P%",
  "R%",
  "F%",
  "acc%",
  "blind%",
];

function row(label: string, r: LevelRow): string[] {
  return [
    label,
    String(r.elements),
    String(r.match),
    String(r.refclash),
    String(r.missing),
    String(r.spurious),
    percent(r.precision),
    percent(r.recall),
    percent(r.fmeasure),
    percent(r.tagSensitiveAccuracy),
    percent(r.tagBlindAccuracy),
  ];
}

/** MAT's level tables for the terminal (per type, then `<all>`); nothing without `--levels`. */
export function renderLevelsTerminal(levels: Levels | undefined): string[] {
  const lines: string[] = [];
  const entries = Object.entries(levels ?? {}) as [string, LevelScores][];
  for (const [level, scores] of entries) {
    const rows = Object.entries(scores.types).map(([type, r]) => row(type, r));
    lines.push(
      "",
      ...alignColumns([
        [`${level} level`, ...HEADER.slice(1)],
        ...rows,
        row("<all>", scores["<all>"]),
      ]),
    );
  }
  return lines;
}
