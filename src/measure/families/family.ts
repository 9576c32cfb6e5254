import type { ClashCategory } from "../../align/clash.ts";
import type { DetailRow } from "../../align/details.ts";
import type { LimitName } from "../../config/limits.ts";
import type { Issue } from "../../corpus/model.ts";
import type { Cell, FigureUnit } from "../../number-format.ts";
import { pairKey } from "../../pair-key.ts";

/**
 * A metric family (docs/families.md): one kind of result a scores document can carry — spans,
 * event mentions, labels, coder agreement. compare, gate, the renderers and the Action read every
 * family through this one interface and never name one. Adding a family is adding a module that
 * implements it and a line in `registry.ts`.
 */

/** A metric path as keys (a key may itself contain dots: `types.ORG.GOV.strict.f1`). */
export type MetricKeys = readonly string[];

/** The path of keys as gate rules and the docs write it. */
export function pathOf(keys: MetricKeys): string {
  return keys.join(".");
}

/** One gateable figure of a family: where it is, how tables name it, its value and gold support. */
export interface MetricRow {
  readonly keys: MetricKeys;
  /** Short label for tables (`plain micro F1`, `κ`, `PER strict F1`). */
  readonly label: string;
  /**
   * A fraction (0..1; κ, π and α may be negative), or a raw amount under `usage.` (tokens, cost,
   * milliseconds); null when undefined for the data.
   */
  readonly value: number | null;
  /** Gold support beside the figure (mentions, items), or null. */
  readonly support: number | null;
  /** A per-type, per-label or per-pair row: in JSON, CSV and tables, not in the summary of deltas. */
  readonly detail?: boolean;
  /**
   * What a figure beside the headline was measured on, where that differs from the headline's
   * scope (items: a metric only some items carry, `on 2 of 3 items`); shown after its value.
   */
  readonly scope?: string;
}

/** The family's own figure first, then the figures shown beside it. */
export interface Headline {
  readonly main: MetricRow;
  readonly beside: readonly MetricRow[];
  /** What was measured, in words: `on 3 documents`, `on 12 items by 3 coders`. */
  readonly scope: string;
}

/**
 * A table as data: the renderers format it (markdown, terminal, HTML). Cells are text or numbers;
 * the column lists say what each number is, and `tableCell` makes it a typed cell that
 * src/number-format.ts spells the same in every output.
 */
export interface FamilyTable {
  /** Stable id (CSV file stem): `events`, `labels-per-label`. */
  readonly id: string;
  readonly title: string;
  readonly columns: readonly string[];
  /** Fractions are shown as points (×100, 1 decimal); counts as integers; null as `–`. */
  readonly rows: readonly (readonly (string | number | null)[])[];
  /** Machine names of the columns (CSV heads: `possible`, `f1`), where the table has them. */
  readonly keys?: readonly string[];
  /** Columns holding fractions (the others are counts or text). */
  readonly fractions: readonly number[];
  /**
   * Columns holding chance-corrected coefficients (κ, π, α, S) and agreement proportions, shown
   * as themselves with four decimals (0.4956), as agreement tools print them, not as points.
   */
  readonly coefficients?: readonly number[];
  /** Columns holding raw amounts (tokens, cost, milliseconds), shown to six significant digits. */
  readonly raw?: readonly number[];
  /** The table is the family's `pairs()` matrix: a renderer that colours pairs shows that instead. */
  readonly pairs?: boolean;
  /** The table a reviewer reads first (spans: per type); the HTML report puts it first. */
  readonly lead?: boolean;
  /** A sentence under the table (what a summed row means). */
  readonly note?: string;
  /**
   * The rows list units, the most telling first, under this name (`flipped units`): the terminal
   * and the comment show the first rows and say how many more; the JSON, CSV and HTML keep all.
   */
  readonly listing?: string;
}

/**
 * One value of a family table as a typed cell: a coefficient, raw amount or fraction (a rate) by
 * its column, else a count; text as text; null as an undefined figure of its column's kind.
 */
