import type { Judgements } from "../../formats/labels.ts";
import { type AgreementStats, planStats, tableStats } from "./agreement-stats.ts";
import { type CodingTable, codingTable } from "./coding-table.ts";
import { atChanceOfTable, type Chance, pairsSumToZero, worthChecking } from "./exact-chance.ts";
import { type AnalyticError, analyticErrors } from "./gwet-variance.ts";
import { type KappaErrors, kappaErrors } from "./kappa-variance.ts";
import { exactAlpha, krippendorffAlpha, levelAlpha } from "./krippendorff-alpha.ts";
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
import { categoryRecord, measurePairs, type PairAgreement } from "./pair-agreement.ts";
import { identityWeights, type Level, type Weights } from "./scale.ts";
import { type WeightedAgreement, weightedAgreement } from "./weighted-agreement.ts";

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
  /** Bennett's S (Brennan–Prediger's κ_n) with q = the inventory size (`categories`). */
  readonly s: number | null;
  /** Gwet's AC1. */
  readonly ac1: number | null;
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
  /** Expected agreement behind `pi`, `multiKappa` and `ac1`. */
  readonly expected: {
    readonly pi: number | null;
    readonly multiKappa: number | null;
    readonly ac1: number | null;
  };
  /** `--weights`: the weighted figures, under the weights' name (`linear`, `quadratic`). */
  readonly weights: Weights | null;
  readonly linear?: WeightedAgreement;
  readonly quadratic?: WeightedAgreement;
  /** `--level`: Krippendorff's α at that level (nominal is `alpha`). */
  readonly level: Level;
  readonly ordinal?: LevelAlpha;
  readonly interval?: LevelAlpha;
  readonly ratio?: LevelAlpha;
  /** The categories low to high when weights or a level need an order; else null. */
  readonly scale: readonly string[] | null;
  /** Specific agreement per category over all coders. */
  readonly specific: Readonly<Record<string, number | null>>;
  readonly pairs: readonly PairAgreement[];
  /** The pairs' figures keyed `A × B` (coder order), so a gate rule can name one. */
  readonly byPair: Readonly<Record<string, PairFigures>>;
  /**
   * Gwet's analytic standard errors and t intervals (irrCAC's forms, gwet-variance.ts) of the
   * whole-task figures; null where the figure or its variance is undefined.
   */
  readonly analytic: Readonly<
    Record<"observed" | "pi" | "multiKappa" | "ac1" | "s" | "alpha", AnalyticError | null>
  >;
  /** nltk 3.8 AnnotationTask's figures on the same data, where they differ from the above. */
  readonly nltk: NltkAgreement;
  readonly notes: readonly MeasureNote[];
}

/**
 * A pair's gateable figures, and κ's analytic errors as statsmodels' `cohens_kappa` prints them
 * (`std_kappa`, `kappa_low`/`kappa_upp`, `std_kappa0`).
 */
/**
 * A pair's figures. Its κ's analytic errors (statsmodels' ASE and limits) are in a scores
 * document, and absent from a resample's figures, which no gateable path names them in: at 200
 * categories they were 90% of a resample's cost (two walks of the q × q table per pair).
 */
export interface PairFigures extends Partial<KappaErrors> {
  readonly items: number;
  readonly observed: number | null;
  readonly kappa: number | null;
  readonly pi: number | null;
}

/** Krippendorff's α at a level other than nominal. */
export interface LevelAlpha {
  readonly alpha: number | null;
}

/**
 * Options: `categories` is the declared inventory (it changes S and adds specific-agreement rows),
 * in scale order when labels are not numbers; `weights` adds the weighted figures; `level` α at
 * that level.
 */
export interface AgreementOptions {
  readonly categories?: readonly string[];
  readonly weights?: Weights | null;
  readonly level?: Level;
}

