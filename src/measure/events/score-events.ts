import type { EventLinkView, MentionView } from "../../align/diff-view.ts";
import type { Document, DocumentPair } from "../../corpus/model.ts";
import { type UnitWalk, walkedMeasure } from "../unit-walk.ts";
import { alignByDice, EVENT_ROWS, type EventAlignment, type EventRow } from "./dice-alignment.ts";
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
  percentRates,
  scorerPercents,
  typeRates,
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

const ROWS = EVENT_ROWS;
/** Numbers per document and row in `EventTable.rates`: P, R, F1, F-beta. */
const RATES = 4;

/**
 * Macro average. `evmeval`: mean P and R over documents with gold mentions (a document without
 * system mentions adds P = 0), F1 from those means. `default`: mean P, R and F1 over documents with
 * a mention on either side. `p`, `r`, `f`, `fb`: the weighted sums of the kept documents' own
 * rates; `n`: their weight.
 */
function macroScore(
  [p, r, f, fb]: readonly [number, number, number, number],
  n: number,
  profile: EventProfile,
  beta: number,
): EventMacro {
  if (profile === "default" && n > 0) {
    const base = { precision: p / n, recall: r / n, f1: f / n, documents: n };
    return beta === 1 ? base : { ...base, fbeta: fb / n };
  }
  // No document to average (or a profile whose scorer prints nan): null. Written out, not
  // spread (slow on Node 20, and this runs for each row of every resample). `evmeval`: `p` and
  // `r` sum the documents' percentages, as the scorer sums them.
  const rates =
    profile === "evmeval"
      ? percentRates(nanRates(nanDivide(p, n), nanDivide(r, n), beta))
      : nanRates(nanDivide(p, n), nanDivide(r, n), beta);
  const { precision, recall, f1 } = rates;
  return "fbeta" in rates
    ? { precision, recall, f1, fbeta: rates.fbeta, documents: n }
    : { precision, recall, f1, documents: n };
}

/**
 * The documents as numbers, worked out once: mention counts, each row's credit, whether the
 * macro average keeps the document (`evmeval`: it has gold mentions; `default`: a mention on
 * either side) and its own rates per row (null as 0), and its per-type entries as type indices
 * and counts, in the order its `types` lists them.
 */
interface EventTable {
  readonly gold: Float64Array;
  readonly system: Float64Array;
  /** Document i's credit of row k at 4i + k. */
  readonly credit: Float64Array;
  /** `evmeval`: document i's credit of row k times 100 at 4i + k, as the scorer sums it (else empty). */
  readonly hundredfold: Float64Array;
  readonly kept: Uint8Array;
  /** Document i's rates of row k at 16i + 4k: P, R, F1, F-beta (`evmeval`: percentages, as summed). */
  readonly rates: Float64Array;
  /** Document i's type entries: `typeOf[start[i] … start[i+1])`, counts 3 an entry. */
  readonly start: Int32Array;
  readonly typeOf: Int32Array;
  readonly counts: Float64Array;
  /** Type names by index, and the indices in `compareIds` order (the order types are listed). */
  readonly names: readonly string[];
  readonly sorted: Int32Array;
}

