import type { Link } from "../../align/align-spans.ts";
import type { ClashCategory, ClashTally } from "../../align/clash.ts";
import { compareText } from "../../corpus/fingerprint.ts";
import type { Annotation } from "../../corpus/model.ts";
import type { SpanScheme } from "../schemes.ts";

/**
 * One document's attribute tally (the `attributes` family, docs/families.md "Span attributes"):
 * over the (gold, system) pairs the span scheme matches, each attribute's value pairs and, for the
 * pairs whose types agree, which attributes differ. A side without the attribute has the value
 * null, shown as `(none)`; a pair where neither side has it is not a case of that attribute.
 */
export interface AttributeUnit {
  readonly id: string;
  /** The attributes any gold span of the document carries, sorted: the attributes scored. */
  readonly goldNames: readonly string[];
  /** Pairs the scheme matches. */
  readonly pairs: number;
  /** Of those, pairs whose types are the same. */
  readonly typeRight: number;
  /** `[attribute, gold value, system value, pairs]`, sorted; null: the side lacks it. */
  readonly cells: readonly AttributeCell[];
  /** Type-right pairs by the sorted names of the attributes that differ: `[names, pairs]`, sorted. */
  readonly wrong: readonly WrongSet[];
  /**
   * Each matched pair in gold order: the gold span's `[start, end, type]` and the attributes
   * whose values differ (per-span "newly broken / fixed"); absent in scores that predate them.
   */
  readonly spans?: readonly PairOutcome[];
}

export type AttributeCell = readonly [string, string | null, string | null, number];
export type WrongSet = readonly [readonly string[], number];
/** An attribute whose values differ on a pair: `[attribute, gold value, system value]`. */
export type AttributeDiff = readonly [string, string | null, string | null];
export type PairOutcome = readonly [number, number, string, readonly AttributeDiff[]];

/** Link categories whose pair a scheme matches (the pairs it credits in full or in part). */
const MATCHED: Readonly<Record<SpanScheme, readonly ClashCategory[]>> = {
  strict: ["match"],
  exact: ["match", "tagclash"],
  partial: [
    "match",
    "tagclash",
    "overmark",
    "undermark",
    "overlap",
    "tagOvermark",
    "tagUndermark",
    "tagOverlap",
  ],
  type: ["match", "overmark", "undermark", "overlap"],
  lenient: ["match", "overmark", "undermark", "overlap"],
  average: ["match", "overmark", "undermark", "overlap"],
};

/** Whether a scheme matches the pair of a link of this category. */
export function schemeMatches(scheme: SpanScheme, category: ClashCategory): boolean {
  return MATCHED[scheme].includes(category);
}

/** An annotation's attributes; with `only`, those it names alone. */
function attributesOf(
  a: Annotation,
  only: ReadonlySet<string> | null,
): Readonly<Record<string, string>> {
  const all = a.attributes ?? {};
  if (only === null) return all;
  return Object.fromEntries(Object.entries(all).filter(([name]) => only.has(name)));
}
const attributeValue = (r: Readonly<Record<string, string>>, name: string): string | null =>
  Object.hasOwn(r, name) ? (r[name] ?? null) : null;

/**
 * A document's tally from its gold annotations and alignment links; with `only`
 * (`scoredAttributes`), of those attributes alone, as if the spans carried no other.
 */
export function tallyAttributes(
  id: string,
  goldSpans: readonly Annotation[],
  links: readonly Link[],
  scheme: SpanScheme,
  only: ReadonlySet<string> | null = null,
): AttributeUnit {
  if (!links.some((l) => hasAttributes(l.gold, only) || hasAttributes(l.system, only)))
    return bareTally(id, links, scheme);
  const attrs = (a: Annotation) => attributesOf(a, only);
  const goldNames = [...new Set(goldSpans.flatMap((a) => Object.keys(attrs(a))))].sort(compareText);
  const cells = new Map<string, number>();
  const wrong = new Map<string, number>();
  const spans: PairOutcome[] = [];
  let typeRight = 0;
  for (const link of links) {
    const { gold, system } = link;
    if (gold === undefined || system === undefined || !schemeMatches(scheme, link.category))
      continue;
    const differ = addPair(cells, attrs(gold), attrs(system));
    spans.push([gold.start, gold.end, gold.type, differ]);
    if (gold.type !== system.type) continue;
    typeRight++;
    if (differ.length === 0) continue;
    const key = JSON.stringify(differ.map((d) => d[0]));
    wrong.set(key, (wrong.get(key) ?? 0) + 1);
  }
  const pairs = spans.length;
  return { id, goldNames, pairs, typeRight, cells: cellsOf(cells), wrong: wrongOf(wrong), spans };
}

/** Whether the annotation carries an attribute (with `only`, one it names). */
export function hasAttributes(
  a: Annotation | undefined,
  only: ReadonlySet<string> | null = null,
): boolean {
  if (a?.attributes === undefined) return false;
  const names = Object.keys(a.attributes);
  return only === null ? names.length > 0 : names.some((n) => only.has(n));
}

