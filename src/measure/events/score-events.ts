import type { EventLinkView, MentionView } from "../../align/diff-view.ts";
import type { Document, DocumentPair } from "../../corpus/model.ts";
import { alignByDice, type EventAlignment, type EventRow } from "./dice-alignment.ts";
import {
  type EventMention,
  type EventProfile,
  type EventScoreOptions,
  toEventMentions,
} from "./event-mention.ts";
import {
  accuracy,
  type EventAverages,
  type EventCounts,
  type EventDocumentScore,
  type EventMacro,
  type EventScore,
  type EventScores,
  type EventUnitTally,
  eventRates,
  eventScore,
  nanDivide,
  nanRates,
} from "./event-scores.ts";
import { linkedOutcomes } from "./mention-outcomes.ts";

/** The alignment of one document pair, with the mentions it indexes into. */
export interface EventDocumentAlignment {
  readonly gold: readonly EventMention[];
  readonly system: readonly EventMention[];
  readonly alignment: EventAlignment;
}

/** Aligns one document pair's event mentions (a missing system side has no mentions). */
export function alignEventDocument(
  pair: DocumentPair,
  options: EventScoreOptions,
): EventDocumentAlignment {
  const gold = toEventMentions(pair.gold, options);
  const system = toEventMentions(pair.system, options);
  return { gold, system, alignment: alignByDice(gold, system, options.profile) };
}

/**
 * One document's tally. The per-type table credits a gold type with its link's Dice: under
 * `evmeval` the realis must match too. Credit is summed per type in gold order.
 */
function tallyDocument(pair: DocumentPair, options: EventScoreOptions): EventUnitTally {
  const { gold, system, alignment } = alignEventDocument(pair, options);
  const typeRow = options.profile === "evmeval" ? alignment.typeRealis : alignment.type;
  const byGold = [...typeRow.links].sort((a, b) => a.gold - b.gold);
  const types = new Map<string, { tp: number; gold: number; system: number }>();
  const entry = (type: string) => {
    const found = types.get(type) ?? { tp: 0, gold: 0, system: 0 };
    types.set(type, found);
    return found;
  };
  for (const m of gold) entry(m.type).gold += 1;
  for (const m of system) entry(m.type).system += 1;
  for (const l of byGold) entry((gold[l.gold] as EventMention).type).tp += l.dice;
  return {
    id: pair.id,
    gold: gold.length,
    system: system.length,
    tp: {
      plain: alignment.plain.tp,
      type: alignment.type.tp,
      realis: alignment.realis.tp,
      typeRealis: alignment.typeRealis.tp,
    },
    types: Object.fromEntries(
      [...types.keys()].sort(compareIds).map((t) => [t, types.get(t) as EventCounts]),
    ),
    mentions: linkedOutcomes(gold, alignment),
  };
}

/** Orders ids by code point (Python's byte order on UTF-8), not by UTF-16 unit. */
export function compareIds(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i]?.codePointAt(0) ?? 0) - (y[i]?.codePointAt(0) ?? 0);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

/** Weight of unit i (how often a resample drew it; 1 in the scores document). */
const weightAt = (weights: ArrayLike<number> | null, i: number): number =>
  weights === null ? 1 : (weights[i] ?? 0);

/**
 * Micro average. `evmeval` pools only documents with gold mentions, and their system mentions only
 * when the system produced some (scorer_v1.8 skips the rest); `default` pools every document.
 * `c`: the documents' counts as columns (`countColumns`).
 */
function microScore(
  c: CountColumns,
  weights: ArrayLike<number> | null,
  row: EventRow,
  profile: EventProfile,
  beta: number,
): EventScore {
  let tp = 0.0;
  let gold = 0;
  let system = 0;
  const credit = c.tp[row];
  for (let i = 0; i < c.gold.length; i++) {
    const w = weightAt(weights, i);
    const g = c.gold[i] as number;
    if (w === 0 || (profile === "evmeval" && g === 0)) continue;
    tp += w * (credit[i] as number);
    gold += w * g;
    const s = c.system[i] as number;
    if (profile === "default" || s > 0) system += w * s;
  }
  return eventScore({ tp, gold, system }, profile, beta);
}

