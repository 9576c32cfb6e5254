import { isAbsolute, posix, relative, resolve } from "node:path";
import type { PathContext } from "../config/resolve-settings.ts";
import { UserError } from "../errors.ts";
import { SPAN_SCHEMES, type SpanScheme } from "../measure/schemes.ts";
import { SCORES_ASSET, scoresAssetName } from "../ports/releases.ts";
import { BASELINE_SOURCE_SETTINGS, type BaselineSourceSetting } from "./comparison.ts";
import { type SourceChoice, unreadSourceFlags } from "./source-flags.ts";

/** Resolved baseline and comparison settings (goldgate.yml `baseline:` and the CLI flags). */
export interface BaselineSettings {
  readonly source: BaselineSourceSetting;
  /** The scores file of `source: path`, relative to the working directory. */
  readonly path: string | null;
  /** The git ref whose committed scores file `source: ref` reads (the base branch, say). */
  readonly ref: string | null;
  /** Where the scores file is committed, read at the release tag (`tag-file`) or at `ref`. */
  readonly scoresFile: string;
  /** The release asset `release-asset` reads (`scoresAssetName`: per report key in the Action). */
  readonly assetName: string;
  /** Glob of release tags (`git tag --list`). */
  readonly tagPattern: string;
  /** Release tags must be merged into this ref. */
  readonly baseRef: string;
  /** Bootstrap resamples and randomization permutations (each). */
  readonly resamples: number;
  /** Seed of both resampling streams (integer 0..2^32 − 1). */
  readonly seed: number;
  /** Largest per-document regressions and improvements listed, per scheme. */
  readonly top: number;
  /** Scheme that decides "right" for per-annotation changes. */
  readonly scheme: SpanScheme;
  /** A baseline older than this many days (by commit date) is stale: a warning; 0 = no check. */
  readonly maxAgeDays: number;
}

/**
 * Fewest bootstrap resamples (and randomization permutations) a run may ask for: a 95% percentile
 * interval from fewer draws rests on a handful of values (with 1 it need not even hold the point
 * estimate). Small corpora are enumerated exactly whatever the count.
 */
export const MIN_RESAMPLES = 200;

/** Every default, in one place. */
export const DEFAULT_BASELINE_SETTINGS: BaselineSettings = Object.freeze({
  source: "auto",
  path: null,
  ref: null,
  scoresFile: SCORES_ASSET,
  assetName: SCORES_ASSET,
  tagPattern: "v*",
  baseRef: "HEAD",
  resamples: 1000,
  seed: 1,
  top: 10,
  scheme: "strict",
  maxAgeDays: 14,
});

/** Flag values (strings, as parsed) keyed like the settings. */
export type BaselineFlags = Readonly<Partial<Record<keyof BaselineSettings, string>>>;

type Problems = string[];

function integer(name: string, value: unknown, min: number, max: number, p: Problems) {
  if (value === undefined) return undefined;
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  if (typeof n === "number" && Number.isInteger(n) && n >= min && n <= max) return n;
  p.push(`Invalid value '${String(value)}' for '${name}'. Expected an integer in ${min}..${max}.`);
  return undefined;
}

function choice<T extends string>(
  name: string,
  value: unknown,
  allowed: readonly T[],
  p: Problems,
) {
  if (value === undefined) return undefined;
  const found = allowed.find((a) => a === value);
  if (found === undefined)
    p.push(
      `Invalid value '${String(value)}' for '${name}'. Expected one of: ${allowed.join(", ")}.`,
    );
  return found;
}

function text(name: string, value: unknown, p: Problems): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "string" && value !== "" && !value.startsWith("-")) return value;
  p.push(
    `Invalid value '${String(value)}' for '${name}'. Expected a non-empty string not starting with '-'.`,
  );
  return undefined;
}

/** A config path must stay inside the workspace (a config may come from a pull request). */
function filePath(
  name: string,
  value: unknown,
  ctx: PathContext,
  fromConfig: boolean,
  p: Problems,
) {
  const raw = text(name, value, p);
  if (raw === undefined) return undefined;
  const absolute = resolve(fromConfig ? ctx.configDir : ctx.cwd, raw);
  const inside = relative(ctx.workspace, absolute);
  if (fromConfig && (inside.startsWith("..") || isAbsolute(inside))) {
    p.push(
      `'${name}' points outside the workspace (${raw}). Paths must stay inside ${ctx.workspace}.`,
    );
    return undefined;
  }
  return relative(ctx.cwd, absolute) || ".";
}

/** A path inside the repository at a tag: relative, no `..`. */
function repoPath(name: string, value: unknown, p: Problems): string | undefined {
  const raw = text(name, value, p);
  if (raw === undefined) return undefined;
  const clean = posix.normalize(raw.replaceAll("\\", "/"));
  if (!posix.isAbsolute(clean) && !clean.startsWith("..")) return clean;
  p.push(`Invalid value '${raw}' for '${name}'. Expected a path inside the repository.`);
  return undefined;
}

/** Config keys: every setting but `assetName`, which follows the report key and `scoresFile`. */
const KEYS = Object.keys(DEFAULT_BASELINE_SETTINGS).filter((k) => k !== "assetName");

