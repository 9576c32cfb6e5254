import { EXTRA_SCORE_SETTINGS, USAGE_SETTINGS } from "./extra-setting-rows.ts";
import { INPUT_SETTINGS } from "./input-setting-rows.ts";
import { READER_SETTINGS } from "./reader-setting-rows.ts";
import { SELECTION_SETTINGS } from "./selection-setting-rows.ts";
import type { SettingCommand, SettingSpec, TaskKind } from "./setting-spec.ts";

export {
  COMMAND_TASKS,
  type FlagNeed,
  SETTING_COMMANDS,
  type SettingCommand,
  type SettingSpec,
  TASK_KINDS,
  type TaskKind,
} from "./setting-spec.ts";

/**
 * How to score: the settings of `score`, `run`, `record` and `compare` (and, where they apply,
 * `agree`), in `--help` order. resolveScoreSettings reads them flag › goldgate.yml › profile ›
 * default; docs/cli.md, docs/config.md and goldgate.schema.json are held to this table by tests.
 */
export const SCORE_SETTING_TABLE = {
  ...INPUT_SETTINGS,
  ...USAGE_SETTINGS,
  ...SELECTION_SETTINGS,
  ...READER_SETTINGS,
  ...EXTRA_SCORE_SETTINGS,
} as const satisfies Record<string, SettingSpec>;

/** The flags `command` reads when it measures `kind` (over repeated runs: `runs`), from a table. */
export function flagsReadBy(
  table: Readonly<Record<string, SettingSpec>>,
  command: SettingCommand,
  kind: TaskKind,
  runs = false,
): string[] {
  return Object.entries(table)
    .filter(([, s]) => s.commands.includes(command))
    .filter(([, s]) => (s.readsIn?.[command] ?? s.reads).includes(kind))
    .filter(([, s]) => !runs || !(s.notOverRunsIn ?? []).includes(command))
    .map(([flag]) => flag);
}

/** `gold-format` → `goldFormat`: the name a setting has in code and in goldgate.yml. */
export type CamelName<S extends string> = S extends `${infer A}-${infer B}`
  ? `${A}${Capitalize<CamelName<B>>}`
  : S;

/** `gold-format` → `goldFormat`. */
export function camelName<S extends string>(flag: S): CamelName<S> {
  return flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) as CamelName<S>;
}

/** What a setting's flag holds once parsed: text, a switch, or the texts of a repeated flag. */
type FlagValue<S> = S extends { readonly type: "boolean" }
  ? boolean
  : S extends { readonly multiple: true }
    ? readonly string[]
    : string;

/**
 * The command-line values of a settings table's rows, keyed by their names in code
 * (`gold-format` → `goldFormat`): the one type of flag values, derived from the rows.
 */
export type FlagValues<T> = {
  readonly [K in keyof T & string as CamelName<K>]?: FlagValue<T[K]> | undefined;
};

/**
 * Command-line values of the score settings (`--config` aside): `goldFormat` and
 * `goldCharOffsets` set `format` and `charOffsets` for the gold side only.
 */
export type Flags = FlagValues<Omit<typeof SCORE_SETTING_TABLE, "config">>;

/** The values of `table`'s flags out of parsed arguments (kebab-case), keyed by name in code. */
export function flagValuesFrom<T extends Readonly<Record<string, SettingSpec>>>(
  table: T,
  values: Readonly<Record<string, unknown>>,
): FlagValues<T> {
  const out: Record<string, unknown> = {};
  for (const flag of Object.keys(table))
    if (values[flag] !== undefined) out[camelName(flag)] = values[flag];
  return out as FlagValues<T>;
}

/** The score settings' flag values (`--config` aside) out of parsed arguments, keyed by name. */
export function flagsFrom(values: Readonly<Record<string, unknown>>): Flags {
  const { config: _, ...settings } = SCORE_SETTING_TABLE;
  return flagValuesFrom(settings, values);
}
