/**
 * Closed sets and the resolved settings every stage reads. Defaults live here and only here.
 */

/** Input formats of span and event tasks (labels and agreement tables: `formats/labels.ts`). */
export const FORMATS = ["conll", "jsonl", "brat", "doccano", "label-studio", "tbf"] as const;
export type FormatName = (typeof FORMATS)[number];

/** Tagging schemes for CoNLL tag columns. */
export const TAGGINGS = ["iob1", "iob2", "ioe1", "ioe2", "iobes", "bilou"] as const;
export type Tagging = (typeof TAGGINGS)[number];

/**
 * Compatibility profiles: the exact semantics of a peer scorer.
 * - default: Goldgate's own (one-to-one alignment; conlleval's chunk repair).
 * - conlleval: conlleval.pl 2004-01-26 (equal to default, plus `-DOCSTART-` counted as a token).
 * - seqeval-strict: seqeval 1.2.2 `mode='strict'` (strict decoding drops ill-formed chunks).
 * - nervaluate: nervaluate 1.1.0 counting (greedy first-fit pairing in document order).
 * - evmeval: EvmEval scorer_v1.8 for TAC KBP event mentions (`--format tbf`), quirks included.
 */
export const PROFILES = [
  "default",
  "conlleval",
  "seqeval-strict",
  "nervaluate",
  "evmeval",
] as const;
export type Profile = (typeof PROFILES)[number];

export const OFFSET_UNITS = ["char", "token"] as const;

/** How an input counts characters: converted to code points on reading (docs/formats.md). */
export const CHAR_OFFSET_MODES = ["auto", "codepoint", "utf16", "grapheme"] as const;
export type CharOffsetMode = (typeof CHAR_OFFSET_MODES)[number];

/** Where Label Studio system spans come from. */
export const LABEL_STUDIO_SOURCES = ["auto", "annotations", "predictions"] as const;
export type LabelStudioSource = (typeof LABEL_STUDIO_SOURCES)[number];

/** Resolved scoring settings: every field present, frozen, echoed into scores JSON. */
export interface ScoreSettings {
  readonly format: FormatName;
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
  /** Directory corpora: glob filters on relative paths (empty: every file of the format). */
  readonly glob: readonly string[];
  /** Suffix removed from gold / system file names to get document ids (MAT's --ref_fsuff_off). */
  readonly goldSuffix: string | null;
  readonly systemSuffix: string | null;
  /** brat: where the `.txt` files are when not beside the `.ann` files. */
  readonly textDir: string | null;
  /** How doccano / Label Studio count characters. */
  readonly charOffsets: CharOffsetMode;
  /** Label Studio: which results are the system output. */
  readonly labelStudioSystem: LabelStudioSource;
  /** TBF: directory of `<doc>.tab` token tables (token mode); null: character mode. */
  readonly tokens: string | null;
  readonly tokenSuffix: string;
  /** TBF: tokens ignored when comparing mention spans (EvmEval's invisible words). */
  readonly invisibleWords: readonly string[];
}

/** Defaults for every setting; a profile may then override a few (see `resolveProfile`). */
export const DEFAULT_SCORE_SETTINGS: ScoreSettings = Object.freeze({
  format: "conll",
  input: null,
  gold: null,
  system: null,
  compat: "default",
  tagging: "iob2",
  strictTags: false,
  beta: 1,
  goldColumn: -2,
  systemColumn: -1,
  docstartIsToken: false,
  offsets: "char",
  map: Object.freeze({}),
  ignore: Object.freeze([]),
  types: Object.freeze([]),
  attributes: Object.freeze([]),
  glob: Object.freeze([]),
  goldSuffix: null,
  systemSuffix: null,
  textDir: null,
  charOffsets: "auto",
  labelStudioSystem: "auto",
  tokens: null,
  tokenSuffix: ".tab",
  invisibleWords: Object.freeze([]),
});

/** What a profile forces, applied after the user's own settings. */
export const PROFILE_OVERRIDES: Readonly<Record<Profile, Partial<ScoreSettings>>> = {
  default: {},
  conlleval: { docstartIsToken: true, strictTags: false },
  "seqeval-strict": { tagging: "iob2", strictTags: true },
  nervaluate: {},
  evmeval: {},
};
