import { DataError } from "../../errors.ts";
import { EVENT_ROWS, type EventRow } from "../events/dice-alignment.ts";
import type { EventProfile } from "../events/event-mention.ts";
import type { EventScores, EventUnitTally } from "../events/event-scores.ts";
import type { MentionOutcome } from "../events/mention-outcomes.ts";
import {
  aggregateEvents,
  compareIds,
  type EventSums,
  eventsAggregator,
  eventsWalk,
} from "../events/score-events.ts";
import { aggregateEvents2015, type EventUnit2015 } from "../events/tac-2015.ts";
import {
  type DocumentPlain,
  documentF1,
  documentOutcome,
  MENTION_BASIS,
  mentionParts,
  mentionsOf,
} from "./event-parts.ts";
import {
  at,
  classPathWords,
  type FamilyClasses,
  type FamilyTable,
  type MetricFamily,
  type MetricKeys,
  type MetricRow,
  numberAt,
  recordOf,
  rowAt,
  type ShardMerging,
  type Unit,
  type UnitResampling,
  type UnitScore,
} from "./family.ts";
import { pairedHooks, sameData } from "./paired-sums.ts";
import { keyedSums, onPresent } from "./present-units.ts";

/** TAC KBP event mentions (`--format tbf`): `events.<row>.<micro|macro>`, accuracies, per type. */

const ROOT = "events";
const AVERAGES = ["micro", "macro"] as const;
const RATES = ["precision", "recall", "f1"] as const;
const ROW_LABELS: Readonly<Record<EventRow, string>> = {
  plain: "plain",
  type: "type",
  realis: "realis",
  typeRealis: "type+realis",
};

function sectionOf(doc: unknown): EventScores | undefined {
  const section = recordOf(recordOf(doc)?.[ROOT]);
  return section === undefined ? undefined : (section as unknown as EventScores);
}

/** Event types, each with its F1 and gold mentions (the gate's `newType`/`typeGone`). */
function classesOf(doc: unknown): FamilyClasses {
  const types = Object.entries(sectionOf(doc)?.types ?? {});
  return {
    noun: "event type",
    limit: "types",
    rows: types.map(([name, score]) => ({
      name,
      figure: rowAt(doc, [ROOT, "types", name, "f1"], "F1", score.gold),
    })),
  };
}

function rowsOf(doc: unknown): MetricRow[] {
  const s = sectionOf(doc);
  if (s === undefined) return [];
  const out: MetricRow[] = [];
  for (const row of EVENT_ROWS)
    for (const avg of AVERAGES)
      for (const rate of RATES)
        out.push(
          rowAt(
            doc,
            [ROOT, row, avg, rate],
            `${ROW_LABELS[row]} ${avg} ${rate}`,
            s.plain.micro.gold,
          ),
        );
  for (const attr of ["type", "realis"] as const)
    for (const avg of AVERAGES)
      out.push(rowAt(doc, [ROOT, "accuracy", attr, avg], `${attr} accuracy (${avg})`));
  for (const [type, score] of Object.entries(s.types))
    for (const rate of RATES)
      out.push(rowAt(doc, [ROOT, "types", type, rate], `${type} ${rate}`, score.gold, true));
  return out;
}

