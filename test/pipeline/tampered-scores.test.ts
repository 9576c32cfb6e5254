import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import fc from "fast-check";
import { buildBaselineFile } from "../../src/baseline/baseline-file.ts";
import { loadConfig } from "../../src/config/load-config.ts";
import { DataError, UserError } from "../../src/errors.ts";
import { compareWithBaseline } from "../../src/pipeline/compare.ts";
import { mergeShards } from "../../src/pipeline/merge-shards.ts";
import { runGoldgate } from "../../src/pipeline/run.ts";
import { type RunSettings, resolveRunSettings } from "../../src/pipeline/run-settings.ts";
import { scoreTask, scoreTaskShard } from "../../src/pipeline/task.ts";
import type { FilePort } from "../../src/ports/files.ts";
import { createGitPort } from "../../src/ports/git.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { inMemoryReleases } from "../../src/ports/releases.ts";
import { renderJson } from "../../src/report/json.ts";
import { REPO } from "../shared-fixtures.ts";

// Issue 22: a scores file is verified before use. A property test tampers valid scores files of
// the example corpus (a row edited, a row removed, a total edited, a huge count, empty documents
// added with the counts to match) and every tampered file is refused — by `merge` (as a shard), by
// `compare` (as the current side and as the baseline) and by `run` (as the baseline).

type Json = Record<string, unknown>;

const config = loadConfig(join(REPO, "goldgate.yml"), nodeFiles);
const ctx = { configDir: REPO, cwd: REPO, workspace: REPO };
const SETTINGS = resolveRunSettings(config, { score: {}, baseline: {} }, ctx);
const json = (value: unknown): Json => JSON.parse(renderJson(value)) as Json;
const WHOLE = json(scoreTask(SETTINGS.task, nodeFiles, { details: false }).scores);
const SHARDS = [1, 2].map((index) =>
  json(scoreTaskShard(SETTINGS.task, nodeFiles, { index, count: 2 }).scores),
);

/** A FilePort that serves `extra` (path → text) and the real files for every other path. */
function withFiles(extra: Readonly<Record<string, string>>): FilePort {
  const read = (path: string) => extra[path] ?? nodeFiles.readText(path);
  return {
    ...nodeFiles,
    readText: read,
    readChunks: (path) => [read(path)],
    kind: (path) => (path in extra ? "file" : nodeFiles.kind(path)),
  };
}

const DEPS = {
  git: createGitPort(REPO),
  releases: inMemoryReleases([], { unavailable: "none in tests" }),
};

function runWithBaseline(text: string): Promise<unknown> {
  const settings: RunSettings = {
    ...SETTINGS,
    baseline: { ...SETTINGS.baseline, source: "path", path: "tampered-baseline.json" },
  };
  return runGoldgate(settings, {
    ...DEPS,
    files: withFiles({ "tampered-baseline.json": text }),
    progress: () => {},
  });
}

function compareFiles(current: string, baseline: string): Promise<unknown> {
  return compareWithBaseline(
    {
      current: { kind: "file", path: "current.json", detailsPath: null },
      baseline: { ...SETTINGS.baseline, source: "path", path: "baseline.json", resamples: 50 },
    },
    { ...DEPS, files: withFiles({ "current.json": current, "baseline.json": baseline }) },
  );
}

const baselineText = (scores: Json): string =>
  renderJson(buildBaselineFile(scores as never, null, { commit: null, tag: null }));

// ---- tampering -------------------------------------------------------------------------------

interface Tamper {
  readonly kind: string;
  readonly apply: (doc: Json) => void;
}

function rows(doc: Json): Json[] {
  return doc.documents as Json[];
}

/** Every numeric leaf below the sections a total lives in, as a path of keys. */
function totalPaths(doc: Json): string[][] {
  const out: string[][] = [];
  const walk = (value: unknown, path: string[]) => {
    if (typeof value === "number") out.push(path);
    else if (value !== null && typeof value === "object" && !Array.isArray(value))
      for (const [k, v] of Object.entries(value)) walk(v, [...path, k]);
  };
  for (const section of ["overall", "types", "macro", "clash"]) walk(doc[section], [section]);
  for (const side of ["gold", "system"])
    walk((doc.inputs as Json)[side], ["inputs", side, "annotations"].slice(0, 2));
  return out.filter(
    (p) => p[0] !== "inputs" || p[2] === "annotations" || (p[1] === "gold" && p[2] === "documents"),
  );
}

function setAt(doc: Json, path: readonly string[], change: (x: number) => number): void {
  let node = doc;
  for (const k of path.slice(0, -1)) node = node[k] as Json;
  const last = path[path.length - 1] as string;
  node[last] = change(node[last] as number);
}

