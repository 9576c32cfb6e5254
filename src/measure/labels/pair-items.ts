import type { ItemLabels, LabelEntry } from "../../formats/labels.ts";
import { compareCodePoints } from "../agreement/coding-table.ts";
import type { MeasureNote } from "../agreement/measured.ts";

/** A gold entry and the system's entry for the same item; `system` is undefined when it gave none. */
export interface ItemPair {
  readonly item: string;
  readonly gold: LabelEntry;
  readonly system: LabelEntry | undefined;
}

/** Gold items paired with system answers, sorted by item (code point), and what did not pair. */
export interface PairedItems {
  readonly pairs: readonly ItemPair[];
  /** Gold items the system did not label: scored as wrong, noted. */
  readonly unanswered: readonly string[];
  /** System items absent from gold: not scored, noted. */
  readonly unscored: readonly string[];
}

/** Pairs gold and system entries by item id. */
export function pairItems(gold: ItemLabels, system: ItemLabels): PairedItems {
  const answers = new Map(system.entries.map((e) => [e.item, e]));
  const golden = new Set(gold.entries.map((e) => e.item));
  const pairs = [...gold.entries]
    .sort((a, b) => compareCodePoints(a.item, b.item))
    .map((g) => ({ item: g.item, gold: g, system: answers.get(g.item) }));
  const unanswered = pairs.filter((p) => p.system === undefined).map((p) => p.item);
  const unscored = system.entries
    .map((e) => e.item)
    .filter((item) => !golden.has(item))
    .sort(compareCodePoints);
  return { pairs, unanswered, unscored };
}

/** Notes for unpaired items, at most a few ids each. */
export function pairingNotes(paired: PairedItems): MeasureNote[] {
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
