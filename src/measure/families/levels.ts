import { DataError } from "../../errors.ts";
import { figureText } from "../../number-format.ts";
import { type ElementCounts, emptyCounts } from "../levels/count-elements.ts";
import { levelRow } from "../levels/level-scores.ts";
import { LEVEL_KEYS, type LevelKey } from "../levels/level-views.ts";
import { walkedMeasure } from "../unit-walk.ts";
import { measureKeys } from "./events.ts";
import {
  at,
  type FamilyTable,
  type MetricFamily,
  type MetricKeys,
  type MetricRow,
  numberAt,
  recordOf,
  rowAt,
  type SparseConfusion,
  type Unit,
  type UnitResampling,
} from "./family.ts";
import { levelMatFiles } from "./levels-mat.ts";
import { levelMerging } from "./levels-merge.ts";
import { pairedHooks, type SectionWalk } from "./paired-sums.ts";
import { keyedSums, onPresent } from "./present-units.ts";

/**
 * MAT's score levels (`--levels`): one family per level, `levels.<token|char|pseudoToken>`, each
 * with `<all>` and per-type rows over fixed elements, resampled by document.
 */

const ROOT = "levels";
const ALL = "<all>";
const RATES = ["precision", "recall", "fmeasure"] as const;
const ELEMENTS: Readonly<Record<LevelKey, string>> = {
  token: "tokens",
  char: "characters",
  pseudoToken: "pseudo-tokens",
};
const TITLES: Readonly<Record<LevelKey, string>> = {
  token: "Token level (MAT)",
  char: "Character level (MAT)",
  pseudoToken: "Pseudo-token level (MAT)",
};

/** A document's counts at one level. */
interface Tally {
  readonly elements: number;
  readonly all: ElementCounts;
  readonly types: Readonly<Record<string, ElementCounts>>;
}

function counts(value: unknown): ElementCounts | undefined {
  const r = recordOf(value);
  const c = emptyCounts();
  for (const k of Object.keys(c) as (keyof ElementCounts)[]) {
    const n = r?.[k];
    if (typeof n !== "number") return undefined;
    c[k] = n;
  }
  return c;
}

function readUnit(key: LevelKey, value: unknown, k: number, origin: string): Unit<Tally> {
  const r = recordOf(value);
  const all = counts(r?.all);
  const types = recordOf(r?.types);
  const id = r?.id;
  const elements = r?.elements;
  const typed = Object.entries(types ?? {}).map(([t, c]) => [t, counts(c)] as const);
  if (
    typeof id !== "string" ||
    typeof elements !== "number" ||
    all === undefined ||
    typed.some(([, c]) => c === undefined)
  )
    throw new DataError(
      { file: origin },
      `levels.${key}.documents[${k}]: expected { id, elements, all, types } with match, refclash, hypclash, missing, spurious`,
    );
  return {
    id,
    tally: { elements, all, types: Object.fromEntries(typed) as Record<string, ElementCounts> },
  };
}

/** The level's `<all>` and type rows of weighted units, in the scores document's shape. */
function aggregate(key: LevelKey, units: readonly Tally[], weights: ArrayLike<number>): unknown {
  return aggregator(key, units)(weights);
}

const COUNTS = ["match", "refclash", "hypclash", "missing", "spurious"] as const;

/**
 * `aggregate` of these documents prepared once for many weightings (a resample's): a walk over
 * all of them in order (`levelWalk`). Types are listed in the order the drawn documents first
 * name them, as before.
 */
function aggregator(
  key: LevelKey,
  units: readonly Tally[],
): (weights: ArrayLike<number>) => unknown {
  const measure = walkedMeasure(levelWalk(key, units), units.length);
  return (weights) => ({ [ROOT]: measure(weights) });
}

/**
 * A level's sums over weighted documents: the elements, the `<all>` counts and 5 per type
 * (`COUNTS` order) in `values`; the types the documents of nonzero weight name, in the order
 * they first name them.
 */
interface LevelSums {
  readonly values: Float64Array;
  readonly seen: Uint8Array;
  readonly order: number[];
}

/** Where a type's counts start in `LevelSums.values`: after the elements and `<all>`'s. */
const TYPED = 1 + COUNTS.length;

/**
 * The documents as a walk whose figures are the level's part of the `levels` section: each
 * document's per-type counts as type indices and numbers worked out once, so a weighting costs
 * its sums. Every count is an integer, so sums in any order of the documents are the same to the
 * bit.
 */
