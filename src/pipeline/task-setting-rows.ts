import {
  AGREEMENT,
  choiceOf,
  fileFlag,
  SCORED,
  type SettingSpec,
  SPAN_SETS,
  TRIO,
} from "../config/setting-spec.ts";
import { LEVELS, WEIGHTS } from "../measure/agreement/scale.ts";
import { KAPPA_INSTANCES } from "../measure/labels/feature-kappa.ts";

/** `task`: `score` (gold against system, the default) or `agreement` (coders against each other). */
export const TASKS = ["score", "agreement"] as const;

/** The task settings: what `run`, `record` and `compare` measure beyond a corpus (docs/families.md). */
export const TASK_SETTINGS = {
  task: {
    ...choiceOf(TASKS),
    help: "agreement: coders against each other on --judgements, or annotation sets on --sets (default score)",
    config: "inputs.task",
    choices: TASKS,
    default: "score",
    commands: TRIO,
    reads: SCORED,
  },
  judgements: {
    ...fileFlag("task agreement: the item, coder, label table"),
    config: "inputs.judgements",
    default: null,
    commands: TRIO,
    reads: AGREEMENT,
    namesInput: true,
  },
  sets: {
    type: "string",
    value: "A,B,…",
    help: "task agreement: two or more annotation sets of --format (files or directories) compared pairwise by span",
    config: "inputs.sets",
    default: null,
    commands: TRIO,
    reads: SPAN_SETS,
  },
  "annotation-sets": {
    type: "string",
    value: "S1,S2,…",
    help: "the sets inside one corpus compared pairwise (agree; task agreement with one path in --sets): gate: these annotation sets of one GATE corpus ('' or a trailing comma: the default set); label-studio: these annotators of one export (completed_by: user ids or emails); jsonl: these annotators of one Prodigy db-out file (_annotator_id or _session_id); xmi, webanno-tsv: these annotators of an INCEpTION export's document folders (annotation/<document>/<annotator>.xmi)",
    config: "inputs.annotationSets",
    default: null,
    commands: [...TRIO, "agree"],
    reads: SPAN_SETS,
  },
  "kappa-feature": {
    type: "string",
    value: "NAME",
    help: "span sets: Cohen's κ over the values of feature NAME of same-span annotations ('Non-cat' for none)",
    config: "scoring.kappaFeature",
    default: null,
    commands: [...TRIO, "agree"],
    reads: SPAN_SETS,
  },
  "kappa-instances": {
    ...choiceOf(KAPPA_INSTANCES),
    help: "span sets, with --kappa-feature: which annotations count (all: unpartnered ones against Non-cat; paired: same-span pairs that both carry the feature, as GATE's Corpus QA)",
    config: "scoring.kappaInstances",
    choices: KAPPA_INSTANCES,
    default: "all",
    commands: [...TRIO, "agree"],
    reads: SPAN_SETS,
  },
  "both-annotated": {
    type: "boolean",
    help: "span sets: count only documents in which both sets of a pair have an annotation",
    config: "scoring.bothAnnotated",
    default: "false",
    commands: [...TRIO, "agree"],
    reads: SPAN_SETS,
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
