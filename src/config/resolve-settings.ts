import { isAbsolute, relative, resolve } from "node:path";
import { UserError } from "../errors.ts";
import { checkColumnKinds, columnSettings } from "./column-settings.ts";
import type { ConfigFile } from "./load-config.ts";
import { betaFrom, numberFrom, type Problems } from "./number-settings.ts";
import { INVISIBLE_WORD_PRESETS } from "./presets.ts";
import { camelName, type Flags, SCORE_SETTING_TABLE, type SettingSpec } from "./setting-table.ts";
import { choice, listFrom, pick } from "./setting-values.ts";
import {
  DEFAULT_SCORE_SETTINGS,
  FORMATS,
  LEVELS,
  type LevelName,
  PROFILE_OVERRIDES,
  type ScoreSettings,
  TAGGING_NAMES,
  TAGGINGS,
} from "./settings.ts";
import { sideSettings } from "./side-settings.ts";
import { parseTypeMap } from "./type-map.ts";

export type { Flags } from "./setting-table.ts";

/** Where relative paths are resolved and which folder they must stay inside. */
export interface PathContext {
  readonly configDir: string;
  readonly cwd: string;
  readonly workspace: string;
}

export type { Problems } from "./number-settings.ts";

/** A path setting: flag paths as typed; config paths from the config file, kept inside the workspace. */
/**
 * `inputs.system` as a list (repeated runs, docs/runs.md): each path resolved as a config path,
 * kept as one line each of the system setting (the runs' files, in the order given).
 */
export function systemListFrom(
  list: readonly unknown[],
  ctx: PathContext,
  problems: Problems,
): string | undefined {
  const paths = list.map((v, k) =>
    pathFrom(`inputs.system[${k}]`, v, ctx.configDir, ctx, problems, true),
  );
  return paths.every((x) => x !== undefined) && paths.length > 0 ? paths.join("\n") : undefined;
}

export function pathFrom(
  name: string,
  value: unknown,
  base: string,
  ctx: PathContext,
  problems: Problems,
  confined: boolean,
): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value === "") {
    problems.push(`Invalid value for '${name}'. Expected a path.`);
    return undefined;
  }
  const absolute = resolve(base, value);
  const inside = relative(ctx.workspace, absolute);
  if (confined && (inside.startsWith("..") || isAbsolute(inside))) {
    problems.push(
      `'${name}' points outside the workspace (${value}). Paths must stay inside ${ctx.workspace}.`,
    );
    return undefined;
  }
  if (!confined) return value;
  // A config path is relative to the config file; shown relative to the cwd when inside it.
  const fromCwd = relative(ctx.cwd, absolute);
  return fromCwd === ""
    ? "."
    : fromCwd.startsWith("..") || isAbsolute(fromCwd)
      ? absolute
      : fromCwd;
}

/** A preset name (`evmeval-1.7`, `none`) or a comma list of words. */
function invisibleWordsFrom(value: unknown, problems: Problems): readonly string[] | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "string" && Object.hasOwn(INVISIBLE_WORD_PRESETS, value)) {
    return INVISIBLE_WORD_PRESETS[value as keyof typeof INVISIBLE_WORD_PRESETS];
  }
  const words = listFrom(value) ?? [];
  if (typeof value === "string" && words.length === 1 && /^[a-z]+-\d/.test(value)) {
    problems.push(
      `Unknown invisible-words preset '${value}'. Expected one of: ${Object.keys(INVISIBLE_WORD_PRESETS).join(", ")}, or a comma list of words.`,
    );
  }
  return words;
}

/** `token,char` (CLI) or a config list: each a level name, in LEVELS order, without repeats. */
function levelsFrom(value: unknown, problems: Problems): readonly LevelName[] | undefined {
  const names = listFrom(value);
  if (names === undefined) return undefined;
  for (const name of names)
    if (!(LEVELS as readonly string[]).includes(name))
      problems.push(`Invalid value '${name}' for 'levels'. Expected one of: ${LEVELS.join(", ")}.`);
  return LEVELS.filter((level) => names.includes(level));
}

/** How a value from a flag (`from: "flag"`) or goldgate.yml becomes a setting; undefined when absent or bad. */
type Parser = (value: unknown, name: string, from: "flag" | "config", r: Resolving) => unknown;

interface Resolving {
  readonly p: Problems;
  readonly ctx: PathContext;
}

/** Flag paths as typed, relative to the cwd; config paths relative to the file, kept inside the workspace. */
const asPath: Parser = (value, name, from, { p, ctx }) =>
  pathFrom(name, value, from === "flag" ? ctx.cwd : ctx.configDir, ctx, p, from === "config");

