import fc from "fast-check";

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
