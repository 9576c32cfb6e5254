import {
  choiceOf,
  EVERY,
  fileFlag,
  GATED,
  SCORED,
  type SettingSpec,
} from "../config/setting-spec.ts";
import { SPAN_SCHEMES } from "../measure/schemes.ts";
import { SCORES_ASSET } from "../ports/releases.ts";

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
    ...fileFlag(
      "write every alignment row (gold, system, clash category, text), then every relation with its outcome; .csv for CSV, else JSON (docs/details.md)",
    ),
    config: null,
    default: null,
    commands: ["score"],
    reads: ["corpus"],
    notOverRunsIn: ["score"],
    output: true,
  },
  csv: {
    type: "string",
    value: "DIR",
    help: "write MAT's CSVs: bytag, details, by<level> for --levels, confusability",
    helpIn: {
      run: "write types.csv, documents.csv, annotations.csv, metrics.csv and a table-<id>.csv per family table to DIR (created when missing)",
    },
    config: null,
    default: null,
    commands: ["score", "run"],
    reads: ["corpus"],
    readsIn: { run: SCORED },
    notOverRunsIn: ["score"],
    output: true,
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
    notOverRunsIn: ["score", "run"],
    output: true,
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
    output: true,
  },
  out: {
    ...fileFlag("also write the scores JSON to FILE"),
    helpIn: {
      record: `where to write the baseline (default ${SCORES_ASSET}; - for stdout)`,
      compare: "also write the comparison JSON to FILE",
      run: "also write the run result JSON to FILE",
    },
    config: null,
    default: null,
    commands: ["score", "run", "record", "compare", "agree"],
    reads: EVERY,
    output: true,
    stdoutIn: ["record"],
  },
  quiet: {
    type: "boolean",
    help: "print only the failures and the verdict (no table, no progress)",
    config: null,
    default: null,
    commands: ["run"],
    reads: SCORED,
    output: true,
  },
  ...SCORE_OUTPUT_SETTINGS,
} as const satisfies Record<string, SettingSpec>;

/** What a command prints and writes: flags only, each in its command's words. */
export const OUTPUT_SETTINGS = {
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
    notOverRunsIn: ["score", "compare"],
    output: true,
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
    output: true,
  },
  markdown: {
    ...fileFlag("write the PR comment body (markdown) to FILE"),
    helpIn: {
      agree: "write the markdown report (pair matrix coloured red 0 · white 0.5 · green 1)",
    },
    config: null,
    default: null,
    commands: ["run", "agree"],
    reads: EVERY,
    output: true,
  },
  html: {
    ...fileFlag(
      "write the HTML report (annotation diff, statistics, trend) to FILE (docs/report.md)",
    ),
    config: null,
    default: null,
    commands: ["run"],
    reads: SCORED,
    output: true,
  },
  ...PRINT_SETTINGS,
} as const satisfies Record<string, SettingSpec>;
