import { type ConfigFile, loadConfig } from "../config/load-config.ts";
import { resolveScoreSettings } from "../config/resolve-settings.ts";
import { SCORE_SETTING_TABLE } from "../config/setting-table.ts";
import { parseShard } from "../corpus/shard.ts";
import { InternalError, UserError } from "../errors.ts";
import { refuseAgreementScale, resolveAgreementScale } from "../pipeline/agreement-options.ts";
import { gateDocument } from "../pipeline/gate-document.ts";
import { measureLabelAgreement, scoreLabelTables, shardItemIds } from "../pipeline/labels.ts";
import { measureSpanAgreement } from "../pipeline/span-agreement.ts";
import { refuseUnusedFlags, resolveTaskSettings, scoreTask } from "../pipeline/task.ts";
import { renderFamilyScoresMarkdown, renderFamilyScoresTerminal } from "../report/family-scores.ts";
import { renderJson } from "../report/json.ts";
import { renderVerdictLines } from "../report/terminal-run.ts";
import { colorEnabled } from "./color.ts";
import { flagsFrom, needShard, printShardIds } from "./command-score.ts";
import type { CliIo } from "./io.ts";
import { EXIT } from "./io.ts";
import {
  AGREEMENT_SCALE_OPTIONS,
  optionsFor,
  type ParsedCommand,
  parseCommandArgs,
  renderOptionHelp,
  SCORE_OPTIONS,
} from "./options.ts";

/** The score options a labels run reads (parsed by `goldgate score`). */
export interface LabelScoreValues {
  readonly input?: string | undefined;
  readonly gold?: string | undefined;
  readonly system?: string | undefined;
  readonly "gold-column"?: string | undefined;
  readonly "system-column"?: string | undefined;
  readonly hierarchy?: string | undefined;
  readonly json?: boolean | undefined;
  readonly out?: string | undefined;
  readonly config?: string | undefined;
  readonly beta?: string | undefined;
  readonly confusion?: boolean | undefined;
  readonly shard?: string | undefined;
  readonly "shard-ids"?: boolean | undefined;
  readonly "multi-label"?: boolean | undefined;
  readonly "zero-division"?: string | undefined;
}

/** The score flags a labels run reads; any other is refused rather than ignored. */
const LABEL_SCORE_FLAGS = ["format", "input", "gold", "system", "gold-column", "system-column"]
  .concat(["hierarchy", "json", "out", "config", "beta", "confusion", "shard", "shard-ids"])
  .concat(["help", "waive", "multi-label", "zero-division"]);

/**
 * `goldgate score --format labels`: classification scores of gold vs system labels, the tables
 * and their settings resolved as `run` resolves them (flag › goldgate.yml › default).
 */