function eventTable(docs: readonly EventUnitTally[], profile: EventProfile, beta: number) {
  const n = docs.length;
  const credit = new Float64Array(ROWS.length * n);
  const evmeval = profile === "evmeval";
  const hundredfold = new Float64Array(evmeval ? ROWS.length * n : 0);
  const kept = new Uint8Array(n);
  const rates = new Float64Array(ROWS.length * RATES * n);
  const index = new Map<string, number>();
  const start = new Int32Array(n + 1);
  const typeOf: number[] = [];
  const counts: number[] = [];
  docs.forEach((d, i) => {
    ROWS.forEach((row, k) => {
      credit[ROWS.length * i + k] = d.tp[row];
      if (evmeval) hundredfold[ROWS.length * i + k] = 100 * d.tp[row];
    });
    if (profile === "evmeval" ? d.gold > 0 : d.gold > 0 || d.system > 0) {
      kept[i] = 1;
      ROWS.forEach((row, k) => {
        const tp = d.tp[row];
        const r = evmeval
          ? scorerPercents(100 * tp, d.gold, d.system, beta)
          : eventRates({ tp, gold: d.gold, system: d.system }, profile, beta);
        const at = (ROWS.length * i + k) * RATES;
        rates.set([r.precision ?? 0, r.recall ?? 0, r.f1 ?? 0, r.fbeta ?? 0], at);
      });
    }
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
  const sorted = Int32Array.from([...names].sort(compareIds), (name) => index.get(name) ?? 0);
  const table: EventTable = {
    gold: Float64Array.from(docs, (d) => d.gold),
    system: Float64Array.from(docs, (d) => d.system),
    credit,
    hundredfold,
    kept,
    rates,
    start,
    typeOf: Int32Array.from(typeOf),
    counts: Float64Array.from(counts),
    names,
    sorted,
  };
  return table;
}

/**
 * Per-type rows from the weighted type sums (tp, gold, system a type): `evmeval` lists gold
 * types only and prints nan as 0; `default` lists both sides' types.
 */
function typeScores(
  t: EventTable,
  sums: Float64Array,
  seen: Uint8Array,
  profile: EventProfile,
  beta: number,
): Record<string, EventScore> {
  const out = Object.create(null) as Record<string, EventScore>; // type names are data
  for (const k of t.sorted) {
    if (seen[k] !== 1 || (profile !== "default" && !((sums[3 * k + 1] as number) > 0))) continue;
    const tally = {
      tp: sums[3 * k] as number,
      gold: sums[3 * k + 1] as number,
      system: sums[3 * k + 2] as number,
    };
    const r = typeRates(tally, profile, beta);
    const [precision, recall, f1] = [r.precision ?? 0, r.recall ?? 0, r.f1 ?? 0];
    const { tp, gold, system } = tally;
    out[t.names[k] as string] =
      r.fbeta === undefined
        ? { tp, gold, system, precision, recall, f1 }
        : { tp, gold, system, precision, recall, f1, fbeta: r.fbeta ?? 0 };
  }
  return out;
}

/** One document's four event rows (plain, type, realis, type+realis), each scored by `row`. */
export function eventRows<R = EventScore>(row: (r: EventRow) => R): Record<EventRow, R> {
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
 * document's own rates and its per-type entries worked out once (`eventTable`), and a weighting
 * adds every sum in one walk over the documents. Each sum still adds the same products in
 * document order as a sum of its own would: the same bits.
 */
export function eventsAggregator(
  docs: readonly EventUnitTally[],
  profile: EventProfile,
  beta = 1,
): (weights: ArrayLike<number> | null) => Omit<EventScores, "documents"> {
  const walk = eventsWalk(docs, profile, beta);
  const measure = walkedMeasure(walk, docs.length);
  return (weights) => measure(weights ?? walk.ones);
}

/**
 * Sums of weighted event documents: `totals` (gold, system, the macro average's weight, each
 * row's credit, each row's P, R, F1 and F-beta sums, then each row's credit times 100 under
 * `evmeval`: `TOTALS` of them), tp, gold and system
 * per type index, and whether a document of nonzero weight lists the type.
 */
export interface EventSums {
  readonly totals: Float64Array;
  readonly types: Float64Array;
  readonly seen: Uint8Array;
}

const TOTALS = 3 + 2 * ROWS.length + ROWS.length * RATES;

/** Where `totals` holds row k's credit times 100 (`evmeval`), after the rates' sums. */
const HUNDREDFOLD = 3 + ROWS.length + ROWS.length * RATES;

/**
 * Event documents prepared once (`eventTable`): every corpus figure from sums added by walks.
 * `ones` holds a weight of 1 for every document.
 */
export interface EventsWalk extends UnitWalk<EventSums, Omit<EventScores, "documents">> {
  readonly ones: Float64Array;
}

export function eventsWalk(
  docs: readonly EventUnitTally[],
  profile: EventProfile,
  beta = 1,
): EventsWalk {
  const t = eventTable(docs, profile, beta);
  const types = t.names.length;
  const zero = (): EventSums => ({
    totals: new Float64Array(TOTALS),
    types: new Float64Array(3 * types),
    seen: new Uint8Array(types),
  });
  return {
    zero,
    ones: new Float64Array(docs.length).fill(1),
    copy: (from, into) => {
      into.totals.set(from.totals);
      into.types.set(from.types);
      into.seen.set(from.seen);
    },
    add: eventAdder(t, profile),
    figures: (sums) => eventFigures(t, sums, profile, beta),
  };
}

/** `EventsWalk.add`: every sum a local while the walk runs, each adding in document order. */
function eventAdder(t: EventTable, profile: EventProfile): EventsWalk["add"] {
  const { gold: golds, system: systems, credit: credits, kept: keeps, rates: r } = t;
  const hundreds = t.hundredfold;
  const { start, typeOf, counts } = t;
  const evmeval = profile === "evmeval";
  const pooled = profile === "default";
  return (into, weights, rows, count) => {
    const { totals, types: typeSums, seen } = into;
    // Every sum a local, each adding its products in document order (the bits of a sum alone).
    let gold = totals[0] as number;
    let system = totals[1] as number;
    let kept = totals[2] as number;
    let c0 = totals[3] as number;
    let c1 = totals[4] as number;
    let c2 = totals[5] as number;
    let c3 = totals[6] as number;
    let p0 = totals[7] as number;
    let r0 = totals[8] as number;
    let f0 = totals[9] as number;
    let b0 = totals[10] as number;
    let p1 = totals[11] as number;
    let r1 = totals[12] as number;
    let f1 = totals[13] as number;
    let b1 = totals[14] as number;
    let p2 = totals[15] as number;
    let r2 = totals[16] as number;
    let f2 = totals[17] as number;
    let b2 = totals[18] as number;
    let p3 = totals[19] as number;
    let r3 = totals[20] as number;
    let f3 = totals[21] as number;
    let b3 = totals[22] as number;
    let h0 = totals[HUNDREDFOLD] as number;
    let h1 = totals[HUNDREDFOLD + 1] as number;
    let h2 = totals[HUNDREDFOLD + 2] as number;
    let h3 = totals[HUNDREDFOLD + 3] as number;
    for (let k = 0; k < count; k++) {
      const i = rows[k] as number;
      const w = weights[i] ?? 0;
      if (w === 0) continue;
      const g = golds[i] as number;
      // Micro: `evmeval` pools only documents with gold mentions, and their system mentions
      // only when the system produced some (scorer_v1.8 skips the rest); `default` pools all.
      if (!evmeval || g !== 0) {
        const at = 4 * i;
        c0 += w * (credits[at] as number);
        c1 += w * (credits[at + 1] as number);
        c2 += w * (credits[at + 2] as number);
        c3 += w * (credits[at + 3] as number);
        if (evmeval) {
          h0 += w * (hundreds[at] as number);
          h1 += w * (hundreds[at + 1] as number);
          h2 += w * (hundreds[at + 2] as number);
          h3 += w * (hundreds[at + 3] as number);
        }
        gold += w * g;
        const s = systems[i] as number;
        if (pooled || s > 0) system += w * s;
      }
      if (keeps[i] === 1) {
        const at = 16 * i;
        p0 += w * (r[at] as number);
        r0 += w * (r[at + 1] as number);
        f0 += w * (r[at + 2] as number);
        b0 += w * (r[at + 3] as number);
        p1 += w * (r[at + 4] as number);
        r1 += w * (r[at + 5] as number);
        f1 += w * (r[at + 6] as number);
        b1 += w * (r[at + 7] as number);
        p2 += w * (r[at + 8] as number);
        r2 += w * (r[at + 9] as number);
        f2 += w * (r[at + 10] as number);
        b2 += w * (r[at + 11] as number);
        p3 += w * (r[at + 12] as number);
        r3 += w * (r[at + 13] as number);
        f3 += w * (r[at + 14] as number);
        b3 += w * (r[at + 15] as number);
        kept += w;
      }
      const last = start[i + 1] as number;
      for (let e = start[i] as number; e < last; e++) {
        const type = typeOf[e] as number;
        seen[type] = 1;
        const x = 3 * type;
        const y = 3 * e;
        typeSums[x] = (typeSums[x] as number) + w * (counts[y] as number);
        typeSums[x + 1] = (typeSums[x + 1] as number) + w * (counts[y + 1] as number);
        typeSums[x + 2] = (typeSums[x + 2] as number) + w * (counts[y + 2] as number);
      }
    }
    totals[0] = gold;
    totals[1] = system;
    totals[2] = kept;
    totals[3] = c0;
    totals[4] = c1;
    totals[5] = c2;
    totals[6] = c3;
    totals[7] = p0;
    totals[8] = r0;
    totals[9] = f0;
    totals[10] = b0;
    totals[11] = p1;
    totals[12] = r1;
    totals[13] = f1;
    totals[14] = b1;
    totals[15] = p2;
    totals[16] = r2;
    totals[17] = f2;
    totals[18] = b2;
    totals[19] = p3;
    totals[20] = r3;
    totals[21] = f3;
    totals[22] = b3;
    totals[HUNDREDFOLD] = h0;
    totals[HUNDREDFOLD + 1] = h1;
    totals[HUNDREDFOLD + 2] = h2;
    totals[HUNDREDFOLD + 3] = h3;
  };
}

/** `EventsWalk.figures`. */
function eventFigures(
  t: EventTable,
  sums: EventSums,
  profile: EventProfile,
  beta: number,
): Omit<EventScores, "documents"> {
  const { totals } = sums;
  const gold = totals[0] as number;
  const system = totals[1] as number;
  const kept = totals[2] as number;
  const averages = (k: number): EventAverages => {
    const at = 3 + ROWS.length + k * RATES;
    const rated = [totals[at], totals[at + 1], totals[at + 2], totals[at + 3]] as const;
    return {
      micro: eventScore(
        { tp: totals[3 + k] as number, gold, system },
        profile,
        beta,
        totals[HUNDREDFOLD + k] as number,
      ),
      macro: macroScore(rated as [number, number, number, number], kept, profile, beta),
    };
  };
  const scored = eventRows((row) => averages(ROWS.indexOf(row)));
  const acc = (row: EventRow) => ({
    micro: accuracy(scored[row].micro.f1, scored.plain.micro.f1, profile),
    macro: accuracy(scored[row].macro.f1, scored.plain.macro.f1, profile),
  });
  return {
    profile,
    ...scored,
    accuracy: { type: acc("type"), realis: acc("realis") },
    types: typeScores(t, sums.types, sums.seen, profile, beta),
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

/**
 * Covered text of a mention, from its document's tokens or text (code points): a discontinuous
 * mention's fragments joined by ` … `, as the annotation diff shows them, not its hull.
 */
function mentionText(doc: Document | undefined, m: EventMention): string | undefined {
  const pieces = m.source.fragments ?? [m.source];
  const tokens = doc?.unit === "token" ? doc.tokens : undefined;
  const text = doc?.unit === "char" ? doc.text : undefined;
  if (tokens === undefined && text === undefined) return undefined;
  const chars = text === undefined ? [] : Array.from(text);
  return pieces
    .map(({ start, end }) =>
      tokens !== undefined ? tokens.slice(start, end).join(" ") : chars.slice(start, end).join(""),
    )
    .join(" … ");
}

function mentionView(doc: Document | undefined, m: EventMention): MentionView {
  const text = mentionText(doc, m);
  const { start, end, fragments } = m.source;
  const view = {
    type: m.type,
    realis: m.realis,
    start,
    end,
    ...(fragments === undefined || fragments.length < 2
      ? {}
      : { fragments: fragments.map((f): [number, number] => [f.start, f.end]) }),
  };
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
