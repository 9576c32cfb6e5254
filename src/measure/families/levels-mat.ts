import type { ConfusionCell, LevelScores } from "../levels/level-scores.ts";
import { levelRow } from "../levels/level-scores.ts";
import type { LevelKey } from "../levels/level-views.ts";
import { at, type PeerFile, type PeerValue, recordOf } from "./family.ts";
import { summaryHeader, summaryRow } from "./mat-rows.ts";

/**
 * A level family's files in MAT's scorer CSV layout: `by<level>.csv`, and `confusability.csv` over
 * tokens when the token level was scored, else over pseudo-tokens (MAT's choice).
 */

const FILES = {
  token: ["bytoken.csv", "test toks"],
  char: ["bychar.csv", "test chars"],
  pseudoToken: ["bypseudotoken.csv", "test pseudo-toks"],
} as const satisfies Record<LevelKey, readonly [string, string]>;

const byName = ([a]: [string, unknown], [b]: [string, unknown]): number => (a < b ? -1 : 1);

/** A level table: each document's rows (types, then `<all>`), then the corpus rows (file `<all>`). */
function levelFile(key: LevelKey, level: LevelScores, confidence: boolean): PeerFile {
  const [file, elementsColumn] = FILES[key];
  const rows: PeerValue[][] = [];
  for (const doc of level.documents) {
    const options = { accuracies: true, confidence, elements: doc.elements };
    for (const [type, c] of Object.entries(doc.types).sort(byName))
      rows.push(summaryRow(doc.id, 1, type, levelRow(c, doc.elements), options));
    rows.push(summaryRow(doc.id, 1, "<all>", levelRow(doc.all, doc.elements), options));
  }
  const n = level.documents.length;
  const all = level["<all>"];
  const options = { accuracies: true, confidence, elements: all.elements };
  for (const [type, r] of Object.entries(level.types))
    rows.push(summaryRow("<all>", n, type, r, options, r.confidence));
  rows.push(summaryRow("<all>", n, "<all>", all, options, all.confidence));
  return { file, columns: summaryHeader(elementsColumn, true, confidence), rows };
}

/** MAT's confusability table: system ("hyp") rows × gold ("ref") columns, `null` for no label. */
function confusabilityFile(cells: readonly ConfusionCell[]): PeerFile {
  const names = [
    ...new Set(cells.flatMap((c) => [c.gold, c.system]).filter((n): n is string => n !== null)),
  ].sort();
  const labels: (string | null)[] = [...names, null];
  const count = (gold: string | null, system: string | null): number =>
    cells.find((c) => c.gold === gold && c.system === system)?.count ?? 0;
  return {
    file: "confusability.csv",
    columns: ["", ...labels.map((l) => `${l ?? "null"} (ref)`)],
    rows: labels.map((hyp) => [`${hyp ?? "null"} (hyp)`, ...labels.map((ref) => count(ref, hyp))]),
  };
}

/** The level's scores (`levels.<key>`), when the document carries them. */
function levelOf(doc: unknown, root: string, key: LevelKey): LevelScores | undefined {
  return recordOf(at(doc, [root, key])) === undefined
    ? undefined
    : (at(doc, [root, key]) as LevelScores);
}

/** The MAT files of level `key` of a scores document (none when it lacks the level). */
export function levelMatFiles(root: string, key: LevelKey, doc: unknown): PeerFile[] {
  const level = levelOf(doc, root, key);
  if (level === undefined) return [];
  const files = [levelFile(key, level, at(doc, ["settings", "confidence"]) === true)];
  const confusionLevel: LevelKey =
    levelOf(doc, root, "token") === undefined ? "pseudoToken" : "token";
  if (key === confusionLevel) files.push(confusabilityFile(level.confusion));
  return files;
}