export async function runLabelScore(
  values: LabelScoreValues & Readonly<Record<string, unknown>>,
  config: ConfigFile,
  configDir: string,
  io: CliIo,
): Promise<number> {
  refuseUnusedFlags(values, LABEL_SCORE_FLAGS, "--format labels");
  refuseAgreementScale({}, config.scoring, "goldgate score");
  const ctx = { configDir, cwd: io.cwd, workspace: io.env.GITHUB_WORKSPACE ?? io.cwd };
  const task = resolveTaskSettings(config, { ...flagsFrom(values), format: "labels" }, ctx);
  if (task.kind !== "labels") throw new InternalError("--format labels resolved to another task");
  // `score` has always echoed β; a recorded baseline names it only when it is not 1.
  const settings = { ...task.settings, beta: task.settings.beta ?? 1 };
  const shard = values.shard === undefined ? undefined : parseShard(values.shard);
  if (values["shard-ids"] === true)
    return printShardIds(shardItemIds(settings, io.files, needShard(shard)), io);
  const doc =
    shard === undefined
      ? scoreTask({ ...task, settings }, io.files, { details: false }).scores
      : scoreLabelTables(settings, io.files, shard);
  const json = renderJson(doc);
  if (values.out !== undefined) io.writeFile(values.out, json);
  io.stdout(
    values.json === true
      ? json
      : renderFamilyScoresTerminal(doc, { confusion: values.confusion === true }),
  );
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

const { scheme, confusion, json, out, details, csv, help } = SCORE_OPTIONS;

export const AGREE_OPTIONS = {
  ...optionsFor(SCORE_SETTING_TABLE, "agree"),
  scheme,
  confusion,
  json,
  out,
  details,
  csv,
  help,
  format: {
    type: "string",
    value: "labels|conll|conllu|jsonl|brat|doccano|label-studio|tbf",
    help: "labels: one item, coder, label table; a span format: two or more annotation sets",
  },
  categories: {
    type: "string",
    value: "C,…",
    help: "labels: the declared category inventory (changes S and specific agreement; scale order for --weights/--level)",
  },
  ...AGREEMENT_SCALE_OPTIONS,
  waive: {
    type: "string",
    value: "REASON",
    help: "with --config: turn gate failures into warnings, saying why",
  },
  markdown: {
    type: "string",
    value: "FILE",
    help: "write the markdown report (pair matrix coloured red 0 · white 0.5 · green 1)",
  },
  "annotation-sets": {
    type: "string",
    value: "S1,S2,…",
    help: "gate: agreement among these annotation sets of one GATE corpus ('' or a trailing comma: the default set)",
  },
  "both-annotated": {
    type: "boolean",
    help: "span sets: count only documents in which both sets of a pair have an annotation",
  },
  "kappa-feature": {
    type: "string",
    value: "NAME",
    help: "span sets: Cohen's κ over the values of feature NAME of same-span annotations ('Non-cat' for none)",
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
  const json =
    values.format === undefined || values.format === "labels"
      ? agreeLabels(values, positionals, io)
      : agreeSpans(values, positionals, io);
  if (values.out !== undefined) io.writeFile(values.out, json.json);
  if (values.markdown !== undefined) io.writeFile(values.markdown, `${json.markdown}\n`);
  io.stdout(values.json === true ? json.json : json.table);
  return gateAndReport(json.doc, values, io);
}

interface Rendered {
  readonly doc: unknown;
  readonly json: string;
  readonly table: string;
  readonly markdown: string;
}

function rendered(doc: unknown, confusion: boolean): Rendered {
  return {
    doc,
    json: renderJson(doc),
    table: renderFamilyScoresTerminal(doc, { confusion }),
    markdown: renderFamilyScoresMarkdown(doc),
  };
}

type AgreeValues = ParsedCommand<typeof AGREE_OPTIONS>["values"];

/** The flags agreement on a label table reads; the span flags `agree` also takes are refused. */
const AGREE_LABEL_FLAGS = [
  "format",
  "categories",
  "weights",
  "level",
  "config",
  "json",
  "out",
].concat(["markdown", "confusion", "waive", "help"]);

function agreeLabels(values: AgreeValues, positionals: readonly string[], io: CliIo): Rendered {
  refuseUnusedFlags(values, AGREE_LABEL_FLAGS, "agree --format labels");
  const [path, ...extra] = positionals;
  if (path === undefined || extra.length > 0) {
    throw new UserError(
      "goldgate agree --format labels takes one table (header item, coder, label; a missing judgement has no row).",
    );
  }
  const categories = (values.categories ?? "")
    .split(",")
    .map((c) => c.trim())
    .filter((c) => c !== "");
  const scoring =
    values.config === undefined ? undefined : loadConfig(values.config, io.files).scoring;
  const scale = resolveAgreementScale(values, scoring);
  const doc = measureLabelAgreement(path, categories, io.files, scale);
  return rendered(doc, values.confusion === true);
}

function agreeSpans(values: AgreeValues, sets: readonly string[], io: CliIo): Rendered {
  if (sets.length < 2 && values["annotation-sets"] === undefined)
    throw new UserError(
      `goldgate agree --format ${values.format} needs two or more annotation sets (files or directories); got ${sets.length}.`,
    );
  const scoring =
    values.config === undefined ? undefined : loadConfig(values.config, io.files).scoring;
  refuseAgreementScale(values, scoring, `goldgate agree --format ${values.format}`);
  if (values.categories !== undefined)
    throw new UserError(
      `--categories applies only to goldgate agree --format labels (a label table); --format ${values.format} compares annotation sets by span.`,
    );
  const named = annotationSets(values, sets);
  const names = named?.names ?? sets;
  if (new Set(names).size !== names.length)
    throw new UserError("Each annotation set may be named once.");
  const [gold, system] = named === undefined ? sets : [named.corpus, named.corpus];
  const flags = { ...flagsFrom(values), gold, system };
  const workspace = io.env.GITHUB_WORKSPACE ?? io.cwd;
  const settings = resolveScoreSettings({}, flags, { configDir: io.cwd, cwd: io.cwd, workspace });
  const both = values["both-annotated"] === true;
  const feature = values["kappa-feature"];
  if (feature !== undefined && feature.trim() === "")
    throw new UserError("--kappa-feature needs a feature name, e.g. --kappa-feature class.");
  const doc = measureSpanAgreement(settings, names, io.files, both, named?.corpus, feature ?? null);
  return rendered(doc, values.confusion === true);
}

/** `--annotation-sets A,B,…` with one GATE corpus: the sets to compare inside it. */
function annotationSets(
  values: AgreeValues,
  paths: readonly string[],
): { corpus: string; names: string[] } | undefined {
  const list = values["annotation-sets"];
  if (list === undefined) return undefined;
  if (values.format !== "gate")
    throw new UserError(
      `--annotation-sets applies only to --format gate (annotation sets inside one GATE corpus); --format ${values.format} takes one path per set.`,
    );
  const [corpus, ...extra] = paths;
  if (corpus === undefined || extra.length > 0)
    throw new UserError(
      `goldgate agree --format gate --annotation-sets takes one GATE corpus (a file or directory); got ${paths.length}.`,
    );
  const names = list.split(",").map((n) => n.trim());
  if (names.length < 2)
    throw new UserError(
      `--annotation-sets needs two or more set names ('' or a trailing comma is GATE's default set); got '${list}'.`,
    );
  return { corpus, names };
}
