import type { Link } from "../../align/align-spans.ts";
import type { Annotation } from "../../corpus/model.ts";
import type { Judgement } from "../../formats/labels.ts";
import { pairKey } from "../../pair-key.ts";
import { compareCodePoints } from "../agreement/coding-table.ts";
import { measureAgreement } from "../agreement/measure-agreement.ts";
import { contingencyFigures } from "../agreement/pair-agreement.ts";

/**
 * κ over an annotation feature (`agree --kappa-feature NAME`, GATE's AGREEMENTANDKAPPA on
 * annotations): the category of an annotation is the value of its feature NAME. Each aligned pair
 * with the same span and type is one instance (A's value, B's value); an annotation without a
 * partner of the same span and type is an instance against `Non-cat` (the category of "no such
 * annotation"), and so is a missing feature. An unpartnered annotation that lacks the feature too
 * says nothing about the feature and is left out.
 */
export const NON_CAT = "Non-cat";

/** One instance: A's category and B's. */
export type FeatureInstance = readonly [string, string];

const categoryOf = (
  a: { readonly attributes?: Readonly<Record<string, string>> } | undefined,
  f: string,
) =>
  a?.attributes !== undefined && Object.hasOwn(a.attributes, f)
    ? (a.attributes[f] ?? NON_CAT)
    : NON_CAT;

/**
 * Which annotations are instances: `all` (the default, above), or `paired`, GATE's Corpus QA
 * classification measures (`gate.util.ClassificationMeasures`): only same-span, same-type pairs
 * in which both annotations carry the feature, and none whose span another annotation of its set
 * with the feature also has (GATE leaves those out as ambiguous).
 */
export const KAPPA_INSTANCES = ["all", "paired"] as const;
export type KappaInstances = (typeof KAPPA_INSTANCES)[number];

/** `--kappa-feature NAME` and which annotations it counts (`--kappa-instances`). */
export interface FeatureOption {
  readonly name: string;
  readonly instances: KappaInstances;
}

/** Type and span (fragments included) of an annotation, as one key. */
const spanKey = (a: Annotation) =>
  `${a.type}\u0000${a.start}\u0000${a.end}\u0000${(a.fragments ?? []).map((f) => `${f.start}-${f.end}`).join(",")}`;

/** The instances of one document's alignment links (A as gold, B as system). */
export function featureInstances(
  links: readonly Link[],
  feature: string,
  instances: KappaInstances = "all",
): FeatureInstance[] {
  if (instances === "paired") return pairedInstances(links, feature);
  const out: FeatureInstance[] = [];
  for (const { category, gold, system } of links) {
    const a = categoryOf(gold, feature);
    const b = categoryOf(system, feature);
    // A tag clash of the same type differs only in significant attributes (`--attributes`).
    const sameSpanAndType =
      (category === "match" || category === "tagclash") && gold?.type === system?.type;
    if (sameSpanAndType && gold !== undefined && system !== undefined) out.push([a, b]);
    else {
      if (gold !== undefined && a !== NON_CAT) out.push([a, NON_CAT]);
      if (system !== undefined && b !== NON_CAT) out.push([NON_CAT, b]);
    }
  }
  return out;
}

/**
 * `paired` instances: same-span, same-type annotations of A and B that both carry the feature,
 * found by span as GATE does, not through the alignment (which may pair a span with a partner
 * without the feature); a span held twice in a set (among its annotations with the feature) is
 * left out.
 */
function pairedInstances(links: readonly Link[], feature: string): FeatureInstance[] {
  const sides = [new Map<string, Annotation[]>(), new Map<string, Annotation[]>()] as const;
  for (const { gold, system } of links)
    for (const [k, a] of [gold, system].entries())
      if (a?.attributes !== undefined && Object.hasOwn(a.attributes, feature)) {
        const key = spanKey(a);
        const held = sides[k]?.get(key);
        if (held === undefined) sides[k]?.set(key, [a]);
        else held.push(a);
      }
  const out: FeatureInstance[] = [];
  for (const [key, [a, ...more]] of sides[0]) {
    const partners = sides[1].get(key);
    if (a === undefined || more.length > 0 || partners?.length !== 1) continue;
    out.push([categoryOf(a, feature), categoryOf(partners[0], feature)]);
  }
  return out;
}

