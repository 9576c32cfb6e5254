import type { ScoreSettings } from "../config/settings.ts";
import type { Issue } from "../corpus/model.ts";
import {
  meanPairRates,
  type PairRates,
  pairMatrix,
  type SpanAgreementDocument,
  type SpanPairAgreement,
} from "../measure/labels/span-agreement.ts";
import type { Figures } from "../measure/prf.ts";
import type { FilePort } from "../ports/files.ts";
import { VERSION } from "../version.ts";
import { scoreCorpus } from "./score.ts";

// Two sets with nothing in them have 0/0 figures (null in scores); the pair table counts them as 0.
const rates = (r: Figures): PairRates => {
  const base = { precision: r.precision ?? 0, recall: r.recall ?? 0, f1: r.f1 ?? 0 };
  return r.fbeta === undefined ? base : { ...base, fbeta: r.fbeta ?? 0 };
};

/** Scores one pair of annotation sets with the span engine: `a` as gold, `b` as system. */
function agreePair(
  settings: ScoreSettings,
  a: string,
  b: string,
  files: FilePort,
  issues: Issue[],
): SpanPairAgreement {
  const { scores } = scoreCorpus({ ...settings, input: null, gold: a, system: b }, files, {
    details: false,
  });
  issues.push(...scores.issues.map((i) => ({ ...i, message: `${a} × ${b}: ${i.message}` })));
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
  };
}

/** Pairwise agreement of two or more annotation sets (files or directories of one format). */
export function measureSpanAgreement(
  settings: ScoreSettings,
  sets: readonly string[],
  files: FilePort,
): SpanAgreementDocument {
  const issues: Issue[] = [];
  const pairs: SpanPairAgreement[] = [];
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++)
      pairs.push(agreePair(settings, sets[i] as string, sets[j] as string, files, issues));
  }
  return {
    schema: "goldgate/agreement@1",
    task: "span-agreement",
    tool: { name: "goldgate", version: VERSION },
    settings: { format: settings.format, sets },
    agreement: {
      sets,
      pairs,
      mean: {
        strict: meanPairRates(pairs.map((p) => p.strict)),
        lenient: meanPairRates(pairs.map((p) => p.lenient)),
      },
      matrix: {
        strict: pairMatrix(sets, pairs, "strict"),
        lenient: pairMatrix(sets, pairs, "lenient"),
      },
    },
    issues,
  };
}
