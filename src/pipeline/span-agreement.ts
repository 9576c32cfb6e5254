import type { Link } from "../align/align-spans.ts";
import { type ClashTally, emptyTally } from "../align/clash.ts";
import type { ScoreSettings } from "../config/settings.ts";
import type { Issue } from "../corpus/model.ts";
import { type BdmTable, readBdmTable } from "../formats/bdm.ts";
import {
  type FeatureInstance,
  featureInstances,
  featurePair,
  meanFeature,
  NON_CAT,
} from "../measure/labels/feature-kappa.ts";
import {
  meanPairRates,
  type PairRates,
  pairMatrix,
  type SpanAgreementDocument,
  type SpanPairAgreement,
  setMeans,
} from "../measure/labels/span-agreement.ts";
import { type DocumentBdm, documentBdm, meanBdm, pairBdm } from "../measure/labels/span-bdm.ts";
import { type Figures, rateArithmetic, scoreTally } from "../measure/prf.ts";
import type { Scores } from "../measure/scores.ts";
import type { FilePort } from "../ports/files.ts";
import { VERSION } from "../version.ts";
import { scoreCorpus } from "./score.ts";

// Two sets with nothing in them have 0/0 figures (null in scores); the pair table counts them as 0.
const rates = (r: Figures): PairRates => {
  const base = { precision: r.precision ?? 0, recall: r.recall ?? 0, f1: r.f1 ?? 0 };
  return r.fbeta === undefined ? base : { ...base, fbeta: r.fbeta ?? 0 };
};

/** Rates of summed clash tallies, as the span engine computes them for this run. */
function tallyRates(t: Readonly<ClashTally>, settings: ScoreSettings) {
  const arithmetic = rateArithmetic(settings.compat);
  return {
    strict: rates(scoreTally(t, "strict", settings.beta, arithmetic)),
    lenient: rates(scoreTally(t, "lenient", settings.beta, arithmetic)),
  };
}

function sum(into: ClashTally, from: Readonly<ClashTally>): ClashTally {
  for (const k of Object.keys(into) as (keyof ClashTally)[]) into[k] += from[k];
  return into;
}

/** What every pair of a run is measured with beyond its rates. */
interface PairOptions {
  readonly bothAnnotated: boolean;
  readonly corpus: string | undefined;
  readonly bdm: BdmTable | null;
  /** `--kappa-feature`: the feature whose values κ is measured over. */
  readonly feature: string | null;
}

/**
 * Scores one pair of annotation sets with the span engine: `a` as gold, `b` as system. With
 * `bothAnnotated`, only documents in which both sets have an annotation count (GATE's "only the
 * documents both annotators did"); the others are listed in `skipped`.
 */
function agreePair(
  settings: ScoreSettings,
  [a, b]: readonly [string, string],
  files: FilePort,
  issues: Issue[],
  o: PairOptions,
): SpanPairAgreement {
  const sides =
    o.corpus === undefined
      ? { gold: a, system: b }
      : { gold: o.corpus, system: o.corpus, goldSet: a, systemSet: b };
  const bdmOf = new Map<string, DocumentBdm>();
  const instancesOf = new Map<string, FeatureInstance[]>();
  const onLinks = (id: string, links: readonly Link[]) => {
    if (o.bdm !== null) bdmOf.set(id, documentBdm(o.bdm, links));
    if (o.feature !== null) instancesOf.set(id, featureInstances(links, o.feature));
  };
  const { scores } = scoreCorpus({ ...settings, input: null, ...sides }, files, {
    details: false,
    ...(o.bdm === null && o.feature === null ? {} : { onLinks }),
  });
  issues.push(...scores.issues.map((i) => ({ ...i, message: `${a} × ${b}: ${i.message}` })));
  const kept = scores.documents.filter((d) => !o.bothAnnotated || (d.gold > 0 && d.system > 0));
  const pair = pairRows(settings, a, b, scores, kept, o.bothAnnotated);
  const instances = () => kept.flatMap((d) => instancesOf.get(d.id) ?? []);
  // Macro: the mean of the per-document rates, over documents with an annotation in either set.
  const counted = kept.filter((d) => d.gold + d.system > 0).map((d) => d.id);
  const rows = (pair.documents ?? []).filter((d) => counted.includes(d.id));
  return {
    ...pair,
    macro: {
      strict: meanPairRates(rows.map((d) => d.strict)),
      lenient: meanPairRates(rows.map((d) => d.lenient)),
    },
    ...(o.bdm === null ? {} : { bdm: pairBdm(kept.flatMap((d) => bdmOf.get(d.id) ?? [])) }),
    ...(o.feature === null ? {} : { feature: featurePair(instances()) }),
  };
}

