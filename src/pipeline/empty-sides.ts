import type { ScoreSettings } from "../config/settings.ts";
import type { Issue } from "../corpus/model.ts";
import { UserError } from "../errors.ts";
import type { Scores } from "../measure/scores.ts";
import { plural } from "../report/markdown-blocks.ts";
import { HINT_KIND } from "./corpus-hints.ts";
import { checkLabelsPaired } from "./id-pairing.ts";
import type { TaskRun, TaskSettings } from "./task.ts";

const ALLOW = "If this is expected, set inputs.allowEmpty: true (or pass --allow-empty).";

/** Issues that name a likely cause of an empty or zero result, as message lines. */
function causes(scores: Scores): string[] {
  const located = (i: Issue): string =>
    `  - ${i.file === undefined ? "" : `${i.file}${i.line === undefined ? "" : `:${i.line}`}: `}${i.message}`;
  const hints = scores.issues.filter((i) => i.kind === HINT_KIND);
  // The first system tags no scheme defines, read as O (three suffice): another scheme's tags,
  // and gold tags no scheme defines, stop the read itself (`TagIssues`).
  const tags = scores.issues
    .filter((i) => i.kind === "unknown-tag-prefix" && i.severity === "warning")
    .slice(0, 3);
  // Records a Prodigy export answered `reject` or `ignore` are not read: all of them, no gold.
  const answers = scores.issues.filter((i) => i.kind === "prodigy-answers");
  // Zero-length annotations (GATE StartNode = EndNode, MAT empty elements) are not scored: a
  // side of nothing else is empty for that reason, not for its format.
  const empty = scores.issues.filter((i) => i.kind === "empty-annotation");
  return [...tags, ...answers, ...empty, ...hints].map(located);
}

function sizes(scores: Scores): string {
  const side = (s: { documents: number; annotations: number }): string =>
    `${plural(s.documents, "document")}, ${plural(s.annotations, "annotation")}`;
  const { gold, system } = scores.inputs;
  return `gold: ${side(gold)}; system: ${side(system)}`;
}

/**
 * A gate run stops (exit 2) when a side has no annotations or no document is on both sides: a
 * gate over an empty side would pass or fail on a meaningless number. It stops too when both
 * sides have annotations and the headline, strict F1, is exactly 0: a figure a mistake (another
 * tagging scheme, offsets in another unit, types named differently) gives far more often than a
 * system does. `allowEmpty` says it is expected. The message carries the hints that name the
 * likely fix.
 */
export function checkSidesNotEmpty(scores: Scores, settings: ScoreSettings): void {
  if (settings.allowEmpty) return;
  const { gold, system } = scores.inputs;
  const hints = causes(scores);
  const empty = gold.annotations === 0 || system.annotations === 0;
  const unpaired = hints.some((h) => h.includes("0 documents paired"));
  if (!empty && !unpaired) {
    checkZeroHeadline(scores, hints);
    return;
  }
  const what = unpaired
    ? "no document is on both sides"
    : `the ${gold.annotations === 0 ? "gold" : "system"} side has 0 annotations`;
  throw new UserError([`Nothing to gate: ${what} (${sizes(scores)}).`, ...hints, ALLOW].join("\n"));
}

/** Strict F1 of exactly 0 with annotations on both sides: stop and name the likely causes. */
function checkZeroHeadline(scores: Scores, hints: readonly string[]): void {
  if (scores.overall.strict.f1 !== 0) return;
  const generic = [
    "  - otherwise: the system's offsets in another unit (--offsets, --system-char-offsets), a column read as tags (--gold-column, --system-column), or types named differently (--map)",
  ];
  throw new UserError(
    [
      `Suspicious result: overall strict F1 is 0.00 although both sides have annotations (${sizes(scores)}); a mistake gives this figure far more often than a system does. Likely causes:`,
      ...(hints.length > 0 ? hints : []),
      ...generic,
      ALLOW,
    ].join("\n"),
  );
}

/**
 * What a gate run and a recording both refuse (exit 2) unless `allowEmpty`: a scored task over
 * nothing, or a zero a mistake gives. A baseline recorded from an empty side would let every
 * later run pass against it, so `record` stops with `run`'s message and hint.
 */
export function checkScoredNotEmpty(task: TaskSettings, scored: TaskRun): void {
  if (task.kind === "corpus" && "overall" in scored.scores)
    checkSidesNotEmpty(scored.scores, task.settings);
  if (task.kind === "labels") checkLabelsPaired(scored.scores.issues, task.allowEmpty === true);
}
