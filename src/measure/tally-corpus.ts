import type { Aligner, Link } from "../align/align-spans.ts";
import {
  addTally,
  type ClashCategory,
  type ClashTally,
  emptyTally,
  sameTally,
} from "../align/clash.ts";
import type { Annotation, DocumentPair } from "../corpus/model.ts";
import { TypeRecords } from "./type-record.ts";

/** Per-document clash tallies, overall and per type (each type aligned on its own). */
export interface DocumentRow {
  readonly id: string;
  readonly gold: number;
  readonly system: number;
  readonly clash: Readonly<ClashTally>;
  readonly types: DocumentTypes;
}

/** Running totals over a corpus; documents are tallied one at a time and then dropped. */
export interface CorpusTally {
  readonly overall: ClashTally;
  readonly types: Map<string, ClashTally>;
  readonly documents: DocumentRow[];
  tokens: number;
  correctTags: number;
  hasTokenTally: boolean;
  goldDocuments: number;
  systemDocuments: number;
  goldAnnotations: number;
  systemAnnotations: number;
  excludedSystemDocuments: number;
  /**
   * Rows are many and their tallies mostly alike: equal per-document tallies share one frozen
   * object (found by a hash of their counts), so the rows stay small however long the corpus.
   */
  readonly sharedTallies: Map<number, Readonly<ClashTally>[]>;
  /** Each shared tally's number, for `sharedTypes`' keys. */
  readonly tallyNumbers: Map<Readonly<ClashTally>, number>;
  /**
   * Rows' per-type tallies shared the same way, by type names and tally numbers (bounded:
   * `SHARED_TYPES` entries; a document's own object once it is full).
   */
  readonly sharedTypes: Map<string, DocumentTypes>;
  /** Makes the rows' per-type records (small ones share a hidden class: `TypeRecords`). */
  readonly typeRecords: TypeRecords;
}

/** A document row's per-type tallies, by type name. */
export type DocumentTypes = Readonly<Record<string, Readonly<ClashTally>>>;

const SHARED_TYPES = 65_536;

/** An empty corpus tally. */
export function emptyCorpusTally(): CorpusTally {
  return {
    overall: emptyTally(),
    types: new Map(),
    documents: [],
    tokens: 0,
    correctTags: 0,
    hasTokenTally: false,
    goldDocuments: 0,
    systemDocuments: 0,
    goldAnnotations: 0,
    systemAnnotations: 0,
    excludedSystemDocuments: 0,
    sharedTallies: new Map(),
    tallyNumbers: new Map(),
    sharedTypes: new Map(),
    typeRecords: new TypeRecords(),
  };
}

/** A frozen tally equal to `tally`, shared by every row that has those counts. */
function share(total: CorpusTally, tally: Readonly<ClashTally>): Readonly<ClashTally> {
  const h = hashCounts(tally);
  const bucket = total.sharedTallies.get(h);
  const known = bucket?.find((other) => sameTally(other, tally));
  if (known !== undefined) return known;
  const shared = Object.freeze({ ...tally });
  if (bucket === undefined) total.sharedTallies.set(h, [shared]);
  else bucket.push(shared);
  total.tallyNumbers.set(shared, total.tallyNumbers.size);
  return shared;
}

/**
 * A frozen per-type record of these (shared) tallies, shared by every row with the same names and
 * tallies: a record keyed by data is a dictionary of a few hundred bytes, kept per document.
 */
function shareTypes(
  total: CorpusTally,
  names: readonly string[],
  tallies: readonly Readonly<ClashTally>[],
): DocumentTypes {
  let key = ""; // each name after its length, so that no two lists of names make one key
  for (let k = 0; k < names.length; k++) {
    const name = names[k] as string;
    key += `${name.length}:${name}${total.tallyNumbers.get(tallies[k] as ClashTally)},`;
  }
  const known = total.sharedTypes.get(key);
  if (known !== undefined) return known;
  const types = total.typeRecords.make(names, tallies);
  if (total.sharedTypes.size < SHARED_TYPES) total.sharedTypes.set(key, types);
  return types;
}

/** A hash of the ten counts; equal hashes are told apart by `sameTally`. */
function hashCounts(t: Readonly<ClashTally>): number {
  let h = t.match;
  h = mix(h, t.tagclash);
  h = mix(h, t.overmark);
  h = mix(h, t.undermark);
  h = mix(h, t.overlap);
  h = mix(h, t.tagOvermark);
  h = mix(h, t.tagUndermark);
  h = mix(h, t.tagOverlap);
  h = mix(h, t.missing);
  return mix(h, t.spurious);
}

