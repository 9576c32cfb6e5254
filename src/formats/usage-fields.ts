import type { Usage } from "../corpus/model.ts";
import { DataError, type Location } from "../errors.ts";
import { describeJson, isRecord } from "./parse-json.ts";

/**
 * Per-document usage in a system record (docs/families.md, "Usage"): by default
 * `usage.total_tokens`, `usage.cost` and `latency_ms` (also `usage.latency_ms`); other names by
 * dotted path (`usage.tokens`, `usage.cost`, `usage.latency` in goldgate.yml). A field absent or
 * null is not reported; a present one must be a finite number ≥ 0 (tokens a whole number).
 */
export interface UsageFields {
  /** Dotted paths into each record: `usage.total_tokens`, `meta.cost_usd`, `latency_ms`. */
  readonly tokens: string;
  readonly cost: string;
  readonly latency: string;
}

export const DEFAULT_USAGE_FIELDS: UsageFields = Object.freeze({
  tokens: "usage.total_tokens",
  cost: "usage.cost",
  latency: "latency_ms",
});

/** The field paths a run's settings name (`usage.tokens`, `usage.cost`, `usage.latency`). */
export function usageFieldsOf(settings: {
  readonly usageTokens: string;
  readonly usageCost: string;
  readonly usageLatency: string;
}): UsageFields {
  return { tokens: settings.usageTokens, cost: settings.usageCost, latency: settings.usageLatency };
}

/** The usage fields of one record, or undefined when it carries none. */
export function readUsage(
  record: Readonly<Record<string, unknown>>,
  at: Location,
  fields: UsageFields = DEFAULT_USAGE_FIELDS,
): Usage | undefined {
  checkBlocks(record, fields, at);
  const tokens = field(valueAt(record, fields.tokens), fields.tokens, true, at);
  const cost = field(valueAt(record, fields.cost), fields.cost, false, at);
  const latencyMs =
    field(valueAt(record, fields.latency), fields.latency, false, at) ??
    (fields.latency === DEFAULT_USAGE_FIELDS.latency
      ? field(valueAt(record, "usage.latency_ms"), "usage.latency_ms", false, at)
      : undefined);
  const usage: Usage = {
    ...(tokens === undefined ? {} : { tokens }),
    ...(cost === undefined ? {} : { cost }),
    ...(latencyMs === undefined ? {} : { latencyMs }),
  };
  return Object.keys(usage).length === 0 ? undefined : usage;
}

/** Each object a field's path goes through is an object; the default latency is given once. */
function checkBlocks(
  record: Readonly<Record<string, unknown>>,
  fields: UsageFields,
  at: Location,
): void {
  for (const path of [fields.tokens, fields.cost, fields.latency]) {
    const parts = path.split(".");
    for (let n = 1; n < parts.length; n++) {
      const prefix = parts.slice(0, n).join(".");
      const block = valueAt(record, prefix);
      if (block !== undefined && block !== null && !isRecord(block))
        throw new DataError(
          at,
          `${prefix}: expected an object holding ${path}, e.g. {"${parts[n]}": 812}, got ${describeJson(block)}`,
        );
    }
  }
  if (
    fields.latency === DEFAULT_USAGE_FIELDS.latency &&
    valueAt(record, "latency_ms") !== undefined &&
    valueAt(record, "latency_ms") !== null &&
    valueAt(record, "usage.latency_ms") !== undefined
  )
    throw new DataError(
      at,
      "latency_ms: expected it once, got both latency_ms and usage.latency_ms",
    );
}

function valueAt(record: Readonly<Record<string, unknown>>, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split(".")) {
    if (!isRecord(value) || !Object.hasOwn(value, key)) return undefined;
    value = value[key];
  }
  return value;
}

function field(value: unknown, name: string, whole: boolean, at: Location): number | undefined {
  if (value === undefined || value === null) return undefined;
  const ok =
    typeof value === "number" &&
    Number.isFinite(value) &&
    value >= 0 &&
    (!whole || Number.isSafeInteger(value));
  if (!ok)
    throw new DataError(
      at,
      `${name}: expected ${whole ? "a whole number ≥ 0" : "a number ≥ 0"}, got ${describeJson(value)}`,
    );
  return value;
}
