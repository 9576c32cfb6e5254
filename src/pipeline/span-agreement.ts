import type { Link } from "../align/align-spans.ts";
import { type ClashTally, emptyTally } from "../align/clash.ts";
import type { ScoreSettings } from "../config/settings.ts";
import type { Issue } from "../corpus/model.ts";
import { type BdmTable, readBdmTable } from "../formats/bdm.ts";
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

/**
 * Scores one pair of annotation sets with the span engine: `a` as gold, `b` as system. With
 * `bothAnnotated`, only documents in which both sets have an annotation count (GATE's "only the
 * documents both annotators did"); the others are listed in `skipped`.
 */
function agreePair(
  settings: ScoreSettings,
  a: string,
  b: string,
  files: FilePort,
  issues: Issue[],
  bothAnnotated: boolean,
  corpus: string | undefined,
  bdm: BdmTable | null,
): SpanPairAgreement {
  const sides =
    corpus === undefined
      ? { gold: a, system: b }
      : { gold: corpus, system: corpus, goldSet: a, systemSet: b };
  const byDocument = new Map<string, DocumentBdm>();
  const onLinks =
    bdm === null
      ? undefined
      : (id: string, links: readonly Link[]) => byDocument.set(id, documentBdm(bdm, links));
  const { scores } = scoreCorpus({ ...settings, input: null, ...sides }, files, {
    details: false,
    ...(onLinks === undefined ? {} : { onLinks }),
  });
  issues.push(...scores.issues.map((i) => ({ ...i, message: `${a} × ${b}: ${i.message}` })));
  const kept = scores.documents.filter((d) => !bothAnnotated || (d.gold > 0 && d.system > 0));
  const withBdm = (pair: SpanPairAgreement): SpanPairAgreement =>
    bdm === null
      ? pair
      : { ...pair, bdm: pairBdm(kept.flatMap((d) => byDocument.get(d.id) ?? [])) };
  return withBdm(pairRows(settings, a, b, scores, kept, bothAnnotated));
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
): SpanAgreementDocument {
  const issues: Issue[] = [];
  const bdm = settings.bdm === null ? null : readBdmTable(settings.bdm, files);
  const pairs: SpanPairAgreement[] = [];
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++)
      pairs.push(
        agreePair(
          settings,
          sets[i] as string,
          sets[j] as string,
          files,
          issues,
          bothAnnotated,
          corpus,
          bdm,
        ),
      );
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
      matrix: { strict, lenient },
      bySet: setMeans(strict).map((f1, i) => ({ strict: f1, lenient: setMeans(lenient)[i] ?? 0 })),
      ...(bdm === null
        ? {}
        : { bdm: meanBdm(pairs.map((p) => p.bdm).filter((p) => p !== undefined)) }),
    },
    issues,
  };
}
