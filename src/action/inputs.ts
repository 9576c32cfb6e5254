/**
 * The action's inputs and outputs, defined once. action.yml, docs/action.md and the parser
 * follow this table; test/action/action-yml.test.ts holds action.yml to it.
 */
import { FORMATS, type FormatName } from "../config/settings.ts";
import { UserError } from "../errors.ts";
import { ARTIFACT_NAME_PATTERN } from "../github/artifacts.ts";
import { REPORT_KEY_PATTERN } from "../github/sticky-comment.ts";

/** The `format` input: a corpus format, or `labels` (label tables; docs/families.md). */
export const INPUT_FORMATS = [...FORMATS, "labels"] as const;

/** What the step does: gate a change, record a release's baseline, or post a stored comment. */
export const MODES = ["check", "record", "comment"] as const;
export type Mode = (typeof MODES)[number];

/** When to post the sticky PR comment (docs/action.md, "comment"). */
export const COMMENT_POLICIES = ["auto", "always", "never"] as const;
export type CommentPolicy = (typeof COMMENT_POLICIES)[number];

const BOOLEANS = ["true", "false"] as const;

/** One input: its description for action.yml, its default ("" = none) and its closed set. */
export interface InputSpec {
  readonly description: string;
  readonly default: string;
  readonly choices?: readonly string[];
}

/** Every input, in action.yml order. Names are kebab-case. */
export const ACTION_INPUTS = {
  config: {
    description: "Path to goldgate.yml (relative to the workspace). Inputs below override it.",
    default: "goldgate.yml",
  },
  gold: { description: "Gold-standard file or directory (overrides inputs.gold).", default: "" },
  system: {
    description: "System output file or directory (overrides inputs.system).",
    default: "",
  },
  format: {
    description: `Input format (overrides inputs.format): ${INPUT_FORMATS.join(", ")}.`,
    default: "",
    choices: FORMATS,
  },
  "gold-format": {
    description:
      "The gold side's format when it differs from the system's (overrides format and inputs.gold.format).",
    default: "",
    choices: FORMATS,
  },
  "system-format": {
    description:
      "The system side's format when it differs from the gold's (overrides format and inputs.system.format).",
    default: "",
    choices: FORMATS,
  },
  "github-token": {
    description: "Token for comments, releases and artifacts of other runs.",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a template
    default: "${{ github.token }}",
  },
  mode: {
    description:
      "check: score, compare, gate and publish; record: store a release baseline; comment: post the comment a pull request run stored (workflow_run).",
    default: "check",
    choices: MODES,
  },
  comment: {
    description:
      "Sticky PR comment: auto (pull request events, not from forks), always (also fork PRs), never.",
    default: "auto",
    choices: COMMENT_POLICIES,
  },
  "report-key": {
    description:
      "Tells several reports on one pull request apart (one comment and one artifact per key).",
    default: "",
  },
  baseline: {
    description:
      "Baseline source (auto, release-asset, tag-file, tag-rescore, none) or a scores file; overrides baseline.source.",
    default: "",
  },
  "fail-on-regression": {
    description: "Fail the step when the gate fails (false: report only).",
    default: "true",
    choices: BOOLEANS,
  },
  "waive-label": {
    description: "A pull request label that turns gate failures into warnings.",
    default: "goldgate-waive",
  },
  "artifact-name": {
    description: "Artifact name prefix: <artifact-name>-<sha>[-<report-key>].",
    default: "goldgate",
  },
  "retention-days": {
    description: "Days to keep the artifact (1-90; empty: the repository's setting).",
    default: "",
  },
  "api-timeout": {
    description:
      "Seconds one GitHub API request may take; a request still unanswered is abandoned and counts as a failed attempt.",
    default: "30",
  },
  "api-retries": {
    description:
      "Times a failed GitHub API request is repeated (5xx, no answer, rate limit with a short retry-after), 0-5.",
    default: "3",
  },
  "api-time-limit": {
    description:
      "Seconds all GitHub API calls of the step may take together (baseline look-up, comment, release asset); the rest then fail with a warning.",
    default: "300",
  },
} as const satisfies Record<string, InputSpec>;
export type InputName = keyof typeof ACTION_INPUTS;

/** Every output, in action.yml order. Empty when it does not apply to the run. */
export const ACTION_OUTPUTS = {
  passed: { description: "true when the gate passed (or was waived), false when it failed." },
  f1: {
    description:
      "The headline figure of this run, a fraction: overall strict F1 (spans), plain micro F1 (events), macro F1 (labels), Krippendorff's alpha (agreement).",
  },
  "delta-f1": {
    description: "The headline figure minus the baseline's, a fraction (empty: no baseline).",
  },
  failures: { description: "Number of gate failures (0 when passed or waived)." },
  "scores-path": {
    description: "Path of the scores JSON written by this run (goldgate/scores@1).",
  },
  "report-path": { description: "Path of the rendered markdown report." },
  "baseline-ref": { description: "Tag or file of the baseline compared with (empty: none)." },
  "artifact-id": { description: "Id of the uploaded artifact (empty when not uploaded)." },
  "comment-url": { description: "URL of the sticky pull request comment (empty when none)." },
} as const satisfies Record<string, { readonly description: string }>;
export type OutputName = keyof typeof ACTION_OUTPUTS;

