import { DEFAULT_BASELINE_SETTINGS } from "../baseline/baseline-settings.ts";
import { type UnitIntervals, unitIntervals } from "../baseline/unit-intervals.ts";
import { compareText, fingerprintLines, fingerprintLinesOf } from "../corpus/fingerprint.ts";
import { inShard, type Shard, type ShardSection, shardSection } from "../corpus/shard.ts";
import { DataError, UserError } from "../errors.ts";
import { readConllLabelColumns } from "../formats/conll-labels.ts";
import {
  type ItemLabels,
  type Judgements,
  type LabelEntry,
  type LabelTableOptions,
  readItemLabels,
  readJudgements,
} from "../formats/labels.ts";
import { compareCodePoints } from "../measure/agreement/coding-table.ts";
import { measureAgreement } from "../measure/agreement/measure-agreement.ts";
import { notesToIssues } from "../measure/agreement/measured.ts";
import { arrayOnDemand } from "../measure/array-on-demand.ts";
import { AGREEMENT_FAMILY } from "../measure/families/agreement.ts";
import { type LabelUnit, labelUnit } from "../measure/families/labels.ts";
import { scoreHierarchical } from "../measure/hierarchy/hierarchical-score.ts";
import { tagTreeFromJson, tagTreeToJson } from "../measure/hierarchy/tag-tree.ts";
import { scoreClassification } from "../measure/labels/classification.ts";
import type {
  AgreementDocument,
  LabelInput,
  LabelScoresDocument,
  LabelSettings,
} from "../measure/labels/label-documents.ts";
import { scoreMultiLabel } from "../measure/labels/multi-label.ts";
import { type PairedItems, pairItems } from "../measure/labels/pair-items.ts";
import { type FilePort, limitsOf } from "../ports/files.ts";
import type { JsonBytes } from "../ports/json-bytes.ts";
import { parseYamlDocument, readYamlText } from "../ports/yaml-text.ts";
import { VERSION } from "../version.ts";
import type { AgreementScale } from "./agreement-options.ts";
import { emptyTableHint, labelPairingHint, lookAlikeLabels } from "./id-pairing.ts";
import { NameBudget } from "./name-budget.ts";

const fingerprint = fingerprintLines;

/**
 * How the run's label tables are read: cells split into tags with a tag tree or `--multi-label`;
 * an empty cell the empty set only for label sets (a tree's tags need one tag at least).
 */
function readOptions(settings: LabelSettings): LabelTableOptions {
  const multiLabel = settings.hierarchy !== null || settings.multiLabel === true;
  return {
    multiLabel,
    emptySets: settings.multiLabel === true && settings.hierarchy === null,
    ...(settings.labelSeparator === undefined ? {} : { separator: settings.labelSeparator }),
    ...(settings.labelNames === undefined ? {} : { names: settings.labelNames }),
  };
}

/** A table's fingerprint lines: one per entry, its item and tags (what `sha256` hashes). */
function labelRows(labels: ItemLabels): string[] {
  return labels.entries.map((e) => JSON.stringify([e.item, e.tags]));
}

function labelInput(labels: ItemLabels): LabelInput {
  const { entries } = labels;
  const row = (k: number): string => {
    const e = entries[k];
    return e === undefined ? "" : JSON.stringify([e.item, e.tags]);
  };
  return {
    path: labels.file,
    items: entries.length,
    sha256: fingerprintLinesOf(entries.length, row),
  };
}

function readTree(path: string, files: FilePort) {
  const doc = parseYamlDocument(readYamlText(files, path), path, "a tag tree (JSON or YAML)");
  return tagTreeFromJson(doc.value, path, limitsOf(files), doc.lineOf);
}

function readSides(
  settings: LabelSettings,
  files: FilePort,
): { gold: ItemLabels; system: ItemLabels } {
  if (settings.input !== null)
    return readConllLabelColumns(settings.input, files, settings.goldColumn, settings.systemColumn);
  if (settings.gold === null || settings.system === null) {
    throw new UserError(
      "Nothing to score: give --gold FILE and --system FILE (label tables), or --input FILE (a CoNLL file with gold and system label columns).",
    );
  }
  const read = readOptions(settings);
  const gold = readItemLabels(settings.gold, files, read);
  // A Label Studio export as the system: its predictions when it is the gold's own file.
  const labelStudio =
    settings.system === settings.gold ? "predictions" : "annotations-then-predictions";
  return {
    gold,
    system: readItemLabels(settings.system, files, { ...read, itemsOf: gold.entries, labelStudio }),
  };
}

