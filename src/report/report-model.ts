import type { Comparison } from "../baseline/comparison.ts";
import type { Verdict } from "../gate/verdict.ts";
import type { ClassErrors, MetricFamily } from "../measure/families/family.ts";
import { familiesIn } from "../measure/families/registry.ts";
import { buildClassTable, type ClassTable } from "./class-table.ts";
import { type HeadlineSentence, headlineSentence } from "./headline-model.ts";
import type { RunResult } from "./run-result.ts";

/**
 * What a run's reports show, built once from the run result (docs/numbers.md): per family, in
 * headline order (the first heads the report), its headline sentence, its class table against the baseline; without a baseline, the errors of each
 * class a `min` rule failed on. The terminal, the comment, the HTML page and the CSV lay it out.
 */

/** One family of the run and what is built for it. */
export interface FamilyModel {
  readonly family: MetricFamily;
  /** Its headline sentence: figure, scope, change against the baseline, figures beside it. */
  readonly headline: HeadlineSentence;
  /** Its classes against the baseline, when the family shows a class table. */
  readonly classes: ClassTable | null;
}

/** The report model of a run under `view` (spans: the scheme of the tables). */
export interface ReportModel {
  readonly view: string;
  readonly families: readonly FamilyModel[];
  /** Without a baseline: each failed `min` rule's class errors, once per class and figure. */
  readonly classErrors: readonly ClassErrors[];
}

/**
 * The errors of each class a `min` rule failed on, when there is no baseline (GATE's verbose
 * Corpus Benchmark mode), from the family that owns the rule's figure; each class and figure once,
 * none for a class without errors.
 */
function classErrorsOf(
  families: readonly MetricFamily[],
  c: Comparison,
  verdict: Verdict,
): ClassErrors[] {
  if (c.kind !== "no-baseline") return [];
  const seen = new Set<string>();
  return verdict.failures.flatMap((f) => {
    if (f.check !== "min" || f.type === null || f.metric === null) return [];
    const { metric, type } = f;
    const found = families.flatMap((family) => {
      const e = family.classErrors?.(c.families?.[family.name], metric, type) ?? null;
      return e === null || e.total === 0 || seen.has(e.title) ? [] : [e];
    });
    for (const e of found) seen.add(e.title);
    return found;
  });
}

/** Models built, per run result and view: every output of a run lays out the same one. */
const BUILT = new WeakMap<RunResult, Map<string, ReportModel>>();

/**
 * The model of a run under a view, built once from the run result (a run result is read-only):
 * the terminal, the comment, the HTML page and the CSV files of one run lay out this one object.
 */
export function buildReportModel(run: RunResult, view: string): ReportModel {
  const views = BUILT.get(run) ?? new Map<string, ReportModel>();
  BUILT.set(run, views);
  const known = views.get(view);
  if (known !== undefined) return known;
  const model = modelOf(run, view);
  views.set(view, model);
  return model;
}

/** Builds the model: every family the scores carry, in headline order. */
function modelOf(run: RunResult, view: string): ReportModel {
  const doc: unknown = run.scores;
  const families = familiesIn(doc);
  return {
    view,
    families: families.map((family) => ({
      family,
      headline: headlineSentence(family, doc, run.comparison, view),
      classes: buildClassTable(family, doc, run.comparison, run.verdict, view),
    })),
    classErrors: classErrorsOf(families, run.comparison, run.verdict),
  };
}

/** Class rows of every class table (what the comment's budget shrinks first among tables). */
export function classRowCount(model: ReportModel): number {
  return model.families.reduce((n, f) => n + (f.classes?.rows.length ?? 0), 0);
}
