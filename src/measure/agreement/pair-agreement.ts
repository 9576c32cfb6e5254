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
  readonly rows: readonly number[];
  readonly columns: readonly number[];
  readonly diagonal: readonly number[];
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

/** `contingencyFigures` from the table's margins. */
export function contingencyOfMargins(
  { rows, columns, diagonal }: Margins,
  categories: readonly string[],
): ContingencyFigures {
  const n = rows.reduce((s, r) => s + r, 0);
  const specific = categories.map((name, k) => {
    const margin = (rows[k] ?? 0) + (columns[k] ?? 0);
    return margin === 0
      ? undefinedBecause(`neither side used '${name}'`)
      : measured((2 * (diagonal[k] ?? 0)) / margin);
  });
  if (n === 0) {
    const none = undefinedBecause("there is no item that both sides labelled");
    return {
      items: 0,
      observed: none,
      cohenExpected: none,
      scottExpected: none,
      kappa: none,
      pi: none,
      specific,
    };
  }
  const observed = measured(diagonal.reduce((s, d) => s + d, 0) / n);
  const cohenExpected = measured(
    rows.reduce((s, r, k) => s + (r / n) * ((columns[k] ?? 0) / n), 0),
  );
  const scottExpected = measured(
    rows.reduce((s, r, k) => s + ((r + (columns[k] ?? 0)) / (2 * n)) ** 2, 0),
  );
  const only = categories[rows.findIndex((r) => r > 0)] ?? "";
  const certain = `both sides used only '${only}'`;
  const kappa = chanceCorrected(observed, cohenExpected, certain);
  const pi = chanceCorrected(observed, scottExpected, certain);
  return { items: n, observed, cohenExpected, scottExpected, kappa, pi, specific };
}

/** Every coder pair (a before b in coder order) on the items both judged; nulls noted under `pairs[i]`. */
export function measurePairs(stats: AgreementStats, notes: MeasureNote[]): PairAgreement[] {
  const pairs: PairAgreement[] = [];
  stats.coders.forEach((a, i) => {
    stats.coders.slice(i + 1).forEach((b) => {
      const matrix = stats.contingencies[pairs.length] ?? [];
      const f = contingencyFigures(matrix, stats.categories);
      const take = noteTaker(notes, `pairs[${pairs.length}].`);
      const specific = Object.fromEntries(
        stats.categories.map((c, k) => [
          c,
          take(`specific.${c}`, f.specific[k] ?? undefinedBecause("no such category")),
        ]),
      );
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
        specific,
        contingency: matrix,
      });
    });
  });
  return pairs;
}
