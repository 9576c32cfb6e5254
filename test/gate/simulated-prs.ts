import type { ClashTally } from "../../src/align/clash.ts";
import { emptyTally } from "../../src/align/clash.ts";
import { compareScoresJointly } from "../../src/baseline/compare-scores.ts";
import type { BaselineProvenance } from "../../src/baseline/comparison.ts";
import type { ScoresSnapshot } from "../../src/baseline/scores-snapshot.ts";
import {
  DEFAULT_CASE_LEVELS,
  DEFAULT_GATE_RULE,
  type GateCorrection,
  type GatePolicy,
  type GateRule,
} from "../../src/config/settings.ts";
import { evaluateGate, watchedMetrics } from "../../src/gate/evaluate-gate.ts";
import type { GateEvidence } from "../../src/gate/evidence.ts";
import { evidenceFromComparison } from "../../src/gate/evidence-from-comparison.ts";
import type { Verdict } from "../../src/gate/verdict.ts";
import { rates } from "../../src/measure/prf.ts";
import { schemeCounts } from "../../src/measure/schemes.ts";
import type { DocumentRow } from "../../src/measure/tally-corpus.ts";
import { random } from "../report/scenarios.ts";

/**
 * Simulated pull requests for the gate's false-alarm and power figures (docs/gate.md, "False
 * alarms"). A gold set of `documents` documents over `types` entity types (Zipf-like frequencies,
 * so some types are thin) is fixed per pull request; each document has a difficulty shared by both
 * systems. The baseline and the pull request are two independent draws of the same error process
 * (equal quality: a retrained model), unless `drop` lowers the pull request's match rate of one
 * type or of all. Built at the document-tally level and compared by the real compare stage.
 */
export interface Scenario {
  readonly documents: number;
  readonly types: number;
  /** Expected strict F1 points lost by the pull request: of `dropType` alone, or overall. */
  readonly drop: number;
  readonly dropType: number | null;
  /** Gold entities per document, fewest and most (default 2 to 11; 1 and 1: one-entity sentences). */
  readonly entities?: readonly [number, number];
}

interface Gold {
  /** Per document: the type of each gold entity, and the document's difficulty in 0..1. */
  readonly entities: readonly (readonly number[])[];
  readonly difficulty: readonly number[];
  readonly names: readonly string[];
  /** Per type: the base match rate and the spurious rate per document. */
  readonly skill: readonly number[];
}

function makeGold(s: Scenario, next: () => number): Gold {
  const names = Array.from({ length: s.types }, (_, t) => `T${String(t).padStart(2, "0")}`);
  const weights = names.map((_, t) => 1 / (t + 1) ** 1.1);
  const total = weights.reduce((a, b) => a + b, 0);
  const pick = (): number => {
    let u = next() * total;
    for (let t = 0; t < weights.length; t++) {
      u -= weights[t] ?? 0;
      if (u < 0) return t;
    }
    return weights.length - 1;
  };
  const [fewest, most] = s.entities ?? [2, 11];
  const entities = Array.from({ length: s.documents }, () =>
    Array.from({ length: fewest + Math.floor(next() * (most - fewest + 1)) }, pick),
  );
  return {
    entities,
    difficulty: entities.map(() => next()),
    names,
    skill: names.map(() => 0.7 + 0.25 * next()),
  };
}

/** Per-type match probability of a document; `factor` scales the match rate of a side. */
function matchRate(gold: Gold, t: number, d: number, factor: number): number {
  return Math.min(1, (gold.skill[t] ?? 0.8) * (1 - 0.35 * (gold.difficulty[d] ?? 0)) * factor);
}

/** One system's document rows: each gold entity matched, cut at a boundary, or missed. */
function drawSystem(gold: Gold, factors: readonly number[], next: () => number): DocumentRow[] {
  return gold.entities.map((types, d) => {
    const byType: ClashTally[] = gold.names.map(() => emptyTally());
    for (const t of types) {
      const tally = byType[t] as ClashTally;
      const u = next();
      const p = matchRate(gold, t, d, factors[t] ?? 1);
      if (u < p) tally.match++;
      else if (u < p + (1 - p) * 0.4) tally.overlap++;
      else tally.missing++;
    }
    for (let t = 0; t < gold.names.length; t++)
      if (next() < 0.04 * (1 + (gold.difficulty[d] ?? 0)) && types.includes(t))
        (byType[t] as ClashTally).spurious++;
    return rowOf(`doc${String(d).padStart(4, "0")}`, gold.names, byType);
  });
}

