/**
 * Small parsers shared by the settings resolvers: each returns undefined for an absent value and
 * pushes a message naming the setting, the value and what was expected for a bad one.
 */

import { didYouMean } from "./did-you-mean.ts";

/** Problems collected while resolving; reported all at once. */
export type Problems = string[];

/** Other names a closed set accepts, and values it lists though another resolver reads them. */
export interface ChoiceExtras<T extends string> {
  /** Common other names of a value (`bio` for `iob2`), accepted and resolved to it. */
  readonly aliases?: Readonly<Record<string, T>>;
  /** Values accepted elsewhere (`labels` for `format`), listed in the message only. */
  readonly alsoListed?: readonly string[];
  /** A word about a value that is refused on purpose (an ambiguous name). */
  readonly refused?: Readonly<Record<string, string>>;
}

/** `value` when it is one of `allowed` (or an alias of one); else a problem naming the closest. */
export function choice<T extends string>(
  name: string,
  value: unknown,
  allowed: readonly T[],
  problems: Problems,
  extras: ChoiceExtras<T> = {},
): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value === "string") {
    if ((allowed as readonly string[]).includes(value)) return value as T;
    const alias = extras.aliases !== undefined && Object.hasOwn(extras.aliases, value);
    if (alias) return extras.aliases?.[value];
  }
  const listed = [...allowed, ...(extras.alsoListed ?? [])];
  const text = String(value);
  const why = extras.refused !== undefined && Object.hasOwn(extras.refused, text);
  const hint = why
    ? ` ${extras.refused?.[text]}`
    : didYouMean(text, [...listed, ...Object.keys(extras.aliases ?? {})]);
  problems.push(
    `Invalid value '${text}' for '${name}'. Expected one of: ${listed.join(", ")}.${hint}`,
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
