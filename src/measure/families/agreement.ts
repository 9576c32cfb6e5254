import { DataError } from "../../errors.ts";
import type { Judgement, Judgements } from "../../formats/labels.ts";
import type { AgreementStats } from "../agreement/agreement-stats.ts";
import type { CodingTable } from "../agreement/coding-table.ts";
import { kappaLabel } from "../agreement/landis-koch.ts";
import { type AgreementOptions, measureAgreement } from "../agreement/measure-agreement.ts";
import { patternStats, type RatingPatterns, ratingPatterns } from "../agreement/pattern-stats.ts";
import { codeItems, resampledTable } from "../agreement/resampled-table.ts";
import { LEVELS, type Level, WEIGHTS, type Weights } from "../agreement/scale.ts";
import { copyId, copySeparator } from "../copy-ids.ts";
import {
  AGREEMENT_RATES,
  figureTables,
  headlineAlpha,
  pairNames,
  present,
  ROOT,
  rowsOf,
} from "./agreement-rows.ts";
import { figuresAt, swappedAgreement } from "./agreement-swapped.ts";
import {
  at,
  type FamilyClasses,
  type FamilyTable,
  type MetricFamily,
  numberAt,
  type PairMatrix,
  recordOf,
  rowAt,
  type ShardMerging,
  type Unit,
  type UnitResampling,
} from "./family.ts";
import { verifyRecomputed } from "./verify-recomputed.ts";

/** Agreement among coders on an `item, coder, label` table: `agreement.alpha`, κ, π, per pair. */

/** One item: each coder's label, and the run's options (inventory, weights, level). */
export interface AgreementUnit {
  readonly item: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly options: AgreementOptions;
}

function tablesOf(doc: unknown): FamilyTable[] {
  if (!present(doc)) return [];
  const coders = (at(doc, [ROOT, "coders"]) as unknown[]).map(String);
  const kappa = (a: string, b: string): number | null => {
    if (a === b) return 1;
    return (
      numberAt(doc, [ROOT, "byPair", `${a} × ${b}`, "kappa"]) ??
      numberAt(doc, [ROOT, "byPair", `${b} × ${a}`, "kappa"])
    );
  };
  return [
    ...figureTables(doc),
    {
      id: "agreement-pair-figures",
      title: "Coder pairs",
      columns: ["Pair", "Items", "Observed", "κ", "κ SE", "κ 95% low", "κ 95% high", "π"],
      fractions: [2, 3, 4, 5, 6, 7],
      coefficients: [2, 3, 4, 5, 6, 7],
      rows: pairNames(doc).map((pair) => [
        pair,
        ...["items", "observed", "kappa", "kappaSe", "kappaLower", "kappaUpper", "pi"].map((k) =>
          numberAt(doc, [ROOT, "byPair", pair, k]),
        ),
      ]),
    },
    {
      id: "agreement-pairs",
      title: "Cohen's κ per coder pair",
      columns: ["Coder", ...coders],
      fractions: coders.map((_, i) => i + 1),
      coefficients: coders.map((_, i) => i + 1),
      rows: coders.map((a) => [a, ...coders.map((b) => kappa(a, b))]),
      pairs: true,
    },
  ];
}

function readUnit(
  value: unknown,
  k: number,
  options: AgreementOptions,
  origin: string,
): Unit<AgreementUnit> {
  const r = recordOf(value);
  const labels = recordOf(r?.labels);
  if (
    r === undefined ||
    typeof r.item !== "string" ||
    labels === undefined ||
    Object.values(labels).some((l) => typeof l !== "string")
  )
    throw new DataError(
      { file: origin },
      `agreement.units[${k}]: expected { item, labels: { coder: label } }`,
    );
  return {
    id: r.item,
    tally: { item: r.item, labels: labels as Record<string, string>, options },
  };
}

/** Items drawn `weights[i]` times as judgements, each copy's id its own (`copyId`). */
function judgementsOf(units: readonly AgreementUnit[], weights: ArrayLike<number>): Judgement[] {
  const out: Judgement[] = [];
  const separator = copySeparator(units);
  units.forEach((u, i) => {
    for (let c = 0; c < (weights[i] ?? 0); c++) {
      const item = copyId(u.item, separator, c);
      for (const [coder, label] of Object.entries(u.labels))
        out.push({ item, coder, label, line: 0 });
    }
  });
  return out;
}

