import {
  type AgreementStats,
  type PairCells,
  pairsOf,
  planStats,
  rowSums,
  rowTerms,
  type StatsPlan,
} from "./agreement-stats.ts";
import { sortedUnique } from "./coding-table.ts";
import type { AgreementOptions } from "./measure-agreement.ts";
import { drawSums, type PatternSums, type PatternValues, patternSums } from "./pattern-sums.ts";
import type { CodedItems } from "./resampled-table.ts";

/**
 * A resample's stats without its table. Items with the same rating pattern (each coder's label,
 * or none) add the same counts and the same row terms, so the counts of a resample are the
 * patterns' counts times how often the resample drew each pattern, and each table-order sum is
 * the drawn items' terms added in table order (an item's copies one after another), the additions
 * `tableStats` makes on the resampled table: the same bits (property test).
 */
export interface RatingPatterns {
  readonly coded: CodedItems;
  readonly options: AgreementOptions;
  /** declared ∪ every label, by code point: the coordinates of the patterns' terms. */
  readonly categories: readonly string[];
  readonly plan: StatsPlan;
  /** Item i's pattern, or -1 when it has no judgement. */
  readonly patternOf: Int32Array;
  readonly patterns: number;
  /** Each pattern's codes (category indices, -1: no judgement), coder by coder. */
  readonly rows: readonly Int32Array[];
  /** Each category's index in `categories`. */
  readonly categoryAt: ReadonlyMap<string, number>;
  /** Each pattern's row terms (the plan's layout) and then its counts (`countLayout`). */
  readonly sums: PatternSums;
}

/**
 * Offsets of the counts vector: coder × category, each pair's contingency margins (its rows', its
 * columns' and its diagonal's q counts: every pair figure reads these alone, pair-agreement.ts),
 * margins, specific, totals. A pair's whole q × q table is not summed here: at 200 categories and
 * 28 pairs it was 1.1 million sums a resample; the few readers that need it (weighted κ) get it
 * from the drawn patterns when they ask (`lazyContingencies`).
 */
function countLayout(coders: number, q: number) {
  const contingency = coders * q;
  const margins = contingency + pairsOf(coders).length * 3 * q;
  const agreeing = margins + q;
  const possible = agreeing + q;
  const items = possible + q;
  return {
    contingency,
    margins,
    agreeing,
    possible,
    items,
    judgements: items + 1,
    pairable: items + 2,
    size: items + 3,
  };
}

/** The items' patterns and each pattern's terms and counts under `options`. */
export function ratingPatterns(coded: CodedItems, options: AgreementOptions): RatingPatterns {
  const categories = sortedUnique([...(options.categories ?? []), ...coded.labels]);
  const plan = planStats(categories, options);
  const labelTo = Int32Array.from(coded.labels, (l) => categories.indexOf(l));
  const width = coded.coders.length;
  const ids = new Map<string, number>();
  const rows: Int32Array[] = [];
  const patternOf = new Int32Array(coded.items.length);
  for (let i = 0; i < coded.items.length; i++) {
    const row = coded.codes.subarray(i * width, (i + 1) * width).map((c) => {
      return c < 0 ? -1 : (labelTo[c] ?? -1);
    });
    const key = row.join(",");
    let p = ids.get(key);
    if (p === undefined) {
      p = row.some((c) => c >= 0) ? rows.length : -1;
      if (p >= 0) rows.push(row);
      ids.set(key, p);
    }
    patternOf[i] = p;
  }
  return {
    coded,
    options,
    categories,
    plan,
    patternOf,
    patterns: rows.length,
    rows,
    categoryAt: new Map(categories.map((c, k) => [c, k])),
    sums: patternSums(patternValues(rows, categories.length, plan)),
  };
}

/** Each pattern's nonzero row terms, then its counts after them. */
function patternValues(rows: readonly Int32Array[], q: number, plan: StatsPlan): PatternValues {
  const layout = countLayout(rows[0]?.length ?? 0, q);
  const at: number[] = [];
  const value: number[] = [];
  const start = new Int32Array(rows.length + 1);
  const terms = new Float64Array(plan.width);
  rows.forEach((codes, p) => {
    const counts = new Array<number>(q).fill(0);
    for (const c of codes) if (c >= 0) counts[c] = (counts[c] ?? 0) + 1;
    rowTerms(counts, plan, terms);
    terms.forEach((v, t) => {
      if (v === 0) return;
      at.push(t);
      value.push(v);
    });
    for (const [offset, v] of patternCounts(codes, counts, layout)) {
      at.push(plan.width + offset);
      value.push(v);
    }
    start[p + 1] = at.length;
  });
  return {
    width: plan.width + layout.size,
    start,
    at: Int32Array.from(at),
    value: Float64Array.from(value),
  };
}