function section(config: unknown, p: Problems): Readonly<Record<string, unknown>> {
  if (config === undefined || config === null) return {};
  if (typeof config !== "object" || Array.isArray(config)) {
    p.push("'baseline' must be a mapping of settings.");
    return {};
  }
  const entries = Object.entries(config);
  for (const [k] of entries)
    if (!KEYS.includes(k))
      p.push(`baseline.${k}: unknown key. Expected one of: ${KEYS.join(", ")}.`);
  return Object.fromEntries(entries);
}

/** Reads one setting's raw value; `name` is how the problem names it; `config` confines paths. */
type Reader<T> = (
  name: string,
  value: unknown,
  p: Problems,
  ctx: PathContext,
  config: boolean,
) => T | undefined;

/** Per setting: its flag name and how to read it. Config keys are `baseline.<setting>`. */
const READERS: {
  readonly [K in Exclude<keyof BaselineSettings, "assetName">]: readonly [
    string,
    Reader<BaselineSettings[K]>,
  ];
} = {
  source: ["source", (n, v, p) => choice(n, v, BASELINE_SOURCE_SETTINGS, p)],
  path: ["baseline", (n, v, p, ctx, config) => filePath(n, v, ctx, config, p)],
  ref: ["baseline-ref", (n, v, p) => text(n, v, p)],
  scoresFile: ["scores-file", (n, v, p) => repoPath(n, v, p)],
  tagPattern: ["tag-pattern", (n, v, p) => text(n, v, p)],
  baseRef: ["base-ref", (n, v, p) => text(n, v, p)],
  resamples: ["resamples", (n, v, p) => integer(n, v, MIN_RESAMPLES, 1e6, p)],
  seed: ["seed", (n, v, p) => integer(n, v, 0, 2 ** 32 - 1, p)],
  top: ["top", (n, v, p) => integer(n, v, 0, 1e6, p)],
  scheme: ["scheme", (n, v, p) => choice(n, v, SPAN_SCHEMES, p)],
  maxAgeDays: ["max-age-days", (n, v, p) => integer(n, v, 0, 100_000, p)],
};

/**
 * How the source is chosen: `--source`; else `--baseline-ref REF` alone means `ref`, `--baseline
 * FILE` alone `path`; else `baseline.source`; else `baseline.ref` alone means `ref`; else `auto`.
 * `source` is set where the choice is implied (the named one is read as a setting).
 */
function sourceChoice(
  flags: BaselineFlags,
  c: Readonly<Record<string, unknown>>,
  ref: string | null,
): SourceChoice & { readonly source?: BaselineSourceSetting } {
  if (flags.source !== undefined) return { by: "flag" };
  if (flags.ref !== undefined) return { by: "implied", flag: "--baseline-ref", source: "ref" };
  if (flags.path !== undefined) return { by: "implied", flag: "--baseline", source: "path" };
  if (c.source !== undefined) return { by: "config" };
  if (ref !== null) return { by: "implied", flag: "baseline.ref", source: "ref" };
  return { by: "default" };
}

/**
 * Resolves defaults ← goldgate.yml `baseline:` ← flags, reporting every problem in one UserError
 * (both sources are read, so a bad config value is reported even when a flag overrides it).
 * Config paths are relative to the config file and confined to the workspace; flag paths are the
 * user's own.
 */
export function resolveBaselineSettings(
  config: unknown,
  flags: BaselineFlags,
  ctx: PathContext,
): BaselineSettings {
  const p: Problems = [];
  const c = section(config, p);
  const get = <K extends Exclude<keyof BaselineSettings, "assetName">>(
    key: K,
  ): BaselineSettings[K] => {
    const [flag, read] = READERS[key];
    const fromFlag = read(flag, flags[key], p, ctx, false);
    const fromConfig = read(`baseline.${key}`, c[key], p, ctx, true);
    return fromFlag ?? fromConfig ?? DEFAULT_BASELINE_SETTINGS[key];
  };
  const scoresFile = get("scoresFile");
  const ref = get("ref");
  const named = get("source");
  const choice = sourceChoice(flags, c, ref);
  const settings: BaselineSettings = {
    source: choice.source ?? named,
    path: get("path"),
    ref,
    scoresFile,
    assetName: flags.assetName ?? scoresAssetName("", scoresFile),
    tagPattern: get("tagPattern"),
    baseRef: get("baseRef"),
    resamples: get("resamples"),
    seed: get("seed"),
    top: get("top"),
    scheme: get("scheme"),
    maxAgeDays: get("maxAgeDays"),
  };
  if (p.length === 0) p.push(...unreadSourceFlags(flags, settings.source, choice));
  // A path or ref given but refused (outside the workspace, empty) is reported once, above.
  const given = (key: "path" | "ref") => flags[key] !== undefined || c[key] !== undefined;
  if (settings.source === "path" && !given("path"))
    p.push("baseline source 'path' needs a file: pass --baseline FILE or set baseline.path.");
  if (settings.source === "ref" && !given("ref"))
    p.push("baseline source 'ref' needs a git ref: pass --baseline-ref REF or set baseline.ref.");
  if (p.length > 0)
    throw new UserError(
      p.length === 1 ? (p[0] ?? "") : `Invalid settings:\n  - ${p.join("\n  - ")}`,
    );
  return Object.freeze(settings);
}