/**
 * Each unit list's rating patterns, once: a bootstrap measures the same units a thousand times,
 * a paired comparison in a new array each time (one side's present units), so the patterns are
 * kept by the list's first unit and reused while the list holds the same units.
 */
const patterning = new WeakMap<
  AgreementUnit,
  { readonly units: readonly AgreementUnit[]; readonly patterns: RatingPatterns | null }
>();

function patternsOnce(units: readonly AgreementUnit[]): RatingPatterns | null {
  const first = units[0];
  if (first === undefined) return null;
  const kept = patterning.get(first);
  if (kept !== undefined && sameUnits(kept.units, units)) return kept.patterns;
  const coded = codeItems(units);
  const patterns = coded === null ? null : ratingPatterns(coded, first.options);
  patterning.set(first, { units, patterns });
  return patterns;
}

function sameUnits(a: readonly AgreementUnit[], b: readonly AgreementUnit[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * What a resample measures: its stats from the items' rating patterns; the table of its copies
 * when the draw leaves out a category a weighted scale counts; its judgements when copies' ids
 * would not sort after their item (codeItems).
 */
function resampled(
  units: readonly AgreementUnit[],
  weights: ArrayLike<number>,
): AgreementStats | CodingTable | Judgements {
  const patterns = patternsOnce(units);
  if (patterns === null) return { file: "(resample)", judgements: judgementsOf(units, weights) };
  return (
    patternStats(patterns, weights) ??
    resampledTable(patterns.coded, weights, patterns.options.categories)
  );
}

/** Share of an item's coder pairs that agree (1 when fewer than two coders judged it). */
function itemAgreement(u: AgreementUnit): number {
  const labels = Object.values(u.labels);
  let pairs = 0;
  let same = 0;
  for (let i = 0; i < labels.length; i++)
    for (let j = i + 1; j < labels.length; j++) {
      pairs++;
      if (labels[i] === labels[j]) same++;
    }
  return pairs === 0 ? 1 : same / pairs;
}

/**
 * The options the document was measured with: the scale (inventory low to high) when weights or a
 * level ordered it, else the inventory; so a resample measures what the document did.
 */
function optionsOf(doc: unknown): AgreementOptions {
  const scale = at(doc, [ROOT, "scale"]);
  const inventory = Array.isArray(scale) ? scale : (at(doc, [ROOT, "categories"]) ?? []);
  const weights = at(doc, [ROOT, "weights"]);
  const level = at(doc, [ROOT, "level"]);
  return {
    categories: (Array.isArray(inventory) ? inventory : []).map(String),
    weights: (WEIGHTS as readonly unknown[]).includes(weights) ? (weights as Weights) : null,
    level: (LEVELS as readonly unknown[]).includes(level) ? (level as Level) : "nominal",
  };
}

const resampling: UnitResampling<AgreementUnit> = {
  units: (doc, origin) => {
    const units = at(doc, [ROOT, "units"]);
    const options = optionsOf(doc);
    return Array.isArray(units) ? units.map((u, k) => readUnit(u, k, options, origin)) : [];
  },
  measure: (units, weights, keys) => figuresAt(resampled(units, weights), units[0]?.options, keys),
  swapped: swappedAgreement,
  outcome: (u) => ({
    score: itemAgreement(u),
    text: Object.entries(u.labels)
      .map(([coder, label]) => `${coder}: ${label}`)
      .join(", "),
  }),
};

/** Cohen's κ of every coder pair (A before B in coder order) and the items they label differently. */
function pairsOf(doc: unknown): PairMatrix | null {
  if (!present(doc)) return null;
  const coders = (at(doc, [ROOT, "coders"]) as unknown[]).map(String);
  const units = resampling.units(doc, "scores");
  const pairs = coders.flatMap((a, i) =>
    coders.slice(i + 1).map((b) => ({
      a,
      b,
      value:
        numberAt(doc, [ROOT, "byPair", `${a} × ${b}`, "kappa"]) ??
        numberAt(doc, [ROOT, "byPair", `${b} × ${a}`, "kappa"]),
      disagreements: units.flatMap(({ tally }) => {
        const la = Object.hasOwn(tally.labels, a) ? tally.labels[a] : undefined;
        const lb = Object.hasOwn(tally.labels, b) ? tally.labels[b] : undefined;
        return la === undefined || lb === undefined || la === lb
          ? []
          : [[tally.item, la, lb] as const];
      }),
    })),
  );
  return { title: "Cohen's κ per coder pair", coders, pairs };
}

/**
 * The coders, as the family's classes (the gate's `newType`/`typeGone`): a coder added or dropped
 * moves every coefficient. A coder has no figure of its own, so messages quote none.
 */
function classesOf(doc: unknown): FamilyClasses {
  const coders = at(doc, [ROOT, "coders"]);
  const names = Array.isArray(coders) ? coders.map(String) : [];
  return {
    noun: "coder",
    rows: names.map((name) => ({ name, figure: rowAt(doc, [ROOT, "coders"], "coder") })),
  };
}

/** The coder-agreement family. */
export const AGREEMENT_FAMILY: MetricFamily = {
  name: "agreement",
  title: "Agreement",
  unit: "item",
  roots: [ROOT],
  rates: { [ROOT]: AGREEMENT_RATES },
  defaultRule: { metric: "agreement.alpha", maxDrop: 1 },
  present,
  headline: (doc) => {
    const n = numberAt(doc, [ROOT, "items"]) ?? 0;
    const coders = (at(doc, [ROOT, "coders"]) as unknown[] | undefined)?.length ?? 0;
    const judgements = numberAt(doc, [ROOT, "judgements"]) ?? 0;
    const missing = numberAt(doc, [ROOT, "missing"]) ?? 0;
    return {
      main: rowAt(doc, headlineAlpha(doc).keys, headlineAlpha(doc).label, n),
      beside: [
        rowAt(doc, [ROOT, "kappa"], kappaLabel("mean κ", numberAt(doc, [ROOT, "kappa"]))),
        rowAt(doc, [ROOT, "pi"], "π"),
        rowAt(doc, [ROOT, "observed"], "observed"),
      ],
      scope: `on ${n} ${n === 1 ? "item" : "items"} by ${coders} coders (${judgements} judgements, ${missing} missing)`,
    };
  },
  classes: classesOf,
  rows: rowsOf,
  tables: tablesOf,
  confusion: () => null,
  resampling: resampling as UnitResampling<unknown>,
  pairs: pairsOf,
  verify: (doc, origin) => verifyRecomputed({ ...AGREEMENT_FAMILY, merging: rebuild }, doc, origin),
};

/** The options the run declared (`settings`: categories, weights, level), which its figures used. */
function declaredOptions(doc: unknown): AgreementOptions {
  const categories = at(doc, ["settings", "categories"]);
  const weights = at(doc, ["settings", "weights"]);
  const level = at(doc, ["settings", "level"]);
  return {
    categories: Array.isArray(categories) ? categories.map(String) : [],
    weights: (WEIGHTS as readonly unknown[]).includes(weights) ? (weights as Weights) : null,
    level: (LEVELS as readonly unknown[]).includes(level) ? (level as Level) : "nominal",
  };
}

/**
 * A coder table's `agreement` rebuilt from its own items (`agreement.units`) as the run measured
 * it, for verification: every figure, coder, pair, category and nltk's figures. The bootstrap
 * intervals (`agreement.intervals`) are confidence data a comparison draws again and never reads:
 * taken as stated. Coder tables are never merged; this is a "merge" of the file alone.
 */
const rebuild: ShardMerging = {
  ids: (doc, origin) => resampling.units(doc, origin).map((u) => u.id),
  merge: ([part]) => {
    if (part === undefined) return { sections: {}, issues: [], issueKinds: [] };
    const units = resampling.units(part.doc, part.origin).map((u) => u.tally);
    const judgements = {
      file: part.origin,
      judgements: judgementsOf(
        units,
        units.map(() => 1),
      ),
    };
    const { notes, ...measured } = measureAgreement(judgements, declaredOptions(part.doc));
    const intervals = at(part.doc, [ROOT, "intervals"]);
    return {
      sections: {
        [ROOT]: {
          ...measured,
          units: units.map((u) => ({ item: u.item, labels: u.labels })),
          ...(intervals === undefined ? {} : { intervals }),
        },
      },
      issues: [],
      issueKinds: [],
    };
  },
};
