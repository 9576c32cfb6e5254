import type { Link } from "../align/align-spans.ts";
import { type ClashTally, emptyTally } from "../align/clash.ts";
import type { ScoreSettings } from "../config/settings.ts";
import { fingerprintLines } from "../corpus/fingerprint.ts";
import type { Issue } from "../corpus/model.ts";
import { type BdmTable, readBdmTable } from "../formats/bdm.ts";
import {
  type FeatureInstance,
  type FeatureOption,
  featureCells,
  featureInstances,
  featurePair,
  meanFeature,
  NON_CAT,
} from "../measure/labels/feature-kappa.ts";
import {
  meanPairRates,
  namedSections,
  pairMatrix,
  type SpanAgreementDocument,
  type SpanPairAgreement,
  setMeans,
} from "../measure/labels/span-agreement.ts";
import {
  type SpanAgreementUnit,
  type SpanPairUnit,
  spanPairRates,
  zeroedRates,
} from "../measure/labels/span-agreement-units.ts";
import { type DocumentBdm, documentBdm, meanBdm, pairBdm } from "../measure/labels/span-bdm.ts";
import type { InputSummary, Scores } from "../measure/scores.ts";
import type { FilePort } from "../ports/files.ts";
import { VERSION } from "../version.ts";
import { isFolderFormat, refuseUnknownAnnotators, setsInside } from "./annotator-sets.ts";
import { scoreCorpus } from "./score.ts";

/** Rates of summed clash tallies, as the span engine computes them for this run. */
const tallyRates = (t: Readonly<ClashTally>, settings: ScoreSettings) =>
  spanPairRates(t, settings.beta, settings.compat);

function sum(into: ClashTally, from: Readonly<ClashTally>): ClashTally {
  for (const k of Object.keys(into) as (keyof ClashTally)[]) into[k] += from[k];
  return into;
}

/** What every pair of a run is measured with beyond its rates. */
interface PairOptions {
  readonly bothAnnotated: boolean;
  readonly corpus: string | undefined;
  readonly bdm: BdmTable | null;
  /** `--kappa-feature`: the feature whose values κ is measured over, and which instances count. */
  readonly feature: FeatureOption | null;
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
  issues: PairIssue[],
  o: PairOptions,
): AgreedPair {
  // Sets inside one corpus: GATE's annotation sets, Label Studio's or Prodigy's annotators, or
  // the annotators' files of an INCEpTION export's document folders.
  const sides =
    o.corpus === undefined
      ? { gold: a, system: b }
      : { gold: o.corpus, system: o.corpus, ...setsInside(settings.format, a, b) };
  const bdmOf = new Map<string, DocumentBdm>();
  const instancesOf = new Map<string, FeatureInstance[]>();
  const onLinks = (id: string, links: readonly Link[]) => {
    if (o.bdm !== null) bdmOf.set(id, documentBdm(o.bdm, links));
    if (o.feature !== null)
      instancesOf.set(id, featureInstances(links, o.feature.name, o.feature.instances));
  };
  const { scores } = scoreCorpus({ ...settings, input: null, ...sides }, files, {
    details: false,
    ...(o.bdm === null && o.feature === null ? {} : { onLinks }),
  });
  // In an export's document folders each side lists the other annotators' files as not read:
  // the run names the folder's files no named annotator's once (`folderSetNotes`).
  const folder = o.corpus !== undefined && isFolderFormat(settings.format);
  for (const issue of scores.issues)
    if (!folder || issue.kind !== "skipped-files") issues.push({ pair: `${a} × ${b}`, issue });
  const kept = scores.documents.filter((d) => !o.bothAnnotated || (d.gold > 0 && d.system > 0));
  const pair = pairRows(settings, a, b, scores, kept, o.bothAnnotated);
  const instances = () => kept.flatMap((d) => instancesOf.get(d.id) ?? []);
  // Macro: the mean of the per-document rates, over documents with an annotation in either set.
  const counted = kept.filter((d) => d.gold + d.system > 0).map((d) => d.id);
  const rows = (pair.documents ?? []).filter((d) => counted.includes(d.id));
  const units = new Map(
    scores.documents.map((d) => [d.id, pairUnit(d, bdmOf.get(d.id), instancesOf.get(d.id), o)]),
  );
  return {
    pair: {
      ...pair,
      macro: {
        strict: meanPairRates(rows.map((d) => d.strict)),
        lenient: meanPairRates(rows.map((d) => d.lenient)),
      },
      ...(o.bdm === null ? {} : { bdm: pairBdm(kept.flatMap((d) => bdmOf.get(d.id) ?? [])) }),
      ...(o.feature === null ? {} : { feature: featurePair(instances()) }),
    },
    units,
    sides: [scores.inputs.gold, scores.inputs.system],
  };
}

/** An issue of one pair's scoring, and the pair (`a × b`). */
interface PairIssue {
  readonly pair: string;
  readonly issue: Issue;
}

/**
 * The pairs' issues, each once: a set's file read in several pairs says the same thing in each
 * (its layers not scored, say), so one issue names every pair it came from.
 */
