import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { REPO } from "../shared-fixtures.ts";

/** Copies the bundled NER example into `dir`: gold.conll, better.conll (the system), worse.conll. */
export function copyExampleSystems(dir: string): void {
  for (const [from, to] of [
    ["gold.conll", "gold.conll"],
    ["system.conll", "better.conll"],
    ["system-v0.1.0.conll", "worse.conll"],
  ] as const)
    writeFileSync(join(dir, to), readFileSync(join(REPO, "examples", "ner", from)));
}
