import type { CodingTable } from "./coding-table.ts";
import type { Margins } from "./pair-agreement.ts";
import { type Level, type Scale, scaleOf, type Weights, weightMatrix } from "./scale.ts";

/**
 * What every figure of a coding table is computed from (measure-agreement.ts): counts, which are
 * sums of integers and the same in any order, and the sums of each item's fractions taken in table
 * order (floating-point addition is not associative, so that order is part of a figure's bits).
 * A resample's stats come from its items' rating patterns (pattern-stats.ts) with the same bits.
 */
export interface AgreementStats {
  readonly coders: readonly string[];
  /** The inventory: declared ∪ used, by code point. */
  readonly categories: readonly string[];
  readonly used: readonly string[];
  /** Rows of the table (each copy of a resampled item counts). */
  readonly items: number;
  readonly judgements: number;
  /** Rows with two or more judgements. */
  readonly pairable: number;
  /** `coderCounts[g][k]`: rows in which coder g chose category k. */
  readonly coderCounts: readonly (readonly number[])[];
  /** Each coder pair's contingency table (rows: the earlier coder), pairs in coder order. */
  readonly contingencies: readonly (readonly (readonly number[])[])[];
  /**
   * Each pair's contingency margins, when the stats have them without the tables (a resample's:
   * pattern-stats.ts, whose `contingencies` are then built only when read); else undefined.
   */
  readonly pairMargins?: readonly Margins[];
  /**
   * A pair's contingency table as its nonzero cells, when the stats have them without the tables
   * (a resample's: pattern-stats.ts); else undefined (read `contingencies`).
   */
  readonly pairCells?: (pair: number) => PairCells;
  /** Over pairable rows, with r_ik coders choosing k of r_i: Σ r_ik, Σ r_ik(r_ik − 1), Σ r_ik(r_i − 1). */
  readonly margins: readonly number[];
  readonly specificAgreeing: readonly number[];
  readonly specificPossible: readonly number[];
  readonly sums: RowSums;
  /** The categories placed on a scale when weights or a level need one; else null. */
  readonly scale: Scale | null;
  readonly weights: Weights | null;
  readonly level: Level;
}

/**
 * A q × q contingency table by its nonzero cells in row-major order: cell `cells[i]` (row · q +
 * column) holds `counts[i]`.
 */
export interface PairCells {
  readonly q: number;
  readonly cells: Int32Array;
  readonly counts: Float64Array;
}

/** `PairCells` of a dense table (rows and columns alike in number). */
export function cellsOf(matrix: readonly (readonly number[])[]): PairCells {
  const q = matrix.length;
  const cells: number[] = [];
  const counts: number[] = [];
  matrix.forEach((row, k) => {
    for (let l = 0; l < q; l++)
      if ((row[l] ?? 0) !== 0) {
        cells.push(k * q + l);
        counts.push(row[l] as number);
      }
  });
  return { q, cells: Int32Array.from(cells), counts: Float64Array.from(counts) };
}

/** Sums of per-row fractions, added row by row in table order. */
export interface RowSums {
  /** Σ r_ik / r_i over every row. */
  readonly shares: readonly number[];
  /** Σ over pairable rows of Gwet's p_a term, identity weights. */
  readonly observed: number;
  /** The same under the run's weights; null without weights. */
  readonly weightedObserved: number | null;
  /** Σ over pairable rows of (m² − Σ_c n_c²)/(m − 1) (nominal α's disagreement). */
  readonly disagreeing: number;
  /** α's coincidences o_ck, at a level other than nominal; else null. */
  readonly coincidences: readonly (readonly number[])[] | null;
}

/** `sums[at … at + length)` as an array, copied in a loop (`Array.from` of a view iterates it). */
function numbersOf(sums: Float64Array, at: number, length: number): number[] {
  const out = new Array<number>(length);
  for (let i = 0; i < length; i++) out[i] = sums[at + i] as number;
  return out;
}

/** What the sums need besides the rows: the weights' matrix and whether a level needs coincidences. */
export interface StatsPlan {
  readonly scale: Scale | null;
  readonly weights: Weights | null;
  readonly level: Level;
  /** Agreement weights of `weights` on `scale`; null without weights. */
  readonly w: readonly (readonly number[])[] | null;
  /** Terms per row: q shares, observed, weighted observed, disagreement, q² coincidences. */
  readonly width: number;
}

/** The scale, weights and level of a table's categories (a UserError when they need an order it lacks). */
export function planStats(
  categories: readonly string[],
  options: {
    readonly categories?: readonly string[];
    readonly weights?: Weights | null;
    readonly level?: Level;
  },
): StatsPlan {
  const weights = options.weights ?? null;
  const level = options.level ?? "nominal";
  const why = weights !== null ? `--weights ${weights}` : `--level ${level}`;
  const scale =
    weights === null && level === "nominal"
      ? null
      : scaleOf(categories, options.categories ?? [], why);
  const q = categories.length;
  return {
    scale,
    weights,
    level,
    w: weights === null || scale === null ? null : weightMatrix(scale, weights),
    width: q + 3 + (level === "nominal" ? 0 : q * q),
  };
}