/** Every agreement measure of an `item, coder, label` table. Pure; deterministic in any row order. */
export function measureAgreement(
  data: Judgements,
  options: AgreementOptions = {},
): AgreementScores {
  const table = codingTable(data, options.categories);
  return measureWith(statsOf(table, options), table) as AgreementScores;
}

/**
 * The figures without nltk's and without the analytic errors (a resample: no gateable path names
 * them), for speed: the analytic errors would double a resample's cost. A resample's stats
 * (pattern-stats.ts) carry their options.
 */
export function measureAgreementFigures(
  data: Judgements | CodingTable | AgreementStats,
  options: AgreementOptions = {},
): Omit<AgreementScores, "nltk" | "analytic"> {
  if ("sums" in data) return measureWith(data, null);
  return measureWith(
    statsOf("codes" in data ? data : codingTable(data, options.categories), options),
    null,
  );
}

function statsOf(table: CodingTable, options: AgreementOptions): AgreementStats {
  return tableStats(table, planStats(table.categories, options));
}

/** The figures of the stats; with their table, also nltk's and the analytic errors. */
function measureWith(
  stats: AgreementStats,
  table: CodingTable | null,
): Omit<AgreementScores, "nltk" | "analytic"> & {
  nltk?: NltkAgreement;
  analytic?: AgreementScores["analytic"];
} {
  const notes: MeasureNote[] = [];
  const take = noteTaker(notes);
  // Figures only (a resample's: no table): the per-category figures, which no resample asks
  // for, are worked out only when read, and their nulls are not noted (measurePairs too).
  const figuresOnly = table === null;
  const pairs = measurePairs(stats, notes, figuresOnly);
  const multi = multiCoderFigures(stats);
  const complete = stats.judgements === stats.items * stats.coders.length;
  if (!complete && stats.coders.length >= 2) notes.push(...missingDataNotes(stats));
  const specificOf = (k: number) => multi.specific[k] ?? undefinedBecause("no such category");
  const noted = figuresOnly
    ? null
    : categoryRecord(stats.categories, (c, k) => take(`specific.${c}`, specificOf(k)));
  let unnoted: Readonly<Record<string, number | null>> | null = null;
  // nltk's α keeps the floats at exactly chance; Goldgate's is exactly 0 there.
  const nltkAlpha = krippendorffAlpha(stats);
  // With missing judgements a scores document's figures are checked in fractions from the table
  // (complete data is checked in integers where the figures are made, resamples included).
  const exact = (m: Measured, chance: Chance): Measured =>
    table !== null && !complete && worthChecking(m.value) && atChanceOfTable(table, chance)
      ? measured(0)
      : m;
  const alpha = exact(exactAlpha(nltkAlpha, stats), "alpha");
  // One q × q identity for every pair's κ errors (a scores document's; a resample has none).
  const identity = table === null ? [] : identityWeights(stats.categories.length);
  return {
    coders: stats.coders,
    categories: stats.categories,
    categoriesUsed: stats.used,
    items: stats.items,
    judgements: stats.judgements,
    missing: stats.items * stats.coders.length - stats.judgements,
    complete,
    observed: take("observed", multi.observed),
    s: take("s", exact(multi.s, "bp")),
    ac1: take("ac1", exact(multi.ac1, "ac")),
    pi: take("pi", exact(multi.pi, "pi")),
    kappa: take("kappa", pairMean(pairs, "kappa", "κ", figuresOnly ? null : notes)),
    meanPairPi: take("meanPairPi", pairMean(pairs, "pi", "π", figuresOnly ? null : notes)),
    multiKappa: take("multiKappa", exact(multi.multiKappa, "conger")),
    alpha: take("alpha", alpha),
    expected: {
      pi: take("expected.pi", multi.piExpected),
      multiKappa: take("expected.multiKappa", multi.multiKappaExpected),
      ac1: take("expected.ac1", multi.ac1Expected),
    },
    ...scaled(stats, notes, table),
    get specific() {
      if (noted !== null) return noted;
      unnoted ??= categoryRecord(stats.categories, (_, k) => specificOf(k).value);
      return unnoted;
    },
    pairs,
    byPair: Object.fromEntries(
      pairs.map((p) => [
        `${p.coders[0]} × ${p.coders[1]}`,
        {
          items: p.items,
          observed: p.observed,
          kappa: p.kappa,
          pi: p.pi,
          ...(table === null ? {} : kappaErrors(p.contingency, identity, p.kappa)),
        },
      ]),
    ),
    ...(table === null
      ? {}
      : {
          analytic: unweightedErrors(table),
          nltk: nltkAgreement(table, stats.coderCounts, notes, nltkAlpha),
        }),
    notes,
  };
}