function tablesOf(doc: unknown): FamilyTable[] {
  const s = sectionOf(doc);
  if (s === undefined) return [];
  const cell = (keys: MetricKeys): number | null => numberAt(doc, [ROOT, ...keys]);
  return [
    {
      id: "events",
      title: "Event mentions (TAC KBP)",
      columns: ["Row", "Micro P", "Micro R", "Micro F1", "Macro P", "Macro R", "Macro F1"],
      fractions: [1, 2, 3, 4, 5, 6],
      rows: EVENT_ROWS.map((row) => [
        ROW_LABELS[row],
        ...AVERAGES.flatMap((avg) => RATES.map((rate) => cell([row, avg, rate]))),
      ]),
    },
    {
      id: "events-accuracy",
      title: "Attribute accuracy",
      columns: ["Attribute", "Micro", "Macro"],
      fractions: [1, 2],
      rows: (["type", "realis"] as const).map((a) => [
        a,
        cell(["accuracy", a, "micro"]),
        cell(["accuracy", a, "macro"]),
      ]),
    },
    {
      id: "events-types",
      title: "Per mention type",
      columns: ["Type", "Gold", "System", "P", "R", "F1"],
      fractions: [3, 4, 5],
      rows: Object.entries(s.types).map(([t, c]) => [
        t,
        c.gold,
        c.system,
        c.precision,
        c.recall,
        c.f1,
      ]),
    },
  ];
}

/**
 * A document's tally and the profile its figures follow; `tac-kbp-2015` documents also carry each
 * row's FP and the attribute credit (`events.documents[].<row>.fp`, `.credit`).
 */
type Tally = EventUnitTally & {
  readonly profile: EventProfile;
  readonly fp: Readonly<Record<EventRow, number>>;
  readonly credit: { readonly type: number; readonly realis: number };
  readonly outcomes: readonly MentionOutcome[] | null;
};

function as2015(t: Tally): EventUnit2015 {
  const row = (r: EventRow) => ({ tp: t.tp[r], fp: t.fp[r] });
  return {
    id: t.id,
    gold: t.gold,
    system: t.system,
    rows: {
      plain: row("plain"),
      type: row("type"),
      realis: row("realis"),
      typeRealis: row("typeRealis"),
    },
    credit: t.credit,
    types: t.types,
  };
}

/** The profile recorded in a scores document's `events.profile`. */
function profileOf(doc: unknown): EventProfile {
  const p = at(doc, [ROOT, "profile"]);
  return p === "evmeval" || p === "tac-kbp-2015" ? p : "default";
}

function readUnit(value: unknown, k: number, profile: EventProfile, origin: string): Unit<Tally> {
  const r = recordOf(value);
  const plain = recordOf(r?.plain);
  const id = r?.id;
  const types = recordOf(r?.types);
  if (r === undefined || plain === undefined || typeof id !== "string" || types === undefined)
    throw new DataError(
      { file: origin },
      `events.documents[${k}]: expected { id, plain, type, realis, typeRealis, types } (recorded by Goldgate ≥ this version)`,
    );
  const tp = Object.fromEntries(EVENT_ROWS.map((row) => [row, numberAt(r, [row, "tp"]) ?? 0]));
  const fp = Object.fromEntries(EVENT_ROWS.map((row) => [row, numberAt(r, [row, "fp"]) ?? 0]));
  const tally: Tally = {
    id,
    profile,
    gold: numberAt(plain, ["gold"]) ?? 0,
    system: numberAt(plain, ["system"]) ?? 0,
    tp: tp as Record<EventRow, number>,
    types: types as EventUnitTally["types"],
    fp: fp as Record<EventRow, number>,
    credit: {
      type: numberAt(r, ["credit", "type"]) ?? 0,
      realis: numberAt(r, ["credit", "realis"]) ?? 0,
    },
    outcomes: mentionsOf(r.mentions, k, origin),
  };
  return { id, tally };
}

const plainOf = (t: Tally): DocumentPlain => ({
  profile: t.profile,
  tp: t.tp.plain,
  fp: t.fp.plain,
  gold: t.gold,
  system: t.system,
});

