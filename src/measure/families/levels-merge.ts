import { pairKey } from "../levels/count-elements.ts";
import { buildLevelScores, type LevelDocumentRow } from "../levels/level-scores.ts";
import type { LevelKey } from "../levels/level-views.ts";
import { at, recordOf, type ShardMerging, type Unit } from "./family.ts";

/** A level's document units as its family reads them (`levels.<key>.documents[]`). */
type LevelUnits = (doc: unknown, origin: string) => readonly Unit<Omit<LevelDocumentRow, "id">>[];

/** The confusion cells of every shard's level, added up by (gold, system) label pair. */
function pairsOf(key: LevelKey, docs: readonly unknown[]): Map<string, number> {
  const pairs = new Map<string, number>();
  for (const doc of docs) {
    const cells = at(doc, ["levels", key, "confusion"]);
    for (const cell of Array.isArray(cells) ? cells : []) {
      const c = recordOf(cell);
      const label = (v: unknown): string | null => (typeof v === "string" ? v : null);
      if (c === undefined || typeof c.count !== "number") continue;
      const k = pairKey(label(c.gold), label(c.system));
      pairs.set(k, (pairs.get(k) ?? 0) + c.count);
    }
  }
  return pairs;
}

/**
 * Merging one MAT score level: the shards' document rows and confusion counts, rebuilt with the
 * same `buildLevelScores` a scoring run ends with. A level one shard could not score is absent
 * from its scores, and the merge refuses shards that carry different families.
 */
export function levelMerging(key: LevelKey, units: LevelUnits): ShardMerging {
  return {
    ids: (doc, origin) => units(doc, origin).map((u) => u.id),
    merge: (parts) => {
      const rows = parts.flatMap((p) =>
        units(p.doc, p.origin).map((u) => ({ id: u.id, ...u.tally })),
      );
      const pairs = pairsOf(
        key,
        parts.map((p) => p.doc),
      );
      return {
        sections: { levels: { [key]: buildLevelScores(rows, pairs) } },
        issues: [],
        issueKinds: [],
      };
    },
  };
}
