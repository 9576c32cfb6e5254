import { type ConfigFile, loadConfig } from "../config/load-config.ts";
import { resolveScoreSettings } from "../config/resolve-settings.ts";
import { FORMATS } from "../config/settings.ts";
import { parseShard } from "../corpus/shard.ts";
import { InternalError, UserError } from "../errors.ts";
import { refuseAgreementScale, resolveAgreementScale } from "../pipeline/agreement-options.ts";
import { annotatorsIn } from "../pipeline/annotator-sets.ts";
import { gateDocument } from "../pipeline/gate-document.ts";
import { measureLabelAgreement, shardItemIds } from "../pipeline/labels.ts";
import { measureSpanAgreement } from "../pipeline/span-agreement.ts";
import { featureOption, setsInsideOne, splitSetNames } from "../pipeline/span-agreement-task.ts";
import {
  categoriesOf,
  resolveTaskSettings,
  scoresRepeatedRuns,
  scoreTask,
  scoreTaskShard,
} from "../pipeline/task.ts";
import { renderFamilyScoresMarkdown, renderFamilyScoresTerminal } from "../report/family-scores.ts";
import { jsonChunks, jsonPieces } from "../report/json.ts";
import { renderVerdictLines } from "../report/terminal-run.ts";
import { colorEnabled } from "./color.ts";
import { flagsFrom, needShard, printShardIds } from "./command-score.ts";
import type { CliIo } from "./io.ts";
import { EXIT, writeFileOf, writeStdout } from "./io.ts";
import {
  commandOptions,
  type ParsedCommand,
  parseCommandArgs,
  refuseOutputs,
  refuseUnread,
  renderOptionHelp,
  type SCORE_OPTIONS,
} from "./options.ts";

/** `goldgate score`'s parsed values (`--config` resolved: given, or ./goldgate.yml). */
export type ScoreValues = ParsedCommand<typeof SCORE_OPTIONS>["values"];

/**
 * `goldgate score --format labels`: classification scores of gold vs system labels, the tables
 * and their settings resolved as `run` resolves them (flag › goldgate.yml › default).
 */
export async function runLabelScore(
  values: ScoreValues,
  config: ConfigFile,
  configDir: string,
  io: CliIo,
): Promise<number> {
  refuseUnread("score", "labels", values, "--format labels");
  refuseAgreementScale({}, config.scoring, "goldgate score");
  const ctx = { configDir, cwd: io.cwd, workspace: io.env.GITHUB_WORKSPACE ?? io.cwd };
  const flags = { ...flagsFrom(values), format: "labels" };
  // --shard-ids reads the gold side alone: the system output may not exist yet.
  const ids = values["shard-ids"] === true && flags.system === undefined;
  const task = resolveTaskSettings(config, ids ? { ...flags, system: flags.gold } : flags, ctx);
  if (task.kind !== "labels") throw new InternalError("--format labels resolved to another task");
  const runs = scoresRepeatedRuns(task, io.files);
  refuseUnread("score", "labels", values, "--format labels", runs);
  if (values.confusion === true && task.settings.multiLabel === true)
    throw new UserError(
      "--confusion: not used by --format labels with --multi-label: an item's label set has no single gold × system cell, so there is no confusion matrix (docs/agreement.md). Remove --confusion; each label's tp, fp and fn are in the table and --json.",
    );
  // `score` has always echoed β; a recorded baseline names it only when it is not 1.
  const settings = { ...task.settings, beta: task.settings.beta ?? 1 };
  const shard = values.shard === undefined ? undefined : parseShard(values.shard);
  if (values["shard-ids"] === true) {
    refuseOutputs(values, "score --shard-ids");
    return printShardIds(shardItemIds(settings, io.files, needShard(shard)), io);
  }
  const doc =
    shard === undefined
      ? scoreTask({ ...task, settings }, io.files, { details: false }).scores
      : scoreTaskShard({ ...task, settings }, io.files, shard).scores;
  // The JSON is rendered only where it is written, in pieces as it is written: a million items'
  // units are most of its cost, and never held whole as text.
  if (values.out !== undefined) writeFileOf(io, values.out, jsonPieces(doc));
  if (values.json === true) await writeStdout(io, jsonChunks(doc));
  else io.stdout(renderFamilyScoresTerminal(doc, { confusion: values.confusion === true }));
  return gateAndReport(doc, values, io);
}

/**
 * With `--config`, gates the document on goldgate.yml's `gate.rules` (absolute floors such as
 * `labels.accuracy` or `agreement.kappa`); the verdict goes to stderr, exit 1 when it fails.
 */
export function gateAndReport(
  doc: unknown,
  values: { readonly config?: string | undefined; readonly waive?: string | undefined },
  io: CliIo,
): number {
  if (values.config === undefined) return EXIT.ok;
  const verdict = gateDocument(doc, loadConfig(values.config, io.files).gate, values.waive);
  if (verdict === null) return EXIT.ok;
  const color = colorEnabled(io.env, io.stdoutIsTty);
  io.stderr(`${renderVerdictLines(verdict, color).join("\n")}\n`);
  return verdict.passed ? EXIT.ok : EXIT.gateFailed;
}

