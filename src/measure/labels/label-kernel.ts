import { compareCodePoints, sortedUnique } from "../agreement/coding-table.ts";
import type { MeasureNote } from "../agreement/measured.ts";
import type { MetricKeys, UnitPatterns } from "../families/family.ts";
import { unitPatterns } from "../unit-patterns.ts";
import {
  AVERAGE_RATES,
  AVERAGES,
  averageSlot,
  ClassificationNumbers,
  type ClassificationScores,
  classificationOf,
  LABEL_FIELDS,
  OVERALL_FIGURES,
} from "./classification.ts";
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
  return kernelOf(items, () => RECORDS);
}

/**
 * `labelKernel` read at `keys` (paths from `root`): a weighting's figures as `measureKeys` of
 * `{ [root]: scores }` gives them (NaN where a key has none), read from the table's numbers with
 * no record per label (`FigureKeys`). Null where labelKernel is.
 */
export function labelKernelAt(
  items: readonly (KernelItem | undefined)[],
  root: string,
  keys: readonly MetricKeys[],
): ((weights: ArrayLike<number>) => Float64Array) | null {
  return kernelOf(items, (labels) => keyedReader(root, keys, labels));
}

function kernelOf<R>(
  items: readonly (KernelItem | undefined)[],
  reader: (labels: readonly string[]) => Read<R>,
): ((weights: ArrayLike<number>) => R) | null {
  const coded = codedItems([items]);
  if (coded === null) return null;
  const read = reader(coded.labels);
  const cells = coded.sides[0] as Int32Array;
  const table = new LabelTable(coded.labels, coded.options, cells);
  return (weights) => {
    const counts = table.reset();
    for (let i = 0; i < cells.length; i++) {
      const w = weights[i] ?? 0;
      const c = cells[i] as number;
      if (w !== 0 && c >= 0) counts[c] = (counts[c] as number) + w;
    }
    return read(table);
  };
}

/** How a weighting's figures are read off the counted table: as records, or at keys. */
type Read<R> = (table: LabelTable) => R;
const RECORDS: Read<ClassificationScores> = (table) => table.figures();

/** A reader of the figures at `keys` (`FigureKeys`). */
function keyedReader(
  root: string,
  keys: readonly MetricKeys[],
  labels: readonly string[],
): Read<Float64Array> {
  const plan = FigureKeys.of(root, keys, labels);
  return (table) => table.keyed(plan);
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
export function labelSwapsAt(
  baseline: readonly (KernelItem | undefined)[],
  current: readonly (KernelItem | undefined)[],
  root: string,
  keys: readonly MetricKeys[],
): ((swap: ArrayLike<number>) => readonly [Float64Array, Float64Array]) | null {
  const coded = codedItems([baseline, current]);
  if (coded === null) return null;
  const read = keyedReader(root, keys, coded.labels);
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
    return [read(a), read(b)];
  };
}

/**
 * The paired items grouped by their cells on both sides (gold label, baseline answer, current
 * answer; absent counts as a cell of its own): items of one pattern add the same counts to both
 * tables, so a bootstrap draw needs only each pattern's count of copies. Patterns are ordered by
 * size, largest first, then by first item. Each side's figures are read at `keys` from `root`
 * (`labelKernelAt`). Null where labelKernel is.
 */
