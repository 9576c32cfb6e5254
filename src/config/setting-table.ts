import { INVISIBLE_WORD_PRESETS } from "./presets.ts";
import {
  CHAR_OFFSET_MODES,
  FORMATS,
  LABEL_STUDIO_SOURCES,
  LEVELS,
  MENTION_LEVELS,
  OFFSET_UNITS,
  PROFILES,
  SPAN_SCHEMES,
  TAGGING_NAMES,
  TAGGINGS,
} from "./settings.ts";

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
  /** What it reads in some commands when unlike `reads` (`--csv`: MAT's CSVs in `score`, any run's in `run`). */
  readonly readsIn?: Readonly<Partial<Record<SettingCommand, readonly TaskKind[]>>>;
  /** The flag may be given more than once (`--link`). */
  readonly multiple?: true;
  /**
   * In some commands the flag does something only beside another (`agree --waive` gates nothing
   * without `--config`): given alone there, it is refused, saying why.
   */
  readonly needsIn?: Readonly<Partial<Record<SettingCommand, FlagNeed>>>;
}

/** The flag another needs in one command, and why. */
export interface FlagNeed {
  readonly flag: string;
  readonly why: string;
}

/** What each command may measure: a flag it takes must be read by one of them (a test checks). */
export const COMMAND_TASKS: Readonly<Record<SettingCommand, readonly TaskKind[]>> = {
  score: ["corpus", "labels", "items"],
  run: ["corpus", "labels", "items", "agreement"],
  record: ["corpus", "labels", "items", "agreement"],
  compare: ["corpus", "labels", "items", "agreement", "scoresFile"],
  agree: ["agreement", "spanAgreement"],
};

/** The flags `command` reads when it measures `kind`, from a settings table. */
export function flagsReadBy(
  table: Readonly<Record<string, SettingSpec>>,
  command: SettingCommand,
  kind: TaskKind,
): string[] {
  return Object.entries(table)
    .filter(([, s]) => s.commands.includes(command))
    .filter(([, s]) => (s.readsIn?.[command] ?? s.reads).includes(kind))
    .map(([flag]) => flag);
}

const SCORING = ["score", "run", "record", "compare", "agree"] as const;
/** The commands that score a system against gold (`agree` measures annotators). */
const GOLD = ["score", "run", "record", "compare"] as const;
const SPANS = ["corpus", "spanAgreement"] as const;
const TABLES = ["corpus", "labels", "spanAgreement"] as const;
const EVERY = TASK_KINDS;
/** What is read to be measured now: all but a scores file made before. */
const MEASURED = TASK_KINDS.filter((kind) => kind !== "scoresFile");
const fileNamed = { type: "string", value: "FILE" } as const;
const choiceOf = (set: readonly string[]) => ({ type: "string", value: set.join("|") }) as const;

const usageField = (what: string, path: string) =>
  ({
    type: "string",
    value: "PATH",
    help: `where a system record reports ${what}: a dotted path (default ${path})`,
    config: `usage.${what === "latency in ms" ? "latency" : what}`,
    default: path,
    commands: GOLD,
    reads: ["corpus", "items"],
  }) as const;

/** Where system records report usage (docs/families.md, "Usage"). */
const USAGE_SETTINGS = {
  "usage-tokens": usageField("tokens", "usage.total_tokens"),
  "usage-cost": usageField("cost", "usage.cost"),
  "usage-latency": usageField("latency in ms", "latency_ms"),
} as const satisfies Record<string, SettingSpec>;