/** A pair's figures over its instances (null where undefined), with the sparse contingency. */
export interface FeaturePair {
  readonly instances: number;
  readonly observed: number | null;
  /** Cohen's κ of the instances, and its large-sample SE (statsmodels' `std_kappa`). */
  readonly kappa: number | null;
  readonly kappaSe: number | null;
  /** Scott's π. */
  readonly pi: number | null;
  /** Categories (values and Non-cat, code-point order) and the non-zero cells: A row, B column. */
  readonly categories: readonly string[];
  readonly cells: readonly { readonly a: string; readonly b: string; readonly count: number }[];
}

/** The figures of one pair's instances, through the coder-agreement measures (two coders). */
export function featurePair(instances: readonly FeatureInstance[]): FeaturePair {
  const judgements: Judgement[] = instances.flatMap(([a, b], k) => [
    { item: String(k), coder: "a", label: a, line: 0 },
    { item: String(k), coder: "b", label: b, line: 0 },
  ]);
  const cells = featureCells(instances);
  if (instances.length === 0)
    return {
      instances: 0,
      observed: null,
      kappa: null,
      kappaSe: null,
      pi: null,
      categories: [],
      cells,
    };
  const scores = measureAgreement({ file: "(instances)", judgements });
  const pair = scores.byPair["a × b"];
  return {
    instances: instances.length,
    observed: pair?.observed ?? null,
    kappa: pair?.kappa ?? null,
    kappaSe: pair?.kappaSe ?? null,
    pi: pair?.pi ?? null,
    categories: scores.categories,
    cells,
  };
}

/** The mean over pairs of each figure (null if any pair's is): GATE's "overall pairs". */
export function meanFeature(pairs: readonly Pick<FeaturePair, "observed" | "kappa" | "pi">[]) {
  const mean = (pick: (p: Pick<FeaturePair, "observed" | "kappa" | "pi">) => number | null) => {
    const values = pairs.map(pick);
    if (values.length === 0 || values.some((v) => v === null)) return null;
    return (values as number[]).reduce((t, v) => t + v, 0) / values.length;
  };
  return {
    observed: mean((p) => p.observed),
    kappa: mean((p) => p.kappa),
    pi: mean((p) => p.pi),
  };
}

/** The non-zero contingency cells of instances, A's value then B's in code-unit order. */
export function featureCells(instances: readonly FeatureInstance[]): FeatureCell[] {
  const counts = new Map<string, { a: string; b: string; count: number }>();
  for (const [a, b] of instances) {
    const key = pairKey(a, b);
    const cell = counts.get(key);
    if (cell === undefined) counts.set(key, { a, b, count: 1 });
    else cell.count++;
  }
  return [...counts.values()].sort((x, y) =>
    x.a < y.a ? -1 : x.a > y.a ? 1 : x.b < y.b ? -1 : x.b > y.b ? 1 : 0,
  );
}

/** One feature-κ contingency cell of a document: A's value, B's value, instances. */
export interface FeatureCell {
  readonly a: string;
  readonly b: string;
  readonly count: number;
}

/** Cohen's κ, Scott's π and observed agreement of weighted contingency cells (categories by code point). */
export function featureOfCells(cells: ReadonlyMap<string, FeatureCell>) {
  const all = [...cells.values()];
  const categories = [...new Set(all.flatMap((c) => [c.a, c.b]))].sort(compareCodePoints);
  const index = new Map(categories.map((c, k) => [c, k]));
  const matrix = categories.map(() => categories.map(() => 0));
  for (const c of all) {
    const row = matrix[index.get(c.a) ?? 0] as number[];
    const k = index.get(c.b) ?? 0;
    row[k] = (row[k] ?? 0) + c.count;
  }
  const f = contingencyFigures(matrix, categories);
  return { observed: f.observed.value, kappa: f.kappa.value, pi: f.pi.value };
}
