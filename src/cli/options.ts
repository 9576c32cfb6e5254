import { type ParseArgsOptionsConfig, parseArgs } from "node:util";
import {
  flagsReadBy,
  flagValuesFrom,
  SCORE_SETTING_TABLE,
  SETTING_COMMANDS,
  type SettingCommand,
  type SettingSpec,
  type TaskKind,
} from "../config/setting-table.ts";
import { describeError, UserError } from "../errors.ts";
import type { TaskFlags } from "../pipeline/task.ts";
import { TASK_SETTINGS } from "../pipeline/task-setting-rows.ts";
import { COMMAND_SETTING_TABLE } from "./command-setting-table.ts";

/** One command-line option: drives parsing, validation messages and `--help`. */
export interface OptionSpec {
  readonly type: "string" | "boolean";
  readonly value?: string;
  readonly multiple?: true;
  readonly help: string;
}

/** A setting's option spec: what parseArgs and `--help` need, in that command's words. */
type OptionOf<S extends SettingSpec> = Pick<S, Extract<keyof S, "type" | "value" | "multiple">> & {
  readonly help: string;
};

/** The flags `command` takes, from the settings table, in its order. */
export type CommandOptions<T extends Record<string, SettingSpec>, C extends SettingCommand> = {
  readonly [K in keyof T as C extends T[K]["commands"][number] ? K : never]: OptionOf<T[K]>;
};

/** The options of one command, derived from a settings table (table order). */
export function optionsFor<T extends Record<string, SettingSpec>, C extends SettingCommand>(
  table: T,
  command: C,
): CommandOptions<T, C> {
  const out: Record<string, OptionSpec> = {};
  for (const [flag, spec] of Object.entries(table))
    if (spec.commands.includes(command))
      out[flag] = {
        type: spec.type,
        ...(spec.value === undefined ? {} : { value: spec.value }),
        ...(spec.multiple === true ? { multiple: true } : {}),
        help: spec.helpIn?.[command] ?? spec.help,
      };
  return out as CommandOptions<T, C>;
}

/** Options of one command: its scoring settings, then its task, baseline and output settings. */
export function commandOptions<C extends SettingCommand>(command: C) {
  return {
    ...optionsFor(SCORE_SETTING_TABLE, command),
    ...optionsFor(COMMAND_SETTING_TABLE, command),
  };
}

/** The flags that name an input file (`--gold`, `--current`, …): the rows marked `namesInput`. */
export const INPUT_FLAGS: readonly string[] = Object.entries({
  ...SCORE_SETTING_TABLE,
  ...COMMAND_SETTING_TABLE,
} as Readonly<Record<string, SettingSpec>>)
  .filter(([, spec]) => spec.namesInput === true)
  .map(([flag]) => flag);

/**
 * The flags that name a file or folder to write (output rows valued FILE or DIR), each with the
 * commands where `-` means standard output.
 */
const WRITTEN_FLAGS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries({
    ...SCORE_SETTING_TABLE,
    ...COMMAND_SETTING_TABLE,
  } as Readonly<Record<string, SettingSpec>>)
    .filter(([, spec]) => spec.output === true && ["FILE", "DIR"].includes(spec.value ?? ""))
    .map(([flag, spec]) => [flag, spec.stdoutIn ?? []]),
);

/**
 * `-` given to a flag that writes a file: it would write a file (or make a folder) named `-`
 * where the user meant standard output, which only `record --out -` is. Refused, saying what
 * prints instead; `./-` still names such a file.
 */
function refuseDash(command: string, values: Readonly<Record<string, unknown>>): void {
  for (const [flag, stdout] of WRITTEN_FLAGS) {
    const v = values[flag];
    if ((v === "-" || (Array.isArray(v) && v.includes("-"))) && !stdout.includes(command))
      throw new UserError(
        `--${flag} -: '${command}' writes no standard output for --${flag}, and would write a file named '-'. Print with --json where the command has it, write to /dev/stdout, or name the file ./- if that is meant.`,
      );
  }
}

/** Options of `goldgate score`, in help order. Names are kebab-case. */
export const SCORE_OPTIONS = commandOptions("score");

/**
 * Refuses every flag given that `command` does not read when it measures `kind` (the settings
 * tables' `reads`), and over repeated runs those it does not apply to runs (`notOverRunsIn`): a
 * flag is honoured or refused, never ignored.
 */
export function refuseUnread(
  command: SettingCommand,
  kind: TaskKind,
  values: Readonly<Record<string, unknown>>,
  what: string,
  runs = false,
): void {
  const read = new Set([
    ...flagsReadBy(SCORE_SETTING_TABLE, command, kind, runs),
    ...flagsReadBy(COMMAND_SETTING_TABLE, command, kind, runs),
  ]);
  const unread = Object.keys(values)
    .filter((flag) => values[flag] !== undefined && !read.has(flag))
    .sort();
  if (unread.length > 0)
    throw new UserError(
      `${unread.map((f) => `--${f}`).join(", ")}: not used by ${what}${runs ? " over repeated runs (a glob in --system, docs/runs.md)" : ""}. Remove ${unread.length === 1 ? "it" : "them"} (docs/cli.md says which task reads which option).`,
    );
}

