/**
 * Closed sets and the resolved settings every stage reads. Defaults live here and only here.
 */

/** Input formats of span and event tasks (labels and agreement tables: `formats/labels.ts`). */
export const FORMATS = [
  "conll",
  "conllu",
  "jsonl",
  "brat",
  "doccano",
  "label-studio",
  "tbf",
  "gate",
  "mat-json",
  "mat-inline",
] as const;
export type FormatName = (typeof FORMATS)[number];

/** Tagging schemes for CoNLL tag columns. */
export const TAGGINGS = ["iob1", "iob2", "ioe1", "ioe2", "iobes", "bilou"] as const;
export type Tagging = (typeof TAGGINGS)[number];

/**
 * Other names of tagging schemes, as the literature and other tools spell them: BIO is IOB2 (a B-
 * on every chunk's first token), BIOES/IOBES and BILOU/BIOLU the same schemes under another
 * letter order. `iob` alone is refused: it names IOB1 in the CoNLL-2003 data and IOB2 elsewhere.
 */
export const TAGGING_NAMES = {
  aliases: { bio: "iob2", bioes: "iobes", biolu: "bilou" },
  refused: {
    iob: "'iob' is ambiguous: iob1 (CoNLL-2003's own files: B- only where two chunks of one type touch) or iob2 (also called BIO: B- on every chunk's first token).",
  },
} as const satisfies {
  aliases: Record<string, Tagging>;
  refused: Record<string, string>;
};

/** The input formats as users write them: the span formats, `labels` and `items` (read by their own paths). */
export const FORMAT_NAMES = { alsoListed: ["labels", "items"] } as const;

/**
 * Compatibility profiles: the exact semantics of a peer scorer.
 * - default: Goldgate's own (one-to-one alignment; conlleval's chunk repair).
 * - conlleval: conlleval.pl 2004-01-26 (equal to default, plus `-DOCSTART-` counted as a token).
 * - seqeval-strict: seqeval 1.2.2 `mode='strict'` (strict decoding drops ill-formed chunks).
 * - nervaluate: nervaluate 1.1.0 counting (greedy first-fit pairing in document order).
 * - evmeval: EvmEval scorer_v1.8 for TAC KBP event mentions (`--format tbf`), quirks included.
 * - tac-kbp-2015: the TAC KBP 2015 event-mention scoring specification (`--format tbf`).
 */
export const PROFILES = [
  "default",
  "conlleval",
  "seqeval-strict",
  "nervaluate",
  "evmeval",
  "tac-kbp-2015",
] as const;
export type Profile = (typeof PROFILES)[number];

/** MAT's score levels (`--levels`): tokens, characters or pseudo-tokens as the counted elements. */
export const LEVELS = ["token", "char", "pseudo-token"] as const;
export type LevelName = (typeof LEVELS)[number];

export const OFFSET_UNITS = ["char", "token"] as const;

/** How an input counts characters: converted to code points on reading (docs/formats.md). */
export const CHAR_OFFSET_MODES = ["auto", "codepoint", "utf16", "grapheme"] as const;
export type CharOffsetMode = (typeof CHAR_OFFSET_MODES)[number];

/**
 * How spans are scored (`scoring.mentions`): `located`, where they are in the text (text-only
 * mentions located first); `strings`, each document's mentions as a multiset of (normalised text,
 * type), positions ignored (`corpus/string-mentions.ts`).
 */
export const MENTION_LEVELS = ["located", "strings"] as const;
export type MentionLevel = (typeof MENTION_LEVELS)[number];

/**
 * Span schemes (measure/schemes.ts reads each as a way of reading the clash tally), named here so
 * that settings can take one (`scoring.attributeScheme`).
 */
export const SPAN_SCHEMES = ["strict", "exact", "partial", "type", "lenient", "average"] as const;
export type SpanScheme = (typeof SPAN_SCHEMES)[number];

/** Where Label Studio system spans come from. */
export const LABEL_STUDIO_SOURCES = ["auto", "annotations", "predictions"] as const;
export type LabelStudioSource = (typeof LABEL_STUDIO_SOURCES)[number];

