import type { DocumentPair } from "../../corpus/model.ts";
import {
  diceCoefficient,
  EVENT_ROWS,
  type EventRow,
  mapToGold,
  rowMatcher,
} from "./dice-alignment.ts";
import { type EventMention, type EventScoreOptions, toEventMentions } from "./event-mention.ts";
import {
  type EventAccuracy,
  type EventCounts,
  type EventDocumentScore,
  type EventMacro,
  type EventScore,
  type EventScores,
  eventRates,
  eventScore,
  nanDivide,
  nanRates,
} from "./event-scores.ts";
import { type MentionOutcome, mappedOutcomes } from "./mention-outcomes.ts";
import { compareIds, eventRows } from "./score-events.ts";

/**
 * The TAC KBP 2015 event-mention scoring specification (`--compat tac-kbp-2015`), as the 2014
 * scorer printed it (docs/events.md, "The tac-kbp-2015 profile"). Many-to-one: every system mention
 * maps to the gold mention it overlaps most (Dice), several may share one gold mention.
 */

type Matcher = (g: EventMention, s: EventMention) => boolean;

/** One row of one document: TP = Σ per-gold best Dice; FP = system mentions beyond one per mapped gold. */
function tallyRow(
  gold: readonly EventMention[],
  system: readonly EventMention[],
  matches: Matcher,
): { readonly tp: number; readonly fp: number } {
  const target = mapToGold(gold, system, matches);
  const best = new Float64Array(gold.length);
  const hit = new Uint8Array(gold.length);
  target.forEach((gi, si) => {
    if (gi < 0) return;
    hit[gi] = 1;
    best[gi] = Math.max(
      best[gi] ?? 0,
      diceCoefficient(gold[gi] as EventMention, system[si] as EventMention),
    );
  });
  const tp = best.reduce((a, b) => a + b, 0);
  const mappedGold = hit.reduce((a, b) => a + b, 0);
  return { tp, fp: system.length - mappedGold };
}

/** Attribute credit: each gold mention's N mapped system mentions add 1/N each when the attribute agrees. */
function attributeCredit(
  gold: readonly EventMention[],
  system: readonly EventMention[],
  agrees: Matcher,
): number {
  const target = mapToGold(gold, system);
  const mapped: number[][] = gold.map(() => []);
  target.forEach((gi, si) => {
    if (gi >= 0) mapped[gi]?.push(si);
  });
  let credit = 0;
  mapped.forEach((list, gi) => {
    for (const si of list)
      if (agrees(gold[gi] as EventMention, system[si] as EventMention)) credit += 1 / list.length;
  });
  return credit;
}

/** What one document contributes under the 2015 definition (per row TP and FP, attribute credit, per type). */
export interface EventUnit2015 {
  readonly id: string;
  readonly gold: number;
  readonly system: number;
  readonly rows: Readonly<Record<EventRow, { readonly tp: number; readonly fp: number }>>;
  readonly credit: { readonly type: number; readonly realis: number };
  /** Per mention type (either side): the plain row with both sides restricted to that type. */
  readonly types: Readonly<Record<string, EventCounts>>;
  /** Each gold mention's credit, for per-mention changes (absent when read from older scores). */
  readonly mentions?: readonly MentionOutcome[];
}

function tallyUnit(
  id: string,
  gold: readonly EventMention[],
  system: readonly EventMention[],
): EventUnit2015 {
  const row = (r: EventRow) => tallyRow(gold, system, rowMatcher(r, "tac-kbp-2015"));
  const types: Record<string, EventCounts> = {};
  const keys = new Set([...gold, ...system].map((m) => m.type));
  for (const key of [...keys].sort(compareIds)) {
    const g = gold.filter((m) => m.type === key);
    const s = system.filter((m) => m.type === key);
    const { tp, fp } = tallyRow(g, s, () => true);
    // A literal, not `{ ...tallyRow(…), gold, system }` (a hidden class per copy on Node 20,
    // read in every weighting of the documents).
    types[key] = { tp, fp, gold: g.length, system: s.length };
  }
  return {
    id,
    gold: gold.length,
    system: system.length,
    rows: {
      plain: row("plain"),
      type: row("type"),
      realis: row("realis"),
      typeRealis: row("typeRealis"),
    },
    credit: {
      type: attributeCredit(gold, system, rowMatcher("type", "tac-kbp-2015")),
      realis: attributeCredit(gold, system, rowMatcher("realis", "tac-kbp-2015")),
    },
    types,
    mentions: mappedOutcomes(gold, system),
  };
}

