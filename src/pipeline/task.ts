import type { DetailTable } from "../align/detail-table.ts";
import type { DiffLimits, DiffSelection } from "../align/diff-view.ts";
import type { ReuseBlock } from "../baseline/document-reuse.ts";
import type { ConfigFile } from "../config/load-config.ts";
import {
  type Flags,
  type PathContext,
  type Problems,
  pathFrom,
  resolveScoreSettings,
  resolveUsageFields,
  systemListFrom,
} from "../config/resolve-settings.ts";
import {
  camelName,
  type FlagValues,
  SCORE_SETTING_TABLE,
  type SettingSpec,
  type TaskKind,
} from "../config/setting-table.ts";
import type { ScoreSettings } from "../config/settings.ts";
import type { Shard } from "../corpus/shard.ts";
import { UserError } from "../errors.ts";
import type { ScoresDocument } from "../measure/families/inputs.ts";
import type { LabelSettings } from "../measure/labels/label-documents.ts";
import type { FilePort } from "../ports/files.ts";
import {
  type AgreementScale,
  refuseAgreementScale,
  resolveAgreementScale,
} from "./agreement-options.ts";
import { type ItemSettings, scoreItemScores } from "./items.ts";
import { measureLabelAgreement, scoreLabelTables } from "./labels.ts";
import {
  buildRunsDocument,
  expandSystemPaths,
  isRunsGlob,
  refuseShardedRuns,
} from "./repeated-runs.ts";
import type { ReuseOption } from "./reuse-documents.ts";
import { scoreCorpus } from "./score.ts";
import { measureSpanAgreement } from "./span-agreement.ts";
import { namesSpanSets, resolveSpanSetsTask, type SpanSetsTask } from "./span-agreement-task.ts";
import { TASK_SETTINGS, TASKS } from "./task-setting-rows.ts";

/**
 * What a run scores (docs/families.md): a corpus (spans; events too for `tbf`), gold and system
 * label tables (`format: labels`), or one coder-agreement table (`task: agreement`). The entries
 * and the pipeline tell tasks apart; compare, gate and the renderers see only metric families.
 */
export type TaskSettings =
  | { readonly kind: "corpus"; readonly settings: ScoreSettings }
  | {
      readonly kind: "labels";
      readonly settings: LabelSettings;
      /** `inputs.allowEmpty`: a gate run over tables that pair no item goes on. */
      readonly allowEmpty?: boolean;
    }
  | { readonly kind: "items"; readonly settings: ItemSettings }
  | {
      readonly kind: "agreement";
      readonly judgements: string;
      readonly categories: readonly string[];
      readonly scale: AgreementScale;
    }
  | SpanSetsTask;

export { TASKS };

/** The flags that choose a task beyond the score flags: the task rows' values. */
export type TaskFlags = FlagValues<typeof TASK_SETTINGS>;

const LABELS = "labels";
const ITEMS = "items";
const AGREEMENT = "agreement";

/** `format: items`: one per-item metric file, the system side (`--system` / `inputs.system`). */
function itemsTask(config: ConfigFile, flags: Flags & TaskFlags, ctx: PathContext): TaskSettings {
  const p: Problems = [];
  const i = config.inputs ?? {};
  const system =
    pathFrom("system", flags.system, ctx.cwd, ctx, p, false) ??
    (Array.isArray(i.system)
      ? systemListFrom(i.system, ctx, p)
      : pathFrom("inputs.system", i.system, ctx.configDir, ctx, p, true));
  if (system === undefined && p.length === 0)
    p.push(
      'format: items needs the per-item metric file: --system FILE (inputs.system), JSONL lines {"id", "metrics": {…}} or an id, metric, value table.',
    );
  if (p.length > 0 || system === undefined) throw new UserError(p.join("\n"));
  const usage = resolveUsageFields(config, flags, ctx);
  return { kind: "items", settings: { format: "items", system, ...usage } };
}

export function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== "string") return [];
  return value
    .split(",")
    .map((c) => c.trim())
    .filter((c) => c !== "");
}

/**
 * `--categories` (a comma list) › goldgate.yml `inputs.categories` (a list): the scale low to
 * high. A category named twice would sit at two ranks and an empty entry is a stray comma, so
 * both are refused rather than dropped.
 */