/**
 * Refuses every flag given without the flag it needs in `command` (the tables' `needsIn`):
 * `agree --waive` without `--config` would waive a gate that never runs.
 */
export function refuseAlone(command: string, values: Readonly<Record<string, unknown>>): void {
  if (values.help === true || !(SETTING_COMMANDS as readonly string[]).includes(command)) return;
  const table: Readonly<Record<string, SettingSpec>> = {
    ...SCORE_SETTING_TABLE,
    ...COMMAND_SETTING_TABLE,
  };
  const alone = Object.keys(values).flatMap((flag) => {
    const need = table[flag]?.needsIn?.[command as SettingCommand];
    return need !== undefined && values[flag] !== undefined && values[need.flag] === undefined
      ? [
          `--${flag}: not used by goldgate ${command} without --${need.flag}: ${need.why}. Give --${need.flag}${placeholder(table, need.flag)} or remove --${flag}.`,
        ]
      : [];
  });
  if (alone.length > 0) throw new UserError(alone.join("\n"));
}

/** ` FILE`: the value a flag takes, as `--help` shows it. */
function placeholder(table: Readonly<Record<string, SettingSpec>>, flag: string): string {
  const value = table[flag]?.value;
  return value === undefined ? "" : ` ${value}`;
}

/**
 * Refuses every flag given that asks for an output of scores (the rows marked `output`) where
 * `what` scores nothing: `score --shard-ids` prints ids.
 */
export function refuseOutputs(values: Readonly<Record<string, unknown>>, what: string): void {
  const rows: Readonly<Record<string, SettingSpec>> = {
    ...SCORE_SETTING_TABLE,
    ...COMMAND_SETTING_TABLE,
  };
  const given = Object.keys(values)
    .filter((flag) => values[flag] !== undefined && rows[flag]?.output === true)
    .sort();
  if (given.length > 0)
    throw new UserError(
      `${given.map((f) => `--${f}`).join(", ")}: not used by ${what}, which prints ids and scores nothing. Remove ${given.length === 1 ? "it" : "them"}, or drop --shard-ids to score.`,
    );
}

/** The task flags' values (`--task`, `--judgements`, …) as resolveTaskSettings reads them. */
export function taskFlagsFrom(values: Readonly<Record<string, unknown>>): TaskFlags {
  return flagValuesFrom(TASK_SETTINGS, values);
}

/** Renders an option table as help lines. */
export function renderOptionHelp(options: Readonly<Record<string, OptionSpec>>): string {
  const rows = Object.entries(options).map(([name, spec]) => [
    `--${name}${spec.value === undefined ? "" : ` ${spec.value}`}`,
    spec.help,
  ]);
  const width = Math.min(40, Math.max(...rows.map((r) => (r[0] as string).length)));
  return rows.map(([flag, help]) => `  ${(flag as string).padEnd(width)}  ${help}`).join("\n");
}

/** What `parseCommandArgs` returns: the typed values, and positionals (empty unless allowed). */
export type ParsedCommand<O extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ options: O; strict: true; allowPositionals: true }>
>;

/**
 * Parses one command's arguments against its option table; an unknown or malformed flag is a
 * UserError pointing at `goldgate <command> --help`. Without positionals `--opt -1` means
 * `--opt=-1`; with them a word like `-1.conll` may be a file, so it is left to parseArgs.
 */
export function parseCommandArgs<const O extends ParseArgsOptionsConfig>(
  command: string,
  args: readonly string[],
  options: O,
  { allowPositionals = false }: { readonly allowPositionals?: boolean } = {},
): ParsedCommand<O> {
  let parsed: ReturnType<
    typeof parseArgs<{ options: O; strict: true; allowPositionals: boolean; tokens: true }>
  >;
  try {
    parsed = parseArgs({
      args: allowPositionals ? args : joinNegativeValues(args),
      options,
      strict: true,
      allowPositionals,
      tokens: true,
    });
  } catch (error) {
    throw new UserError(
      `${describeError(error)}\nRun 'goldgate ${command} --help' for the options.`,
    );
  }
  refuseRepeatedSystem(parsed.tokens);
  refuseAlone(command, parsed.values);
  refuseDash(command, parsed.values);
  return { values: parsed.values, positionals: parsed.positionals } as ParsedCommand<O>;
}

/**
 * `--system` given twice would keep the last file alone without a word; repeated runs are named
 * by one glob (docs/runs.md).
 */
function refuseRepeatedSystem(
  tokens: readonly { readonly kind: string; readonly name?: string }[],
): void {
  const given = tokens.filter((t) => t.kind === "option" && t.name === "system").length;
  if (given > 1)
    throw new UserError(
      `--system is given ${given} times; one run reads one file. Name K runs of one system with one glob: --system 'out/run-*.jsonl' (docs/runs.md).`,
    );
}

/** `--gold-column -1` → `--gold-column=-1`: parseArgs would read `-1` as an option. */
function joinNegativeValues(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let k = 0; k < args.length; k++) {
    const arg = args[k] as string;
    const next = args[k + 1];
    if (arg.startsWith("--") && !arg.includes("=") && next !== undefined && /^-\d/.test(next)) {
      out.push(`${arg}=${next}`);
      k++;
    } else out.push(arg);
  }
  return out;
}
