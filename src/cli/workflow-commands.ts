import { randomUUID } from "node:crypto";
import type { CliIo } from "./io.ts";

/**
 * Under GitHub Actions (`GITHUB_ACTIONS=true`) a `run: npx goldgate …` step prints into the job
 * log, where the runner executes `::command::` at the start of a line and the older `##[command]`
 * anywhere in one. Data printed by the CLI (a type named `::warning::…` in a table cell) must not
 * act: a write that holds such text is wrapped in `::stop-commands::<token>` … `::<token>::`
 * (the runner prints what is between verbatim; a fresh token per write, so data cannot end it).
 */
const COMMAND_LIKE = /::|##\[/;

/** Text written so that the runner reads no command in it. */
export function inertWorkflowText(text: string, token: () => string = randomUUID): string {
  if (!COMMAND_LIKE.test(text)) return text;
  const stop = `goldgate-${token()}`;
  const body = text.endsWith("\n") ? text : `${text}\n`;
  return `::stop-commands::${stop}\n${body}::${stop}::\n`;
}

/** Whether stdout carries JSON meant for a file or a pipe: `--json`, or `record --out -`. */
function stdoutIsJson(args: readonly string[]): boolean {
  return args.some(
    (arg, k) => arg === "--json" || arg === "--out=-" || (arg === "--out" && args[k + 1] === "-"),
  );
}

/**
 * JSON with every `#` written `\u0023`: the same value to any JSON reader, and no `##[` for the
 * runner (`::` never starts a JSON line: every string is quoted). Per character, so it holds
 * across chunk boundaries.
 */
const inertJson = (text: string): string => text.replaceAll("#", "\\u0023");

/**
 * The io a command writes through: under GitHub Actions its messages and reports are made inert;
 * JSON on stdout stays JSON (its `#` escaped), never wrapped.
 */
export function workflowSafeIo(io: CliIo, args: readonly string[]): CliIo {
  if (io.env.GITHUB_ACTIONS !== "true") return io;
  const stderr = (text: string) => io.stderr(inertWorkflowText(text));
  if (!stdoutIsJson(args))
    return { ...io, stderr, stdout: (text) => io.stdout(inertWorkflowText(text)) };
  const chunks = io.stdoutChunks;
  return {
    ...io,
    stderr,
    stdout: (text) => io.stdout(inertJson(text)),
    ...(chunks === undefined ? {} : { stdoutChunks: (all) => chunks(mapChunks(all, inertJson)) }),
  };
}

function* mapChunks(chunks: Iterable<string>, f: (text: string) => string): Generator<string> {
  for (const chunk of chunks) yield f(chunk);
}