/**
 * Gold items with their gold and system labels, sorted by item (the labels family's units); a
 * multi-label run keeps both label sets too. Each unit is made from the paired entries when it
 * is read: a million units as objects were a fifth of a labels run's peak memory, and a table
 * printed without `--json` never reads them.
 */
export function labelUnits(paired: PairedItems, multiLabel: boolean): readonly LabelUnit[] {
  const { golds, answers } = paired;
  const at = (k: number): LabelUnit => {
    const g = golds[k] as LabelEntry;
    const s = answers[k];
    const tags = multiLabel ? { goldTags: g.tags, systemTags: s?.tags ?? null } : {};
    return labelUnit(g.item, g.label, s?.label ?? null, tags, g.weight, undefined);
  };
  const speller = new LabelUnitSpeller();
  return arrayOnDemand(golds.length, at, (k, out, line) => speller.spell(at(k), out, line));
}

/** The keys of a label unit, in the order the JSON writer prints them (code-unit order). */
const UNIT_KEYS = ["gold", "goldTags", "item", "system", "systemTags", "weight"] as const;

/**
 * Label units spelt as the JSON writer writes them (keys in code-unit order, two-space
 * indentation, lines continuing at `line`), straight into bytes: a hundred thousand units written
 * member by member as texts took 0.14 s of a labels run's 1.2. Such units have no `options`.
 * The JSON texts of the first few thousand labels are kept (labels repeat, items do not), and
 * each key's start (`,`, the line, the key) for the line the units are at.
 */
class LabelUnitSpeller {
  private readonly known = new Map<string, string>();
  private line = "";
  private starts: readonly string[] = [];

  private of(s: string): string {
    const text = this.known.get(s);
    if (text !== undefined) return text;
    const made = JSON.stringify(s);
    if (this.known.size < 4096) this.known.set(s, made);
    return made;
  }

  spell(u: LabelUnit, out: JsonBytes, line: string): void {
    if (line !== this.line || this.starts.length === 0) {
      this.line = line;
      this.starts = UNIT_KEYS.map((key) => `,${line}  "${key}": `);
    }
    const [, goldTags, item, system, systemTags, weight] = this.starts as string[];
    const tags = (list: readonly string[] | null) => {
      if (list === null) out.ascii("null");
      else if (list.length === 0) out.ascii("[]");
      else {
        list.forEach((tag, k) => {
          out.ascii(`${k === 0 ? "[" : ","}${line}    `);
          out.text(this.of(tag));
        });
        out.ascii(`${line}  ]`);
      }
    };
    out.ascii(`{${line}  "gold": `);
    out.text(this.of(u.gold));
    if (u.goldTags !== undefined) {
      out.ascii(goldTags as string);
      tags(u.goldTags);
    }
    out.ascii(item as string);
    out.text(JSON.stringify(u.item));
    out.ascii(system as string);
    if (u.system === null) out.ascii("null");
    else out.text(this.of(u.system));
    if (u.systemTags !== undefined) {
      out.ascii(systemTags as string);
      tags(u.systemTags);
    }
    if (u.weight !== undefined) {
      out.ascii(weight as string);
      if (Number.isFinite(u.weight)) out.number(u.weight);
      else out.ascii("null");
    }
    out.ascii(`${line}}`);
  }
}

/**
 * Items with each coder's label, items and coders sorted by code point, and the rows in that
 * order (`order`, row numbers). The rows are grouped by item with a counting sort over the sorted
 * items (typed offsets), not a record per item first.
 */
function agreementUnits(judgements: Judgements): {
  units: AgreementDocument["agreement"]["units"];
  order: Int32Array;
} {
  const rows = judgements.judgements;
  const position = new Map<string, number>();
  for (const j of rows) if (!position.has(j.item)) position.set(j.item, 0);
  const items = [...position.keys()].sort(compareCodePoints);
  items.forEach((item, k) => {
    position.set(item, k);
  });
  const start = new Int32Array(items.length + 1);
  for (const j of rows) {
    const k = (position.get(j.item) ?? 0) + 1;
    start[k] = (start[k] ?? 0) + 1;
  }
  for (let k = 0; k < items.length; k++) start[k + 1] = (start[k + 1] ?? 0) + (start[k] ?? 0);
  const order = new Int32Array(rows.length);
  const next = start.slice(0, items.length);
  rows.forEach((j, r) => {
    const k = position.get(j.item) ?? 0;
    order[next[k] ?? 0] = r;
    next[k] = (next[k] ?? 0) + 1;
  });
  position.clear();
  const units = items.map((item, k) => {
    const [from, to] = [start[k] ?? 0, start[k + 1] ?? 0];
    const mine = Array.from(order.subarray(from, to));
    mine.sort((a, b) => compareCodePoints(rows[a]?.coder ?? "", rows[b]?.coder ?? ""));
    order.set(mine, from);
    const labels = mine.map((r) => [rows[r]?.coder ?? "", rows[r]?.label ?? ""]);
    return { item, labels: Object.fromEntries(labels) };
  });
  return { units, order };
}