/** Options of `goldgate agree`: its settings, with `--format` in agreement's words. */
export const AGREE_OPTIONS = {
  ...commandOptions("agree"),
  format: {
    type: "string",
    value: ["labels", ...FORMATS].join("|"),
    help: "labels: one item, coder, label table; a span format: two or more annotation sets",
  },
} as const;

const AGREE_USAGE = `Usage: goldgate agree --format labels TABLE [options]
       goldgate agree --format FORMAT SET_A SET_B [SET_C …] [options]`;

/** `goldgate agree`: agreement among coders (a label table) or annotation sets (spans). */
export async function runAgree(args: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs("agree", args, AGREE_OPTIONS, {
    allowPositionals: true,
  });
  if (values.help === true) {
    io.stdout(`${AGREE_USAGE}\n\n${renderOptionHelp(AGREE_OPTIONS)}\n`);
    return EXIT.ok;
  }
  refuseIdleWaiver(values, io);
  const doc =
    values.format === undefined || values.format === "labels"
      ? agreeLabels(values, positionals, io)
      : agreeSpans(values, positionals, io);
  // Each rendering is made only where it is written (the JSON holds every item's labels, and is
  // written in pieces).
  if (values.out !== undefined) writeFileOf(io, values.out, jsonPieces(doc));
  if (values.markdown !== undefined)
    io.writeFile(values.markdown, `${renderFamilyScoresMarkdown(doc)}\n`);
  // The agreement family has no confusion matrix: `agree` takes no `--confusion`.
  if (values.json === true) await writeStdout(io, jsonChunks(doc));
  else io.stdout(renderFamilyScoresTerminal(doc, { confusion: false }));
  return gateAndReport(doc, values, io);
}

/** `--waive` beside a goldgate.yml without a gate section: nothing would be gated, so refused. */
function refuseIdleWaiver(
  values: { readonly config?: string | undefined; readonly waive?: string | undefined },
  io: CliIo,
): void {
  if (values.waive === undefined || values.config === undefined) return;
  if (loadConfig(values.config, io.files).gate === undefined)
    throw new UserError(
      `--waive: not used by goldgate agree with ${values.config}: it has no gate section, so nothing is gated. Add gate.rules to it (docs/gate.md) or remove --waive.`,
    );
}

type AgreeValues = ParsedCommand<typeof AGREE_OPTIONS>["values"];

function agreeLabels(values: AgreeValues, positionals: readonly string[], io: CliIo): unknown {
  refuseUnread("agree", "agreement", values, "agree --format labels");
  const [path, ...extra] = positionals;
  if (path === undefined || extra.length > 0) {
    throw new UserError(
      "goldgate agree --format labels takes one table (header item, coder, label; a missing judgement has no row).",
    );
  }
  const config = values.config === undefined ? undefined : loadConfig(values.config, io.files);
  // The flag, else goldgate.yml's `inputs.categories` (a YAML list may hold commas).
  const categories = categoriesOf(values.categories ?? config?.inputs?.categories);
  const scale = resolveAgreementScale(values, config?.scoring);
  return measureLabelAgreement(path, categories, io.files, scale);
}

function agreeSpans(values: AgreeValues, sets: readonly string[], io: CliIo): unknown {
  if (sets.length < 2 && values["annotation-sets"] === undefined) {
    // One folder of an export's documents: its annotators, named for --annotation-sets.
    const [one] = sets;
    const format = FORMATS.find((f) => f === values.format);
    const found =
      one === undefined || format === undefined ? [] : annotatorsIn(format, one, io.files);
    throw new UserError(
      `goldgate agree --format ${values.format} needs two or more annotation sets (files or directories); got ${sets.length}.${found.length < 2 ? "" : ` '${one}' holds the files of the annotators ${found.join(", ")}: compare them with --annotation-sets ${found.join(",")}.`}`,
    );
  }
  const scoring =
    values.config === undefined ? undefined : loadConfig(values.config, io.files).scoring;
  refuseAgreementScale(values, scoring, `goldgate agree --format ${values.format}`);
  if (values.categories !== undefined)
    throw new UserError(
      `--categories applies only to goldgate agree --format labels (a label table); --format ${values.format} compares annotation sets by span.`,
    );
  refuseUnread("agree", "spanAgreement", values, `agree --format ${values.format}`);
  const list = values["annotation-sets"];
  const named =
    list === undefined ? undefined : setsInsideOne(values.format, sets, splitSetNames(list));
  const names = named?.names ?? sets;
  if (new Set(names).size !== names.length)
    throw new UserError("Each annotation set may be named once.");
  const [gold, system] = named === undefined ? sets : [named.corpus, named.corpus];
  const flags = { ...flagsFrom(values), gold, system };
  const workspace = io.env.GITHUB_WORKSPACE ?? io.cwd;
  const settings = resolveScoreSettings({}, flags, { configDir: io.cwd, cwd: io.cwd, workspace });
  const both = (values["both-annotated"] ?? scoring?.bothAnnotated) === true;
  const problems: string[] = [];
  const feature = featureOption(
    { kappaFeature: values["kappa-feature"], kappaInstances: values["kappa-instances"] },
    scoring,
    problems,
  );
  if (problems.length > 0) throw new UserError(problems.join("\n"));
  return measureSpanAgreement(settings, names, io.files, both, named?.corpus, feature);
}