/** Resolved scoring settings: every field present, frozen, echoed into scores JSON. */
export interface ScoreSettings {
  /** The gold side's format (`--gold-format`, else `--format`). */
  readonly format: FormatName;
  /** No setting named a format: each side's is detected from its files when read (pipeline/detect-format.ts). */
  readonly autoFormat: boolean;
  /** The system side's format when it differs from the gold's (`--system-format`); null: `format`. */
  readonly systemFormat: FormatName | null;
  /** conlleval's single-file layout: gold and system are the last two columns. */
  readonly input: string | null;
  readonly gold: string | null;
  readonly system: string | null;
  readonly compat: Profile;
  /** Tagging scheme of CoNLL tag columns. */
  readonly tagging: Tagging;
  /** Drop ill-formed chunks (seqeval strict) instead of repairing them (conlleval). */
  readonly strictTags: boolean;
  readonly beta: number;
  /** 0-based tag column for the gold / system side; negative counts from the end. */
  readonly goldColumn: number;
  readonly systemColumn: number;
  /**
   * CoNLL-U: the gold / system tag column by name (`# global.columns`), or `COLUMN:ATTRIBUTE` for
   * one attribute of a `Key=Value|…` column; default `MISC:NER`.
   */
  readonly goldColumnName: string;
  readonly systemColumnName: string;
  /** Count `-DOCSTART-` lines as tokens (conlleval) rather than only as document boundaries. */
  readonly docstartIsToken: boolean;
  /** JSONL offset unit. */
  readonly offsets: "char" | "token";
  /** Type equivalences applied to both sides before scoring: `{ LOC: "PLACE", GPE: "PLACE" }`. */
  readonly map: Readonly<Record<string, string>>;
  /** Types dropped from both sides (counted in issues). */
  readonly ignore: readonly string[];
  /** When non-empty, score only these types (others are dropped and counted). */
  readonly types: readonly string[];
  /** Attributes that must be equal for a match (GATE's significant features). */
  readonly attributes: readonly string[];
  /** Relation types whose arguments may come in either order (the relations family). */
  readonly symmetricRelations: readonly string[];
  /** Directory corpora: glob filters on relative paths (empty: every file of the format). */
  readonly glob: readonly string[];
  /** Suffix removed from gold / system file names to get document ids (MAT's --ref_fsuff_off). */
  readonly goldSuffix: string | null;
  readonly systemSuffix: string | null;
  /** brat: where the `.txt` files are when not beside the `.ann` files. */
  readonly textDir: string | null;
  /** How the gold side's character offsets count (doccano, Label Studio, JSONL with text). */
  readonly charOffsets: CharOffsetMode;
  /** How the system side's character offsets count when unlike the gold's; null: `charOffsets`. */
  readonly systemCharOffsets: CharOffsetMode | null;
  /** A gate run (`run`, the Action) accepts a side without annotations or no paired document. */
  readonly allowEmpty: boolean;
  /** Score even when more than 5% of span texts differ from the text their offsets cover. */
  readonly allowTextMismatch: boolean;
  /** Label Studio: which results are the system output. */
  readonly labelStudioSystem: LabelStudioSource;
  /** TBF: directory of `<doc>.tab` token tables (token mode); null: character mode. */
  readonly tokens: string | null;
  readonly tokenSuffix: string;
  /** TBF: tokens ignored when comparing mention spans (EvmEval's invisible words). */
  readonly invisibleWords: readonly string[];
  /** A BDM score file (GATE): adds the `bdm` scheme, crediting near-miss types by their BDM. */
  readonly bdm: string | null;
  /** GATE: the annotation set read as gold, and as system (`""`: GATE's default set). */
  readonly goldSet: string;
  readonly systemSet: string;
  /** GATE / MAT: the annotation type of tokens (null: the format's own, `Token` or `lex`). */
  readonly tokenType: string | null;
  /** MAT's score levels added as `levels.<token|char|pseudoToken>` (docs/scores.md). */
  readonly levels: readonly LevelName[];
  /** MAT's `--compute_confidence_data`: P/R/F spread over 1,000 document resamples. */
  readonly confidence: boolean;
  /**
   * nervaluate's `min_overlap_percentage` (`--compat nervaluate` only): percent of the gold span,
   * 1..100, a pair needs; null: nervaluate's default, 1.
   */
  readonly minOverlap: number | null;
  /** Spans where they are (`located`), or each document's (normalised text, type) multiset (`strings`). */
  readonly mentions: MentionLevel;
  /**
   * Where a system record reports usage, as dotted paths (`usage.tokens`, `usage.cost`,
   * `usage.latency` in goldgate.yml): tokens, cost, latency in milliseconds.
   */
  readonly usageTokens: string;
  readonly usageCost: string;
  readonly usageLatency: string;
  /** The span scheme whose matched pairs the attributes family scores (docs/families.md). */
  readonly attributeScheme: SpanScheme;
}

