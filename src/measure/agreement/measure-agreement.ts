import type { Judgements } from "../../formats/labels.ts";
import { codingTable, isComplete } from "./coding-table.ts";
import { krippendorffAlpha } from "./krippendorff-alpha.ts";
import {
  type Measured,
  type MeasureNote,
  meanOf,
  measured,
  noteTaker,
  undefinedBecause,
} from "./measured.ts";
import { multiCoderFigures } from "./multi-coder.ts";
import { type NltkAgreement, nltkAgreement } from "./nltk-agreement.ts";
import { measurePairs, type PairAgreement } from "./pair-agreement.ts";

/**
 * Agreement among coders on nominal labels (`agreement.*`). Fractions 0..1; chance-corrected
 * coefficients may be negative. A figure undefined for the data is null with a note saying why.
 */
export interface AgreementScores {
  /** Coders, sorted by code point; pairs follow this order. */
  readonly coders: readonly string[];
  /** Inventory: declared ∪ used categories, sorted by code point. */
  readonly categories: readonly string[];
  readonly categoriesUsed: readonly string[];
  readonly items: number;
  readonly judgements: number;
  /** items × coders − judgements. */
  readonly missing: number;
  readonly complete: boolean;
  readonly observed: number | null;
  /** Bennett's S with q = the inventory size (`categories`). */
  readonly s: number | null;
  /** Multi-coder Scott's π (Fleiss' κ); Scott's π for two coders. */
  readonly pi: number | null;
  /** Mean pairwise Cohen's κ (Light's κ), each pair on the items both judged. */
  readonly kappa: number | null;
  /** Mean pairwise Scott's π (what GATE's IAA plugin averages). */
  readonly meanPairPi: number | null;
  /** Davies & Fleiss' multi-coder κ (complete data only). */
  readonly multiKappa: number | null;
  /** Krippendorff's α, nominal, allowing missing judgements. */
  readonly alpha: number | null;
  /** Expected agreement behind `pi` and `multiKappa`. */
  readonly expected: { readonly pi: number | null; readonly multiKappa: number | null };
  /** Specific agreement per category over all coders. */
  readonly specific: Readonly<Record<string, number | null>>;
  readonly pairs: readonly PairAgreement[];
  /** The pairs' figures keyed `A × B` (coder order), so a gate rule can name one. */
  readonly byPair: Readonly<Record<string, PairFigures>>;
  /** nltk 3.8 AnnotationTask's figures on the same data, where they differ from the above. */
  readonly nltk: NltkAgreement;
  readonly notes: readonly MeasureNote[];
}

/** A pair's gateable figures. */
export interface PairFigures {
  readonly items: number;
  readonly observed: number | null;
  readonly kappa: number | null;
  readonly pi: number | null;
}

/** Options: `categories` is the declared inventory (it changes S and adds specific-agreement rows). */
export interface AgreementOptions {
  readonly categories?: readonly string[];
}

/** Every agreement measure of an `item, coder, label` table. Pure; deterministic in any row order. */
export function measureAgreement(
  data: Judgements,
  options: AgreementOptions = {},
): AgreementScores {
  const table = codingTable(data, options.categories);
  const notes: MeasureNote[] = [];
  const take = noteTaker(notes);
  const pairs = measurePairs(table, notes);
  const multi = multiCoderFigures(table);
  const specific = table.categories.map((c, k) => {
    return [
      c,
      take(`specific.${c}`, multi.specific[k] ?? undefinedBecause("no such category")),
    ] as const;
  });
  return {
    coders: table.coders,
    categories: table.categories,
    categoriesUsed: table.used,
    items: table.items.length,
    judgements: table.judgements,
    missing: table.items.length * table.coders.length - table.judgements,
    complete: isComplete(table),
    observed: take("observed", multi.observed),
    s: take("s", multi.s),
    pi: take("pi", multi.pi),
    kappa: take("kappa", pairMean(pairs, "kappa", "κ", notes)),
    meanPairPi: take("meanPairPi", pairMean(pairs, "pi", "π", notes)),
    multiKappa: take("multiKappa", multi.multiKappa),
    alpha: take("alpha", krippendorffAlpha(table)),
    expected: {
      pi: take("expected.pi", multi.piExpected),
      multiKappa: take("expected.multiKappa", multi.multiKappaExpected),
    },
    specific: Object.fromEntries(specific),
    pairs,
    byPair: Object.fromEntries(
      pairs.map((p) => [
        `${p.coders[0]} × ${p.coders[1]}`,
        { items: p.items, observed: p.observed, kappa: p.kappa, pi: p.pi },
      ]),
    ),
    nltk: nltkAgreement(table, notes),
    notes,
  };
}

/** Mean over coder pairs of one of their figures; undefined if any pair's is. */
function pairMean(
  pairs: readonly PairAgreement[],
  key: "kappa" | "pi",
  what: string,
  notes: readonly MeasureNote[],
): Measured {
  const figures = pairs.map((p, i) => {
    const value = p[key];
    if (value !== null) return measured(value);
    // The pair's own note says why; the mean shares its cause (one note for both).
    const note = notes.find((n) => n.path === `pairs[${i}].${key}`);
    return undefinedBecause(note?.message ?? `its ${what} is undefined`, note?.cause);
  });
  return meanOf(
    figures,
    pairs.map((p) => p.coders.join("–")),
    "coder pair",
  );
}
