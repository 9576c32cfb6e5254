import { fileNamed, GOLD, SCORING, type SettingSpec, SPANS } from "./setting-spec.ts";
import { LEVELS } from "./settings.ts";

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
export const USAGE_SETTINGS = {
  "usage-tokens": usageField("tokens", "usage.total_tokens"),
  "usage-cost": usageField("cost", "usage.cost"),
  "usage-latency": usageField("latency in ms", "latency_ms"),
} as const satisfies Record<string, SettingSpec>;

/** GATE's and MAT's extras, and the label tables' own settings. */
export const EXTRA_SCORE_SETTINGS = {
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
    formats: ["gate"],
  },
  "system-set": {
    type: "string",
    value: "NAME",
    help: "gate: annotation set read as system output (default '': the default set)",
    config: "inputs.systemSet",
    default: "''",
    commands: SCORING,
    reads: SPANS,
    formats: ["gate"],
  },
  "token-type": {
    type: "string",
    value: "TYPE",
    help: "gate / mat-*: annotation type of tokens (default Token for gate, lex for MAT)",
    config: "inputs.tokenType",
    default: null,
    commands: SCORING,
    reads: SPANS,
    formats: ["gate", "mat-json", "mat-inline"],
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
    notOverRunsIn: ["compare"],
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
  "label-separator": {
    type: "string",
    value: "SEP",
    help: "labels: what joins an item's labels in one cell (default ','; doccano's CSV export joins them with '#')",
    config: "inputs.labelSeparator",
    default: ",",
    commands: ["score"],
    reads: ["labels"],
  },
  "label-names": {
    type: "string",
    value: "NAME,…",
    help: "labels: the names of class ids, in id order (Hugging Face's ClassLabel names); a whole-number label is read as its name",
    config: "inputs.labelNames",
    default: null,
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
