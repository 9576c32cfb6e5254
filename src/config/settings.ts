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
  "spacy",
  "pubtator",
  "webanno-tsv",
  "bioc",
  "xmi",
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
export const CHAR_OFFSET_MODES = ["auto", "codepoint", "utf16", "grapheme", "utf8"] as const;
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
  /** When non-empty, the span attributes the attributes family scores (else every one gold carries). */
  readonly scoredAttributes: readonly string[];
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
  /** JSONL per-token tag ids (Hugging Face datasets): their names, in id order; empty: none given. */
  readonly tagNames: readonly string[];
  /**
   * JSONL documents from spaCy's `doc.to_json()`, whose `spans` is an object of span groups: the
   * group read (`ents`: the entities); null: the only group of a record that has nothing else.
   */
  readonly spanGroup: string | null;
  /** WebAnno TSV: the span layer scored and its type feature (`LAYER|FEATURE`); null: chosen from the header. */
  readonly spanLayer: string | null;
  /**
   * Annotator agreement inside one export (`goldgate agree --annotation-sets`): the gold side's
   * and the system side's annotator (Label Studio's `completed_by`, Prodigy's `_annotator_id` or
   * `_session_id`); absent: not chosen by annotator. Set by the command, never by a flag, so an
   * ordinary scores file does not record it.
   */
  readonly annotators?: readonly [string, string];
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
  scoredAttributes: Object.freeze([]),
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
  tagNames: Object.freeze([]),
  spanGroup: null,
  spanLayer: null,
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

export {
  CANNOT_TELL_ACTIONS,
  CASE_LEVELS,
  type CannotTellAction,
  type CaseLevel,
  DEFAULT_CASE_LEVELS,
  DEFAULT_GATE_RULE,
  GATE_CASES,
  GATE_CORRECTIONS,
  GATE_LEVELS,
  GATE_TESTS,
  type GateCase,
  type GateCorrection,
  type GateLevel,
  type GatePolicy,
  type GateRule,
  type GateTest,
} from "./gate-settings.ts";
