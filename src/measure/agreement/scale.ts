import { UserError } from "../../errors.ts";

/** Agreement weights for ordered categories (`--weights`): partial credit by distance on the scale. */
export const WEIGHTS = ["linear", "quadratic"] as const;
export type Weights = (typeof WEIGHTS)[number];

/** Krippendorff's levels of measurement (`--level`): the distance α uses. */
export const LEVELS = ["nominal", "ordinal", "interval", "ratio"] as const;
export type Level = (typeof LEVELS)[number];

/**
 * The categories of a coding table placed on a scale: `rank[k]` is category k's position (0-based,
 * low to high) and `value[k]` its number when every category is a number (null otherwise).
 */
export interface Scale {
  /** The categories low to high. */
  readonly order: readonly string[];
  readonly rank: readonly number[];
  readonly value: readonly number[] | null;
}

const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Orders the inventory (`categories`, code-point order): by value when every category is a number,
 * else in the order the user declared them (`declared`, which must hold every category used).
 * `why` names the option that needs an order, for the error.
 */
export function scaleOf(
  categories: readonly string[],
  declared: readonly string[],
  why: string,
): Scale {
  const numbers = categories.map((c) => (NUMBER.test(c) ? Number(c) : Number.NaN));
  if (categories.length > 0 && numbers.every(Number.isFinite)) {
    const sorted = categories
      .map((c, k) => [c, numbers[k] ?? 0] as const)
      .sort((a, b) => a[1] - b[1] || (a[0] < b[0] ? -1 : 1));
    const same = sorted.findIndex(([, v], k) => k > 0 && sorted[k - 1]?.[1] === v);
    if (same > 0)
      // Two spellings of one number would be two categories (two ranks, nominal disagreement) and
      // one value (interval distance 0) in the same run: refused, not merged behind the user's back.
      throw new UserError(
        `${why}: categories '${sorted[same - 1]?.[0]}' and '${sorted[same]?.[0]}' are the same number written two ways, so the scale would rank them apart but measure them as equal. Write each number one way in the table.`,
      );
    const order = sorted.map(([c]) => c);
    return { order, rank: categories.map((c) => order.indexOf(c)), value: numbers };
  }
  if (declared.length === 0)
    throw new UserError(
      `${why} needs the categories in scale order: numeric labels, or --categories (inputs.categories) listed low to high.`,
    );
  const order = [...new Set(declared)];
  const stray = categories.find((c) => !order.includes(c));
  if (stray !== undefined)
    throw new UserError(
      `${why}: category '${stray}' occurs in the judgements but is not in the declared scale (${order.join(", ")}); declare every category low to high.`,
    );
  return { order, rank: categories.map((c) => order.indexOf(c)), value: null };
}

/** The numbers of an interval or ratio scale; a UserError when a category is not a number. */
export function valuesOf(scale: Scale, level: Level): readonly number[] {
  if (scale.value === null)
    throw new UserError(
      `--level ${level} needs numeric categories (Krippendorff's ${level} distance subtracts values); got '${scale.order.join("', '")}'. Use --level ordinal for ordered labels.`,
    );
  if (level === "ratio" && scale.value.some((v) => v < 0))
    throw new UserError("--level ratio needs values of 0 or more (a ratio scale has a true zero).");
  return scale.value;
}

/**
 * Agreement weights w[k][l] in 0..1 (1 on the diagonal) on the ranks of the scale, q = the
 * inventory size: linear 1 − |i − j|/(q − 1), quadratic 1 − (i − j)²/(q − 1)² (scikit-learn's and
 * statsmodels' weights, which use positions on the scale, not the labels' values).
 */
export function weightMatrix(scale: Scale, weights: Weights | null): number[][] {
  const q = scale.rank.length;
  return scale.rank.map((i) =>
    scale.rank.map((j) => {
      if (weights === null || q < 2) return i === j ? 1 : 0;
      const d = Math.abs(i - j) / (q - 1);
      return weights === "linear" ? 1 - d : 1 - d * d;
    }),
  );
}

/** Whether `w` is the identity (`identityWeights`): a caller may skip its off-diagonal zeros. */
export function isIdentity(w: readonly (readonly number[])[]): boolean {
  return w.every(
    (row, i) => row.length === w.length && row.every((v, j) => v === (i === j ? 1 : 0)),
  );
}

/** Identity weights: full credit only for the same category. */
export function identityWeights(q: number): number[][] {
  return Array.from({ length: q }, (_, i) =>
    Array.from({ length: q }, (_, j) => (i === j ? 1 : 0)),
  );
}
