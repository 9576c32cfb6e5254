import type { Issue } from "../corpus/model.ts";
import { formatLocation, UserError } from "../errors.ts";
import { TEXT_MISMATCH_CAUSES, type TextMismatchCause } from "../formats/span-text.ts";

/** Above this share of the annotations read, differing span texts stop the run (exit 2). */
export const TEXT_MISMATCH_LIMIT = 0.05;

/**
 * Stops a run whose span texts differ from the text their offsets cover for more than
 * `TEXT_MISMATCH_LIMIT` of the annotations read on both sides (each `text-mismatch` issue is one
 * span): a score over shifted offsets would be silently wrong. Names the most frequent likely
 * cause and the first span; `allow` (`--allow-text-mismatch`) keeps the warnings only.
 */
export function checkTextMismatches(
  issues: readonly Issue[],
  sides: { readonly gold: { readonly read: number }; readonly system: { readonly read: number } },
  allow: boolean,
): void {
  const annotationsRead = sides.gold.read + sides.system.read;
  const mismatches = issues.filter((i) => i.kind === "text-mismatch");
  if (allow || mismatches.length === 0) return;
  if (mismatches.length <= TEXT_MISMATCH_LIMIT * Math.max(annotationsRead, 1)) return;
  const causes = new Map<TextMismatchCause, number>();
  for (const issue of mismatches) {
    const cause = causeOf(issue.message);
    causes.set(cause, (causes.get(cause) ?? 0) + 1);
  }
  const [top, count] = [...causes.entries()].sort((a, b) => b[1] - a[1])[0] ?? ["other", 0];
  const first = mismatches[0] as Issue;
  const at =
    first.file === undefined
      ? ""
      : `${formatLocation({ file: first.file, ...(first.line === undefined ? {} : { line: first.line }) })}: `;
  const share = ((100 * mismatches.length) / Math.max(annotationsRead, 1)).toFixed(1);
  throw new UserError(
    [
      `${mismatches.length} of ${annotationsRead} annotations (${share}%) cover a text other than the span's own text: more than ${100 * TEXT_MISMATCH_LIMIT}%, so the scores would be wrong.`,
      `Likely cause (${count} of ${mismatches.length}): ${TEXT_MISMATCH_CAUSES[top]}.`,
      `First: ${at}${first.message}`,
      "Fix the offsets, or pass --allow-text-mismatch (allowTextMismatch: true) to score anyway.",
    ].join("\n"),
  );
}

function causeOf(message: string): TextMismatchCause {
  for (const [cause, text] of Object.entries(TEXT_MISMATCH_CAUSES))
    if (message.endsWith(text)) return cause as TextMismatchCause;
  return "other";
}