export function tableCell(t: FamilyTable, value: string | number | null, column: number): Cell {
  if (typeof value === "string") return { kind: "text", text: value };
  if (t.coefficients?.includes(column) === true) return { kind: "coefficient", value };
  if (t.raw?.includes(column) === true) return { kind: "raw", value };
  if (t.fractions.includes(column)) return { kind: "rate", value };
  return { kind: "count", value };
}

/**
 * A confusion matrix, kept sparse: only non-zero cells, sorted by row then column (code point).
 * Rows are gold (or coder A), columns system (or coder B); `missing`/`spurious` name the cells of
 * a gold item with no partner and of a system item with no gold partner, when the family has them.
 */
export interface SparseConfusion {
  readonly title: string;
  readonly rows: readonly string[];
  readonly columns: readonly string[];
  readonly cells: readonly {
    readonly gold: string;
    readonly system: string;
    readonly count: number;
  }[];
}

/** A confusion matrix's cell counts by row and column (undefined: a zero cell). */
export function cellCounts(
  m: SparseConfusion,
): (row: string, column: string) => number | undefined {
  const count = new Map(m.cells.map((x) => [pairKey(x.gold, x.system), x.count]));
  return (row, column) => count.get(pairKey(row, column));
}

/** One resampling unit (a document or an item) and the tally the family's figures derive from. */
export interface Unit<T> {
  readonly id: string;
  readonly tally: T;
}

/** How one unit fared: a score 0..1 (1 = right) and its description for "newly broken / fixed". */
export interface UnitOutcome {
  readonly score: number;
  readonly text: string;
}

/**
 * What makes resampling and shard merging exact. A family's figures are a pure function of its
 * units: `measure(units, weights)` equals the figures of a corpus in which unit i occurs
 * `weights[i]` times (all ones: the scores document itself). A bootstrap draw is a weight vector;
 * a randomization swap exchanges a unit's tallies between the sides; merging shards concatenates
 * their units (ids must be disjoint) and measures them with weights of one.
 */
export interface UnitResampling<T> {
  /** The units of a scores document; a malformed one is a DataError naming `origin` and the field. */
  units(doc: unknown, origin: string): readonly Unit<T>[];
  /** Figures of the weighted units at `keys` (NaN where undefined for the data), in `keys` order. */
  measure(
    units: readonly T[],
    weights: ArrayLike<number>,
    keys: readonly MetricKeys[],
  ): Float64Array;
  /**
   * Optional, for speed: `measure` of the present units of `tallies` (absent ones left out; weight
   * i belongs to tallies[i]), prepared once for many weightings, to the bit; null when these units
   * have no such shortcut (then each weighting is measured directly).
   */
  weighted?(
    tallies: readonly (T | undefined)[],
    keys: readonly MetricKeys[],
  ): ((weights: ArrayLike<number>) => Float64Array) | null;
  /**
   * Optional, for speed: both sides' figures under one weighting of the paired units (a bootstrap
   * draw: unit i `weights[i]` times on each side it is on), prepared once; `weighted` of each
   * side to within the last bits of a float, where the units alike on both sides are summed once
   * (docs/comparison.md). Null when these units have no such shortcut (then each side is weighed
   * on its own).
   */
  paired?(
    baseline: readonly (T | undefined)[],
    current: readonly (T | undefined)[],
    keys: readonly MetricKeys[],
  ): ((weights: ArrayLike<number>) => readonly [Float64Array, Float64Array]) | null;
  /**
   * Optional, for speed: the paired units grouped by everything a resample reads of them (two
   * units of one pattern are interchangeable in every figure of both sides), and both sides'
   * figures from per-pattern counts (`UnitPatterns.measure`). The comparison then draws the
   * bootstrap and the randomization by pattern when that is cheaper (pattern-vectors.ts), as the
   * span engine does for documents. Null when these units have no such grouping.
   */
  patterns?(
    baseline: readonly (T | undefined)[],
    current: readonly (T | undefined)[],
    keys: readonly MetricKeys[],
  ): UnitPatterns | null;
  /**
   * Optional, for speed: the figures of a paired randomization's mixed sides without building
   * them. `sides(swap)` gives `measure` of [current[i] where swap[i] is 1, else baseline[i]] and of
   * the reverse (absent units left out, weights of one), in `keys` order: to the bit, or, where
   * the units alike on both sides are summed once and the figures are float sums, within the last
   * bits (docs/comparison.md); null when the pair has no such shortcut (then each permutation is
   * measured directly).
   */
  swapped?(
    baseline: readonly (T | undefined)[],
    current: readonly (T | undefined)[],
    keys: readonly MetricKeys[],
  ): ((swap: ArrayLike<number>) => readonly [Float64Array, Float64Array]) | null;
  /** One unit's outcome, for per-unit changes. */
  outcome(tally: T): UnitOutcome;
  /**
   * The unit's finer parts (events: its gold mentions), each with an id stable within the unit
   * and its outcome (1 = right), for per-part "newly broken / fixed"; null when the tally lacks
   * them (scores recorded by an older Goldgate). Absent: the unit is the finest grain.
   */
  parts?(tally: T): readonly UnitPart[] | null;
}

