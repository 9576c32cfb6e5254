import { UserError } from "../errors.ts";
import { LEVELS, type Level, WEIGHTS, type Weights } from "../measure/agreement/scale.ts";
import type { TaskFlags } from "./task.ts";

/** How an agreement table is measured beyond nominal: `--weights` and `--level` (docs/agreement.md). */
export interface AgreementScale {
  readonly weights: Weights | null;
  readonly level: Level;
}

/** `value` when it is one of `allowed`; undefined when not given; else a UserError naming `name`. */
export function oneOf<T extends string>(
  name: string,
  value: unknown,
  allowed: readonly T[],
): T | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === "string" && (allowed as readonly string[]).includes(value))
    return value as T;
  throw new UserError(
    `Invalid value '${String(value)}' for '${name}'. Expected one of: ${allowed.join(", ")}.`,
  );
}

/** Flags first, then goldgate.yml's `scoring` section; unweighted and nominal by default. */
export function resolveAgreementScale(
  flags: Pick<TaskFlags, "weights" | "level">,
  scoring: Readonly<Record<string, unknown>> | undefined,
): AgreementScale {
  const weights =
    oneOf("weights", flags.weights, WEIGHTS) ?? oneOf("scoring.weights", scoring?.weights, WEIGHTS);
  const level =
    oneOf("level", flags.level, LEVELS) ?? oneOf("scoring.level", scoring?.level, LEVELS);
  return { weights: weights ?? null, level: level ?? "nominal" };
}

/**
 * Refuses `--weights` / `--level` (and their goldgate.yml settings) where nothing reads them:
 * they apply to an `item, coder, label` agreement table only.
 */
export function refuseAgreementScale(
  flags: Pick<TaskFlags, "weights" | "level">,
  scoring: Readonly<Record<string, unknown>> | undefined,
  what: string,
): void {
  const given = [
    ...(flags.weights === undefined ? [] : ["--weights"]),
    ...(flags.level === undefined ? [] : ["--level"]),
    ...(scoring?.weights === undefined ? [] : ["scoring.weights"]),
    ...(scoring?.level === undefined ? [] : ["scoring.level"]),
  ];
  if (given.length > 0)
    throw new UserError(
      `${given.join(", ")} ${given.length === 1 ? "applies" : "apply"} only to agreement among coders on a label table (goldgate agree --format labels, task: agreement); ${what} does not use ${given.length === 1 ? "it" : "them"}.`,
    );
}
