import { betaFrom, numberFrom, type Problems } from "./number-settings.ts";
import { type PathContext, pathFrom } from "./path-settings.ts";
import { INVISIBLE_WORD_PRESETS } from "./presets.ts";
import type { SCORE_SETTING_TABLE } from "./setting-table.ts";
import { choice, listFrom } from "./setting-values.ts";
import { LEVELS, type LevelName, TAGGING_NAMES, TAGGINGS } from "./settings.ts";
import { parseTypeMap } from "./type-map.ts";

/**
 * How the settings rows whose values are not a switch, a closed set or plain text are parsed
 * (paths, numbers, lists, type maps): the table's parser column, keyed by flag.
 */

/** A preset name (`evmeval-1.7`, `none`) or a comma list of words. */
export function invisibleWordsFrom(
  value: unknown,
  problems: Problems,
): readonly string[] | undefined {
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
export type Parser = (
  value: unknown,
  name: string,
  from: "flag" | "config",
  r: Resolving,
) => unknown;

export interface Resolving {
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
export const PARSERS: Readonly<Partial<Record<keyof typeof SCORE_SETTING_TABLE, Parser>>> = {
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
  "scored-attributes": listFrom,
  "symmetric-relations": listFrom,
  glob: listFrom,
  "tag-names": listFrom,
  levels: (v, _n, _f, { p }) => levelsFrom(v, p),
  tagging: (v, name, _f, { p }) => choice(name, v, TAGGINGS, p, TAGGING_NAMES),
  "usage-tokens": fieldPath,
  "usage-cost": fieldPath,
  "usage-latency": fieldPath,
};
