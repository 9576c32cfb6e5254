import type { ClashTally } from "../align/clash.ts";
import { SPAN_SCHEMES, type SpanScheme } from "../config/settings.ts";

/**
 * Span schemes. `strict`, `exact`, `partial`, `type` follow SemEval-2013 Task 9.1 as nervaluate
 * names them; `lenient` and `average` follow GATE's AnnotationDiff. Each one is a way of reading
 * the same clash tally (see docs/scores.md for the table). The names are config's closed set.
 */
export { SPAN_SCHEMES, type SpanScheme };

/** SemEval/MUC counts. possible = correct+incorrect+partial+missed; actual = …+spurious. */
export interface SchemeCounts {
  readonly correct: number;
  readonly incorrect: number;
  readonly partial: number;
  readonly missed: number;
  readonly spurious: number;
  readonly possible: number;
  readonly actual: number;
}

function counts(correct: number, incorrect: number, partial: number, t: ClashTally): SchemeCounts {
  const missed = t.missing;
  const spurious = t.spurious;
  return {
    correct,
    incorrect,
    partial,
    missed,
    spurious,
    possible: correct + incorrect + partial + missed,
    actual: correct + incorrect + partial + spurious,
  };
}

/** Reads a clash tally under one scheme. */
export function schemeCounts(t: Readonly<ClashTally>, scheme: SpanScheme): SchemeCounts {
  const sameSpan = t.match + t.tagclash;
  const sameTypeOverlap = t.overmark + t.undermark + t.overlap;
  const otherTypeOverlap = t.tagOvermark + t.tagUndermark + t.tagOverlap;
  switch (scheme) {
    case "strict":
      return counts(t.match, t.tagclash + sameTypeOverlap + otherTypeOverlap, 0, t);
    case "exact":
      return counts(sameSpan, sameTypeOverlap + otherTypeOverlap, 0, t);
    case "partial":
      return counts(sameSpan, 0, sameTypeOverlap + otherTypeOverlap, t);
    case "type":
    case "lenient":
      return counts(t.match + sameTypeOverlap, t.tagclash + otherTypeOverlap, 0, t);
    case "average":
      return counts(t.match, t.tagclash + otherTypeOverlap, sameTypeOverlap, t);
  }
}
