/**
 * The one model every reader produces.
 *
 * Offsets are half-open `[start, end)`. Their unit is the document's `unit`:
 * - `token`: index into the document's token sequence (CoNLL, token-offset JSONL, TBF token ids);
 * - `char`: Unicode code points into `text` (brat's convention). JavaScript strings count UTF-16
 *   units, so readers convert with `corpus/offsets.ts` before building annotations.
 * A discontinuous annotation keeps its pieces in `fragments` (two or more, sorted, neither
 * overlapping nor touching); `start`/`end` are then the hull. Alignment compares the units the
 * fragments cover (`align/coverage.ts`), never the hull.
 */
export type OffsetUnit = "token" | "char";

/** One piece of a discontinuous annotation, half-open, in the document's unit. */
export interface Fragment {
  readonly start: number;
  readonly end: number;
}

/** A typed span. `line` is the 1-based source line, kept for issues and details. */
export interface Annotation {
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly fragments?: readonly Fragment[];
  readonly attributes?: Readonly<Record<string, string>>;
  readonly id?: string;
  readonly line?: number;
  /** The span's text as the file writes it (tbf's text field): shown in reports, never scored. */
  readonly text?: string;
}

/**
 * A span given by its text alone, as a prompted extractor answers (`{"text": "Barack Obama",
 * "type": "PER"}`): located in the document's text once the sides are paired
 * (`corpus/anchor-mentions.ts`). `context` is a quote around it that narrows the occurrence;
 * `occurrence` (1-based) names one outright.
 */
export interface Mention {
  readonly type: string;
  readonly text: string;
  readonly context?: string;
  readonly occurrence?: number;
  readonly line?: number;
  readonly attributes?: Readonly<Record<string, string>>;
}

/**
 * A typed link between two annotations of one document (brat `R` lines and `E` arguments, doccano
 * and Label Studio relations, JSONL `relations`): directed from `head` (brat's Arg1) to `tail`
 * (Arg2). The arguments are the annotations as read; normalization maps their types with the
 * spans' and drops a relation whose argument it drops (docs/families.md, "Relations").
 */
export interface Relation {
  readonly type: string;
  readonly head: Annotation;
  readonly tail: Annotation;
  readonly id?: string;
  readonly line?: number;
}

/** One side (gold or system) of one document. */
export interface Document {
  readonly id: string;
  readonly unit: OffsetUnit;
  readonly annotations: readonly Annotation[];
  readonly text?: string;
  readonly tokens?: readonly string[];
  /**
   * Tokens of a `char` document as code-point spans, sorted (GATE `Token`, MAT `lex` annotations):
   * the elements of the token score level. Token-unit documents use `tokens` instead.
   */
  readonly tokenSpans?: readonly Fragment[];
  /** Where the document came from, for issues. */
  readonly source?: { readonly file: string; readonly line?: number };
  /** Spans without offsets, located in the text when paired; none once anchored. */
  readonly mentions?: readonly Mention[];
  /** What producing the document cost, as the system output reports it (system side). */
  readonly usage?: Usage;
  /** Relations between its annotations, when the format carries them (the relations family). */
  readonly relations?: readonly Relation[];
  /**
   * A system record without a text of its own: the spans that say their text (JSONL `text`),
   * offsets as read, checked against the gold's text once paired (`corpus/gold-text.ts`).
   */
  readonly spanTexts?: readonly SpanTextClaim[];
}

/** A span's own copy of its text, with its field (`spans[2]`), for the text check. */
export interface SpanTextClaim {
  readonly field: string;
  readonly type: string;
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly fragments?: readonly Fragment[];
}

/**
 * Per-document usage a system reports (`usage.total_tokens`, `usage.cost`, `latency_ms`): each
 * field only when the output carries it (absent is "not reported", never zero).
 */
export interface Usage {
  readonly tokens?: number;
  readonly cost?: number;
  readonly latencyMs?: number;
}

/** Token-level tag agreement, counted by readers of tagged formats (CoNLL) for accuracy. */
export interface TokenTally {
  readonly tokens: number;
  readonly correctTags: number;
}

/** A gold document and its system counterpart; either may be missing (reported as an issue). */
export interface DocumentPair {
  readonly id: string;
  readonly gold: Document | undefined;
  readonly system: Document | undefined;
  readonly tokenTally?: TokenTally;
}

/** Severity of a data issue: `error` stops nothing here (errors throw); issues are kept and reported. */
export type IssueSeverity = "warning" | "info";

/** A data problem that was handled, never silently: counted, reported in `issues[]`. */
export interface Issue {
  readonly severity: IssueSeverity;
  readonly kind: string;
  readonly message: string;
  readonly file?: string;
  readonly line?: number;
  readonly document?: string;
}
