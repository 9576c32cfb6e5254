import { compareText } from "../../corpus/fingerprint.ts";
import { coveringText } from "../../corpus/gold-text.ts";
import type { Annotation, Document, Relation } from "../../corpus/model.ts";
import { lenientMatches } from "./lenient-relations.ts";
import {
  argumentKey,
  argumentText,
  OUTCOMES,
  type Outcome,
  type Paired,
  pairRelations,
} from "./pair-relations.ts";

/**
 * One document's relation tally (the `relations` family, docs/families.md "Relations"). A relation
 * is right under `strict` when its type and both arguments (span and span type) match, under
 * `boundaries` when its type and both arguments' spans match, under `lenient` when its type
 * matches and each argument overlaps its counterpart with the same span type (lenient-relations.ts),
 * under `untyped` when both arguments match strictly, whatever its type. Directed, but a relation of a symmetric type is read with its
 * arguments in a fixed order, so either direction matches (under `untyped`, when either of the
 * two relations' types is symmetric).
 */
export interface RelationUnit {
  readonly id: string;
  /** `[relation type, gold, system, strict, boundaries, lenient correct]`, sorted by type. */
  readonly types: readonly TypeTally[];
  /** Gold relations the system has with strictly matching arguments, of any type. */
  readonly untyped: number;
  /** How the gold and system relations paired under `strict`: `[outcome, relations]`. */
  readonly outcomes: Readonly<Record<Outcome, number>>;
  /** Each gold relation and how it fared, in gold order (per-relation "newly broken / fixed"). */
  readonly relations?: readonly RelationOutcome[];
  /** The system relations no gold relation was paired with, in system order (the details). */
  readonly spurious?: readonly RelationShown[];
}

export type TypeTally = readonly [string, number, number, number, number, number];

/** An argument as reports show it: `[start, end, span type, text]` (text "" when unknown). */
export type ArgumentShown = readonly [number, number, string, string];

/** A relation as reports show it: its type and arguments. */
export interface RelationShown {
  readonly type: string;
  readonly head: ArgumentShown;
  readonly tail: ArgumentShown;
}

/**
 * A gold relation's outcome; `system` describes what the system relation it was paired with says
 * differently, `partner` is that relation (both absent when right or missed).
 */
export interface RelationOutcome extends RelationShown {
  readonly outcome: Outcome;
  readonly system?: string;
  readonly partner?: RelationShown;
}

type Row = "strict" | "boundaries";

/** The key a row matches relations by; arguments in a fixed order for a symmetric type. */
function relationKey(r: Relation, row: Row, symmetric: ReadonlySet<string>): string {
  const typed = row === "strict";
  let args = [argumentKey(r.head, typed), argumentKey(r.tail, typed)];
  if (symmetric.has(r.type)) args = args.sort(compareText);
  return JSON.stringify([r.type, ...args]);
}

/**
 * How a relation links its pair of arguments, for the untyped row: the pair (in a fixed order)
 * and `forward` (head first), `backward`, or `either` (a symmetric type, or both arguments the
 * same span, where the two orders are one).
 */
function untypedLink(r: Relation, symmetric: ReadonlySet<string>) {
  const head = argumentKey(r.head, true);
  const tail = argumentKey(r.tail, true);
  const forward = compareText(head, tail) <= 0;
  const pair = JSON.stringify(forward ? [head, tail] : [tail, head]);
  const way = symmetric.has(r.type) || head === tail ? "either" : forward ? "forward" : "backward";
  return { pair, way } as const;
}

type Ways = { forward: number; backward: number; either: number };

/**
 * Gold relations the system has with the same arguments, of any type (the untyped row): a
 * one-to-one matching as large as any. Two relations have the same arguments when they link the
 * same two spans in the same direction, or either way round when either one's type is symmetric
 * (as `wrongType` pairs them: a symmetric relation says both directions). Per pair of spans,
 * directed relations first match their own direction (never fewer matches: one matched to an
 * `either` relation could swap partners with it); what is left matches as König's theorem bounds.
 */
function untypedMatches(
  gold: readonly Relation[],
  system: readonly Relation[],
  symmetric: ReadonlySet<string>,
): number {
  const pairs = new Map<string, [Ways, Ways]>();
  const add = (rs: readonly Relation[], side: 0 | 1) => {
    for (const r of rs) {
      const { pair, way } = untypedLink(r, symmetric);
      let sides = pairs.get(pair);
      if (sides === undefined) {
        sides = [
          { forward: 0, backward: 0, either: 0 },
          { forward: 0, backward: 0, either: 0 },
        ];
        pairs.set(pair, sides);
      }
      sides[side][way]++;
    }
  };
  add(gold, 0);
  add(system, 1);
  let total = 0;
  for (const [g, s] of pairs.values()) {
    const forward = Math.min(g.forward, s.forward);
    const backward = Math.min(g.backward, s.backward);
    // Directed relations left on one side match only the other side's `either` relations.
    const goldLeft = g.forward + g.backward - forward - backward;
    const systemLeft = s.forward + s.backward - forward - backward;
    total +=
      forward +
      backward +
      Math.min(goldLeft + g.either, systemLeft + s.either, g.either + s.either);
  }
  return total;
}

