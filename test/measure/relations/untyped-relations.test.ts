import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import type { Annotation, Document, Relation } from "../../../src/corpus/model.ts";
import { tallyRelations } from "../../../src/measure/relations/relation-tally.ts";

// The untyped row (docs/families.md, "Relations", "Direction"): a gold and a system relation of
// any types have the same arguments when they link the same two spans in the same direction, or
// either way round when either type is symmetric — the rule `wrongType` pairs by — and the row is
// the largest one-to-one matching under it.

const span = (start: number, type = "PER"): Annotation => ({ start, end: start + 1, type });
const [a, c] = [span(0), span(2)];
const doc = (relations: Relation[]): Document => ({
  id: "d1",
  unit: "token",
  annotations: [a, c],
  relations,
});
const tally = (gold: Relation[], system: Relation[], symmetric: string[]) =>
  tallyRelations("d1", doc(gold), doc(system), new Set(symmetric));

test("a symmetric gold type against another type the other way round: wrong type, untyped right", () => {
  const u = tally(
    [{ type: "Sibling", head: a, tail: c }],
    [{ type: "Friend", head: c, tail: a }],
    ["Sibling"],
  );
  assert.equal(u.untyped, 1);
  assert.equal(u.outcomes.wrongType, 1);
  assert.deepEqual(u.types, [
    ["Friend", 0, 1, 0, 0, 0],
    ["Sibling", 1, 0, 0, 0, 0],
  ]);
});

test("the system's type being symmetric is enough; two directed types the other way round are not", () => {
  const symmetricSystem = tally(
    [{ type: "Works_For", head: a, tail: c }],
    [{ type: "Sibling", head: c, tail: a }],
    ["Sibling"],
  );
  assert.deepEqual([symmetricSystem.untyped, symmetricSystem.outcomes.wrongType], [1, 1]);
  const directed = tally(
    [{ type: "Works_For", head: a, tail: c }],
    [{ type: "Friend", head: c, tail: a }],
    [],
  );
  assert.deepEqual(
    [directed.untyped, directed.outcomes.wrongType, directed.outcomes.missed],
    [0, 0, 1],
  );
});

test("the untyped row finds the largest matching where taking the first fitting one would not", () => {
  // Gold D a→c and D c→a; system Sibling (symmetric) c→a, then D a→c. Gold a→c taking the
  // Sibling first would leave gold c→a without a partner: 1; the best pairing credits both.
  const u = tally(
    [
      { type: "D", head: a, tail: c },
      { type: "D", head: c, tail: a },
    ],
    [
      { type: "Sibling", head: c, tail: a },
      { type: "D", head: a, tail: c },
    ],
    ["Sibling"],
  );
  assert.equal(u.untyped, 2);
});

const annotation = fc.nat(2).map((start) => span(2 * start));
const relation = fc.record({
  type: fc.constantFrom("R", "S", "T"),
  head: annotation,
  tail: annotation,
});

/** The largest one-to-one pairing under the untyped rule, found by trying every one. */
function bruteForce(
  gold: readonly Relation[],
  system: readonly Relation[],
  symmetric: ReadonlySet<string>,
): number {
  const same = (x: Annotation, y: Annotation) => x.start === y.start;
  const fits = (g: Relation, s: Relation) =>
    (same(g.head, s.head) && same(g.tail, s.tail)) ||
    ((symmetric.has(g.type) || symmetric.has(s.type)) &&
      same(g.head, s.tail) &&
      same(g.tail, s.head));
  const best = (j: number, used: ReadonlySet<number>): number => {
    if (j === gold.length) return 0;
    const g = gold[j] as Relation;
    let most = best(j + 1, used);
    system.forEach((s, i) => {
      if (!used.has(i) && fits(g, s)) most = Math.max(most, 1 + best(j + 1, new Set([...used, i])));
    });
    return most;
  };
  return best(0, new Set());
}

test("property: untyped is the largest matching, and never below correct + wrong type", () => {
  fc.assert(
    fc.property(
      fc.array(relation, { maxLength: 5 }),
      fc.array(relation, { maxLength: 5 }),
      fc.constantFrom<string[]>([], ["R"], ["R", "S"]),
      (gold, system, sym) => {
        const u = tally(gold, system, sym);
        assert.equal(u.untyped, bruteForce(gold, system, new Set(sym)));
        assert.ok(u.untyped >= u.outcomes.correct + u.outcomes.wrongType);
      },
    ),
    { numRuns: 500, seed: 11 },
  );
});
