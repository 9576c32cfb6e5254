import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { loadConfig } from "../../src/config/load-config.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { goldgate, tempDir } from "../cli/built-cli.ts";

// The bundles validate goldgate.yml with ajv's standalone code compiled at build time
// (scripts/build.mjs); the sources compile the same schema with the same options at run time
// (src/config/config-validator.ts). Both must say the same of every config: here, the built CLI's
// message against the sources' for configs of each kind of fault, and a valid one.

const CONFIGS: readonly string[] = [
  "inputs:\n  colour: red\n",
  "gate:\n  rules:\n    - metric: x\n      maxDrop: -1\n    - metric: overall.strict.f1\n",
  "scoring:\n  beta: zero\n  compat: conleval\ninputs:\n  format: conll\n",
  "baseline:\n  source: nowhere\n  maxAgeDays: 1.5\nreport:\n  top: -3\n",
  "limits:\n  types: 0\nusage:\n  tokens: 3\n",
  "inputs:\n  format: conll\n  gold: g.conll\n  system: s.conll\nscoring:\n  beta: 2\n",
];

test("the bundled goldgate.yml validator says what the sources' says, config by config", () => {
  const dir = tempDir();
  writeFileSync(join(dir, "g.conll"), "Ann B-PER\n");
  writeFileSync(join(dir, "s.conll"), "Ann B-PER\n");
  let faults = 0;
  CONFIGS.forEach((text, k) => {
    const file = join(dir, `c${k}.yml`);
    writeFileSync(file, text);
    let expected: string | null = null;
    try {
      loadConfig(file, nodeFiles);
    } catch (error) {
      expected = (error as Error).message;
    }
    const run = goldgate(["score", "--config", file], dir);
    if (expected === null) {
      assert.equal(run.code, 0, `config ${k}: ${run.stderr}`);
      return;
    }
    faults++;
    assert.equal(run.code, 2, `config ${k}`);
    assert.equal(run.stderr, `goldgate: error: ${expected}\n`, `config ${k}`);
  });
  assert.equal(faults, CONFIGS.length - 1, "every config but the last is refused");
});