/** A dotted path into a JSON record (`usage.total_tokens`): non-empty names between the dots. */
const fieldPath: Parser = (value, name, _f, { p }) => {
  if (value === undefined) return undefined;
  if (typeof value === "string" && value.split(".").every((k) => k.trim() !== "")) return value;
  p.push(
    `Invalid value ${JSON.stringify(value)} for '${name}'. Expected a dotted path into each system record, such as usage.total_tokens.`,
  );
  return undefined;
};

/** The table's settings whose values are not a switch, a closed set or plain text. */
const PARSERS: Readonly<Partial<Record<keyof typeof SCORE_SETTING_TABLE, Parser>>> = {
  input: asPath,
  "text-dir": asPath,
  tokens: asPath,
  bdm: asPath,
  beta: (v, _n, _f, { p }) => betaFrom(v, p),
  "min-overlap": (v, _n, _f, { p }) =>
    numberFrom(
      "min-overlap",
      v,
      (n) => n >= 1 && n <= 100,
      "a percent of the gold span in 1..100 (nervaluate's min_overlap_percentage)",
      p,
    ),
  map: (v, _n, _f, { p }) => parseTypeMap(v, p),
  ignore: listFrom,
  types: listFrom,
  attributes: listFrom,
  "symmetric-relations": listFrom,
  glob: listFrom,
  levels: (v, _n, _f, { p }) => levelsFrom(v, p),
  tagging: (v, name, _f, { p }) => choice(name, v, TAGGINGS, p, TAGGING_NAMES),
  "usage-tokens": fieldPath,
  "usage-cost": fieldPath,
  "usage-latency": fieldPath,
};

/** The usage field paths alone (`format: items` reads nothing else of the table). */
export function resolveUsageFields(
  config: ConfigFile,
  flags: Flags,
  ctx: PathContext,
): Pick<ScoreSettings, "usageTokens" | "usageCost" | "usageLatency"> {
  const p: Problems = [];
  const r = { p, ctx };
  const one = (flag: "usage-tokens" | "usage-cost" | "usage-latency", fallback: string) =>
    (tableSetting(flag, SCORE_SETTING_TABLE[flag], flags, config, r) as string | undefined) ??
    fallback;
  const d = DEFAULT_SCORE_SETTINGS;
  const fields = {
    usageTokens: one("usage-tokens", d.usageTokens),
    usageCost: one("usage-cost", d.usageCost),
    usageLatency: one("usage-latency", d.usageLatency),
  };
  if (p.length > 0) throw new UserError(p.join("\n"));
  return fields;
}

/** Settings resolved apart: both sides at once (sideSettings, columnSettings), a profile default, or not score settings. */
const RESOLVED_APART: ReadonlySet<string> = new Set(
  ["format", "gold-format", "system-format", "char-offsets", "gold-char-offsets"]
    .concat(["system-char-offsets", "gold", "system", "gold-column", "system-column"])
    .concat(["invisible-words", "config", "hierarchy", "multi-label", "zero-division"]),
);

/** A table setting from its flag, else from goldgate.yml: each parsed, each problem kept. */
function tableSetting(
  flag: string,
  spec: SettingSpec,
  flags: Flags,
  config: ConfigFile,
  r: Resolving,
): unknown {
  const parse: Parser =
    PARSERS[flag as keyof typeof PARSERS] ??
    (spec.type === "boolean"
      ? (v) => (v === undefined ? undefined : v === true)
      : spec.choices !== undefined
        ? (v, name) => choice(name, v, spec.choices ?? [], r.p)
        : (v) => (v === undefined ? undefined : String(v)));
  const fromFlag = parse(Reflect.get(flags, camelName(flag)), flag, "flag", r);
  const path = spec.config ?? "";
  const [section = "", key = ""] = path.split(".");
  const given = Reflect.get(config, section) as Readonly<Record<string, unknown>> | undefined;
  return pick(fromFlag, parse(given?.[key], path, "config", r));
}

/** Every setting of the table the generic step resolves, by its name in code. */
function tableSettings(config: ConfigFile, flags: Flags, r: Resolving): Partial<ScoreSettings> {
  const out: Record<string, unknown> = {};
  for (const [flag, spec] of Object.entries(SCORE_SETTING_TABLE)) {
    if (RESOLVED_APART.has(flag)) continue;
    const value = tableSetting(flag, spec, flags, config, r);
    if (value !== undefined) out[camelName(flag)] = value;
  }
  return out as Partial<ScoreSettings>;
}

