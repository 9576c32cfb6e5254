import { type ParseArgsOptionsConfig, parseArgs } from "node:util";
import { INVISIBLE_WORD_PRESETS } from "../config/presets.ts";
import {
  CHAR_OFFSET_MODES,
  FORMATS,
  LABEL_STUDIO_SOURCES,
  LEVELS,
  PROFILES,
  TAGGINGS,
} from "../config/settings.ts";
import { describeError, UserError } from "../errors.ts";
import { SPAN_SCHEMES } from "../measure/schemes.ts";

/** One command-line option: drives parsing, validation messages and `--help`. */
export interface OptionSpec {
  readonly type: "string" | "boolean";
  readonly value?: string;
  readonly help: string;
}

/** Options of `goldgate score`, in help order. Names are kebab-case. */
export const SCORE_OPTIONS = {
  config: {
    type: "string",
    value: "FILE",
    help: "read settings from a goldgate.yml (flags override it)",
  },
  format: {
    type: "string",
    value: [...FORMATS, "labels", "items"].join("|"),
    help: "input format of both sides (default conll); labels: item/label tables or CoNLL label columns; items: per-item metric values (--system only)",
  },
  "gold-format": {
    type: "string",
    value: FORMATS.join("|"),
    help: "the gold side's format when it differs from the system's (overrides --format)",
  },
  "system-format": {
    type: "string",
    value: FORMATS.join("|"),
    help: "the system side's format when it differs from the gold's (overrides --format)",
  },
  input: {
    type: "string",
    value: "FILE",
    help: "conlleval layout: one CoNLL file, gold and system tags in the last two columns (CoNLL-U: in the columns --gold-column and --system-column name)",
  },
  gold: { type: "string", value: "FILE", help: "gold-standard file" },
  system: { type: "string", value: "FILE", help: "system output file" },
  compat: {
    type: "string",
    value: PROFILES.join("|"),
    help: "reproduce a peer scorer exactly (docs/compat.md)",
  },
  tagging: {
    type: "string",
    value: TAGGINGS.join("|"),
    help: "CoNLL tagging scheme (default iob2; bio = iob2, bioes = iobes)",
  },
  "strict-tags": {
    type: "boolean",
    help: "drop ill-formed chunks (seqeval strict) instead of repairing them",
  },
  "gold-column": {
    type: "string",
    value: "N|NAME",
    help: "CoNLL: 0-based gold tag column, negative from the end (default -2); CoNLL-U: a column name or COLUMN:KEY (default MISC:NER)",
  },
  "system-column": {
    type: "string",
    value: "N|NAME",
    help: "CoNLL: 0-based system tag column, negative from the end (default -1); CoNLL-U: a column name or COLUMN:KEY (default MISC:NER)",
  },
  offsets: {
    type: "string",
    value: "char|token",
    help: "JSONL offset unit (default char: Unicode code points)",
  },
  beta: { type: "string", value: "B", help: "also report F-beta (as fbeta)" },
  "min-overlap": {
    type: "string",
    value: "PCT",
    help: "--compat nervaluate: percent of the gold span a pair needs (1..100, default 1)",
  },
  map: {
    type: "string",
    value: "A=X,B=Y",
    help: "type equivalences applied to both sides (pairs split by , or ;  sources joined by |)",
  },
  ignore: { type: "string", value: "T,…", help: "types dropped from both sides" },
  types: { type: "string", value: "T,…", help: "score only these types" },
  attributes: {
    type: "string",
    value: "A,…",
    help: "attributes that must be equal for a match (GATE's significant features)",
  },
  glob: { type: "string", value: "PATTERN,…", help: "directory corpora: read only matching files" },
  "gold-suffix": {
    type: "string",
    value: "SUFFIX",
    help: "suffix removed from gold file names to get document ids",
  },
  "system-suffix": {
    type: "string",
    value: "SUFFIX",
    help: "suffix removed from system file names to get document ids",
  },
  "text-dir": { type: "string", value: "DIR", help: "brat: where the .txt files are" },
  "char-offsets": {
    type: "string",
    value: CHAR_OFFSET_MODES.join("|"),
    help: "how both sides count characters: doccano, Label Studio, JSONL with text (docs/formats.md)",
  },
  "gold-char-offsets": {
    type: "string",
    value: CHAR_OFFSET_MODES.join("|"),
    help: "how the gold side counts characters (overrides --char-offsets)",
  },
  "system-char-offsets": {
    type: "string",
    value: CHAR_OFFSET_MODES.join("|"),
    help: "how the system side counts characters (overrides --char-offsets)",
  },
  "allow-empty": {
    type: "boolean",
    help: "run: accept a side without annotations or no paired document (else exit 2)",
  },
  "allow-text-mismatch": {
    type: "boolean",
    help: "score even when more than 5% of span texts differ from the text their offsets cover",
  },
  "label-studio-system": {
    type: "string",
    value: LABEL_STUDIO_SOURCES.join("|"),
    help: "Label Studio: which results are the system output",
  },
  tokens: {
    type: "string",
    value: "DIR",
    help: "tbf: token tables <doc>.tab (token mode); else character mode",
  },
  "token-suffix": {
    type: "string",
    value: "SUFFIX",
    help: "tbf: token table suffix (default .tab)",
  },
  "invisible-words": {
    type: "string",
    value: `${Object.keys(INVISIBLE_WORD_PRESETS).join("|")}|W,…`,
    help: "tbf: tokens left out of mention spans",
  },
  bdm: {
    type: "string",
    value: "FILE",
    help: "a BDM score file (GATE): adds the bdm scheme, crediting near-miss types",
  },
  "gold-set": {
    type: "string",
    value: "NAME",
    help: "gate: annotation set read as gold (default Key; '' is the default set)",
  },
  "system-set": {
    type: "string",
    value: "NAME",
    help: "gate: annotation set read as system output (default '': the default set)",
  },
  "token-type": {
    type: "string",
    value: "TYPE",
    help: "gate / mat-*: annotation type of tokens (default Token for gate, lex for MAT)",
  },
  levels: {
    type: "string",
    value: LEVELS.join(","),
    help: "add MAT's token / character / pseudo-token scores as levels.* (docs/scores.md)",
  },
  confidence: {
    type: "boolean",
    help: "MAT's confidence data: P/R/F mean, variance, std over 1,000 document resamples",
  },
  hierarchy: {
    type: "string",
    value: "FILE",
    help: "labels: tag tree (JSON or YAML) for hierarchical scoring",
  },
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

const {
  json: _json,
  out: _out,
  shard: _shard,
  "shard-ids": _shardIds,
  details: _details,
  csv: _csv,
  scheme: _scheme,
  confusion: _confusion,
  help: _help,
  ...SCORING
} = SCORE_OPTIONS;

/** How to score: `SCORE_OPTIONS` without its output flags, `--scheme` and `--help`, in help order. */
export const SCORING_OPTIONS = SCORING;

/** `goldgate score`'s options for label tables only (refused with every other format). */
export const LABEL_ONLY_OPTIONS = {
  "multi-label": {
    type: "boolean",
    help: "labels: cells hold sets of labels (comma-separated): multi-label P/R/F, samples average, subset accuracy, Hamming loss",
  },
  "zero-division": {
    type: "string",
    value: "0|1|null",
    help: "labels: what a 0/0 precision, recall or specificity is (default 0; null leaves it out of averages)",
  },
} as const;

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
  try {
    const { values, positionals } = parseArgs({
      args: allowPositionals ? args : joinNegativeValues(args),
      options,
      strict: true,
      allowPositionals,
    });
    return { values, positionals };
  } catch (error) {
    throw new UserError(
      `${describeError(error)}\nRun 'goldgate ${command} --help' for the options.`,
    );
  }
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
