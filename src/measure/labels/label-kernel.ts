import { compareCodePoints, sortedUnique } from "../agreement/coding-table.ts";
import type { MeasureNote } from "../agreement/measured.ts";
import type { UnitPatterns } from "../families/family.ts";
import { unitPatterns } from "../unit-patterns.ts";
import { type ClassificationScores, classificationOf } from "./classification.ts";
import { type PairedItems, pairingNotes } from "./pair-items.ts";
import type { ZeroDivision } from "./zero-division.ts";

/** An item as the kernel reads it (the labels family's unit, structurally). */
export interface KernelItem {
  readonly gold: string;
  readonly system: string | null;
  readonly goldTags?: readonly string[];
  readonly weight?: number;
  readonly options?: {
    readonly beta: number;
    readonly zeroDivision: ZeroDivision;
    readonly tree?: unknown;
  };
}

/**
 * Single-label items prepared once for many weightings (the bootstrap's draws, the randomization's
 * swaps). A weighting's figures are those of a corpus in which item i occurs `weights[i]` times —
 * what scoring the expanded copies gives — but counted straight into the label × label table
 * (each item's cell found once, here) instead of building, sorting and pairing the copies: a
 * resample costs one pass over a typed column plus the figures of the table, not a scoring.
 *
 * Exact to the bit because every count is an integer sum (a copy counts 1; order cannot change
 * an integer sum below 2^53) and the figures come from the one function scoring uses
 * (`classificationOf`) on the same table: the same labels (those drawn on either side, sorted
 * by code point), the same matrix, support, total and answered. Null where that would not hold,
 * and the caller scores the copies: a multi-label run (label sets), a tag tree (hierarchical
 * figures), a gold `weight` column (non-integer sums whose value depends on their order), items
 * scored with different settings (β, zero division), or no item at all.
 */
export function labelKernel(
  items: readonly (KernelItem | undefined)[],
): ((weights: ArrayLike<number>) => ClassificationScores) | null {
  const coded = codedItems([items]);
  if (coded === null) return null;
  const cells = coded.sides[0] as Int32Array;
  const table = new LabelTable(coded.labels, coded.options, cells);
  return (weights) => {
    const counts = table.reset();
    for (let i = 0; i < cells.length; i++) {
      const w = weights[i] ?? 0;
      const c = cells[i] as number;
      if (w !== 0 && c >= 0) counts[c] = (counts[c] as number) + w;
    }
    return table.figures();
  };
}

/**
 * The scores of single-label items taken once each, notes and unpaired ids included: what
 * scoring their gold and system tables gives (`scoreClassification`), counted into the table
 * without building, sorting and pairing the entries. `items` in item order (code points), each
 * item once; `unscored`: the system's items that gold lacks (listed, never counted). Null where
 * labelKernel is (then the tables are scored).
 */
export function labelScores(
  items: readonly (KernelItem & { readonly item: string })[],
  unscored: readonly string[],
): ClassificationScores | null {
  // A system-only id that gold has would pair with it: scoring decides that case.
  if (unscored.some((id) => holds(items, id))) return null;
  const coded = codedItems([items]);
  if (coded === null) return null;
  const table = new LabelTable(coded.labels, coded.options, coded.sides[0] as Int32Array);
  for (const c of coded.sides[0] as Int32Array)
    if (c >= 0) table.counts[c] = (table.counts[c] as number) + 1;
  const unpaired = {
    unanswered: items.flatMap((u) => (u.system === null ? [u.item] : [])),
    unscored: [...unscored].sort(compareCodePoints),
  };
  return table.figures(unpaired, pairingNotes(unpaired));
}

/** Whether items in code-point order hold `id` (a binary search). */
function holds(items: readonly { readonly item: string }[], id: string): boolean {
  let [low, high] = [0, items.length];
  while (low < high) {
    const mid = (low + high) >>> 1;
    const order = compareCodePoints((items[mid] as { item: string }).item, id);
    if (order === 0) return true;
    if (order < 0) low = mid + 1;
    else high = mid;
  }
  return false;
}

/**
 * A paired randomization's two mixed sides (`UnitResampling.swapped`), on the kernel: side A
 * takes item i's current tally where swap[i] is 1, else its baseline; side B the reverse. An
 * item whose cell is the same on both sides adds the same count to both whatever the swap, so it
 * is counted once, here, and a swap walks only the items that changed. Null where labelKernel is.
 */
