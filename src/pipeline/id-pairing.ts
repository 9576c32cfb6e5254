import type { Issue } from "../corpus/model.ts";
import { UserError } from "../errors.ts";
import type { ItemLabels } from "../formats/labels.ts";
import { type PairedItems, pairItems } from "../measure/labels/pair-items.ts";
import { HINT_KIND } from "./corpus-hints.ts";
import { nearMisses } from "./near-misses.ts";

function sample(ids: readonly string[]): string {
  return (
    ids
      .slice(0, 3)
      .map((id) => `'${id}'`)
      .join(", ") || "(none)"
  );
}

/**
 * The hint of a label table without an item, or null. It depends on the whole tables alone, so a
 * shard (which reads them whole) states it exactly as the whole run does and the merge keeps one.
 */
export function emptyTableHint(gold: ItemLabels, system: ItemLabels): Issue | null {
  const empty = gold.entries.length === 0 ? "gold" : system.entries.length === 0 ? "system" : null;
  if (empty === null) return null;
  return {
    severity: "warning",
    kind: HINT_KIND,
    message: `0 items paired: the ${empty} table has no item (a header alone, or no record). Likely fix: check that --${empty} names the table of ${empty === "gold" ? "gold labels" : "the system's answers"}.`,
  };
}

/**
 * The hint of label tables whose item ids do not pair at all, with the near misses and the fix,
 * as spans have for document ids; null when some gold item has a system answer.
 */
export function labelPairingHint(
  gold: ItemLabels,
  system: ItemLabels,
  paired: PairedItems = pairItems(gold, system),
): Issue | null {
  const empty = emptyTableHint(gold, system);
  if (empty !== null || paired.unanswered.length < paired.golds.length) return empty;
  const near = nearMisses(paired.unanswered, paired.unscored);
  const shown = `gold items look like ${sample(paired.unanswered)}, system items like ${sample(paired.unscored)}`;
  const fix =
    near.length > 0
      ? `write both tables' item ids the same way; near misses: ${near.join(", ")}`
      : "give both tables the same item ids (the `item` column, or the `id` of each record)";
  return {
    severity: "warning",
    kind: HINT_KIND,
    message: `0 items paired: no system item has the id of a gold item (${shown}). Likely fix: ${fix}.`,
  };
}

/** A gate run over label tables that pair no item stops (exit 2) unless `allowEmpty`. */
export function checkLabelsPaired(issues: readonly Issue[], allowEmpty: boolean): void {
  if (allowEmpty) return;
  const hint = issues.find((i) => i.kind === HINT_KIND && i.message.startsWith("0 items paired"));
  if (hint === undefined) return;
  throw new UserError(
    [
      "Nothing to gate: no gold item has a system label, so every figure is 0.",
      `  - ${hint.message}`,
      "If this is expected, set inputs.allowEmpty: true (or pass --allow-empty).",
    ].join("\n"),
  );
}

/** `label`'s code points as `U+0063 U+0301`, for labels that look alike. */
function codePoints(label: string): string {
  return Array.from(
    label,
    (c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`,
  ).join(" ");
}

/**
 * A warning when two labels differ only in Unicode normalisation (`café` composed in one table,
 * decomposed in the other): they print alike but are scored as two labels, as scikit-learn
 * would; nothing is merged, the warning names both spellings and where each was first read.
 */
export function lookAlikeLabels(gold: ItemLabels, system: ItemLabels): Issue | null {
  const first = new Map<string, string>();
  for (const side of [gold, system])
    for (const e of side.entries) {
      if (!first.has(e.label)) first.set(e.label, `${side.file}:${e.line}`);
      for (const tag of e.tags) if (!first.has(tag)) first.set(tag, `${side.file}:${e.line}`);
    }
  const byForm = new Map<string, string[]>();
  for (const label of first.keys()) {
    const form = label.normalize("NFC");
    byForm.set(form, [...(byForm.get(form) ?? []), label]);
  }
  const alike = [...byForm.values()].filter((labels) => labels.length > 1);
  const [a, b] = alike[0] ?? [];
  if (a === undefined || b === undefined) return null;
  const shown = (l: string) => `'${l}' (${codePoints(l)}; first at ${first.get(l)})`;
  const more =
    alike.length > 1 ? ` ${alike.length - 1} more label(s) are alike in the same way.` : "";
  return {
    severity: "warning",
    kind: "look-alike-labels",
    message: `labels ${shown(a)} and ${shown(b)} differ only in Unicode normalisation: they print alike but are scored as two labels. Likely fix: write one form (NFC) in both tables.${more}`,
  };
}
