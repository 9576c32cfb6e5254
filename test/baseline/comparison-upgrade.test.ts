import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { readComparison, upgradeComparison } from "../../src/baseline/comparison-upgrade.ts";
import { runCli } from "../../src/cli/run-cli.ts";
import { REPO } from "../shared-fixtures.ts";
import { filesIn } from "./git-repo.ts";

const DIR = join(REPO, "test/fixtures/comparison-v1");
const COMPARE = ["compare", "--format", "conll", "--gold", "gold.conll", "--system", "new.conll"];
const SAME = ["--json", "--resamples", "200", "--seed", "3"];

/** `goldgate compare --json` of this version, in the fixture folder. */
async function compareNow(...args: string[]): Promise<unknown> {
  let stdout = "";
  let stderr = "";
  const code = await runCli([...COMPARE, ...args, ...SAME], {
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    cwd: DIR,
    env: {},
    stdoutIsTty: false,
    stderrIsTty: false,
    files: filesIn(DIR),
    writeFile: () => {
      throw new Error("nothing is written");
    },
  });
  assert.equal(code, 0, stderr);
  return JSON.parse(stdout);
}

/** A document with the tool versions blanked (the fixture was written by another version). */
function withoutVersions(doc: unknown): unknown {
  return JSON.parse(JSON.stringify(doc).replaceAll(/"toolVersion":"[^"]*"/g, '"toolVersion":""'));
}

const v1 = (name: string): string => readFileSync(join(DIR, name), "utf8");

test("a comparison@1 with a baseline reads as the comparison@2 this version writes", async () => {
  const old = readComparison(v1("compared-v1.json"), "compared-v1.json");
  assert.equal(old.schema, "goldgate/comparison@2");
  assert.deepEqual(Object.keys(old.families), ["spans"]);
  const now = await compareNow("--baseline", "base.json");
  assert.deepEqual(withoutVersions(old), withoutVersions(now));
});

test("a comparison@1 without a baseline reads too: its intervals in families.spans", async () => {
  const old = readComparison(v1("alone-v1.json"), "alone-v1.json");
  assert.equal(old.kind, "no-baseline");
  const now = await compareNow("--source", "none");
  assert.deepEqual(withoutVersions(old), withoutVersions(now));
});

test("a comparison@2 reads as it is; another schema is a data error naming the file", () => {
  const now = readComparison(v1("compared-v1.json"), "a.json");
  assert.equal(upgradeComparison(now, "b.json"), now);
  assert.throws(
    () => upgradeComparison({ schema: "goldgate/comparison@9", kind: "compared" }, "c.json"),
    /^DataError: c\.json: schema: expected one of: goldgate\/comparison@1, goldgate\/comparison@2, got "goldgate\/comparison@9"$/,
  );
});

test("a comparison@1's new and gone types become families.spans.classes, as the gate reads them", () => {
  const doc = JSON.parse(v1("compared-v1.json")) as {
    types: Record<string, { status: string; support: { baseline: number } }>;
  };
  const loc = doc.types.LOC;
  assert.ok(loc !== undefined);
  loc.status = "gone";
  const c = upgradeComparison(doc, "v1.json");
  if (c.kind !== "compared") return assert.fail("expected a comparison");
  assert.deepEqual(c.families.spans?.classes, {
    noun: "type",
    gone: [
      {
        name: "LOC",
        metric: "types.LOC.strict.f1",
        label: "strict F1",
        value: 0,
        support: loc.support.baseline,
      },
    ],
    new: [],
  });
});