const resampling: UnitResampling<Tally> = {
  units: (doc, origin) => {
    const docs = at(doc, [ROOT, "documents"]);
    const profile = profileOf(doc);
    return Array.isArray(docs) ? docs.map((d, k) => readUnit(d, k, profile, origin)) : [];
  },
  measure: (units, weights, keys) => {
    const profile = units[0]?.profile ?? "default";
    const figures =
      profile === "tac-kbp-2015"
        ? aggregateEvents2015(units.map(as2015), weights)
        : aggregateEvents(units, weights, profile);
    return measureKeys({ [ROOT]: figures }, keys);
  },
  weighted: (tallies, keys) => weighedEvents(tallies, keys),
  // Both: the documents alike on both sides summed once (drawsFromSums, swapsFromSums; within
  // the last bits of measuring each side directly, not to the bit).
  ...pairedHooks<Tally, EventSums>((listed, keys) => {
    const profile = walkedProfile(listed);
    return profile === null ? null : keyedSums(ROOT, eventsWalk(listed, profile), keys);
  }, sameWalked),
  outcome: (t) => documentOutcome(plainOf(t)),
  parts: (t) => mentionParts(t.outcomes),
};

/**
 * The documents' one profile when a walk over them can be prepared (`eventsWalk`); null under
 * `tac-kbp-2015` (measured directly) or when they were scored under different profiles.
 */
function walkedProfile(docs: readonly Tally[]): "default" | "evmeval" | null {
  const profile = docs[0]?.profile ?? "default";
  return profile === "tac-kbp-2015" || docs.some((d) => d.profile !== profile) ? null : profile;
}

/** `measure` of the present documents prepared once (eventsAggregator), where `walkedProfile`. */
function weighedEvents(
  tallies: readonly (Tally | undefined)[],
  keys: readonly MetricKeys[],
): ((weights: ArrayLike<number>) => Float64Array) | null {
  return onPresent(tallies, (docs) => {
    const profile = walkedProfile(docs);
    if (profile === null) return null;
    const aggregate = eventsAggregator(docs, profile);
    return (w) => measureKeys({ [ROOT]: aggregate(w) }, keys);
  });
}

/**
 * Whether two tallies of a document are the same to `eventsWalk`: it reads the profile, the
 * mention counts, each row's credit and the per-type entries, not the mentions' outcomes.
 */
function sameWalked(b: Tally, c: Tally): boolean {
  return (
    b.profile === c.profile &&
    sameData([b.gold, b.system, b.tp, b.types], [c.gold, c.system, c.tp, c.types])
  );
}

/** Each document's own figure (as `events.documents[].plain.f1`) and mention counts. */
function unitScoresOf(doc: unknown): UnitScore[] {
  return resampling.units(doc, "scores").map((u) => {
    const plain = plainOf(u.tally);
    const { text } = documentOutcome(plain);
    return { id: u.id, score: documentF1(plain), gold: u.tally.gold, system: u.tally.system, text };
  });
}

/** Shards' documents concatenated, in id order, and measured once: the whole's `events`. */
const merging: ShardMerging = {
  ids: (doc, origin) => resampling.units(doc, origin).map((u) => u.id),
  merge: (parts) => {
    const first = parts[0]?.doc;
    const profile = profileOf(first);
    const beta = numberAt(first, ["settings", "beta"]) ?? 1;
    const rows = parts.flatMap((p) => {
      const docs = at(p.doc, [ROOT, "documents"]);
      const units = resampling.units(p.doc, p.origin);
      return Array.isArray(docs) ? units.map((u, k) => ({ unit: u, row: docs[k] as unknown })) : [];
    });
    rows.sort((a, b) => compareIds(a.unit.id, b.unit.id));
    const units = rows.map((r) => r.unit.tally);
    const figures =
      profile === "tac-kbp-2015"
        ? aggregateEvents2015(units.map(as2015), null, beta)
        : aggregateEvents(units, null, profile, beta);
    const section = { ...figures, documents: rows.map((r) => r.row) };
    return { sections: { [ROOT]: section }, issues: [], issueKinds: [] };
  },
};

/**
 * Figures at keys of a document, NaN where absent or null (`numberAt` of each key). The keys are
 * read as a tree, each shared prefix walked once, and the tree is built once per list of keys (a
 * comparison reads the same list in every resample: 4,000 keys of 400 labels, walked key by key,
 * were 40% of a resample).
 */
