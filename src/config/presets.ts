const EVMEVAL_17 = [
  "the",
  "a",
  "an",
  "I",
  "you",
  "he",
  "she",
  "we",
  "my",
  "your",
  "her",
  "our",
  "who",
  "where",
  "when",
] as const;

/**
 * Invisible-word lists: tokens never counted in a mention's Dice set (token mode only).
 * `evmeval-1.7` is the list scorer_v1.7 and earlier used; v1.7.2 dropped it, so `none` is the default.
 * `tac-kbp-2015` is the 2015 specification's list (the same plus `what`), the default of the
 * `tac-kbp-2015` profile.
 */
export const INVISIBLE_WORD_PRESETS = {
  none: [],
  "evmeval-1.7": EVMEVAL_17,
  "tac-kbp-2015": [...EVMEVAL_17, "what"],
} as const satisfies Record<string, readonly string[]>;