/**
 * The tally of a document where no span carries an attribute (most documents of most corpora):
 * its matched pairs counted, no per-pair entries (`spans: []`), so a run without attributes keeps
 * one small record per document.
 */
function bareTally(id: string, links: readonly Link[], scheme: SpanScheme): AttributeUnit {
  const [pairs, typeRight] = bareCounts(links, scheme);
  return bareUnit(id, pairs, typeRight);
}

/** `[pairs, typeRight]` of a document where no span carries an attribute. */
export function bareCounts(links: readonly Link[], scheme: SpanScheme): [number, number] {
  let pairs = 0;
  let typeRight = 0;
  for (const { gold, system, category } of links) {
    if (gold === undefined || system === undefined || !schemeMatches(scheme, category)) continue;
    pairs++;
    if (gold.type === system.type) typeRight++;
  }
  return [pairs, typeRight];
}

export const bareUnit = (id: string, pairs: number, typeRight: number): AttributeUnit => ({
  id,
  goldNames: [],
  pairs,
  typeRight,
  cells: [],
  wrong: [],
  spans: [],
});

/** Matched-pair categories whose two spans have the same label (the others pair two labels). */
const SAME_LABEL: ReadonlySet<ClashCategory> = new Set([
  "match",
  "overmark",
  "undermark",
  "overlap",
]);

/**
 * The tally of a document where no span carries an attribute, from its span clash tally: the
 * pairs the scheme matches, and of those the ones whose labels agree (without attributes, a
 * label is the type). What a shard leaves out of its file and the merge rebuilds
 * (docs/sharding.md); `spanDerivable` holds each document to it before it is left out.
 */
export function bareAttributeUnit(
  id: string,
  clash: Readonly<ClashTally>,
  scheme: SpanScheme,
): AttributeUnit {
  let pairs = 0;
  let typeRight = 0;
  for (const category of MATCHED[scheme]) {
    pairs += clash[category];
    if (SAME_LABEL.has(category)) typeRight += clash[category];
  }
  return bareUnit(id, pairs, typeRight);
}

/**
 * Whether every unit is the bare tally of its document's span row (`rows[k]` is unit k's): then
 * the units add nothing to the span rows, and a shard's file need not carry them.
 */
export function spanDerivable(
  units: readonly AttributeUnit[],
  rows: {
    readonly length: number;
    at(index: number): { readonly id: string; readonly clash: Readonly<ClashTally> } | undefined;
  },
  scheme: SpanScheme,
): boolean {
  if (units.length !== rows.length) return false;
  return units.every((u, k) => {
    const row = rows.at(k);
    if (row === undefined || row.id !== u.id) return false;
    const bare = bareAttributeUnit(u.id, row.clash, scheme);
    return (
      u.goldNames.length === 0 &&
      u.cells.length === 0 &&
      u.wrong.length === 0 &&
      (u.spans === undefined || u.spans.length === 0) &&
      u.pairs === bare.pairs &&
      u.typeRight === bare.typeRight
    );
  });
}

/** Counts one pair's value cells; returns the attributes whose values differ, by name. */
function addPair(
  cells: Map<string, number>,
  g: Readonly<Record<string, string>>,
  s: Readonly<Record<string, string>>,
): AttributeDiff[] {
  const names = [...new Set([...Object.keys(g), ...Object.keys(s)])].sort(compareText);
  const differ: AttributeDiff[] = [];
  for (const name of names) {
    const cell: AttributeDiff = [name, attributeValue(g, name), attributeValue(s, name)];
    const key = JSON.stringify(cell);
    cells.set(key, (cells.get(key) ?? 0) + 1);
    if (cell[1] !== cell[2]) differ.push(cell);
  }
  return differ;
}

function cellsOf(counts: ReadonlyMap<string, number>): AttributeCell[] {
  return [...counts]
    .map(([key, n]): AttributeCell => {
      const [name, g, s] = JSON.parse(key) as [string, string | null, string | null];
      return [name, g, s, n];
    })
    .sort(compareCells);
}

function wrongOf(counts: ReadonlyMap<string, number>): WrongSet[] {
  return [...counts]
    .map(([key, n]): WrongSet => [JSON.parse(key) as string[], n])
    .sort((a, b) => compareText(JSON.stringify(a[0]), JSON.stringify(b[0])));
}

const nullFirst = (a: string | null, b: string | null): number =>
  a === b ? 0 : a === null ? -1 : b === null ? 1 : compareText(a, b);

/** Cell order: attribute, gold value, system value (null first). */
export function compareCells(a: AttributeCell, b: AttributeCell): number {
  return compareText(a[0], b[0]) || nullFirst(a[1], b[1]) || nullFirst(a[2], b[2]);
}
