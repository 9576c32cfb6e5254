import type { Annotation, Relation } from "../../corpus/model.ts";

/**
 * The `lenient` row of the relations family (docs/families.md, "Relations"): a relation is right
 * when its type matches and each argument overlaps its counterpart (they share at least one
 * position; fragments compared piece by piece) with the same span type, as spans score under
 * `lenient`. Overlap is no equivalence, so the row is a maximum one-to-one matching (augmenting
 * paths, gold relations in file order, each trying system relations in file order): every strict
 * match is a lenient candidate, so lenient correct ≥ strict correct.
 */

const piecesOf = (a: Annotation) => a.fragments ?? [{ start: a.start, end: a.end }];

/** Whether two arguments share a position and a span type. */
export function argumentsOverlap(a: Annotation, b: Annotation): boolean {
  if (a.type !== b.type) return false;
  return piecesOf(a).some((x) => piecesOf(b).some((y) => x.start < y.end && y.start < x.end));
}

/** Whether system relation `s` can be credited to gold relation `g` under `lenient`. */
function fits(g: Relation, s: Relation, symmetric: ReadonlySet<string>): boolean {
  if (g.type !== s.type) return false;
  if (argumentsOverlap(g.head, s.head) && argumentsOverlap(g.tail, s.tail)) return true;
  return (
    symmetric.has(g.type) && argumentsOverlap(g.head, s.tail) && argumentsOverlap(g.tail, s.head)
  );
}

/** The hull of an argument's pieces. */
const hullOf = (a: Annotation): readonly [number, number] => [a.start, a.end];

/**
 * System relations by relation type and a position of their head (and, for a symmetric type,
 * their tail): the candidates of a gold relation are found by its arguments' positions, not by
 * scanning every system relation.
 */
function positionIndex(
  system: readonly Relation[],
  symmetric: ReadonlySet<string>,
): Map<string, number[]> {
  const index = new Map<string, number[]>();
  const add = (type: string, a: Annotation, i: number) => {
    const [start, end] = hullOf(a);
    for (let p = start; p < end; p++) {
      const key = `${type}\u0000${p}`;
      const list = index.get(key);
      if (list === undefined) index.set(key, [i]);
      else if (list.at(-1) !== i) list.push(i);
    }
  };
  system.forEach((s, i) => {
    add(s.type, s.head, i);
    if (symmetric.has(s.type)) add(s.type, s.tail, i);
  });
  return index;
}

/** The system relations gold relation `g` can be credited with, in file order. */
function candidatesOf(
  g: Relation,
  system: readonly Relation[],
  index: ReadonlyMap<string, readonly number[]>,
  symmetric: ReadonlySet<string>,
): number[] {
  const found = new Set<number>();
  for (const a of symmetric.has(g.type) ? [g.head, g.tail] : [g.head]) {
    const [start, end] = hullOf(a);
    for (let p = start; p < end; p++)
      for (const i of index.get(`${g.type}\u0000${p}`) ?? []) found.add(i);
  }
  return [...found]
    .sort((a, b) => a - b)
    .filter((i) => {
      const s = system[i];
      return s !== undefined && fits(g, s, symmetric);
    });
}

/** Lenient matches by relation type: a maximum matching of gold and system relations. */
export function lenientMatches(
  gold: readonly Relation[],
  system: readonly Relation[],
  symmetric: ReadonlySet<string>,
): Map<string, number> {
  const index = positionIndex(system, symmetric);
  const candidates = gold.map((g) => candidatesOf(g, system, index, symmetric));
  const owner = new Int32Array(system.length).fill(-1);
  /** `seen[i] === round`: system relation i was tried in this round's search. */
  const seen = new Int32Array(system.length);
  let round = 0;
  const augment = (j: number): boolean => {
    for (const i of candidates[j] ?? []) {
      if (seen[i] === round) continue;
      seen[i] = round;
      const held = owner[i] ?? -1;
      if (held < 0 || augment(held)) {
        owner[i] = j;
        return true;
      }
    }
    return false;
  };
  for (let j = 0; j < gold.length; j++) {
    if ((candidates[j]?.length ?? 0) === 0) continue;
    round += 1;
    augment(j);
  }
  const out = new Map<string, number>();
  for (const j of owner) {
    const type = j < 0 ? undefined : gold[j]?.type;
    if (type !== undefined) out.set(type, (out.get(type) ?? 0) + 1);
  }
  return out;
}
