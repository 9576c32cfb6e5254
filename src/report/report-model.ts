import type { MetricFamily } from "../measure/families/family.ts";
import { familiesIn } from "../measure/families/registry.ts";
import { buildClassTable, type ClassTable } from "./class-table.ts";
import type { RunResult } from "./run-result.ts";

/**
 * What a run's reports show, built once from the run result (docs/numbers.md): per family, in
 * headline order, its class table against the baseline. The terminal, the comment, the HTML page
 * and the CSV lay it out.
 */

/** One family of the run and what is built for it. */
export interface FamilyModel {
  readonly family: MetricFamily;
  /** Its classes against the baseline, when the family shows a class table. */
  readonly classes: ClassTable | null;
}

/** The report model of a run under `view` (spans: the scheme of the tables). */
export interface ReportModel {
  readonly view: string;
  readonly families: readonly FamilyModel[];
}

/** Builds the model: every family the scores carry, in headline order. */
export function buildReportModel(run: RunResult, view: string): ReportModel {
  const doc: unknown = run.scores;
  return {
    view,
    families: familiesIn(doc).map((family) => ({
      family,
      classes: buildClassTable(family, doc, run.comparison, run.verdict, view),
    })),
  };
}

/** Class rows of every class table (what the comment's budget shrinks first among tables). */
export function classRowCount(model: ReportModel): number {
  return model.families.reduce((n, f) => n + (f.classes?.rows.length ?? 0), 0);
}
