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
  readonly sets: readonly string[];
  readonly bothAnnotated: boolean;
  /** `kappaFeature`: the feature whose values κ is measured over and which instances count, or null. */
  readonly feature: FeatureOption | null;
}

/** The flags of a span-set agreement task beyond the score flags: their rows' values. */
export type SpanSetsFlags = Pick<
  TaskFlags,
  "sets" | "kappaFeature" | "kappaInstances" | "bothAnnotated"
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

/** The sets' paths: the flag's as typed, else goldgate.yml's relative to it (inside the workspace). */
function setPaths(config: ConfigFile, flags: SpanSetsFlags, ctx: PathContext, p: Problems) {
  const fromFlag = flags.sets !== undefined;
  const list = listOf(fromFlag ? flags.sets : config.inputs?.sets);
  const paths = list.map((v, k) =>
    fromFlag
      ? pathFrom("sets", v, ctx.cwd, ctx, p, false)
      : pathFrom(`inputs.sets[${k}]`, v, ctx.configDir, ctx, p, true),
  );
  if (paths.length < 2)
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
  if (new Set(sets).size !== sets.length) p.push("Each annotation set may be named once.");
  const feature = featureOption(flags, config.scoring, p);
  if (p.length > 0) throw new UserError(p.join("\n"));
  const [gold, system] = sets;
  const settings = resolveScoreSettings(config, { ...scoreFlags, gold, system }, ctx);
  return {
    kind: "spanAgreement",
    settings,
    sets,
    bothAnnotated: (flags.bothAnnotated ?? config.scoring?.bothAnnotated) === true,
    feature,
  };
}
