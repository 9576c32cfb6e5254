/**
 * Small parsers shared by the settings resolvers: each returns undefined for an absent value and
 * pushes a message naming the setting, the value and what was expected for a bad one.
 */

/** Problems collected while resolving; reported all at once. */
export type Problems = string[];

/** `value` when it is one of `allowed`. */
export function choice<T extends string>(
  name: string,
  value: unknown,
  allowed: readonly T[],
  problems: Problems,
): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "string" && (allowed as readonly string[]).includes(value))
    return value as T;
  problems.push(
    `Invalid value '${String(value)}' for '${name}'. Expected one of: ${allowed.join(", ")}.`,
  );
  return undefined;
}

/** The first defined value. */
export function pick<T>(...values: (T | undefined)[]): T | undefined {
  for (const v of values) if (v !== undefined) return v;
  return undefined;
}

/** A comma list (`PER, LOC`) or a config list, trimmed, empty items left out. */
export function listFrom(value: unknown): readonly string[] | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value)) return value.map(String);
  return String(value)
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
}
