import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { SpanScheme } from "../src/measure/schemes.ts";

/** The repository root. */
export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** `../shared/fixtures` beside the repository: peer figures are read from there, never copied. */
export const SHARED_FIXTURES = resolve(REPO, "../shared/fixtures");

/** Case folders of one peer (sorted); fails loudly if the shared fixtures are missing. */
export function peerCases(peer: string): { name: string; dir: string }[] {
  const root = join(SHARED_FIXTURES, "peers", peer);
  if (!existsSync(root))
    throw new Error(`missing ${root}: CI must run with ../shared beside the repo`);
  return readdirSync(root, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => ({ name: e.name, dir: join(root, e.name) }))
    .sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** Parses a JSON file. */
export function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, "utf8")) as T;
}

/** Rounds a fraction to a percentage with two decimals, as the Perl and Python peers print. */
export function printedPercent(fraction: number): number {
  return Number((100 * fraction).toFixed(2));
}

/** nervaluate's scheme names beside ours, as `[theirs, ours]`. */
export const NERVALUATE_SCHEMES = [
  ["strict", "strict"],
  ["exact", "exact"],
  ["partial", "partial"],
  ["ent_type", "type"],
] as const satisfies readonly (readonly [string, SpanScheme])[];

/** The counts nervaluate reports for each scheme; our `SchemeCounts` uses the same names. */
export const NERVALUATE_COUNTS = [
  "correct",
  "incorrect",
  "partial",
  "missed",
  "spurious",
  "possible",
  "actual",
] as const;
