import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import { coreActionIo } from "../../src/action/action-io.ts";
import { UserError } from "../../src/errors.ts";
import { makeTempDir } from "../e2e/action-harness.ts";

test("a GITHUB_OUTPUT naming a missing file is the environment's error, not an internal one", () => {
  const saved = process.env.GITHUB_OUTPUT;
  const missing = join(makeTempDir("goldgate-io-"), "absent", "output");
  process.env.GITHUB_OUTPUT = missing;
  try {
    assert.throws(
      () => coreActionIo().setOutput("passed", "true"),
      (e: unknown) =>
        e instanceof UserError &&
        e.message.startsWith("could not set the step output 'passed': ") &&
        e.message.includes(missing) &&
        e.message.endsWith(
          "The runner creates the file GITHUB_OUTPUT names; outside a runner, create it or unset GITHUB_OUTPUT.",
        ),
    );
  } finally {
    if (saved === undefined) delete process.env.GITHUB_OUTPUT;
    else process.env.GITHUB_OUTPUT = saved;
  }
});
