import type { ClashTally } from "../align/clash.ts";
import type { ScoreSettings } from "../config/settings.ts";
import type { Issue } from "../corpus/model.ts";
import type { ShardSection } from "../corpus/shard.ts";
import type { AttributeSection } from "./attributes/measure-attributes.ts";
import type { BdmScore } from "./bdm.ts";
import type { SpanConfusion } from "./confusability.ts";
import { DOCUMENT_RATES, DocumentRater } from "./document-rates.ts";
import type { EventScores } from "./events/event-scores.ts";
import type { Levels } from "./levels/measure-levels.ts";
import {
  type Figures,
  meanRates,
  type RateArithmetic,
  type Rates,
  type ReportedScore,
  rateArithmetic,
  ratio,
  reportsUndefined,
  type SchemeScore,
  scoreTally,
  undefinedFigures,
} from "./prf.ts";
import { fractionOfPercent } from "./printed-digits.ts";
import type { RelationSection } from "./relations/measure-relations.ts";
import { SPAN_SCHEMES, type SpanScheme } from "./schemes.ts";
import type { CorpusTally, DocumentRow } from "./tally-corpus.ts";
import type { UsageSection } from "./usage/measure-usage.ts";

export const SCORES_SCHEMA = "goldgate/scores@1";

/** One side's input: where it came from, how much, and a fingerprint of its normalized content. */
export interface InputSummary {
  readonly path: string | null;
  readonly documents: number;
  readonly annotations: number;
  readonly sha256: string;
}

/** An average of rates over `n` items (types or documents); null figures when `n` is 0. */
export type Averaged = Figures & { readonly n: number };

export type SchemeTable<T> = Readonly<Record<SpanScheme, T>>;

/** The `goldgate/scores@1` document (docs/scores.md). Fractions in 0..1. */
export interface Scores {
  readonly schema: typeof SCORES_SCHEMA;
  readonly tool: { readonly name: "goldgate"; readonly version: string };
  readonly settings: ScoreSettings;
  readonly inputs: { readonly gold: InputSummary; readonly system: InputSummary };
  readonly tokens: {
    readonly count: number;
    readonly correctTags: number;
    readonly accuracy: number;
  } | null;
  readonly overall: SchemeTable<ReportedScore>;
  readonly types: Readonly<Record<string, SchemeTable<ReportedScore>>>;
  readonly macro: {
    readonly types: SchemeTable<Averaged>;
    readonly documents: SchemeTable<Averaged>;
    readonly weighted: SchemeTable<Averaged>;
  };
  readonly clash: ClashTally;
  readonly documents: readonly DocumentRow[];
  readonly issues: readonly Issue[];
  /** TAC KBP event-mention scores (`--format tbf`); absent for other formats. */
  readonly events?: EventScores;
  /** The BDM scheme (`--bdm FILE`); absent without a BDM file. */
  readonly bdm?: BdmScore;
  /** Gold type × system type over the alignment's links, missed and spurious spans (sparse). */
  readonly confusion?: SpanConfusion;
  /** MAT's score levels (`--levels`): `levels.<token|char|pseudoToken>`; absent without `--levels`. */
  readonly levels?: Levels;
  /** `goldgate score --shard I/N`: which shard, and what a merge needs (docs/sharding.md). */
  readonly shard?: ShardSection;
  /** Per-document cost and latency, when the system output reports any (the usage family). */
  readonly usage?: UsageSection;
  /** Span attributes of matched pairs, when some gold span carries one (the attributes family). */
  readonly attributes?: AttributeSection;
  /** Relations between spans, when either side has one (the relations family). */
  readonly relations?: RelationSection;
}

function perScheme<T>(make: (scheme: SpanScheme) => T): SchemeTable<T> {
  const out = {} as Record<SpanScheme, T>;
  for (const scheme of SPAN_SCHEMES) out[scheme] = make(scheme);
  return out;
}

/**
 * Support-weighted mean over types (seqeval's and scikit-learn's "weighted avg"). One loop adds
 * every sum (each in row order, as one `reduce` per rate added it: the same floats).
 */
function weightedRates(rows: readonly SchemeScore[], beta: number): Rates & { n: number } {
  let support = 0;
  let precision = 0;
  let recall = 0;
  let f1 = 0;
  let fbeta = 0;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i] as SchemeScore;
    support += r.possible;
    precision += r.precision * r.possible;
    recall += r.recall * r.possible;
    f1 += r.f1 * r.possible;
    fbeta += (r.fbeta ?? 0) * r.possible;
  }
  const base = {
    n: rows.length,
    precision: ratio(precision, support),
    recall: ratio(recall, support),
    f1: ratio(f1, support),
  };
  return beta === 1 ? base : { ...base, fbeta: ratio(fbeta, support) };
}

const support = (rows: readonly SchemeScore[]): number =>
  rows.reduce((acc, r) => acc + r.possible, 0);

/**
 * `meanRates` of every document's scores under each scheme (`SPAN_SCHEMES` order), summed as it
 * goes (same order, same sums): each document's rates as `writeRates` writes them
 * (`DocumentRater`, as `scoreTally` computes them), each shared tally rated once for all schemes.
 */
