import { compareText } from "../../corpus/fingerprint.ts";
import { compareIds } from "../events/score-events.ts";
import { type Rate, rowRate } from "../prf.ts";
import { type UnitWalk, walkedMeasure } from "../unit-walk.ts";
import { OUTCOMES, type Outcome } from "./pair-relations.ts";
import type { RelationUnit } from "./relation-tally.ts";

/**
 * Figures of the `relations` family from document tallies (docs/families.md, "Relations").
 * P = correct / system, R = correct / gold, F1 = 2·correct / (gold + system); a rate over nothing
 * is null when the row is empty, else 0. Macro: the mean over the relation types either side has
 * (a type without system relations left out of P's, one without gold relations out of R's).
 * Document i counts `weights[i]` times (resampling); all ones: the scores themselves.
 */

/** Counts and rates of one row (or one type under one row). */
export interface RelationCounts {
  readonly gold: number;
  readonly system: number;
  readonly correct: number;
  readonly precision: Rate;
  readonly recall: Rate;
  readonly f1: Rate;
}

/** Mean rates over `n` relation types. */
export interface RelationMacro {
  readonly n: number;
  readonly precision: Rate;
  readonly recall: Rate;
  readonly f1: Rate;
}

export const RELATION_ROWS = ["strict", "boundaries", "lenient"] as const;
export type RelationRow = (typeof RELATION_ROWS)[number];

/** The `relations` section's figures, `symmetric` and `documents` aside. */
export interface RelationFigures {
  readonly strict: { readonly micro: RelationCounts; readonly macro: RelationMacro };
  readonly boundaries: { readonly micro: RelationCounts; readonly macro: RelationMacro };
  readonly lenient: { readonly micro: RelationCounts; readonly macro: RelationMacro };
  readonly untyped: { readonly micro: RelationCounts };
  readonly outcomes: Readonly<Record<Outcome, number>>;
  readonly types: Readonly<Record<string, Readonly<Record<RelationRow, RelationCounts>>>>;
}

/** The `relations` section of a scores document. */
export interface RelationSection extends RelationFigures {
  /** Relation types read with either argument order (the `symmetricRelations` setting). */
  readonly symmetric: readonly string[];
  readonly documents: readonly RelationUnit[];
}

function counts(gold: number, system: number, correct: number): RelationCounts {
  const row = gold + system;
  return {
    gold,
    system,
    correct,
    precision: rowRate(correct, system, row),
    recall: rowRate(correct, gold, row),
    f1: rowRate(2 * correct, row, row),
  };
}

function mean(values: readonly Rate[]): Rate {
  const defined = values.filter((v) => v !== null);
  return defined.length === 0 ? null : defined.reduce((a, b) => a + b, 0) / defined.length;
}

/**
 * The mean over the types: a type the system never predicts is left out of the precision mean and
 * one the gold lacks out of the recall mean (their rates of 0 say nothing of the others), while
 * every type's F1 counts.
 */
function macro(rows: readonly RelationCounts[]): RelationMacro {
  return {
    n: rows.length,
    precision: mean(rows.map((r) => (r.system === 0 ? null : r.precision))),
    recall: mean(rows.map((r) => (r.gold === 0 ? null : r.recall))),
    f1: mean(rows.map((r) => r.f1)),
  };
}

type Sums = [gold: number, system: number, strict: number, boundaries: number, lenient: number];

/** The family's figures over the weighted documents. */
export function measureRelations(
  units: readonly RelationUnit[],
  weights: ArrayLike<number>,
): RelationFigures {
  return relationsMeasure(units)(weights);
}

/**
 * `measureRelations` of these documents prepared once for many weightings (a resample's): a walk
 * over all of them in order (`relationsWalk`). The same sums in the same order: the same figures.
 */
export function relationsMeasure(
  units: readonly RelationUnit[],
): (weights: ArrayLike<number>) => RelationFigures {
  return walkedMeasure(relationsWalk(units), units.length);
}

/** Relation documents prepared once: the untyped count, each outcome's, then 5 per type. */
export type RelationsWalk = UnitWalk<Float64Array, RelationFigures>;

/**
 * The documents as a walk (`RelationsWalk`): each document's per-type tallies as type indices and
 * counts, its outcomes and untyped count as columns, so a weighting costs its sums. Every count
 * is an integer, so sums in any order of the documents are the same to the bit.
 */
