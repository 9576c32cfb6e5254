import type { Fragment } from "../../corpus/model.ts";
import { type EventMention, type EventProfile, wildcardLabel } from "./event-mention.ts";

/** The four event rows: span only, then span plus mention type, realis, or both. */
export const EVENT_ROWS = ["plain", "type", "realis", "typeRealis"] as const;
export type EventRow = (typeof EVENT_ROWS)[number];

/** One link: indices into the gold and system mention lists, and the pair's Dice score (0..1]. */
export interface DiceLink {
  readonly gold: number;
  readonly system: number;
  readonly dice: number;
}

/** One row's one-to-one links, in the order they were made, and their credit (the sum of their Dice). */
export interface RowAlignment {
  readonly links: readonly DiceLink[];
  readonly tp: number;
}

/** The alignment of one document, per row. */
export type EventAlignment = Readonly<Record<EventRow, RowAlignment>>;

/** Size of the intersection of two sorted, disjoint range lists. */
function sharedUnits(a: EventMention, b: EventMention): number {
  let i = 0;
  let j = 0;
  let shared = 0;
  while (i < a.units.length && j < b.units.length) {
    const x = a.units[i] as EventMention["units"][number];
    const y = b.units[j] as EventMention["units"][number];
    shared += Math.max(0, Math.min(x.end, y.end) - Math.max(x.start, y.start));
    if (x.end <= y.end) i++;
    else j++;
  }
  return shared;
}

/** Dice coefficient of two mentions' unit sets, `2|A∩B| / (|A| + |B|)`; 0 when both are empty. */
export function diceCoefficient(a: EventMention, b: EventMention): number {
  const total = a.size + b.size;
  return total === 0 ? 0 : (2.0 * sharedUnits(a, b)) / total;
}

/**
 * The (gold, system) pairs whose hulls overlap, the only ones Dice can score above 0, as
 * `system · gold.length + gold` in ascending order (system index, then gold index): the order
 * of a loop over every system and then every gold mention, without its |gold| × |system| Dice
 * (a document of 5,000 mentions a side was 25 million). The system mentions sorted by start, each
 * gold mention walks back from the last one starting before its end while the running maximum
 * end still reaches it. A mention without units overlaps nothing.
 */
function overlapping(gold: readonly EventMention[], system: readonly EventMention[]): Float64Array {
  const [starts, ends] = [new Float64Array(system.length), new Float64Array(system.length)];
  const order: number[] = [];
  system.forEach((m, si) => {
    if (m.units.length === 0) return;
    starts[si] = (m.units[0] as Fragment).start;
    ends[si] = (m.units[m.units.length - 1] as Fragment).end;
    order.push(si);
  });
  order.sort((a, b) => (starts[a] as number) - (starts[b] as number) || a - b);
  const maxEnd = new Float64Array(order.length);
  let running = Number.NEGATIVE_INFINITY;
  order.forEach((si, k) => {
    running = Math.max(running, ends[si] as number);
    maxEnd[k] = running;
  });
  const keys: number[] = [];
  gold.forEach((g, gi) => {
    if (g.units.length === 0) return;
    const start = (g.units[0] as Fragment).start;
    const end = (g.units[g.units.length - 1] as Fragment).end;
    let [lo, hi] = [0, order.length];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((starts[order[mid] as number] as number) < end) lo = mid + 1;
      else hi = mid;
    }
    for (let k = lo - 1; k >= 0 && (maxEnd[k] as number) > start; k--) {
      const si = order[k] as number;
      if ((ends[si] as number) > start) keys.push(si * gold.length + gi);
    }
  });
  return Float64Array.from(keys).sort();
}

/**
 * Every (gold, system) pair with Dice > 0, in the order the scorer takes them: highest Dice first,
 * ties by the system mention earlier in its file, then the gold one (scorer_v1.8's heap of
 * `(-dice, system, gold)`, its indices in file order: `EventMention.order`). Equal fractions give
 * bit-equal floats, so ties are exact.
 */
function candidates(gold: readonly EventMention[], system: readonly EventMention[]): DiceLink[] {
  const out: DiceLink[] = [];
  for (const key of overlapping(gold, system)) {
    const [si, gi] = [Math.floor(key / gold.length), key % gold.length];
    const dice = diceCoefficient(gold[gi] as EventMention, system[si] as EventMention);
    if (dice > 0) out.push({ gold: gi, system: si, dice });
  }
  const rank = (m: readonly EventMention[], i: number) => (m[i] as EventMention).order;
  return out.sort(
    (x, y) =>
      y.dice - x.dice ||
      rank(system, x.system) - rank(system, y.system) ||
      rank(gold, x.gold) - rank(gold, y.gold),
  );
}

/** Whether a pair may link in a row: a gold label that was not annotated matches any system label. */
export function rowMatcher(
  row: EventRow,
  profile: EventProfile,
): (g: EventMention, s: EventMention) => boolean {
  const wildcard = wildcardLabel(profile);
  const same = (gold: string, sys: string): boolean => gold === wildcard || gold === sys;
  switch (row) {
    case "plain":
      return () => true;
    case "type":
      return (g, s) => same(g.type, s.type);
    case "realis":
      return (g, s) => same(g.realis, s.realis);
    case "typeRealis":
      return (g, s) => same(g.type, s.type) && same(g.realis, s.realis);
  }
}

/**
 * Maps system to gold mentions one-to-one, greedily from the highest Dice, once per row: a row only
 * takes pairs whose labels match, so each row is its own matching over the same candidate order.
 * Credit is summed in link order, as the scorer does, so totals agree to the last bit.
 */
export function alignByDice(
  gold: readonly EventMention[],
  system: readonly EventMention[],
  profile: EventProfile,
): EventAlignment {
  const pairs = candidates(gold, system);
  const alignRow = (row: EventRow): RowAlignment => {
    const matches = rowMatcher(row, profile);
    const usedGold = new Uint8Array(gold.length);
    const usedSystem = new Uint8Array(system.length);
    const links: DiceLink[] = [];
    let tp = 0.0;
    for (const p of pairs) {
      if (usedGold[p.gold] === 1 || usedSystem[p.system] === 1) continue;
      if (!matches(gold[p.gold] as EventMention, system[p.system] as EventMention)) continue;
      usedGold[p.gold] = 1;
      usedSystem[p.system] = 1;
      links.push(p);
      tp += p.dice;
    }
    return { links, tp };
  };
  return {
    plain: alignRow("plain"),
    type: alignRow("type"),
    realis: alignRow("realis"),
    typeRealis: alignRow("typeRealis"),
  };
}

/** Many-to-one (`tac-kbp-2015`): for each system mention, the gold index with the highest Dice (> 0; ties: the earlier gold), or -1. */
export function mapToGold(
  gold: readonly EventMention[],
  system: readonly EventMention[],
  matches: (g: EventMention, s: EventMention) => boolean = () => true,
): Int32Array {
  const target = new Int32Array(system.length).fill(-1);
  const best = new Float64Array(system.length);
  // System by system, gold in order: only a strictly higher Dice replaces the one kept.
  for (const key of overlapping(gold, system)) {
    const [si, gi] = [Math.floor(key / gold.length), key % gold.length];
    const [g, s] = [gold[gi] as EventMention, system[si] as EventMention];
    if (!matches(g, s)) continue;
    const dice = diceCoefficient(g, s);
    if (dice > (best[si] as number)) {
      best[si] = dice;
      target[si] = gi;
    }
  }
  return target;
}
