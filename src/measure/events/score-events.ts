import type { DocumentPair } from "../../corpus/model.ts";
import { meanRates } from "../prf.ts";
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
  eventRates,
  eventScore,
  nanDivide,
  nanF1,
  zeroDivisionRates,
} from "./event-scores.ts";

/** What one document contributes: mention counts, credit per row, and per-type credit in gold order. */
interface DocumentTally {
  readonly id: string;
  readonly gold: number;
  readonly system: number;
  readonly tp: Readonly<Record<EventRow, number>>;
  readonly typeCredit: readonly (readonly [string, number])[];
  readonly goldTypes: readonly string[];
  readonly systemTypes: readonly string[];
}

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

/** The per-type table credits a gold type with its link's Dice: under `evmeval` the realis must match too. */
function tallyDocument(pair: DocumentPair, options: EventScoreOptions): DocumentTally {
  const { gold, system, alignment } = alignEventDocument(pair, options);
  const typeRow = options.profile === "evmeval" ? alignment.typeRealis : alignment.type;
  const byGold = [...typeRow.links].sort((a, b) => a.gold - b.gold);
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
    typeCredit: byGold.map((l) => [(gold[l.gold] as EventMention).type, l.dice] as const),
    goldTypes: gold.map((m) => m.type),
    systemTypes: system.map((m) => m.type),
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

/**
 * Micro average. `evmeval` pools only documents with gold mentions, and their system mentions only
 * when the system produced some (scorer_v1.8 skips the rest); `default` pools every document.
 */
function microScore(
  docs: readonly DocumentTally[],
  row: EventRow,
  profile: EventProfile,
): EventScore {
  let tp = 0.0;
  let gold = 0;
  let system = 0;
  for (const d of docs) {
    if (profile === "evmeval" && d.gold === 0) continue;
    tp += d.tp[row];
    gold += d.gold;
    if (profile === "default" || d.system > 0) system += d.system;
  }
  return eventScore({ tp, gold, system }, profile);
}

/**
 * Macro average. `evmeval`: mean P and R over documents with gold mentions (a document without
 * system mentions adds P = 0), F1 from those means. `default`: mean P, R and F1 over documents with
 * a mention on either side.
 */
function macroScore(
  docs: readonly DocumentTally[],
  row: EventRow,
  profile: EventProfile,
): EventMacro {
  const counts = (d: DocumentTally): EventCounts => ({
    tp: d.tp[row],
    gold: d.gold,
    system: d.system,
  });
  if (profile === "default") {
    const kept = docs.filter((d) => d.gold > 0 || d.system > 0);
    const mean = meanRates(
      kept.map((d) => zeroDivisionRates(counts(d))),
      1,
    );
    return { precision: mean.precision, recall: mean.recall, f1: mean.f1, documents: mean.n };
  }
  let p = 0.0;
  let r = 0.0;
  let n = 0;
  for (const d of docs) {
    if (d.gold === 0) continue;
    const rates = eventRates(counts(d), "evmeval");
    p += rates.precision ?? 0;
    r += rates.recall ?? 0;
    n++;
  }
  const precision = nanDivide(p, n);
  const recall = nanDivide(r, n);
  return { precision, recall, f1: nanF1(precision, recall), documents: n };
}

/** Per-type rows. `evmeval` lists gold types only and prints nan as 0; `default` lists both sides' types. */
function typeScores(
  docs: readonly DocumentTally[],
  profile: EventProfile,
): Record<string, EventScore> {
  const tp = new Map<string, number>();
  const gold = new Map<string, number>();
  const system = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, v: number): void => {
    m.set(k, (m.get(k) ?? 0) + v);
  };
  for (const d of docs) {
    for (const [type, dice] of d.typeCredit) add(tp, type, dice);
    for (const type of d.goldTypes) add(gold, type, 1);
    for (const type of d.systemTypes) add(system, type, 1);
  }
  const keys = new Set(profile === "evmeval" ? gold.keys() : [...gold.keys(), ...system.keys()]);
  const out: Record<string, EventScore> = {};
  for (const key of [...keys].sort(compareIds)) {
    const counts = { tp: tp.get(key) ?? 0, gold: gold.get(key) ?? 0, system: system.get(key) ?? 0 };
    const r = eventRates(counts, profile);
    out[key] = { ...counts, precision: r.precision ?? 0, recall: r.recall ?? 0, f1: r.f1 ?? 0 };
  }
  return out;
}

function documentScore(d: DocumentTally, profile: EventProfile): EventDocumentScore {
  const row = (r: EventRow): EventScore =>
    eventScore({ tp: d.tp[r], gold: d.gold, system: d.system }, profile);
  return {
    id: d.id,
    plain: row("plain"),
    type: row("type"),
    realis: row("realis"),
    typeRealis: row("typeRealis"),
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
  const docs: DocumentTally[] = [];
  for (const pair of pairs) if (pair.gold !== undefined) docs.push(tallyDocument(pair, options));
  docs.sort((a, b) => compareIds(a.id, b.id));
  const { profile } = options;
  const averages = (row: EventRow): EventAverages => ({
    micro: microScore(docs, row, profile),
    macro: macroScore(docs, row, profile),
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
    types: typeScores(docs, profile),
    documents: docs.map((d) => documentScore(d, profile)),
  };
}
