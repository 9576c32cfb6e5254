import { compareText, fingerprintLines } from "../corpus/fingerprint.ts";
import { inShard, type Shard, shardSection } from "../corpus/shard.ts";
import { UserError } from "../errors.ts";
import { type ItemScores, readItemScores } from "../formats/items.ts";
import { usageFieldsOf } from "../formats/usage-fields.ts";
import { itemsSection } from "../measure/families/items.ts";
import type { ItemScoresDocument, ItemSettings } from "../measure/items/item-documents.ts";
import type { ItemUnit } from "../measure/items/measure-items.ts";
import { type UsageSection, usageSection } from "../measure/usage/measure-usage.ts";
import type { FilePort } from "../ports/files.ts";
import { VERSION } from "../version.ts";

export type { ItemScoresDocument, ItemSettings };

const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function unitsOf(scores: ItemScores): ItemUnit[] {
  return scores.entries
    .map((e) => ({ item: e.item, values: e.values, attributes: e.attributes }))
    .sort((a, b) => byCodePoint(a.item, b.item));
}

const valueLines = (units: readonly ItemUnit[]): string[] =>
  units.map((u) => JSON.stringify([u.item, u.values, u.attributes])).sort(compareText);

/**
 * The usage section of the items in `ids`, when any line of the file reports usage (of the whole
 * file, so that every shard of it carries the section and the shards merge).
 */
function usageOf(read: ItemScores, ids: ReadonlySet<string>): UsageSection | undefined {
  if (!read.entries.some((e) => e.usage !== undefined)) return undefined;
  const entries = read.entries.filter((e) => ids.has(e.item));
  return usageSection(entries.map((e) => ({ document: e.item, ...e.usage })));
}

/** read → measure for per-item metrics; with `shard`, only the shard's items. */
export function scoreItemScores(
  settings: ItemSettings,
  files: FilePort,
  shard?: Shard,
): ItemScoresDocument {
  const read = readItemScores(settings.system, files, usageFieldsOf(settings));
  if (read.entries.length === 0)
    throw new UserError(
      `${settings.system}: no items; expected one line (or row) per item with its metrics.`,
    );
  const headline = Object.keys(read.entries[0]?.values ?? {})[0] ?? "";
  const all = unitsOf(read);
  const units = shard === undefined ? all : all.filter((u) => inShard(u.item, shard));
  const ids = units.map((u) => u.item);
  const usage = usageOf(read, new Set(ids));
  const path = settings.system;
  const doc: ItemScoresDocument = {
    schema: "goldgate/scores@1",
    task: "items",
    tool: { name: "goldgate", version: VERSION },
    settings,
    inputs: {
      items: { path, items: ids.length, sha256: fingerprintLines(ids) },
      system: { path, items: units.length, sha256: fingerprintLines(valueLines(units)) },
    },
    items: itemsSection(units, headline),
    issues: [],
    ...(usage === undefined ? {} : { usage }),
  };
  if (shard === undefined) return doc;
  const corpus = { units: all.length, sha256: fingerprintLines(all.map((u) => u.item)) };
  return {
    ...doc,
    shard: shardSection(shard, corpus, {
      items: [...ids].sort(compareText),
      system: valueLines(units),
    }),
  };
}