function levelWalk(key: LevelKey, units: readonly Tally[]): SectionWalk<LevelSums> {
  const index = new Map<string, number>();
  const start = new Int32Array(units.length + 1);
  const typeOf: number[] = [];
  const values: number[] = [];
  const heads = new Float64Array(units.length * TYPED);
  units.forEach((u, i) => {
    heads[i * TYPED] = u.elements;
    COUNTS.forEach((k, j) => {
      heads[i * TYPED + 1 + j] = u.all[k];
    });
    for (const [t, c] of Object.entries(u.types)) {
      let id = index.get(t);
      if (id === undefined) {
        id = index.size;
        index.set(t, id);
      }
      typeOf.push(id);
      for (const k of COUNTS) values.push(c[k]);
    }
    start[i + 1] = typeOf.length;
  });
  const names = [...index.keys()];
  const countsAt = (sums: Float64Array, at: number): ElementCounts => {
    const c = emptyCounts();
    COUNTS.forEach((k, j) => {
      c[k] = sums[at + j] as number;
    });
    return c;
  };
  return {
    zero: () => ({
      values: new Float64Array(TYPED + COUNTS.length * names.length),
      seen: new Uint8Array(names.length),
      order: [],
    }),
    copy: (from, into) => {
      into.values.set(from.values);
      into.seen.set(from.seen);
      into.order.length = 0;
      for (const t of from.order) into.order.push(t);
    },
    add: ({ values: sums, seen, order }, weights, rows, count) => {
      for (let j = 0; j < count; j++) {
        const i = rows[j] as number;
        const w = weights[i] ?? 0;
        if (w === 0) continue;
        for (let k = 0; k < TYPED; k++)
          sums[k] = (sums[k] as number) + (heads[i * TYPED + k] as number) * w;
        for (let e = start[i] as number; e < (start[i + 1] as number); e++) {
          const t = typeOf[e] as number;
          if (seen[t] === 0) order.push(t);
          seen[t] = 1;
          const at = TYPED + COUNTS.length * t;
          for (let k = 0; k < COUNTS.length; k++)
            sums[at + k] = (sums[at + k] as number) + (values[COUNTS.length * e + k] as number) * w;
        }
      }
    },
    figures: ({ values: sums, order }) => {
      const elements = sums[0] as number;
      const rows = Object.fromEntries(
        order.map((t) => [
          names[t] as string,
          levelRow(countsAt(sums, TYPED + COUNTS.length * t), elements),
        ]),
      );
      return { [key]: { [ALL]: levelRow(countsAt(sums, 1), elements), types: rows } };
    },
  };
}

/** `measure` of the present documents, prepared once (aggregator). */
function weighed(
  key: LevelKey,
  tallies: readonly (Tally | undefined)[],
  keys: readonly MetricKeys[],
): ((weights: ArrayLike<number>) => Float64Array) | null {
  return onPresent(tallies, (units) => {
    const measure = aggregator(key, units);
    return (w) => measureKeys(measure(w), keys);
  });
}

function resampling(key: LevelKey): UnitResampling<Tally> {
  return {
    units: (doc, origin) => {
      const docs = at(doc, [ROOT, key, "documents"]);
      return Array.isArray(docs) ? docs.map((d, k) => readUnit(key, d, k, origin)) : [];
    },
    measure: (units, weights, keys) => measureKeys(aggregate(key, units, weights), keys),
    weighted: (tallies, keys) => weighed(key, tallies, keys),
    // Both: the documents alike on both sides summed once (drawsFromSums, swapsFromSums); every
    // count is an integer, so the figures are those of measuring each side directly, to the bit.
    ...pairedHooks<Tally, LevelSums>((listed, keys) =>
      keyedSums(ROOT, levelWalk(key, listed), keys),
    ),
    outcome: (t) => {
      const r = levelRow(t.all, t.elements);
      return {
        score: r.fmeasure,
        text: `${key} F ${figureText("rate", r.fmeasure, "brief")} (${r.match} match of ${r.reftotal} gold, ${r.hyptotal} system elements)`,
      };
    },
  };
}

function rowsOf(key: LevelKey, doc: unknown): MetricRow[] {
  const base = [ROOT, key];
  if (recordOf(at(doc, base)) === undefined) return [];
  const support = numberAt(doc, [...base, ALL, "reftotal"]);
  const out: MetricRow[] = [
    ...RATES.map((rate) => rowAt(doc, [...base, ALL, rate], `${key} ${rate}`, support)),
    rowAt(doc, [...base, ALL, "tagSensitiveAccuracy"], `${key} tag-sensitive accuracy`, support),
    rowAt(doc, [...base, ALL, "tagBlindAccuracy"], `${key} tag-blind accuracy`, support),
  ];
  for (const type of Object.keys(recordOf(at(doc, [...base, "types"])) ?? {})) {
    const s = numberAt(doc, [...base, "types", type, "reftotal"]);
    for (const rate of RATES)
      out.push(rowAt(doc, [...base, "types", type, rate], `${type} ${key} ${rate}`, s, true));
  }
  return out;
}

