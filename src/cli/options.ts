import { type ParseArgsOptionsConfig, parseArgs } from "node:util";
import {
  SCORE_SETTING_TABLE,
  type SettingCommand,
  type SettingSpec,
} from "../config/setting-table.ts";
import { describeError, UserError } from "../errors.ts";
import { SPAN_SCHEMES } from "../measure/schemes.ts";

/** One command-line option: drives parsing, validation messages and `--help`. */
export interface OptionSpec {
  readonly type: "string" | "boolean";
  readonly value?: string;
  readonly help: string;
}

/** A setting's option spec: what parseArgs and `--help` need, in that command's words. */
type OptionOf<S extends SettingSpec> = {
  readonly type: S["type"];
  readonly value?: string;
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
        help: spec.helpIn?.[command] ?? spec.help,
      };
  return out as CommandOptions<T, C>;
}

/** Options of `goldgate score`, in help order. Names are kebab-case. */
export const SCORE_OPTIONS = {
  ...optionsFor(SCORE_SETTING_TABLE, "score"),
  scheme: {
    type: "string",
    value: SPAN_SCHEMES.join("|"),
    help: "scheme of the per-type terminal table (default strict)",
  },
  confusion: {
    type: "boolean",
    help: "print the confusion matrices (labels; span types: gold × system, missing, spurious)",
  },
  json: { type: "boolean", help: "print the goldgate/scores@1 JSON instead of the table" },
  out: { type: "string", value: "FILE", help: "also write the scores JSON to FILE" },
  shard: {
    type: "string",
    value: "I/N",
    help: "score only shard I of N (documents or items by id hash) for 'goldgate merge' (docs/sharding.md)",
  },
  "shard-ids": {
    type: "boolean",
    help: "with --shard: print the ids of the shard's gold documents (or items), one a line, and stop",
  },
  details: {
    type: "string",
    value: "FILE",
    help: "write every alignment (gold, system, relation, text); .csv for CSV, else JSON",
  },
  csv: {
    type: "string",
    value: "DIR",
    help: "write MAT's CSVs: bytag, details, by<level> for --levels, confusability",
  },
  help: { type: "boolean", help: "show this help" },
} as const satisfies Record<string, OptionSpec>;

/** How to score, as `record` and `compare` take it (`run` and `agree` derive their own). */
export const SCORING_OPTIONS = optionsFor(SCORE_SETTING_TABLE, "record");

/** `--weights` and `--level` of agreement among coders on a label table (docs/agreement.md). */
export const AGREEMENT_SCALE_OPTIONS = {
  weights: {
    type: "string",
    value: "linear|quadratic",
    help: "agreement: add weighted κ, AC2, weighted Fleiss/Conger/Brennan–Prediger (ordered categories)",
  },
  level: {
    type: "string",
    value: "nominal|ordinal|interval|ratio",
    help: "agreement: Krippendorff's α at this level of measurement (default nominal)",
  },
} as const;

/** The task flags of `run`, `record` and `compare` (docs/families.md). */
export const TASK_OPTIONS = {
  task: {
    type: "string",
    value: "score|agreement",
    help: "agreement: coders against each other on --judgements (default score)",
  },
  judgements: {
    type: "string",
    value: "FILE",
    help: "task agreement: the item, coder, label table",
  },
  categories: {
    type: "string",
    value: "C,…",
    help: "task agreement: the declared category inventory (in scale order for --weights/--level)",
  },
  ...AGREEMENT_SCALE_OPTIONS,
} as const;

/** The task flags' values as resolveTaskSettings reads them. */
export function taskFlagsFrom(v: {
  readonly task?: string | undefined;
  readonly judgements?: string | undefined;
  readonly categories?: string | undefined;
  readonly weights?: string | undefined;
  readonly level?: string | undefined;
}): { task?: string; judgements?: string; categories?: string; weights?: string; level?: string } {
  return {
    ...(v.task === undefined ? {} : { task: v.task }),
    ...(v.judgements === undefined ? {} : { judgements: v.judgements }),
    ...(v.categories === undefined ? {} : { categories: v.categories }),
    ...(v.weights === undefined ? {} : { weights: v.weights }),
    ...(v.level === undefined ? {} : { level: v.level }),
  };
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