export function labelPatternsAt(
  baseline: readonly (KernelItem | undefined)[],
  current: readonly (KernelItem | undefined)[],
  root: string,
  keys: readonly MetricKeys[],
): UnitPatterns | null {
  const coded = codedItems([baseline, current]);
  if (coded === null) return null;
  const read = keyedReader(root, keys, coded.labels);
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
      return [read(a), read(b)];
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
  /** Each used cell's gold label and answer (label + 1; 0: unanswered), worked out once. */
  private readonly goldOf: Int32Array;
  private readonly answerOf: Int32Array;
  /** Bumped whenever the counts are set anew: a matrix built later than that would be wrong. */
  private generation = 0;
  /**
   * Per label, a weighting's sums (`sum`; scratch): gold, answered, row answered, diagonal; then
   * the same of the labels drawn on either side (`kept`), in label order, and their count.
   */
  private readonly support: Float64Array;
  private readonly predicted: Float64Array;
  private readonly answeredRow: Float64Array;
  private readonly diagonal: Float64Array;
  private readonly kept: Int32Array;
  private readonly keptSums: readonly [Float64Array, Float64Array, Float64Array, Float64Array];
  private size = 0;
  private total = 0;
  private answered = 0;
  /** A weighting's figures as numbers and its drawn labels' names (`keyed`; reused). */
  private readonly numbers = new ClassificationNumbers();
  private readonly names: string[] = [];

  constructor(
    readonly labels: readonly string[],
    readonly options: { readonly beta: number; readonly zeroDivision: ZeroDivision },
    cells: Iterable<number>,
  ) {
    const n = labels.length;
    this.counts = new Float64Array(n * (n + 1));
    this.support = new Float64Array(n);
    this.predicted = new Float64Array(n);
    this.answeredRow = new Float64Array(n);
    this.diagonal = new Float64Array(n);
    this.kept = new Int32Array(n);
    this.keptSums = [
      new Float64Array(n),
      new Float64Array(n),
      new Float64Array(n),
      new Float64Array(n),
    ];
    this.used = Int32Array.from(new Set(cells))
      .filter((c) => c >= 0)
      .sort();
    this.goldOf = this.used.map((c) => Math.floor(c / (n + 1)));
    this.answerOf = this.used.map((c) => c % (n + 1));
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
   * The margins of the counted copies, from the cells in use (a resample of 400 labels walked the
   * 160,000 cells of the table and built its matrix for every figure), over the labels drawn on
   * either side (gold labels drawn, system labels answered): `kept` and their sums.
   */
  private sum(): void {
    const size = this.labels.length;
    const { counts, support, predicted, answeredRow, diagonal, used, goldOf, answerOf } = this;
    for (const sums of [support, predicted, answeredRow, diagonal]) sums.fill(0);
    // Plain lets: V8 kept destructured ones as heap numbers, a box per addition.
    let total = 0;
    let answered = 0;
    // A cell of count 0 adds 0 to integer sums, which leaves them as they are: no branch on it (a
    // resample leaves a cell empty at random, and the branch was mispredicted as often).
    for (let u = 0; u < used.length; u++) {
      const n = counts[used[u] as number] as number;
      const g = goldOf[u] as number;
      const s = answerOf[u] as number;
      support[g] = (support[g] as number) + n;
      total += n;
      if (s === 0) continue;
      predicted[s - 1] = (predicted[s - 1] as number) + n;
      answeredRow[g] = (answeredRow[g] as number) + n;
      if (s - 1 === g) diagonal[g] = (diagonal[g] as number) + n;
      answered += n;
    }
    const [keptSupport, rows, columns, keptDiagonal] = this.keptSums;
    let kept = 0;
    for (let k = 0; k < size; k++) {
      if (support[k] === 0 && predicted[k] === 0) continue;
      this.kept[kept] = k;
      keptSupport[kept] = support[k] as number;
      rows[kept] = answeredRow[k] as number;
      columns[kept] = predicted[k] as number;
      keptDiagonal[kept] = diagonal[k] as number;
      kept++;
    }
    this.size = kept;
    this.total = total;
    this.answered = answered;
  }

  /**
   * The figures of the counted copies as scoring the copies sees them. The matrix itself is built
   * when read, and reading it after the counts were set anew is an error, never another
   * resample's matrix. Without `notes` (a resample's figures) no note is written.
   */
  figures(
    unpaired: Pick<PairedItems, "unanswered" | "unscored"> = NOTHING_UNPAIRED,
    notes: MeasureNote[] | null = null,
  ): ClassificationScores {
    this.sum();
    const width = this.labels.length + 1;
    const { counts, size, total } = this;
    const kept = Array.from(this.kept.subarray(0, size));
    const [support, rows, columns, diagonal] = this.keptSums.map((x) =>
      Array.from(x.subarray(0, size)),
    ) as [number[], number[], number[], number[]];
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
      support,
      total,
      answered: this.answered,
      weighted: false,
      margins: { rows, columns, diagonal },
    };
    const { beta, zeroDivision } = this.options;
    return classificationOf(table, total, unpaired, notes, beta, zeroDivision);
  }

  /**
   * `figures` read at a plan's keys, each figure where `measureKeys` of the scores puts it (NaN
   * where the scores have none), computed by the one computation the records are made from
   * (`ClassificationNumbers`) with no record per label.
   */
  keyed(plan: FigureKeys): Float64Array {
    this.sum();
    const { size, total } = this;
    const { numbers } = this;
    const names = this.names;
    names.length = size;
    for (let k = 0; k < size; k++) names[k] = this.labels[this.kept[k] as number] as string;
    const [support, rows, columns, diagonal] = this.keptSums;
    const { beta, zeroDivision } = this.options;
    const n = { items: total, total, answered: this.answered };
    const margins = {
      rows: rows.subarray(0, size),
      columns: columns.subarray(0, size),
      diagonal: diagonal.subarray(0, size),
    };
    numbers.compute(margins, support, names, n, beta, zeroDivision, NOT_NOTED);
    return plan.read(numbers, this.kept, size);
  }
}

