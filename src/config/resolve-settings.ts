import { UserError } from "../errors.ts";
import { checkColumnKinds, columnSettings } from "./column-settings.ts";
import type { ConfigFile } from "./load-config.ts";
import type { Problems } from "./number-settings.ts";
import { type PathContext, pathFrom, systemListFrom } from "./path-settings.ts";
import { invisibleWordsFrom, PARSERS, type Parser, type Resolving } from "./setting-parsers.ts";
import { camelName, type Flags, SCORE_SETTING_TABLE, type SettingSpec } from "./setting-table.ts";
import { choice, pick } from "./setting-values.ts";
import {
  DEFAULT_SCORE_SETTINGS,
  FORMATS,
  PROFILE_OVERRIDES,
  type ScoreSettings,
} from "./settings.ts";
import { sideSettings } from "./side-settings.ts";

export type { Problems } from "./number-settings.ts";
export { type PathContext, pathFrom, systemListFrom } from "./path-settings.ts";
export type { Flags } from "./setting-table.ts";

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
