/**
 * Closed sets and the resolved settings every stage reads. Defaults live here and only here.
 */

export const FORMATS = ["conll", "jsonl"] as const;
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
 */
export const PROFILES = ["default", "conlleval", "seqeval-strict", "nervaluate"] as const;
export type Profile = (typeof PROFILES)[number];

export const OFFSET_UNITS = ["char", "token"] as const;

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
});

/** What a profile forces, applied after the user's own settings. */
export const PROFILE_OVERRIDES: Readonly<Record<Profile, Partial<ScoreSettings>>> = {
  default: {},
  conlleval: { docstartIsToken: true, strictTags: false },
  "seqeval-strict": { tagging: "iob2", strictTags: true },
  nervaluate: {},
};
