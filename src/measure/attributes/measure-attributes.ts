import { compareText } from "../../corpus/fingerprint.ts";
import { compareIds } from "../events/score-events.ts";
import type { Rate } from "../prf.ts";
import type { SpanScheme } from "../schemes.ts";
import type { AttributeUnit } from "./attribute-tally.ts";

/**
 * Figures of the `attributes` family from document tallies (docs/families.md, "Span
 * attributes"). An attribute is scored when some gold span carries it (the gold defines the
 * attributes; one only system spans carry is listed under `systemOnly`). Its cases are the
 * matched pairs where either side carries it; a side without it holds `(none)`, which is never
 * right. Document i counts `weights[i]` times (resampling); all ones: the scores themselves.
 */

/** One value of an attribute: pairs giving it on each side, pairs agreeing on it, P/R/F1. */
export interface ValueFigures {
  readonly gold: number;
  readonly system: number;
  readonly correct: number;
  readonly precision: Rate;
  readonly recall: Rate;
  readonly f1: Rate;
}

/** A cell of an attribute's value confusion; null is `(none)`: the side lacks the attribute. */
export interface ValueCell {
  readonly gold: string | null;
  readonly system: string | null;
  readonly count: number;
}

/** One scored attribute over the matched pairs. */
export interface AttributeFigures {
  /** Matched pairs where either side carries the attribute. */
  readonly cases: number;
  /** Of those, pairs where both sides give the same value. */
  readonly correct: number;
  readonly accuracy: Rate;
  readonly values: Readonly<Record<string, ValueFigures>>;
  readonly confusion: readonly ValueCell[];
}

/** The `attributes` section's figures, `scheme` and `documents` aside. */
export interface AttributeFiguresSection {
  readonly pairs: number;
  readonly typeRight: number;
  /** Type-right pairs where some scored attribute differs. */
  readonly typeRightAttributeWrong: number;
  /** Share of type-right pairs whose every scored attribute is right. */
  readonly allRight: Rate;
  /** Micro: correct over cases of every attribute; macro: mean of the attributes' accuracies. */
  readonly accuracy: { readonly micro: Rate; readonly macro: Rate };
  readonly names: Readonly<Record<string, AttributeFigures>>;
  readonly systemOnly: readonly string[];
}

/** The `attributes` section of a scores document. */
export interface AttributeSection extends AttributeFiguresSection {
  /** The span scheme whose matched pairs are scored. */
  readonly scheme: SpanScheme;
  readonly documents: readonly AttributeUnit[];
}

const ratio = (a: number, b: number): Rate => (b === 0 ? null : a / b);

/** The attributes some gold span of these documents carries. */
export function scoredNames(units: readonly AttributeUnit[]): Set<string> {
  return new Set(units.flatMap((u) => u.goldNames));
}

type CellSums = Map<string, Map<string, ValueCell>>;

function sumCells(units: readonly AttributeUnit[], weights: ArrayLike<number>): CellSums {
  const out: CellSums = new Map();
  units.forEach((u, i) => {
    const w = weights[i] ?? 0;
    if (w === 0) return;
    for (const [name, gold, system, n] of u.cells) {
      const byName = out.get(name) ?? new Map<string, ValueCell>();
      out.set(name, byName);
      const key = JSON.stringify([gold, system]);
      const count = (byName.get(key)?.count ?? 0) + w * n;
      byName.set(key, { gold, system, count });
    }
  });
  return out;
}

function valueFigures(cells: readonly ValueCell[]): Record<string, ValueFigures> {
  const sums = new Map<string, { gold: number; system: number; correct: number }>();
  const at = (v: string) => {
    const s = sums.get(v) ?? { gold: 0, system: 0, correct: 0 };
    sums.set(v, s);
    return s;
  };
  for (const c of cells) {
    if (c.gold !== null) at(c.gold).gold += c.count;
    if (c.system !== null) at(c.system).system += c.count;
    if (c.gold !== null && c.gold === c.system) at(c.gold).correct += c.count;
  }
  const values = [...sums.keys()].sort(compareText);
  return Object.fromEntries(
    values.map((v) => {
      const { gold, system, correct } = sums.get(v) ?? { gold: 0, system: 0, correct: 0 };
      const f1 = ratio(2 * correct, gold + system);
      const figures = { gold, system, correct, precision: ratio(correct, system) };
      return [v, { ...figures, recall: ratio(correct, gold), f1 }];
    }),
  );
}

function attributeFigures(cells: readonly ValueCell[]): AttributeFigures {
  let cases = 0;
  let correct = 0;
  for (const c of cells) {
    cases += c.count;
    if (c.gold === c.system) correct += c.count;
  }
  const confusion = [...cells].sort(
    (a, b) => compareValue(a.gold, b.gold) || compareValue(a.system, b.system),
  );
  return {
    cases,
    correct,
    accuracy: ratio(correct, cases),
    values: valueFigures(cells),
    confusion,
  };
}

/** Value order: `(none)` (null) first, then code-unit order. */
export function compareValue(a: string | null, b: string | null): number {
  return a === b ? 0 : a === null ? -1 : b === null ? 1 : compareText(a, b);
}

/** The family's figures over the weighted documents. */
export function measureAttributes(
  units: readonly AttributeUnit[],
  weights: ArrayLike<number>,
): AttributeFiguresSection {
  // A document drawn no times is not in the resample: its attributes are not the gold's there.
  const drawn = units.filter((_, i) => (weights[i] ?? 0) > 0);
  const scored = scoredNames(drawn);
  const sums = sumCells(units, weights);
  const names = [...scored].sort(compareText);
  const figures = names.map((n): [string, AttributeFigures] => [
    n,
    attributeFigures([...(sums.get(n)?.values() ?? [])].filter((c) => c.count > 0)),
  ]);
  let pairs = 0;
  let typeRight = 0;
  let wrong = 0;
  units.forEach((u, i) => {
    const w = weights[i] ?? 0;
    pairs += w * u.pairs;
    typeRight += w * u.typeRight;
    for (const [set, n] of u.wrong) if (set.some((s) => scored.has(s))) wrong += w * n;
  });
  const rated = figures.flatMap(([, f]) => (f.accuracy === null ? [] : [f.accuracy]));
  const cases = figures.reduce((s, [, f]) => s + f.cases, 0);
  const correct = figures.reduce((s, [, f]) => s + f.correct, 0);
  const systemOnly = [...new Set(drawn.flatMap((u) => u.cells.map((c) => c[0])))]
    .filter((n) => !scored.has(n))
    .sort(compareText);
  return {
    pairs,
    typeRight,
    typeRightAttributeWrong: wrong,
    allRight: ratio(typeRight - wrong, typeRight),
    accuracy: {
      micro: ratio(correct, cases),
      macro: ratio(
        rated.reduce((s, a) => s + a, 0),
        rated.length,
      ),
    },
    names: Object.fromEntries(figures),
    systemOnly,
  };
}

/**
 * The section scoring these documents writes, documents in id order (code points): null when no
 * gold span carries an attribute, unless `keep` (a shard keeps it when its documents hold more
 * than their span rows give: `spanDerivable`; verifying a shard file rebuilds it as written).
 */
export function attributeSection(
  units: readonly AttributeUnit[],
  scheme: SpanScheme,
  keep: boolean,
): AttributeSection | null {
  if (!keep && !units.some((u) => u.goldNames.length > 0)) return null;
  const documents = [...units].sort((a, b) => compareIds(a.id, b.id));
  const figures = measureAttributes(documents, new Float64Array(documents.length).fill(1));
  return { scheme, ...figures, documents };
}
