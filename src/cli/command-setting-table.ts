import { BASELINE_SOURCE_SETTINGS } from "../baseline/comparison.ts";
import type { SettingSpec, TaskKind } from "../config/setting-table.ts";
import { TASK_KINDS } from "../config/setting-table.ts";
import { LEVELS, WEIGHTS } from "../measure/agreement/scale.ts";
import { SPAN_SCHEMES } from "../measure/schemes.ts";
import { TASKS } from "../pipeline/task.ts";
import { SCORES_ASSET } from "../ports/releases.ts";

const TRIO = ["run", "record", "compare"] as const;
const GATED = ["compare", "run"] as const;
const SCORED = ["corpus", "labels", "items", "agreement"] as const;
/** Where the comparison reads its current side from: scored now, or a scores file (`--current`). */
const COMPARED = [...SCORED, "scoresFile"] as const;
const EVERY = TASK_KINDS;
const AGREEMENT: readonly TaskKind[] = ["agreement"];
const choiceOf = (set: readonly string[]) => ({ type: "string", value: set.join("|") }) as const;
const file = (help: string) => ({ type: "string", value: "FILE", help }) as const;

/** The task settings: what `run`, `record` and `compare` measure beyond a corpus (docs/families.md). */
const TASK_SETTINGS = {
  task: {
    ...choiceOf(TASKS),
    help: "agreement: coders against each other on --judgements (default score)",
    config: "inputs.task",
    choices: TASKS,
    default: "score",
    commands: TRIO,
    reads: SCORED,
  },
  judgements: {
    ...file("task agreement: the item, coder, label table"),
    config: "inputs.judgements",
    default: null,
    commands: TRIO,
    reads: AGREEMENT,
  },
  categories: {
    type: "string",
    value: "C,…",
    help: "task agreement: the declared category inventory (in scale order for --weights/--level)",
    helpIn: {
      agree:
        "labels: the declared category inventory (changes S and specific agreement; scale order for --weights/--level)",
    },
    config: "inputs.categories",
    default: "[]",
    commands: [...TRIO, "agree"],
    reads: AGREEMENT,
  },
  weights: {
    ...choiceOf(WEIGHTS),
    help: "agreement: add weighted κ, AC2, weighted Fleiss/Conger/Brennan–Prediger (ordered categories)",
    config: "scoring.weights",
    choices: WEIGHTS,
    default: null,
    commands: [...TRIO, "agree"],
    reads: AGREEMENT,
  },
  level: {
    ...choiceOf(LEVELS),
    help: "agreement: Krippendorff's α at this level of measurement (default nominal)",
    config: "scoring.level",
    choices: LEVELS,
    default: "nominal",
    commands: [...TRIO, "agree"],
    reads: AGREEMENT,
  },
} as const satisfies Record<string, SettingSpec>;

