import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import type { Annotation, Relation } from "../../../src/corpus/model.ts";
import {
  argumentsOverlap,
  lenientMatches,
} from "../../../src/measure/relations/lenient-relations.ts";

// The lenient row's matching is a maximum one: for random small documents it credits as many
// relations as the best assignment found by trying every one (brute force), type by type.

const annotation = fc
  .record({
    start: fc.nat(6),
    length: fc.integer({ min: 1, max: 3 }),
    type: fc.constantFrom("A", "B"),
  })
  .map(({ start, length, type }): Annotation => ({ start, end: start + length, type, text: "" }));
const relation = fc.record({
  type: fc.constantFrom("R", "S"),
  head: annotation,
  tail: annotation,
});

/** The most gold relations of `type` that can each get a distinct fitting system relation. */
function bruteForce(
  gold: readonly Relation[],
  system: readonly Relation[],
  symmetric: ReadonlySet<string>,
): number {
  const fits = (g: Relation, s: Relation) =>
    g.type === s.type &&
    ((argumentsOverlap(g.head, s.head) && argumentsOverlap(g.tail, s.tail)) ||
      (symmetric.has(g.type) &&
        argumentsOverlap(g.head, s.tail) &&
        argumentsOverlap(g.tail, s.head)));
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

test("property: the lenient matching is maximum (brute force on small documents)", () => {
  fc.assert(
    fc.property(
      fc.array(relation, { maxLength: 5 }),
      fc.array(relation, { maxLength: 5 }),
      fc.constantFrom<string[]>([], ["R"]),
      (gold, system, sym) => {
        const symmetric = new Set(sym);
        const found = [...lenientMatches(gold, system, symmetric).values()].reduce(
          (a, b) => a + b,
          0,
        );
        assert.equal(found, bruteForce(gold, system, symmetric));
      },
    ),
    { numRuns: 300, seed: 7 },
  );
});

test("overlap: a shared position and the same span type; touching spans do not overlap", () => {
  const a = (start: number, end: number, type = "A"): Annotation => ({
    start,
    end,
    type,
    text: "",
  });
  assert.ok(argumentsOverlap(a(0, 3), a(2, 5)));
  assert.ok(!argumentsOverlap(a(0, 3), a(3, 5)));
  assert.ok(!argumentsOverlap(a(0, 3), a(1, 2, "B")));
  const split: Annotation = {
    ...a(0, 9),
    fragments: [
      { start: 0, end: 2 },
      { start: 7, end: 9 },
    ],
  };
  assert.ok(!argumentsOverlap(split, a(3, 6)));
  assert.ok(argumentsOverlap(split, a(8, 10)));
});
