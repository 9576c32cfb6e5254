import { DataError } from "../../errors.ts";
import type { ItemLabels, LabelEntry } from "../../formats/labels.ts";
import { compareCodePoints } from "../agreement/coding-table.ts";
import { notesToIssues } from "../agreement/measured.ts";
import { scoreClassification } from "../labels/classification.ts";
import { measureKeys } from "./events.ts";
import {
  at,
  type FamilyTable,
  type MetricFamily,
  type MetricRow,
  numberAt,
  recordOf,
  rowAt,
  type ShardMerging,
  type SparseConfusion,
  type Unit,
  type UnitResampling,
} from "./family.ts";
import { verifyMeasured, verifyRecomputed } from "./verify-recomputed.ts";

/** Classification (`--format labels`): `labels.accuracy`, `labels.kappa`, averages, per label. */

const ROOT = "labels";
const RATES = ["precision", "recall", "f1"] as const;
const AVERAGES = ["micro", "macro", "weighted"] as const;

/** One item: its gold label and the system's (null when the system gave none). */
export interface LabelUnit {
  readonly item: string;
  readonly gold: string;
  readonly system: string | null;
}

function present(doc: unknown): boolean {
  return recordOf(at(doc, [ROOT, "perLabel"])) !== undefined;
}

function labelsOf(doc: unknown): string[] {
  return Object.keys(recordOf(at(doc, [ROOT, "perLabel"])) ?? {});
}

function rowsOf(doc: unknown): MetricRow[] {
  if (!present(doc)) return [];
  const items = numberAt(doc, [ROOT, "items"]);
  const out: MetricRow[] = [
    rowAt(doc, [ROOT, "accuracy"], "accuracy", items),
    rowAt(doc, [ROOT, "kappa"], "Cohen's κ", items),
  ];
  for (const avg of AVERAGES)
    for (const rate of RATES) out.push(rowAt(doc, [ROOT, avg, rate], `${avg} ${rate}`, items));
  for (const label of labelsOf(doc)) {
    const support = numberAt(doc, [ROOT, "perLabel", label, "support"]);
    for (const rate of RATES)
      out.push(rowAt(doc, [ROOT, "perLabel", label, rate], `${label} ${rate}`, support, true));
  }
  return out;
}

/** The hierarchical score and its κ, when the run had a tag tree (`--hierarchy`). */
function hierarchicalTables(doc: unknown): FamilyTable[] {
  if (recordOf(at(doc, [ROOT, "hierarchical"])) === undefined) return [];
  const n = (key: string) => numberAt(doc, [ROOT, "hierarchical", key]);
  return [
    {
      id: "labels-hierarchical",
      title: "Hierarchical score (tag tree)",
      columns: ["Score", "Expected", "κ"],
      fractions: [0, 1, 2],
      rows: [[n("score"), n("expected"), n("kappa")]],
    },
  ];
}

function tablesOf(doc: unknown): FamilyTable[] {
  if (!present(doc)) return [];
  const n = (keys: readonly string[]) => numberAt(doc, [ROOT, ...keys]);
  return [
    ...hierarchicalTables(doc),
    {
      id: "labels",
      title: "Averages",
      columns: ["Average", "P", "R", "F1"],
      fractions: [1, 2, 3],
      rows: AVERAGES.map((avg) => [avg, ...RATES.map((r) => n([avg, r]))]),
    },
    {
      id: "labels-per-label",
      title: "Per label",
      columns: ["Label", "Support", "TP", "FP", "FN", "P", "R", "F1"],
      fractions: [5, 6, 7],
      rows: labelsOf(doc).map((l) => [
        l,
        ...["support", "tp", "fp", "fn", ...RATES].map((k) => n(["perLabel", l, k])),
      ]),
    },
  ];
}

/** The dense `labels.confusion` (rows gold, columns system) as its non-zero cells. */
function confusionOf(doc: unknown): SparseConfusion | null {
  const c = recordOf(at(doc, [ROOT, "confusion"]));
  const labels = c?.labels;
  const matrix = c?.matrix;
  if (!Array.isArray(labels) || !Array.isArray(matrix)) return null;
  const names = labels.map(String);
  const cells = names.flatMap((gold, i) =>
    names.flatMap((system, j) => {
      const row: unknown = matrix[i];
      const cell: unknown = Array.isArray(row) ? row[j] : undefined;
      const count = typeof cell === "number" ? cell : 0;
      return count === 0 ? [] : [{ gold, system, count }];
    }),
  );
  return {
    title: "Label confusion matrix (gold rows, system columns)",
    rows: names,
    columns: names,
    cells,
  };
}

function readUnit(value: unknown, k: number, origin: string): Unit<LabelUnit> {
  const r = recordOf(value);
  const system = r?.system;
  if (
    r === undefined ||
    typeof r.item !== "string" ||
    typeof r.gold !== "string" ||
    (system !== null && typeof system !== "string")
  )
    throw new DataError(
      { file: origin },
      `labels.units[${k}]: expected { item, gold, system } (system a label or null)`,
    );
  return { id: r.item, tally: { item: r.item, gold: r.gold, system: system ?? null } };
}