/** Names of the counts of a tally (clash categories) in a row. */
function tallyPaths(doc: Json): string[][] {
  return rows(doc).flatMap((row, k) => {
    const at = (tally: Json, prefix: string[]) => Object.keys(tally).map((c) => [...prefix, c]);
    return [
      ...at(row.clash as Json, ["documents", String(k), "clash"]),
      ...Object.entries(row.types as Json).flatMap(([t, tally]) =>
        at(tally as Json, ["documents", String(k), "types", t]),
      ),
    ];
  });
}

const HUGE = [2 ** 53, 2 ** 60, 1e308];

function tamper(doc: Json): fc.Arbitrary<Tamper> {
  const counts = tallyPaths(doc);
  const totals = totalPaths(doc);
  const n = rows(doc).length;
  const delta = fc.integer({ min: -3, max: 3 }).filter((d) => d !== 0);
  return fc.oneof(
    fc.record({ p: fc.constantFrom(...counts), d: delta }).map(({ p, d }) => ({
      kind: `row edit ${p.join(".")} ${d > 0 ? "+" : ""}${d}`,
      apply: (x: Json) => setAt(x, p, (v) => v + d),
    })),
    fc.nat(n - 1).map((k) => ({
      kind: `row ${k} removed`,
      apply: (x: Json) => void rows(x).splice(k, 1),
    })),
    fc.record({ p: fc.constantFrom(...totals), d: delta }).map(({ p, d }) => ({
      kind: `total edit ${p.join(".")} ${d}`,
      apply: (x: Json) =>
        setAt(x, p, (v) =>
          Number.isInteger(v) ? v + d : v + d / 100 > 1 ? v - 0.01 : v + d / 100,
        ),
    })),
    fc.record({ p: fc.constantFrom(...counts), h: fc.constantFrom(...HUGE) }).map(({ p, h }) => ({
      kind: `huge count ${p.join(".")} = ${h}`,
      apply: (x: Json) => setAt(x, p, () => h),
    })),
    fc.integer({ min: 1, max: 2000 }).map((extra) => ({
      kind: `${extra} empty documents added, counts to match`,
      apply: (x: Json) => {
        const clash = Object.fromEntries(Object.keys(rows(x)[0]?.clash as Json).map((c) => [c, 0]));
        for (let k = 0; k < extra; k++)
          rows(x).push({
            clash,
            gold: 0,
            id: `zz-${String(k).padStart(5, "0")}`,
            system: 0,
            types: {},
          });
        for (const side of ["gold", "system"])
          setAt(x, ["inputs", side, "documents"], (v) => v + extra);
      },
    })),
  );
}

function tampered(doc: Json, t: Tamper): Json {
  const copy = structuredClone(doc);
  t.apply(copy);
  return copy;
}

/** Refused with exit code 2 (a DataError or UserError) naming the file. */
async function refused(attempt: () => unknown, file: string, t: Tamper): Promise<void> {
  await assert.rejects(
    async () => attempt(),
    (error: unknown) => {
      assert.ok(
        error instanceof DataError || error instanceof UserError,
        `${t.kind}: ${String(error)}`,
      );
      assert.ok(error.message.includes(file), `${t.kind}: ${error.message}`);
      return true;
    },
    t.kind,
  );
}

test("the untampered files are used: merge, compare and run accept them (the control)", async () => {
  const [a, b] = SHARDS as [Json, Json];
  assert.equal(
    renderJson(mergeShards([a, b].map((d, k) => ({ origin: `s${k}`, text: renderJson(d) })))),
    renderJson(WHOLE),
  );
  await compareFiles(renderJson(WHOLE), baselineText(WHOLE));
  await runWithBaseline(baselineText(WHOLE));
});

test("property: a tampered shard is refused by merge, naming it", async () => {
  const [first, second] = SHARDS as [Json, Json];
  await fc.assert(
    fc.asyncProperty(tamper(first), async (t) => {
      const files = [
        { origin: "shard-1.json", text: renderJson(tampered(first, t)) },
        { origin: "shard-2.json", text: renderJson(second) },
      ];
      await refused(() => mergeShards(files), "shard-1.json", t);
    }),
    { seed: 77140, numRuns: 150 },
  );
});

test("property: a tampered scores file is refused by compare (as --current and as --baseline)", async () => {
  const valid = renderJson(WHOLE);
  await fc.assert(
    fc.asyncProperty(tamper(WHOLE), async (t) => {
      const bad = tampered(WHOLE, t);
      await refused(() => compareFiles(renderJson(bad), baselineText(WHOLE)), "current.json", t);
      await refused(() => compareFiles(valid, baselineText(bad)), "baseline.json", t);
    }),
    { seed: 468162, numRuns: 100 },
  );
});