/**
 * Per-item weights belong to the gold table (one weight per gold item) and weigh single-label
 * scores only: a `weight` column in the system table, or with multi-label or hierarchical
 * scoring, is refused rather than ignored.
 */
function refuseWeights(gold: ItemLabels, system: ItemLabels, sets: boolean): void {
  const inSystem = system.entries.find((e) => e.weight !== undefined);
  if (inSystem !== undefined)
    throw new DataError(
      { file: system.file, line: inSystem.line },
      "a 'weight' column in the system table; expected per-item weights in the gold table only",
    );
  const weighted = gold.entries.find((e) => e.weight !== undefined);
  if (sets && weighted !== undefined)
    throw new DataError(
      { file: gold.file, line: weighted.line },
      "per-item weights (the 'weight' column) apply to single-label scoring only; remove the column for --multi-label or --hierarchy",
    );
}

/**
 * Refuses more distinct labels than the labels limit: the confusion matrix is labels × labels.
 * A multi-label cell counts each of its labels (its tags), not the set as one name: 300 labels
 * in 2,000 combinations are 300 labels.
 */
function checkLabels(sides: readonly ItemLabels[], files: FilePort): void {
  const budget = new NameBudget("labels", limitsOf(files), "label");
  for (const side of sides)
    for (const e of side.entries)
      for (const tag of e.tags) budget.add(tag, { file: side.file, line: e.line });
}

/** read → measure for the labels task: accuracy, per-label P/R/F1, κ, confusion; hierarchy. */
export function scoreLabelTables(
  settings: LabelSettings,
  files: FilePort,
  shard?: Shard,
): LabelScoresDocument {
  const read = readSides(settings, files);
  checkLabels([read.gold, read.system], files);
  if (shard !== undefined && settings.hierarchy !== null)
    throw new UserError(
      "--shard cannot be combined with --hierarchy: hierarchical label scores cannot be merged (docs/sharding.md).",
    );
  const { gold, system } = shard === undefined ? read : shardSides(read, shard);
  const multi = settings.multiLabel === true && settings.hierarchy === null;
  refuseWeights(gold, system, multi || settings.hierarchy !== null);
  const zeroDivision = settings.zeroDivision === undefined ? 0 : settings.zeroDivision;
  const paired = pairItems(gold, system);
  const { notes, ...scored } = multi
    ? scoreMultiLabel(gold, system, { zeroDivision, beta: settings.beta ?? 1 })
    : scoreClassification(gold, system, settings.beta, zeroDivision, paired);
  const tags = multi || settings.hierarchy !== null;
  const classification = { ...scored, units: labelUnits(paired, tags) };
  // A shard may pair nothing while the whole table does: the hint is the whole run's.
  const hint =
    shard === undefined
      ? labelPairingHint(gold, system, paired)
      : emptyTableHint(read.gold, read.system);
  // Read off the whole tables, so every shard states the same warning and the merge keeps one.
  const alike = lookAlikeLabels(read.gold, read.system);
  const issues = [
    ...(read.gold.issues ?? []),
    ...(read.system.issues ?? []),
    ...(hint === null ? [] : [hint]),
    ...(alike === null ? [] : [alike]),
    ...notesToIssues("labels", notes),
  ];
  let labels: LabelScoresDocument["labels"] = classification;
  // The tree's fingerprint beside its path: a tree changed in place changes the figures.
  let treeSettings: LabelSettings = settings;
  if (settings.hierarchy !== null) {
    const tree = readTree(settings.hierarchy, files);
    const { notes: treeNotes, ...hierarchical } = scoreHierarchical(tree, gold, system);
    issues.push(...notesToIssues("labels.hierarchical", treeNotes));
    // The tree travels with the scores, so a resample (intervals, verification) scores as the run.
    const json = tagTreeToJson(tree);
    labels = { ...classification, hierarchical: { ...hierarchical, tree: json } };
    treeSettings = { ...settings, hierarchyTree: fingerprintLines([JSON.stringify(json)]) };
  }
  const doc: LabelScoresDocument = {
    schema: "goldgate/scores@1",
    task: "labels",
    tool: { name: "goldgate", version: VERSION },
    settings: treeSettings,
    inputs: { gold: labelInput(gold), system: labelInput(system) },
    labels,
    issues,
  };
  return shard === undefined ? doc : { ...doc, shard: labelShard(shard, read.gold, gold, system) };
}

