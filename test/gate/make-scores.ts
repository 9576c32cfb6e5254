import { addTally, type ClashTally, emptyTally } from "../../src/align/clash.ts";
import { DEFAULT_SCORE_SETTINGS } from "../../src/config/settings.ts";
import type { Issue } from "../../src/corpus/model.ts";
import { buildScores, type Scores } from "../../src/measure/scores.ts";
import { emptyCorpusTally } from "../../src/measure/tally-corpus.ts";

/** Per type counts of one document: matches, misses, spurious, and optional type clashes. */
export type TypeCounts = Readonly<
  Record<string, Partial<Readonly<Pick<ClashTally, "match" | "missing" | "spurious" | "tagclash">>>>
>;

/** One synthetic document: its id and counts per type. */
export interface SyntheticDocument {
  readonly id: string;
  readonly types: TypeCounts;
}

function tallyOf(counts: TypeCounts[string]): ClashTally {
  return { ...emptyTally(), ...counts };
}

/**
 * A real scores document (through buildScores) from per-document, per-type counts: the overall
 * tally of a document is the sum of its types (no cross-type alignment in synthetic data).
 */
export function makeScores(
  documents: readonly SyntheticDocument[],
  options: { readonly goldSha256?: string; readonly issues?: readonly Issue[] } = {},
): Scores {
  const total = emptyCorpusTally();
  let gold = 0;
  let system = 0;
  for (const doc of documents) {
    const clash = emptyTally();
    const types: Record<string, ClashTally> = {};
    for (const [type, counts] of Object.entries(doc.types)) {
      const tally = tallyOf(counts);
      types[type] = tally;
      addTally(clash, tally);
      let into = total.types.get(type);
      if (into === undefined) {
        into = emptyTally();
        total.types.set(type, into);
      }
      addTally(into, tally);
    }
    addTally(total.overall, clash);
    const g = clash.match + clash.missing + clash.tagclash;
    const s = clash.match + clash.spurious + clash.tagclash;
    gold += g;
    system += s;
    total.documents.push({ id: doc.id, gold: g, system: s, clash, types });
  }
  const summary = (annotations: number, sha256: string) => ({
    path: null,
    documents: documents.length,
    annotations,
    sha256,
  });
  return buildScores({
    total,
    settings: DEFAULT_SCORE_SETTINGS,
    version: "0.0.0-test",
    inputs: {
      gold: summary(gold, options.goldSha256 ?? "a".repeat(64)),
      system: summary(system, "b".repeat(64)),
    },
    issues: options.issues ?? [],
    events: null,
  });
}

/** One document per type with the given strict counts: quick corpora for rule tests. */
export function scoresOf(types: TypeCounts): Scores {
  return makeScores([{ id: "d1", types }]);
}