/** The parsed inputs: frozen; null = not given (the config or the default applies). */
export interface ActionSettings {
  readonly config: string;
  readonly gold: string | null;
  readonly system: string | null;
  readonly format: (typeof INPUT_FORMATS)[number] | null;
  readonly goldFormat: FormatName | null;
  readonly systemFormat: FormatName | null;
  readonly token: string;
  readonly mode: Mode;
  readonly comment: CommentPolicy;
  readonly reportKey: string;
  readonly baseline: string | null;
  readonly failOnRegression: boolean;
  readonly waiveLabel: string;
  readonly artifactName: string;
  readonly retentionDays: number | null;
  /** `api-timeout`, `api-time-limit` (in ms) and `api-retries` + 1. */
  readonly api: ApiSettings;
}

/** Limits of the GitHub API calls: per request and in all (ms), and attempts per request. */
export interface ApiSettings {
  readonly requestTimeoutMs: number;
  readonly totalMs: number;
  readonly attempts: number;
}

type Reader = (name: InputName) => string;

/** The value when it is one of `choices`; otherwise a problem and `fallback`. "" = the default. */
function choice<T extends string>(
  read: Reader,
  name: InputName,
  choices: readonly T[],
  problems: string[],
): T | null {
  const value = read(name) || ACTION_INPUTS[name].default;
  if (value === "") return null;
  const found = choices.find((c) => c === value);
  if (found === undefined)
    problems.push(
      `Invalid value '${value}' for '${name}'. Expected one of: ${choices.join(", ")}.`,
    );
  return found ?? null;
}

function matching(
  read: Reader,
  name: InputName,
  pattern: RegExp,
  rule: string,
  problems: string[],
): string {
  const value = read(name) || ACTION_INPUTS[name].default;
  if (!pattern.test(value))
    problems.push(`Invalid value '${value}' for '${name}'. Expected ${rule}.`);
  return value;
}

/** YAML 1.2 core booleans, as `core.getBooleanInput` reads them. */
function flag(read: Reader, name: InputName, problems: string[]): boolean {
  const value = read(name) || ACTION_INPUTS[name].default;
  if (["true", "True", "TRUE"].includes(value)) return true;
  if (["false", "False", "FALSE"].includes(value)) return false;
  problems.push(`Invalid value '${value}' for '${name}'. Expected true or false.`);
  return true;
}

function retention(read: Reader, problems: string[]): number | null {
  const value = read("retention-days");
  if (value === "") return null;
  const days = Number(value);
  if (Number.isInteger(days) && days >= 1 && days <= 90) return days;
  problems.push(
    `Invalid value '${value}' for 'retention-days'. Expected a whole number of days, 1 to 90.`,
  );
  return null;
}

/** A number of seconds in (0, max] (decimals allowed), in ms. */
function seconds(read: Reader, name: InputName, max: number, problems: string[]): number {
  const value = read(name) || ACTION_INPUTS[name].default;
  const n = Number(value);
  if (value.trim() !== "" && Number.isFinite(n) && n > 0 && n <= max) return Math.round(n * 1000);
  problems.push(
    `Invalid value '${value}' for '${name}'. Expected a number of seconds, above 0 and at most ${max}.`,
  );
  return Number(ACTION_INPUTS[name].default) * 1000;
}

function apiSettings(read: Reader, problems: string[]): ApiSettings {
  const retries = read("api-retries") || ACTION_INPUTS["api-retries"].default;
  const n = Number(retries);
  const ok = /^\d+$/.test(retries) && n <= 5;
  if (!ok)
    problems.push(`Invalid value '${retries}' for 'api-retries'. Expected a whole number, 0 to 5.`);
  return {
    requestTimeoutMs: seconds(read, "api-timeout", 600, problems),
    totalMs: seconds(read, "api-time-limit", 3600, problems),
    attempts: (ok ? n : 3) + 1,
  };
}

/**
 * Reads and checks every input at once (`read` returns "" for an input not set, as
 * `core.getInput` does). Throws one UserError listing every problem.
 */
export function parseActionInputs(read: Reader): ActionSettings {
  const problems: string[] = [];
  const optional = (name: InputName): string | null => read(name) || null;
  const settings: ActionSettings = {
    config: read("config") || ACTION_INPUTS.config.default,
    gold: optional("gold"),
    system: optional("system"),
    format: choice(read, "format", INPUT_FORMATS, problems),
    goldFormat: choice(read, "gold-format", FORMATS, problems),
    systemFormat: choice(read, "system-format", FORMATS, problems),
    token: read("github-token"),
    mode: choice(read, "mode", MODES, problems) ?? "check",
    comment: choice(read, "comment", COMMENT_POLICIES, problems) ?? "auto",
    reportKey: matching(
      read,
      "report-key",
      REPORT_KEY_PATTERN,
      "up to 64 letters, digits, '.', '_' or '-'",
      problems,
    ),
    baseline: optional("baseline"),
    failOnRegression: flag(read, "fail-on-regression", problems),
    waiveLabel: read("waive-label") || ACTION_INPUTS["waive-label"].default,
    artifactName: matching(
      read,
      "artifact-name",
      ARTIFACT_NAME_PATTERN,
      'a name without " : < > | * ? \\ / or line breaks',
      problems,
    ),
    retentionDays: retention(read, problems),
    api: apiSettings(read, problems),
  };
  if (settings.token === "")
    problems.push("'github-token' is empty. Leave it unset: its default is the run's token.");
  if (problems.length > 0)
    throw new UserError(
      `The action's inputs have ${problems.length === 1 ? "a problem" : `${problems.length} problems`}:\n  ${problems.join("\n  ")}`,
    );
  return Object.freeze(settings);
}
