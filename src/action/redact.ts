/**
 * Secrets never leave the runner through Goldgate: every string the action publishes (log lines,
 * warnings, the failure line, outputs, the job summary, the comment, the artifact and release
 * files) passes through a redactor that replaces the values of the token variables in its
 * environment with `***`. The runner's own masking covers only log lines; this covers the rest.
 */
import { html, md } from "../report/markdown-escape.ts";
import type { ActionPipeline } from "./action-deps.ts";
import type { ActionIo } from "./action-io.ts";
import { inertLogText } from "./log-commands.ts";

/** Replaces every secret in a text. */
export type Redact = (text: string) => string;

export const REDACTED = "***";

/**
 * Shorter values are not treated as secrets: a `*_TOKEN` variable holding `true` or `1` would
 * otherwise blank every such character of the report. Every GitHub token is longer.
 */
const MIN_SECRET_LENGTH = 8;

/** Variables whose values are secrets: GITHUB_TOKEN, ACTIONS_RUNTIME_TOKEN, INPUT_GITHUB-TOKEN, INPUT_TOKEN and any other `*_TOKEN`/`*-TOKEN`. */
export function isSecretVariable(name: string): boolean {
  return /(^|[_-])TOKEN$/i.test(name);
}

/** The secret values of an environment, longest first, with the forms rendering gives them. */
export function secretsOf(env: Readonly<Record<string, string | undefined>>): readonly string[] {
  const values = Object.entries(env)
    .filter(
      ([name, value]) => isSecretVariable(name) && (value ?? "").trim().length >= MIN_SECRET_LENGTH,
    )
    .map(([, value]) => (value ?? "").trim());
  const forms = values.flatMap((v) => [
    v,
    JSON.stringify(v).slice(1, -1),
    md(v, Number.MAX_SAFE_INTEGER),
    html(v, Number.MAX_SAFE_INTEGER),
    encodeURIComponent(v),
  ]);
  return [...new Set(forms)].sort((a, b) => b.length - a.length);
}

/** A redactor over `secrets` (identity when there are none). */
export function redactorOf(secrets: readonly string[]): Redact {
  if (secrets.length === 0) return (text) => text;
  // One alternation, longest first, so a secret inside a longer one is not replaced first.
  const escaped = secrets.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const pattern = new RegExp(escaped.join("|"), "g");
  return (text) => text.replace(pattern, REDACTED);
}

/** A copy of plain JSON-like data with every string (keys included) redacted. */
export function redactData<T>(value: T, redact: Redact): T {
  const walk = (v: unknown): unknown => {
    if (typeof v === "string") return redact(v);
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v !== "object" || v === null) return v;
    const out: Record<string, unknown> = Object.create(null);
    for (const [k, x] of Object.entries(v)) out[redact(k)] = walk(x);
    return Object.setPrototypeOf(out, Object.prototype);
  };
  return walk(value) as T;
}

/** The runner's ActionIo with every line, output and summary redacted; info lines run no command. */
export function redactingIo(io: ActionIo, redact: Redact): ActionIo {
  return {
    getInput: io.getInput,
    setOutput: (name, value) => io.setOutput(name, redact(value)),
    info: (line) => io.info(inertLogText(redact(line))),
    notice: (line) => io.notice(redact(line)),
    warning: (line) => io.warning(redact(line)),
    setFailed: (line) => io.setFailed(redact(line)),
    setSecret: io.setSecret,
    appendSummary: (markdown) => io.appendSummary(redact(markdown)),
  };
}

/**
 * The pipeline's renderings scanned once more before anything is written or posted (the run
 * itself is redacted inside `check`, before rendering: see action-pipeline.ts).
 */
export function redactingPipeline(pipeline: ActionPipeline, redact: Redact): ActionPipeline {
  return {
    check: async (request) => {
      const outcome = await pipeline.check(request);
      return {
        run: outcome.run,
        markdown: redact(outcome.markdown),
        html: redact(outcome.html),
        terminal: redact(outcome.terminal),
        csv: redactData(outcome.csv, redact),
      };
    },
    record: async (request) => redactData(await pipeline.record(request), redact),
    shard: async (request) => redactData(await pipeline.shard(request), redact),
  };
}