export function categoriesOf(value: unknown): string[] {
  if (value === undefined) return [];
  const names = Array.isArray(value)
    ? value.map((c) => String(c).trim())
    : String(value)
        .split(",")
        .map((c) => c.trim());
  const empty = names.indexOf("");
  const twice = names.find((n, k) => n !== "" && names.indexOf(n) !== k);
  if (empty >= 0 || twice !== undefined)
    throw new UserError(
      `Invalid value for 'categories': ${twice === undefined ? `entry ${empty + 1} is empty` : `'${twice}' named twice`}. Expected the categories low to high, each once: --categories low,mid,high.`,
    );
  return names;
}

function agreementTask(config: ConfigFile, flags: TaskFlags, ctx: PathContext): TaskSettings {
  const p: Problems = [];
  const i = config.inputs ?? {};
  const judgements =
    pathFrom("judgements", flags.judgements, ctx.cwd, ctx, p, false) ??
    pathFrom("inputs.judgements", i.judgements, ctx.configDir, ctx, p, true);
  if (judgements === undefined && p.length === 0)
    p.push(
      "task: agreement needs the judgements table: inputs.judgements (or --judgements FILE), one item, coder, label row per judgement.",
    );
  if (p.length > 0 || judgements === undefined) throw new UserError(p.join("\n"));
  return {
    kind: "agreement",
    judgements,
    categories: categoriesOf(flags.categories ?? i.categories),
    scale: resolveAgreementScale(flags, config.scoring),
  };
}

/** The score settings a task reads, by their names in code (the settings table's `reads`). */
function flagsRead(kind: TaskKind): string[] {
  return Object.entries(SCORE_SETTING_TABLE)
    .filter(([flag, spec]) => flag !== "config" && (spec.reads as readonly string[]).includes(kind))
    .map(([flag]) => camelName(flag));
}

/** The score flags each non-corpus task reads; any other score flag given is refused. */
const TASK_FLAGS: Readonly<
  Record<"labels" | "items" | "agreement" | "spanAgreement", readonly string[]>
> = {
  labels: flagsRead("labels"),
  items: flagsRead("items"),
  agreement: [...flagsRead("agreement"), ...Object.keys(TASK_SETTINGS).map(camelName)],
  spanAgreement: [...flagsRead("spanAgreement"), "task"],
};
const SPAN_SETS = "task: agreement on annotation sets";

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * A flag the task does not read is an error naming it, never ignored: `--tagging` or `--types`
 * beside `--format labels` would otherwise leave the figures as they were without a word. Keys
 * are settings names (camelCase, shown as `--kebab-case`) or flag names.
 */
export function refuseUnusedFlags(
  flags: Readonly<Record<string, unknown>>,
  used: readonly string[],
  what: string,
): void {
  const flag = (k: string): string => `--${kebab(k)}`;
  const unused = Object.keys(flags)
    .filter((k) => flags[k] !== undefined && !used.includes(k))
    .map(flag)
    .sort();
  if (unused.length > 0)
    throw new UserError(
      `${unused.join(", ")}: not used by ${what} (it reads ${used.map(flag).join(", ")}). Remove ${unused.length === 1 ? "it" : "them"}.`,
    );
}

/**
 * Resolves the task: `task: agreement` → the judgements table; `format: labels` → label tables
 * (paths and columns resolved as for any format, so config paths stay inside the workspace);
 * anything else → a corpus. One UserError lists every problem.
 */
