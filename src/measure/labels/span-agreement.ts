import type { Profile } from "../../config/settings.ts";
import type { Issue } from "../../corpus/model.ts";
import type { InputSummary } from "../scores.ts";
import type { FeaturePair, KappaInstances } from "./feature-kappa.ts";
import type { SpanAgreementUnit } from "./span-agreement-units.ts";
import type { MeanBdm, SpanPairBdm } from "./span-bdm.ts";

/**
 * Precision, recall and F1 of one annotation set read against another, and F-beta when β ≠ 1
 * (`--beta`; unlike F1 it depends on which set leads). Fractions 0..1.
 */
export interface PairRates {
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
  readonly fbeta?: number;
}

/** Agreement of two annotation sets: `a` read as the reference, `b` as the response. */
export interface SpanPairAgreement {
  readonly sets: readonly [string, string];
  readonly strict: PairRates;
  readonly lenient: PairRates;
  readonly types: Readonly<
    Record<string, { readonly strict: PairRates; readonly lenient: PairRates }>
  >;
  /** Per-document rows (GATE's verbosity 2): each document's annotations in a and b, and rates. */
  readonly documents?: readonly SpanDocumentAgreement[];
  /** With `--both-annotated`: documents left out because one set has no annotation in them. */
  readonly skipped?: readonly string[];
  /**
   * Macro average over documents (GATE's "macro averaged over N documents"): the mean of the
   * per-document rates, over the documents in which either set has an annotation.
   */
  readonly macro?: { readonly strict: PairRates; readonly lenient: PairRates };
  /** With `--bdm FILE`: BDM-credited strict and lenient rates, overall and per type. */
  readonly bdm?: SpanPairBdm;
  /** With `--kappa-feature NAME`: κ over the feature's values (Non-cat for no annotation). */
  readonly feature?: FeaturePair;
}

/** One document's agreement for a pair. */
export interface SpanDocumentAgreement {
  readonly id: string;
  readonly annotations: readonly [number, number];
  readonly strict: PairRates;
  readonly lenient: PairRates;
}

/**
 * `goldgate/agreement@1` for spans (GATE's IAA for annotation sets): pairwise P/R/F1, their mean
 * and the matrix of pairs. κ is not defined for spans (there is no fixed set of items to agree on,
 * so chance agreement has no denominator); F1 is the standard substitute (docs/agreement.md).
 */
export interface SpanAgreementDocument {
  readonly schema: "goldgate/agreement@1";
  readonly task: "span-agreement";
  readonly tool: { readonly name: "goldgate"; readonly version: string };
  readonly settings: {
    readonly format: string;
    readonly sets: readonly string[];
    readonly bothAnnotated?: boolean;
    /** `--annotation-sets`: the GATE corpus whose named sets `sets` are. */
    readonly corpus?: string;
    /** β of the pairs' `fbeta` and the profile whose rate arithmetic they follow. */
    readonly beta?: number;
    readonly compat?: Profile;
  };
  /**
   * The documents (gold of a comparison: a change of documents is a change of gold) and every
   * set's annotations (fingerprinted in set order), as a baseline records them.
   */
  readonly inputs?: {
    readonly documents: {
      readonly path: string | null;
      readonly documents: number;
      readonly sha256: string;
    };
    readonly annotations: InputSummary;
  };
  readonly agreement: {
    readonly sets: readonly string[];
    readonly pairs: readonly SpanPairAgreement[];
    /** Mean over the pairs (each pair once). */
    readonly mean: { readonly strict: PairRates; readonly lenient: PairRates };
    /** Mean over the pairs of each pair's macro average over documents. */
    readonly macro?: { readonly strict: PairRates; readonly lenient: PairRates };
    /** F1 of every pair of sets, symmetric, 1 on the diagonal; rows and columns follow `sets`. */
    readonly matrix: {
      readonly strict: readonly (readonly number[])[];
      readonly lenient: readonly (readonly number[])[];
    };
    /**
     * Per annotation set (Teamware's per-annotator summary): the mean strict and lenient F1 of the
     * pairs it belongs to, in `sets` order.
     */
    readonly bySet?: readonly { readonly strict: number; readonly lenient: number }[];
    /** Each pair's strict and lenient P, R, F1 by `pairKey` (gate paths `agreement.byPair.*`). */
    readonly byPair?: NamedSections["byPair"];
    /** Each set's mean F1 over its pairs by `setKey` (gate paths `agreement.perSet.*`). */
    readonly perSet?: NamedSections["perSet"];
    /** With `--bdm FILE`: the pairs' BDM figures, averaged (gate paths `agreement.bdm.*`). */
    readonly bdm?: MeanBdm;
    /** With `--kappa-feature NAME`: the pairs' mean κ, π and observed agreement over its values. */
    readonly feature?: {
      readonly name: string;
      readonly nonCat: string;
      /** Which annotations are instances (`--kappa-instances`; docs/agreement.md). */
      readonly instances: KappaInstances;
      readonly observed: number | null;
      readonly kappa: number | null;
      readonly pi: number | null;
    };
    /** Each document's tallies per pair: what resampling documents sums (span-agreement-units.ts). */
    readonly units?: readonly SpanAgreementUnit[];
  };
  readonly issues: readonly Issue[];
}

