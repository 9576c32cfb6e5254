import type { ConfigFile } from "../config/load-config.ts";
import {
  type Flags,
  type PathContext,
  type Problems,
  pathFrom,
  resolveScoreSettings,
} from "../config/resolve-settings.ts";
import type { ScoreSettings } from "../config/settings.ts";
import { UserError } from "../errors.ts";
import { type FeatureOption, KAPPA_INSTANCES } from "../measure/labels/feature-kappa.ts";
import { oneOf } from "./agreement-options.ts";
import type { TaskFlags } from "./task.ts";

/**
 * `task: agreement` on annotation sets (docs/agreement.md, "Against a baseline"): two or more
 * sets of one span format (`inputs.sets` / `--sets A,B,…`), compared pairwise by span as `goldgate
 * agree --format FORMAT A B …` compares them, so `run`, `record` and `compare` can compare their
 * agreement with a baseline.
 */
export interface SpanSetsTask {
  readonly kind: "spanAgreement";
  /** How each pair is scored (the first set of a pair read as gold, the second as system). */
  readonly settings: ScoreSettings;
  /** The sets' paths, or with `corpus` the names of the sets inside it (`inputs.annotationSets`). */
  readonly sets: readonly string[];
  /** The one corpus holding the sets (`inputs.sets: [CORPUS]` with `inputs.annotationSets`). */
  readonly corpus?: string;
  readonly bothAnnotated: boolean;
  /** `kappaFeature`: the feature whose values κ is measured over and which instances count, or null. */
  readonly feature: FeatureOption | null;
}

/** The flags of a span-set agreement task beyond the score flags: their rows' values. */
export type SpanSetsFlags = Pick<
  TaskFlags,
  "sets" | "annotationSets" | "kappaFeature" | "kappaInstances" | "bothAnnotated"
>;

/**
 * `--kappa-feature NAME` with `--kappa-instances` (flags first, then goldgate.yml's `scoring`):
 * null without a feature; a problem for an empty name, or for instances without a feature.
 */
export function featureOption(
  flags: Pick<SpanSetsFlags, "kappaFeature" | "kappaInstances">,
  scoring: Readonly<Record<string, unknown>> | undefined,
  p: Problems,
): FeatureOption | null {
  const feature = flags.kappaFeature ?? scoring?.kappaFeature;
  const instances =
    oneOf("kappa-instances", flags.kappaInstances, KAPPA_INSTANCES) ??
    oneOf("scoring.kappaInstances", scoring?.kappaInstances, KAPPA_INSTANCES);
  if (feature === undefined) {
    if (instances !== undefined)
      p.push(
        "kappa-instances says which annotations --kappa-feature counts; name the feature too.",
      );
    return null;
  }
  if (typeof feature !== "string" || feature.trim() === "") {
    p.push("kappaFeature needs a feature name, e.g. --kappa-feature class.");
    return null;
  }
  return { name: feature, instances: instances ?? "all" };
}

/** `--annotation-sets A,B,…` as names: split at commas, trimmed, empty names kept (GATE's default set). */
export function splitSetNames(list: string): string[] {
  return list.split(",").map((n) => n.trim());
}

/**
 * Annotation sets inside one corpus (`agree --annotation-sets`, `inputs.annotationSets`): GATE's
 * annotation sets, the annotators of one Label Studio export (`completed_by`: a user id, or an
 * email where the export writes the user as an object) or one Prodigy db-out file, or of an
 * INCEpTION export's document folders. The corpus and the names; a format without sets inside
 * one corpus, several paths, or fewer than two names are refused. `command` and `holder` name
 * the settings in messages (`goldgate agree --format xmi --annotation-sets`).
 */
export function setsInsideOne(
  format: string | undefined,
  paths: readonly string[],
  names: readonly string[],
  command = `goldgate agree --format ${format} --annotation-sets`,
  holder = "",
): { corpus: string; names: string[] } {
  const folders = format === "xmi" || format === "webanno-tsv";
  if (format !== "gate" && format !== "label-studio" && format !== "jsonl" && !folders)
    throw new UserError(
      `--annotation-sets applies only to --format gate (annotation sets inside one GATE corpus), --format label-studio (annotators of one export), --format jsonl (annotators of one Prodigy db-out file) and --format xmi or webanno-tsv (annotators of an INCEpTION export's document folders); --format ${format} takes one path per set.`,
    );
  const what =
    format === "gate"
      ? "GATE corpus (a file or directory)"
      : format === "jsonl"
        ? "Prodigy db-out file"
        : folders
          ? "folder of document folders (INCEpTION's annotation/)"
          : "Label Studio export";
  const [corpus, ...extra] = paths;
  if (corpus === undefined || extra.length > 0)
    throw new UserError(`${command} takes one ${what}${holder}; got ${paths.length}.`);
  const list = names.join(",");
  if (names.length < 2)
    throw new UserError(
      format === "gate"
        ? `--annotation-sets needs two or more set names ('' or a trailing comma is GATE's default set); got '${list}'.`
        : format === "jsonl"
          ? `--annotation-sets needs two or more annotators (_annotator_id or _session_id); got '${list}'.`
          : folders
            ? `--annotation-sets needs two or more annotators (the names of their files in each document's folder); got '${list}'.`
            : `--annotation-sets needs two or more annotators (completed_by: user ids or emails); got '${list}'.`,
    );
  return { corpus, names: [...names] };
}

