/**
 * Event "newly broken / fixed" is per gold mention, through the built CLI: two tbf scores files
 * written by `goldgate score`, compared by `goldgate compare --json`. Hand-built case: the
 * baseline system is exact on every mention; the current one drops G2 and gets G3's realis wrong,
 * so exactly those two mentions are newly broken (and newly fixed with the sides swapped), while
 * the per-document list only says that document d1 got worse.
 */
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

const GOLD = [
  "#BeginOfDocument d1",
  "gold\td1\tG1\t0,5\tstorm\tDisaster\tActual\t1",
  "gold\td1\tG2\t10,16\tattack\tConflict\tActual\t1",
  "gold\td1\tG3\t20,25\tmeets\tContact\tOther\t1",
  "#EndOfDocument",
  "#BeginOfDocument d2",
  "gold\td2\tG1\t0,4\twent\tMovement\tActual\t1",
  "#EndOfDocument",
  "",
].join("\n");

/** The gold as an exact system output. */
const EXACT = GOLD.replaceAll("gold\t", "system\t").replaceAll(/\tG(\d)\t/g, "\tS$1\t");
/** Without S2, and S3's realis wrong. */
const WORSE = EXACT.split("\n")
  .filter((l) => !l.includes("\tS2\t"))
  .join("\n")
  .replace("meets\tContact\tOther", "meets\tContact\tActual");

interface Part {
  readonly unit: string;
  readonly id: string;
  readonly baseline: { readonly score: number };
  readonly current: { readonly score: number };
}
interface Parts {
  readonly part: string;
  readonly available: boolean;
  readonly newlyBroken: readonly Part[];
  readonly newlyFixed: readonly Part[];
}

function compareParts(dir: string, current: string, baseline: string): Parts {
  for (const [file, out] of [
    [current, "c.json"],
    [baseline, "b.json"],
  ]) {
    const r = goldgate(
      [
        "score",
        "--format",
        "tbf",
        "--gold",
        "gold.tbf",
        "--system",
        file as string,
        "--out",
        out as string,
      ],
      dir,
    );
    assert.equal(r.code, 0, r.stderr);
  }
  const r = goldgate(
    ["compare", "--current", "c.json", "--baseline", "b.json", "--resamples", "200", "--json"],
    dir,
  );
  assert.equal(r.code, 0, r.stderr);
  const c = JSON.parse(r.stdout) as { families: { events: { parts: Parts } } };
  return c.families.events.parts;
}

test("compare: event mentions newly broken and fixed, one row per gold mention", () => {
  const dir = writeTree({ "gold.tbf": GOLD, "exact.tbf": EXACT, "worse.tbf": WORSE });
  const down = compareParts(dir, "worse.tbf", "exact.tbf");
  assert.equal(down.part, "event mention");
  assert.equal(down.available, true);
  assert.deepEqual(
    down.newlyBroken.map((p) => [p.unit, p.id, p.baseline.score, p.current.score]),
    [
      ["d1", "10–16 Conflict", 1, 0],
      ["d1", "20–25 Contact", 1, 0],
    ],
  );
  assert.deepEqual(down.newlyFixed, []);
  const up = compareParts(dir, "exact.tbf", "worse.tbf");
  assert.deepEqual(
    up.newlyFixed.map((p) => p.id),
    ["10–16 Conflict", "20–25 Contact"],
  );
  assert.deepEqual(up.newlyBroken, []);
  const md = goldgate(
    [
      "compare",
      "--current",
      join(dir, "c.json"),
      "--baseline",
      join(dir, "b.json"),
      "--resamples",
      "200",
    ],
    dir,
  );
  assert.equal(md.code, 0, md.stderr);
});

test("compare: a baseline recorded without mention outcomes says per-mention changes are unavailable", () => {
  const dir = writeTree({ "gold.tbf": GOLD, "exact.tbf": EXACT, "worse.tbf": WORSE });
  compareParts(dir, "worse.tbf", "exact.tbf");
  const b = JSON.parse(readFileSync(join(dir, "b.json"), "utf8")) as {
    events: { documents: Record<string, unknown>[] };
  };
  for (const d of b.events.documents) delete d.mentions;
  writeFileSync(join(dir, "old.json"), JSON.stringify(b));
  const args = ["compare", "--current", "c.json", "--baseline", "old.json", "--resamples", "200"];
  const r = goldgate([...args, "--json"], dir);
  assert.equal(r.code, 0, r.stderr);
  const parts = (
    JSON.parse(r.stdout) as { families: { events: { parts: Parts & { reason: string } } } }
  ).families.events.parts;
  assert.equal(parts.available, false);
  assert.match(parts.reason, /2 paired unit\(s\) have no per-event mention outcomes/);
  assert.deepEqual(parts.newlyBroken, []);
});
