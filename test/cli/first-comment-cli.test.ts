/**
 * The first PR's comment (no baseline anywhere) says each thing once: where the baseline was
 * sought (in the no-baseline warning, not again as notes), the rules left unchecked (one line),
 * and each bad tag of the data issues (one line with its count, not a warning and a summary).
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { REPO } from "../shared-fixtures.ts";
import { goldgate, writeTree } from "./built-cli.ts";

const count = (text: string, part: string): number => text.split(part).length - 1;

test("first-PR comment: baseline sources, unchecked rules and each bad tag appear once", () => {
  const system = readFileSync(join(REPO, "examples", "ner", "system.conll"), "utf8")
    .replace(/^officials O$/m, "officials Z-ORG")
    .replace(/^talks O$/m, "talks Z-ORG")
    .replace(/^in O$/m, "in Z-ORG");
  const dir = writeTree({
    "gold.conll": readFileSync(join(REPO, "examples", "ner", "gold.conll"), "utf8"),
    "system.conll": system,
    // The bundled example's two drop rules: neither can be checked without a baseline.
    "goldgate.yml": readFileSync(join(REPO, "goldgate.yml"), "utf8")
      .replace("examples/ner/gold.conll", "gold.conll")
      .replace("examples/ner/system.conll", "system.conll")
      .replace("source: path", "source: auto")
      .replace(/^ {2}path: .*$/m, ""),
  });
  const flags = ["--config", "goldgate.yml"];
  const json = goldgate(["run", ...flags, "--json"], dir);
  assert.equal(json.code, 0, json.stderr);
  const result = JSON.parse(json.stdout) as {
    comparison: { kind: string; baseline: { notes: string[] } };
    verdict: { skipped: string[] };
    scores: { issues: { message: string }[] };
  };
  assert.equal(result.comparison.kind, "no-baseline");
  assert.ok(result.comparison.baseline.notes.length >= 3);
  assert.equal(result.verdict.skipped.length, 2);
  const r = goldgate(["run", ...flags, "--markdown", "r.md"], dir);
  assert.equal(r.code, 0, r.stderr);
  // The terminal too: where the baseline was sought, once (in the warning).
  for (const note of result.comparison.baseline.notes)
    assert.equal(count(r.stdout, `${note.split(":")[0] ?? note}:`), 1, `terminal: ${note}`);
  const md = readFileSync(join(dir, "r.md"), "utf8");
  // The first run checked nothing: the one warning says so and lists where the baseline was sought.
  assert.equal(
    count(md, "Nothing was checked: no baseline and no absolute rule (none found: "),
    1,
    md,
  );
  for (const note of result.comparison.baseline.notes) {
    const shown = note.split(":")[0] ?? note;
    assert.equal(count(md, `${shown}:`), 1, `${note} once`);
  }
  assert.equal(count(md, "ℹ️"), 1);
  for (const skipped of result.verdict.skipped)
    assert.equal(count(md.replaceAll("\\", ""), skipped), 1, skipped);
  const tagIssues = result.scores.issues.filter((i) => i.message.includes("'Z-ORG'"));
  assert.equal(tagIssues.length, 1);
  assert.match(tagIssues[0]?.message ?? "", /3 times in all \(3 tags; the first here\)/);
  assert.equal(count(md, "'Z-ORG'"), 1);
});