/** The mean of pair rates (0 with no pairs). */
export function meanPairRates(rows: readonly PairRates[]): PairRates {
  const n = rows.length;
  const mean = (pick: (r: PairRates) => number): number =>
    n === 0 ? 0 : rows.reduce((a, r) => a + pick(r), 0) / n;
  const base = {
    precision: mean((r) => r.precision),
    recall: mean((r) => r.recall),
    f1: mean((r) => r.f1),
  };
  return rows[0]?.fbeta === undefined ? base : { ...base, fbeta: mean((r) => r.fbeta ?? 0) };
}

/** The symmetric F1 matrix of `sets` from their pairs; F1 does not depend on which set leads. */
export function pairMatrix(
  sets: readonly string[],
  pairs: readonly SpanPairAgreement[],
  scheme: "strict" | "lenient",
): number[][] {
  const index = new Map(sets.map((s, k) => [s, k]));
  const matrix = sets.map((_, i) => sets.map((__, j) => (i === j ? 1 : 0)));
  for (const p of pairs) {
    const i = index.get(p.sets[0]) ?? 0;
    const j = index.get(p.sets[1]) ?? 0;
    (matrix[i] as number[])[j] = p[scheme].f1;
    (matrix[j] as number[])[i] = p[scheme].f1;
  }
  return matrix;
}

/** Each set's mean F1 over the pairs it belongs to (the matrix row without its diagonal). */
export function setMeans(matrix: readonly (readonly number[])[]): number[] {
  return matrix.map((row, i) => {
    const others = row.filter((_, j) => j !== i);
    return others.length === 0 ? 0 : others.reduce((a, v) => a + v, 0) / others.length;
  });
}

/** A set's key in `agreement.byPair` and `agreement.perSet`: its name as listed; '' (GATE's default set) is `(default)`. */
export function setKey(set: string): string {
  return set === "" ? "(default)" : set;
}

/** The key of the pair of sets a, b (a listed first): `a × b`, as coder agreement names pairs. */
export function pairKey(a: string, b: string): string {
  return `${setKey(a)} × ${setKey(b)}`;
}

type Plain = Pick<PairRates, "precision" | "recall" | "f1" | "fbeta">;
type SchemeRates<T> = { readonly strict: T; readonly lenient: T };

/** The named per-pair and per-set sections a document and its resampled measures carry. */
export interface NamedSections {
  readonly byPair: Readonly<Record<string, SchemeRates<Plain>>>;
  readonly perSet: Readonly<Record<string, SchemeRates<{ readonly f1: number }>>>;
}

/**
 * `pairs` (one per two `sets`, in set order: 1 × 2, 1 × 3, …, 2 × 3, …) by name, and each set's
 * mean strict and lenient F1 over the pairs it belongs to; null when the pairs do not fit the sets.
 */
export function namedSections(
  sets: readonly string[],
  pairs: readonly SchemeRates<PairRates>[],
): NamedSections | null {
  const order = sets.flatMap((_, i) => sets.slice(i + 1).map((__, d) => [i, i + 1 + d] as const));
  if (order.length !== pairs.length || new Set(sets.map(setKey)).size !== sets.length) return null;
  // F-beta rides along where β ≠ 1 (`--beta`), as on every rates object of the document.
  const plain = (r: PairRates): Plain => ({
    precision: r.precision,
    recall: r.recall,
    f1: r.f1,
    ...(r.fbeta === undefined ? {} : { fbeta: r.fbeta }),
  });
  const byPair: Record<string, SchemeRates<Plain>> = {};
  const sums = sets.map(() => ({ strict: 0, lenient: 0, n: 0 }));
  order.forEach(([i, j], k) => {
    const p = pairs[k];
    if (p === undefined) return;
    byPair[pairKey(sets[i] ?? "", sets[j] ?? "")] = {
      strict: plain(p.strict),
      lenient: plain(p.lenient),
    };
    for (const s of [sums[i], sums[j]]) {
      if (s === undefined) continue;
      s.strict += p.strict.f1;
      s.lenient += p.lenient.f1;
      s.n += 1;
    }
  });
  const perSet = Object.fromEntries(
    sets.map((set, i) => {
      const s = sums[i] ?? { strict: 0, lenient: 0, n: 0 };
      const mean = (x: number) => (s.n === 0 ? 0 : x / s.n);
      return [setKey(set), { strict: { f1: mean(s.strict) }, lenient: { f1: mean(s.lenient) } }];
    }),
  );
  return { byPair, perSet };
}