/**
 * Paired units by pattern (`UnitResampling.patterns`) and both sides' figures by pattern (`R`:
 * the figures at the comparison's keys, or a family's own scores before they are read there).
 */
export interface UnitPatterns<R = Float64Array> {
  /** Pattern of each unit. */
  readonly patternOf: Int32Array;
  /** Units per pattern; patterns ordered by size, largest first, then by first unit. */
  readonly sizes: Int32Array;
  /** The first unit of each pattern. */
  readonly first: Int32Array;
  /**
   * Sides A and B where `kept[q]` copies of each of pattern q's units keep their sides and
   * `swapped[q]` (none when absent) exchange them: A is `measure` of the kept baseline tallies
   * and the swapped current ones, B of the reverse, to the bit where the figures are made of
   * counts (labels); where they are float sums (items), a pattern adds its value times its copies
   * and the figures agree to within the last bits. A bootstrap draw keeps all its copies (A the
   * baseline's figures, B the current's); a randomization swaps some.
   */
  measure(kept: ArrayLike<number>, swapped?: ArrayLike<number>): readonly [R, R];
}

/** A part of a unit (a gold event mention of a document) and how it fared. */
export interface UnitPart extends UnitOutcome {
  readonly id: string;
  /** How tables name it when more than its id says (the mention's words), else the id. */
  readonly label?: string;
}

/** Gold and system counts of a row on one side (spans: gold and system annotations). */
export interface RowCounts {
  readonly gold: number | null;
  readonly system: number | null;
}

/** One class of a family (a span type, a label) and its figures. */
export interface FamilyClass {
  readonly name: string;
  /** The figure its messages quote and its table compares (spans: F1 under the view). */
  readonly figure: MetricRow;
  /** Figures shown before `figure` in its table row, in the same unit (spans: P and R). */
  readonly beside?: readonly MetricRow[];
  readonly counts?: RowCounts;
}

/** A row under the classes of a class table: a total or an average (spans: micro, macro). */
export interface ClassTotal {
  readonly label: string;
  /** A shorter label where columns are tight (`macro (docs)`); default `label`. */
  readonly short?: string;
  readonly figure: MetricRow;
  readonly beside?: readonly MetricRow[];
  readonly counts?: RowCounts;
  /** What an average is over, shown as its support (`4 types`); else its gold count. */
  readonly over?: string;
  /** Shown for reference only, never compared (GATE's sum of the type rows). */
  readonly reference?: boolean;
}

/**
 * How a family's classes are shown as one table (report/class-table.ts builds it against the
 * baseline): its title, the heads of each row's figures (`beside` then `figure`), the rows under
 * the classes, and the words of its legend.
 */