/** Where the baseline comes from and how the comparison resamples (docs/comparison.md). */
const BASELINE_SETTINGS = {
  baseline: {
    ...file("baseline scores file (implies --source path)"),
    config: "baseline.path",
    default: null,
    commands: GATED,
    reads: COMPARED,
  },
  "baseline-ref": {
    type: "string",
    value: "REF",
    help: "read the baseline from the scores file committed at git REF (implies --source ref)",
    config: "baseline.ref",
    default: null,
    commands: GATED,
    reads: COMPARED,
  },
  current: {
    ...file("current scores file instead of scoring now"),
    config: null,
    default: null,
    commands: ["compare"],
    reads: ["scoresFile"],
  },
  "current-details": {
    ...file("details JSON of --current (score --details)"),
    config: null,
    default: null,
    commands: ["compare"],
    reads: ["scoresFile"],
  },
  source: {
    ...choiceOf(BASELINE_SOURCE_SETTINGS),
    help: "where the baseline comes from (default auto)",
    config: "baseline.source",
    choices: BASELINE_SOURCE_SETTINGS,
    default: "auto",
    commands: GATED,
    reads: COMPARED,
  },
  "scores-file": {
    type: "string",
    value: "PATH",
    help: `scores file committed at the release tag or --baseline-ref (default ${SCORES_ASSET})`,
    config: "baseline.scoresFile",
    default: SCORES_ASSET,
    commands: GATED,
    reads: COMPARED,
  },
  "tag-pattern": {
    type: "string",
    value: "GLOB",
    help: "release tags (default v*)",
    config: "baseline.tagPattern",
    default: "v*",
    commands: TRIO,
    reads: COMPARED,
  },
  "base-ref": {
    type: "string",
    value: "REF",
    help: "release tags must be merged into REF (default HEAD)",
    config: "baseline.baseRef",
    default: "HEAD",
    commands: GATED,
    reads: COMPARED,
  },
  resamples: {
    type: "string",
    value: "N",
    help: "bootstrap resamples and permutations (default 1000)",
    config: "baseline.resamples",
    default: "1000",
    commands: GATED,
    reads: COMPARED,
  },
  seed: {
    type: "string",
    value: "N",
    help: "seed of the resampling (default 1)",
    config: "baseline.seed",
    default: "1",
    commands: GATED,
    reads: COMPARED,
  },
  "max-age-days": {
    type: "string",
    value: "N",
    help: "warn when the baseline's commit is more than N days older than HEAD's (default 14; 0: never)",
    config: "baseline.maxAgeDays",
    default: "14",
    commands: GATED,
    reads: COMPARED,
  },
  top: {
    type: "string",
    value: "N",
    help: "per-document regressions and improvements listed (default 10)",
    config: "baseline.top",
    default: "10",
    commands: GATED,
    reads: COMPARED,
  },
} as const satisfies Record<string, SettingSpec>;

/** `score`'s shards and alignment files, `record`'s stamps and `agree`'s sets. */
const SCORE_OUTPUT_SETTINGS = {
  shard: {
    type: "string",
    value: "I/N",
    help: "score only shard I of N (documents or items by id hash) for 'goldgate merge' (docs/sharding.md)",
    config: null,
    default: null,
    commands: ["score"],
    reads: ["corpus", "labels", "items"],
  },
  "shard-ids": {
    type: "boolean",
    help: "with --shard: print the ids of the shard's gold documents (or items), one a line, and stop",
    config: null,
    default: null,
    commands: ["score"],
    reads: ["corpus", "labels"],
  },
  details: {
    ...file("write every alignment (gold, system, relation, text); .csv for CSV, else JSON"),
    config: null,
    default: null,
    commands: ["score"],
    reads: ["corpus"],
  },
  csv: {
    type: "string",
    value: "DIR",
    help: "write MAT's CSVs: bytag, details, by<level> for --levels, confusability",
    helpIn: {
      run: "write types.csv, documents.csv, annotations.csv and metrics.csv to DIR (created when missing)",
    },
    config: null,
    default: null,
    commands: ["score", "run"],
    reads: ["corpus"],
    readsIn: { run: SCORED },
  },
  tag: {
    type: "string",
    value: "TAG",
    help: "release tag to stamp (default: a version tag at HEAD)",
    config: null,
    default: null,
    commands: ["record"],
    reads: SCORED,
  },
  commit: {
    type: "string",
    value: "SHA",
    help: "commit to stamp (default: HEAD)",
    config: null,
    default: null,
    commands: ["record"],
    reads: SCORED,
  },
  "without-details": {
    type: "boolean",
    help: "leave out alignment details (no per-annotation changes)",
    config: null,
    default: null,
    commands: ["record"],
    reads: ["corpus"],
  },
  "annotation-sets": {
    type: "string",
    value: "S1,S2,…",
    help: "gate: agreement among these annotation sets of one GATE corpus ('' or a trailing comma: the default set)",
    config: null,
    default: null,
    commands: ["agree"],
    reads: ["spanAgreement"],
  },
  "kappa-feature": {
    type: "string",
    value: "NAME",
    help: "span sets: Cohen's κ over the values of feature NAME of same-span annotations ('Non-cat' for none)",
    config: null,
    default: null,
    commands: ["agree"],
    reads: ["spanAgreement"],
  },
  "both-annotated": {
    type: "boolean",
    help: "span sets: count only documents in which both sets of a pair have an annotation",
    config: null,
    default: null,
    commands: ["agree"],
    reads: ["spanAgreement"],
  },
  help: {
    type: "boolean",
    help: "show this help",
    config: null,
    default: null,
    commands: ["score", "run", "record", "compare", "agree"],
    reads: EVERY,
  },
} as const satisfies Record<string, SettingSpec>;