/** Matches of a row, by relation type: a multiset intersection of the sides' keys. */
function matches(
  gold: readonly Relation[],
  system: readonly Relation[],
  row: Row,
  symmetric: ReadonlySet<string>,
): Map<string, number> {
  const left = new Map<string, number>();
  for (const r of system) {
    const k = relationKey(r, row, symmetric);
    left.set(k, (left.get(k) ?? 0) + 1);
  }
  const out = new Map<string, number>();
  for (const r of gold) {
    const k = relationKey(r, row, symmetric);
    const n = left.get(k) ?? 0;
    if (n === 0) continue;
    left.set(k, n - 1);
    out.set(r.type, (out.get(r.type) ?? 0) + 1);
  }
  return out;
}

function typeTallies(
  gold: readonly Relation[],
  system: readonly Relation[],
  symmetric: ReadonlySet<string>,
): TypeTally[] {
  const strict = matches(gold, system, "strict", symmetric);
  const boundaries = matches(gold, system, "boundaries", symmetric);
  const lenient = lenientMatches(gold, system, symmetric);
  const count = (rs: readonly Relation[], t: string) => rs.filter((r) => r.type === t).length;
  const types = [...new Set([...gold, ...system].map((r) => r.type))].sort(compareText);
  return types.map((t) => [
    t,
    count(gold, t),
    count(system, t),
    strict.get(t) ?? 0,
    boundaries.get(t) ?? 0,
    lenient.get(t) ?? 0,
  ]);
}

/** A document's relations not right: gold relations not paired exactly, and spurious ones. */
export function wrongRelations(u: RelationUnit): number {
  const o = u.outcomes;
  return o.wrongType + o.reversed + o.wrongArgument + o.missed + o.spurious;
}

/** A document's tally from its gold and system sides (after normalization). */
export function tallyRelations(
  id: string,
  gold: Document | undefined,
  system: Document | undefined,
  symmetric: ReadonlySet<string>,
): RelationUnit {
  const g = gold?.relations ?? [];
  const s = system?.relations ?? [];
  const untyped = untypedMatches(g, s, symmetric);
  const paired = pairRelations(g, s, symmetric);
  const outcomes = Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<Outcome, number>;
  for (const p of paired.gold) outcomes[p.outcome]++;
  outcomes.spurious = paired.spurious;
  const goldShown = shownIn(gold ?? system);
  // A system record without text shows its arguments' words in the gold's text it was read against.
  const covering = coveringText(system, gold) ?? gold;
  const systemShown = shownIn(covering);
  const relations = g.map((r, k): RelationOutcome => {
    const p: Paired = paired.gold[k] ?? { outcome: "missed" };
    const base = { ...goldShown(r), outcome: p.outcome };
    const said =
      p.partner && p.outcome !== "correct"
        ? partnerText(r, p.partner, (a) => argumentText(a, covering))
        : undefined;
    return said === undefined || p.partner === undefined
      ? base
      : { ...base, system: said, partner: systemShown(p.partner) };
  });
  const spurious = paired.left.map(systemShown);
  return { id, types: typeTallies(g, s, symmetric), untyped, outcomes, relations, spurious };
}

/** A relation as shown, its arguments' words read in `doc`. */
function shownIn(doc: Document | undefined): (r: Relation) => RelationShown {
  const arg = (a: Annotation): ArgumentShown => [a.start, a.end, a.type, argumentText(a, doc)];
  return (r) => ({ type: r.type, head: arg(r.head), tail: arg(r.tail) });
}

/**
 * The tally of a document with no relation on either side (all counts 0): what the merge gives
 * the documents of a shard whose file has no `relations` section (docs/sharding.md).
 */
export function emptyRelationUnit(id: string): RelationUnit {
  return tallyRelations(id, undefined, undefined, new Set());
}

/** What the paired system relation says differently: its type, or the argument that differs. */
function partnerText(
  g: Relation,
  s: Relation,
  text: (a: Annotation) => string,
): string | undefined {
  const arg = (a: Annotation) => `“${text(a)}” ${a.type} ${a.start}–${a.end}`;
  if (g.type !== s.type) return `system type ${s.type}`;
  const same = (x: Annotation, y: Annotation) => argumentKey(x, true) === argumentKey(y, true);
  if (same(g.head, s.head) && same(g.tail, s.tail)) return undefined;
  if (same(g.head, s.tail) && same(g.tail, s.head)) return "system has head and tail swapped";
  const other = (a: Annotation) => !same(a, g.head) && !same(a, g.tail);
  return other(s.head) && !other(s.tail)
    ? `system head ${arg(s.head)}`
    : `system tail ${arg(s.tail)}`;
}
