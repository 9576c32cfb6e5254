import type { ItemLabels, LabelEntry } from "../../formats/labels.ts";
import { compareCodePoints } from "../agreement/coding-table.ts";
import type { MeasureNote } from "../agreement/measured.ts";

/** A gold entry and the system's entry for the same item; `system` is undefined when it gave none. */
export interface ItemPair {
  readonly item: string;
  readonly gold: LabelEntry;
  readonly system: LabelEntry | undefined;
}

/**
 * Gold items paired with system answers, sorted by item (code point), and what did not pair. The
 * pairs are two parallel columns (no object per item): `golds[k]` and its answer `answers[k]`.
 */
export interface PairedItems {
  /** The gold entries, sorted by item. */
  readonly golds: readonly LabelEntry[];
  /** The system's entry for each of `golds` (undefined: it gave none). */
  readonly answers: readonly (LabelEntry | undefined)[];
  /** Gold items the system did not label: scored as wrong, noted. */
  readonly unanswered: readonly string[];
  /** System items absent from gold: not scored, noted. */
  readonly unscored: readonly string[];
}

/** Whether the entries' items strictly increase by code point (so each is there once). */
function increasing(entries: readonly LabelEntry[]): boolean {
  for (let k = 1; k < entries.length; k++)
    if (compareCodePoints(entries[k - 1]?.item ?? "", entries[k]?.item ?? "") >= 0) return false;
  return true;
}

/**
 * Pairs gold and system entries by item id. Tables written in item order (the usual case) are
 * paired by one merge walk; others through a map and a sort. Both give the same pairs.
 */
export function pairItems(gold: ItemLabels, system: ItemLabels): PairedItems {
  if (increasing(gold.entries) && increasing(system.entries))
    return mergeSorted(gold.entries, system.entries);
  const byItem = new Map(system.entries.map((e) => [e.item, e]));
  const golden = new Set(gold.entries.map((e) => e.item));
  const golds = [...gold.entries].sort((a, b) => compareCodePoints(a.item, b.item));
  const answers = golds.map((g) => byItem.get(g.item));
  const unscored = system.entries
    .map((e) => e.item)
    .filter((item) => !golden.has(item))
    .sort(compareCodePoints);
  return { golds, answers, unanswered: unansweredOf(golds, answers), unscored };
}

function mergeSorted(golds: readonly LabelEntry[], system: readonly LabelEntry[]): PairedItems {
  const answers: (LabelEntry | undefined)[] = new Array(golds.length);
  const unscored: string[] = [];
  let j = 0;
  for (let k = 0; k < golds.length; k++) {
    const item = golds[k]?.item ?? "";
    let s = system[j];
    while (s !== undefined && compareCodePoints(s.item, item) < 0) {
      unscored.push(s.item);
      s = system[++j];
    }
    answers[k] = s !== undefined && s.item === item ? system[j++] : undefined;
  }
  for (; j < system.length; j++) unscored.push(system[j]?.item ?? "");
  return { golds, answers, unanswered: unansweredOf(golds, answers), unscored };
}

function unansweredOf(
  golds: readonly LabelEntry[],
  answers: readonly (LabelEntry | undefined)[],
): string[] {
  const out: string[] = [];
  for (let k = 0; k < golds.length; k++)
    if (answers[k] === undefined) out.push(golds[k]?.item ?? "");
  return out;
}

/** The pairs as objects, one per gold item (for the small multi-label and tag-tree paths). */
export function itemPairs(paired: PairedItems): ItemPair[] {
  return paired.golds.map((gold, k) => ({ item: gold.item, gold, system: paired.answers[k] }));
}

/** Notes for unpaired items, at most a few ids each. */
export function pairingNotes(paired: Pick<PairedItems, "unanswered" | "unscored">): MeasureNote[] {
  const sample = (ids: readonly string[]): string =>
    `${ids
      .slice(0, 5)
      .map((id) => `'${id}'`)
      .join(", ")}${ids.length > 5 ? `, … (${ids.length} in all)` : ""}`;
  const notes: MeasureNote[] = [];
  if (paired.unanswered.length > 0) {
    notes.push({
      path: "unanswered",
      message: `${paired.unanswered.length} gold items have no system label and count as wrong: ${sample(paired.unanswered)}`,
    });
  }
  if (paired.unscored.length > 0) {
    notes.push({
      path: "unscored",
      message: `${paired.unscored.length} system items are not in gold and are not scored: ${sample(paired.unscored)}`,
    });
  }
  return notes;
}
