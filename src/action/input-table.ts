/**
 * The action's inputs and outputs, defined once. action.yml, docs/action.md and the parser
 * (`inputs.ts`) follow this table; test/action/action-yml.test.ts holds action.yml to it.
 */
import { CHAR_OFFSET_MODES, FORMATS } from "../config/settings.ts";

/** The `format` input: a corpus format, or `labels` (label tables; docs/families.md). */
export const INPUT_FORMATS = [...FORMATS, "labels", "items"] as const;

/**
 * What the step does: gate a change, record a release's baseline, post a stored comment, or — on
 * an Actions matrix — score one shard, then merge the shards and gate the whole (docs/sharding.md).
 */
export const MODES = ["check", "record", "comment", "shard", "merge"] as const;
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
  "char-offsets": {
    description: `How both sides count characters (overrides inputs.charOffsets): ${CHAR_OFFSET_MODES.join(", ")}.`,
    default: "",
    choices: CHAR_OFFSET_MODES,
  },
  "gold-char-offsets": {
    description:
      "How the gold side counts characters (overrides char-offsets and inputs.gold.charOffsets).",
    default: "",
    choices: CHAR_OFFSET_MODES,
  },
  "system-char-offsets": {
    description:
      "How the system side counts characters (overrides char-offsets and inputs.system.charOffsets).",
    default: "",
    choices: CHAR_OFFSET_MODES,
  },
  "github-token": {
    description: "Token for comments, releases and artifacts of other runs.",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub expression, not a template
    default: "${{ github.token }}",
  },
  mode: {
    description:
      "check: score, compare, gate and publish; record: store a release baseline; comment: post the comment a pull request run stored (workflow_run); shard: score one shard of a matrix and upload it; merge: merge this run's shards, then compare, gate and publish as check does.",
    default: "check",
    choices: MODES,
  },
  shard: {
    description:
      "With mode: shard, the shard this job scores, I/N (e.g. 2/4): documents (or label items) whose id hashes to I of N.",
    default: "",
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
      "Baseline source (auto, release-asset, tag-file, tag-rescore, ref, base-branch, none) or a scores file; overrides baseline.source.",
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
  outcome: {
    description:
      "passed, failed, waived, or unchecked: nothing was checked (no baseline and no min or max rule; the step passes with a warning unless gate.cases.unchecked is fail).",
  },
  f1: {
    description:
      "The headline figure of this run, a fraction: overall strict F1 (spans), plain micro F1 (events), macro F1 (labels), Krippendorff's alpha (agreement).",
  },
  "delta-f1": {
    description: "The headline figure minus the baseline's, a fraction (empty: no baseline).",
  },
  failures: { description: "Number of gate failures (0 when passed or waived)." },
  correction: {
    description:
      "The family-wise correction the drop checks shared: maxT, holm or none (empty: no drop was checked).",
  },
  "cannot-tell": {
    description:
      "Number of drop checks whose outcome is cannot tell (the gold set could not settle them).",
  },
  "min-detectable-drop": {
    description:
      "The headline's minimum detectable drop, a fraction: the smallest true drop found with 80% power (empty: no baseline).",
  },
  "scores-path": {
    description: "Path of the scores JSON written by this run (goldgate/scores@1).",
  },
  "report-path": { description: "Path of the rendered markdown report." },
  "baseline-ref": { description: "Tag or file of the baseline compared with (empty: none)." },
  "artifact-id": { description: "Id of the uploaded artifact (empty when not uploaded)." },
  "comment-url": { description: "URL of the sticky pull request comment (empty when none)." },
} as const satisfies Record<string, { readonly description: string }>;
export type OutputName = keyof typeof ACTION_OUTPUTS;