test("property: a tampered baseline file (goldgate/baseline@2) is refused by run", async () => {
  await fc.assert(
    fc.asyncProperty(tamper(WHOLE), async (t) => {
      const bad = baselineText(tampered(WHOLE, t));
      await refused(() => runWithBaseline(bad), "tampered-baseline.json", t);
    }),
    { seed: 476152, numRuns: 100 },
  );
});

test("a file of another Goldgate version is held to its rows' counts and sums, not to this version's figures", async () => {
  const older = (change: (doc: Json) => void): string => {
    const doc = structuredClone(WHOLE);
    (doc.tool as Json).version = "0.0.1";
    change(doc);
    return baselineText(doc);
  };
  // Another version may derive a figure differently: a rate it states is not re-derived here.
  const strict = () => ((WHOLE.overall as Json).strict as Json).f1 as number;
  await compareFiles(
    renderJson(WHOLE),
    older((doc) => {
      ((doc.overall as Json).strict as Json).f1 = strict() - 0.01;
    }),
  );
  const cut: Tamper = { kind: "row 0 removed", apply: (doc) => void rows(doc).splice(0, 1) };
  await refused(() => compareFiles(renderJson(WHOLE), older(cut.apply)), "baseline.json", cut);
  const edit: Tamper = {
    kind: "row 0 clash edited",
    apply: (doc) => setAt(doc, ["documents", "0", "clash", "match"], (v) => v + 1),
  };
  await refused(() => compareFiles(renderJson(WHOLE), older(edit.apply)), "baseline.json", edit);
});

test("rows out of id order are refused by merge and compare, naming the row", async () => {
  const swap: Tamper = {
    kind: "rows 0 and 1 swapped",
    apply: (doc) => {
      const list = rows(doc);
      const [a, b] = list.splice(0, 2);
      if (a !== undefined && b !== undefined) list.unshift(b, a);
    },
  };
  const [first, second] = SHARDS as [Json, Json];
  assert.ok(rows(first).length >= 2, "the shard has two rows to swap");
  const files = [
    { origin: "shard-1.json", text: renderJson(tampered(first, swap)) },
    { origin: "shard-2.json", text: renderJson(second) },
  ];
  assert.throws(
    () => mergeShards(files),
    /shard-1\.json: documents\[1\]\.id: expected an id after/,
  );
  await refused(
    () => compareFiles(renderJson(WHOLE), baselineText(tampered(WHOLE, swap))),
    "baseline.json",
    swap,
  );
});

test("a shard's row tally that is not a count is refused by merge, naming its path and value", () => {
  const [first, second] = SHARDS as [Json, Json];
  const row = rows(first)[1] as Json;
  const type = Object.keys(row.types as Json)[0] ?? "";
  const cases: [readonly string[], unknown, RegExp][] = [
    [
      ["types", type, "missing"],
      "x",
      new RegExp(`documents\\[1\\]\\.types\\.${type}\\.missing: expected a count, got x`),
    ],
    [["clash", "spurious"], 1.5, /documents\[1\]\.clash\.spurious: expected a count, got 1\.5/],
  ];
  for (const [path, value, message] of cases) {
    const doc = json(first);
    let node = rows(doc)[1] as Json;
    for (const k of path.slice(0, -1)) node = node[k] as Json;
    node[path.at(-1) ?? ""] = value;
    const files = [
      { origin: "shard-1.json", text: renderJson(doc) },
      { origin: "shard-2.json", text: renderJson(second) },
    ];
    assert.throws(
      () => mergeShards(files),
      (e: unknown) => {
        assert.ok(e instanceof DataError, String(e));
        assert.match(e.message, /shard-1\.json/);
        assert.match(e.message, message);
        return true;
      },
    );
  }
});

test("a type the rows do not give is refused as the baseline of run and compare, naming its path", async () => {
  const forged = structuredClone(WHOLE);
  const types = forged.types as Json;
  types.FAKE = structuredClone(types.LOC);
  const expected = (file: string) =>
    new RegExp(
      `${file}: types\\.FAKE: expected only the keys its rows give under types \\(DATE, LOC, MISC, ORG, PER\\), found `,
    );
  await assert.rejects(
    () => runWithBaseline(baselineText(forged)),
    expected("tampered-baseline\\.json"),
  );
  await assert.rejects(
    () => compareFiles(renderJson(WHOLE), baselineText(forged)),
    expected("baseline\\.json"),
  );
  await assert.rejects(
    () => compareFiles(renderJson(forged), baselineText(WHOLE)),
    expected("current\\.json"),
  );
});
