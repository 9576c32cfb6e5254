import type { Comparison } from "../baseline/comparison.ts";
import { type MetricFamily, type MetricRow, pathOf } from "../measure/families/family.ts";
import { type Cell, cellText, type Spelling, unitOfPath } from "../number-format.ts";
import { deltaAt } from "./compared-rows.ts";
import { spreadAt } from "./family-markdown.ts";
import { sharedScope } from "./gold-name.ts";
import { baselineName } from "./run-result.ts";

/**
 * A family's headline sentence, built once (docs/numbers.md): its figure, what it was measured on,
 * its change against the baseline (or its own interval without one) and the figures beside it,
 * as text and typed cells. Each output spells the cells its way and places the words.
 */

/** Text, or a figure an output spells. */
export type SentencePart = string | Cell;

/** A figure named in a sentence. */
export interface NamedFigure {
  readonly label: string;
  readonly value: Cell;
  /** What it was measured on, where not the headline's scope (`on 2 of 3 items`), after the value. */
  readonly scope?: string;
}

export interface HeadlineSentence {
  /** The family's own figure (`Overall strict F1`, its value). */
  readonly main: NamedFigure;
  /** What follows it: the scope, then the change (`on 40 documents (+1.0 pt against v1.2.0, …).`). */
  readonly rest: readonly SentencePart[];
  /** The figures beside it that are defined. */
  readonly beside: readonly NamedFigure[];
}

const figureOf = (r: MetricRow): NamedFigure => ({
  label: r.label,
  value: { kind: unitOfPath(pathOf(r.keys)), value: r.value },
  ...(r.scope === undefined ? {} : { scope: r.scope }),
});

/** The change of the headline figure: against the baseline, else its own 95% interval. */
function changeParts(c: Comparison, r: MetricRow, doc: unknown): SentencePart[] {
  const unit = unitOfPath(pathOf(r.keys));
  if (c.kind === "no-baseline") {
    // An undefined figure (0/0) has no interval either.
    const s = r.value === null ? undefined : spreadAt(c, r.keys);
    const none = "; no baseline to compare with.";
    if (s === undefined) return [none];
    return [
      " (95% CI ",
      { kind: "interval", unit, lower: s.lower, upper: s.upper, signed: false },
      `)${none}`,
    ];
  }
  if (r.value === null) return ["; undefined (nothing to score), so no change to compare."];
  const d = deltaAt(c, r.keys);
  if (d === undefined) return ["; the baseline has no such figure to compare with."];
  const shared = sharedScope(c, doc);
  return [
    " (",
    { kind: "delta", unit, value: d.delta },
    `${unit === "rate" ? " pt" : ""} against ${baselineName(c.baseline)}${shared === null ? "" : ` on ${shared}`}, 95% CI `,
    { kind: "interval", unit, lower: d.ci.lower, upper: d.ci.upper, signed: true },
    ").",
  ];
}

/** The headline sentence of a family present in `doc`, under `view`. */
export function headlineSentence(
  family: MetricFamily,
  doc: unknown,
  c: Comparison | null,
  view: string,
): HeadlineSentence {
  const h = family.headline(doc, view);
  return {
    main: figureOf(h.main),
    // No comparison made (`score`): the sentence ends at its scope.
    rest: c === null ? [`${h.scope}.`] : [h.scope, ...changeParts(c, h.main, doc)],
    beside: h.beside.filter((r) => r.value !== null).map(figureOf),
  };
}

/** Parts as an output spells them. */
export function partsText(parts: readonly SentencePart[], spelling: Spelling): string {
  return parts.map((p) => (typeof p === "string" ? p : cellText(p, spelling))).join("");
}

/** `label value` (and its own scope, where it has one) as an output spells it. */
export function namedText(f: NamedFigure, spelling: Spelling): string {
  return `${f.label} ${cellText(f.value, spelling)}${f.scope === undefined ? "" : ` ${f.scope}`}`;
}
