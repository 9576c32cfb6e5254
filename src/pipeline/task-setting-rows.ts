import {
  AGREEMENT,
  choiceOf,
  fileFlag,
  SCORED,
  type SettingSpec,
  TRIO,
} from "../config/setting-spec.ts";
import { LEVELS, WEIGHTS } from "../measure/agreement/scale.ts";

/** `task`: `score` (gold against system, the default) or `agreement` (coders against each other). */
export const TASKS = ["score", "agreement"] as const;

/** The task settings: what `run`, `record` and `compare` measure beyond a corpus (docs/families.md). */
export const TASK_SETTINGS = {
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
    ...fileFlag("task agreement: the item, coder, label table"),
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
