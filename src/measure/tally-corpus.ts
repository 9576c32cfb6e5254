import type { Aligner, Link } from "../align/align-spans.ts";
import { addTally, type ClashTally, emptyTally } from "../align/clash.ts";
import type { Annotation, DocumentPair } from "../corpus/model.ts";

/** Per-document clash tallies, overall and per type (each type aligned on its own). */
export interface DocumentRow {
  readonly id: string;
  readonly gold: number;
  readonly system: number;
  readonly clash: ClashTally;
  readonly types: Readonly<Record<string, ClashTally>>;
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
}

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
  };
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

const CROSS_TYPE = new Set(["tagclash", "tagOvermark", "tagUndermark", "tagOverlap"]);

/**
 * Per-type tallies read off the overall links. Valid only when no link pairs two types: then
 * aligning each type on its own takes the same pairs (both aligners only ever skip the
 * cross-type candidates they did not choose), so the projection equals the re-alignment.
 */
function projectTypes(links: readonly Link[]): Record<string, ClashTally> | undefined {
  const out: Record<string, ClashTally> = {};
  for (const link of links) {
    if (CROSS_TYPE.has(link.category)) return undefined;
    const type = (link.gold ?? link.system)?.type as string;
    let tally = out[type];
    if (tally === undefined) {
      tally = emptyTally();
      out[type] = tally;
    }
    tally[link.category]++;
  }
  const sorted: Record<string, ClashTally> = {};
  for (const type of Object.keys(out).sort()) sorted[type] = out[type] as ClashTally;
  return sorted;
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
  const out: Record<string, ClashTally> = {};
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
  const types = projectTypes(alignment.links) ?? tallyTypes(gold, system, align);
  addTally(total.overall, alignment.tally);
  for (const [type, tally] of Object.entries(types)) {
    let into = total.types.get(type);
    if (into === undefined) {
      into = emptyTally();
      total.types.set(type, into);
    }
    addTally(into, tally);
  }
  total.documents.push({
    id: pair.id,
    gold: gold.length,
    system: system.length,
    clash: alignment.tally,
    types,
  });
  return alignment.links;
}