function unweightedErrors(table: CodingTable): AgreementScores["analytic"] {
  const e = analyticErrors(table, identityWeights(table.categories.length));
  return {
    observed: e.observed,
    pi: e.pi,
    multiKappa: e.conger,
    ac1: e.ac,
    s: e.bp,
    alpha: e.alpha,
  };
}

/** What `--weights` and `--level` add: the scale, the weighted section and α at the level. */
function scaled(stats: AgreementStats, notes: MeasureNote[], table: CodingTable | null) {
  const { weights, level, scale } = stats;
  const take = noteTaker(notes);
  return {
    weights,
    ...(weights === null || scale === null
      ? {}
      : { [weights]: weightedAgreement(stats, scale, weights, notes, table) }),
    level,
    ...(level === "nominal" || scale === null
      ? {}
      : { [level]: { alpha: take(`${level}.alpha`, levelAlpha(stats, level, scale)) } }),
    scale: scale?.order ?? null,
  };
}

/** The figures that take Gwet's missing-data forms, said once (an info note, not a null). */
function missingDataNotes(stats: AgreementStats): MeasureNote[] {
  const missing = stats.items * stats.coders.length - stats.judgements;
  const message = `${missing} judgements are missing: computed in Gwet's missing-data forms (as irrCAC): agreement over the items two or more coders judged, chance from every item's category shares (docs/agreement.md)`;
  return ["observed", "s", "pi", "multiKappa", "ac1"].map((path) => ({
    path,
    message,
    cause: "missing-data forms",
  }));
}

/**
 * Mean over coder pairs of one of their figures; undefined if any pair's is. `notes` null: a
 * resample's figures, whose notes nobody reads: an undefined mean without naming every pair
 * (with many coders, thousands of names in each of 1,000 resamples).
 */
function pairMean(
  pairs: readonly PairAgreement[],
  key: "kappa" | "pi",
  what: string,
  notes: readonly MeasureNote[] | null,
): Measured {
  if (notes === null && pairs.some((p) => p[key] === null))
    return undefinedBecause(`a coder pair's ${what} is undefined`);
  // The first note of each path, found once: many coders make many pairs, and many undefined.
  let byPath: Map<string, MeasureNote> | null = null;
  const figures = pairs.map((p, i) => {
    const value = p[key];
    if (value !== null) return measured(value);
    if (byPath === null) {
      byPath = new Map();
      for (const n of notes ?? []) if (!byPath.has(n.path)) byPath.set(n.path, n);
    }
    // The pair's own note says why; the mean shares its cause (one note for both).
    const note = byPath.get(`pairs[${i}].${key}`);
    return undefinedBecause(note?.message ?? `its ${what} is undefined`, note?.cause);
  });
  const mean = meanOf(
    figures,
    pairs.map((p) => p.coders.join("–")),
    "coder pair",
  );
  // A scores document's mean (not a resample's) is exactly 0 where the pairs' figures cancel
  // exactly, checked in fractions (exact-chance.ts) only when the floats leave it that small.
  return notes !== null &&
    worthChecking(mean.value) &&
    pairsSumToZero(
      pairs.map((p) => p.contingency),
      key,
    )
    ? measured(0)
    : mean;
}