/** One row's counts as [offset, value] (`tableStats` adds the same per row). */
function patternCounts(
  codes: Int32Array,
  counts: readonly number[],
  layout: ReturnType<typeof countLayout>,
): [number, number][] {
  const q = counts.length;
  const out: [number, number][] = [];
  codes.forEach((c, g) => {
    if (c >= 0) out.push([g * q + c, 1]);
  });
  pairsOf(codes.length).forEach(([a, b], p) => {
    const [x, y] = [codes[a] ?? -1, codes[b] ?? -1];
    if (x < 0 || y < 0) return;
    const at = layout.contingency + p * 3 * q;
    out.push([at + x, 1], [at + q + y, 1]);
    if (x === y) out.push([at + 2 * q + x, 1]);
  });
  const r = counts.reduce((t, v) => t + v, 0);
  out.push([layout.items, 1], [layout.judgements, r]);
  if (r < 2) return out;
  out.push([layout.pairable, 1]);
  counts.forEach((rk, k) => {
    if (rk === 0) return;
    out.push([layout.margins + k, rk], [layout.possible + k, rk * (r - 1)]);
    if (rk > 1) out.push([layout.agreeing + k, rk * (rk - 1)]);
  });
  return out;
}

/**
 * The stats of the resample that draws item i `weights[i]` times: what `tableStats` gives on
 * `resampledTable(coded, weights, declared)`; null when the draw leaves out a category a weighted
 * scale counts (that table's own weights differ), or holds more rows than sums kept exact allow.
 */
export function patternStats(
  patterns: RatingPatterns,
  weights: ArrayLike<number>,
): AgreementStats | null {
  const sums = new Float64Array(patterns.sums.width);
  const drawn = new Float64Array(patterns.patterns);
  if (!drawSums(patterns.sums, patterns.patternOf, weights, drawn, sums)) return null;
  const terms = patterns.plan.width;
  const layout = countLayout(patterns.coded.coders.length, patterns.categories.length);
  return statsOfCounts(patterns, sums.subarray(terms), sums.subarray(0, terms), layout, drawn);
}

/** The counts and sums in the resample's coders and categories (only those it drew). */
function statsOfCounts(
  patterns: RatingPatterns,
  counts: Float64Array,
  sums: Float64Array,
  layout: ReturnType<typeof countLayout>,
  drawn: Float64Array,
): AgreementStats | null {
  const all = patterns.categories;
  const q = all.length;
  const coderAt = patterns.coded.coders.flatMap((_, g) =>
    all.some((_, k) => counts[g * q + k] !== 0) ? [g] : [],
  );
  const usedAt = all.flatMap((_, k) =>
    patterns.coded.coders.some((_, g) => counts[g * q + k] !== 0) ? [k] : [],
  );
  const used = usedAt.map((k) => all[k] ?? "");
  const categories = sortedUnique([...(patterns.options.categories ?? []), ...used]);
  const keep = categories.map((c) => patterns.categoryAt.get(c) ?? -1);
  // An empty draw is measured by nobody (its figures are NaN), so it keeps the whole plan.
  const same = categories.length === q || counts[layout.judgements] === 0;
  if (!same && patterns.plan.w !== null) return null;
  const plan = same ? patterns.plan : planStats(categories, patterns.options);
  const pairAt = pairsOf(patterns.coded.coders.length).flatMap(([a, b], p) =>
    coderAt.includes(a) && coderAt.includes(b) ? [p] : [],
  );
  const cell = (at: number) => counts[at] ?? 0;
  const sum = rowSums(sums, q, patterns.plan);
  const whole = keep.length === q && keep.every((k, i) => k === i);
  // Every category kept in place (the common case): views of the counts, not copies (a
  // resample of 8 coders' 200 categories copied 17,000 counts into arrays for its pairs alone).
  const kept = (at: number): ArrayLike<number> =>
    whole ? counts.subarray(at, at + q) : keep.map((k) => cell(at + k));
  const pairMargins = pairAt.map((p) => {
    const at = layout.contingency + p * 3 * q;
    return { rows: kept(at), columns: kept(at + q), diagonal: kept(at + 2 * q) };
  });
  const contingencies = lazyContingencies(patterns, drawn, pairAt, keep);
  const pairCells = (t: number) => drawnCells(patterns, drawn, pairAt[t] ?? -1, keep);
  return {
    coders: coderAt.map((g) => patterns.coded.coders[g] ?? ""),
    categories,
    used,
    items: cell(layout.items),
    judgements: cell(layout.judgements),
    pairable: cell(layout.pairable),
    coderCounts: coderAt.map((g) => keep.map((k) => cell(g * q + k))),
    get contingencies() {
      return contingencies();
    },
    pairMargins,
    pairCells,
    margins: keep.map((k) => cell(layout.margins + k)),
    specificAgreeing: keep.map((k) => cell(layout.agreeing + k)),
    specificPossible: keep.map((k) => cell(layout.possible + k)),
    sums: {
      ...sum,
      // Every category kept in place (the common case): the sums' own arrays, not copies.
      shares: whole ? sum.shares : keep.map((k) => sum.shares[k] ?? 0),
      coincidences:
        sum.coincidences === null || whole
          ? sum.coincidences
          : keep.map((c) => keep.map((k) => sum.coincidences?.[c]?.[k] ?? 0)),
    },
    scale: plan.scale,
    weights: plan.weights,
    level: plan.level,
  };
}