function mergePairIssues(raw: readonly PairIssue[]): Issue[] {
  const byIssue = new Map<string, { pairs: string[]; issue: Issue }>();
  for (const { pair, issue } of raw) {
    const key = JSON.stringify(issue);
    const seen = byIssue.get(key);
    if (seen === undefined) byIssue.set(key, { pairs: [pair], issue });
    else seen.pairs.push(pair);
  }
  return [...byIssue.values()].map(({ pairs, issue }) => ({
    ...issue,
    message: `${pairs.join(", ")}: ${issue.message}`,
  }));
}

/** A pair scored: its figures, each document's tallies, and both sets' input summaries. */
interface AgreedPair {
  readonly pair: SpanPairAgreement;
  readonly units: ReadonlyMap<string, SpanPairUnit>;
  readonly sides: readonly [InputSummary, InputSummary];
}

/** One document's tallies of a pair (what a resample of documents sums). */
function pairUnit(
  d: Scores["documents"][number],
  bdm: DocumentBdm | undefined,
  instances: readonly FeatureInstance[] | undefined,
  o: PairOptions,
): SpanPairUnit {
  const base = { annotations: [d.gold, d.system] as const, clash: d.clash };
  const types = [...(bdm?.types ?? new Map())].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
  return {
    ...base,
    ...(o.bdm === null ? {} : { bdm: Object.fromEntries(types) }),
    ...(o.feature === null ? {} : { feature: featureCells(instances ?? []) }),
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
        { strict: zeroedRates(s.strict), lenient: zeroedRates(s.lenient) },
      ]),
    );
    return {
      sets: [a, b],
      strict: zeroedRates(scores.overall.strict),
      lenient: zeroedRates(scores.overall.lenient),
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

/** `agreement.feature`: the feature, its Non-cat name, which instances count and the mean over pairs. */
function featureSection(feature: FeatureOption, pairs: readonly SpanPairAgreement[]) {
  const each = pairs.flatMap((p) => (p.feature === undefined ? [] : [p.feature]));
  return {
    name: feature.name,
    nonCat: NON_CAT,
    instances: feature.instances,
    ...meanFeature(each),
  };
}

/**
 * Pairwise agreement of two or more annotation sets: files or directories of one format, or
 * (`corpus`) the named sets of one corpus: a GATE corpus's annotation sets ('' is GATE's default
 * set), the annotators of one Label Studio export or Prodigy `db-out` file, or of one INCEpTION
 * export's document folders (`annotation/<document>/<annotator>.xmi`).
 */
export function measureSpanAgreement(
  settings: ScoreSettings,
  sets: readonly string[],
  files: FilePort,
  bothAnnotated = false,
  corpus?: string,
  feature: FeatureOption | null = null,
): SpanAgreementDocument {
  const pairIssues: PairIssue[] = [];
  const issues: Issue[] =
    corpus === undefined ? [] : refuseUnknownAnnotators(corpus, settings, sets, files);
  const bdm = settings.bdm === null ? null : readBdmTable(settings.bdm, files);
  const options: PairOptions = { bothAnnotated, corpus, bdm, feature };
  const agreed: AgreedPair[] = [];
  const summaries = new Map<number, InputSummary>();
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      const one = agreePair(settings, [sets[i] ?? "", sets[j] ?? ""], files, pairIssues, options);
      agreed.push(one);
      if (!summaries.has(i)) summaries.set(i, one.sides[0]);
      if (!summaries.has(j)) summaries.set(j, one.sides[1]);
    }
  }
  issues.push(...mergePairIssues(pairIssues));
  const pairs = agreed.map((p) => p.pair);
  const units = documentUnits(agreed);
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
      beta: settings.beta,
      compat: settings.compat,
      ...(corpus === undefined ? {} : { corpus }),
    },
    inputs: spanInputs(
      units,
      sets.map((_, k) => summaries.get(k)),
      corpus,
    ),
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
      ...namedSections(sets, pairs),
      ...(bdm === null
        ? {}
        : { bdm: meanBdm(pairs.map((p) => p.bdm).filter((p) => p !== undefined)) }),
      ...(feature === null ? {} : { feature: featureSection(feature, pairs) }),
      units,
    },
    issues,
  };
}

/** Every document of any pair (code-unit order of ids), with each pair's tallies or null. */
function documentUnits(agreed: readonly AgreedPair[]): SpanAgreementUnit[] {
  const ids = [...new Set(agreed.flatMap((p) => [...p.units.keys()]))].sort((x, y) =>
    x < y ? -1 : x > y ? 1 : 0,
  );
  return ids.map((id) => ({ id, pairs: agreed.map((p) => p.units.get(id) ?? null) }));
}

/**
 * What a baseline checks it was recorded on: the documents (their ids: a change of documents is
 * a change of "gold", as an agreement table's items are) and the annotations of every set.
 */
function spanInputs(
  units: readonly SpanAgreementUnit[],
  sets: readonly (InputSummary | undefined)[],
  corpus: string | undefined,
): SpanAgreementDocument["inputs"] {
  const ids = units.map((u) => u.id);
  const annotations = sets.reduce((t, s) => t + (s?.annotations ?? 0), 0);
  const paths = sets.map((s) => s?.path ?? "").join(", ");
  return {
    documents: {
      path: corpus ?? paths,
      documents: ids.length,
      sha256: fingerprintLines(ids),
    },
    annotations: {
      path: corpus ?? paths,
      documents: ids.length,
      annotations,
      sha256: fingerprintLines(sets.map((s, k) => `${k}\t${s?.sha256 ?? ""}`)),
    },
  };
}