function mix(hash: number, n: number): number {
  return (Math.imul(hash, 31) + n) | 0;
}

function groupByType(annotations: readonly Annotation[]): Map<string, Annotation[]> {
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

/**
 * Per-type tallies, each type aligned on its own (conlleval's per-type rows). A type that no link
 * pairs with another label is read off the overall links: aligned alone it meets the same
 * candidates in the same order, and both aligners pass over a candidate only when a pair taken
 * earlier holds one of its annotations, for such a type always a pair of its own type. Types that
 * a link pairs with another label are aligned again.
 */
function typeTallies(
  links: readonly Link[],
  gold: readonly Annotation[],
  system: readonly Annotation[],
  align: Aligner,
): TypeTallies {
  const crossed = crossedTypes(links);
  // A map, then one sort: a document may carry tens of thousands of types.
  const byType = new Map<string, ClashTally>();
  const slot = (type: string): ClashTally => {
    let tally = byType.get(type);
    if (tally === undefined) {
      tally = emptyTally();
      byType.set(type, tally);
    }
    return tally;
  };
  for (const link of links) {
    const type = (link.gold ?? link.system)?.type as string;
    if (!crossed.has(type)) slot(type)[link.category]++;
  }
  if (crossed.size > 0) {
    const g = groupByType(gold);
    const s = groupByType(system);
    for (const type of crossed)
      addTally(slot(type), align(g.get(type) ?? [], s.get(type) ?? []).tally);
  }
  const names = [...byType.keys()].sort();
  return { names, tallies: names.map((n) => byType.get(n) as ClashTally) };
}

/** Per-type tallies of one document, in type order: `tallies[k]` is type `names[k]`'s. */
interface TypeTallies {
  readonly names: readonly string[];
  readonly tallies: readonly ClashTally[];
}

/** The types of both sides of every link that pairs two labels (usually none). */
function crossedTypes(links: readonly Link[]): Set<string> {
  const out = new Set<string>();
  for (const link of links) {
    if (!CROSS_TYPE[link.category]) continue;
    if (link.gold !== undefined) out.add(link.gold.type);
    if (link.system !== undefined) out.add(link.system.type);
  }
  return out;
}

/** Aligns each type's gold and system annotations separately (conlleval's per-type rows). */
export function tallyTypes(
  gold: readonly Annotation[],
  system: readonly Annotation[],
  align: Aligner,
): Record<string, ClashTally> {
  const g = groupByType(gold);
  const s = groupByType(system);
  const types = [...new Set([...g.keys(), ...s.keys()])].sort();
  const out = Object.create(null) as Record<string, ClashTally>; // type names are data
  for (const type of types) out[type] = align(g.get(type) ?? [], s.get(type) ?? []).tally;
  return out;
}

/**
 * Adds one document pair to the corpus tally and returns its links (for details). A system
 * document without gold is excluded: counted in `excludedSystemDocuments`, not scored.
 */
export function addPair(total: CorpusTally, pair: DocumentPair, align: Aligner): readonly Link[] {
  if (pair.tokenTally !== undefined) {
    total.hasTokenTally = true;
    total.tokens += pair.tokenTally.tokens;
    total.correctTags += pair.tokenTally.correctTags;
  }
  if (pair.gold === undefined) {
    if (pair.system !== undefined) total.excludedSystemDocuments++;
    return [];
  }
  const gold = pair.gold.annotations;
  const system = pair.system?.annotations ?? [];
  total.goldDocuments++;
  if (pair.system !== undefined) total.systemDocuments++;
  total.goldAnnotations += gold.length;
  total.systemAnnotations += system.length;
  const alignment = align(gold, system);
  const { names, tallies } = typeTallies(alignment.links, gold, system, align);
  addTally(total.overall, alignment.tally);
  const shared: Readonly<ClashTally>[] = [];
  for (let k = 0; k < names.length; k++) {
    const type = names[k] as string;
    const tally = tallies[k] as ClashTally;
    let into = total.types.get(type);
    if (into === undefined) {
      into = emptyTally();
      total.types.set(type, into);
    }
    addTally(into, tally);
    shared.push(share(total, tally));
  }
  const types = shareTypes(total, names, shared);
  const clash = share(total, alignment.tally);
  total.documents.push({ id: pair.id, gold: gold.length, system: system.length, clash, types });
  return alignment.links;
}