/**
 * One pair's `contingencies` table as `PairCells`, from how often each pattern was drawn (the
 * same integer counts): each drawn pattern's cell, then the cells in row-major order.
 */
function drawnCells(
  patterns: RatingPatterns,
  drawn: Float64Array,
  pair: number,
  keep: readonly number[],
): PairCells {
  const q = keep.length;
  const slot = new Int32Array(patterns.categories.length).fill(-1);
  keep.forEach((k, at) => {
    if (k >= 0) slot[k] = at;
  });
  const [a, b] = pairsOf(patterns.coded.coders.length)[pair] ?? [0, 0];
  if (scratch.length < q * q) scratch = new Float64Array(q * q);
  const touched: number[] = [];
  patterns.rows.forEach((codes, p) => {
    const times = drawn[p] ?? 0;
    if (times === 0) return;
    const x = slot[codes[a] ?? -1] ?? -1;
    const y = slot[codes[b] ?? -1] ?? -1;
    if (x < 0 || y < 0) return;
    if (scratch[x * q + y] === 0) touched.push(x * q + y);
    scratch[x * q + y] = (scratch[x * q + y] as number) + times;
  });
  const cells = Int32Array.from(touched).sort();
  const counts = Float64Array.from(cells, (c) => scratch[c] as number);
  for (const c of cells) scratch[c] = 0;
  return { q, cells, counts };
}

/** `drawnCells`' counts by cell, all 0 between calls. */
let scratch = new Float64Array(0);

/**
 * The `contingencies` of a resample's stats, built on first call from how often each pattern was
 * drawn (the counts `tableStats` adds row by row: integers, so the same numbers), rows and
 * columns in the resample's categories (`keep`).
 */
function lazyContingencies(
  patterns: RatingPatterns,
  drawn: Float64Array,
  pairAt: readonly number[],
  keep: readonly number[],
): () => readonly (readonly (readonly number[])[])[] {
  let built: number[][][] | null = null;
  const build = () => {
    const q = patterns.categories.length;
    const slot = new Int32Array(q).fill(-1);
    keep.forEach((k, at) => {
      if (k >= 0) slot[k] = at;
    });
    const pairs = pairsOf(patterns.coded.coders.length);
    const tables = pairAt.map(() => keep.map(() => new Array<number>(keep.length).fill(0)));
    patterns.rows.forEach((codes, p) => {
      const times = drawn[p] ?? 0;
      if (times === 0) return;
      pairAt.forEach((pair, t) => {
        const [a, b] = pairs[pair] ?? [0, 0];
        const x = slot[codes[a] ?? -1] ?? -1;
        const y = slot[codes[b] ?? -1] ?? -1;
        const row = tables[t]?.[x];
        if (row !== undefined && y >= 0) row[y] = (row[y] ?? 0) + times;
      });
    });
    return tables;
  };
  return () => {
    built ??= build();
    return built;
  };
}
