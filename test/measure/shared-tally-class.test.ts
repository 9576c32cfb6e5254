import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { pathToFileURL } from "node:url";
import { nodesOnPath } from "../nodes-on-path.ts";

// Shared per-document tallies are read in every hot loop that walks document rows (scoring,
// the paired matrix, the baseline's tally lines). Copied with a spread, they had a hidden class
// each on Node 20 (17 classes among 21 shared tallies of this corpus; 2,880 on the bench's 1M
// tokens) and every read of them went megamorphic. This counts their classes with V8's
// `%HaveSameMap`, in a child Node run with `--allow-natives-syntax`, on every Node on PATH.

const REPO = join(import.meta.dirname, "..", "..");
const src = (path: string) => pathToFileURL(join(REPO, "src", path)).href;

const CHILD = `
import { addPair, emptyCorpusTally } from ${JSON.stringify(src("measure/tally-corpus.ts"))};
import { alignSpans } from ${JSON.stringify(src("align/align-spans.ts"))};
const total = emptyCorpusTally();
let seed = 7;
const rnd = (n) => { seed = (seed * 1103515245 + 12345) >>> 0; return seed % n; };
const types = ["PER", "LOC", "ORG", "MISC"];
const spans = (k) => Array.from({ length: k }, () => {
  const start = rnd(200);
  return { type: types[rnd(4)], start, end: start + 1 + rnd(3) };
});
for (let d = 1; d <= 3000; d++) {
  const side = (annotations) => ({ id: "doc-" + d, unit: "token", annotations });
  const gold = spans(rnd(12));
  const system = [...gold.filter(() => rnd(3) > 0), ...spans(rnd(4))];
  addPair(total, { id: "doc-" + d, gold: side(gold), system: side(system) }, alignSpans);
}
const shared = [...total.sharedTallies.values()].flat();
const classes = shared.filter((t, k) => shared.findIndex((u) => %HaveSameMap(u, t)) === k);
console.log(JSON.stringify({ shared: shared.length, classes: classes.length }));
`;

test("shared tallies have one hidden class on every Node on PATH", () => {
  const dir = mkdtempSync(join(tmpdir(), "goldgate-classes-"));
  const script = join(dir, "child.mjs");
  writeFileSync(script, CHILD);
  for (const node of nodesOnPath()) {
    const r = spawnSync(node, ["--allow-natives-syntax", "--import", "tsx", script], {
      cwd: REPO,
      encoding: "utf8",
    });
    assert.equal(r.status, 0, `${node}: ${r.stderr}`);
    const { shared, classes } = JSON.parse(r.stdout) as { shared: number; classes: number };
    assert.ok(shared > 10, `${node}: only ${shared} shared tallies`);
    assert.equal(classes, 1, `${node}: ${classes} hidden classes among ${shared} shared tallies`);
  }
});
