import { DEFAULT_SCORE_SETTINGS } from "./settings.ts";

/**
 * The settings that decide what a document's tallies are beyond the gold itself: the profile, the
 * tag decoding, significant attributes, the attribute scheme and the attributes scored, nervaluate's overlap, symmetric
 * relations, TBF's invisible words, string mentions, JSONL's offset unit and conlleval's
 * `-DOCSTART-` tokens; for labels, sets of labels (`multiLabel`), what a 0/0 rate is
 * (`zeroDivision`) and whether a tag tree scores them (`hierarchy`: whether one is named, not its
 * path, which may move; `hierarchyTree`: its contents' fingerprint). A baseline scored under others measured other figures, even on the same
 * gold, so its deltas would mix the change of definition with the system's change
 * (`settleGold` re-scores it, or warns). Type maps, ignores and type lists change the normalized
 * gold, which its fingerprint already tells; paths, β and the report's settings change no tally.
 */
const DEFINING = [
  "compat",
  "tagging",
  "strictTags",
  "attributes",
  "attributeScheme",
  "scoredAttributes",
  "minOverlap",
  "symmetricRelations",
  "invisibleWords",
  "mentions",
  "offsets",
  "docstartIsToken",
  "multiLabel",
  "zeroDivision",
  "hierarchy",
  "hierarchyTree",
] as const;

/** Compared only when both sides record them: an older build's file did not. */
const WHEN_RECORDED: ReadonlySet<string> = new Set(["hierarchyTree"]);

/** The labels task's settings beside the span tasks' defaults: what a file without them meant. */
const DEFAULTS = new Map<string, unknown>([
  ...Object.entries(DEFAULT_SCORE_SETTINGS),
  ["multiLabel", false],
  ["zeroDivision", 0],
  ["hierarchy", null],
]);

/** How a defining setting is compared: the tag tree by whether one is named. */
const VIEWS: Readonly<Record<string, (value: unknown) => unknown>> = {
  hierarchy: (value) => (value === null || value === undefined ? null : "a tag tree"),
  hierarchyTree: (value) => (typeof value === "string" ? `sha256 ${value.slice(0, 12)}…` : value),
};

/**
 * A setting as a scores file recorded it; one the file does not record (an older build's) is its
 * default.
 */
export function recordedSetting(settings: Readonly<Record<string, unknown>>, key: string): unknown {
  return Object.hasOwn(settings, key) ? settings[key] : DEFAULTS.get(key);
}

const text = (value: unknown): string => JSON.stringify(value) ?? "null";

/**
 * The defining settings the baseline was scored under that differ from the current run's, in
 * words (`compat "nervaluate" → "default"`); null when none does. A setting one side's file does
 * not record (an older build's) counts as its default, as in the comparison's settings notes.
 */
export function scoringDifference(
  baseline: Readonly<Record<string, unknown>>,
  current: Readonly<Record<string, unknown>>,
): string | null {
  const value = (side: Readonly<Record<string, unknown>>, k: string): string => {
    const recorded = recordedSetting(side, k);
    return text(VIEWS[k]?.(recorded) ?? recorded);
  };
  const recorded = (k: string) =>
    !WHEN_RECORDED.has(k) || (Object.hasOwn(baseline, k) && Object.hasOwn(current, k));
  const differing = DEFINING.filter((k) => recorded(k) && value(baseline, k) !== value(current, k));
  if (differing.length === 0) return null;
  return differing.map((k) => `${k} ${value(baseline, k)} → ${value(current, k)}`).join(", ");
}
