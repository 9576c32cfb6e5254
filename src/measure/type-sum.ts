import { type RateArithmetic, type ReportedScore, rateArithmetic, rates } from "./prf.ts";
import type { SchemeCounts, SpanScheme } from "./schemes.ts";
import type { Scores } from "./scores.ts";

const COUNTS = [
  "correct",
  "incorrect",
  "partial",
  "missed",
  "spurious",
  "possible",
  "actual",
] as const satisfies readonly (keyof SchemeCounts)[];

/** What rates depend on: equal here, the rates are equal (a tag clash only moves INC to MIS+SPU). */
const RATE_INPUTS = ["correct", "partial", "possible", "actual"] as const;

/** The arithmetic `buildScores` used for the rows of these scores. */
function arithmeticOf(scores: Scores): RateArithmetic {
  const { compat } = scores.settings;
  return compat === "nervaluate" && scores.documents.length > 1
    ? "nervaluate-merged"
    : rateArithmetic(compat);
}

/**
 * The sum of the per-type rows of one scheme, with its rates: GATE Corpus QA's micro average,
 * where each type is aligned on its own. `overall` aligns every type together instead (one
 * partner per span, as SemEval, nervaluate and MAT do), so the two differ when a span is paired
 * with another type's span in `overall` but with one of its own type in its type row: gold
 * PER[0,18), system ORG[0,18) and PER[0,10) under `lenient` give `overall` correct 0 (a tag clash
 * and a spurious PER) and the type rows PER correct 1, ORG spurious 1 (docs/compat.md).
 * Null when the sum has `overall`'s rates (same correct, partial, possible and actual; under
 * `strict` always), or there are no types.
 */
export function typeRowSum(scores: Scores, scheme: SpanScheme): ReportedScore | null {
  const rows = Object.values(scores.types).map((t) => t[scheme]);
  if (rows.length === 0) return null;
  const sum = (key: (typeof COUNTS)[number]) => rows.reduce((n, r) => n + r[key], 0);
  const counts: SchemeCounts = {
    correct: sum("correct"),
    incorrect: sum("incorrect"),
    partial: sum("partial"),
    missed: sum("missed"),
    spurious: sum("spurious"),
    possible: sum("possible"),
    actual: sum("actual"),
  };
  const overall = scores.overall[scheme];
  if (RATE_INPUTS.every((k) => counts[k] === overall[k])) return null;
  return { ...counts, ...rates(counts, scheme, scores.settings.beta, arithmeticOf(scores)) };
}

/** Label of the `typeRowSum` row in the per-type tables. */
export const TYPE_SUM_LABEL = "Σ types";

/** The note under a table that shows the `typeRowSum` row. */
export const TYPE_SUM_NOTE =
  "Σ types: the type rows added up, each type aligned on its own (GATE Corpus QA's micro); micro aligns all types together, one partner per span, and differs here (docs/compat.md)";
