/**
 * Without a baseline, a failed `min` rule on a span type lists that type's errors in the comment
 * (GATE's verbose Corpus Benchmark mode), judged by the rule's own scheme. Witness: the rows listed
 * with a gold ORG are the ORG gold annotations the scores count wrong (possible − correct), and the
 * rows with a system ORG the wrong system ones (actual − correct), as the scores JSON says.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { REPO } from "../shared-fixtures.ts";
import { goldgate, writeTree } from "./built-cli.ts";

const CONFIG = `inputs:
  format: conll
  gold: gold.conll
  system: system.conll
baseline:
  source: none
gate:
  rules:
    - metric: types.ORG.strict.f1
      min: 0.9
    - metric: types.LOC.lenient.f1
      min: 0.99
    - metric: types.PER.strict.f1
      min: 0.1
`;

interface Counts {
  readonly correct: number;
  readonly possible: number;
  readonly actual: number;
}

/** The table rows of the collapsed section whose summary starts with `title`. */
function sectionRows(md: string, title: string): string[][] {
  const at = md.indexOf(`<summary>${title}`);
  assert.ok(at >= 0, `${title} listed`);
  const body = md.slice(at, md.indexOf("</details>", at));
  return body
    .split("\n")
    .filter((l) => l.startsWith("| doc"))
    .map((l) => l.split(" | ").map((c) => c.replace(/^\| /, "").replace(/ \|$/, "")));
}

test("no baseline: a failed min rule on a type lists that type's errors under the rule's scheme", () => {
  const example = (f: string) => readFileSync(join(REPO, "examples", "ner", f), "utf8");
  const dir = writeTree({
    "gold.conll": example("gold.conll"),
    "system.conll": example("system.conll"),
    "goldgate.yml": CONFIG,
  });
  const json = goldgate(["score", "--config", "goldgate.yml", "--json"], dir);
  const types = (JSON.parse(json.stdout) as { types: Record<string, Record<string, Counts>> })
    .types;
  const r = goldgate(["run", "--config", "goldgate.yml", "--markdown", "r.md"], dir);
  assert.equal(r.code, 1, r.stderr);
  const md = readFileSync(join(dir, "r.md"), "utf8");

  const org = types.ORG?.strict;
  assert.ok(org !== undefined);
  const rows = sectionRows(md, "ORG errors (strict): ");
  const goldOrg = rows.filter((c) => c[1]?.startsWith("ORG ")).length;
  const systemOrg = rows.filter((c) => c[2]?.startsWith("ORG ")).length;
  assert.equal(goldOrg, org.possible - org.correct);
  assert.equal(systemOrg, org.actual - org.correct);
  assert.ok(rows.every((c) => c[3] !== "match"));

  // Lenient counts boundary errors as correct: only type clashes and spurious rows are LOC's errors.
  const loc = sectionRows(md, "LOC errors (lenient): ");
  assert.ok(loc.length > 0);
  assert.ok(
    loc.every((c) => ["tagclash", "spurious", "missing"].includes(c[3] ?? "")),
    `${loc}`,
  );
  // A rule that passed lists nothing.
  assert.equal(md.includes("PER errors"), false);
});
