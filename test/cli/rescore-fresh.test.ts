import assert from "node:assert/strict";
import { appendFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { git } from "../baseline/git-repo.ts";
import { goldgate, writeTree } from "./built-cli.ts";

// A gold set that gained items since the release: the labels stored at the tag were made for the
// old gold, so re-scoring them on the current one would count the new items as wrong on the
// baseline side (accuracy 75% would read 60%, and a +20-point delta would be 15 points of that).
// Not re-scored, then, and said why; a gold edited in place is still re-scored.
test("labels re-scored at the tag only when the gold gained no items the stored output was not made for", () => {
  const dir = writeTree({
    "gold.csv": "item,label\na,x\nb,y\nc,x\nd,y\ne,x\nf,y\ng,x\nh,y\n",
    "system.csv": "item,label\na,x\nb,y\nc,x\nd,x\ne,x\nf,y\ng,y\nh,y\n",
  });
  git(dir, "init", "-q");
  git(dir, "add", ".");
  git(dir, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "v1");
  git(dir, "tag", "v1.0.0");
  const head = git(dir, "rev-parse", "HEAD");
  const args = ["--format", "labels", "--gold", "gold.csv", "--system", "system.csv"];
  const recorded = goldgate(
    ["record", ...args, "--out", "b.json", "--tag", "v1.0.0", "--commit", head],
    dir,
  );
  assert.equal(recorded.code, 0, recorded.stderr);
  appendFileSync(join(dir, "gold.csv"), "i,x\nj,y\n");
  appendFileSync(join(dir, "system.csv"), "i,x\nj,y\n");
  const run = goldgate(["run", ...args, "--baseline", "b.json", "--json"], dir);
  const { comparison } = JSON.parse(run.stdout);
  assert.equal(comparison.baseline.gold.action, "warned");
  assert.match(
    comparison.baseline.notes.join("\n"),
    /could not be re-scored \(the gold gained 2 items since v1\.0\.0 \('i', 'j'\), which the output stored there was not made for: re-scored, whatever it lacks for them would count as wrong\)/,
  );
  // The baseline side is the recorded one, on its own 8 items: 6 of 8 right.
  assert.equal(comparison.families.labels.metrics.labels.accuracy.baseline, 0.75);
  // A gold edited in place (d is x after all): re-scored at the tag, a fair comparison.
  writeFileSync(join(dir, "gold.csv"), "item,label\na,x\nb,y\nc,x\nd,x\ne,x\nf,y\ng,x\nh,y\n");
  const inPlace = goldgate(["run", ...args, "--baseline", "b.json", "--json"], dir);
  assert.equal(JSON.parse(inPlace.stdout).comparison.baseline.gold.action, "rescored");
});

// The same with no scores file at the tag (`tag-rescore`): the output there is first scored on
// the gold of the tag, as a file recorded there would have been. Scored on the current gold
// straight away, the two new items would count as wrong on the baseline side, unseen.
test("labels at a tag without a scores file: scored on the tag's gold, so the items gained since are seen", () => {
  const dir = writeTree({
    "gold.csv": "item,label\na,x\nb,y\nc,x\nd,y\ne,x\nf,y\ng,x\nh,y\n",
    "system.csv": "item,label\na,x\nb,y\nc,x\nd,x\ne,x\nf,y\ng,y\nh,y\n",
  });
  const commit = (message: string) => {
    git(dir, "add", ".");
    git(dir, "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", message);
  };
  git(dir, "init", "-q");
  commit("v1");
  git(dir, "tag", "v1.0.0");
  appendFileSync(join(dir, "gold.csv"), "i,x\nj,y\n");
  appendFileSync(join(dir, "system.csv"), "i,x\nj,y\n");
  commit("two items more");
  const args = ["--format", "labels", "--gold", "gold.csv", "--system", "system.csv"];
  const run = goldgate(["run", ...args, "--json"], dir);
  const { comparison } = JSON.parse(run.stdout);
  assert.equal(comparison.baseline.source, "tag-rescore");
  assert.equal(comparison.baseline.gold.action, "warned");
  assert.match(
    comparison.baseline.notes.join("\n"),
    /could not be re-scored \(the gold gained 2 items since v1\.0\.0 \('i', 'j'\), which the output stored there was not made for/,
  );
  assert.equal(comparison.families.labels.metrics.labels.accuracy.baseline, 0.75);
  // A gold edited in place since the tag (d is x after all): re-scored on it, and said.
  writeFileSync(join(dir, "gold.csv"), "item,label\na,x\nb,y\nc,x\nd,x\ne,x\nf,y\ng,x\nh,y\n");
  writeFileSync(join(dir, "system.csv"), "item,label\na,x\nb,y\nc,x\nd,x\ne,x\nf,y\ng,y\nh,y\n");
  commit("d is x");
  const inPlace = JSON.parse(goldgate(["run", ...args, "--json"], dir).stdout).comparison;
  assert.equal(inPlace.baseline.gold.action, "rescored");
  assert.equal(inPlace.families.labels.metrics.labels.accuracy.baseline, 7 / 8);
});