function rowOf(id: string, names: readonly string[], byType: readonly ClashTally[]): DocumentRow {
  const clash = emptyTally();
  const types: Record<string, ClashTally> = {};
  byType.forEach((tally, t) => {
    if (Object.values(tally).every((x) => x === 0)) return;
    for (const k of Object.keys(tally) as (keyof ClashTally)[]) clash[k] += tally[k];
    types[names[t] ?? ""] = tally;
  });
  const gold = clash.match + clash.overlap + clash.missing;
  return { id, gold, system: gold - clash.missing + clash.spurious, clash, types };
}

/** The strict rows of a scores document (what the gate reads) from document rows. */
function scoresOf(rows: readonly DocumentRow[], sha: string): Record<string, unknown> {
  const sum = (pick: (r: DocumentRow) => ClashTally | undefined): ClashTally => {
    const out = emptyTally();
    for (const r of rows) {
      const t = pick(r);
      if (t !== undefined) for (const k of Object.keys(t) as (keyof ClashTally)[]) out[k] += t[k];
    }
    return out;
  };
  const strict = (t: ClashTally) => {
    const c = schemeCounts(t, "strict");
    return { strict: { ...c, ...rates(c, "strict", 1) } };
  };
  const names = [...new Set(rows.flatMap((r) => Object.keys(r.types)))].sort();
  const input = { path: "x", sha256: sha, documents: rows.length };
  return {
    schema: "goldgate/scores@1",
    tool: { name: "goldgate", version: "0.0.0" },
    settings: {},
    inputs: { gold: input, system: input },
    overall: strict(sum((r) => r.clash)),
    types: Object.fromEntries(names.map((n) => [n, strict(sum((r) => r.types[n]))])),
    documents: rows,
  };
}

function snapshotOf(doc: Record<string, unknown>, rows: readonly DocumentRow[]): ScoresSnapshot {
  const input = (doc.inputs as { gold: ScoresSnapshot["inputs"]["gold"] }).gold;
  return {
    toolVersion: "0.0.0",
    settings: {},
    inputs: { gold: input, system: input },
    documents: rows,
    details: null,
    recorded: null,
    document: doc,
  };
}

/** Where the simulated baselines say they come from (every simulation's, the same). */
export const PROVENANCE: BaselineProvenance = {
  requested: "path",
  source: "path",
  tag: null,
  commit: null,
  path: "baseline.json",
  toolVersion: "0.0.0",
  inputs: null,
  gold: null,
  date: null,
  ageDays: null,
  stale: false,
  notes: [],
};

/** The rules `goldgate init` writes for spans, with one correction for every rule. */
export function initPolicy(correction: GateCorrection): GatePolicy {
  const rule = (r: Partial<GateRule>): GateRule => ({ ...DEFAULT_GATE_RULE, correction, ...r });
  return {
    rules: [
      rule({ source: "gate.rules[0]", metric: "overall.strict.f1", maxDrop: 1 }),
      rule({ source: "gate.rules[1]", metric: "types.*.strict.f1", maxDrop: 5, minSupport: 10 }),
    ],
    cases: DEFAULT_CASE_LEVELS,
    waived: null,
  };
}

/** Expected strict F1 of a type under a match-rate factor (expected counts, both sides' model). */
function expectedF1(gold: Gold, t: number | null, factor: number): number {
  let correct = 0;
  let possible = 0;
  let actual = 0;
  gold.entities.forEach((types, d) => {
    for (const u of types) {
      if (t !== null && u !== t) continue;
      const p = matchRate(gold, u, d, t === null || u === t ? factor : 1);
      correct += p;
      possible += 1;
      actual += p + (1 - p) * 0.4;
    }
    const spurious = 0.04 * (1 + (gold.difficulty[d] ?? 0));
    for (const u of new Set(types)) if (t === null || u === t) actual += spurious;
  });
  return (2 * correct) / (possible + actual);
}