const countsOf = (d: EventUnit2015, row: EventRow): EventCounts => ({
  tp: d.rows[row].tp,
  fp: d.rows[row].fp,
  gold: d.gold,
  system: d.system,
});

type Weighted = readonly (readonly [EventUnit2015, number])[];

/** Micro: counts pooled over the (weighted) documents. */
function pool(docs: Weighted, counts: (d: EventUnit2015) => EventCounts | undefined) {
  const c = { tp: 0.0, fp: 0, gold: 0, system: 0 };
  for (const [d, w] of docs) {
    const x = counts(d);
    if (x === undefined) continue;
    c.tp += w * x.tp;
    c.fp += w * (x.fp ?? 0);
    c.gold += w * x.gold;
    c.system += w * x.system;
  }
  return c;
}

/** Macro: mean document P and R (documents with gold mentions), F1 from those means. */
function macro(docs: Weighted, row: EventRow, beta: number): EventMacro {
  let p = 0.0;
  let r = 0.0;
  let n = 0;
  for (const [d, w] of docs) {
    if (d.gold === 0) continue;
    const rates = eventRates(countsOf(d, row), "tac-kbp-2015");
    p += w * (rates.precision ?? 0);
    r += w * (rates.recall ?? 0);
    n += w;
  }
  return { ...nanRates(nanDivide(p, n), nanDivide(r, n), beta), documents: n };
}

function accuracyOf(docs: Weighted, credit: (d: EventUnit2015) => number): EventAccuracy {
  let sum = 0;
  let gold = 0;
  let mean = 0;
  let n = 0;
  for (const [d, w] of docs) {
    sum += w * credit(d);
    gold += w * d.gold;
    if (d.gold === 0) continue;
    mean += (w * credit(d)) / d.gold;
    n += w;
  }
  return { micro: nanDivide(sum, gold), macro: nanDivide(mean, n) };
}

/**
 * Every corpus figure of the 2015 definition over document units, each drawn `weights[i]` times
 * (null: once each): the scores document's figures and a bootstrap resample's. Documents without
 * system mentions are left out of every average, as the 2014 scorer does.
 */
export function aggregateEvents2015(
  units: readonly EventUnit2015[],
  weights: ArrayLike<number> | null,
  beta = 1,
): Omit<EventScores, "documents"> {
  const docs: Weighted = units.flatMap((d, i) => {
    const w = weights === null ? 1 : (weights[i] ?? 0);
    return w > 0 && d.system > 0 ? [[d, w] as const] : [];
  });
  const averages = (row: EventRow) => ({
    micro: eventScore(
      pool(docs, (d) => countsOf(d, row)),
      "tac-kbp-2015",
      beta,
    ),
    macro: macro(docs, row, beta),
  });
  const rows = Object.fromEntries(EVENT_ROWS.map((r) => [r, averages(r)])) as Record<
    EventRow,
    ReturnType<typeof averages>
  >;
  const keys = new Set(docs.flatMap(([d]) => Object.keys(d.types)));
  const types: Record<string, EventScore> = {};
  for (const key of [...keys].sort(compareIds))
    types[key] = eventScore(
      pool(docs, (d) => d.types[key]),
      "tac-kbp-2015",
      beta,
    );
  return {
    profile: "tac-kbp-2015",
    ...rows,
    accuracy: {
      type: accuracyOf(docs, (d) => d.credit.type),
      realis: accuracyOf(docs, (d) => d.credit.realis),
    },
    types,
  };
}

function documentScore(d: EventUnit2015, beta: number): EventDocumentScore {
  const row = (r: EventRow): EventScore => eventScore(countsOf(d, r), "tac-kbp-2015", beta);
  return {
    id: d.id,
    ...eventRows(row),
    types: d.types,
    credit: d.credit,
    ...(d.mentions === undefined ? {} : { mentions: d.mentions }),
  };
}

/** Scores event mentions by the TAC KBP 2015 definition; zero divisions are nan (null). */
export function scoreEvents2015(
  pairs: Iterable<DocumentPair>,
  options: EventScoreOptions,
): EventScores {
  const beta = options.beta ?? 1;
  const units: EventUnit2015[] = [];
  for (const pair of pairs)
    if (pair.gold !== undefined)
      units.push(
        tallyUnit(
          pair.id,
          toEventMentions(pair.gold, options),
          toEventMentions(pair.system, options),
        ),
      );
  units.sort((a, b) => compareIds(a.id, b.id));
  return {
    ...aggregateEvents2015(units, null, beta),
    documents: units.map((d) => documentScore(d, beta)),
  };
}
