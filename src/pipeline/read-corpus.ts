import { unreadFormatSettings } from "../config/format-settings.ts";
import type { FormatName, ScoreSettings } from "../config/settings.ts";
import { anchorPairs } from "../corpus/anchor-mentions.ts";
import { systemTextFromGold } from "../corpus/gold-text.ts";
import type { Document, DocumentPair, Issue } from "../corpus/model.ts";
import { pairDocuments } from "../corpus/pair.ts";
import { stringPairs } from "../corpus/string-mentions.ts";
import { UserError } from "../errors.ts";
import { charOffsetUnit } from "../formats/code-point-converter.ts";
import type { DocumentSelection, IssueSink } from "../formats/reader.ts";
import { READERS } from "../formats/registry.ts";
import type { FilePort } from "../ports/files.ts";

type Side = "gold" | "system";

/** Whether the two sides are read with one reader: same format, same character unit. */
export function sidesAlike(settings: ScoreSettings): boolean {
  return (
    (settings.systemFormat ?? settings.format) === settings.format &&
    (settings.systemCharOffsets ?? settings.charOffsets) === settings.charOffsets
  );
}

/**
 * Reads the corpus as document pairs. When gold and system differ in format or character unit,
 * each side is read by its own reader with its own settings (`settings.format` and `charOffsets`
 * are the gold side's; `systemFormat` and `systemCharOffsets` the system's), then paired by id.
 * A pair whose sides count offsets in different units (characters against tokens) is an error.
 * `selection`: a shard's documents, which a reader may use to skip the others' bodies.
 */
export function readCorpusPairs(
  settings: ScoreSettings,
  files: FilePort,
  report: IssueSink,
  selection?: DocumentSelection,
): Iterable<DocumentPair> {
  refuseUnreadFormatSettings(settings);
  if (sidesAlike(settings)) {
    const read = READERS[settings.format].read(settings, files, report, selection);
    const pairs =
      read.kind === "paired"
        ? read.pairs
        : onGoldText(pairDocuments(read.gold, read.system, report), settings, report);
    return placed(pairs, settings, report);
  }
  const gold = readOneSide(settings, "gold", files, report);
  const system = readOneSide(settings, "system", files, report);
  // Text-only mentions take the unit of the text they are found in (a CoNLL gold's tokens).
  const pairs = onGoldText(pairDocuments(gold, system, report), settings, report);
  return sameUnits(placed(pairs, settings, report), settings);
}

/**
 * System records without a text of their own read against the gold's, and texts that differ
 * between the sides found (`systemTextFromGold`); a JSONL system's offsets are converted from the
 * unit `--system-char-offsets` names.
 */
function onGoldText(pairs: Iterable<DocumentPair>, settings: ScoreSettings, report: IssueSink) {
  const format = settings.systemFormat ?? settings.format;
  const charOffsets = settings.systemCharOffsets ?? settings.charOffsets;
  const unit =
    format === "jsonl" ? charOffsetUnit({ ...settings, charOffsets }, "codepoint") : null;
  return systemTextFromGold(pairs, unit, report, settings.allowTextMismatch);
}

/** A format's own setting given to a corpus of other formats: refused, never ignored. */
function refuseUnreadFormatSettings(settings: ScoreSettings): void {
  const unread = unreadFormatSettings(settings);
  if (unread.length === 0) return;
  const formats = [...new Set([settings.format, settings.systemFormat ?? settings.format])];
  throw new UserError(
    `${unread.join("; ")}; not used by --format ${formats.join(" and ")}. Remove ${unread.length === 1 ? "it" : "them"}, or set the format that reads ${unread.length === 1 ? "it" : "them"}.`,
  );
}

/** Text-only mentions located in the text, or every span as its string (`scoring.mentions`). */
function placed(
  pairs: Iterable<DocumentPair>,
  settings: ScoreSettings,
  report: IssueSink,
): Iterable<DocumentPair> {
  return settings.mentions === "strings" ? stringPairs(pairs, report) : anchorPairs(pairs, report);
}

/** One side through its format's reader, given that side's path as both of the reader's sides. */
function readOneSide(
  settings: ScoreSettings,
  side: Side,
  files: FilePort,
  report: IssueSink,
): Iterable<Document> {
  const format: FormatName =
    side === "gold" ? settings.format : (settings.systemFormat ?? settings.format);
  const path = settings[side];
  if (path === null)
    throw new UserError(`--${side}-format ${format} needs --${side} (a file or a directory).`);
  const unit =
    side === "gold" ? settings.charOffsets : (settings.systemCharOffsets ?? settings.charOffsets);
  const suffix = side === "gold" ? settings.goldSuffix : settings.systemSuffix;
  const own: ScoreSettings = {
    ...settings,
    format,
    systemFormat: null,
    charOffsets: unit,
    systemCharOffsets: null,
    gold: path,
    system: path,
    goldSuffix: suffix,
    systemSuffix: suffix,
  };
  // Listing a directory happens in `read`, once for each of `own`'s two sides (the same path),
  // and would report each listing issue twice: those are held and reported once. Whatever the
  // documents report as they are read (span text checks, notes, conversions) comes later, while
  // the side is iterated, and goes straight on: it was once pushed to the held list after that
  // list had been reported, and every issue of a side read in its own format was lost.
  const listed: Issue[] = [];
  let reading = false;
  const read = READERS[format].read(own, files, (issue) => {
    if (reading) report(issue);
    else listed.push(issue);
  });
  reading = true;
  const seen = new Set<string>();
  for (const issue of listed) {
    const key = JSON.stringify(issue);
    if (!seen.has(key)) report(issue);
    seen.add(key);
  }
  if (read.kind === "paired" && side === "gold" && TOKEN_GOLD_FORMATS.includes(format))
    return goldOf(read.pairs);
  if (read.kind === "paired")
    throw new UserError(`--${side}-format ${format} reads both sides; it cannot be mixed.`);
  return read[side];
}

/**
 * Gold formats that read both sides but can stand alone as a gold side, against a JSONL system of
 * text-only mentions (located in the tokens joined by spaces) or token offsets: the file is read
 * as both of its sides, its tag column (the last, unless `--gold-column`) as each.
 */
export const TOKEN_GOLD_FORMATS: readonly FormatName[] = ["conll", "conllu"];

function* goldOf(pairs: Iterable<DocumentPair>): Generator<Document> {
  for (const pair of pairs) if (pair.gold !== undefined) yield pair.gold;
}

function* sameUnits(
  pairs: Iterable<DocumentPair>,
  settings: ScoreSettings,
): Generator<DocumentPair> {
  for (const pair of pairs) {
    const { gold, system } = pair;
    if (gold !== undefined && system !== undefined && gold.unit !== system.unit)
      throw new UserError(
        `Document '${pair.id}'${where(system)}: gold offsets (${settings.format}) count ${gold.unit}s but system offsets (${settings.systemFormat ?? settings.format}) count ${system.unit}s. ${
          gold.unit === "token"
            ? `Against a ${settings.format} gold, write the system's spans without offsets ({"text": …, "type": …}: located in the gold tokens), or as token offsets (--offsets token).`
            : "Set --offsets to the unit the JSONL side uses."
        }`,
      );
    yield pair;
  }
}

function where(doc: Document): string {
  if (doc.source === undefined) return "";
  return ` (${doc.source.file}${doc.source.line === undefined ? "" : `:${doc.source.line}`})`;
}
