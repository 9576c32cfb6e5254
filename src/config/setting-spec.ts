/**
 * What a row of the settings tables says (a setting: its flag, goldgate.yml path, closed set,
 * default, doc, commands and the tasks that read it), and the shorthands the rows are written with.
 * The rows are in the *-setting-rows.ts modules; setting-table.ts assembles and derives from them.
 */

import type { FormatName } from "./settings.ts";

/** The commands that take settings flags (`merge` and `init` have their own small tables). */
export const SETTING_COMMANDS = ["score", "run", "record", "compare", "agree"] as const;
export type SettingCommand = (typeof SETTING_COMMANDS)[number];

/**
 * What a command reads once its settings are read: a corpus of spans (and events), gold and
 * system label tables, per-item metric values, coders on one label table, annotation sets of
 * spans against each other (`goldgate agree --format <span format>`), or a scores file made before
 * (`goldgate compare --current FILE`: nothing is scored, so no scoring setting applies).
 */
export const TASK_KINDS = [
  "corpus",
  "labels",
  "items",
  "agreement",
  "spanAgreement",
  "scoresFile",
] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/**
 * One setting: its flag (the table's key, kebab-case), its goldgate.yml path, its closed set, its
 * default as the docs show it, its one-line doc, the commands whose flag table has it, and the
 * tasks that read it. A flag given to a task that does not read it is refused, never ignored.
 */
export interface SettingSpec {
  readonly type: "string" | "boolean";
  /** The value's placeholder in `--help` (`FILE`, `a|b`); none for a switch. */
  readonly value?: string;
  readonly help: string;
  /** Other words for `--help` in some commands (`--out` writes a baseline in `record`). */
  readonly helpIn?: Readonly<Partial<Record<SettingCommand, string>>>;
  /** Where goldgate.yml sets it (`inputs.tagging`); null: the command line only. */
  readonly config: string | null;
  /** The values it takes, when a closed set. */
  readonly choices?: readonly string[];
  /** Other names it accepts for some of them (`bio` for `iob2`): in the schema, not in `--help`. */
  readonly aliases?: readonly string[];
  /** The default, as docs/config.md shows it; null: none (unset). */
  readonly default: string | null;
  readonly commands: readonly SettingCommand[];
  readonly reads: readonly TaskKind[];
  /**
   * The span formats whose reader reads it (`gold-set`: gate); absent: every format. Given to a
   * corpus neither of whose sides is in one of them, it is refused, as an unread task's flag is.
   */
  readonly formats?: readonly FormatName[];
  /** What it reads in some commands when unlike `reads` (`--csv`: MAT's CSVs in `score`, any run's in `run`). */
  readonly readsIn?: Readonly<Partial<Record<SettingCommand, readonly TaskKind[]>>>;
  /** The flag may be given more than once (`--link`). */
  readonly multiple?: true;
  /**
   * In some commands the flag does something only beside another (`agree --waive` gates nothing
   * without `--config`): given alone there, it is refused, saying why.
   */
  readonly needsIn?: Readonly<Partial<Record<SettingCommand, FlagNeed>>>;
  /**
   * The commands that do not apply the flag over repeated runs (a glob in `--system`,
   * docs/runs.md), where it is refused: `score --details` writes one run's alignments.
   */
  readonly notOverRunsIn?: readonly SettingCommand[];
  /** It names an input file: with one on the command line, ./goldgate.yml is read only by --config. */
  readonly namesInput?: true;
  /** It asks for an output of scores (printed or written): refused where nothing is scored (`score --shard-ids`). */
  readonly output?: true;
  /** The commands where its value `-` means standard output (`record --out -`); elsewhere refused. */
  readonly stdoutIn?: readonly SettingCommand[];
}

/** The flag another needs in one command, and why. */
export interface FlagNeed {
  readonly flag: string;
  readonly why: string;
}

/** What each command may measure: a flag it takes must be read by one of them (a test checks). */
export const COMMAND_TASKS: Readonly<Record<SettingCommand, readonly TaskKind[]>> = {
  score: ["corpus", "labels", "items"],
  run: ["corpus", "labels", "items", "agreement", "spanAgreement"],
  record: ["corpus", "labels", "items", "agreement", "spanAgreement"],
  compare: ["corpus", "labels", "items", "agreement", "spanAgreement", "scoresFile"],
  agree: ["agreement", "spanAgreement"],
};

/** Shorthands of the rows: who takes a setting, what reads it, what value it shows in `--help`. */
export const SCORING = ["score", "run", "record", "compare", "agree"] as const;
/** The commands that score a system against gold (`agree` measures annotators). */
export const GOLD = ["score", "run", "record", "compare"] as const;
export const SPANS = ["corpus", "spanAgreement"] as const;
export const TABLES = ["corpus", "labels", "spanAgreement"] as const;
export const EVERY = TASK_KINDS;
/** What is read to be measured now: all but a scores file made before. */
export const MEASURED = TASK_KINDS.filter((kind) => kind !== "scoresFile");
export const fileNamed = { type: "string", value: "FILE" } as const;
export const choiceOf = (set: readonly string[]) =>
  ({ type: "string", value: set.join("|") }) as const;
/** The commands that read a baseline or gate: `run`, `record` and `compare`; those that compare. */
export const TRIO = ["run", "record", "compare"] as const;
export const GATED = ["compare", "run"] as const;
/** What `run`, `record` and `compare` measure. */
export const SCORED = ["corpus", "labels", "items", "agreement", "spanAgreement"] as const;
/** Where the comparison reads its current side from: scored now, or a scores file (`--current`). */
export const COMPARED = [...SCORED, "scoresFile"] as const;
export const AGREEMENT = ["agreement"] as const;
/** Annotation sets compared pairwise by span (`inputs.sets`, `agree --format <span format>`). */
export const SPAN_SETS = ["spanAgreement"] as const;
/** A FILE-valued flag with its help. */
export const fileFlag = (help: string) => ({ type: "string", value: "FILE", help }) as const;
