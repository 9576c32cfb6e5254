import type { Usage } from "../corpus/model.ts";
import { DataError, type Location } from "../errors.ts";
import { describeJson, isRecord } from "./parse-json.ts";

/**
 * Per-document usage in a system record (docs/families.md, "Usage"): `usage.total_tokens`,
 * `usage.cost` and `latency_ms` (also `usage.latency_ms`). A field absent or null is not
 * reported; a present one must be a finite number ≥ 0 (tokens a whole number).
 */

/** The usage fields of one record, or undefined when it carries none. */
export function readUsage(
  record: Readonly<Record<string, unknown>>,
  at: Location,
): Usage | undefined {
  const block = record.usage;
  if (block !== undefined && block !== null && !isRecord(block))
    throw new DataError(
      at,
      `usage: expected an object such as {"total_tokens": 812, "cost": 0.0021}, got ${describeJson(block)}`,
    );
  const inner = isRecord(block) ? block : {};
  if (
    record.latency_ms !== undefined &&
    record.latency_ms !== null &&
    inner.latency_ms !== undefined
  )
    throw new DataError(
      at,
      "latency_ms: expected it once, got both latency_ms and usage.latency_ms",
    );
  const tokens = field(inner.total_tokens, "usage.total_tokens", true, at);
  const cost = field(inner.cost, "usage.cost", false, at);
  const latencyMs =
    field(record.latency_ms, "latency_ms", false, at) ??
    field(inner.latency_ms, "usage.latency_ms", false, at);
  const usage: Usage = {
    ...(tokens === undefined ? {} : { tokens }),
    ...(cost === undefined ? {} : { cost }),
    ...(latencyMs === undefined ? {} : { latencyMs }),
  };
  return Object.keys(usage).length === 0 ? undefined : usage;
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
