import type { Link } from "../../align/align-spans.ts";
import type { ClashCategory } from "../../align/clash.ts";
import { type BdmTable, bdmKey } from "../../formats/bdm.ts";
import { fScore, ratio } from "../prf.ts";
import type { PairRates } from "./span-agreement.ts";

/**
 * BDM-based agreement of two annotation sets (`agree --bdm FILE`, GATE's BDM-based IAA). Each
 * aligned pair earns credit: 1 for the same type, BDM(a, b) for a near-miss type (either direction,
 * 0 when the file lists neither). `strict` credits pairs with the same span; `lenient` also credits
 * overlapping spans (GATE's partially correct matches). P = credit / annotations of b, R = credit /
 * annotations of a: with a one-to-one alignment, Maynard et al.'s augmented precision and recall,
 * BDM / (n + spurious) and BDM / (n + missing). Per type, a near miss's credit counts toward a's
 * type for recall and b's type for precision.
 */
export interface BdmRates extends PairRates {
  readonly credit: number;
  readonly possible: number;
  readonly actual: number;
}

/** One type's BDM figures in a pair: its annotations in a (possible) and b (actual). */
export interface BdmTypeRates {
  readonly possible: number;
  readonly actual: number;
  readonly strict: PairRates;
  readonly lenient: PairRates;
}

/** A pair's BDM figures. */
export interface SpanPairBdm {
  readonly strict: BdmRates;
  readonly lenient: BdmRates;
  readonly types: Readonly<Record<string, BdmTypeRates>>;
}

/** The mean over pairs: overall, and per type over the pairs in which the type occurs. */
export interface MeanBdm {
  readonly strict: PairRates;
  readonly lenient: PairRates;
  readonly types: Readonly<
    Record<string, { readonly strict: PairRates; readonly lenient: PairRates }>
  >;
}

/** One type's BDM tallies in a document: its annotations in a and b and the credit each earned. */
export interface BdmTypeTally {
  possible: number;
  actual: number;
  strictGold: number;
  lenientGold: number;
  strictSystem: number;
  lenientSystem: number;
}

/** One document's BDM tallies (what `--both-annotated` keeps or leaves out). */
export interface DocumentBdm {
  readonly types: ReadonlyMap<string, Readonly<BdmTypeTally>>;
}

const SAME_SPAN: ReadonlySet<ClashCategory> = new Set(["match", "tagclash"]);
const OVERLAP: ReadonlySet<ClashCategory> = new Set([
  "match",
  "tagclash",
  "overmark",
  "undermark",
  "overlap",
  "tagOvermark",
  "tagUndermark",
  "tagOverlap",
]);

function typeScore(table: BdmTable, a: string, b: string): number {
  if (a === b) return 1;
  return table.get(bdmKey(a, b)) ?? table.get(bdmKey(b, a)) ?? 0;
}

function tallyOf(types: Map<string, BdmTypeTally>, type: string): BdmTypeTally {
  let t = types.get(type);
  if (t === undefined) {
    t = {
      possible: 0,
      actual: 0,
      strictGold: 0,
      lenientGold: 0,
      strictSystem: 0,
      lenientSystem: 0,
    };
    types.set(type, t);
  }
  return t;
}

/** The BDM tallies of one document's alignment links (a as gold, b as system). */
export function documentBdm(table: BdmTable, links: readonly Link[]): DocumentBdm {
  const types = new Map<string, BdmTypeTally>();
  for (const { category, gold, system } of links) {
    const g = gold === undefined ? undefined : tallyOf(types, gold.type);
    const s = system === undefined ? undefined : tallyOf(types, system.type);
    if (g !== undefined) g.possible++;
    if (s !== undefined) s.actual++;
    if (g === undefined || s === undefined || gold === undefined || system === undefined) continue;
    const score = OVERLAP.has(category) ? typeScore(table, gold.type, system.type) : 0;
    const strict = SAME_SPAN.has(category) ? score : 0;
    g.strictGold += strict;
    g.lenientGold += score;
    s.strictSystem += strict;
    s.lenientSystem += score;
  }
  return { types };
}

function rates(credit: number, possible: number, actual: number): BdmRates {
  const precision = ratio(credit, actual);
  const recall = ratio(credit, possible);
  return { credit, possible, actual, precision, recall, f1: fScore(precision, recall) };
}

const plain = ({ precision, recall, f1 }: PairRates): PairRates => ({ precision, recall, f1 });

/** A pair's BDM figures from its documents' tallies (types in code-unit order). */
export function pairBdm(documents: readonly DocumentBdm[]): SpanPairBdm {
  const sum = new Map<string, BdmTypeTally>();
  for (const d of documents)
    for (const [type, t] of d.types) {
      const into = tallyOf(sum, type);
      for (const k of Object.keys(t) as (keyof BdmTypeTally)[]) into[k] += t[k];
    }
  const all = [...sum.values()];
  const total = (k: keyof BdmTypeTally) => all.reduce((a, t) => a + t[k], 0);
  const names = [...sum.keys()].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
  return {
    strict: rates(total("strictGold"), total("possible"), total("actual")),
    lenient: rates(total("lenientGold"), total("possible"), total("actual")),
    types: Object.fromEntries(
      names.map((type) => {
        const t = sum.get(type) as BdmTypeTally;
        const of = (gold: number, system: number): PairRates => {
          const precision = ratio(system, t.actual);
          const recall = ratio(gold, t.possible);
          return { precision, recall, f1: fScore(precision, recall) };
        };
        return [
          type,
          {
            possible: t.possible,
            actual: t.actual,
            strict: of(t.strictGold, t.strictSystem),
            lenient: of(t.lenientGold, t.lenientSystem),
          },
        ];
      }),
    ),
  };
}

function meanRates(rows: readonly PairRates[]): PairRates {
  const n = rows.length;
  const mean = (pick: (r: PairRates) => number) =>
    n === 0 ? 0 : rows.reduce((a, r) => a + pick(r), 0) / n;
  return {
    precision: mean((r) => r.precision),
    recall: mean((r) => r.recall),
    f1: mean((r) => r.f1),
  };
}

/** The mean over pairs; a type's mean is over the pairs in which either set has it. */
export function meanBdm(pairs: readonly SpanPairBdm[]): MeanBdm {
  const names = [...new Set(pairs.flatMap((p) => Object.keys(p.types)))].sort((x, y) =>
    x < y ? -1 : x > y ? 1 : 0,
  );
  const typeRows = (type: string) =>
    pairs.flatMap((p) => (Object.hasOwn(p.types, type) ? [p.types[type] as BdmTypeRates] : []));
  return {
    strict: meanRates(pairs.map((p) => plain(p.strict))),
    lenient: meanRates(pairs.map((p) => plain(p.lenient))),
    types: Object.fromEntries(
      names.map((type) => [
        type,
        {
          strict: meanRates(typeRows(type).map((t) => t.strict)),
          lenient: meanRates(typeRows(type).map((t) => t.lenient)),
        },
      ]),
    ),
  };
}