export function resolveTaskSettings(
  config: ConfigFile,
  flags: Flags & TaskFlags,
  ctx: PathContext,
): TaskSettings {
  const i = config.inputs ?? {};
  const task = flags.task ?? i.task ?? "score";
  if (!(TASKS as readonly unknown[]).includes(task))
    throw new UserError(
      `Invalid value '${String(task)}' for 'task'. Expected one of: ${TASKS.join(", ")}.`,
    );
  const taskFlags: ReadonlySet<string> = new Set(Object.keys(TASK_SETTINGS).map(camelName));
  const scoreFlags = Object.fromEntries(Object.entries(flags).filter(([k]) => !taskFlags.has(k)));
  const table = flags.judgements !== undefined || i.judgements !== undefined;
  if (task === "agreement" && table && namesSpanSets(config, flags)) {
    const names = [
      flags.judgements === undefined ? "inputs.judgements" : "--judgements",
      flags.sets === undefined ? "inputs.sets" : "--sets",
    ];
    throw new UserError(
      `${names.join(" and ")}: not used by one task together (task: agreement reads coders on a label table or annotation sets by span). Remove one.`,
    );
  }
  if (task === "agreement" && namesSpanSets(config, flags)) {
    refuseUnusedFlags(scoreFlags, TASK_FLAGS.spanAgreement, SPAN_SETS);
    refuseUnreadConfig(config, "spanAgreement", SPAN_SETS);
    refuseAgreementScale(flags, config.scoring, SPAN_SETS);
    return resolveSpanSetsTask(config, flags, scoreFlags, ctx);
  }
  refuseSpanSetSettings(
    config,
    task === "agreement" ? "task: agreement on a label table" : `task: ${String(task)}`,
  );
  if (task === "agreement") {
    refuseUnusedFlags(scoreFlags, TASK_FLAGS.agreement, "task: agreement");
    refuseUnreadConfig(config, AGREEMENT, "task: agreement");
    return agreementTask(config, flags, ctx);
  }
  refuseAgreementScale(flags, config.scoring, `task: ${String(task)}`);
  const format = flags.format ?? i.format;
  if (format === ITEMS) {
    refuseUnusedFlags(scoreFlags, TASK_FLAGS.items, "format: items");
    refuseLabelSettings(config, "format: items");
    refuseUnreadConfig(config, ITEMS, "format: items");
    return itemsTask(config, flags, ctx);
  }
  if (format === LABELS) {
    refuseUnusedFlags(scoreFlags, TASK_FLAGS.labels, "format: labels");
    refuseUnreadConfig(config, LABELS, "format: labels");
  }
  if (format !== LABELS) {
    refuseLabelSettings(config, `format: ${String(format ?? "conll")}`);
    return { kind: "corpus", settings: resolveScoreSettings(config, flags, ctx) };
  }
  const asConll = resolveScoreSettings(
    { ...config, inputs: { ...i, format: "conll" } },
    { ...flags, format: "conll" },
    ctx,
  );
  return {
    kind: "labels",
    allowEmpty: asConll.allowEmpty,
    settings: {
      format: "labels",
      input: asConll.input,
      gold: asConll.gold,
      system: asConll.system,
      goldColumn: asConll.goldColumn,
      systemColumn: asConll.systemColumn,
      hierarchy: hierarchyPath(flags.hierarchy, ctx),
      ...(asConll.beta === 1 ? {} : { beta: asConll.beta }),
      multiLabel: flags.multiLabel === true || i.multiLabel === true,
      ...labelSeparator(flags.labelSeparator, i.labelSeparator),
      ...labelNames(flags.labelNames, i.labelNames),
      zeroDivision: zeroDivisionSetting(flags.zeroDivision, config.scoring?.zeroDivision),
    },
  };
}

/** `--hierarchy FILE` (`goldgate score` only): the tag tree, a path as typed. */
function hierarchyPath(flag: unknown, ctx: PathContext): string | null {
  const p: Problems = [];
  const path = pathFrom("hierarchy", flag, ctx.cwd, ctx, p, false);
  if (p.length > 0) throw new UserError(p.join("\n"));
  return path ?? null;
}

/**
 * `--label-separator` › goldgate.yml `inputs.labelSeparator`; recorded only when given, so a file
 * read with commas by default keeps its settings as they were.
 */
function labelSeparator(flag: unknown, config: unknown): { labelSeparator?: string } {
  const given = flag ?? config;
  if (given === undefined) return {};
  if (typeof given !== "string" || given.trim() === "")
    throw new UserError(
      `Invalid value ${JSON.stringify(given)} for 'label-separator'. Expected the text that joins an item's labels in a cell, such as ',' or '#'.`,
    );
  return { labelSeparator: given };
}

/**
 * `--label-names` (a comma list) › goldgate.yml `inputs.labelNames` (a list); recorded only when
 * given. Each name once: two ids of one name would merge two classes without a word.
 */
function labelNames(flag: unknown, config: unknown): { labelNames?: readonly string[] } {
  const given = flag ?? config;
  if (given === undefined) return {};
  const names = listOf(given);
  const twice = names.find((n, k) => names.indexOf(n) !== k);
  if (names.length === 0 || twice !== undefined)
    throw new UserError(
      `Invalid value for 'label-names': ${twice === undefined ? "no names" : `'${twice}' named twice`}. Expected the class names in id order, each once (Hugging Face: features["label"].names).`,
    );
  return { labelNames: names };
}