function documentMeans(
  rows: readonly DocumentRow[],
  beta: number,
  arithmetic: RateArithmetic,
): (Rates & { n: number })[] {
  const sums = new Float64Array(SPAN_SCHEMES.length * DOCUMENT_RATES);
  const rater = new DocumentRater(beta, arithmetic);
  for (const row of rows) {
    const r = rater.rate(row.clash);
    for (let i = 0; i < sums.length; i++) sums[i] = (sums[i] as number) + (r[i] as number);
  }
  const n = rows.length;
  return SPAN_SCHEMES.map((_, s) => {
    const at = s * DOCUMENT_RATES;
    const sum = (k: number) => ratio(sums[at + k] as number, n);
    const base = { n, precision: sum(0), recall: sum(1), f1: sum(2) };
    return beta === 1 ? base : { ...base, fbeta: sum(3) };
  });
}

const byId = (a: DocumentRow, b: DocumentRow): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Builds the scores document. Macro over types: every type seen on either side of the scored
 * corpus (scikit-learn's and seqeval's label set). Macro over documents: every gold document with
 * at least one gold or system annotation (an empty document has no rates to average). A row with
 * nothing on either side and a weighted average over no gold support are 0/0: null figures,
 * unless the profile's peer prints 0 (`reportsUndefined`); an average over nothing is null.
 */
export function buildScores(input: {
  readonly total: CorpusTally;
  readonly settings: ScoreSettings;
  readonly version: string;
  readonly inputs: { readonly gold: InputSummary; readonly system: InputSummary };
  readonly issues: readonly Issue[];
  readonly events: EventScores | null;
  readonly bdm?: BdmScore | null;
  readonly confusion?: SpanConfusion;
  readonly levels?: Levels | null;
}): Scores {
  const { total, settings } = input;
  const beta = settings.beta;
  const single = rateArithmetic(settings.compat);
  // nervaluate's corpus and per-type rows are its merged results once it has seen two documents.
  const arithmetic =
    settings.compat === "nervaluate" && total.documents.length > 1 ? "nervaluate-merged" : single;
  const typeNames = [...total.types.keys()].sort();
  const types = Object.create(null) as Record<string, SchemeTable<SchemeScore>>; // names are data
  for (const name of typeNames) {
    const tally = total.types.get(name) as ClashTally;
    types[name] = perScheme((scheme) => scoreTally(tally, scheme, beta, arithmetic));
  }
  const nulls = reportsUndefined(settings.compat);
  const row = (score: SchemeScore): ReportedScore =>
    nulls && score.possible === 0 && score.actual === 0 ? undefinedFigures(score) : score;
  const mean = (average: Rates & { n: number }, over: number): Averaged =>
    over === 0 ? undefinedFigures(average) : average;
  const rowsOf = (scheme: SpanScheme) => typeNames.map((t) => types[t]?.[scheme] as SchemeScore);
  const documents = total.documents.toArray().sort(byId);
  const scoredDocuments = documents.filter((d) => d.gold + d.system > 0);
  // Each document alone is what nervaluate rates with the half credit: the single arithmetic.
  const byDocument = documentMeans(scoredDocuments, beta, single);
  return {
    schema: SCORES_SCHEMA,
    tool: { name: "goldgate", version: input.version },
    settings,
    inputs: input.inputs,
    tokens: total.hasTokenTally
      ? {
          count: total.tokens,
          correctTags: total.correctTags,
          accuracy:
            arithmetic === "conlleval"
              ? fractionOfPercent(ratio(100 * total.correctTags, total.tokens))
              : ratio(total.correctTags, total.tokens),
        }
      : null,
    overall: perScheme((scheme) => row(scoreTally(total.overall, scheme, beta, arithmetic))),
    types,
    macro: {
      types: perScheme((scheme) => mean(meanRates(rowsOf(scheme), beta), typeNames.length)),
      documents: perScheme((scheme) =>
        mean(
          byDocument[SPAN_SCHEMES.indexOf(scheme)] as Rates & { n: number },
          scoredDocuments.length,
        ),
      ),
      weighted: perScheme((scheme) => {
        const rows = rowsOf(scheme);
        const weighted = weightedRates(rows, beta);
        // seqeval returns 0 for a weighted average over no support: the row rule, not n = 0.
        return nulls && support(rows) === 0 ? undefinedFigures(weighted) : weighted;
      }),
    },
    clash: total.overall,
    documents,
    issues: [...input.issues].sort(compareIssues),
    ...(input.events === null ? {} : { events: input.events }),
    ...(input.bdm === null || input.bdm === undefined ? {} : { bdm: input.bdm }),
    ...(input.confusion === undefined ? {} : { confusion: input.confusion }),
    ...(input.levels === null || input.levels === undefined ? {} : { levels: input.levels }),
  };
}

/** Issues in a stable order: file, line, kind, document, message. */
export function compareIssues(a: Issue, b: Issue): number {
  const keys = (i: Issue): readonly (string | number)[] => [
    i.file ?? "",
    i.line ?? 0,
    i.kind,
    i.document ?? "",
    i.message,
  ];
  const ka = keys(a);
  const kb = keys(b);
  for (let k = 0; k < ka.length; k++) {
    const x = ka[k] as string | number;
    const y = kb[k] as string | number;
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}
