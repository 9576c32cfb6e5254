import type { ScoreSettings } from "../config/settings.ts";
import { UserError } from "../errors.ts";
import type { Scores } from "../measure/scores.ts";
import { HINT_KIND } from "./corpus-hints.ts";

/**
 * A gate run stops (exit 2) when a side has no annotations or no document is on both sides: a
 * gate over an empty side would pass or fail on a meaningless number. `allowEmpty` says it is
 * expected. The message carries the hints that name the likely fix.
 */
export function checkSidesNotEmpty(scores: Scores, settings: ScoreSettings): void {
  if (settings.allowEmpty) return;
  const { gold, system } = scores.inputs;
  const hints = scores.issues.filter((i) => i.kind === HINT_KIND).map((i) => `  - ${i.message}`);
  const empty = gold.annotations === 0 || system.annotations === 0;
  const unpaired = hints.some((h) => h.includes("0 documents paired"));
  if (!empty && !unpaired) return;
  const what = unpaired
    ? "no document is on both sides"
    : `the ${gold.annotations === 0 ? "gold" : "system"} side has 0 annotations`;
  throw new UserError(
    [
      `Nothing to gate: ${what} (gold: ${gold.documents} documents, ${gold.annotations} annotations; system: ${system.documents} documents, ${system.annotations} annotations).`,
      ...hints,
      "If this is expected, set inputs.allowEmpty: true (or pass --allow-empty).",
    ].join("\n"),
  );
}
