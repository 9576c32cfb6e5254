import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";
import type { SpanScheme } from "../src/measure/schemes.ts";

/** The repository root. */
export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** `../shared/fixtures` beside the repository: peer figures are read from there, never copied. */
export const SHARED_FIXTURES = resolve(REPO, "../shared/fixtures");

/** True when `../shared/fixtures` is beside the repository (a fresh clone has none). */
export const SHARED_PRESENT = existsSync(SHARED_FIXTURES);

/**
 * node:test options for a test or suite that reads `../shared/fixtures`: when the folder is
 * absent the test is skipped with one line naming `what`; with GOLDGATE_REQUIRE_SHARED=1 (set by
 * `.ci/run`) its absence is an error instead, so CI never passes on skipped peer figures.
 */
export function needsShared(what: string): { skip: string | false } {
  if (SHARED_PRESENT) return { skip: false };
  if (process.env.GOLDGATE_REQUIRE_SHARED === "1")
    throw new Error(
      `missing ${SHARED_FIXTURES} (needed for ${what}): GOLDGATE_REQUIRE_SHARED=1 wants ../shared beside the repository`,
    );
  return { skip: `../shared/fixtures is absent: ${what} not checked` };
}

/** Registers one skipped test naming `what` when `../shared/fixtures` is absent; true if it did. */
export function skippedWithoutShared(what: string): boolean {
  const options = needsShared(what);
  if (options.skip === false) return false;
  test(what, options, () => {});
  return true;
}

/**
 * Case folders of one peer (sorted). Without `../shared/fixtures` there are none, and one skipped
 * test says so (an error under GOLDGATE_REQUIRE_SHARED=1).
 */
export function peerCases(peer: string): { name: string; dir: string }[] {
  const root = join(SHARED_FIXTURES, "peers", peer);
  if (skippedWithoutShared(`the ${peer} peer cases`)) return [];
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
