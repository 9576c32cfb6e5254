import type { ClassChange } from "../baseline/class-changes.ts";
import type { JointNull } from "../baseline/joint-null.ts";

/**
 * What the gate reads: the current scores document and, when a baseline was found, the baseline
 * document and the 95% intervals of the deltas, looked up by concrete metric path. Built from a
 * comparison by `evidenceFromComparison`; tests build it by hand.
 */

/** A figure at a concrete metric path, looked up when a rule checks that path; undefined = none. */
export type PathLookup<T> = (path: string) => T | undefined;

/** A lookup over figures keyed by concrete path (evidence built by hand). */
export function lookupIn<T>(figures: Readonly<Record<string, T>>): PathLookup<T> {
  return (path) => (Object.hasOwn(figures, path) ? figures[path] : undefined);
}

/** How the gold set relates to the baseline's. */
export const GOLD_RELATIONS = ["same", "rescored", "shared", "changed"] as const;
export type GoldRelation = (typeof GOLD_RELATIONS)[number];

/** The baseline side of the evidence. */
export interface BaselineEvidence {
  readonly kind: "found";
  /** The baseline scores document (after any re-scoring), walked with the same metric paths. */
  readonly doc: unknown;
  /** 95% interval of `current − baseline` at a concrete path (fractions); undefined = not computed. */
  readonly interval: PathLookup<readonly [number, number]>;
  /** Raw two-sided p-value of the delta at a concrete path; undefined = not computed. */
  readonly p?: PathLookup<number>;
  /** Joint paired randomizations of the watched metrics (one per resampling engine). */
  readonly joint?: readonly JointNull[];
  /**
   * `rescored`: the gold changed and the baseline's output was re-scored on the current gold;
   * `shared`: the gold side changed in which units it holds, compared on the units both hold.
   */
  readonly gold: GoldRelation;
  /**
   * `shared`: the current side's figure at a concrete path as the comparison measured it, over
   * the units both sides hold; a drop is judged on it (the baseline's, `doc`, is over them too).
   */
  readonly sharedCurrent?: PathLookup<number>;
  /** Gold fingerprints (sha256) of both sides, for messages. */
  readonly goldSha256: { readonly baseline: string; readonly current: string };
  /** The defining settings the baseline was scored under that differ from this run's, in words. */
  readonly settings?: string;
  /**
   * Classes (span types, event types, labels: each family's own, `MetricFamily.classes`) of the
   * baseline absent now, and classes new in this run, by family in registry order, then by name.
   */
  readonly goneClasses: readonly ClassCase[];
  readonly newClasses: readonly ClassCase[];
  /** Present when the baseline is older than `baseline.maxAgeDays`: its date and age. */
  readonly stale?: { readonly date: string | null; readonly ageDays: number | null };
}

/** A class on one side only, with the noun its family calls it by (`type`, `label`). */
export interface ClassCase extends ClassChange {
  readonly noun: string;
}

/** Why there is no baseline: none was configured, or the search found none (with its reason). */
export interface NoBaseline {
  /**
   * `incomparable`: a baseline was found on another gold set (too few documents in common) or of
   * another task family; `reason` then says which, and what it means (`…, so it measured another
   * task`).
   */
  readonly kind: "disabled" | "missing" | "incomparable";
  readonly reason: string;
}

/** Everything the gate decides on. */
export interface GateEvidence {
  readonly current: unknown;
  readonly baseline: BaselineEvidence | NoBaseline;
}
