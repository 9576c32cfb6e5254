/**
 * Relations through the whole Action (docs/families.md, "Relations"): a release records the
 * baseline of a brat corpus whose spans are linked by R lines, and a pull request whose spans are
 * all still right but whose Works_For relations point the wrong way is compared with it, reported
 * (comment, job summary, HTML report, artifact) with the relation figures, and failed by its
 * `relations.strict.micro.f1` rule, which the comment names with the relations newly broken.
 */
import assert from "node:assert/strict";
import { describe, test } from "node:test";
import { assertTokenHidden, errors, recordRelease, useActionSuite } from "./e2e-support.ts";
import { pullRequestEvent } from "./events.ts";

const WORDS = ["Alice", "met", "Bob", "in", "Paris", "near", "Acme"];
const TEXT = `${WORDS.join(" ")}.\n`;
const SPANS = [
  ["T1", "PER", 0],
  ["T2", "PER", 2],
  ["T3", "LOC", 4],
  ["T4", "ORG", 6],
] as const;

/** A `.ann` file: the four spans, then relation lines (`<type> <arg1> <arg2>`). */
function ann(relations: readonly string[]): string {
  const offset = (w: number) => WORDS.slice(0, w).join(" ").length + (w === 0 ? 0 : 1);
  const spans = SPANS.map(([id, type, w]) => {
    const start = offset(w);
    return `${id}\t${type} ${start} ${start + (WORDS[w]?.length ?? 0)}\t${WORDS[w]}`;
  });
  const lines = relations.map((r, k) => {
    const [type, arg1, arg2] = r.split(" ");
    return `R${k + 1}\t${type} Arg1:${arg1} Arg2:${arg2}`;
  });
  return [...spans, ...lines, ""].join("\n");
}

const GOLD = ["Meets T1 T2", "Lives_In T2 T3", "Works_For T1 T4"];
/** The released system: Lives_In typed Born_In in every fourth document. */
const good = (k: number): string[] =>
  k % 4 === 0
    ? ["Meets T2 T1", "Born_In T2 T3", "Works_For T1 T4"]
    : ["Meets T2 T1", ...GOLD.slice(1)];
/** The pull request's: Works_For reversed everywhere. */
const worse = (k: number): string[] => [...good(k).slice(0, 2), "Works_For T4 T1"];

const DOCUMENTS = 24;
const CONFIG = `inputs:
  format: brat
  gold: data/gold
  system: data/system
scoring:
  symmetricRelations: [Meets]
gate:
  rules:
    - metric: relations.strict.micro.f1
      maxDrop: 5
`;

describe("relations: a release baseline and a pull request whose relations point the wrong way", () => {
  const suite = useActionSuite((ws) => {
    for (let k = 0; k < DOCUMENTS; k++) {
      for (const side of ["gold", "system"]) ws.write(`data/${side}/d${k}.txt`, TEXT);
      ws.write(`data/gold/d${k}.ann`, ann(GOLD));
      ws.write(`data/system/d${k}.ann`, ann(good(k)));
    }
    ws.write("goldgate.yml", CONFIG);
    const released = ws.commit("relations v1");
    ws.git("tag", "v1.0.0");
    for (let k = 0; k < DOCUMENTS; k++) ws.write(`data/system/d${k}.ann`, ann(worse(k)));
    return { released, head: ws.commit("relations: Works_For reversed") };
  });

  test("record, then the pull request: the relation rule fails, the comment names it and the broken relations", async () => {
    const { server, commits } = suite;
    const { baseline } = await recordRelease(suite, commits.released, 800);
    // 24 documents × 3 relations; Meets written reversed but symmetric; 6 wrong types: 66/72.
    assert.equal(baseline.relations.strict.micro.f1, 66 / 72);
    assert.deepEqual(baseline.relations.symmetric, ["Meets"]);

    const run = await suite.runAction({
      event: pullRequestEvent({ number: 32, headSha: commits.head }),
      inputs: {},
      runId: 801,
    });
    assert.equal(run.code, 1, run.stdout);
    const [reason] = errors(run);
    assert.match(reason ?? "", /gate failed \(1 failure\): relations strict micro F1 /i);
    const files = server.artifacts.files(`goldgate-${commits.head}`);
    const scores = JSON.parse(files.get("scores.json")?.toString("utf8") ?? "{}");
    // Spans unchanged; Works_For reversed in all 24 documents as well: 42/72.
    assert.equal(scores.overall.strict.f1, 1);
    assert.equal(scores.relations.strict.micro.f1, 42 / 72);
    assert.equal(scores.relations.outcomes.reversed, 24);
    const body = server.commentsOn(32)[0]?.body ?? "";
    for (const pattern of [
      /Goldgate failed/,
      /❌ relations strict micro F1 91\.7 → 58\.3/,
      /Relations/,
      /Reversed/,
      /Newly broken relations/,
      /A relation counts as right by its strict match/,
      /\| d1 \| Works\\_For “Alice” PER → “Acme” ORG \| right \| reversed direction \(system has head and tail swapped\) \|/,
    ]) {
      assert.match(body, pattern);
      assert.match(run.summary, pattern);
    }
    const html = files.get("report.html")?.toString("utf8") ?? "";
    for (const text of [
      "Relations",
      "Per relation type",
      "Works_For",
      "Wrong argument",
      "reversed direction",
    ])
      assert.ok(html.includes(text), `the HTML report shows ${text}`);
    // The annotation diff lists each document's relations beside its spans, with their words.
    const diff = html.slice(html.indexOf('<section id="diff">'));
    assert.ok(
      diff.includes(
        "<td>reversed direction</td><td>Works_For “Alice” PER 0–5 → “Acme” ORG 28–32</td><td>Works_For “Acme” ORG 28–32 → “Alice” PER 0–5</td>",
      ),
      "the reversed relation in the annotation diff",
    );
    const runJson = JSON.parse(files.get("run.json")?.toString("utf8") ?? "{}");
    assert.ok(runJson.comparison.families.relations, "the family was compared");
    assertTokenHidden(run, server);
  });
});