/** The tables, the JSON and the files beside them. */
const PRINT_SETTINGS = {
  confusion: {
    type: "boolean",
    help: "print the confusion matrices (labels; span types: gold × system, missing, spurious)",
    config: null,
    default: null,
    commands: ["score", "run"],
    reads: ["corpus", "labels"],
  },
  json: {
    type: "boolean",
    help: "print the goldgate/scores@1 JSON instead of the table",
    helpIn: {
      compare: "print the goldgate/comparison@2 JSON",
      run: "print the run result JSON (goldgate/run@1) instead of the table",
    },
    config: null,
    default: null,
    commands: ["score", "compare", "run", "agree"],
    reads: EVERY,
  },
  out: {
    ...file("also write the scores JSON to FILE"),
    helpIn: {
      record: `where to write the baseline (default ${SCORES_ASSET}; - for stdout)`,
      compare: "also write the comparison JSON to FILE",
      run: "also write the run result JSON to FILE",
    },
    config: null,
    default: null,
    commands: ["score", "run", "record", "compare", "agree"],
    reads: EVERY,
  },
  quiet: {
    type: "boolean",
    help: "print only the failures and the verdict (no table, no progress)",
    config: null,
    default: null,
    commands: ["run"],
    reads: SCORED,
  },
  ...SCORE_OUTPUT_SETTINGS,
} as const satisfies Record<string, SettingSpec>;

/** What a command prints and writes: flags only, each in its command's words. */
const OUTPUT_SETTINGS = {
  scheme: {
    ...choiceOf(SPAN_SCHEMES),
    help: "scheme of the per-type terminal table (default strict)",
    helpIn: {
      compare: "scheme of the summary and of per-annotation changes (default strict)",
      run: "scheme of the tables and of per-annotation changes (default strict)",
    },
    config: "report.scheme",
    choices: SPAN_SCHEMES,
    default: "strict",
    commands: ["score", ...GATED],
    reads: ["corpus", "scoresFile"],
  },
  waive: {
    type: "string",
    value: "REASON",
    help: "turn failures into warnings; the report says why (gate.waived)",
    helpIn: {
      agree: "with --config FILE and its gate.rules: turn gate failures into warnings, saying why",
    },
    needsIn: {
      agree: { flag: "config", why: "agree gates only on the gate.rules of a goldgate.yml" },
    },
    config: null,
    default: null,
    commands: ["run", "agree"],
    reads: EVERY,
  },
  link: {
    type: "string",
    value: "LABEL=URL",
    multiple: true,
    help: "a footer link of the markdown report (repeatable)",
    config: "report.links",
    default: null,
    commands: ["run"],
    reads: SCORED,
  },
  markdown: {
    ...file("write the PR comment body (markdown) to FILE"),
    helpIn: {
      agree: "write the markdown report (pair matrix coloured red 0 · white 0.5 · green 1)",
    },
    config: null,
    default: null,
    commands: ["run", "agree"],
    reads: EVERY,
  },
  html: {
    ...file("write the HTML report (annotation diff, statistics, trend) to FILE (docs/report.md)"),
    config: null,
    default: null,
    commands: ["run"],
    reads: SCORED,
  },
  ...PRINT_SETTINGS,
} as const satisfies Record<string, SettingSpec>;

/**
 * The settings of the commands beyond how to score (config/setting-table.ts): the task, the
 * baseline and the outputs, in `--help` order after the scoring settings. Kept here because their
 * closed sets live in their stages (baseline sources, span schemes, agreement scales).
 */
export const COMMAND_SETTING_TABLE = {
  ...TASK_SETTINGS,
  ...BASELINE_SETTINGS,
  ...OUTPUT_SETTINGS,
} as const satisfies Record<string, SettingSpec>;