export interface ClassTableSpec {
  /** `Per type (strict)`. */
  readonly title: string;
  /** `P`, `R`, `F1`: one per figure of a row, `figure` last. */
  readonly heads: readonly string[];
  readonly totals: readonly ClassTotal[];
  /** What the figures are measured under, for the legend (`strict scheme`). */
  readonly basis: string;
  /** What a row's support counts (`gold annotations`). */
  readonly support: string;
  /** A sentence under the table (what a summed row means). */
  readonly note?: string;
}

/**
 * A family's per-class rows (span types, event types, labels, coders): what the gate's `newType`
 * and `typeGone` cases compare between the sides, and what its class table shows. `noun` names a
 * class in messages (`type`, `label`); each class has the figure its messages quote (spans: F1
 * under the view, strict by default, with its gold support). `table`: the family's classes are
 * shown as a class table (report/class-table.ts); absent, they are not.
 */
export interface FamilyClasses {
  readonly noun: string;
  /**
   * The resource limit the class names count against (docs/limits.md: span and event types,
   * labels), where a run that combines scores (`merge`) checks them; absent: none.
   */
  readonly limit?: LimitName;
  readonly rows: readonly FamilyClass[];
  readonly table?: ClassTableSpec;
}

/**
 * A concrete metric path in words, as gate messages and check tables name it, and the class (span
 * type, label) the figure is about, or null for a corpus-wide figure.
 */
export interface PathWords {
  readonly words: string;
  readonly className: string | null;
}

/**
 * Tables with every count beside the rates, and figures the family states in sentences under
 * them (spelled by src/number-format.ts), for outputs that show every count.
 */
export interface CountView {
  readonly tables: readonly FamilyTable[];
  readonly sentences: readonly string[];
}

/** A value of a peer's file: a number as the peer writes it (fractions, counts), text, or empty. */
export type PeerValue = string | number | null;

/**
 * A file in a peer tool's own layout (MAT's scorer CSV): its name, column heads and rows. Numbers
 * stay as the peer writes them (plain fractions and counts), so a layout only quotes the cells.
 */
export interface PeerFile {
  readonly file: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly PeerValue[])[];
}

/**
 * A class's errors under the figure a failed rule checked (spans: a type's alignment rows its
 * rule's scheme does not count as correct), what a reviewer reads when there is no baseline.
 */
export interface ClassErrors {
  readonly className: string;
  /** `ORG errors (strict)`. */
  readonly title: string;
  /** How many errors, and of which kinds (`missing 2, spurious 1`). */
  readonly total: number;
  readonly kinds: string;
  readonly heads: readonly string[];
  /** The listed rows (the section keeps only the first of each kind), one text per head. */
  readonly rows: readonly (readonly string[])[];
  /** Why fewer rows than `total` are listed, when they are (`the JSON report has up to 25 …`). */
  readonly kept: string;
}

/**
 * The words of a per-class path `<root>.<group>.<class>.<leaf>` (a class may contain dots): its
 * keys with the class whole, about the class; null for any other path (`describePath`).
 */
export function classPathWords(
  segments: readonly string[],
  leaf: string,
  root: string,
  group: string,
): PathWords | null {
  if (segments[0] !== root || segments[1] !== group || segments.length < 4) return null;
  const className = segments.slice(2, -1).join(".");
  return { words: `${root} ${group} ${className} ${leaf}`, className };
}

/** The default gate rule of a family: a significant drop of more than `maxDrop` points. */
export interface FamilyRule {
  readonly metric: string;
  readonly maxDrop: number;
}

/** Top-level sections of a scores document rebuilt whole from its own rows, by key. */
export type RebuiltSections = Readonly<Record<string, unknown>>;