/** The entries of both tables whose item belongs to the shard. */
function shardSides(sides: { gold: ItemLabels; system: ItemLabels }, shard: Shard) {
  const keep = (t: ItemLabels): ItemLabels => ({
    file: t.file,
    entries: t.entries.filter((e) => inShard(e.item, shard)),
  });
  return { gold: keep(sides.gold), system: keep(sides.system) };
}

/** A label shard's section: the whole gold table, its rows' lines, system items gold lacks. */
function labelShard(
  shard: Shard,
  whole: ItemLabels,
  gold: ItemLabels,
  system: ItemLabels,
): ShardSection {
  const lines = (t: ItemLabels) => labelRows(t).sort(compareText);
  const corpus = { units: whole.entries.length, sha256: fingerprint(labelRows(whole)) };
  const section = shardSection(shard, corpus, { gold: lines(gold), system: lines(system) });
  return { ...section, systemOnly: pairItems(gold, system).unscored };
}

/** read → measure for agreement among coders on an `item, coder, label` table. */
export function measureLabelAgreement(
  path: string,
  categories: readonly string[],
  files: FilePort,
  scale: AgreementScale = { weights: null, level: "nominal" },
): AgreementDocument {
  // The judgements are out of reach before the intervals' resampling, the run's peak.
  const doc = agreementDocument(path, categories, files, scale);
  return { ...doc, agreement: { ...doc.agreement, intervals: agreementIntervals(doc) } };
}

/** The agreement document of a judgement table, without its intervals. */
function agreementDocument(
  path: string,
  categories: readonly string[],
  files: FilePort,
  scale: AgreementScale,
): AgreementDocument {
  const judgements: Judgements = readJudgements(path, files);
  const budget = new NameBudget("labels", limitsOf(files), "label");
  for (const j of judgements.judgements) budget.add(j.label, { file: path, line: j.line });
  const { notes, ...agreement } = measureAgreement(judgements, { categories, ...scale });
  const rows = judgements.judgements;
  const { units, order } = agreementUnits(judgements);
  // By item and coder, the lines mostly come sorted: hashed as they come, not 300,000 held.
  const row = (k: number): string => {
    const j = rows[order[k] ?? 0];
    return j === undefined ? "" : JSON.stringify([j.item, j.coder, j.label]);
  };
  return {
    schema: "goldgate/agreement@1",
    task: "agreement",
    tool: { name: "goldgate", version: VERSION },
    settings: { path, categories, ...scale },
    inputs: {
      judgements: {
        path,
        items: agreement.items,
        coders: agreement.coders.length,
        sha256: fingerprintLinesOf(rows.length, row),
      },
      items: {
        path,
        items: agreement.items,
        // The distinct items in any order: the fingerprint sorts its lines.
        sha256: fingerprintLinesOf(units.length, (k) => units[k]?.item ?? ""),
      },
    },
    agreement: { ...agreement, units },
    issues: [...(judgements.issues ?? []), ...notesToIssues("agreement", notes)],
  };
}

/**
 * Bootstrap standard errors and 95% intervals over items of every whole-task figure (the family's
 * rows that are not per-pair details), with the comparison's resample count and seed.
 */
function agreementIntervals(doc: AgreementDocument): UnitIntervals | undefined {
  const resampling = AGREEMENT_FAMILY.resampling;
  if (resampling === undefined) return undefined;
  const keys = AGREEMENT_FAMILY.rows(doc)
    .filter((row) => row.detail !== true)
    .map((row) => row.keys);
  const { resamples, seed } = DEFAULT_BASELINE_SETTINGS;
  return unitIntervals(resampling, doc, keys, { resamples, seed, level: 0.95 });
}

/** The gold items of a shard (`--shard-ids`), read from the gold table alone. */
export function shardItemIds(settings: LabelSettings, files: FilePort, shard: Shard): string[] {
  const gold =
    settings.input !== null
      ? readSides(settings, files).gold
      : settings.gold !== null
        ? readItemLabels(settings.gold, files, readOptions(settings))
        : null;
  if (gold === null) throw new UserError("--shard-ids needs --gold FILE (or --input FILE).");
  return gold.entries.map((e) => e.item).filter((item) => inShard(item, shard));
}
