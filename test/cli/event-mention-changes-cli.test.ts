/**
 * Event "newly broken / fixed" is per gold mention, through the built CLI: two tbf scores files
 * written by `goldgate score`, compared by `goldgate compare --json`. Hand-built case: the
 * baseline system is exact on every mention; the current one drops G2 and gets G3's realis wrong.
 * A mention is right by its span, as the headline (plain F1) counts it, so exactly G2 is newly
 * broken (and newly fixed with the sides swapped); G3's realis is not the headline's business.
 * Then a mention lost and another gained, both with a wrong realis, are both listed by their words.
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
  readonly label?: string;
  readonly baseline: { readonly score: number };
  readonly current: { readonly score: number };
}
interface Parts {
  readonly part: string;
  readonly basis: string;
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
    [["d1", "10–16 Conflict", 1, 0]],
  );
  assert.match(down.basis, /exact span, as the headline's plain F1/);
  assert.deepEqual(down.newlyFixed, []);
  const up = compareParts(dir, "exact.tbf", "worse.tbf");
  assert.deepEqual(
    up.newlyFixed.map((p) => p.label),
    ["10–16 “attack” Conflict"],
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

test("run: a lost mention and a gained one are listed by span, with their words, though realis was wrong on both", () => {
  const gold = [
    "#BeginOfDocument d1",
    "gold\td1\tG1\t0,6\tmurder\tDie\tActual\t1",
    "gold\td1\tG2\t20,28\treleased\tRelease\tActual\t1",
    "#EndOfDocument",
    "",
  ].join("\n");
  const before = gold
    .replace("gold\td1\tG1\t0,6\tmurder\tDie\tActual", "sys\td1\tS1\t0,6\tmurder\tDie\tGeneric")
    .replace(/^gold\td1\tG2.*\n/m, "");
  const after = gold
    .replace(/^gold\td1\tG1.*\n/m, "")
    .replace(
      "gold\td1\tG2\t20,28\treleased\tRelease\tActual",
      "sys\td1\tS2\t20,28\treleased\tRelease\tOther",
    );
  const dir = writeTree({ "gold.tbf": gold, "before.tbf": before, "after.tbf": after });
  const parts = compareParts(dir, "after.tbf", "before.tbf");
  assert.deepEqual(
    parts.newlyBroken.map((p) => [p.unit, p.label, p.baseline.score, p.current.score]),
    [["d1", "0–6 “murder” Die", 1, 0]],
  );
  assert.deepEqual(
    parts.newlyFixed.map((p) => [p.unit, p.label, p.baseline.score, p.current.score]),
    [["d1", "20–28 “released” Release", 0, 1]],
  );
  const flags = ["--format", "tbf", "--gold", "gold.tbf", "--resamples", "200"];
  const r = goldgate(
    [
      "run",
      ...flags,
      "--system",
      "after.tbf",
      "--baseline",
      "b.json",
      "--markdown",
      "r.md",
      "--html",
      "r.html",
    ],
    dir,
  );
  assert.ok(r.code === 0 || r.code === 1, r.stderr);
  for (const file of ["r.md", "r.html"]) {
    const text = readFileSync(join(dir, file), "utf8");
    for (const shown of [
      /counts as right by its exact span, as the headline(?:'|&#39;)s plain F1/,
      /0–6 “murder” Die/,
      /20–28 “released” Release/,
    ])
      assert.ok(shown.test(text), `${file}: ${shown}`);
  }
});