/** The documents' gold and system mention counts and each row's credit, a column each. */
interface CountColumns {
  readonly gold: Float64Array;
  readonly system: Float64Array;
  readonly tp: Readonly<Record<EventRow, Float64Array>>;
}

function countColumns(docs: readonly EventUnitTally[]): CountColumns {
  const column = (f: (d: EventUnitTally) => number) => Float64Array.from(docs, f);
  return {
    gold: column((d) => d.gold),
    system: column((d) => d.system),
    tp: {
      plain: column((d) => d.tp.plain),
      type: column((d) => d.tp.type),
      realis: column((d) => d.tp.realis),
      typeRealis: column((d) => d.tp.typeRealis),
    },
  };
}

/**
 * Macro average. `evmeval`: mean P and R over documents with gold mentions (a document without
 * system mentions adds P = 0), F1 from those means. `default`: mean P, R and F1 over documents with
 * a mention on either side. `rates`: each document's own rates of the row (`documentRates`).
 */
function macroScore(
  docs: readonly EventUnitTally[],
  weights: ArrayLike<number> | null,
  rates: DocumentRates,
  profile: EventProfile,
  beta: number,
): EventMacro {
  let p = 0.0;
  let r = 0.0;
  let f = 0.0;
  let fb = 0.0;
  let n = 0;
  for (let i = 0; i < docs.length; i++) {
    const w = weightAt(weights, i);
    if (w === 0 || rates.kept[i] === 0) continue;
    p += w * (rates.precision[i] as number);
    r += w * (rates.recall[i] as number);
    f += w * (rates.f1[i] as number);
    fb += w * (rates.fbeta[i] as number);
    n += w;
  }
  if (profile === "default" && n > 0) {
    const base = { precision: p / n, recall: r / n, f1: f / n, documents: n };
    return beta === 1 ? base : { ...base, fbeta: fb / n };
  }
  // No document to average (or a profile whose scorer prints nan): null.
  return { ...nanRates(nanDivide(p, n), nanDivide(r, n), beta), documents: n };
}

/** Each document's own rates of one row (null as 0), and whether the macro average keeps it. */
interface DocumentRates {
  readonly kept: Uint8Array;
  readonly precision: Float64Array;
  readonly recall: Float64Array;
  readonly f1: Float64Array;
  readonly fbeta: Float64Array;
}

function documentRates(
  docs: readonly EventUnitTally[],
  row: EventRow,
  profile: EventProfile,
  beta: number,
): DocumentRates {
  const n = docs.length;
  const out = {
    kept: new Uint8Array(n),
    precision: new Float64Array(n),
    recall: new Float64Array(n),
    f1: new Float64Array(n),
    fbeta: new Float64Array(n),
  };
  docs.forEach((d, i) => {
    const kept = profile === "evmeval" ? d.gold > 0 : d.gold > 0 || d.system > 0;
    if (!kept) return;
    const rates = eventRates({ tp: d.tp[row], gold: d.gold, system: d.system }, profile, beta);
    out.kept[i] = 1;
    out.precision[i] = rates.precision ?? 0;
    out.recall[i] = rates.recall ?? 0;
    out.f1[i] = rates.f1 ?? 0;
    out.fbeta[i] = rates.fbeta ?? 0;
  });
  return out;
}

/**
 * Per-type rows. `evmeval` lists gold types only and prints nan as 0; `default` lists both sides'
 * types. Prepared once per set of documents (each document's entries as type indices and counts,
 * in the order its `types` lists them); each weighting adds them per type in document order.
 */
