/**
 * Log lines that carry data must not run as workflow commands. The runner executes
 * `::command::` at the start of a line and the older `##[command]` anywhere in one, so a type
 * name such as `X\n::add-mask::…` or `::error title=…::` printed as is would act. Such text is
 * wrapped in `::stop-commands::<random token>` … `::<token>::`, which makes the runner print
 * everything in between verbatim; a fresh token per block means data cannot end it early.
 */
import { randomUUID } from "node:crypto";
import { terminalSafe } from "../report/terminal-text.ts";

/** Text that the runner could read as a command: `::` or `##[` anywhere. */
const COMMAND_LIKE = /::|##\[/;

/** The log lines for `text`: control characters and bidi overrides removed, commands disabled. */
export function inertLogText(text: string, token: () => string = randomUUID): string {
  const clean = terminalSafe(text.replace(/\r\n?/g, "\n"), false);
  if (!COMMAND_LIKE.test(clean)) return clean;
  const stop = `goldgate-${token()}`;
  return `::stop-commands::${stop}\n${clean}\n::${stop}::`;
}
