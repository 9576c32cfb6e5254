/**
 * The README's one workflow per task family is real: each `goldgate.yml` block, placed in a
 * workspace whose files sit at the block's paths (copied from the example and the shared
 * fixtures), runs through the built CLI and its terminal headline is that family's figure.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { goldgate, writeTree } from "./cli/built-cli.ts";
import { needsShared, REPO, SHARED_FIXTURES, SHARED_PRESENT } from "./shared-fixtures.ts";

const SECTION = "### One short workflow per task family";

/** The yaml blocks of the README's per-family section, in order. */
function familyBlocks(): string[] {
  const readme = readFileSync(join(REPO, "README.md"), "utf8");
  const start = readme.indexOf(SECTION);
  assert.ok(start >= 0, `README lost its section ${SECTION}`);
  const end = readme.indexOf("\n## ", start + SECTION.length);
  const section = readme.slice(start, end === -1 ? undefined : end);
  return [...section.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1] ?? "");
}

const read = (...path: string[]): string => readFileSync(join(...path), "utf8");
const fixture = (...path: string[]): string =>
  SHARED_PRESENT ? read(SHARED_FIXTURES, ...path) : "";
const EVENTS = ["peers", "evmeval", "medium_mixed"];
const LABELS = ["agreement", "classification_gold_system"];

/** What each README path holds in the test workspace. */
const FILES: Readonly<Record<string, string>> = {
  "eval/gold.conll": read(REPO, "examples", "ner", "gold.conll"),
  "out/system.conll": read(REPO, "examples", "ner", "system.conll"),
  "eval/gold.tbf": fixture(...EVENTS, "gold_char.tbf"),
  "out/system.tbf": fixture(...EVENTS, "system_char.tbf"),
  "eval/gold.tsv": fixture(...LABELS, "gold.tsv"),
  "out/labels.tsv": fixture(...LABELS, "system.tsv"),
  "annotation/judgements.tsv": fixture("agreement", "four_coders_nominal", "labels.tsv"),
  "ann/a.conll": read(REPO, "examples", "ner", "gold.conll"),
  "ann/b.conll": read(REPO, "examples", "ner", "system.conll"),
  "ann/c.conll": read(REPO, "examples", "ner", "gold.conll"),
};

/** The headline each family's run must lead with, in README order. */
const HEADLINES = [
  /^Overall strict F1 \d+\.\d\d on 6 documents/,
  /^Event mention plain micro F1 \d+\.\d\d on 18 documents/,
  /^Macro F1 \d+\.\d\d on 60 items/,
  /^Krippendorff's α -?\d\.\d{4} on 30 items by 4 coders/,
  /^Mean strict F1 over pairs \d+\.\d\d of 3 annotation sets \(3 pairs\)/,
];

test(
  "README: one goldgate.yml per family (spans, events, labels, agreement, span agreement), each runs",
  needsShared("the README's events, labels and agreement examples"),
  () => {
    const blocks = familyBlocks();
    assert.equal(blocks.length, HEADLINES.length, "one block per family");
    blocks.forEach((yaml, k) => {
      const dir = writeTree({ ...FILES, "goldgate.yml": `${yaml}baseline: { source: none }\n` });
      const r = goldgate(["run", "--config", join(dir, "goldgate.yml"), "--resamples", "200"], dir);
      assert.equal(r.code, 0, `block ${k + 1}:\n${yaml}\n${r.stderr}`);
      const lines = r.stdout.split("\n");
      const headline = lines[lines.indexOf("") + 1] ?? "";
      assert.match(headline, HEADLINES[k] as RegExp, `block ${k + 1}`);
    });
  },
);
