/**
 * Every per-document figure a run prints — terminal, PR comment, HTML report, run JSON — is the
 * scores JSON's own (`events.documents[].plain.f1`; span documents' F1 from their counts), through
 * the built CLI. The event case is the TAC KBP 2015 specification's worked example (document d:
 * TP 2.40, FP 1, F1 64.86) against a baseline without the extra Transfer mention (FP 0, F1 75.00),
 * under each event profile; the span case is the bundled example with a baseline written by
 * `goldgate record`, whose per-document rows are stored compactly.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { points, signedPoints } from "../../src/gate/describe-check.ts";
import { REPO } from "../shared-fixtures.ts";
import { goldgate, writeTree } from "./built-cli.ts";

const block = (side: string, id: string, lines: readonly string[]): string =>
  [`#BeginOfDocument ${id}`, ...lines.map((l) => `${side}\t${id}\t${l}`), "#EndOfDocument"].join(
    "\n",
  );

/** The worked example (d) and a document every side gets right (e). */
const GOLD = [
  block("gold", "d", [
    "G1\t0,1\ta\tAttack\tActual\t1",
    "G2\t2,3\tb\tDie\tActual\t1",
    "G3\t4,8\tcdef\tTransfer\tOther\t1",
    "G4\t10,11\tg\tMeet\tActual\t1",
  ]),
  block("gold", "e", ["G1\t0,4\twent\tMovement\tActual\t1"]),
  "",
].join("\n");
const SYSTEM = [
  block("sys", "d", [
    "S1\t0,1\ta\tAttack\tActual\t1",
    "S2\t2,3\tb\tDie\tActual\t1",
    "S3\t5,6\td\tTransfer\tOther\t1",
    "S4\t6,7\te\tTransfer\tOther\t1",
  ]),
  block("sys", "e", ["S1\t0,4\twent\tMovement\tActual\t1"]),
  "",
].join("\n");
const BASELINE = SYSTEM.split("\n")
  .filter((l) => !l.includes("\tS4\t"))
  .join("\n");

interface EventDoc {
  readonly id: string;
  readonly plain: { readonly f1: number | null; readonly gold: number; readonly system: number };
}

function eventDocs(path: string): Map<string, EventDoc> {
  const s = JSON.parse(readFileSync(path, "utf8")) as { events: { documents: EventDoc[] } };
  return new Map(s.events.documents.map((d) => [d.id, d]));
}

const shown = (f1: number | null): string => (f1 === null ? "–" : points(f1));

/** The cells of the HTML per-document table row of `id` in the section titled `title`. */
function htmlUnitRow(html: string, title: string, id: string): string[] {
  const at = html.indexOf(`<h3>${title}: one row per document</h3>`);
  assert.ok(at >= 0, `${title} document table`);
  const table = html.slice(at, html.indexOf("</table>", at));
  const row = table.match(new RegExp(`<tr><td>${id}</td>(.*?)</tr>`))?.[1];
  assert.ok(row !== undefined, `row ${id}`);
  return [...row.matchAll(/<td[^>]*>(.*?)<\/td>/g)].map((m) => m[1] ?? "");
}