/** GATE's and MAT's extras, and the label tables' own settings. */
const EXTRA_SCORE_SETTINGS = {
  bdm: {
    ...fileNamed,
    help: "a BDM score file (GATE): adds the bdm scheme, crediting near-miss types",
    config: "scoring.bdm",
    default: null,
    commands: SCORING,
    reads: SPANS,
  },
  "gold-set": {
    type: "string",
    value: "NAME",
    help: "gate: annotation set read as gold (default Key; '' is the default set)",
    config: "inputs.goldSet",
    default: "Key",
    commands: SCORING,
    reads: SPANS,
  },
  "system-set": {
    type: "string",
    value: "NAME",
    help: "gate: annotation set read as system output (default '': the default set)",
    config: "inputs.systemSet",
    default: "''",
    commands: SCORING,
    reads: SPANS,
  },
  "token-type": {
    type: "string",
    value: "TYPE",
    help: "gate / mat-*: annotation type of tokens (default Token for gate, lex for MAT)",
    config: "inputs.tokenType",
    default: null,
    commands: SCORING,
    reads: SPANS,
  },
  levels: {
    type: "string",
    value: LEVELS.join(","),
    help: "add MAT's token / character / pseudo-token scores as levels.* (docs/scores.md)",
    config: "scoring.levels",
    choices: LEVELS,
    default: null,
    commands: GOLD,
    reads: ["corpus"],
  },
  confidence: {
    type: "boolean",
    help: "MAT's confidence data: P/R/F mean, variance, std over 1,000 document resamples",
    config: "scoring.confidence",
    default: "false",
    commands: GOLD,
    reads: ["corpus"],
  },
  hierarchy: {
    ...fileNamed,
    help: "labels: tag tree (JSON or YAML) for hierarchical scoring",
    config: null,
    default: null,
    commands: ["score"],
    reads: ["labels"],
  },
  "multi-label": {
    type: "boolean",
    help: "labels: cells hold sets of labels (comma-separated): multi-label P/R/F, samples average, subset accuracy, Hamming loss",
    config: "inputs.multiLabel",
    default: "false",
    commands: ["score"],
    reads: ["labels"],
  },
  "zero-division": {
    type: "string",
    value: "0|1|null",
    help: "labels: what a 0/0 precision, recall or specificity is (default 0; null leaves it out of averages)",
    config: "scoring.zeroDivision",
    choices: ["0", "1", "null"],
    default: "0",
    commands: ["score"],
    reads: ["labels"],
  },
} as const satisfies Record<string, SettingSpec>;

/** How the readers count characters and where they find what a format keeps apart. */
const READER_SETTINGS = {
  "char-offsets": {
    ...choiceOf(CHAR_OFFSET_MODES),
    help: "how both sides count characters: doccano, Label Studio, JSONL with text (docs/formats.md)",
    config: "inputs.charOffsets",
    choices: CHAR_OFFSET_MODES,
    default: "auto",
    commands: SCORING,
    reads: SPANS,
  },
  "gold-char-offsets": {
    ...choiceOf(CHAR_OFFSET_MODES),
    help: "how the gold side counts characters (overrides --char-offsets)",
    config: "inputs.gold.charOffsets",
    choices: CHAR_OFFSET_MODES,
    default: "inputs.charOffsets",
    commands: SCORING,
    reads: SPANS,
  },
  "system-char-offsets": {
    ...choiceOf(CHAR_OFFSET_MODES),
    help: "how the system side counts characters (overrides --char-offsets)",
    config: "inputs.system.charOffsets",
    choices: CHAR_OFFSET_MODES,
    default: "inputs.charOffsets",
    commands: SCORING,
    reads: SPANS,
  },
  "allow-empty": {
    type: "boolean",
    help: "run: accept a side without annotations or no paired document (else exit 2)",
    config: "inputs.allowEmpty",
    default: "false",
    commands: GOLD,
    reads: ["corpus", "labels"],
  },
  "allow-text-mismatch": {
    type: "boolean",
    help: "score even when more than 5% of span texts differ from the text their offsets cover",
    config: "inputs.allowTextMismatch",
    default: "false",
    commands: SCORING,
    reads: SPANS,
  },
  "label-studio-system": {
    ...choiceOf(LABEL_STUDIO_SOURCES),
    help: "Label Studio: which results are the system output",
    config: "inputs.labelStudioSystem",
    choices: LABEL_STUDIO_SOURCES,
    default: "auto",
    commands: SCORING,
    reads: SPANS,
  },
  tokens: {
    type: "string",
    value: "DIR",
    help: "tbf: token tables <doc>.tab (token mode); else character mode",
    config: "inputs.tokens",
    default: null,
    commands: SCORING,
    reads: SPANS,
  },
  "token-suffix": {
    type: "string",
    value: "SUFFIX",
    help: "tbf: token table suffix (default .tab)",
    config: "inputs.tokenSuffix",
    default: ".tab",
    commands: SCORING,
    reads: SPANS,
  },
  "invisible-words": {
    type: "string",
    value: `${Object.keys(INVISIBLE_WORD_PRESETS).join("|")}|W,…`,
    help: "tbf: tokens left out of mention spans",
    config: "scoring.invisibleWords",
    default: "none",
    commands: SCORING,
    reads: SPANS,
  },
} as const satisfies Record<string, SettingSpec>;

