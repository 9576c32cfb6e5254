import type { Aligner, Link } from "../align/align-spans.ts";
import { addTally, type ClashCategory, type ClashTally, emptyTally } from "../align/clash.ts";
import type { Annotation } from "../corpus/model.ts";

/** Types a document may have and still be found by a scan (beyond, a map finds them). */
const SCANNED = 16;
/** Tallies kept from one document to the next, at most (a document of more makes its own). */
const POOLED = 64;

/**
 * One document's per-type tallies while it is tallied, reused document after document: its
 * names and their tallies in parallel arrays, sorted by name once every link is counted. A
 * corpus of many short documents makes no map, set, sorted copy or tally per document; a
 * document of many types (past `SCANNED`) is looked up through a map and sorted as before.
 * `names[k]` and `tallies[k]` are valid for k < `count`, until the next `clear`.
 */
export class TypeSlots {
  readonly names: string[] = [];
  readonly tallies: ClashTally[] = [];
  /** Shared tallies a caller may put beside `tallies` (`addPair`'s frozen ones), reused too. */
  readonly shared: Readonly<ClashTally>[] = [];
  count = 0;
  #map: Map<string, ClashTally> | null = null;
  readonly #pool: ClashTally[] = [];

  /**
   * A document's per-type tallies, each type aligned on its own (conlleval's per-type rows), in
   * type order. A type that no link pairs with another label is read off the overall links:
   * aligned alone it meets the same candidates in the same order, and both aligners pass over a
   * candidate only when a pair taken earlier holds one of its annotations, for such a type always
   * a pair of its own type. Types that a link pairs with another label are aligned again.
   */
  tally(
    links: readonly Link[],
    gold: readonly Annotation[],
    system: readonly Annotation[],
    align: Aligner,
  ): void {
    const crossed = crossedTypes(links);
    this.clear();
    for (const link of links) {
      const type = (link.gold ?? link.system)?.type as string;
      if (crossed === null || !crossed.has(type)) this.slot(type)[link.category]++;
    }
    if (crossed !== null) {
      const g = groupByType(gold);
      const s = groupByType(system);
      for (const type of crossed)
        addTally(this.slot(type), align(g.get(type) ?? [], s.get(type) ?? []).tally);
    }
    this.sort();
  }

  /** Empties the slots for the next document. */
  clear(): void {
    this.count = 0;
    this.#map = null;
  }

  /** The tally of `type`, made (at zero) on first use in this document. */
  slot(type: string): ClashTally {
    const map = this.#map;
    if (map !== null) return map.get(type) ?? this.#add(type);
    const { names, count } = this;
    for (let k = 0; k < count; k++) if (names[k] === type) return this.tallies[k] as ClashTally;
    return this.#add(type);
  }

  /** Puts the names in code-unit order (`Array.prototype.sort`'s for strings), tallies alongside. */
  sort(): void {
    const { names, tallies, count } = this;
    if (this.#map !== null) {
      const map = this.#map;
      const sorted = names.slice(0, count).sort();
      for (let k = 0; k < count; k++) {
        const name = sorted[k] as string;
        names[k] = name;
        tallies[k] = map.get(name) as ClashTally;
      }
      return;
    }
    for (let k = 1; k < count; k++) {
      const name = names[k] as string;
      const tally = tallies[k] as ClashTally;
      let j = k - 1;
      for (; j >= 0 && (names[j] as string) > name; j--) {
        names[j + 1] = names[j] as string;
        tallies[j + 1] = tallies[j] as ClashTally;
      }
      names[j + 1] = name;
      tallies[j + 1] = tally;
    }
  }

  #add(type: string): ClashTally {
    const k = this.count++;
    const tally = k < POOLED ? (this.#pool[k] ?? emptyTally()) : emptyTally();
    if (k < POOLED) {
      this.#pool[k] = tally;
      zero(tally);
    }
    this.names[k] = type;
    this.tallies[k] = tally;
    if (this.#map !== null) this.#map.set(type, tally);
    else if (this.count > SCANNED) {
      this.#map = new Map();
      for (let j = 0; j < this.count; j++)
        this.#map.set(this.names[j] as string, this.tallies[j] as ClashTally);
    }
    return tally;
  }
}

function zero(t: ClashTally): void {
  t.match = 0;
  t.tagclash = 0;
  t.overmark = 0;
  t.undermark = 0;
  t.overlap = 0;
  t.tagOvermark = 0;
  t.tagUndermark = 0;
  t.tagOverlap = 0;
  t.missing = 0;
  t.spurious = 0;
}

/** A side's annotations by type, in the order given. */
export function groupByType(annotations: readonly Annotation[]): Map<string, Annotation[]> {
  const groups = new Map<string, Annotation[]>();
  for (const a of annotations) {
    const group = groups.get(a.type);
    if (group === undefined) groups.set(a.type, [a]);
    else group.push(a);
  }
  return groups;
}

const CROSS_TYPE: Readonly<Record<ClashCategory, boolean>> = {
  match: false,
  tagclash: true,
  overmark: false,
  undermark: false,
  overlap: false,
  tagOvermark: true,
  tagUndermark: true,
  tagOverlap: true,
  missing: false,
  spurious: false,
};

/** The types of both sides of every link that pairs two labels; null when none does (usually). */
function crossedTypes(links: readonly Link[]): Set<string> | null {
  let out: Set<string> | null = null;
  for (const link of links) {
    if (!CROSS_TYPE[link.category]) continue;
    out ??= new Set();
    if (link.gold !== undefined) out.add(link.gold.type);
    if (link.system !== undefined) out.add(link.system.type);
  }
  return out;
}