/**
 * Resolves defaults ← goldgate.yml ← flags ← profile, validating everything at once: one UserError
 * lists every problem. Config paths are relative to the config file and must stay inside the
 * workspace (a config may come from a pull request); flag paths are the user's own, relative to the cwd.
 */
export function resolveScoreSettings(
  config: ConfigFile,
  flags: Flags,
  ctx: PathContext,
): ScoreSettings {
  const p: Problems = [];
  const i = config.inputs ?? {};
  const sidePath = (side: "gold" | "system"): string | undefined => {
    const given = i[side];
    if (side === "system" && Array.isArray(given) && flags.system === undefined)
      return systemListFrom(given, ctx, p);
    const configPath =
      typeof given === "object" && given !== null ? Reflect.get(given, "path") : given;
    return pick(
      pathFrom(side, flags[side], ctx.cwd, ctx, p, false),
      pathFrom(`inputs.${side}`, configPath, ctx.configDir, ctx, p, true),
    );
  };
  const table = tableSettings(config, flags, { p, ctx });
  const merged: ScoreSettings = {
    ...DEFAULT_SCORE_SETTINGS,
    ...defined({
      ...sideSettings(flags, i, p),
      gold: sidePath("gold"),
      system: sidePath("system"),
      ...columnSettings(flags, i, p),
      ...table,
      invisibleWords: invisibleWordsFrom(
        pick(
          flags.invisibleWords,
          config.scoring?.invisibleWords,
          profileInvisibleWords(table.compat),
        ),
        p,
      ),
    }),
  };
  const given = sideSettings(flags, i, []).format !== undefined;
  const settings = { ...merged, autoFormat: !given, ...PROFILE_OVERRIDES[merged.compat] };
  if (p.length === 0) checkLayout(settings, p);
  const problems = [...new Set(p)];
  if (problems.length > 0)
    throw new UserError(
      problems.length === 1
        ? (problems[0] as string)
        : `Invalid settings:\n  - ${problems.join("\n  - ")}`,
    );
  return Object.freeze(settings);
}

/**
 * A profile's default invisible words, used when neither flag nor config names a list: the 2015
 * specification's list under `tac-kbp-2015` (a list the user names still wins).
 */
function profileInvisibleWords(compat: string | undefined): string | undefined {
  return compat === "tac-kbp-2015" ? "tac-kbp-2015" : undefined;
}

/** Formats that pair the sides themselves (by token position, by event file) and so read both. */
const WHOLE_CORPUS_FORMATS: readonly string[] = ["conll", "conllu", "tbf"];

function checkLayout(s: ScoreSettings, p: Problems): void {
  if (!s.autoFormat) checkColumnKinds(s, p);
  const tokenGold = (s.format === "conll" || s.format === "conllu") && s.systemFormat === "jsonl";
  if (
    s.systemFormat !== null &&
    !tokenGold &&
    (WHOLE_CORPUS_FORMATS.includes(s.format) || WHOLE_CORPUS_FORMATS.includes(s.systemFormat))
  )
    p.push(
      `Gold format ${s.format} and system format ${s.systemFormat} cannot be mixed: conll, conllu and tbf read both sides in the same format. Mix only ${FORMATS.filter((f) => !WHOLE_CORPUS_FORMATS.includes(f)).join(", ")}, or a conll or conllu gold with a jsonl system.`,
    );
  if ((s.compat === "evmeval" || s.compat === "tac-kbp-2015") && s.format !== "tbf")
    p.push(
      `--compat ${s.compat} scores TAC KBP event mentions and needs --format tbf (got ${s.format}).`,
    );
  if (s.minOverlap !== null && s.compat !== "nervaluate")
    p.push(
      `--min-overlap is nervaluate's min_overlap_percentage and needs --compat nervaluate (got ${s.compat}); the other profiles pair any overlap.`,
    );
  const twoFiles = s.gold !== null || s.system !== null;
  if (s.input !== null && twoFiles)
    p.push(
      "Give either --input (one CoNLL file with both tag columns) or --gold and --system, not both.",
    );
  else if (s.input !== null && s.format !== "conll" && s.format !== "conllu")
    p.push(
      `--input is the conlleval layout and needs --format conll or conllu (got ${s.format}); use --gold and --system.`,
    );
  else if (s.input === null && (s.gold === null || s.system === null)) {
    p.push(
      "Nothing to score: give --gold FILE and --system FILE (or --input FILE for the conlleval layout), or a config with inputs.gold and inputs.system.",
    );
  }
}

function defined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
