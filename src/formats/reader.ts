import type { ScoreSettings } from "../config/settings.ts";
import type { Document, DocumentPair, Issue } from "../corpus/model.ts";
import type { FilePort } from "../ports/files.ts";

/**
 * What a reader yields: pairs when the format itself pairs gold with system (CoNLL columns),
 * or one stream per side that `corpus/pair.ts` pairs by document id.
 * Streams are lazy so a corpus is never held whole.
 */
export type ReadResult =
  | { readonly kind: "paired"; readonly pairs: Iterable<DocumentPair> }
  | {
      readonly kind: "sides";
      readonly gold: Iterable<Document>;
      readonly system: Iterable<Document>;
    };

/** Collects data issues as reading goes. */
export type IssueSink = (issue: Issue) => void;

/**
 * The documents a shard scores (docs/sharding.md). A reader that knows a document's id before its
 * body asks `wants` and, when not, skips the body unparsed and says `skipped` (`gold`: the
 * document has a gold side). A reader may ignore it: the shard drops unwanted pairs after reading.
 */
export interface DocumentSelection {
  wants(id: string): boolean;
  skipped(id: string, gold: boolean): void;
  /**
   * The selection is not a shard's: issues are reported as a whole read reports them (a shard's
   * carry their counts for a merge). Set when documents are taken from a baseline instead.
   */
  readonly whole?: boolean;
  /** Told of each document in which the reader found an issue (a warning it reports later). */
  flagged?(id: string): void;
}

/** One input format. Readers throw DataError (file:line, what was expected) on malformed input. */
export interface FormatReader {
  readonly name: string;
  read(
    settings: ScoreSettings,
    files: FilePort,
    report: IssueSink,
    selection?: DocumentSelection,
  ): ReadResult;
}