export function labelSwaps(
  baseline: readonly (KernelItem | undefined)[],
  current: readonly (KernelItem | undefined)[],
): ((swap: ArrayLike<number>) => readonly [ClassificationScores, ClassificationScores]) | null {
  const coded = codedItems([baseline, current]);
  if (coded === null) return null;
  const [before, after] = coded.sides as [Int32Array, Int32Array];
  const fixed = new Float64Array(coded.cells);
  const changed: number[] = [];
  for (let i = 0; i < before.length; i++) {
    const c = before[i] as number;
    if (c !== after[i]) changed.push(i);
    else if (c >= 0) fixed[c] = (fixed[c] as number) + 1;
  }
  const cells = distinctCells(before, after);
  const a = new LabelTable(coded.labels, coded.options, cells);
  const b = new LabelTable(coded.labels, coded.options, cells);
  const add = (counts: Float64Array, c: number): void => {
    if (c >= 0) counts[c] = (counts[c] as number) + 1;
  };
  return (swap) => {
    a.reset(fixed);
    b.reset(fixed);
    for (const i of changed) {
      const swapped = swap[i] === 1;
      add(swapped ? b.counts : a.counts, before[i] as number);
      add(swapped ? a.counts : b.counts, after[i] as number);
    }
    return [a.figures(), b.figures()];
  };
}

/** Paired items by pattern and both sides' classification scores by pattern. */
export type LabelPatterns = UnitPatterns<ClassificationScores>;

/**
 * The paired items grouped by their cells on both sides (gold label, baseline answer, current
 * answer; absent counts as a cell of its own): items of one pattern add the same counts to both
 * tables, so a bootstrap draw needs only each pattern's count of copies. Patterns are ordered by
 * size, largest first, then by first item. Null where labelKernel is.
 */
export function labelPatterns(
  baseline: readonly (KernelItem | undefined)[],
  current: readonly (KernelItem | undefined)[],
): LabelPatterns | null {
  const coded = codedItems([baseline, current]);
  if (coded === null) return null;
  const [before, after] = coded.sides as [Int32Array, Int32Array];
  const n = before.length;
  const { patternOf, sizes, first } = unitPatterns(
    n,
    (i) => ((before[i] as number) + 1) * (coded.cells + 1) + (after[i] as number) + 1,
  );
  const cellA = Int32Array.from(first, (i) => before[i] as number);
  const cellB = Int32Array.from(first, (i) => after[i] as number);
  const cells = distinctCells(cellA, cellB);
  const a = new LabelTable(coded.labels, coded.options, cells);
  const b = new LabelTable(coded.labels, coded.options, cells);
  const add = (counts: Float64Array, c: number, w: number): void => {
    if (c >= 0 && w !== 0) counts[c] = (counts[c] as number) + w;
  };
  return {
    patternOf,
    sizes,
    first,
    measure: (kept, swapped) => {
      a.reset();
      b.reset();
      for (let q = 0; q < first.length; q++) {
        const w = kept[q] ?? 0;
        add(a.counts, cellA[q] as number, w);
        add(b.counts, cellB[q] as number, w);
        const x = swapped?.[q] ?? 0;
        add(a.counts, cellB[q] as number, x);
        add(b.counts, cellA[q] as number, x);
      }
      return [a.figures(), b.figures()];
    },
  };
}

/**
 * The sides' items as cells of the label table over the labels of all of them (-1: absent), with
 * the settings they share; null when any item is outside the kernel (see labelKernel) or there is
 * no item.
 */
function codedItems(sides: readonly (readonly (KernelItem | undefined)[])[]) {
  // The items are walked in place, side by side (a million of them: no flattened copy).
  let first: KernelItem | undefined;
  for (const items of sides) first ??= items.find((u) => u !== undefined);
  if (first === undefined) return null;
  const options = first.options ?? DEFAULTS;
  const simple = (u: KernelItem): boolean =>
    u.goldTags === undefined &&
    u.weight === undefined &&
    u.options?.tree === undefined &&
    (u.options ?? DEFAULTS).beta === options.beta &&
    (u.options ?? DEFAULTS).zeroDivision === options.zeroDivision;
  const named = new Set<string>();
  for (const items of sides)
    for (const u of items) {
      if (u === undefined) continue;
      if (!simple(u)) return null;
      named.add(u.gold);
      if (u.system !== null) named.add(u.system);
    }
  const labels = sortedUnique(named);
  const index = new Map(labels.map((l, k) => [l, k]));
  const width = labels.length + 1;
  const coded = sides.map((items) => {
    const cells = new Int32Array(items.length).fill(-1);
    items.forEach((u, i) => {
      if (u === undefined) return;
      const g = index.get(u.gold) ?? 0;
      cells[i] = g * width + (u.system === null ? 0 : (index.get(u.system) ?? 0) + 1);
    });
    return cells;
  });
  return { labels, options, sides: coded, cells: labels.length * width };
}

