import type { Aligner, Link } from "../align/align-spans.ts";
import { addTally, type ClashTally, copyTally, emptyTally, sameTally } from "../align/clash.ts";
import type { Annotation, DocumentPair } from "../corpus/model.ts";
import { ChunkedList } from "./chunked-list.ts";
import { TypeRecords } from "./type-record.ts";
import { groupByType, TypeSlots } from "./type-slots.ts";

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
  /** A row per gold document, in the order scored (a list that grows without copying). */
  readonly documents: ChunkedList<DocumentRow>;
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
  readonly sharedTallies: Map<number, Readonly<ClashTally> | Readonly<ClashTally>[]>;
  /** Each shared tally's number, for `sharedTypes`' keys. */
  readonly tallyNumbers: Map<Readonly<ClashTally>, number>;
  /**
   * Rows' per-type tallies shared the same way, by a hash of their type names' and tallies'
   * numbers: a hash's one record, or a bucket of (number of names, record) pairs once two share
   * it (bounded: `SHARED_TYPES` records; a document's own object once it is full). Where records
   * rarely repeat (long documents) the index holds about one record a document: a bucket array
   * for each was 64 bytes more (3 MB at 10M tokens).
   */
  readonly sharedTypes: Map<number, DocumentTypes | (number | DocumentTypes)[]>;
  /** Each type name's number, for `sharedTypes`' hashes. */
  readonly nameNumbers: Map<string, number>;
  sharedTypeCount: number;
  /** Makes the rows' per-type records (small ones share a hidden class: `TypeRecords`). */
  readonly typeRecords: TypeRecords;
  /** The document being tallied's per-type tallies (scratch, reused). */
  readonly slots: TypeSlots;
}

/** A document row's per-type tallies, by type name. */
export type DocumentTypes = Readonly<Record<string, Readonly<ClashTally>>>;

const SHARED_TYPES = 65_536;

/** An empty corpus tally. */
export function emptyCorpusTally(): CorpusTally {
  return {
    overall: emptyTally(),
    types: new Map(),
    documents: new ChunkedList(),
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
    nameNumbers: new Map(),
    sharedTypeCount: 0,
    typeRecords: new TypeRecords(),
    slots: new TypeSlots(),
  };
}

/** A frozen tally equal to `tally`, shared by every row that has those counts. */
function share(total: CorpusTally, tally: Readonly<ClashTally>): Readonly<ClashTally> {
  const h = hashCounts(tally);
  const entry = total.sharedTallies.get(h);
  // One tally a hash as itself; a bucket once two share it.
  const known = Array.isArray(entry)
    ? entry.find((other) => sameTally(other, tally))
    : entry !== undefined && sameTally(entry, tally)
      ? entry
      : undefined;
  if (known !== undefined) return known;
  const shared = Object.freeze(copyTally(tally));
  if (entry === undefined) total.sharedTallies.set(h, shared);
  else if (Array.isArray(entry)) entry.push(shared);
  else total.sharedTallies.set(h, [entry, shared]);
  total.tallyNumbers.set(shared, total.tallyNumbers.size);
  return shared;
}

/**
 * A frozen per-type record of the slots' names and shared tallies, shared by every row with the
 * same names and tallies: a record keyed by data is a dictionary of a few hundred bytes, kept per
 * document. Found by a hash of numbers, so that a document that finds one makes nothing.
 */
function shareTypes(total: CorpusTally): DocumentTypes {
  const { names, shared, count } = total.slots;
  let h = count;
  for (let k = 0; k < count; k++) {
    h = mix(h, nameNumber(total, names[k] as string));
    h = mix(h, total.tallyNumbers.get(shared[k] as ClashTally) as number);
  }
  const entry = total.sharedTypes.get(h);
  const known =
    entry === undefined
      ? null
      : Array.isArray(entry)
        ? findTypes(entry, names, shared, count)
        : sameTypes(entry, names, shared, count)
          ? entry
          : null;
  if (known) return known;
  const types = total.typeRecords.make(names.slice(0, count), shared.slice(0, count));
  if (total.sharedTypeCount < SHARED_TYPES) {
    total.sharedTypeCount++;
    if (entry === undefined) total.sharedTypes.set(h, types);
    else if (Array.isArray(entry)) entry.push(count, types);
    else total.sharedTypes.set(h, [namesIn(entry), entry, count, types]);
  }
  return types;
}

/** Whether `types` maps exactly these names to these (shared) tallies. */
function sameTypes(
  types: DocumentTypes,
  names: readonly string[],
  shared: readonly Readonly<ClashTally>[],
  count: number,
): boolean {
  let k = 0;
  while (k < count && types[names[k] as string] === shared[k]) k++;
  return k === count && namesIn(types) === count;
}

/** How many names a record has (its own keys; records have no prototype to inherit from). */
function namesIn(types: DocumentTypes): number {
  let n = 0;
  for (const _ in types) n++;
  return n;
}

/** The record in `bucket` of exactly these names mapped to these (shared) tallies, if any. */
function findTypes(
  bucket: readonly (number | DocumentTypes)[],
  names: readonly string[],
  shared: readonly Readonly<ClashTally>[],
  count: number,
): DocumentTypes | null {
  for (let e = 0; e < bucket.length; e += 2) {
    if (bucket[e] !== count) continue;
    const types = bucket[e + 1] as DocumentTypes;
    let k = 0;
    while (k < count && types[names[k] as string] === shared[k]) k++;
    if (k === count) return types;
  }
  return null;
}

function nameNumber(total: CorpusTally, name: string): number {
  let n = total.nameNumbers.get(name);
  if (n === undefined) {
    n = total.nameNumbers.size;
    total.nameNumbers.set(name, n);
  }
  return n;
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
  const { slots } = total;
  slots.tally(alignment.links, gold, system, align);
  addTally(total.overall, alignment.tally);
  const types = addSlots(total);
  const clash = share(total, alignment.tally);
  total.documents.push({ id: pair.id, gold: gold.length, system: system.length, clash, types });
  return alignment.links;
}

/**
 * Adds a document's row scored before (a baseline's, for a document taken from it unchanged),
 * its tallies added and shared as `addPair` adds and shares them, so the row is one `addPair`
 * would have made: the same shared objects for the same counts. Token and document counts are
 * the caller's.
 */
export function addScoredRow(total: CorpusTally, row: DocumentRow): void {
  const { slots } = total;
  slots.clear();
  for (const [type, tally] of Object.entries(row.types)) addTally(slots.slot(type), tally);
  slots.sort();
  addTally(total.overall, row.clash);
  const types = addSlots(total);
  const clash = share(total, row.clash);
  total.documents.push({ id: row.id, gold: row.gold, system: row.system, clash, types });
}

/** Adds the document's per-type tallies in `total.slots` to the corpus's and shares them. */
function addSlots(total: CorpusTally): DocumentTypes {
  const { slots } = total;
  for (let k = 0; k < slots.count; k++) {
    const type = slots.names[k] as string;
    const tally = slots.tallies[k] as ClashTally;
    let into = total.types.get(type);
    if (into === undefined) {
      into = emptyTally();
      total.types.set(type, into);
    }
    addTally(into, tally);
    slots.shared[k] = share(total, tally);
  }
  return shareTypes(total);
}
