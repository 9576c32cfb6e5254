/**
 * The top-level keys of a scores file that belong to no family (docs/scores.md, "Top level"), each
 * with what merging shards does with it: `same`, equal in every shard (the shard checks make it
 * so) and taken from the first; `rebuilt`, made again from every shard's; `dropped`, describing
 * one shard only, so the whole leaves it out; `unmerged`, in no shard's file (a recorded
 * baseline's provenance), so a shard stating it is refused.
 */
export const CONTRACT_KEYS = {
  baseline: "unmerged",
  inputs: "rebuilt",
  issues: "rebuilt",
  schema: "same",
  settings: "same",
  shard: "dropped",
  task: "same",
  tool: "same",
} as const satisfies Readonly<Record<string, "same" | "rebuilt" | "dropped" | "unmerged">>;

/** A top-level key of the contract. */
export type ContractKey = keyof typeof CONTRACT_KEYS;

/** What merging shards does with a top-level key: see `CONTRACT_KEYS`. */
export type ContractKeyMerge = (typeof CONTRACT_KEYS)[ContractKey];

/** The contract's top-level keys that merging does `merge` with, as a set. */
export function contractKeysMerged(...merge: readonly ContractKeyMerge[]): ReadonlySet<string> {
  return new Set(
    Object.entries(CONTRACT_KEYS).flatMap(([key, how]) => (merge.includes(how) ? [key] : [])),
  );
}
