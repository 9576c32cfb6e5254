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
  const chosen = chosenColumn(settings, side);
  // One --input file holds both sides: the other side's column is never this side's fix.
  const other = settings.input === null ? null : chosenColumn(settings, otherSide(side));
  const { counts, chosenHolds } = tagColumns(path, files, chosen, other);
  if (chosenHolds > 0) return taggedButEmpty(settings, chosen);
  const flag = `--${side}-column`;
  const holding = [...counts.entries()].filter(([, n]) => n > 0).map(([c]) => c);
  const besides = other === null ? "" : ` but the ${otherSide(side)}'s (${other})`;
  if (holding.length === 0)
    return `Likely fix: no column of ${path}${besides} holds B-/I- chunk tags; check the file (and --tagging).`;
  const named = holding.map((c) => `${c}`).join(", ");
  return `Likely fix: ${flag} ${holding[holding.length - 1]} (columns holding B-/I- tags: ${named}, counted from 0; the column read, ${chosen}, holds none).`;
}

/** The column read holds chunk tags, yet the decoder made no chunk of them: not a column mistake. */
function taggedButEmpty(settings: ScoreSettings, chosen: number): string {
  const strict = settings.compat === "seqeval-strict" ? "--compat seqeval-strict" : "--strict-tags";
  const why = settings.strictTags
    ? `${strict} drops every chunk that does not start as --tagging ${settings.tagging} says (an I- after O or after another type), as seqeval's strict mode does; without it such chunks are repaired as conlleval repairs them`
    : `check the tags against --tagging (${settings.tagging})`;
  return `The column read, ${chosen}, holds B-/I- tags, yet no chunk was read from them: ${why}.`;
}

const otherSide = (side: "gold" | "system"): "gold" | "system" =>
  side === "gold" ? "system" : "gold";

function chosenColumn(settings: ScoreSettings, side: "gold" | "system"): number {
  if (side === "system") return settings.systemColumn;
  const twoFiles = settings.input === null;
  return twoFiles && settings.goldColumn === DEFAULT_SCORE_SETTINGS.goldColumn
    ? -1
    : settings.goldColumn;
}

/**
 * Column index (0-based, the token's column 0) → lines whose value there is a chunk tag, and the
 * lines whose `chosen` column (negative: from the line's end) holds one; the `other` side's
 * column is left out.
 */
function tagColumns(
  path: string,
  files: FilePort,
  chosen: number,
  other: number | null,
): { counts: Map<number, number>; chosenHolds: number } {
  const counts = new Map<number, number>();
  let chosenHolds = 0;
  let seen = 0;
  for (const { text } of files.readLines(path)) {
    const fields = text.trim().split(/\s+/);
    if (fields.length < 2 || fields[0] === "-DOCSTART-") continue;
    const at = (column: number): number => (column < 0 ? fields.length + column : column);
    const skip = other === null ? -1 : at(other);
    for (let c = 1; c < fields.length; c++)
      if (c !== skip && CHUNK_TAG.test(fields[c] as string))
        counts.set(c, (counts.get(c) ?? 0) + 1);
    if (at(chosen) >= 1 && CHUNK_TAG.test(fields[at(chosen)] ?? "")) chosenHolds++;
    if (++seen >= SAMPLE_LINES) break;
  }
  return { counts, chosenHolds };
}

/**
 * The fix for a CoNLL-U side without annotations: the columns (by `# global.columns` name) and
 * the `Key=Value` attributes (`MISC:NE`) that do hold `B-`/`I-`… tags in its first word lines.
 */
export function conlluColumnHint(
  settings: ScoreSettings,
  side: "gold" | "system",
  files: FilePort,
): string {
  const path = settings.input ?? (side === "gold" ? settings.gold : settings.system);
  if (path === null) return "";
  const chosen = side === "gold" ? settings.goldColumnName : settings.systemColumnName;
  const holding = conlluTagColumns(path, files).filter((c) => c !== chosen);
  if (holding.length === 0)
    return `Likely fix: no column or MISC attribute of ${path} holds B-/I- chunk tags (the column read: ${chosen}); check the file (and --tagging).`;
  return `Likely fix: --${side}-column ${holding[0]} (holding B-/I- tags: ${holding.join(", ")}; the column read, ${chosen}, holds none).`;
}

/** Column names, and `COLUMN:KEY` for attributes, whose values are chunk tags, in file order. */
function conlluTagColumns(path: string, files: FilePort): string[] {
  let names = ["ID", "FORM", "LEMMA", "UPOS", "XPOS", "FEATS", "HEAD", "DEPREL", "DEPS", "MISC"];
  const found = new Set<string>();
  let seen = 0;
  for (const { text } of files.readLines(path)) {
    if (text.startsWith("# global.columns")) names = text.split("=")[1]?.trim().split(/\s+/) ?? [];
    if (text.startsWith("#") || text.trim() === "") continue;
    text.split("\t").forEach((value, c) => {
      const name = names[c] ?? `${c}`;
      if (CHUNK_TAG.test(value)) found.add(name);
      for (const pair of value.split("|")) {
        const [key, tag = ""] = pair.split("=", 2);
        if (CHUNK_TAG.test(tag)) found.add(`${name}:${key}`);
      }
    });
    if (++seen >= SAMPLE_LINES) break;
  }
  return [...found];
}
