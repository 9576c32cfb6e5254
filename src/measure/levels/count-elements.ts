import type { Fragment } from "../../corpus/model.ts";
import type { ElementIndex } from "./elements.ts";

/** MAT's element tallies: each element's gold label against its system label. */
export interface ElementCounts {
  match: number;
  refclash: number;
  hypclash: number;
  missing: number;
  spurious: number;
}

/** The five counts at zero. */
export function emptyCounts(): ElementCounts {
  return { match: 0, refclash: 0, hypclash: 0, missing: 0, spurious: 0 };
}

/** Adds `from` into `into` (mutates `into`). */
export function addCounts(into: ElementCounts, from: Readonly<ElementCounts>, times = 1): void {
  into.match += from.match * times;
  into.refclash += from.refclash * times;
  into.hypclash += from.hypclash * times;
  into.missing += from.missing * times;
  into.spurious += from.spurious * times;
}

/** A span as the levels see it: its type, its full label (type plus significant attributes), its pieces. */
export interface LevelSpan {
  readonly type: string;
  readonly label: string;
  readonly pieces: readonly Fragment[];
}

/** One document's counts at one level: `<all>` and per type. */
export interface ElementTally {
  readonly all: ElementCounts;
  readonly types: Record<string, ElementCounts>;
  /** Elements per (gold type, system type) pair, `null` for no label: MAT's confusability. */
  readonly pairs: Map<string, number>;
  /** Elements with a label on either side (the rest are null/null in `pairs`' terms). */
  covered: number;
}

/** The key of a (gold, system) type pair in `ElementTally.pairs`. */
export function pairKey(gold: string | null, system: string | null): string {
  return JSON.stringify([gold, system]);
}

function addPair(tally: ElementTally, gold: string | null, system: string | null, n: number): void {
  const key = pairKey(gold, system);
  tally.pairs.set(key, (tally.pairs.get(key) ?? 0) + n);
}

interface Edge {
  readonly at: number;
  readonly gold: boolean;
  readonly span: LevelSpan;
  readonly delta: 1 | -1;
}

/**
 * Counts the elements of one document. Per element: each label present on both sides is a
 * `match`; leftover gold and system labels are paired in label order as clashes (`refclash` under
 * the gold type, `hypclash` under the system type); what is still left is `missing` or `spurious`.
 * Without overlapping spans on a side, an element has at most one label per side, which is
 * MAT's definition. Returns the first span whose edges fall inside an element instead, if any.
 */
export function countElements(
  index: ElementIndex,
  gold: readonly LevelSpan[],
  system: readonly LevelSpan[],
): { readonly tally: ElementTally } | { readonly misaligned: LevelSpan } {
  const edges = elementEdges(index, gold, system);
  if (!Array.isArray(edges)) return edges;
  edges.sort((a, b) => a.at - b.at);
  const tally: ElementTally = { all: emptyCounts(), types: {}, pairs: new Map(), covered: 0 };
  const active = { gold: new Map<LevelSpan, number>(), system: new Map<LevelSpan, number>() };
  let k = 0;
  while (k < edges.length) {
    const at = (edges[k] as Edge).at;
    while (k < edges.length && (edges[k] as Edge).at === at) {
      const e = edges[k] as Edge;
      const side = e.gold ? active.gold : active.system;
      const n = (side.get(e.span) ?? 0) + e.delta;
      if (n === 0) side.delete(e.span);
      else side.set(e.span, n);
      k++;
    }
    const next = k < edges.length ? (edges[k] as Edge).at : at;
    if (next > at && active.gold.size + active.system.size > 0) {
      tally.covered += next - at;
      classifySegment([...active.gold.keys()], [...active.system.keys()], next - at, tally);
    }
  }
  return { tally };
}

/** Where each span's elements start and end, or the first span whose edges fall inside an element. */
function elementEdges(
  index: ElementIndex,
  gold: readonly LevelSpan[],
  system: readonly LevelSpan[],
): Edge[] | { readonly misaligned: LevelSpan } {
  const edges: Edge[] = [];
  for (const [spans, isGold] of [
    [gold, true],
    [system, false],
  ] as const) {
    for (const span of spans) {
      for (const piece of span.pieces) {
        const run = index.cover(piece.start, piece.end);
        if (run === undefined) return { misaligned: span };
        if (run[1] <= run[0]) continue;
        edges.push({ at: run[0], gold: isGold, span, delta: 1 });
        edges.push({ at: run[1], gold: isGold, span, delta: -1 });
      }
    }
  }
  return edges;
}

const byLabel = (a: LevelSpan, b: LevelSpan): number =>
  a.label < b.label ? -1 : a.label > b.label ? 1 : 0;

function countsOf(tally: ElementTally, type: string): ElementCounts {
  let counts = tally.types[type];
  if (counts === undefined) {
    counts = emptyCounts();
    tally.types[type] = counts;
  }
  return counts;
}

/** Adds `length` elements that all carry the gold labels of `gold` and the system labels of `system`. */
function classifySegment(
  goldSpans: readonly LevelSpan[],
  systemSpans: readonly LevelSpan[],
  length: number,
  tally: ElementTally,
): void {
  const gold = [...goldSpans].sort(byLabel);
  const system = [...systemSpans].sort(byLabel);
  const leftGold: LevelSpan[] = [];
  for (const g of gold) {
    const k = system.findIndex((s) => s.label === g.label);
    if (k < 0) {
      leftGold.push(g);
      continue;
    }
    system.splice(k, 1);
    addPair(tally, g.type, g.type, length);
    countsOf(tally, g.type).match += length;
    tally.all.match += length;
  }
  const clashes = Math.min(leftGold.length, system.length);
  for (let i = 0; i < clashes; i++) {
    const [g, s] = [leftGold[i] as LevelSpan, system[i] as LevelSpan];
    addPair(tally, g.type, s.type, length);
    countsOf(tally, g.type).refclash += length;
    countsOf(tally, s.type).hypclash += length;
  }
  tally.all.refclash += clashes * length;
  tally.all.hypclash += clashes * length;
  for (const g of leftGold.slice(clashes)) {
    addPair(tally, g.type, null, length);
    countsOf(tally, g.type).missing += length;
  }
  for (const s of system.slice(clashes)) {
    addPair(tally, null, s.type, length);
    countsOf(tally, s.type).spurious += length;
  }
  tally.all.missing += (leftGold.length - clashes) * length;
  tally.all.spurious += (system.length - clashes) * length;
}