for (const compat of ["default", "evmeval", "tac-kbp-2015"] as const) {
  test(`${compat}: every output's per-document event figure is the scores JSON's`, () => {
    const dir = writeTree({ "gold.tbf": GOLD, "sys.tbf": SYSTEM, "base.tbf": BASELINE });
    const flags = ["--format", "tbf", "--compat", compat, "--gold", "gold.tbf"];
    for (const [system, out] of [
      ["base.tbf", "base.json"],
      ["sys.tbf", "cur.json"],
    ] as const) {
      const r = goldgate(["score", ...flags, "--system", system, "--out", out], dir);
      assert.equal(r.code, 0, r.stderr);
    }
    const run = goldgate(
      [
        "run",
        ...flags,
        "--system",
        "sys.tbf",
        "--baseline",
        "base.json",
        "--resamples",
        "200",
        "--html",
        "r.html",
        "--markdown",
        "r.md",
        "--out",
        "run.json",
      ],
      dir,
    );
    assert.ok(run.code === 0 || run.code === 1, run.stderr);
    const then = eventDocs(join(dir, "base.json")).get("d");
    const now = eventDocs(join(dir, "cur.json")).get("d");
    assert.ok(then !== undefined && now !== undefined);
    if (compat === "tac-kbp-2015") {
      // The specification's figures (docs/events.md): 0.6486 now, 0.75 before.
      assert.equal(now.plain.f1?.toFixed(4), "0.6486");
      assert.equal(then.plain.f1?.toFixed(4), "0.7500");
    }
    const expected = [shown(then.plain.f1), shown(now.plain.f1)];

    // PR comment and terminal: every "plain F1 x" of document d, baseline then now.
    const md = readFileSync(join(dir, "r.md"), "utf8");
    const mdRow = md.split("\n").find((l) => l.startsWith("| d |"));
    assert.ok(mdRow !== undefined, md);
    assert.deepEqual(
      [...mdRow.matchAll(/plain F1 (\d+\.\d|–)/g)].map((m) => m[1]),
      expected,
    );
    for (const m of run.stdout.matchAll(/plain F1 (\d+\.\d|–)/g))
      assert.ok(expected.includes(m[1] ?? ""));

    // HTML: gold, system, score, baseline, Δ and the detail's figure.
    const html = readFileSync(join(dir, "r.html"), "utf8");
    const [gold, system, score, baseline, delta, detail] = htmlUnitRow(html, "Event mentions", "d");
    assert.deepEqual([gold, system], [String(now.plain.gold), String(now.plain.system)]);
    assert.deepEqual([baseline, score], expected);
    assert.equal(delta, signedPoints((now.plain.f1 ?? 0) - (then.plain.f1 ?? 0)));
    assert.equal(detail?.match(/plain F1 (\d+\.\d|–)/)?.[1], expected[1]);
    const changes = html.slice(html.indexOf("<h3>Event mentions: newly broken and fixed"));
    for (const m of changes.matchAll(/plain F1 (\d+\.\d|–)/g))
      assert.ok(expected.includes(m[1] ?? ""));

    // Run JSON: the comparison's per-document outcomes.
    const result = JSON.parse(readFileSync(join(dir, "run.json"), "utf8")) as {
      comparison: {
        families: {
          events: {
            units: {
              regressions: {
                id: string;
                baseline: { score: number };
                current: { score: number };
              }[];
            };
          };
        };
      };
    };
    const moved = result.comparison.families.events.units.regressions.find((x) => x.id === "d");
    assert.ok(moved !== undefined);
    assert.deepEqual(
      [moved.baseline.score, moved.current.score],
      [then.plain.f1 ?? 0, now.plain.f1 ?? 0],
    );
  });
}

interface SpanDoc {
  readonly id: string;
  readonly gold: number;
  readonly system: number;
  readonly clash: { readonly match: number };
}

test("HTML: per-document baseline and Δ against a baseline written by goldgate record", () => {
  const dir = writeTree({});
  const ner = (file: string) => join(REPO, "examples", "ner", file);
  const sides = ["--gold", ner("gold.conll")];
  const rec = goldgate(
    [
      "record",
      ...sides,
      "--system",
      ner("system-v0.1.0.conll"),
      "--out",
      "rec.json",
      "--tag",
      "v0.1.0",
      "--commit",
      "0".repeat(40),
    ],
    dir,
  );
  assert.equal(rec.code, 0, rec.stderr);
  const plain = goldgate(
    ["score", ...sides, "--system", ner("system-v0.1.0.conll"), "--json"],
    dir,
  );
  const cur = goldgate(["score", ...sides, "--system", ner("system.conll"), "--json"], dir);
  const run = goldgate(
    [
      "run",
      ...sides,
      "--system",
      ner("system.conll"),
      "--baseline",
      "rec.json",
      "--resamples",
      "200",
      "--html",
      "r.html",
      "--markdown",
      "r.md",
    ],
    dir,
  );
  assert.ok(run.code === 0 || run.code === 1, run.stderr);
  const html = readFileSync(join(dir, "r.html"), "utf8");
  const md = readFileSync(join(dir, "r.md"), "utf8");
  // Strict F1 of a document from its counts: 2·match / (gold + system).
  const f1 = (d: SpanDoc) => (2 * d.clash.match) / (d.gold + d.system);
  const docs = (stdout: string) =>
    new Map((JSON.parse(stdout) as { documents: SpanDoc[] }).documents.map((d) => [d.id, d]));
  const before = docs(plain.stdout);
  const after = docs(cur.stdout);
  assert.ok(after.size >= 6);
  for (const [id, d] of after) {
    const b = before.get(id);
    assert.ok(b !== undefined);
    const [, , score, baseline, delta] = htmlUnitRow(html, "Spans", id);
    const expected = [points(f1(b)), points(f1(d)), signedPoints(f1(d) - f1(b))];
    assert.deepEqual([baseline, score, delta], expected);
    // The comment's per-document table (regressions and improvements): Baseline F1, F1, ΔF1.
    const row = md.split("\n").find((l) => l.startsWith(`| ${id} |`));
    if (row !== undefined) assert.deepEqual(row.split(" | ").slice(1, 4), expected, row);
  }
  assert.ok(md.includes("| doc-"), "the comment lists documents");
});
