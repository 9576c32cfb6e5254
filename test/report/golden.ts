import assert from "node:assert/strict";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { REPO } from "../shared-fixtures.ts";

/** Golden files live in test/golden/; they are rewritten only with GOLDGATE_UPDATE_GOLDENS=1. */
export const GOLDEN_DIR = join(REPO, "test", "golden");

/** Compares `actual` with a golden file, or rewrites it when GOLDGATE_UPDATE_GOLDENS=1. */
export function assertGolden(name: string, actual: string): void {
  const path = join(GOLDEN_DIR, name);
  if (process.env.GOLDGATE_UPDATE_GOLDENS === "1") {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, actual);
    return;
  }
  assert.ok(
    existsSync(path),
    `missing golden ${path}: run with GOLDGATE_UPDATE_GOLDENS=1 to create it, then review the diff`,
  );
  assert.equal(
    actual,
    readFileSync(path, "utf8"),
    `${name} differs from its golden (GOLDGATE_UPDATE_GOLDENS=1 rewrites it)`,
  );
}