/** `--zero-division` (0, 1 or null as text) › goldgate.yml `scoring.zeroDivision` › 0. */
function zeroDivisionSetting(flag: unknown, config: unknown): 0 | 1 | null {
  if (flag === "0" || flag === "1") return Number(flag) as 0 | 1;
  if (flag === "null") return null;
  if (flag !== undefined)
    throw new UserError(
      `Invalid value '${String(flag)}' for 'zero-division'. Expected one of: 0, 1, null.`,
    );
  return config === 1 || config === null ? config : 0;
}

/** The value goldgate.yml gives at a dotted path (`inputs.gold.format`), if any. */
function configValue(config: ConfigFile, path: string): unknown {
  let node: unknown = config;
  for (const key of path.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = Reflect.get(node, key);
  }
  return node;
}

/**
 * Refuses goldgate.yml's score settings the task does not read (the settings table's `reads`), as
 * their flags are refused: `scoring.types` beside `format: labels` would leave the figures as
 * they were without a word.
 */
function refuseUnreadConfig(config: ConfigFile, kind: TaskKind, what: string): void {
  const given = Object.values(SCORE_SETTING_TABLE as Readonly<Record<string, SettingSpec>>)
    .filter((s) => s.config !== null && !s.reads.includes(kind))
    .map((s) => s.config ?? "")
    .filter((path) => configValue(config, path) !== undefined);
  if (given.length > 0)
    throw new UserError(
      `${given.join(", ")}: not used by ${what}. Remove ${given.length === 1 ? "it" : "them"} from goldgate.yml.`,
    );
}

/** Refuses goldgate.yml's span-set agreement settings where no annotation sets are compared. */
function refuseSpanSetSettings(config: ConfigFile, what: string): void {
  const given = [
    ...(config.scoring?.kappaFeature === undefined ? [] : ["scoring.kappaFeature"]),
    ...(config.scoring?.kappaInstances === undefined ? [] : ["scoring.kappaInstances"]),
    ...(config.scoring?.bothAnnotated === undefined ? [] : ["scoring.bothAnnotated"]),
  ];
  if (config.inputs?.annotationSets !== undefined)
    throw new UserError(
      `inputs.annotationSets applies only to task: agreement with inputs.sets holding one corpus (the sets inside it compared pairwise); ${what} does not use it.`,
    );
  if (config.inputs?.sets !== undefined)
    throw new UserError(
      `inputs.sets applies only to task: agreement without inputs.judgements (annotation sets compared pairwise); ${what} does not use it.`,
    );
  if (given.length > 0)
    throw new UserError(
      `${given.join(", ")} ${given.length === 1 ? "applies" : "apply"} only to task: agreement on annotation sets (inputs.sets); ${what} does not use ${given.length === 1 ? "it" : "them"}.`,
    );
}

/** Refuses goldgate.yml's label-table settings where a corpus is scored. */
export function refuseLabelSettings(config: ConfigFile, what: string): void {
  const given = [
    ...(config.inputs?.multiLabel === undefined ? [] : ["inputs.multiLabel"]),
    ...(config.inputs?.labelSeparator === undefined ? [] : ["inputs.labelSeparator"]),
    ...(config.inputs?.labelNames === undefined ? [] : ["inputs.labelNames"]),
    ...(config.scoring?.zeroDivision === undefined ? [] : ["scoring.zeroDivision"]),
  ];
  if (given.length > 0)
    throw new UserError(
      `${given.join(", ")} applies only to format: labels (item/label tables); ${what} does not use it.`,
    );
}

/** A task's scores document and, for a corpus, its alignment details when asked. */
export interface TaskRun {
  readonly scores: ScoresDocument;
  readonly details: DetailTable | null;
  /** The documents the HTML report's annotation diff shows (corpus tasks, when asked). */
  readonly diff: DiffSelection | null;
  /** Why a corpus run has no annotation diff where a scoring run would have one (merged shards). */
  readonly diffNote?: string;
  /** `baseline.reuse` when asked to record it (`reuse: { kind: "record" }`) and it could be. */
  readonly reuse?: ReuseBlock | null;
  /** Documents taken from the baseline unscored (`reuse: { kind: "take" }`). */
  readonly taken?: number;
}

