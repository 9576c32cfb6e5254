import type { Issue } from "../../corpus/model.ts";
import type { ShardSection } from "../../corpus/shard.ts";
import type { itemsSection } from "../families/items.ts";
import type { LabelInput } from "../labels/label-documents.ts";
import type { UsageSection } from "../usage/measure-usage.ts";

/** Settings of a per-item metric run (`--format items --system FILE`): no gold is needed. */
export interface ItemSettings {
  readonly format: "items";
  readonly system: string;
  /** Where a line reports usage, as dotted paths (`usage.tokens`… in goldgate.yml). */
  readonly usageTokens: string;
  readonly usageCost: string;
  readonly usageLatency: string;
}

/** `goldgate/scores@1` of the items task: `items.*` (docs/families.md). */
export interface ItemScoresDocument {
  readonly schema: "goldgate/scores@1";
  readonly task: "items";
  readonly tool: { readonly name: "goldgate"; readonly version: string };
  readonly settings: ItemSettings;
  /** `items`: the item set (only a change of items is a gold change); `system`: the values. */
  readonly inputs: { readonly items: LabelInput; readonly system: LabelInput };
  readonly items: ReturnType<typeof itemsSection>;
  readonly issues: readonly Issue[];
  readonly shard?: ShardSection;
  /** Per-item usage, when the JSONL reports any (the usage family; its units are the items). */
  readonly usage?: UsageSection;
}
