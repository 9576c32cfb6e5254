import type { Issue } from "../../corpus/model.ts";
import type { ShardSection } from "../../corpus/shard.ts";
import type { AgreementScores } from "../agreement/measure-agreement.ts";
import type { Level, Weights } from "../agreement/scale.ts";
import type { UnitIntervals } from "../families/figure-intervals.ts";
import type { LabelUnit } from "../families/labels.ts";
import type { HierarchicalScores } from "../hierarchy/hierarchical-score.ts";
import type { ClassificationScores } from "./classification.ts";
import type { MultiLabelScores } from "./multi-label.ts";
import type { ZeroDivision } from "./zero-division.ts";

/** Settings of a label-scoring run (`goldgate score --format labels`). */
export interface LabelSettings {
  readonly format: "labels";
  /** One CoNLL file with gold and system label columns (token classification), or null. */
  readonly input: string | null;
  readonly gold: string | null;
  readonly system: string | null;
  readonly goldColumn: number;
  readonly systemColumn: number;
  /** Tag tree (JSON or YAML) for hierarchical scoring; cells may then hold several tags. */
  readonly hierarchy: string | null;
  /**
   * sha256 of the tag tree as read (its JSON, one line): a tree changed at the same path changes
   * the hierarchical figures' definition (`scoringDifference`). Absent without a tree, and in files
   * of older builds, which are then not compared by it.
   */
  readonly hierarchyTree?: string;
  /** β of the `fbeta` figures (present when β ≠ 1); absent: 1. */
  readonly beta?: number;
  /** Cells hold sets of labels (`--multi-label`): scikit-learn's multi-label figures. */
  readonly multiLabel?: boolean;
  /** What joins a cell's labels (`--label-separator`); absent: commas, doccano's `#` refused. */
  readonly labelSeparator?: string;
  /** The names of class ids, in id order (`--label-names`); absent: ids read as written. */
  readonly labelNames?: readonly string[];
  /** What a 0/0 rate is (`--zero-division`); absent: 0. */
  readonly zeroDivision?: ZeroDivision;
}

/** `goldgate/scores@1` for the labels task: `labels.*` instead of the span keys. */
export interface LabelScoresDocument {
  readonly schema: "goldgate/scores@1";
  readonly task: "labels";
  readonly tool: { readonly name: "goldgate"; readonly version: string };
  readonly settings: LabelSettings;
  readonly inputs: { readonly gold: LabelInput; readonly system: LabelInput };
  readonly labels: (Omit<ClassificationScores, "notes"> | Omit<MultiLabelScores, "notes">) & {
    /** With the tag tree it was scored on (`tagTreeFromJson`'s form), for resampling. */
    readonly hierarchical?: Omit<HierarchicalScores, "notes"> & { readonly tree: unknown };
    /** Every gold item with its gold and system label (null: unanswered), sorted by item. */
    readonly units: readonly LabelUnit[];
  };
  readonly issues: readonly Issue[];
  /** `goldgate score --format labels --shard I/N` (docs/sharding.md). */
  readonly shard?: ShardSection;
}

/** The schema of agreement documents (coders, and span sets). */
export const AGREEMENT_SCHEMA = "goldgate/agreement@1";

/** `goldgate/agreement@1`: agreement among coders (`goldgate agree --format labels`). */
export interface AgreementDocument {
  readonly schema: typeof AGREEMENT_SCHEMA;
  readonly task: "agreement";
  readonly tool: { readonly name: "goldgate"; readonly version: string };
  readonly settings: {
    readonly path: string;
    readonly categories: readonly string[];
    /** `--weights` (null: unweighted) and `--level` (Krippendorff's α). */
    readonly weights: Weights | null;
    readonly level: Level;
  };
  readonly inputs: {
    readonly judgements: LabelInput & { readonly coders: number };
    /** The item set (sorted ids): only a change of items counts as a gold change. */
    readonly items: LabelInput;
  };
  readonly agreement: Omit<AgreementScores, "notes"> & {
    /** Bootstrap standard errors and 95% intervals over items of the main coefficients. */
    readonly intervals?: UnitIntervals;
    /** Every item with each coder's label, sorted by item: what resampling and merging need. */
    readonly units: readonly {
      readonly item: string;
      readonly labels: Readonly<Record<string, string>>;
    }[];
  };
  readonly issues: readonly Issue[];
}

/** A label table: path, item count and a sha256 of its normalized rows (order-independent). */
export interface LabelInput {
  readonly path: string;
  readonly items: number;
  readonly sha256: string;
}
