import fc from "fast-check";
import type { Annotation } from "../../src/corpus/model.ts";

/** A short span of one of three types, starting within the first 30 units. */
export const arbitraryAnnotation = fc
  .record({
    type: fc.constantFrom("PER", "ORG", "LOC"),
    start: fc.integer({ min: 0, max: 30 }),
    length: fc.integer({ min: 1, max: 8 }),
  })
  .map(({ type, start, length }): Annotation => ({ type, start, end: start + length }));

/** Gold and system sides drawn by `sides`, each followed by a shuffled copy: `[g, s, gp, sp]`. */
export function withPermutations<T>(
  sides: fc.Arbitrary<[T[], T[]]>,
): fc.Arbitrary<[T[], T[], T[], T[]]> {
  return sides.chain(([g, s]) =>
    fc.tuple(
      fc.constant(g),
      fc.constant(s),
      fc.shuffledSubarray(g, { minLength: g.length }),
      fc.shuffledSubarray(s, { minLength: s.length }),
    ),
  );
}