export function measureKeys(doc: unknown, keys: readonly MetricKeys[]): Float64Array {
  let tree = keyTrees.get(keys);
  if (tree === undefined) {
    tree = keyTree(keys);
    keyTrees.set(keys, tree);
  }
  const out = new Float64Array(keys.length).fill(Number.NaN);
  readKeys(doc, tree, out);
  return out;
}

/** Keys as a tree: the output slots of the keys that end at a node, and its children's keys and nodes. */
interface KeyTree {
  readonly slots: number[];
  readonly keys: string[];
  readonly children: KeyTree[];
}

const keyTrees = new WeakMap<readonly MetricKeys[], KeyTree>();

function keyTree(keys: readonly MetricKeys[]): KeyTree {
  const root: KeyTree = { slots: [], keys: [], children: [] };
  const index = new Map<KeyTree, Map<string, KeyTree>>();
  keys.forEach((path, slot) => {
    let node = root;
    for (const key of path) {
      let byKey = index.get(node);
      if (byKey === undefined) {
        byKey = new Map();
        index.set(node, byKey);
      }
      let child = byKey.get(key);
      if (child === undefined) {
        child = { slots: [], keys: [], children: [] };
        byKey.set(key, child);
        node.keys.push(key);
        node.children.push(child);
      }
      node = child;
    }
    node.slots.push(slot);
  });
  return root;
}

/** `numberAt` of every key below `tree`, from `node` (a key not there stays NaN). */
function readKeys(node: unknown, tree: KeyTree, out: Float64Array): void {
  if (tree.slots.length > 0 && typeof node === "number" && Number.isFinite(node))
    for (const slot of tree.slots) out[slot] = node;
  if (tree.keys.length === 0) return;
  const record = recordOf(node);
  if (record === undefined) return;
  for (let k = 0; k < tree.keys.length; k++) {
    const key = tree.keys[k] as string;
    if (Object.hasOwn(record, key)) readKeys(record[key], tree.children[k] as KeyTree, out);
  }
}

/** The event family; its profile follows the scores (`events.profile`). */
export const EVENTS_FAMILY: MetricFamily = {
  name: "events",
  title: "Event mentions",
  unit: "document",
  part: "event mention",
  partBasis: MENTION_BASIS,
  roots: [ROOT],
  rates: { [ROOT]: [...RATES, ...AVERAGES] },
  defaultRule: { metric: "events.plain.micro.f1", maxDrop: 1 },
  present: (doc) => sectionOf(doc) !== undefined,
  headline: (doc) => {
    const documents = at(doc, [ROOT, "documents"]);
    const n = Array.isArray(documents) ? documents.length : 0;
    const gold = numberAt(doc, [ROOT, "plain", "micro", "gold"]);
    return {
      main: rowAt(doc, [ROOT, "plain", "micro", "f1"], "Event mention plain micro F1", gold),
      beside: [
        rowAt(doc, [ROOT, "type", "micro", "f1"], "type"),
        rowAt(doc, [ROOT, "realis", "micro", "f1"], "realis"),
        rowAt(doc, [ROOT, "typeRealis", "micro", "f1"], "type+realis"),
        rowAt(doc, [ROOT, "accuracy", "type", "micro"], "type accuracy"),
        rowAt(doc, [ROOT, "accuracy", "realis", "micro"], "realis accuracy"),
      ],
      scope: `on ${n} ${n === 1 ? "document" : "documents"}`,
    };
  },
  classes: classesOf,
  describePath: (segments, leaf) => classPathWords(segments, leaf, ROOT, "types"),
  rows: rowsOf,
  tables: tablesOf,
  confusion: () => null,
  resampling: resampling as UnitResampling<unknown>,
  unitScores: unitScoresOf,
  merging,
};
