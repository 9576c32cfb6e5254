import { DataError } from "../errors.ts";
import { parseJsonText } from "../ports/json-text.ts";

/** A parsed JSON object. */
export type JsonRecord = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is JsonRecord {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/**
 * Reads parsed JSON field by field; every failure is a DataError naming the file, the field path
 * and what was expected: `base.json: documents[3].clash.match: expected a count, got "x"`.
 */
export class JsonShape {
  constructor(private readonly origin: string) {}

  /** Parses JSON text; syntax errors and nesting too deep become DataErrors at line:column. */
  parse(text: string): unknown {
    return parseJsonText(text, { file: this.origin }, "a goldgate/scores@1 JSON document");
  }

  fail(path: string, expected: string, value: unknown): never {
    throw new DataError(
      { file: this.origin },
      `${path || "(top level)"}: expected ${expected}, got ${describe(value)}`,
    );
  }

  record(value: unknown, path: string): JsonRecord {
    return isRecord(value) ? value : this.fail(path, "an object", value);
  }

  array(value: unknown, path: string): readonly unknown[] {
    return Array.isArray(value) ? value : this.fail(path, "an array", value);
  }

  string(value: unknown, path: string): string {
    return typeof value === "string" ? value : this.fail(path, "a string", value);
  }

  nullableString(value: unknown, path: string): string | null {
    return value === null ? null : this.string(value, path);
  }

  /** A non-negative safe integer (2^53 and 1e308 are not counts: sums of them are wrong). */
  count(value: unknown, path: string): number {
    // Safe integers only: 1e308 is an integer too, and its rates and intervals come out NaN.
    return typeof value === "number" && Number.isSafeInteger(value) && value >= 0
      ? value
      : this.fail(path, "a count (a whole number from 0 to 2^53 − 1)", value);
  }

  /** One of a closed set. */
  choice<T extends string>(value: unknown, allowed: readonly T[], path: string): T {
    const found = allowed.find((a) => a === value);
    return found ?? this.fail(path, `one of: ${allowed.join(", ")}`, value);
  }
}