/** Settings that name files or folders rather than how to score: two sides may differ in them. */
export const FILE_SETTINGS: readonly (keyof ScoreSettings)[] = [
  "input",
  "gold",
  "system",
  "textDir",
  "tokens",
];

/** Defaults for every setting; a profile may then override a few (see `resolveProfile`). */
export const DEFAULT_SCORE_SETTINGS: ScoreSettings = Object.freeze({
  format: "conll",
  autoFormat: false,
  systemFormat: null,
  input: null,
  gold: null,
  system: null,
  compat: "default",
  tagging: "iob2",
  strictTags: false,
  beta: 1,
  goldColumn: -2,
  systemColumn: -1,
  goldColumnName: "MISC:NER",
  systemColumnName: "MISC:NER",
  docstartIsToken: false,
  offsets: "char",
  map: Object.freeze({}),
  ignore: Object.freeze([]),
  types: Object.freeze([]),
  attributes: Object.freeze([]),
  symmetricRelations: Object.freeze([]),
  glob: Object.freeze([]),
  goldSuffix: null,
  systemSuffix: null,
  textDir: null,
  charOffsets: "auto",
  systemCharOffsets: null,
  allowTextMismatch: false,
  allowEmpty: false,
  labelStudioSystem: "auto",
  tokens: null,
  tokenSuffix: ".tab",
  invisibleWords: Object.freeze([]),
  bdm: null,
  goldSet: "Key",
  systemSet: "",
  tokenType: null,
  levels: Object.freeze([]),
  confidence: false,
  minOverlap: null,
  mentions: "located",
  usageTokens: "usage.total_tokens",
  usageCost: "usage.cost",
  usageLatency: "latency_ms",
  attributeScheme: "strict",
});

/** What a profile forces, applied after the user's own settings. */
export const PROFILE_OVERRIDES: Readonly<Record<Profile, Partial<ScoreSettings>>> = {
  default: {},
  conlleval: { docstartIsToken: true, strictTags: false },
  "seqeval-strict": { tagging: "iob2", strictTags: true },
  nervaluate: {},
  evmeval: {},
  "tac-kbp-2015": {},
};

/** How a gate rule's finding counts: `fail` blocks the merge, `warn` is reported only. */
export const GATE_LEVELS = ["fail", "warn"] as const;
export type GateLevel = (typeof GATE_LEVELS)[number];

/** A special case may also be switched off. */
export const CASE_LEVELS = ["fail", "warn", "off"] as const;
export type CaseLevel = (typeof CASE_LEVELS)[number];

/** Special cases of a run, each a rule with a default level (docs/gate.md). */
export const GATE_CASES = {
  noBaseline: {
    level: "warn",
    help: "no baseline was found (a first run): only `min` thresholds are checked",
  },
  goldChanged: {
    level: "warn",
    help: "the gold set changed since the baseline and the baseline could not be re-scored; drops are then reported as warnings",
  },
  typeGone: {
    level: "fail",
    help: "a type of the baseline is absent from this run (a map, ignore or types change can hide a weak type)",
  },
  newType: {
    level: "warn",
    help: "a type absent from the baseline appears in this run: it has no history to compare with",
  },
  staleBaseline: {
    level: "warn",
    help: "the baseline is older than `baseline.maxAgeDays` (default 14 days; 0 turns the age check off): `fail` refuses to gate on it",
  },
  unchecked: {
    level: "warn",
    help: "the verdict checked nothing (no baseline to compare with and no `min` rule): never a plain pass (outcome `unchecked`); `fail` makes such a run fail",
  },
} as const satisfies Record<string, { readonly level: CaseLevel; readonly help: string }>;
export type GateCase = keyof typeof GATE_CASES;