/** One family. `S` is its section of a scores document. */
export interface MetricFamily {
  /** Registry key; also the key of the family's comparison (`families.<name>`). */
  readonly name: string;
  readonly title: string;
  /** What a paired bootstrap resamples. */
  readonly unit: "document" | "item";
  /** The unit for this document, where it depends on it (repeated runs: the inner family's). */
  unitFor?(doc: unknown): "document" | "item";
  /** What `resampling.parts` are, in words (`event mention`), when the family has parts. */
  readonly part?: string;
  /**
   * What makes a part right, in words, when the family has parts: the attributes of the
   * headline's figure (`exact span, as the headline's plain F1; type and realis not compared`).
   */
  readonly partBasis?: string;
  /** Top-level keys of the scores document its metric paths start with. */
  readonly roots: readonly string[];
  /**
   * The rates a gate rule may name, by root: the last key of each gateable figure (`f1`,
   * `accuracy`, `kappa`; usage: its raw amounts). Every other number under a root is a count or a
   * setting (`correct`, `possible`, `n`): reported, never gated (docs/gate.md, "Metric paths").
   */
  readonly rates: Readonly<Record<string, readonly string[]>>;
  readonly defaultRule: FamilyRule;
  /** The default rule for this document, where it depends on it (repeated runs: the inner headline). */
  ruleFor?(doc: unknown): FamilyRule;
  /** Whether a scores document carries this family. */
  present(doc: unknown): boolean;
  /** `view` selects among equal-ranked figures where a family has them (spans: the scheme). */
  headline(doc: unknown, view?: string): Headline;
  /**
   * The family's per-class rows (docs/gate.md, `newType`/`typeGone`); absent: it has none.
   * `view` as for `headline` (the gate asks without one: the default view).
   */
  classes?(doc: unknown, view?: string): FamilyClasses;
  /**
   * A concrete path of the family in words (`types.LOC.strict.f1` → `LOC strict F1`, about `LOC`);
   * `segments` are the path split at dots, `leaf` its last key already in words (`F1`). Absent or
   * null: the keys joined by spaces, about no class.
   */
  describePath?(segments: readonly string[], leaf: string): PathWords | null;
  /**
   * What the gold and system inputs hold, in words, where "N documents, M annotations" would not
   * say it (annotation sets: `6 documents`, `3 annotation sets, 51 annotations (a 18, …)`).
   * Absent or null: documents and annotations (items for an item family).
   */
  inputSizes?(doc: unknown): { readonly gold: string; readonly system: string } | null;
  /**
   * What the gold side is called where the family reads no gold (per-item metrics: `test set`,
   * the item ids whose fingerprint the comparison checks). Absent: `gold`.
   */
  goldName?(doc: unknown): string;
  /**
   * A unit's figures are its own records' alone (per-item metrics: an item's values are the
   * system's, with no gold to score them against). Where the gold side changed only in which
   * units it holds, the family is then compared on the units both sides hold (`gold.action`
   * `shared`, docs/comparison.md), not warned of as a change of gold.
   */
  readonly standAloneUnits?: boolean;
  /**
   * `view` as for `headline`: the family's tables with every count beside the rates (spans: per
   * type and per scheme with correct, incorrect, partial, missed, spurious, as conlleval and
   * nervaluate print them) for `score`'s terminal tables, where a table's first column head says
   * what its rows are. Absent: the family's `tables`.
   */
  countView?(doc: unknown, view?: string): CountView;
  /**
   * `view` as for `headline`: each unit's counts and rates under the view (spans: each document's
   * clash tally under the scheme; `keys` name the columns), for `run --csv`'s documents.csv.
   */
  unitCounts?(doc: unknown, view?: string): FamilyTable;
  /**
   * The family's files in MAT's scorer CSV layout (`score --csv DIR`, what MAT writes with
   * `--csv_output_dir`); `details` are the span alignment's rows. Absent: the family has none.
   */
  matFiles?(doc: unknown, details: readonly DetailRow[]): readonly PeerFile[];
  /**
   * The errors of the class a `min` rule at `metric` failed on, from the family's comparison
   * section without a baseline; null when the section holds none or `metric` is not a class
   * figure of the family. Absent: the family lists no class errors.
   */
  classErrors?(section: unknown, metric: string, className: string): ClassErrors | null;
  /**
   * The views its tables can be shown under, default first (spans: the six schemes), for the
   * outputs that show every view (the CSV); absent: one view.
   */
  readonly views?: readonly string[];
  /** What a view is, in words, when the family has views (spans: `scheme`). */
  readonly viewNoun?: string;
  /** Every gateable row (the comparison's rows), in display order. */
  rows(doc: unknown): readonly MetricRow[];
  /** `view` as for `headline`: the per-type table of spans follows the scheme shown. */
  tables(doc: unknown, view?: string): readonly FamilyTable[];
  confusion(doc: unknown): SparseConfusion | null;
  /**
   * Unit tallies for the generic paired bootstrap. Absent for a family with a dedicated engine
   * (spans: the clash-tally matrix of baseline/paired-matrix.ts).
   */
  readonly resampling?: UnitResampling<unknown>;
  /**
   * The comparison engine that compares the family (baseline/compare-engines.ts), by name.
   * Absent: `units`, the generic paired bootstrap over `resampling`. A family that brings its own
   * engine (spans: `clash-tally`, its per-document clash tallies as accumulator) names it here;
   * whatever engine, the family's comparison is `comparison.families.<name>` with its figures
   * under `metrics` at their scores paths.
   */
  readonly engine?: string;
  /**
   * Why the baseline's units cannot stand in for the current's one by one (span sets: another
   * number of annotation sets, so other pairs), in words; null or absent: they can. The family
   * is then not compared, with a note saying why.
   */
  incomparable?(baseline: unknown, current: unknown): string | null;
  /**
   * Each unit's own figure (documents: their F1 under `view`; items: right or wrong), for the
   * HTML report's document statistics. Absent: the report reads `resampling` outcomes.
   */
  unitScores?(doc: unknown, view?: string): readonly UnitScore[];
  /** Coder-pair matrix with each pair's disagreements (agreement), for the HTML report. */
  pairs?(doc: unknown): PairMatrix | null;
  /** Shard merging (docs/sharding.md); absent: a scores document carrying it cannot be merged. */
  readonly merging?: ShardMerging;
  /**
   * The family's annotations and how each fared (docs/details.md): what `--details` writes after
   * the span alignment rows and the HTML annotation diff shows per document. Absent or null: the
   * family has none beyond the span alignment.
   */
  details?(doc: unknown): FamilyDetails | null;
  /**
   * Checks the family's stated figures against its own rows before a file is used (docs/scores.md,
   * "Verified before use"); throws a DataError naming `origin` and the first inconsistency.
   * Returns the top-level sections it rebuilt whole from the rows, which the file may then state
   * no key beyond (no extra type, label or scheme: `verify-scores.ts`); null when it rebuilt
   * none whole (figures measured from units, a file of another version). Absent: the figures are
   * rebuilt through `merging`, else measured through `resampling`.
   */
  verify?(doc: unknown, origin: string): RebuiltSections | null;
  /**
   * The figures beside a stated one that it is computed from (spans: `tokens.accuracy` from
   * `tokens.correctTags` and `tokens.count`), so that a file where they disagree is told as that
   * disagreement, not as the untouched figure being wrong. Absent or empty: it comes from rows.
   */
  derivedFrom?(keys: MetricKeys): readonly MetricKeys[];
}