function typeScorer(docs: readonly EventUnitTally[], profile: EventProfile, beta: number) {
  const index = new Map<string, number>();
  const start = new Int32Array(docs.length + 1);
  const typeOf: number[] = [];
  const counts: number[] = [];
  docs.forEach((d, i) => {
    for (const [type, c] of Object.entries(d.types)) {
      let t = index.get(type);
      if (t === undefined) {
        t = index.size;
        index.set(type, t);
      }
      typeOf.push(t);
      counts.push(c.tp, c.gold, c.system);
    }
    start[i + 1] = typeOf.length;
  });
  const names = [...index.keys()];
  const sums = new Float64Array(3 * names.length);
  const seen = new Uint8Array(names.length);
  return (weights: ArrayLike<number> | null): Record<string, EventScore> => {
    sums.fill(0);
    seen.fill(0);
    for (let i = 0; i < docs.length; i++) {
      const w = weightAt(weights, i);
      if (w === 0) continue;
      for (let e = start[i] as number; e < (start[i + 1] as number); e++) {
        const t = typeOf[e] as number;
        seen[t] = 1;
        sums[3 * t] = (sums[3 * t] as number) + w * (counts[3 * e] as number);
        sums[3 * t + 1] = (sums[3 * t + 1] as number) + w * (counts[3 * e + 1] as number);
        sums[3 * t + 2] = (sums[3 * t + 2] as number) + w * (counts[3 * e + 2] as number);
      }
    }
    const keys = names.filter(
      (_, t) => seen[t] === 1 && (profile === "default" || (sums[3 * t + 1] as number) > 0),
    );
    const out = Object.create(null) as Record<string, EventScore>; // type names are data
    for (const key of keys.sort(compareIds)) {
      const t = index.get(key) ?? 0;
      const tally = {
        tp: sums[3 * t] as number,
        gold: sums[3 * t + 1] as number,
        system: sums[3 * t + 2] as number,
      };
      const r = eventRates(tally, profile, beta);
      const rates = { precision: r.precision ?? 0, recall: r.recall ?? 0, f1: r.f1 ?? 0 };
      out[key] = { ...tally, ...rates, ...(r.fbeta === undefined ? {} : { fbeta: r.fbeta ?? 0 }) };
    }
    return out;
  };
}

/** One document's four event rows (plain, type, realis, type+realis), each scored by `row`. */
export function eventRows(row: (r: EventRow) => EventScore): Record<EventRow, EventScore> {
  return {
    plain: row("plain"),
    type: row("type"),
    realis: row("realis"),
    typeRealis: row("typeRealis"),
  };
}

function documentScore(d: EventUnitTally, profile: EventProfile, beta: number): EventDocumentScore {
  const row = (r: EventRow): EventScore =>
    eventScore({ tp: d.tp[r], gold: d.gold, system: d.system }, profile, beta);
  return {
    id: d.id,
    ...eventRows(row),
    types: d.types,
    ...(d.mentions === undefined ? {} : { mentions: d.mentions }),
  };
}

/**
 * Every corpus figure of event documents, each drawn `weights[i]` times (null: once each) — the
 * scores document's figures, and a bootstrap resample's. Pure; no per-document rows.
 */
export function aggregateEvents(
  docs: readonly EventUnitTally[],
  weights: ArrayLike<number> | null,
  profile: EventProfile,
  beta = 1,
): Omit<EventScores, "documents"> {
  return eventsAggregator(docs, profile, beta)(weights);
}

/**
 * `aggregateEvents` of these documents prepared once for many weightings (a resample's): each
 * document's own rates and its per-type entries worked out once, so a weighting costs its sums.
 * The same sums in the same order: the same bits.
 */
