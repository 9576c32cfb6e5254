import { UserError } from "../errors.ts";
import { DEFAULT_SCORE_SETTINGS } from "./settings.ts";

/** Problems collected while resolving; reported all at once. */
export type Problems = string[];

/** A number setting from a flag (string) or config value; a problem naming it when invalid. */
export function numberFrom(
  name: string,
  value: unknown,
  check: (n: number) => boolean,
  expected: string,
  problems: Problems,
): number | undefined {
  if (value === undefined) return undefined;
  const n =
    typeof value === "number"
      ? value
      : typeof value === "string" && value.trim() !== ""
        ? Number(value)
        : Number.NaN;
  if (Number.isFinite(n) && check(n)) return n;
  problems.push(`Invalid value '${String(value)}' for '${name}'. Expected ${expected}.`);
  return undefined;
}

/**
 * β of F-beta: a number > 0 whose square is a finite double (β ≤ about 1.34e154). A β whose square
 * overflows makes every F-beta NaN, so it is refused rather than silently dropped.
 */
export function betaFrom(value: unknown, problems: Problems): number | undefined {
  return numberFrom(
    "beta",
    value,
    (n) => n > 0 && Number.isFinite(n * n),
    "a number > 0 whose square is finite (at most 1e154)",
    problems,
  );
}

/** β from a flag or config value (default 1); throws a UserError naming the value. */
export function resolveBeta(value: unknown): number {
  const problems: Problems = [];
  const beta = betaFrom(value, problems);
  if (problems.length > 0) throw new UserError(problems.join("\n"));
  return beta ?? DEFAULT_SCORE_SETTINGS.beta;
}