const NOT_SPANS = new Set(["labels", "items"]);

function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value !== "string") return [];
  return value
    .split(",")
    .map((c) => c.trim())
    .filter((c) => c !== "");
}

/** Whether goldgate.yml or the flags name annotation sets. */
export function namesSpanSets(config: ConfigFile, flags: SpanSetsFlags): boolean {
  return flags.sets !== undefined || config.inputs?.sets !== undefined;
}

/** Whether the sets are named inside one corpus (`--annotation-sets`, `inputs.annotationSets`). */
function namesSetsInside(config: ConfigFile, flags: SpanSetsFlags): boolean {
  return flags.annotationSets !== undefined || config.inputs?.annotationSets !== undefined;
}

/** The names of the sets inside one corpus: the flag's, split at commas; goldgate.yml's list. */
function setNames(config: ConfigFile, flags: SpanSetsFlags, p: Problems): string[] {
  if (flags.annotationSets !== undefined) return splitSetNames(flags.annotationSets);
  const given = config.inputs?.annotationSets;
  const list = typeof given === "string" ? splitSetNames(given) : Array.isArray(given) ? given : [];
  if (!list.every((n): n is string => typeof n === "string")) {
    p.push("inputs.annotationSets: expected a list of set names (strings).");
    return [];
  }
  return list;
}

/** The sets' paths: the flag's as typed, else goldgate.yml's relative to it (inside the workspace). */
function setPaths(config: ConfigFile, flags: SpanSetsFlags, ctx: PathContext, p: Problems) {
  const fromFlag = flags.sets !== undefined;
  const list = listOf(fromFlag ? flags.sets : config.inputs?.sets);
  const paths = list.map((v, k) =>
    fromFlag
      ? pathFrom("sets", v, ctx.cwd, ctx, p, false)
      : pathFrom(`inputs.sets[${k}]`, v, ctx.configDir, ctx, p, true),
  );
  if (paths.length < 2 && !namesSetsInside(config, flags))
    p.push(
      `task: agreement on annotation sets needs two or more sets: inputs.sets (or --sets A,B,…), got ${paths.length}.`,
    );
  return paths.filter((x) => x !== undefined);
}

/**
 * Resolves a span-set agreement task; one UserError lists every problem. `scoreFlags` are the
 * score flags already held to what this task reads.
 */
export function resolveSpanSetsTask(
  config: ConfigFile,
  flags: SpanSetsFlags,
  scoreFlags: Flags,
  ctx: PathContext,
): SpanSetsTask {
  const p: Problems = [];
  const sets = setPaths(config, flags, ctx, p);
  const format = scoreFlags.format ?? config.inputs?.format;
  if (typeof format === "string" && NOT_SPANS.has(format))
    p.push(
      `task: agreement with sets compares spans; format: ${format} is not a span format (a label table of coders is inputs.judgements).`,
    );
  const names = namesSetsInside(config, flags) ? setNames(config, flags, p) : undefined;
  if (new Set(names ?? sets).size !== (names ?? sets).length)
    p.push("Each annotation set may be named once.");
  const feature = featureOption(flags, config.scoring, p);
  if (p.length > 0) throw new UserError(p.join("\n"));
  const inside =
    names === undefined
      ? undefined
      : setsInsideOne(
          typeof format === "string" ? format : "conll",
          sets,
          names,
          "task: agreement with --annotation-sets (inputs.annotationSets)",
          " in --sets (inputs.sets)",
        );
  const [gold, system] = inside === undefined ? sets : [inside.corpus, inside.corpus];
  const settings = resolveScoreSettings(config, { ...scoreFlags, gold, system }, ctx);
  return {
    kind: "spanAgreement",
    settings,
    sets: inside?.names ?? sets,
    ...(inside === undefined ? {} : { corpus: inside.corpus }),
    bothAnnotated: (flags.bothAnnotated ?? config.scoring?.bothAnnotated) === true,
    feature,
  };
}