function tablesOf(key: LevelKey, doc: unknown): FamilyTable[] {
  const base = [ROOT, key];
  if (recordOf(at(doc, base)) === undefined) return [];
  const row = (keys: readonly string[], label: string) => [
    label,
    numberAt(doc, [...keys, "elements"]),
    numberAt(doc, [...keys, "match"]),
    numberAt(doc, [...keys, "refclash"]),
    numberAt(doc, [...keys, "missing"]),
    numberAt(doc, [...keys, "spurious"]),
    ...RATES.map((rate) => numberAt(doc, [...keys, rate])),
    numberAt(doc, [...keys, "tagSensitiveAccuracy"]),
    numberAt(doc, [...keys, "tagBlindAccuracy"]),
  ];
  const types = Object.keys(recordOf(at(doc, [...base, "types"])) ?? {});
  return [
    {
      id: `levels-${key}`,
      title: `${ELEMENTS[key]} per type, then <all>`,
      columns: [
        "Type",
        "Elements",
        "Match",
        "Refclash",
        "Missing",
        "Spurious",
        "P",
        "R",
        "F",
        "Accuracy",
        "Tag-blind accuracy",
      ],
      fractions: [6, 7, 8, 9, 10],
      rows: [...types.map((t) => row([...base, "types", t], t)), row([...base, ALL], ALL)],
    },
  ];
}

function confusionOf(key: LevelKey, doc: unknown): SparseConfusion | null {
  const cells = at(doc, [ROOT, key, "confusion"]);
  if (!Array.isArray(cells)) return null;
  const named = cells
    .map((c) => recordOf(c))
    .filter(
      (c) =>
        c !== undefined && typeof c.count === "number" && (c.gold !== null || c.system !== null),
    )
    .map((c) => ({
      gold: typeof c?.gold === "string" ? c.gold : "spurious",
      system: typeof c?.system === "string" ? c.system : "missing",
      count: Number(c?.count),
    }));
  const rows = [...new Set(named.map((x) => x.gold))];
  const columns = [...new Set(named.map((x) => x.system))];
  return {
    title: `${TITLES[key]}: elements by gold type × system type`,
    rows,
    columns,
    cells: named,
  };
}

function levelFamily(key: LevelKey): MetricFamily {
  const present = (doc: unknown): boolean => recordOf(at(doc, [ROOT, key, ALL])) !== undefined;
  return {
    name: `${key}Level`,
    title: TITLES[key],
    unit: "document",
    roots: [ROOT],
    rates: { [ROOT]: [...RATES, "tagSensitiveAccuracy", "tagBlindAccuracy"] },
    defaultRule: { metric: `${ROOT}.${key}.${ALL}.fmeasure`, maxDrop: 1 },
    present,
    headline: (doc) => {
      const documents = at(doc, [ROOT, key, "documents"]);
      const n = Array.isArray(documents) ? documents.length : 0;
      const support = numberAt(doc, [ROOT, key, ALL, "reftotal"]);
      return {
        main: rowAt(doc, [ROOT, key, ALL, "fmeasure"], `${TITLES[key]} F`, support),
        beside: [
          rowAt(doc, [ROOT, key, ALL, "precision"], "P"),
          rowAt(doc, [ROOT, key, ALL, "recall"], "R"),
          rowAt(doc, [ROOT, key, ALL, "tagSensitiveAccuracy"], "accuracy"),
        ],
        scope: `on ${n} ${n === 1 ? "document" : "documents"}`,
      };
    },
    rows: (doc) => rowsOf(key, doc),
    tables: (doc) => tablesOf(key, doc),
    confusion: (doc) => confusionOf(key, doc),
    matFiles: (doc) => levelMatFiles(ROOT, key, doc),
    resampling: resampling(key) as UnitResampling<unknown>,
    merging: levelMerging(key, resampling(key).units),
  };
}

/** The three level families, in `--levels` order. */
export const LEVEL_FAMILIES: readonly MetricFamily[] = Object.values(LEVEL_KEYS).map(levelFamily);
