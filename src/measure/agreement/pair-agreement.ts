import type { AgreementStats } from "./agreement-stats.ts";
import {
  chanceCorrected,
  type Measured,
  type MeasureNote,
  measured,
  noteTaker,
  undefinedBecause,
} from "./measured.ts";

/** Two coders on the items both judged; rates are fractions 0..1 (κ and π may be negative). */
export interface PairAgreement {
  /** The pair in coder order (code point); `a` is the contingency rows, `b` the columns. */
  readonly coders: readonly [string, string];
  readonly items: number;
  readonly observed: number | null;
  /** Cohen's κ (each coder's own marginals). */
  readonly kappa: number | null;
  /** Scott's π (pooled marginals). */
  readonly pi: number | null;
  /** Expected agreement: Cohen's Σ p_a(k)·p_b(k) and Scott's Σ ((p_a(k)+p_b(k))/2)². */
  readonly expected: { readonly kappa: number | null; readonly pi: number | null };
  /** Specific agreement 2·n_kk / (row_k + column_k) per category; null when neither used it. */
  readonly specific: Readonly<Record<string, number | null>>;
  /** Counts, rows coder a, columns coder b, categories in table order. */
  readonly contingency: readonly (readonly number[])[];
}

/** The chance-corrected figures of a square contingency table, before flattening. */
export interface ContingencyFigures {
  readonly items: number;
  readonly observed: Measured;
  readonly cohenExpected: Measured;
  readonly scottExpected: Measured;
  readonly kappa: Measured;
  readonly pi: Measured;
  readonly specific: readonly Measured[];
}

/**
 * A square table's margins: each row's sum (its cells in column order), each column's (its cells
 * in row order) and the diagonal. Every figure of the table reads these alone, so a caller that
 * counts them some other way (the labels kernel, from the cells in use) gets the same figures,
 * provided its sums are the same numbers.
 */
export interface Margins {
  readonly rows: ArrayLike<number>;
  readonly columns: ArrayLike<number>;
  readonly diagonal: ArrayLike<number>;
}

/** The values' sum, added from the first (as `reduce((s, x) => s + x, 0)` adds them). */
export function sumOf(values: ArrayLike<number>): number {
  let s = 0;
  for (let k = 0; k < values.length; k++) s += values[k] as number;
  return s;
}

/** The margins of a square table (rows and columns in `size` order). */
export function marginsOf(matrix: readonly (readonly number[])[], size = matrix.length): Margins {
  const rows = matrix.map((cells) => cells.reduce((s, c) => s + c, 0));
  const columns = new Array<number>(size).fill(0);
  for (const cells of matrix)
    for (let k = 0; k < size; k++) columns[k] = (columns[k] as number) + (cells[k] ?? 0);
  const diagonal = matrix.map((cells, k) => cells[k] ?? 0);
  return { rows, columns, diagonal };
}

/** Observed and expected agreement, Cohen's κ, Scott's π and specific agreement of a contingency table. */
export function contingencyFigures(
  matrix: readonly (readonly number[])[],
  categories: readonly string[],
): ContingencyFigures {
  return contingencyOfMargins(marginsOf(matrix, categories.length), categories);
}

/**
 * `figure` (κ or π), or exactly 0 when the table agrees exactly as often as chance: with counts,
 * po − pe is an integer over n² (κ: n·Σdiagonal − Σ rows·columns) or 4n² (π: 4n·Σdiagonal −
 * Σ (rows + columns)²), and when that integer is 0 the figure is 0, where po − pe in floats can
 * leave ±1e-17 (a κ printed −0.0000, which Landis and Koch call "poor" where 0 is "slight";
 * scikit-learn's `cohen_kappa_score` gives 0.0 there). Only an exact 0 is taken from the
 * integers; every other figure is the float arithmetic's, bit for bit as before. Margins that are
 * not safe integers leave the figure as it is.
 */
export function exactlyChance(
  figure: Measured,
  gap: number,
  scaledObserved: number,
  rows: ArrayLike<number>,
  columns: ArrayLike<number>,
  term: (row: number, column: number) => number,
): Measured {
  // A zero numerator leaves po − pe (`gap`) within the rounding of pe's q products and sums (at
  // most (q + 2)·ε, pe and po being at most 1), so only a gap that small is checked, exactly: a
  // resample's figures rarely are (made for every figure, the pass over the categories cost a
  // 400-label `run` 2.5%).
  if (
    figure.value === null ||
    figure.value === 0 ||
    !(Math.abs(gap) <= 8 * (rows.length + 2) * Number.EPSILON) ||
    !Number.isSafeInteger(scaledObserved)
  )
    return figure;
  // Integer counts only (scaledObserved is n times the diagonal's sum, each an integer then).
  let expected = 0;
  for (let k = 0; k < rows.length; k++) {
    const [r, c] = [rows[k] ?? 0, columns[k] ?? 0];
    if (!Number.isInteger(r) || !Number.isInteger(c)) return figure;
    expected += term(r, c);
  }
  return Number.isSafeInteger(expected) && expected === scaledObserved ? measured(0) : figure;
}