const NOT_NOTED = { labels: null, overall: null } as const;

/** Slots of `FigureKeys`: a figure over all labels, or a label's field (0: none, NaN). */
const [OVERALL, LABEL] = [1, 2] as const;

/**
 * Where each of a comparison's keys finds its figure in `ClassificationNumbers`, for the
 * classification scores at `root`: an overall figure or an average's rate (`scalars`), a label's
 * field (`perLabel`, by the label's place among all the table's labels), or none, which
 * `measureKeys` reads as NaN (another root, a record or a list rather than a number — the
 * confusion matrix and the notes are lists, which `measureKeys` does not enter — or a label or
 * field the scores do not have).
 */
class FigureKeys {
  private readonly kind: Uint8Array;
  private readonly at: Int32Array;
  private readonly field: Int32Array;
  /** Per label of the table: its place among a weighting's drawn labels (scratch). */
  private readonly place: Int32Array;

  private constructor(keys: number, labels: number) {
    this.kind = new Uint8Array(keys);
    this.at = new Int32Array(keys);
    this.field = new Int32Array(keys);
    this.place = new Int32Array(labels);
  }

  static of(root: string, keys: readonly MetricKeys[], labels: readonly string[]): FigureKeys {
    const plan = new FigureKeys(keys.length, labels.length);
    const index = new Map(labels.map((l, k) => [l, k]));
    for (let j = 0; j < keys.length; j++) {
      const [first, second, third, fourth, ...rest] = keys[j] as MetricKeys;
      if (first !== root || second === undefined) continue;
      if (rest.length > 0) continue;
      const overall = OVERALL_FIGURES.indexOf(second as (typeof OVERALL_FIGURES)[number]);
      const average = AVERAGES.indexOf(second as (typeof AVERAGES)[number]);
      if (overall >= 0 && third === undefined) plan.set(j, OVERALL, overall, 0);
      else if (average >= 0 && third !== undefined && fourth === undefined) {
        const rate = AVERAGE_RATES.indexOf(third as (typeof AVERAGE_RATES)[number]);
        if (rate >= 0) plan.set(j, OVERALL, averageSlot(average) + rate, 0);
      } else if (second === "perLabel" && third !== undefined && fourth !== undefined) {
        const label = index.get(third);
        const field = LABEL_FIELDS.indexOf(fourth as (typeof LABEL_FIELDS)[number]);
        if (label !== undefined && field >= 0) plan.set(j, LABEL, label, field);
      }
    }
    return plan;
  }

  private set(j: number, kind: number, at: number, field: number): void {
    this.kind[j] = kind;
    this.at[j] = at;
    this.field[j] = field;
  }

  /** The figures at the keys, `kept[0 … size)` the table's labels drawn (their numbers' order). */
  read(numbers: ClassificationNumbers, kept: Int32Array, size: number): Float64Array {
    const { kind, at, field, place } = this;
    place.fill(-1);
    for (let k = 0; k < size; k++) place[kept[k] as number] = k;
    const out = new Float64Array(kind.length);
    const { scalars, perLabel, capacity } = numbers;
    for (let j = 0; j < out.length; j++) {
      let x = Number.NaN;
      if (kind[j] === OVERALL) x = scalars[at[j] as number] as number;
      else if (kind[j] === LABEL) {
        const k = place[at[j] as number] as number;
        if (k >= 0) x = perLabel[(field[j] as number) * capacity + k] as number;
      }
      // As `measureKeys`: a key whose figure is not a finite number reads NaN.
      out[j] = Number.isFinite(x) ? x : Number.NaN;
    }
    return out;
  }
}

/** The settings scoring assumes for items that carry none. */
const DEFAULTS = { beta: 1, zeroDivision: 0 } as const;

const NOTHING_UNPAIRED = { unanswered: [], unscored: [] } as const;
