/**
 * The progress indicator of long runs: one line on stderr, rewritten in place, only on a TTY
 * (the entry decides). Pure: the entry writes these strings.
 */

/** Erases the current terminal line and returns the cursor to its start. */
export const CLEAR_LINE = "\r\u001b[K";

/** `goldgate: [2/3] comparing with the baseline…` with elapsed seconds once past one. */
export function progressLine(
  stage: string,
  index: number,
  total: number,
  elapsedMs: number,
): string {
  const elapsed = elapsedMs >= 1000 ? ` (${(elapsedMs / 1000).toFixed(0)} s)` : "";
  return `${CLEAR_LINE}goldgate: [${index}/${total}] ${stage}…${elapsed}`;
}