/**
 * One gate rule over a metric path (`types.*.strict.f1`). `min` is a fraction 0..1, `maxDrop` is
 * in points (1.0 = 0.01), `maxRelativeDrop` a fraction of the baseline value; null = not checked.
 */
export interface GateRule {
  /** Where the rule came from, for messages: `gate.rules[2]` or `default`. */
  readonly source: string;
  readonly metric: string;
  readonly min: number | null;
  readonly maxDrop: number | null;
  readonly maxRelativeDrop: number | null;
  /** Drops fail only when the 95% interval of the delta lies below 0. */
  readonly significant: boolean;
  /** Below this gold support (`possible`), a finding is a warning; 0 = always the rule's level. */
  readonly minSupport: number;
  readonly level: GateLevel;
  /** How this rule's drop checks share the verdict's false-alarm budget (docs/gate.md). */
  readonly correction: GateCorrection;
  /** `drop`: a significant drop beyond the limit fails; `beyond`: the whole interval lies below −limit. */
  readonly test: GateTest;
  /** What a check whose outcome is "cannot tell" (the gold set could not detect the limit) does. */
  readonly onCannotTell: CannotTellAction;
}

/**
 * Family-wise corrections of a verdict's drop checks: `maxT` (Westfall–Young step-down over the
 * joint paired randomization), `holm` (Holm 1979 on the raw p-values), `none` (each alone at 5%).
 */
export const GATE_CORRECTIONS = ["maxT", "holm", "none"] as const;
export type GateCorrection = (typeof GATE_CORRECTIONS)[number];

/** What a drop check tests: a significant drop beyond the limit, or a drop significantly beyond it. */
export const GATE_TESTS = ["drop", "beyond"] as const;
export type GateTest = (typeof GATE_TESTS)[number];

/** What a "cannot tell" outcome does: nothing beyond the checks table (`pass`), warn, or fail. */
export const CANNOT_TELL_ACTIONS = ["pass", "warn", "fail"] as const;
export type CannotTellAction = (typeof CANNOT_TELL_ACTIONS)[number];

/** The resolved gate: rules, special-case levels and an optional waiver reason. */
export interface GatePolicy {
  readonly rules: readonly GateRule[];
  readonly cases: Readonly<Record<GateCase, CaseLevel>>;
  /** Why failures are waived (a PR label, `--waive REASON`); null = not waived. */
  readonly waived: string | null;
  /**
   * No `gate.rules` were configured: the gate applies the default rule of the scores' headline
   * family (measure/families) instead of `rules` (which then hold the span default).
   */
  readonly familyDefaults?: boolean;
}

/** The policy when goldgate.yml says nothing: fail on a significant overall strict F1 drop > 1 point. */
export const DEFAULT_GATE_RULE: GateRule = Object.freeze({
  source: "default",
  metric: "overall.strict.f1",
  min: null,
  maxDrop: 1,
  maxRelativeDrop: null,
  significant: true,
  minSupport: 0,
  level: "fail",
  correction: "maxT",
  test: "drop",
  onCannotTell: "pass",
});

/** The default case levels, taken from GATE_CASES. */
export const DEFAULT_CASE_LEVELS: Readonly<Record<GateCase, CaseLevel>> = Object.freeze({
  noBaseline: GATE_CASES.noBaseline.level,
  goldChanged: GATE_CASES.goldChanged.level,
  typeGone: GATE_CASES.typeGone.level,
  newType: GATE_CASES.newType.level,
  staleBaseline: GATE_CASES.staleBaseline.level,
  unchecked: GATE_CASES.unchecked.level,
});