/** Which types, attributes and files are read; kept apart to keep each part of the table short. */
const SELECTION_SETTINGS = {
  map: {
    type: "string",
    value: "A=X,B=Y",
    help: "type equivalences applied to both sides (pairs split by , or ;  sources joined by |)",
    config: "scoring.map",
    default: null,
    commands: SCORING,
    reads: SPANS,
  },
  ignore: {
    type: "string",
    value: "T,…",
    help: "types dropped from both sides",
    config: "scoring.ignore",
    default: null,
    commands: SCORING,
    reads: SPANS,
  },
  types: {
    type: "string",
    value: "T,…",
    help: "score only these types",
    config: "scoring.types",
    default: null,
    commands: SCORING,
    reads: SPANS,
  },
  attributes: {
    type: "string",
    value: "A,…",
    help: "attributes that must be equal for a match (GATE's significant features)",
    config: "scoring.attributes",
    default: null,
    commands: SCORING,
    reads: SPANS,
  },
  "symmetric-relations": {
    type: "string",
    value: "R,…",
    help: "relation types whose arguments may come in either order",
    config: "scoring.symmetricRelations",
    default: null,
    commands: GOLD,
    reads: ["corpus"],
  },
  glob: {
    type: "string",
    value: "PATTERN,…",
    help: "directory corpora: read only matching files",
    config: "inputs.glob",
    default: null,
    commands: SCORING,
    reads: SPANS,
  },
  "gold-suffix": {
    type: "string",
    value: "SUFFIX",
    help: "suffix removed from gold file names to get document ids",
    config: "inputs.goldSuffix",
    default: null,
    commands: SCORING,
    reads: SPANS,
  },
  "system-suffix": {
    type: "string",
    value: "SUFFIX",
    help: "suffix removed from system file names to get document ids",
    config: "inputs.systemSuffix",
    default: null,
    commands: SCORING,
    reads: SPANS,
  },
  "text-dir": {
    type: "string",
    value: "DIR",
    help: "brat: where the .txt files are",
    config: "inputs.textDir",
    default: null,
    commands: SCORING,
    reads: SPANS,
  },
} as const satisfies Record<string, SettingSpec>;

/**
 * How to score: the settings of `score`, `run`, `record` and `compare` (and, where they apply,
 * `agree`), in `--help` order. resolveScoreSettings reads them flag › goldgate.yml › profile ›
 * default; docs/cli.md, docs/config.md and goldgate.schema.json are held to this table by tests.
 */
