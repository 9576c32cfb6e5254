import { addTally, type ClashTally, emptyTally } from "../../src/align/clash.ts";
import type { BaselineProvenance } from "../../src/baseline/comparison.ts";
import type { ScoresSnapshot } from "../../src/baseline/scores-snapshot.ts";
import type { DocumentRow } from "../../src/measure/tally-corpus.ts";

/** A tally from a few categories. */
export const tally = (over: Partial<ClashTally> = {}): ClashTally => ({ ...emptyTally(), ...over });

/**
 * A document row with one type: its tally is both the overall and the type's (as when a document
 * has a single type). `gold` and `system` are the annotation counts the tally implies.
 */
export function row(id: string, t: ClashTally, type = "PER"): DocumentRow {
  const gold =
    t.match +
    t.tagclash +
    t.overmark +
    t.undermark +
    t.overlap +
    t.tagOvermark +
    t.tagUndermark +
    t.tagOverlap +
    t.missing;
  const system = gold - t.missing + t.spurious;
  return { id, gold, system, clash: t, types: gold + system === 0 ? {} : { [type]: t } };
}

/**
 * Document `k` of a corpus of 12 types, 3 to a document (so macro rows sum types from every
 * pass of a row-by-row measurement); `shift` moves its counts (0: the baseline's).
 */
export function twelveTypeDoc(k: number, shift: number): DocumentRow {
  const types: Record<string, ClashTally> = {};
  const overall = tally();
  for (let j = 0; j < 3; j++) {
    const t = tally({
      match: (k + j + shift) % 4,
      missing: (k * j) % 3,
      spurious: (k + shift) % 2,
    });
    types[`T${(k + 5 * j) % 12}`] = t;
    addTally(overall, t);
  }
  return { ...row(`d${k}`, overall), types };
}

/** A snapshot around document rows (inputs with a given gold fingerprint). */
export function snapshot(
  documents: readonly DocumentRow[],
  gold = "g0",
  extra: Partial<ScoresSnapshot> = {},
): ScoresSnapshot {
  const summary = (sha256: string) => ({
    path: null,
    documents: documents.length,
    annotations: 0,
    sha256,
  });
  return {
    toolVersion: "0.0.0-test",
    settings: { beta: 1, compat: "default" },
    inputs: { gold: summary(gold), system: summary("s0") },
    documents,
    // A span scores document as its families read it: the span family is present.
    document: { overall: { strict: {} } },
    details: null,
    recorded: null,
    ...extra,
  };
}

/** A provenance for tests that call compareScores directly. */
export const PROVENANCE: BaselineProvenance = {
  requested: "path",
  source: "path",
  tag: null,
  commit: null,
  path: "base.json",
  toolVersion: "0.0.0-test",
  inputs: null,
  gold: null,
  date: null,
  ageDays: null,
  stale: false,
  notes: [],
};