/** The match-rate factor that lowers the expected F1 (of a type, or overall) by `points`. */
function factorFor(gold: Gold, t: number | null, points: number): number {
  const target = expectedF1(gold, t, 1) - points / 100;
  let lo = 0.5;
  let hi = 1;
  for (let k = 0; k < 40; k++) {
    const mid = (lo + hi) / 2;
    if (expectedF1(gold, t, mid) > target) hi = mid;
    else lo = mid;
  }
  return (lo + hi) / 2;
}

/**
 * The population truth behind a pull request with match-rate factor `factor` on every type: the
 * current side's expected strict F1 minus the baseline's (overall, or of type `t`), over documents
 * drawn as the pull request's were (entity counts, types, difficulty) with its types' skills. The
 * interval a comparison prints is a paired bootstrap over documents: this is what it estimates.
 * `documents` documents of one draw, both factors on the same ones (so the difference is within
 * about 1e-4 of the limit at 5,000), for each type of `types` (`null`: overall).
 */
export function populationDeltas(
  s: Scenario,
  seed: number,
  factor: number,
  types: readonly (number | null)[],
  documents: number,
): number[] {
  const skill = makeGold(s, random(seed)).skill;
  const population = { ...makeGold({ ...s, documents }, random(seed ^ 0x5bd1e995)), skill };
  return types.map((t) => expectedF1(population, t, factor) - expectedF1(population, t, 1));
}

/** One simulated pull request whose current side has match-rate factor `factor` on every type. */
export function simulateFactorRows(s: Scenario, seed: number, factor: number) {
  const next = random(seed);
  const gold = makeGold(s, next);
  const baseRows = drawSystem(
    gold,
    gold.names.map(() => 1),
    next,
  );
  const curRows = drawSystem(
    gold,
    gold.names.map(() => factor),
    next,
  );
  return { baseRows, curRows };
}

/** Document rows compared by the real compare stage: the gate's evidence under init's rules. */
export function evidenceOfRows(
  baseRows: readonly DocumentRow[],
  curRows: readonly DocumentRow[],
  seed: number,
  resamples: number,
): GateEvidence {
  const baseDoc = scoresOf(baseRows, "gold");
  const curDoc = scoresOf(curRows, "gold");
  const watch = watchedMetrics(initPolicy("maxT"), curDoc);
  const options = { scheme: "strict", beta: 1, resamples, seed: seed + 1, top: 1, watch } as const;
  const { comparison, joint } = compareScoresJointly(
    snapshotOf(baseDoc, baseRows),
    snapshotOf(curDoc, curRows),
    PROVENANCE,
    options,
  );
  return evidenceFromComparison(curDoc, comparison, joint);
}

/** One simulated pull request, gated under each correction. */
export function simulatePr(
  s: Scenario,
  seed: number,
  resamples: number,
  corrections: readonly GateCorrection[],
): Map<GateCorrection, Verdict> {
  const evidence = simulateEvidence(s, seed, resamples);
  return new Map(corrections.map((c) => [c, evaluateGate(initPolicy(c), evidence)]));
}

/** One simulated pull request's document rows: the baseline's and the pull request's. */
export function simulateRows(s: Scenario, seed: number) {
  const next = random(seed);
  const gold = makeGold(s, next);
  const same = gold.names.map(() => 1);
  const factor = s.drop > 0 ? factorFor(gold, s.dropType, s.drop) : 1;
  const changed = gold.names.map((_, t) => (s.dropType === null || s.dropType === t ? factor : 1));
  const baseRows = drawSystem(gold, same, next);
  const curRows = drawSystem(gold, s.drop > 0 ? changed : same, next);
  return { baseRows, curRows };
}

/** One simulated pull request compared with its baseline: the gate's evidence. */
export function simulateEvidence(s: Scenario, seed: number, resamples: number): GateEvidence {
  const { baseRows, curRows } = simulateRows(s, seed);
  return evidenceOfRows(baseRows, curRows, seed, resamples);
}

/** Wilson score interval of a binomial proportion at 95%. */
export function wilson(successes: number, n: number): { lower: number; upper: number } {
  const z = 1.959963984540054;
  const p = successes / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return { lower: Math.max(0, centre - half), upper: Math.min(1, centre + half) };
}