/** A resolved task in the words of goldgate.yml, for messages: `format: labels`, `task: agreement`. */
export function taskWords(task: TaskSettings): string {
  if (task.kind === AGREEMENT) return "task: agreement";
  if (task.kind === "spanAgreement") return SPAN_SETS;
  return `format: ${task.kind === "corpus" ? task.settings.format : task.kind}`;
}

/** Whether the task scores repeated runs: its system path names several files (docs/runs.md). */
export function scoresRepeatedRuns(task: TaskSettings, files: FilePort): boolean {
  const path = systemPathOf(task);
  return path !== null && isRunsGlob(path) && expandSystemPaths(path, files).length > 1;
}

/** The system file of a task that reads one apart from its gold, else null. */
function systemPathOf(task: TaskSettings): string | null {
  if (task.kind === "agreement" || task.kind === "spanAgreement") return null;
  if (task.kind === "items") return task.settings.system;
  return task.settings.input === null ? task.settings.system : null;
}

function withSystem(task: TaskSettings, system: string): TaskSettings {
  if (task.kind === "corpus") return { ...task, settings: { ...task.settings, system } };
  if (task.kind === "labels") return { ...task, settings: { ...task.settings, system } };
  if (task.kind === "items") return { ...task, settings: { ...task.settings, system } };
  return task;
}

/**
 * Scores a task. A system path that names several files (a glob: repeated runs, docs/runs.md)
 * scores each as one run and returns the runs' scores document; the details are run 1's.
 */
export function scoreTask(task: TaskSettings, files: FilePort, options: TaskOptions): TaskRun {
  const path = systemPathOf(task);
  const systems = path === null ? [] : expandSystemPaths(path, files);
  if (systems.length === 1 && systems[0] !== path)
    return scoreOneTask(withSystem(task, systems[0] as string), files, options);
  if (systems.length <= 1) return scoreOneTask(task, files, options);
  // Runs of several systems take nothing from a baseline (its rows are one system's).
  const { reuse: _one, ...each } = options;
  const runs = systems.map((system) => scoreOneTask(withSystem(task, system), files, each));
  return {
    scores: buildRunsDocument(
      runs.map((r) => r.scores),
      systems,
    ),
    details: runs[0]?.details ?? null,
    diff: runs[0]?.diff ?? null,
  };
}

/** What scoring a task is asked for besides its settings (`reuse`: corpus tasks only). */
export interface TaskOptions {
  readonly details: boolean;
  readonly diff?: DiffLimits;
  readonly reuse?: ReuseOption;
}

function scoreOneTask(task: TaskSettings, files: FilePort, options: TaskOptions): TaskRun {
  if (task.kind === "corpus") return scoreCorpus(task.settings, files, options);
  if (task.kind === "labels")
    return { scores: scoreLabelTables(task.settings, files), details: null, diff: null };
  if (task.kind === "items")
    return { scores: scoreItemScores(task.settings, files), details: null, diff: null };
  if (task.kind === "spanAgreement") {
    const t = task;
    const doc = measureSpanAgreement(
      t.settings,
      t.sets,
      files,
      t.bothAnnotated,
      t.corpus,
      t.feature,
    );
    return { scores: doc, details: null, diff: null };
  }
  return {
    scores: measureLabelAgreement(task.judgements, task.categories, files, task.scale),
    details: null,
    diff: null,
  };
}

/** Scores one shard of a task (docs/sharding.md); an agreement table cannot be sharded. */
export function scoreTaskShard(task: TaskSettings, files: FilePort, shard: Shard): TaskRun {
  refuseShardedRuns(systemPathOf(task), shard);
  if (task.kind === "corpus") return scoreCorpus(task.settings, files, { details: true, shard });
  if (task.kind === "labels")
    return { scores: scoreLabelTables(task.settings, files, shard), details: null, diff: null };
  if (task.kind === "items")
    return { scores: scoreItemScores(task.settings, files, shard), details: null, diff: null };
  throw new UserError(
    "An agreement task (inputs.task: agreement, a label table or annotation sets) cannot be sharded: shard a corpus or label tables (docs/sharding.md).",
  );
}
