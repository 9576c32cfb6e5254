import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../config/settings.ts";
import type { FilePort } from "../ports/files.ts";

/** Token lines sampled when looking for the columns that hold chunk tags. */
const SAMPLE_LINES = 2000;
const CHUNK_TAG = /^[BIESLU]-./;

/**
 * The fix for a CoNLL side without annotations: the columns of its file (the first
 * `SAMPLE_LINES` token lines) that do hold `B-`/`I-`… tags, as `--gold-column` / `--system-column`.
 */
export function conllColumnHint(
  settings: ScoreSettings,
  side: "gold" | "system",
  files: FilePort,
): string {
  const path = settings.input ?? (side === "gold" ? settings.gold : settings.system);
  if (path === null) return "";
  const counts = tagColumns(path, files);
  const flag = `--${side}-column`;
  const chosen = chosenColumn(settings, side);
  const holding = [...counts.entries()].filter(([, n]) => n > 0).map(([c]) => c);
  if (holding.length === 0)
    return `Likely fix: no column of ${path} holds B-/I- chunk tags; check the file (and --tagging).`;
  const named = holding.map((c) => `${c}`).join(", ");
  return `Likely fix: ${flag} ${holding[holding.length - 1]} (columns holding B-/I- tags: ${named}, counted from 0; the column read, ${chosen}, holds none).`;
}

function chosenColumn(settings: ScoreSettings, side: "gold" | "system"): number {
  if (side === "system") return settings.systemColumn;
  const twoFiles = settings.input === null;
  return twoFiles && settings.goldColumn === DEFAULT_SCORE_SETTINGS.goldColumn
    ? -1
    : settings.goldColumn;
}

/** Column index (0-based, the token's column left out) → lines whose value there is a chunk tag. */
function tagColumns(path: string, files: FilePort): Map<number, number> {
  const counts = new Map<number, number>();
  let seen = 0;
  for (const { text } of files.readLines(path)) {
    const fields = text.trim().split(/\s+/);
    if (fields.length < 2 || fields[0] === "-DOCSTART-") continue;
    for (let c = 1; c < fields.length; c++)
      if (CHUNK_TAG.test(fields[c] as string)) counts.set(c, (counts.get(c) ?? 0) + 1);
    if (++seen >= SAMPLE_LINES) break;
  }
  return counts;
}
