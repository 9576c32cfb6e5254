/**
 * Parses the action's inputs (the table: `input-table.ts`, re-exported here).
 */
import type { CharOffsetMode, FormatName } from "../config/settings.ts";
import { CHAR_OFFSET_MODES, FORMATS } from "../config/settings.ts";
import type { Shard } from "../corpus/shard.ts";
import { UserError } from "../errors.ts";
import { ARTIFACT_NAME_PATTERN } from "../github/artifacts.ts";
import { REPORT_KEY_PATTERN } from "../github/sticky-comment.ts";
import {
  ACTION_INPUTS,
  COMMENT_POLICIES,
  type CommentPolicy,
  INPUT_FORMATS,
  type InputName,
  MODES,
  type Mode,
} from "./input-table.ts";
import { shardInput } from "./shard-input.ts";

export {
  ACTION_INPUTS,
  ACTION_OUTPUTS,
  COMMENT_POLICIES,
  type CommentPolicy,
  INPUT_FORMATS,
  type InputName,
  type InputSpec,
  MODES,
  type Mode,
  type OutputName,
} from "./input-table.ts";

/** The parsed inputs: frozen; null = not given (the config or the default applies). */
export interface ActionSettings {
  readonly config: string;
  readonly gold: string | null;
  readonly system: string | null;
  readonly format: (typeof INPUT_FORMATS)[number] | null;
  readonly goldFormat: FormatName | null;
  readonly systemFormat: FormatName | null;
  /** `char-offsets`, `gold-char-offsets`, `system-char-offsets`; null: not given. */
  readonly charOffsets: CharOffsetMode | null;
  readonly goldCharOffsets: CharOffsetMode | null;
  readonly systemCharOffsets: CharOffsetMode | null;
  readonly token: string;
  readonly mode: Mode;
  /** `shard` (mode shard only), else null. */
  readonly shard: Shard | null;
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
    charOffsets: choice(read, "char-offsets", CHAR_OFFSET_MODES, problems),
    goldCharOffsets: choice(read, "gold-char-offsets", CHAR_OFFSET_MODES, problems),
    systemCharOffsets: choice(read, "system-char-offsets", CHAR_OFFSET_MODES, problems),
    token: read("github-token"),
    mode: choice(read, "mode", MODES, problems) ?? "check",
    shard: null,
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
  const shard = shardInput(read("shard"), settings.mode, problems);
  if (settings.token === "")
    problems.push("'github-token' is empty. Leave it unset: its default is the run's token.");
  if (problems.length > 0)
    throw new UserError(
      `The action's inputs have ${problems.length === 1 ? "a problem" : `${problems.length} problems`}:\n  ${problems.join("\n  ")}`,
    );
  return Object.freeze({ ...settings, shard });
}