/** The cells two sides' items take, each once (a table's cells in use; no copy of the items). */
function distinctCells(a: Int32Array, b: Int32Array): number[] {
  const seen = new Set<number>();
  for (const c of a) seen.add(c);
  for (const c of b) seen.add(c);
  return [...seen];
}

/**
 * Copies counted by (gold label, system label): row g, column s + 1 for an item of gold label g
 * answered with label s, column 0 for one left unanswered. Every count is an integer sum.
 */
class LabelTable {
  readonly counts: Float64Array;
  /** The cells the items can count into, ascending: a weighting's figures walk only these. */
  private readonly used: Int32Array;
  /** Bumped whenever the counts are set anew: a matrix built later than that would be wrong. */
  private generation = 0;
  /** Per label, a weighting's sums (scratch, zeroed by `figures`): gold, answered, row answered, diagonal. */
  private readonly support: Float64Array;
  private readonly predicted: Float64Array;
  private readonly answeredRow: Float64Array;
  private readonly diagonal: Float64Array;

  constructor(
    readonly labels: readonly string[],
    readonly options: { readonly beta: number; readonly zeroDivision: ZeroDivision },
    cells: Iterable<number>,
  ) {
    this.counts = new Float64Array(labels.length * (labels.length + 1));
    this.support = new Float64Array(labels.length);
    this.predicted = new Float64Array(labels.length);
    this.answeredRow = new Float64Array(labels.length);
    this.diagonal = new Float64Array(labels.length);
    this.used = Int32Array.from(new Set(cells))
      .filter((c) => c >= 0)
      .sort();
  }

  /**
   * Zeroes the counts, or sets them to `from` (nonzero only in cells in use), before a weighting
   * is counted into them.
   */
  reset(from?: Float64Array): Float64Array {
    this.generation++;
    // Only the cells in use are ever counted into: the others stay 0 (a table of 400 labels has
    // 160,000 cells; a fill of them all per resample cost more than the resample).
    const { counts, used } = this;
    for (let k = 0; k < used.length; k++) {
      const c = used[k] as number;
      counts[c] = from === undefined ? 0 : (from[c] as number);
    }
    return counts;
  }

  /**
   * The figures of the counted copies, over the labels drawn on either side (gold labels drawn,
   * system labels answered), as scoring the copies sees them. The margins are counted from the
   * cells in use (a resample of 400 labels walked the 160,000 cells of the table and built its
   * matrix for every figure); the matrix itself is built when read, and reading it after the
   * counts were set anew is an error, never another resample's matrix. Without `notes` (a
   * resample's figures) no note is written.
   */
  figures(
    unpaired: Pick<PairedItems, "unanswered" | "unscored"> = NOTHING_UNPAIRED,
    notes: MeasureNote[] | null = null,
  ): ClassificationScores {
    const size = this.labels.length;
    const width = size + 1;
    const { counts, support, predicted, answeredRow, diagonal } = this;
    for (const sums of [support, predicted, answeredRow, diagonal]) sums.fill(0);
    let [total, answered] = [0, 0];
    for (const c of this.used) {
      const n = counts[c] as number;
      if (n === 0) continue;
      const g = Math.floor(c / width);
      const s = c - g * width;
      support[g] = (support[g] as number) + n;
      total += n;
      if (s === 0) continue;
      predicted[s - 1] = (predicted[s - 1] as number) + n;
      answeredRow[g] = (answeredRow[g] as number) + n;
      if (s - 1 === g) diagonal[g] = (diagonal[g] as number) + n;
      answered += n;
    }
    const kept: number[] = [];
    for (let k = 0; k < size; k++) if (support[k] !== 0 || predicted[k] !== 0) kept.push(k);
    const generation = this.generation;
    const current = () => this.generation;
    let matrix: number[][] | undefined;
    const table = {
      labels: kept.map((k) => this.labels[k] as string),
      get matrix(): number[][] {
        if (generation !== current())
          throw new Error("a resample's confusion matrix was read after the counts changed");
        matrix ??= kept.map((g) => kept.map((s) => counts[g * width + s + 1] as number));
        return matrix;
      },
      support: kept.map((k) => support[k] as number),
      total,
      answered,
      weighted: false,
      margins: {
        rows: kept.map((k) => answeredRow[k] as number),
        columns: kept.map((k) => predicted[k] as number),
        diagonal: kept.map((k) => diagonal[k] as number),
      },
    };
    const { beta, zeroDivision } = this.options;
    return classificationOf(table, total, unpaired, notes, beta, zeroDivision);
  }
}

/** The settings scoring assumes for items that carry none. */
const DEFAULTS = { beta: 1, zeroDivision: 0 } as const;

const NOTHING_UNPAIRED = { unanswered: [], unscored: [] } as const;