/** Items drawn `weights[i]` times, as label tables (a copy's id gets `#n` appended). */
function expand(units: readonly LabelUnit[], weights: ArrayLike<number>) {
  const gold: LabelEntry[] = [];
  const system: LabelEntry[] = [];
  units.forEach((u, i) => {
    for (let c = 0; c < (weights[i] ?? 0); c++) {
      const item = c === 0 ? u.item : `${u.item}#${c}`;
      gold.push({ item, label: u.gold, tags: [u.gold], line: 0 });
      if (u.system !== null) system.push({ item, label: u.system, tags: [u.system], line: 0 });
    }
  });
  const side = (entries: LabelEntry[]): ItemLabels => ({ file: "(resample)", entries });
  return { gold: side(gold), system: side(system) };
}

const resampling: UnitResampling<LabelUnit> = {
  units: (doc, origin) => {
    const units = at(doc, [ROOT, "units"]);
    return Array.isArray(units) ? units.map((u, k) => readUnit(u, k, origin)) : [];
  },
  measure: (units, weights, keys) => {
    const { gold, system } = expand(units, weights);
    return measureKeys({ [ROOT]: scoreClassification(gold, system) }, keys);
  },
  outcome: (u) => ({
    score: u.system === u.gold ? 1 : 0,
    text: `gold ${u.gold}, system ${u.system ?? "(none)"}`,
  }),
};

/** The shards' items in item order, scored once (notes included): the whole's `labels`. */
const merging: ShardMerging = {
  ids: (doc, origin) => resampling.units(doc, origin).map((u) => u.id),
  merge: (parts) => {
    const hierarchical = parts.find((p) => at(p.doc, [ROOT, "hierarchical"]) !== undefined);
    if (hierarchical !== undefined)
      throw new DataError(
        { file: hierarchical.origin },
        "labels.hierarchical: hierarchical label scores cannot be merged (docs/sharding.md)",
      );
    const units = parts
      .flatMap((p) => resampling.units(p.doc, p.origin).map((u) => u.tally))
      .sort((a, b) => compareCodePoints(a.item, b.item));
    const { gold, system } = expand(units, Array(units.length).fill(1));
    const systemOnly = parts.flatMap((p) => {
      const ids = at(p.doc, ["shard", "systemOnly"]);
      return Array.isArray(ids) ? ids.filter((id) => typeof id === "string") : [];
    });
    const unscored = systemOnly.map((item) => ({ item, label: "", tags: [], line: 0 }));
    const beta = numberAt(parts[0]?.doc, ["settings", "beta"]) ?? 1;
    const { notes, ...scored } = scoreClassification(
      gold,
      { ...system, entries: [...system.entries, ...unscored] },
      beta,
    );
    return {
      sections: { [ROOT]: { ...scored, units } },
      issues: notesToIssues(ROOT, notes),
      issueKinds: ["measure-note"],
    };
  },
};

/** `, 3 unanswered` when the system left gold items without a label. */
function unansweredText(doc: unknown, items: number): string {
  const answered = numberAt(doc, [ROOT, "answered"]);
  return answered === null || answered >= items ? "" : `, ${items - answered} unanswered`;
}

/** The labels family. */
export const LABELS_FAMILY: MetricFamily = {
  name: "labels",
  title: "Labels",
  unit: "item",
  roots: [ROOT],
  defaultRule: { metric: "labels.macro.f1", maxDrop: 1 },
  present,
  headline: (doc) => {
    const n = numberAt(doc, [ROOT, "items"]) ?? 0;
    return {
      main: rowAt(doc, [ROOT, "macro", "f1"], "Macro F1", n),
      beside: [rowAt(doc, [ROOT, "accuracy"], "accuracy"), rowAt(doc, [ROOT, "kappa"], "κ")],
      scope: `on ${n} ${n === 1 ? "item" : "items"}${unansweredText(doc, n)}`,
    };
  },
  rows: rowsOf,
  tables: tablesOf,
  confusion: confusionOf,
  resampling: resampling as UnitResampling<unknown>,
  merging,
  verify: (doc, origin) => verifyLabels(doc, origin),
};

/**
 * Hierarchical scores cannot be rebuilt by a merge, so their figures are measured from the units;
 * others are rebuilt, a whole table's system-only items (`labels.unscored`) taken as a shard's.
 */
function verifyLabels(doc: unknown, origin: string): void {
  if (at(doc, [ROOT, "hierarchical"]) !== undefined) {
    verifyMeasured(LABELS_FAMILY, doc, origin);
    return;
  }
  const unscored = at(doc, [ROOT, "unscored"]);
  const own = at(doc, ["shard"]) === undefined && Array.isArray(unscored);
  verifyRecomputed(
    LABELS_FAMILY,
    own ? { ...recordOf(doc), shard: { systemOnly: unscored } } : doc,
    origin,
  );
}
