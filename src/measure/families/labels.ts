import { DataError } from "../../errors.ts";
import type { ItemLabels, LabelEntry } from "../../formats/labels.ts";
import { compareCodePoints } from "../agreement/coding-table.ts";
import { kappaLabel } from "../agreement/landis-koch.ts";
import { notesToIssues } from "../agreement/measured.ts";
import { copyId, copySeparator } from "../copy-ids.ts";
import { scoreHierarchical } from "../hierarchy/hierarchical-score.ts";
import { hierarchyKernel } from "../hierarchy/hierarchy-kernel.ts";
import { type TagTree, tagTreeFromJson, tagTreeToJson } from "../hierarchy/tag-tree.ts";
import { scoreClassification } from "../labels/classification.ts";
import {
  labelKernel,
  labelKernelAt,
  labelPatternsAt,
  labelScores,
  labelSwapsAt,
} from "../labels/label-kernel.ts";
import { scoreMultiLabel } from "../labels/multi-label.ts";
import { multiLabelKernel } from "../labels/multi-label-kernel.ts";
import type { ZeroDivision } from "../labels/zero-division.ts";
import { measureKeys } from "./events.ts";
import {
  at,
  classPathWords,
  type MetricFamily,
  type MetricKeys,
  numberAt,
  type RebuiltSections,
  recordOf,
  rowAt,
  type ShardMerging,
  type SparseConfusion,
  type Unit,
  type UnitResampling,
} from "./family.ts";
import { swapsByWeighing } from "./interleaved-swaps.ts";
import { classesOf, LABEL_RATES, present, ROOT, rowsOf, tablesOf } from "./labels-rows.ts";
import { verifyRecomputed } from "./verify-recomputed.ts";

/** Classification (`--format labels`): `labels.accuracy`, `labels.kappa`, averages, per label. */

/**
 * One item: its gold label and the system's (null when the system gave none); in a multi-label
 * run also both label sets (`goldTags`, `systemTags`). `options` (not stored) is the run's.
 */
export interface LabelUnit {
  readonly item: string;
  readonly gold: string;
  readonly system: string | null;
  readonly goldTags?: readonly string[];
  /** The item's weight (a gold `weight` column); absent: 1. */
  readonly weight?: number;
  readonly systemTags?: readonly string[] | null;
  readonly options?: LabelOptions;
}

