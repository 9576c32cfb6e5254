import { isAbsolute, relative, resolve } from "node:path";
import { UserError } from "../errors.ts";
import { checkColumnKinds, columnSettings } from "./column-settings.ts";
import type { ConfigFile } from "./load-config.ts";
import { betaFrom, numberFrom, type Problems } from "./number-settings.ts";
import { INVISIBLE_WORD_PRESETS } from "./presets.ts";
import { choice, listFrom, pick } from "./setting-values.ts";
import {
  DEFAULT_SCORE_SETTINGS,
  FORMATS,
  LABEL_STUDIO_SOURCES,
  LEVELS,
  type LevelName,
  PROFILE_OVERRIDES,
  PROFILES,
  type ScoreSettings,
  TAGGING_NAMES,
  TAGGINGS,
} from "./settings.ts";
import { sideSettings } from "./side-settings.ts";
import { parseTypeMap } from "./type-map.ts";

/**
 * Command-line values, as strings, keyed like the settings they set; `goldFormat` and
 * `goldCharOffsets` set `format` and `charOffsets` for the gold side only.
 */
export type Flags = Readonly<
  Partial<Record<keyof ScoreSettings | "goldFormat" | "goldCharOffsets", string | boolean>>
>;

/** Where relative paths are resolved and which folder they must stay inside. */
export interface PathContext {
  readonly configDir: string;
  readonly cwd: string;
  readonly workspace: string;
}

export type { Problems } from "./number-settings.ts";

/** A path setting: flag paths as typed; config paths from the config file, kept inside the workspace. */
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

function stringFrom(value: unknown): string | undefined {
  return value === undefined ? undefined : String(value);
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
  const s = config.scoring ?? {};
  const path = (name: keyof ScoreSettings): string | undefined =>
    pick(
      pathFrom(name, flags[name], ctx.cwd, ctx, p, false),
      pathFrom(`inputs.${name}`, i[name], ctx.configDir, ctx, p, true),
    );
  const sidePath = (side: "gold" | "system"): string | undefined => {
    const given = i[side];
    const configPath =
      typeof given === "object" && given !== null ? Reflect.get(given, "path") : given;
    return pick(
      pathFrom(side, flags[side], ctx.cwd, ctx, p, false),
      pathFrom(`inputs.${side}`, configPath, ctx.configDir, ctx, p, true),
    );
  };
  const compat = pick(
    choice("compat", flags.compat, PROFILES, p),
    choice("scoring.compat", s.compat, PROFILES, p),
  );
  const merged: ScoreSettings = {
    ...DEFAULT_SCORE_SETTINGS,
    ...defined({
      ...sideSettings(flags, i, p),
      input: path("input"),
      gold: sidePath("gold"),
      system: sidePath("system"),
      compat,
      tagging: pick(
        choice("tagging", flags.tagging, TAGGINGS, p, TAGGING_NAMES),
        choice("inputs.tagging", i.tagging, TAGGINGS, p, TAGGING_NAMES),
      ),
      allowEmpty: pick(
        flags.allowEmpty === undefined ? undefined : flags.allowEmpty === true,
        i.allowEmpty as boolean | undefined,
      ),
      allowTextMismatch: pick(
        flags.allowTextMismatch === undefined ? undefined : flags.allowTextMismatch === true,
        i.allowTextMismatch as boolean | undefined,
      ),
      strictTags: pick(
        flags.strictTags === undefined ? undefined : flags.strictTags === true,
        i.strictTags as boolean | undefined,
      ),
      beta: betaFrom(pick(flags.beta, s.beta), p),
      ...columnSettings(flags, i, p),
      offsets: pick(
        choice("offsets", flags.offsets, ["char", "token"] as const, p),
        i.offsets as "char" | "token" | undefined,
      ),
      map: parseTypeMap(pick(flags.map, s.map), p),
      ignore: listFrom(pick(flags.ignore, s.ignore)),
      types: listFrom(pick(flags.types, s.types)),
      attributes: listFrom(pick(flags.attributes, s.attributes)),
      glob: listFrom(pick(flags.glob, i.glob)),
      goldSuffix: stringFrom(pick(flags.goldSuffix, i.goldSuffix)),
      systemSuffix: stringFrom(pick(flags.systemSuffix, i.systemSuffix)),
      textDir: path("textDir"),
      labelStudioSystem: pick(
        choice("label-studio-system", flags.labelStudioSystem, LABEL_STUDIO_SOURCES, p),
        choice("inputs.labelStudioSystem", i.labelStudioSystem, LABEL_STUDIO_SOURCES, p),
      ),
      tokens: path("tokens"),
      bdm: pick(
        pathFrom("bdm", flags.bdm, ctx.cwd, ctx, p, false),
        pathFrom("scoring.bdm", s.bdm, ctx.configDir, ctx, p, true),
      ),
      tokenSuffix: stringFrom(pick(flags.tokenSuffix, i.tokenSuffix)),
      minOverlap: numberFrom(
        "min-overlap",
        pick(flags.minOverlap, s.minOverlap),
        (n) => n >= 1 && n <= 100,
        "a percent of the gold span in 1..100 (nervaluate's min_overlap_percentage)",
        p,
      ),
      invisibleWords: invisibleWordsFrom(
        pick(flags.invisibleWords, s.invisibleWords, profileInvisibleWords(compat)),
        p,
      ),
      goldSet: stringFrom(pick(flags.goldSet, i.goldSet)),
      systemSet: stringFrom(pick(flags.systemSet, i.systemSet)),
      tokenType: stringFrom(pick(flags.tokenType, i.tokenType)),
      levels: levelsFrom(pick(flags.levels, s.levels), p),
      confidence: pick(
        flags.confidence === undefined ? undefined : flags.confidence === true,
        s.confidence as boolean | undefined,
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
  if (
    s.systemFormat !== null &&
    (WHOLE_CORPUS_FORMATS.includes(s.format) || WHOLE_CORPUS_FORMATS.includes(s.systemFormat))
  )
    p.push(
      `Gold format ${s.format} and system format ${s.systemFormat} cannot be mixed: conll, conllu and tbf read both sides in the same format. Mix only ${FORMATS.filter((f) => !WHOLE_CORPUS_FORMATS.includes(f)).join(", ")}.`,
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
