import { fScore, ratio, type Spread } from "../prf.ts";
import { addCounts, type ElementCounts, emptyCounts } from "./count-elements.ts";

/** The row MAT writes per label: element counts, totals, P/R/F and the two accuracies. */
export interface LevelRow extends Readonly<ElementCounts> {
  readonly reftotal: number;
  readonly hyptotal: number;
  readonly precision: number;
  readonly recall: number;
  readonly fmeasure: number;
  /** Elements in the documents (MAT's `test toks`, `test chars`, `test pseudo-toks`): the same in every row. */
  readonly elements: number;
  readonly tagSensitiveAccuracy: number;
  readonly tagSensitiveErrorRate: number;
  readonly tagBlindAccuracy: number;
  readonly tagBlindErrorRate: number;
  /** Resampled P/R/F (`--confidence`). */
  readonly confidence?: LevelConfidence;
}

export type { Spread } from "../prf.ts";

/** MAT's `--compute_confidence_data` for one row; null where no resample had the row. */
export interface LevelConfidence {
  readonly samples: number;
  readonly precision: Spread | null;
  readonly recall: Spread | null;
  readonly fmeasure: Spread | null;
}

/** One document's counts at one level. */
export interface LevelDocumentRow {
  readonly id: string;
  readonly elements: number;
  readonly all: Readonly<ElementCounts>;
  readonly types: Readonly<Record<string, Readonly<ElementCounts>>>;
}

/** Elements by (gold type, system type), `null` for no label on that side: MAT's confusability. */
export interface ConfusionCell {
  readonly gold: string | null;
  readonly system: string | null;
  readonly count: number;
}

/** `levels.<level>` of the scores document (docs/scores.md). */
export interface LevelScores {
  readonly "<all>": LevelRow;
  readonly types: Readonly<Record<string, LevelRow>>;
  readonly documents: readonly LevelDocumentRow[];
  readonly confusion: readonly ConfusionCell[];
}

/** MAT's row from counts over `elements` elements (zero-division: 0). */
export function levelRow(c: Readonly<ElementCounts>, elements: number): LevelRow {
  const reftotal = c.match + c.refclash + c.missing;
  const hyptotal = c.match + c.hypclash + c.spurious;
  const precision = ratio(c.match, hyptotal);
  const recall = ratio(c.match, reftotal);
  const sensitive = ratio(elements - c.refclash - c.missing - c.spurious, elements);
  const blind = ratio(elements - c.missing - c.spurious, elements);
  return {
    match: c.match,
    refclash: c.refclash,
    hypclash: c.hypclash,
    missing: c.missing,
    spurious: c.spurious,
    reftotal,
    hyptotal,
    precision,
    recall,
    fmeasure: fScore(precision, recall),
    elements,
    tagSensitiveAccuracy: sensitive,
    tagSensitiveErrorRate: elements === 0 ? 0 : 1 - sensitive,
    tagBlindAccuracy: blind,
    tagBlindErrorRate: elements === 0 ? 0 : 1 - blind,
  };
}

/** Corpus counts: the sums over documents, `<all>` and per type. */
export function sumDocuments(rows: readonly LevelDocumentRow[]): {
  readonly elements: number;
  readonly all: ElementCounts;
  readonly types: Map<string, ElementCounts>;
} {
  let elements = 0;
  const all = emptyCounts();
  const types = new Map<string, ElementCounts>();
  for (const row of rows) {
    elements += row.elements;
    addCounts(all, row.all);
    for (const [type, counts] of Object.entries(row.types)) {
      let into = types.get(type);
      if (into === undefined) {
        into = emptyCounts();
        types.set(type, into);
      }
      addCounts(into, counts);
    }
  }
  return { elements, all, types };
}

const byId = (a: LevelDocumentRow, b: LevelDocumentRow): number =>
  a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

const nameOrder = (a: string | null, b: string | null): number =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1;

/** Confusion cells from `pairKey`-keyed counts, sorted by gold then system type (null last). */
export function confusionCells(pairs: ReadonlyMap<string, number>): ConfusionCell[] {
  return [...pairs]
    .map(([key, count]) => {
      const [gold, system] = JSON.parse(key) as [string | null, string | null];
      return { gold, system, count };
    })
    .filter((c) => c.count > 0)
    .sort((a, b) => nameOrder(a.gold, b.gold) || nameOrder(a.system, b.system));
}

/** The level's scores from its document rows (rows and types sorted) and its confusion counts. */
export function buildLevelScores(
  rows: readonly LevelDocumentRow[],
  pairs: ReadonlyMap<string, number> = new Map(),
): LevelScores {
  const total = sumDocuments(rows);
  const types: Record<string, LevelRow> = {};
  for (const type of [...total.types.keys()].sort())
    types[type] = levelRow(total.types.get(type) ?? emptyCounts(), total.elements);
  return {
    "<all>": levelRow(total.all, total.elements),
    types,
    documents: [...rows].sort(byId),
    confusion: confusionCells(pairs),
  };
}