/** The settings a resample scores with. */
export interface LabelOptions {
  readonly beta: number;
  readonly zeroDivision: ZeroDivision;
  /** The run's tag tree (`labels.hierarchical.tree`): a resample scores hierarchically too. */
  readonly tree?: TagTree;
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

function stringsOf(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((v) => typeof v === "string") ? value : undefined;
}

function readUnit(
  value: unknown,
  k: number,
  options: LabelOptions,
  origin: string,
): Unit<LabelUnit> {
  const r = recordOf(value);
  const system = r?.system;
  const goldTags = stringsOf(r?.goldTags);
  const systemTags = r?.systemTags === null ? null : stringsOf(r?.systemTags);
  if (
    r === undefined ||
    typeof r.item !== "string" ||
    typeof r.gold !== "string" ||
    (system !== null && typeof system !== "string") ||
    (r.goldTags !== undefined && (goldTags === undefined || systemTags === undefined))
  )
    throw new DataError(
      { file: origin },
      `labels.units[${k}]: expected { item, gold, system } (system a label or null; goldTags and systemTags lists in a multi-label run)`,
    );
  const tags = goldTags === undefined ? {} : { goldTags, systemTags: systemTags ?? null };
  const weight = r.weight;
  if (
    weight !== undefined &&
    !(typeof weight === "number" && Number.isFinite(weight) && weight > 0)
  )
    throw new DataError({ file: origin }, `labels.units[${k}].weight: expected a number above 0`);
  const tally = labelUnit(r.item, r.gold, system ?? null, tags, weight, options);
  return { id: r.item, tally };
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * A label unit: item, gold, system, then `goldTags`/`systemTags`, `weight` and `options` when
 * given (the key order JSON output prints). One literal for the common shapes and properties
 * added in that order otherwise, not spreads: on Node 20 each spread copy got a hidden class of
 * its own, unit after unit.
 */
export function labelUnit(
  item: string,
  gold: string,
  system: string | null,
  tags: Pick<LabelUnit, "goldTags" | "systemTags">,
  weight: number | undefined,
  options: LabelOptions | undefined,
): LabelUnit {
  if (tags.goldTags === undefined && weight === undefined)
    return options === undefined ? { item, gold, system } : { item, gold, system, options };
  const unit: Mutable<LabelUnit> = { item, gold, system };
  if (tags.goldTags !== undefined) {
    unit.goldTags = tags.goldTags;
    unit.systemTags = tags.systemTags ?? null;
  }
  if (weight !== undefined) unit.weight = weight;
  if (options !== undefined) unit.options = options;
  return unit;
}

/** The run's β and zero-division policy, from the document's settings. */
function optionsOf(doc: unknown, origin: string): LabelOptions {
  const zero = at(doc, ["settings", "zeroDivision"]);
  const tree = at(doc, [ROOT, "hierarchical", "tree"]);
  return {
    beta: numberAt(doc, ["settings", "beta"]) ?? 1,
    zeroDivision: zero === 1 || zero === null ? zero : 0,
    ...(tree === undefined ? {} : { tree: tagTreeFromJson(tree, origin) }),
  };
}

/**
 * Items drawn `weights[i]` times, as label tables: each copy's id its own (`copyId`), so that the
 * gold and system copies pair as their items do.
 */
function expand(units: readonly LabelUnit[], weights: ArrayLike<number>) {
  const gold: LabelEntry[] = [];
  const system: LabelEntry[] = [];
  const separator = copySeparator(units);
  units.forEach((u, i) => {
    for (let c = 0; c < (weights[i] ?? 0); c++) {
      const item = copyId(u.item, separator, c);
      const tags = u.goldTags ?? [u.gold];
      gold.push(
        u.weight === undefined
          ? { item, label: u.gold, tags, line: 0 }
          : { item, label: u.gold, tags, line: 0, weight: u.weight },
      );
      if (u.system !== null)
        system.push({ item, label: u.system, tags: u.systemTags ?? [u.system], line: 0 });
    }
  });
  const side = (entries: LabelEntry[]): ItemLabels => ({ file: "(resample)", entries });
  return { gold: side(gold), system: side(system) };
}

/**
 * Scores weighted units as the run did (multi-label when the units carry label sets). `none`: the
 * run's settings, for a run with no unit to carry them (an empty table scored with β = 2 states
 * its `fbeta` figures).
 */
function scoreUnits(
  units: readonly LabelUnit[],
  weights: ArrayLike<number>,
  systemOnly: readonly LabelEntry[] = [],
  none: LabelOptions = { beta: 1, zeroDivision: 0 },
) {
  const { gold, system } = expand(units, weights);
  const o = units[0]?.options ?? none;
  const answers = { ...system, entries: [...system.entries, ...systemOnly] };
  if (o.tree !== undefined) {
    const single = scoreClassification(gold, answers, o.beta, o.zeroDivision);
    return { ...single, hierarchical: scoreHierarchical(o.tree, gold, answers) };
  }
  return units.some((u) => u.goldTags !== undefined)
    ? scoreMultiLabel(gold, answers, o)
    : scoreClassification(gold, answers, o.beta, o.zeroDivision);
}

/** Whether an item is right: the same label, or in a multi-label run the same set. */
function isRight(u: LabelUnit): boolean {
  if (u.goldTags === undefined) return u.system === u.gold;
  const system = new Set(u.systemTags ?? []);
  const gold = new Set(u.goldTags);
  return gold.size === system.size && [...gold].every((t) => system.has(t));
}

/**
 * A weighting's figures at `keys` from a prepared kernel — single-label, else multi-label, else
 * single-label with a tag tree — or null when none takes these units (each weighting is then
 * scored directly). `swaps`: the weightings are a randomization's mixed sides over both sides'
 * units, where no unit weighed means a side with no unit, which `measure` scores as no units
 * (`scoreUnits`: a classification of nothing), not as units drawn 0 times.
 */
function weighing(
  tallies: readonly (LabelUnit | undefined)[],
  keys: readonly MetricKeys[],
  swaps = false,
) {
  const measure = labelKernelAt(tallies, ROOT, keys) ?? recordsKernel(tallies, keys);
  if (measure === null) return null;
  const nothing = swaps ? measureKeys({ [ROOT]: scoreUnits([], []) }, keys) : null;
  return (w: ArrayLike<number>) =>
    nothing !== null && tallies.every((u, i) => u === undefined || (w[i] ?? 0) === 0)
      ? Float64Array.from(nothing)
      : measure(w);
}

/**
 * A weighting's figures at `keys` read from the records of the multi-label kernel, else of the
 * tag-tree one; null when neither takes these units. (Single labels are read from the labels
 * kernel's numbers instead, with no record per label: `labelKernelAt`.)
 */
function recordsKernel(tallies: readonly (LabelUnit | undefined)[], keys: readonly MetricKeys[]) {
  const kernel: ((w: ArrayLike<number>) => unknown) | null =
    multiLabelKernel(tallies) ?? treeKernel(tallies);
  return kernel && ((w: ArrayLike<number>) => measureKeys({ [ROOT]: kernel(w) }, keys));
}

/**
 * Single-label items with a tag tree (`--hierarchy`): what `scoreUnits` gives them, the labels
 * kernel's figures of their labels with the hierarchy kernel's beside them. Null unless every
 * unit has the same settings and the same tree (the sides' trees are read from their own
 * documents: compared by content).
 */
function treeKernel(tallies: readonly (LabelUnit | undefined)[]) {
  const present = tallies.filter((u): u is LabelUnit => u !== undefined);
  const first = present[0]?.options;
  const tree = first?.tree;
  if (first === undefined || tree === undefined) return null;
  const shape = JSON.stringify(tagTreeToJson(tree));
  const trees = new Set([tree]);
  const same = (o: LabelOptions | undefined): boolean => {
    if (o?.tree === undefined || o.beta !== first.beta || o.zeroDivision !== first.zeroDivision)
      return false;
    if (!trees.has(o.tree) && JSON.stringify(tagTreeToJson(o.tree)) !== shape) return false;
    trees.add(o.tree);
    return true;
  };
  if (!present.every((u) => u.weight === undefined && same(u.options))) return null;
  const settings = { beta: first.beta, zeroDivision: first.zeroDivision };
  const single = labelKernel(
    tallies.map((u) => u && labelUnit(u.item, u.gold, u.system, {}, undefined, settings)),
  );
  const hierarchy = hierarchyKernel(
    tree,
    tallies.map(
      (u) =>
        u && {
          gold: u.goldTags ?? [u.gold],
          system: u.system === null ? undefined : (u.systemTags ?? [u.system]),
        },
    ),
  );
  if (single === null || hierarchy === null) return null;
  return (w: ArrayLike<number>) => ({ ...single(w), hierarchical: hierarchy(w) });
}

/**
 * Units once read (checked), by the document's `labels.units` array: a baseline's are read to
 * verify it, then again to compare it (a million items: a million objects made twice), through
 * two objects of one document. Kept with the options they were read under; a read that throws
 * keeps nothing, and `origin` only names the file in that error.
 */
const unitsRead = new WeakMap<
  object,
  { readonly options: LabelOptions; readonly units: readonly Unit<LabelUnit>[] }
>();

const resampling: UnitResampling<LabelUnit> = {
  units: (doc, origin) => {
    const units = at(doc, [ROOT, "units"]);
    const options = optionsOf(doc, origin);
    if (!Array.isArray(units)) return [];
    const known = unitsRead.get(units);
    if (
      known !== undefined &&
      options.tree === undefined &&
      known.options.tree === undefined &&
      known.options.beta === options.beta &&
      known.options.zeroDivision === options.zeroDivision
    )
      return known.units;
    const read = units.map((u, k) => readUnit(u, k, options, origin));
    unitsRead.set(units, { options, units: read });
    return read;
  },
  measure: (units, weights, keys) => measureKeys({ [ROOT]: scoreUnits(units, weights) }, keys),
  weighted: (tallies, keys) => weighing(tallies, keys),
  patterns: (baseline, current, keys) => labelPatternsAt(baseline, current, ROOT, keys),
  swapped: (baseline, current, keys) =>
    labelSwapsAt(baseline, current, ROOT, keys) ??
    swapsByWeighing(baseline, current, (tallies) => weighing(tallies, keys, true)),
  outcome: (u) => ({
    score: isRight(u) ? 1 : 0,
    // An empty cell is a label set with no label (`--multi-label`).
    text: `gold ${u.gold === "" ? "(no label)" : u.gold}, system ${u.system === null ? "(none)" : u.system === "" ? "(no label)" : u.system}`,
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
    const systemOnly = parts.flatMap((p) => {
      const ids = at(p.doc, ["shard", "systemOnly"]);
      return Array.isArray(ids) ? ids.filter((id) => typeof id === "string") : [];
    });
    const unscored = () => systemOnly.map((item) => ({ item, label: "", tags: [], line: 0 }));
    const { notes, ...scored } =
      labelScores(units, systemOnly) ??
      scoreUnits(
        units,
        Array(units.length).fill(1),
        unscored(),
        parts[0] === undefined ? undefined : optionsOf(parts[0].doc, parts[0].origin),
      );
    return {
      sections: {
        [ROOT]: {
          ...scored,
          units: units.map((u) => labelUnit(u.item, u.gold, u.system, u, u.weight, undefined)),
        },
      },
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
  rates: { [ROOT]: LABEL_RATES },
  defaultRule: { metric: "labels.macro.f1", maxDrop: 1 },
  present,
  headline: (doc) => {
    const n = numberAt(doc, [ROOT, "items"]) ?? 0;
    return {
      main: rowAt(doc, [ROOT, "macro", "f1"], "Macro F1", n),
      beside: [
        rowAt(doc, [ROOT, "accuracy"], "accuracy"),
        rowAt(doc, [ROOT, "kappa"], kappaLabel("κ", numberAt(doc, [ROOT, "kappa"]))),
      ],
      scope: `on ${n} ${n === 1 ? "item" : "items"}${unansweredText(doc, n)}`,
    };
  },
  classes: classesOf,
  describePath: (segments, leaf) => classPathWords(segments, leaf, ROOT, "perLabel"),
  rows: rowsOf,
  tables: tablesOf,
  confusion: confusionOf,
  resampling: resampling as UnitResampling<unknown>,
  merging,
  verify: (doc, origin) => verifyLabels(doc, origin),
};

/**
 * One table scored with a tag tree, rebuilt from its own items as the run scored it: the
 * classification and the hierarchical scores of its units, with its system-only items
 * (`labels.unscored`) and its tree. Shards of such a table are never merged (`merging`), but a
 * whole table's file is rebuilt so, like every other label file, for verification.
 */
const treeRebuild: ShardMerging = {
  ids: merging.ids,
  merge: ([part]) => {
    if (part === undefined) return { sections: {}, issues: [], issueKinds: [] };
    const units = resampling.units(part.doc, part.origin).map((u) => u.tally);
    const stated = at(part.doc, [ROOT, "unscored"]);
    const systemOnly = (Array.isArray(stated) ? stated : []).filter((id) => typeof id === "string");
    const unscored = systemOnly.map((item) => ({ item, label: "", tags: [], line: 0 }));
    const o = optionsOf(part.doc, part.origin);
    const { gold, system } = expand(units, Array(units.length).fill(1));
    const answers = { ...system, entries: [...system.entries, ...unscored] };
    const { notes, ...scored } = scoreClassification(gold, answers, o.beta, o.zeroDivision);
    const tree = o.tree;
    const { notes: treeNotes, ...figures } =
      tree === undefined ? { notes: [] } : scoreHierarchical(tree, gold, answers);
    return {
      sections: {
        [ROOT]: {
          ...scored,
          ...(tree === undefined
            ? {}
            : { hierarchical: { ...figures, tree: tagTreeToJson(tree) } }),
          units: units.map((u) => labelUnit(u.item, u.gold, u.system, u, u.weight, undefined)),
        },
      },
      issues: [...notesToIssues(ROOT, notes), ...notesToIssues(`${ROOT}.hierarchical`, treeNotes)],
      issueKinds: ["measure-note"],
    };
  },
};

/**
 * Label scores rebuilt from their units: a whole table's system-only items (`labels.unscored`)
 * taken as a shard's; a table scored with a tag tree rebuilt whole (`treeRebuild`).
 */
function verifyLabels(doc: unknown, origin: string): RebuiltSections | null {
  if (at(doc, [ROOT, "hierarchical"]) !== undefined)
    return verifyRecomputed({ ...LABELS_FAMILY, merging: treeRebuild }, doc, origin);
  const unscored = at(doc, [ROOT, "unscored"]);
  const own = at(doc, ["shard"]) === undefined && Array.isArray(unscored);
  return verifyRecomputed(
    LABELS_FAMILY,
    own ? { ...recordOf(doc), shard: { systemOnly: unscored } } : doc,
    origin,
  );
}