/**
 * The terms one row adds to the table-order sums (layout of `StatsPlan.width`), from its category
 * counts r_ik; each is the expression the figure's formula adds, so the bits are the same.
 */
export function rowTerms(row: readonly number[], plan: StatsPlan, into: Float64Array): void {
  const q = row.length;
  const r = row.reduce((t, v) => t + v, 0);
  into.fill(0);
  for (let k = 0; k < q; k++) into[k] = (row[k] ?? 0) / r;
  if (r < 2) return;
  into[q] = observedTerm(row, r, null);
  into[q + 1] = plan.w === null ? 0 : observedTerm(row, r, plan.w);
  into[q + 2] = (r * r - row.reduce((s, v) => s + v * v, 0)) / (r - 1);
  if (plan.level === "nominal") return;
  for (let c = 0; c < q; c++)
    for (let k = 0; k < q; k++)
      into[q + 3 + c * q + k] = ((row[c] ?? 0) * ((row[k] ?? 0) - (c === k ? 1 : 0))) / (r - 1);
}

/**
 * Σ_k r_ik(r*_ik − 1) / (r_i(r_i − 1)), r*_ik = Σ_l w_kl r_il (identity weights when `w` is null:
 * r*_ik = r_ik, the one nonzero term of a sum of integers, exact in any order).
 */
function observedTerm(row: readonly number[], r: number, w: readonly (readonly number[])[] | null) {
  const agreeing = row.reduce((t, rik, k) => {
    const weighted =
      w === null ? rik : (w[k] ?? []).reduce((s, wkl, l) => s + wkl * (row[l] ?? 0), 0);
    return t + rik * (weighted - 1);
  }, 0);
  return agreeing / (r * (r - 1));
}

/** The sums of a plan's layout as `RowSums`. */
export function rowSums(sums: Float64Array, q: number, plan: StatsPlan): RowSums {
  return {
    shares: numbersOf(sums, 0, q),
    observed: sums[q] ?? 0,
    weightedObserved: plan.w === null ? null : (sums[q + 1] ?? 0),
    disagreeing: sums[q + 2] ?? 0,
    coincidences:
      plan.level === "nominal"
        ? null
        : Array.from({ length: q }, (_, c) => numbersOf(sums, q + 3 + c * q, q)),
  };
}

/** The stats of a coding table, row by row in its order. */
export function tableStats(table: CodingTable, plan: StatsPlan): AgreementStats {
  const q = table.categories.length;
  const zeros = () => new Array<number>(q).fill(0);
  const coderCounts = table.coders.map(zeros);
  const contingencies = pairsOf(table.coders.length).map(() => table.categories.map(zeros));
  const [margins, specificAgreeing, specificPossible] = [zeros(), zeros(), zeros()];
  const sums = new Float64Array(plan.width);
  const terms = new Float64Array(plan.width);
  const row = zeros();
  let pairable = 0;
  for (const codes of table.codes) {
    row.fill(0);
    codes.forEach((code, g) => {
      const counts = coderCounts[g];
      if (code < 0 || counts === undefined) return;
      row[code] = (row[code] ?? 0) + 1;
      counts[code] = (counts[code] ?? 0) + 1;
    });
    countPairs(codes, contingencies);
    rowTerms(row, plan, terms);
    for (let t = 0; t < plan.width; t++) sums[t] = (sums[t] ?? 0) + (terms[t] ?? 0);
    const r = row.reduce((s, v) => s + v, 0);
    if (r < 2) continue;
    pairable++;
    row.forEach((rk, k) => {
      margins[k] = (margins[k] ?? 0) + rk;
      specificAgreeing[k] = (specificAgreeing[k] ?? 0) + rk * (rk - 1);
      specificPossible[k] = (specificPossible[k] ?? 0) + rk * (r - 1);
    });
  }
  return {
    coders: table.coders,
    categories: table.categories,
    used: table.used,
    items: table.items.length,
    judgements: table.judgements,
    pairable,
    coderCounts,
    contingencies,
    margins,
    specificAgreeing,
    specificPossible,
    sums: rowSums(sums, q, plan),
    scale: plan.scale,
    weights: plan.weights,
    level: plan.level,
  };
}

/** The coder pairs (a < b) in coder order. */
export function pairsOf(coders: number): (readonly [number, number])[] {
  const pairs: [number, number][] = [];
  for (let a = 0; a < coders; a++) for (let b = a + 1; b < coders; b++) pairs.push([a, b]);
  return pairs;
}

function countPairs(codes: readonly number[], contingencies: number[][][]): void {
  let p = 0;
  for (let a = 0; a < codes.length; a++)
    for (let b = a + 1; b < codes.length; b++, p++) {
      const x = codes[a] ?? -1;
      const y = codes[b] ?? -1;
      const cells = contingencies[p]?.[x];
      if (cells !== undefined && y >= 0) cells[y] = (cells[y] ?? 0) + 1;
    }
}