export function eventsAggregator(
  docs: readonly EventUnitTally[],
  profile: EventProfile,
  beta = 1,
): (weights: ArrayLike<number> | null) => Omit<EventScores, "documents"> {
  const ROWS = ["plain", "type", "realis", "typeRealis"] as const;
  const rates = Object.fromEntries(
    ROWS.map((row) => [row, documentRates(docs, row, profile, beta)]),
  ) as Record<EventRow, DocumentRates>;
  const types = typeScorer(docs, profile, beta);
  const columns = countColumns(docs);
  return (weights) => {
    const averages = (row: EventRow): EventAverages => ({
      micro: microScore(columns, weights, row, profile, beta),
      macro: macroScore(docs, weights, rates[row], profile, beta),
    });
    const rows = {
      plain: averages("plain"),
      type: averages("type"),
      realis: averages("realis"),
      typeRealis: averages("typeRealis"),
    };
    const acc = (row: EventRow) => ({
      micro: accuracy(rows[row].micro.f1, rows.plain.micro.f1, profile),
      macro: accuracy(rows[row].macro.f1, rows.plain.macro.f1, profile),
    });
    return {
      profile,
      ...rows,
      accuracy: { type: acc("type"), realis: acc("realis") },
      types: types(weights),
    };
  };
}

/**
 * Scores TAC KBP event mentions (EvmEval's event nugget scoring): per document, system mentions map
 * one-to-one to gold mentions by Dice, greedily; credit is the sum of linked Dice. Pairs without a
 * gold document are left out (pairing reports them); documents are taken in id order.
 */
export function scoreEvents(
  pairs: Iterable<DocumentPair>,
  options: EventScoreOptions,
): EventScores {
  const docs: EventUnitTally[] = [];
  for (const pair of pairs) if (pair.gold !== undefined) docs.push(tallyDocument(pair, options));
  docs.sort((a, b) => compareIds(a.id, b.id));
  const beta = options.beta ?? 1;
  return {
    ...aggregateEvents(docs, null, options.profile, beta),
    documents: docs.map((d) => documentScore(d, options.profile, beta)),
  };
}

/** Covered text of a mention's hull, from its document's tokens or text (code points). */
function mentionText(doc: Document | undefined, m: EventMention): string | undefined {
  const { start, end } = m.source;
  if (doc?.unit === "token" && doc.tokens !== undefined)
    return doc.tokens.slice(start, end).join(" ");
  if (doc?.unit === "char" && doc.text !== undefined)
    return Array.from(doc.text).slice(start, end).join("");
  return undefined;
}

function mentionView(doc: Document | undefined, m: EventMention): MentionView {
  const text = mentionText(doc, m);
  const view = { type: m.type, realis: m.realis, start: m.source.start, end: m.source.end };
  return text === undefined ? view : { ...view, text };
}

/**
 * The one-to-one Dice mapping of a document pair (the `plain` row: span only), linked pairs in
 * gold order, then the gold and system mentions left unlinked: what the HTML report shows.
 */
export function describeEventMapping(
  gold: Document | undefined,
  system: Document | undefined,
  options: EventScoreOptions,
): EventLinkView[] {
  const id = gold?.id ?? system?.id ?? "";
  const a = alignEventDocument({ id, gold, system }, options);
  const links = [...a.alignment.plain.links].sort((x, y) => x.gold - y.gold);
  const linkedGold = new Set(links.map((l) => l.gold));
  const linkedSystem = new Set(links.map((l) => l.system));
  const view = (doc: Document | undefined, list: readonly EventMention[], k: number) => {
    const m = list[k];
    return m === undefined ? null : mentionView(doc, m);
  };
  return [
    ...links.map((l) => ({
      gold: view(gold, a.gold, l.gold),
      system: view(system ?? gold, a.system, l.system),
      dice: l.dice,
    })),
    ...a.gold.flatMap((m, k) =>
      linkedGold.has(k) ? [] : [{ gold: mentionView(gold, m), system: null, dice: 0 }],
    ),
    ...a.system.flatMap((m, k) =>
      linkedSystem.has(k) ? [] : [{ gold: null, system: mentionView(system ?? gold, m), dice: 0 }],
    ),
  ];
}