/**
 * A family's annotation-level rows (docs/details.md). In the details JSON a row is `{ document,
 * family, category, … }` with each value at its field's path; in the CSV each field is a column
 * named by its path joined with `_` (`gold_head_text`).
 */
export interface FamilyDetails {
  /** The family's name: `family` of each row. */
  readonly family: string;
  /** Heading of the family's table in the HTML annotation diff (`Relations`). */
  readonly title: string;
  /** Paths of each row's values, after `document` and `category`. */
  readonly fields: readonly MetricKeys[];
  /** Column heads of the HTML annotation diff's table. */
  readonly heads: readonly string[];
  /** Rows by document (code-point order), in the family's order within one. */
  readonly rows: readonly FamilyDetailRow[];
}

/** One annotation of a family and how it fared. */
export interface FamilyDetailRow {
  readonly document: string;
  /** How it fared, in the family's words (`reversed`). */
  readonly category: string;
  /** The clash category the HTML diff colours it as: `match` right, `missing`, `spurious`, … */
  readonly tone: ClashCategory;
  /** One per field; null where the row has no such value (left out of the JSON, empty in CSV). */
  readonly values: readonly (string | number | null)[];
  /** One text per head. */
  readonly shown: readonly string[];
}

/**
 * How a family's part of shard scores combines into the whole corpus's. Shards hold disjoint
 * units; `merge` gets them in shard order and returns the family's top-level sections of the
 * whole, exactly as scoring the whole would (counts summed, rates and averages recomputed).
 */
