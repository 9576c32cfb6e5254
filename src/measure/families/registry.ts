import { AGREEMENT_FAMILY } from "./agreement.ts";
import { ATTRIBUTES_FAMILY } from "./attributes.ts";
import { EVENTS_FAMILY } from "./events.ts";
import type { MetricFamily } from "./family.ts";
import { ITEMS_FAMILY } from "./items.ts";
import { LABELS_FAMILY } from "./labels.ts";
import { LEVEL_FAMILIES } from "./levels.ts";
import { RELATIONS_FAMILY } from "./relations.ts";
import { runsFamily } from "./runs.ts";
import { SPAN_AGREEMENT_FAMILY } from "./span-agreement.ts";
import { SPANS_FAMILY } from "./spans.ts";
import { USAGE_FAMILY } from "./usage.ts";

/**
 * Every metric family, in headline order: a document's first present family gives the headline,
 * the order of the report's tables, the Action's `f1` output and, when goldgate.yml has no
 * `gate.rules`, the one default rule (gate/evaluate-gate.ts `rulesFor`). Event mentions come
 * before spans because a tbf run carries both and the event figure is the task's own (the span
 * rows of a tbf run are span-only matching). Span-set agreement never shares a document with
 * another family. Repeated runs (docs/runs.md) come first: a runs document carries no other
 * family at its top level (each run's families are inside it). MAT's score levels come last: they are added to a span run (`--levels`) and
 * never head it; nor do span attributes, the features of a span run's matched pairs, or relations, the links between its spans. Usage (cost and latency) is reported beside a run's quality, never as its headline.
 */
export const FAMILIES: readonly MetricFamily[] = [
  runsFamily(() => FAMILIES),
  EVENTS_FAMILY,
  LABELS_FAMILY,
  ITEMS_FAMILY,
  AGREEMENT_FAMILY,
  SPAN_AGREEMENT_FAMILY,
  SPANS_FAMILY,
  ATTRIBUTES_FAMILY,
  RELATIONS_FAMILY,
  ...LEVEL_FAMILIES,
  USAGE_FAMILY,
];

/** The families a scores document carries, in registry order. */
export function familiesIn(doc: unknown): MetricFamily[] {
  return FAMILIES.filter((f) => f.present(doc));
}

/** The family whose figure heads the report; undefined for a document with no known family. */
export function headlineFamily(doc: unknown): MetricFamily | undefined {
  return FAMILIES.find((f) => f.present(doc));
}

/** Every metric root any family owns, once (the three score levels share `levels`). */
export function metricRoots(): string[] {
  return [...new Set(FAMILIES.flatMap((f) => f.roots))];
}

/**
 * The rates a gate rule may name under a root, as every family owning it declares them (their
 * last keys, sorted); empty for a root no family owns.
 */
export function ratesUnder(root: string): string[] {
  return [...new Set(FAMILIES.flatMap((f) => f.rates[root] ?? []))].sort();
}

/** What a family resamples in this document (its `unitFor`, else its `unit`). */
export function unitOf(family: MetricFamily, doc: unknown): "document" | "item" {
  return family.unitFor?.(doc) ?? family.unit;
}

/** What a family resamples in this document, plural (`documents`, `items`), for messages. */
export function unitsNounOf(family: MetricFamily | undefined, doc: unknown): string {
  return family !== undefined && unitOf(family, doc) === "item" ? "items" : "documents";
}

/** The default rule of a family for a document (its `ruleFor`, else its `defaultRule`). */
export function defaultRuleOf(family: MetricFamily, doc: unknown): MetricFamily["defaultRule"] {
  return family.ruleFor?.(doc) ?? family.defaultRule;
}

/**
 * What a scores document calls its gold side: `gold`, or its headline family's own name for it
 * (per-item metrics have no gold file: `test set`, the item ids the comparison checks).
 */
export function goldNameOf(doc: unknown): string {
  return headlineFamily(doc)?.goldName?.(doc) ?? "gold";
}

/** The gold side as a set: `gold set`, `test set`. */
export function goldSetOf(name: string): string {
  return name === "gold" ? "gold set" : name;
}