/** `contingencyFigures` from the table's margins. */
export function contingencyOfMargins(
  { rows, columns, diagonal }: Margins,
  categories: readonly string[],
): ContingencyFigures {
  const n = sumOf(rows);
  // Worked out when read: a resample's figures read no category's (pair-agreement's `measurePairs`).
  let specific: Measured[] | null = null;
  const specificOnce = () => {
    specific ??= categories.map((name, k) => {
      const margin = (rows[k] ?? 0) + (columns[k] ?? 0);
      return margin === 0
        ? undefinedBecause(`neither side used '${name}'`)
        : measured((2 * (diagonal[k] ?? 0)) / margin);
    });
    return specific;
  };
  if (n === 0) {
    const none = undefinedBecause("there is no item that both sides labelled");
    return {
      items: 0,
      observed: none,
      cohenExpected: none,
      scottExpected: none,
      kappa: none,
      pi: none,
      get specific() {
        return specificOnce();
      },
    };
  }
  const agreed = sumOf(diagonal);
  const observed = measured(agreed / n);
  // Each sum in category order, term by term as the figures' definitions add them.
  let cohen = 0;
  let scott = 0;
  let first = -1;
  for (let k = 0; k < rows.length; k++) {
    const r = rows[k] as number;
    const c = columns[k] ?? 0;
    cohen += (r / n) * (c / n);
    scott += ((r + c) / (2 * n)) ** 2;
    if (first < 0 && r > 0) first = k;
  }
  const cohenExpected = measured(cohen);
  const scottExpected = measured(scott);
  const only = categories[first] ?? "";
  const certain = `both sides used only '${only}'`;
  const kappa = exactlyChance(
    chanceCorrected(observed, cohenExpected, certain),
    (observed.value ?? 0) - cohen,
    n * agreed,
    rows,
    columns,
    (r, c) => r * c,
  );
  const pi = exactlyChance(
    chanceCorrected(observed, scottExpected, certain),
    (observed.value ?? 0) - scott,
    4 * n * agreed,
    rows,
    columns,
    (r, c) => (r + c) * (r + c),
  );
  return {
    items: n,
    observed,
    cohenExpected,
    scottExpected,
    kappa,
    pi,
    get specific() {
      return specificOnce();
    },
  };
}

/**
 * Every coder pair (a before b in coder order) on the items both judged; nulls noted under
 * `pairs[i]`. `figuresOnly` (a resample's figures, which ask for no category's): each pair's
 * specific agreement is worked out only when read, and its nulls are not noted.
 */
export function measurePairs(
  stats: AgreementStats,
  notes: MeasureNote[],
  figuresOnly = false,
): PairAgreement[] {
  const pairs: PairAgreement[] = [];
  stats.coders.forEach((a, i) => {
    stats.coders.slice(i + 1).forEach((b) => {
      const at = pairs.length;
      const margins = stats.pairMargins?.[at];
      const f =
        margins === undefined
          ? contingencyFigures(stats.contingencies[at] ?? [], stats.categories)
          : contingencyOfMargins(margins, stats.categories);
      const take = noteTaker(notes, `pairs[${pairs.length}].`);
      const specificOf = (k: number) => f.specific[k] ?? undefinedBecause("no such category");
      const noted = figuresOnly
        ? null
        : categoryRecord(stats.categories, (c, k) => take(`specific.${c}`, specificOf(k)));
      let unnoted: Readonly<Record<string, number | null>> | null = null;
      pairs.push({
        coders: [a, b],
        items: f.items,
        observed: take("observed", f.observed),
        kappa: take("kappa", f.kappa),
        pi: take("pi", f.pi),
        expected: {
          kappa: take("expected.kappa", f.cohenExpected),
          pi: take("expected.pi", f.scottExpected),
        },
        get specific() {
          if (noted !== null) return noted;
          unnoted ??= categoryRecord(stats.categories, (_, k) => specificOf(k).value);
          return unnoted;
        },
        // Read only when asked: a resample's stats build their tables then (pattern-stats.ts).
        get contingency() {
          return stats.contingencies[at] ?? [];
        },
      });
    });
  });
  return pairs;
}

/** A record of a figure per category, in category order. */
export function categoryRecord(
  categories: readonly string[],
  figure: (category: string, k: number) => number | null,
): Readonly<Record<string, number | null>> {
  return Object.fromEntries(categories.map((c, k) => [c, figure(c, k)]));
}