export interface ShardMerging {
  /**
   * A shard may leave the family's section out when its units carry nothing the family cannot
   * rebuild from the shard's other sections (docs/sharding.md); `merge` is then given every
   * shard, with or without it. `redundant`: whether a section a shard did write is such a one
   * (files of the earlier layout always wrote it); the merge reads that file without it. Absent:
   * every shard of a run carries the family, or none.
   */
  readonly optional?: { redundant(doc: unknown, origin: string): boolean };
  /** The ids of the units a shard scored (documents or items); a merge refuses repeats. */
  ids(doc: unknown, origin: string): readonly string[];
  /** The family's top-level sections of the whole (a record section is merged key by key). */
  merge(parts: readonly ShardPart[]): MergedSections;
}

/** One shard's scores and the file it came from. */
export interface ShardPart {
  readonly origin: string;
  readonly doc: unknown;
}

/** A family's sections of the merged document and the issues it recomputed from them. */
export interface MergedSections {
  readonly sections: Readonly<Record<string, unknown>>;
  /** Issues measured on the whole (replacing the shards' issues of `issueKinds`). */
  readonly issues: readonly Issue[];
  readonly issueKinds: readonly string[];
}

/** One unit's figure (0..1, null when undefined) and counts as text. */
export interface UnitScore {
  readonly id: string;
  readonly score: number | null;
  readonly gold: number;
  readonly system: number;
  readonly text: string;
}

/** Agreement between every pair of coders (0..1 scale, κ may be negative) and where they differ. */
export interface PairMatrix {
  readonly title: string;
  /** What a pair's value is: κ (a coefficient, the default) or a rate such as a pair's F1. */
  readonly unit?: FigureUnit;
  readonly coders: readonly string[];
  readonly pairs: readonly {
    readonly a: string;
    readonly b: string;
    readonly value: number | null;
    /** Items the two coders labelled differently: item, A's label, B's label (sorted by item). */
    readonly disagreements: readonly (readonly [string, string, string])[];
  }[];
}

/** Where a pair matrix lists the pair of two coders, in whichever order it names them. */
export function pairIndex(m: PairMatrix): (a: string, b: string) => number | undefined {
  const index = new Map(m.pairs.map((p, k) => [pairKey(p.a, p.b), k]));
  return (a, b) => index.get(pairKey(a, b)) ?? index.get(pairKey(b, a));
}

/** A record, or undefined. */
export function recordOf(value: unknown): Readonly<Record<string, unknown>> | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Readonly<Record<string, unknown>>)
    : undefined;
}

/** The value at keys, or undefined. */
export function at(doc: unknown, keys: MetricKeys): unknown {
  let node = doc;
  for (const key of keys) {
    const r = recordOf(node);
    if (r === undefined || !Object.hasOwn(r, key)) return undefined;
    node = r[key];
  }
  return node;
}

/** The number at keys, or null. */
export function numberAt(doc: unknown, keys: MetricKeys): number | null {
  const v = at(doc, keys);
  return typeof v === "number" && Number.isFinite(v) ? v : null;
}

/**
 * A row read from a document. Two literals, not `{ ...row, detail }`: on Node 20 that spread gave
 * every per-type row a hidden class of its own (700,000 rows at 40,000 types).
 */
export function rowAt(
  doc: unknown,
  keys: MetricKeys,
  label: string,
  support: number | null = null,
  detail = false,
): MetricRow {
  const value = numberAt(doc, keys);
  return detail ? { keys, label, value, support, detail } : { keys, label, value, support };
}
