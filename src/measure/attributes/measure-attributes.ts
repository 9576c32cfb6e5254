import { compareText } from "../../corpus/fingerprint.ts";
import { compareIds } from "../events/score-events.ts";
import { type Rate, rowRate } from "../prf.ts";
import type { SpanScheme } from "../schemes.ts";
import { type UnitWalk, walkedMeasure } from "../unit-walk.ts";
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
      const row = gold + system;
      const f1 = rowRate(2 * correct, row, row);
      const [precision, recall] = [rowRate(correct, system, row), rowRate(correct, gold, row)];
      // One literal (a spread then more keys is a hidden class per copy on Node 20).
      return [v, { gold, system, correct, precision, recall, f1 }];
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
  return attributesMeasure(units)(weights);
}

/**
 * `measureAttributes` of these documents prepared once for many weightings (a resample's): a walk
 * over all of them in order (`attributesWalk`).
 */
export function attributesMeasure(
  units: readonly AttributeUnit[],
): (weights: ArrayLike<number>) => AttributeFiguresSection {
  return walkedMeasure(attributesWalk(units), units.length);
}

/**
 * Sums of weighted attribute documents: in `values` the matched pairs, the type-right pairs,
 * each value cell's count, then the type-right pairs of each set of differing attributes; the
 * attributes some drawn document's gold spans carry (`scored`), and those a drawn document
 * gives a value of (`named`).
 */
export interface AttributeSums {
  readonly values: Float64Array;
  readonly scored: Uint8Array;
  readonly named: Uint8Array;
}

/** Attribute documents prepared once (a document drawn 0 times is not in the draw). */
export type AttributesWalk = UnitWalk<AttributeSums, AttributeFiguresSection>;

/**
 * The documents as a walk (`AttributesWalk`): value cells and attribute names as ids worked out
 * once. A pair wrong in a set of attributes counts as wrong when some attribute of the set is
 * scored in the whole draw, so its count is summed per set and the sets are read at the end.
 * Every count is an integer, so sums in any order of the documents are the same to the bit.
 */
export function attributesWalk(units: readonly AttributeUnit[]): AttributesWalk {
  const nameIds = new Map<string, number>();
  const nameOf = (n: string): number => {
    let id = nameIds.get(n);
    if (id === undefined) {
      id = nameIds.size;
      nameIds.set(n, id);
    }
    return id;
  };
  const cellIds = new Map<string, number>();
  const cells: { name: number; gold: string | null; system: string | null }[] = [];
  const docCells = units.map((u) =>
    u.cells.map(([name, gold, system, n]) => {
      const key = JSON.stringify([name, gold, system]);
      let id = cellIds.get(key);
      if (id === undefined) {
        id = cells.length;
        cellIds.set(key, id);
        cells.push({ name: nameOf(name), gold, system });
      }
      return [id, n] as const;
    }),
  );
  const golds = units.map((u) => u.goldNames.map(nameOf));
  const setIds = new Map<string, number>();
  const sets: number[][] = [];
  const docWrongs = units.map((u) =>
    u.wrong.map(([set, n]) => {
      const ids = set.map(nameOf);
      const key = ids.join(",");
      let id = setIds.get(key);
      if (id === undefined) {
        id = sets.length;
        setIds.set(key, id);
        sets.push(ids);
      }
      return [id, n] as const;
    }),
  );
  const names = [...nameIds.keys()];
  const cellAt = 2;
  const setAt = cellAt + cells.length;
  return {
    zero: () => ({
      values: new Float64Array(setAt + sets.length),
      scored: new Uint8Array(names.length),
      named: new Uint8Array(names.length),
    }),
    copy: (from, into) => {
      into.values.set(from.values);
      into.scored.set(from.scored);
      into.named.set(from.named);
    },
    add: ({ values, scored, named }, weights, rows, count) => {
      for (let j = 0; j < count; j++) {
        const i = rows[j] as number;
        const w = weights[i] ?? 0;
        if (!(w > 0)) continue;
        const u = units[i] as AttributeUnit;
        values[0] = (values[0] as number) + w * u.pairs;
        values[1] = (values[1] as number) + w * u.typeRight;
        for (const n of golds[i] ?? []) scored[n] = 1;
        for (const [c, n] of docCells[i] ?? []) {
          values[cellAt + c] = (values[cellAt + c] as number) + w * n;
          named[cells[c]?.name ?? 0] = 1;
        }
        for (const [set, n] of docWrongs[i] ?? [])
          values[setAt + set] = (values[setAt + set] as number) + w * n;
      }
    },
    figures: ({ values, scored, named }) => {
      const pairs = values[0] as number;
      const typeRight = values[1] as number;
      let wrong = 0;
      sets.forEach((set, id) => {
        if (set.some((s) => scored[s] === 1)) wrong += values[setAt + id] as number;
      });
      const byName = new Map<number, ValueCell[]>();
      cells.forEach((c, id) => {
        const count = values[cellAt + id] as number;
        if (count <= 0) return;
        const list = byName.get(c.name) ?? [];
        byName.set(c.name, list);
        list.push({ gold: c.gold, system: c.system, count });
      });
      const figures = names
        .flatMap((n, id) => (scored[id] === 1 ? [[n, id] as const] : []))
        .sort(([a], [b]) => compareText(a, b))
        .map(([n, id]): [string, AttributeFigures] => [n, attributeFigures(byName.get(id) ?? [])]);
      const rated = figures.flatMap(([, f]) => (f.accuracy === null ? [] : [f.accuracy]));
      const cases = figures.reduce((s, [, f]) => s + f.cases, 0);
      const correct = figures.reduce((s, [, f]) => s + f.correct, 0);
      const systemOnly = names
        .filter((_, id) => named[id] === 1 && scored[id] !== 1)
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
    },
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