export const SCORE_SETTING_TABLE = {
  config: {
    ...fileNamed,
    help: "read settings from a goldgate.yml (flags override it)",
    config: null,
    default: "./goldgate.yml when no input is named",
    commands: SCORING,
    reads: EVERY,
  },
  format: {
    ...choiceOf([...FORMATS, "labels", "items"]),
    help: "input format of both sides (default conll); labels: item/label tables or CoNLL label columns; items: per-item metric values (--system only)",
    config: "inputs.format",
    choices: [...FORMATS, "labels", "items"],
    default: "conll",
    commands: SCORING,
    reads: MEASURED,
  },
  "gold-format": {
    ...choiceOf(FORMATS),
    help: "the gold side's format when it differs from the system's (overrides --format)",
    config: "inputs.gold.format",
    choices: FORMATS,
    default: "inputs.format",
    commands: SCORING,
    reads: SPANS,
  },
  "system-format": {
    ...choiceOf(FORMATS),
    help: "the system side's format when it differs from the gold's (overrides --format)",
    config: "inputs.system.format",
    choices: FORMATS,
    default: "inputs.format",
    commands: SCORING,
    reads: SPANS,
  },
  input: {
    ...fileNamed,
    help: "conlleval layout: one CoNLL file, gold and system tags in the last two columns (CoNLL-U: in the columns --gold-column and --system-column name)",
    config: "inputs.input",
    default: null,
    commands: GOLD,
    reads: ["corpus", "labels"],
  },
  gold: {
    ...fileNamed,
    help: "gold-standard file",
    config: "inputs.gold",
    default: null,
    commands: GOLD,
    reads: ["corpus", "labels"],
  },
  system: {
    ...fileNamed,
    help: "system output file",
    config: "inputs.system",
    default: null,
    commands: GOLD,
    reads: ["corpus", "labels", "items"],
  },
  compat: {
    ...choiceOf(PROFILES),
    help: "reproduce a peer scorer exactly (docs/compat.md)",
    config: "scoring.compat",
    choices: PROFILES,
    default: "default",
    commands: SCORING,
    reads: SPANS,
  },
  tagging: {
    ...choiceOf(TAGGINGS),
    help: "CoNLL tagging scheme (default iob2; bio = iob2, bioes = iobes)",
    config: "inputs.tagging",
    choices: TAGGINGS,
    aliases: Object.keys(TAGGING_NAMES.aliases),
    default: "iob2",
    commands: SCORING,
    reads: SPANS,
  },
  "strict-tags": {
    type: "boolean",
    help: "drop ill-formed chunks (seqeval strict) instead of repairing them",
    config: "inputs.strictTags",
    default: "false",
    commands: SCORING,
    reads: SPANS,
  },
  "gold-column": {
    type: "string",
    value: "N|NAME",
    help: "CoNLL: 0-based gold tag column, negative from the end (default -2); CoNLL-U: a column name or COLUMN:KEY (default MISC:NER)",
    config: "inputs.goldColumn",
    default: "-2",
    commands: SCORING,
    reads: TABLES,
  },
  "system-column": {
    type: "string",
    value: "N|NAME",
    help: "CoNLL: 0-based system tag column, negative from the end (default -1); CoNLL-U: a column name or COLUMN:KEY (default MISC:NER)",
    config: "inputs.systemColumn",
    default: "-1",
    commands: SCORING,
    reads: TABLES,
  },
  offsets: {
    ...choiceOf(OFFSET_UNITS),
    help: "JSONL offset unit (default char: Unicode code points)",
    config: "inputs.offsets",
    choices: OFFSET_UNITS,
    default: "char",
    commands: SCORING,
    reads: SPANS,
  },
  beta: {
    type: "string",
    value: "B",
    help: "also report F-beta (as fbeta)",
    config: "scoring.beta",
    default: "1",
    commands: SCORING,
    reads: TABLES,
  },
  "min-overlap": {
    type: "string",
    value: "PCT",
    help: "--compat nervaluate: percent of the gold span a pair needs (1..100, default 1)",
    config: "scoring.minOverlap",
    default: null,
    commands: SCORING,
    reads: SPANS,
  },
  "attribute-scheme": {
    ...choiceOf(SPAN_SCHEMES),
    help: "span scheme whose matched pairs the span-attribute figures score (attributes.*)",
    config: "scoring.attributeScheme",
    choices: SPAN_SCHEMES,
    default: "strict",
    commands: GOLD,
    reads: ["corpus"],
  },
  mentions: {
    ...choiceOf(MENTION_LEVELS),
    help: "spans where they are in the text (located), or each document's (normalised text, type) multiset (strings)",
    config: "scoring.mentions",
    choices: MENTION_LEVELS,
    default: "located",
    commands: GOLD,
    reads: ["corpus"],
  },
  ...USAGE_SETTINGS,
  ...SELECTION_SETTINGS,
  ...READER_SETTINGS,
  ...EXTRA_SCORE_SETTINGS,
} as const satisfies Record<string, SettingSpec>;

/** `gold-format` → `goldFormat`: the name a setting has in code and in goldgate.yml. */
export type CamelName<S extends string> = S extends `${infer A}-${infer B}`
  ? `${A}${Capitalize<CamelName<B>>}`
  : S;

/** `gold-format` → `goldFormat`. */
export function camelName<S extends string>(flag: S): CamelName<S> {
  return flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) as CamelName<S>;
}

/**
 * Command-line values of the score settings, as strings (switches: booleans), keyed by their
 * names in code: `goldFormat` and `goldCharOffsets` set `format` and `charOffsets` for the gold
 * side only.
 */
export type Flags = {
  readonly [K in keyof typeof SCORE_SETTING_TABLE as CamelName<K>]?: string | boolean;
};

/** The score settings' flag values (`--config` aside) out of parsed arguments, keyed by name. */
export function flagsFrom(values: Readonly<Record<string, unknown>>): Flags {
  const out: Record<string, string | boolean> = {};
  for (const flag of Object.keys(SCORE_SETTING_TABLE)) {
    if (flag === "config") continue;
    const value = values[flag];
    if (typeof value === "string" || typeof value === "boolean") out[camelName(flag)] = value;
  }
  return out;
}