export function relationsWalk(units: readonly RelationUnit[]): RelationsWalk {
  const index = new Map<string, number>();
  const start = new Int32Array(units.length + 1);
  const typeOf: number[] = [];
  const tallies: number[] = [];
  units.forEach((u, i) => {
    for (const [type, ...tally] of u.types) {
      let t = index.get(type);
      if (t === undefined) {
        t = index.size;
        index.set(type, t);
      }
      typeOf.push(t);
      for (let k = 0; k < 5; k++) tallies.push(tally[k] ?? 0);
    }
    start[i + 1] = typeOf.length;
  });
  const known = [...index.keys()];
  const o = OUTCOMES.length;
  // A document's untyped count and outcomes in one row of 1 + o columns.
  const heads = new Float64Array(units.length * (1 + o));
  units.forEach((u, i) => {
    heads[i * (1 + o)] = u.untyped;
    OUTCOMES.forEach((name, k) => {
      heads[i * (1 + o) + 1 + k] = u.outcomes[name] ?? 0;
    });
  });
  const at = 1 + o;
  return {
    zero: () => new Float64Array(at + 5 * known.length),
    copy: (from, into) => into.set(from),
    add: (sums, weights, rows, count) => {
      for (let j = 0; j < count; j++) {
        const i = rows[j] as number;
        const w = weights[i] ?? 0;
        if (w === 0) continue;
        for (let k = 0; k < at; k++)
          sums[k] = (sums[k] as number) + w * (heads[i * at + k] as number);
        for (let e = start[i] as number; e < (start[i + 1] as number); e++) {
          const t = at + 5 * (typeOf[e] as number);
          for (let k = 0; k < 5; k++)
            sums[t + k] = (sums[t + k] as number) + w * (tallies[5 * e + k] as number);
        }
      }
    },
    figures: (sums) => {
      // A type no document of nonzero weight lists has sums of 0, and is left out as any type
      // with no gold or system relation is.
      const byType = new Map<string, Sums>();
      known.forEach((type, t) => {
        byType.set(type, Array.from(sums.subarray(at + 5 * t, at + 5 * t + 5)) as Sums);
      });
      const outcomes = Object.fromEntries(
        OUTCOMES.map((name, k) => [name, sums[1 + k] as number]),
      ) as Record<Outcome, number>;
      return relationFigures(byType, outcomes, sums[0] as number);
    },
  };
}

/** The figures of summed tallies: per type (gold or system relations), micro and macro rows. */
function relationFigures(
  byType: ReadonlyMap<string, Sums>,
  outcomes: Readonly<Record<Outcome, number>>,
  untyped: number,
): RelationFigures {
  const names = [...byType.keys()].filter((t) => {
    const [g, s] = byType.get(t) ?? [0, 0];
    return g + s > 0;
  });
  names.sort(compareText);
  const types = Object.create(null) as Record<string, Record<RelationRow, RelationCounts>>;
  const total: Sums = [0, 0, 0, 0, 0];
  for (const t of names) {
    const sums = byType.get(t) ?? [0, 0, 0, 0, 0];
    const [g, s, strict, boundaries, lenient] = sums;
    types[t] = {
      strict: counts(g, s, strict),
      boundaries: counts(g, s, boundaries),
      lenient: counts(g, s, lenient),
    };
    sums.forEach((v, k) => {
      total[k] = (total[k] ?? 0) + v;
    });
  }
  const row = (r: RelationRow, k: number) => ({
    micro: counts(total[0], total[1], total[k] ?? 0),
    macro: macro(names.map((t) => types[t]?.[r] ?? counts(0, 0, 0))),
  });
  return {
    strict: row("strict", 2),
    boundaries: row("boundaries", 3),
    lenient: row("lenient", 4),
    untyped: { micro: counts(total[0], total[1], untyped) },
    outcomes,
    types,
  };
}

/**
 * The section scoring these documents writes, documents in id order: null when neither side has
 * a relation, unless `keep` (verifying a shard file, whose section earlier versions wrote even
 * when empty).
 */
export function relationSection(
  units: readonly RelationUnit[],
  symmetric: readonly string[],
  keep: boolean,
): RelationSection | null {
  if (!keep && !units.some((u) => u.types.length > 0)) return null;
  const documents = [...units].sort((a, b) => compareIds(a.id, b.id));
  const figures = measureRelations(documents, new Float64Array(documents.length).fill(1));
  return { symmetric: [...symmetric].sort(compareText), ...figures, documents };
}
