import type { Usage } from "../corpus/model.ts";
import { DataError, type Location } from "../errors.ts";
import type { FilePort } from "../ports/files.ts";
import { labelTableFormat, readRecords, type TableRecord } from "./labels.ts";
import { describeJson, isRecord } from "./parse-json.ts";
import { DEFAULT_USAGE_FIELDS, readUsage, type UsageFields } from "./usage-fields.ts";

/** One item's metric values (each 0..1) and its attributes (genre, source, language…). */
export interface ItemScore {
  readonly item: string;
  readonly values: Readonly<Record<string, number>>;
  readonly attributes: Readonly<Record<string, string>>;
  readonly line: number;
  /** Usage the JSONL line reports (`usage.total_tokens`, `usage.cost`, `latency_ms`). */
  readonly usage?: Usage;
}

/** A per-item metric file, items in file order. */
export interface ItemScores {
  readonly file: string;
  readonly entries: readonly ItemScore[];
}

/**
 * Reads per-item metric values (`--format items`): JSONL lines `{"id", "metrics": {name: value},
 * "attributes": {…}}`, or a TSV/CSV table of `id, metric, value` rows (one row per item and
 * metric; any other column is an attribute of the item). Values are fractions 0..1, as every
 * Goldgate figure (an exact match, a pass, a judge's score scaled to 0..1): a JSON number in JSONL,
 * a decimal literal in a table. Anything else, or a value outside 0..1, is an error at its line,
 * since a drop in points would mean nothing on another scale. An item or metric given twice is an
 * error.
 */
export function readItemScores(
  path: string,
  files: FilePort,
  usage: UsageFields = DEFAULT_USAGE_FIELDS,
): ItemScores {
  const jsonl = labelTableFormat(path) === "jsonl";
  const records = readRecords(
    path,
    files,
    undefined,
    jsonl ? ["item"] : ["item", "metric", "value"],
  );
  const byItem = new Map<
    string,
    { values: Record<string, number>; attributes: Record<string, string>; line: number }
  >();
  for (const record of records) {
    const at = { file: path, line: record.line };
    if (jsonl) addJsonItem(record, at, byItem, usage);
    else addTableRow(record, at, byItem);
  }
  const entries = [...byItem].map(([item, e]) => ({ item, ...e }));
  return { file: path, entries };
}

type Collected = Map<
  string,
  {
    values: Record<string, number>;
    attributes: Record<string, string>;
    line: number;
    usage?: Usage;
  }
>;

function itemId(value: unknown, at: Location): string {
  if (typeof value === "number" && Number.isSafeInteger(value)) return String(value);
  if (typeof value === "string" && value.trim() !== "") return value.trim();
  throw new DataError(
    at,
    `id: expected a non-empty string or an integer, got ${describeJson(value)}`,
  );
}

/**
 * A table cell's metric value: a decimal number literal (`0.75`, `1`, `-0`, `5e-1`), surrounding
 * spaces aside. `Number()` alone would also take `0x1`, `0b0`, `Infinity` and a blank cell as
 * numbers, reading a typo or an export's placeholder as a score.
 */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

function tableFraction(value: unknown, name: string, at: Location): number {
  const text = typeof value === "string" ? value.trim() : "";
  if (!DECIMAL.test(text))
    throw new DataError(
      at,
      `${name}: expected a decimal number 0..1 (like 0.75 or 1), got ${describeJson(value)}`,
    );
  return inUnitRange(Number(text), name, at);
}

/**
 * A JSONL metric value: a JSON number. A string is refused, even `"1"`: a quoted number is
 * usually an export that wrote every field as text, and reading it silently would take `"0x1"` or
 * `" "` as well (docs/families.md, "Per-item metrics").
 */
function jsonFraction(value: unknown, name: string, at: Location): number {
  if (typeof value === "number") return inUnitRange(value, name, at);
  const unquote =
    typeof value === "string" && DECIMAL.test(value.trim())
      ? `; write it unquoted: ${value.trim()}`
      : "";
  throw new DataError(
    at,
    `${name}: expected a JSON number 0..1 (like 0.75), got ${describeJson(value)}${unquote}`,
  );
}

function inUnitRange(n: number, name: string, at: Location): number {
  if (n < 0 || n > 1)
    throw new DataError(
      at,
      `${name}: expected a number 0..1, got ${n}; per-item metrics are fractions (divide BLEU or chrF by 100, scale a 1–5 judge to 0..1)`,
    );
  return n;
}

type Entry = Collected extends Map<string, infer E> ? E : never;

function entryFor(byItem: Collected, item: string, line: number): Entry {
  const found = byItem.get(item);
  if (found !== undefined) return found;
  const created: Entry = {
    values: Object.create(null) as Record<string, number>,
    attributes: Object.create(null) as Record<string, string>,
    line,
  };
  byItem.set(item, created);
  return created;
}

function addJsonItem(
  record: TableRecord,
  at: Location,
  byItem: Collected,
  fields: UsageFields,
): void {
  const item = itemId(record.values.item, at);
  if (byItem.has(item))
    throw new DataError(
      at,
      `item '${item}' appears twice (first on line ${byItem.get(item)?.line}); expected one line per item`,
    );
  const metrics = record.values.metrics;
  if (!isRecord(metrics) || Object.keys(metrics).length === 0)
    throw new DataError(
      at,
      `metrics: expected an object of metric values, e.g. {"exact_match": 1}, got ${describeJson(metrics)}`,
    );
  const entry = entryFor(byItem, item, at.line ?? 0);
  const usage = readUsage(record.values, at, fields);
  if (usage !== undefined) entry.usage = usage;
  for (const [name, value] of Object.entries(metrics))
    entry.values[name] = jsonFraction(value, `metrics.${name}`, at);
  const attributes = record.values.attributes;
  if (attributes === undefined) return;
  if (!isRecord(attributes))
    throw new DataError(
      at,
      `attributes: expected an object of strings, got ${describeJson(attributes)}`,
    );
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value !== "string" && typeof value !== "number" && typeof value !== "boolean")
      throw new DataError(at, `attributes.${name}: expected a string, got ${describeJson(value)}`);
    entry.attributes[name] = String(value);
  }
}

function addTableRow(record: TableRecord, at: Location, byItem: Collected): void {
  const item = itemId(record.values.item, at);
  const metric = record.values.metric;
  if (typeof metric !== "string" || metric.trim() === "")
    throw new DataError(at, "empty metric; expected the metric's name");
  const entry = entryFor(byItem, item, at.line ?? 0);
  if (Object.hasOwn(entry.values, metric.trim()))
    throw new DataError(
      at,
      `metric '${metric.trim()}' of item '${item}' appears twice; expected one row per item and metric`,
    );
  entry.values[metric.trim()] = tableFraction(record.values.value, metric.trim(), at);
  for (const [name, value] of Object.entries(record.values)) {
    if (name === "item" || name === "metric" || name === "value" || typeof value !== "string")
      continue;
    const earlier = entry.attributes[name];
    if (earlier !== undefined && earlier !== value)
      throw new DataError(
        at,
        `attribute '${name}' of item '${item}' is '${value}' here and '${earlier}' on an earlier row; expected one value per item`,
      );
    entry.attributes[name] = value;
  }
}