/** The pair's rates: whole-set scores, or with `bothAnnotated` the kept documents' tallies. */
function pairRows(
  settings: ScoreSettings,
  a: string,
  b: string,
  scores: Scores,
  kept: Scores["documents"],
  bothAnnotated: boolean,
): SpanPairAgreement {
  const perDocument = kept.map((d) => ({
    id: d.id,
    annotations: [d.gold, d.system] as const,
    ...tallyRates(d.clash, settings),
  }));
  const skipped = scores.documents.filter((d) => !kept.includes(d)).map((d) => d.id);
  if (!bothAnnotated) {
    const types = Object.fromEntries(
      Object.entries(scores.types).map(([t, s]) => [
        t,
        { strict: rates(s.strict), lenient: rates(s.lenient) },
      ]),
    );
    return {
      sets: [a, b],
      strict: rates(scores.overall.strict),
      lenient: rates(scores.overall.lenient),
      types,
      documents: perDocument,
    };
  }
  const overall = kept.reduce((t, d) => sum(t, d.clash), emptyTally());
  const byType = new Map<string, ClashTally>();
  for (const d of kept)
    for (const [type, t] of Object.entries(d.types))
      byType.set(type, sum(byType.get(type) ?? emptyTally(), t));
  return {
    sets: [a, b],
    ...tallyRates(overall, settings),
    types: Object.fromEntries(
      [...byType]
        .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
        .map(([type, t]) => [type, tallyRates(t, settings)]),
    ),
    documents: perDocument,
    skipped,
  };
}

/** `agreement.feature`: the feature, its Non-cat name and the mean over pairs. */
function featureSection(feature: string, pairs: readonly SpanPairAgreement[]) {
  const each = pairs.flatMap((p) => (p.feature === undefined ? [] : [p.feature]));
  return { name: feature, nonCat: NON_CAT, ...meanFeature(each) };
}

/**
 * Pairwise agreement of two or more annotation sets: files or directories of one format, or
 * (`corpus`) the named annotation sets of one GATE corpus ('' is GATE's default set).
 */
export function measureSpanAgreement(
  settings: ScoreSettings,
  sets: readonly string[],
  files: FilePort,
  bothAnnotated = false,
  corpus?: string,
  feature: string | null = null,
): SpanAgreementDocument {
  const issues: Issue[] = [];
  const bdm = settings.bdm === null ? null : readBdmTable(settings.bdm, files);
  const options: PairOptions = { bothAnnotated, corpus, bdm, feature };
  const pairs: SpanPairAgreement[] = [];
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++)
      pairs.push(agreePair(settings, [sets[i] ?? "", sets[j] ?? ""], files, issues, options));
  }
  const strict = pairMatrix(sets, pairs, "strict");
  const lenient = pairMatrix(sets, pairs, "lenient");
  return {
    schema: "goldgate/agreement@1",
    task: "span-agreement",
    tool: { name: "goldgate", version: VERSION },
    settings: {
      format: settings.format,
      sets,
      bothAnnotated,
      ...(corpus === undefined ? {} : { corpus }),
    },
    agreement: {
      sets,
      pairs,
      mean: {
        strict: meanPairRates(pairs.map((p) => p.strict)),
        lenient: meanPairRates(pairs.map((p) => p.lenient)),
      },
      macro: {
        strict: meanPairRates(pairs.map((p) => p.macro?.strict ?? p.strict)),
        lenient: meanPairRates(pairs.map((p) => p.macro?.lenient ?? p.lenient)),
      },
      matrix: { strict, lenient },
      bySet: setMeans(strict).map((f1, i) => ({ strict: f1, lenient: setMeans(lenient)[i] ?? 0 })),
      ...(bdm === null
        ? {}
        : { bdm: meanBdm(pairs.map((p) => p.bdm).filter((p) => p !== undefined)) }),
      ...(feature === null ? {} : { feature: featureSection(feature, pairs) }),
    },
    issues,
  };
}
