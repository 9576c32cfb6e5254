/**
 * Span attributes through the whole Action (docs/families.md, "Span attributes"): a release
 * records the baseline of a brat corpus whose spans carry attributes (A lines), and a pull
 * request whose spans are all still right but whose attribute values regressed is compared with
 * it, reported (comment, job summary, artifact) with the attribute figures, and failed by its
 * `attributes.accuracy.micro` rule, which the comment names.
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

/** A `.ann` file: the four spans, then attribute lines (`A<n>\t<name> <target>[ <value>]`). */
function ann(attributes: readonly string[]): string {
  const offset = (w: number) => WORDS.slice(0, w).join(" ").length + (w === 0 ? 0 : 1);
  const spans = SPANS.map(([id, type, w]) => {
    const start = offset(w);
    return `${id}\t${type} ${start} ${start + (WORDS[w]?.length ?? 0)}\t${WORDS[w]}`;
  });
  return [...spans, ...attributes.map((a, k) => `A${k + 1}\t${a}`), ""].join("\n");
}

const GOLD = ["Negated T1", "Certainty T2 High", "Certainty T3 Low", "Certainty T4 High"];
/** The released system: one value wrong in every fourth document. */
const good = (k: number): string[] =>
  k % 4 === 0 ? ["Negated T1", "Certainty T2 Low", "Certainty T3 Low", "Certainty T4 High"] : GOLD;
/** The pull request's: negation lost everywhere, T3's certainty wrong in every other document. */
const worse = (k: number): string[] => [
  `Certainty T2 ${k % 4 === 0 ? "Low" : "High"}`,
  `Certainty T3 ${k % 2 === 0 ? "High" : "Low"}`,
  "Certainty T4 High",
];

const DOCUMENTS = 24;
const CONFIG = `inputs:
  format: brat
  gold: data/gold
  system: data/system
gate:
  rules:
    - metric: attributes.accuracy.micro
      maxDrop: 5
`;

describe("span attributes: a release baseline and a pull request whose attribute values regressed", () => {
  const suite = useActionSuite((ws) => {
    for (let k = 0; k < DOCUMENTS; k++) {
      for (const side of ["gold", "system"]) ws.write(`data/${side}/d${k}.txt`, TEXT);
      ws.write(`data/gold/d${k}.ann`, ann(GOLD));
      ws.write(`data/system/d${k}.ann`, ann(good(k)));
    }
    ws.write("goldgate.yml", CONFIG);
    const released = ws.commit("attributes v1");
    ws.git("tag", "v1.0.0");
    for (let k = 0; k < DOCUMENTS; k++) ws.write(`data/system/d${k}.ann`, ann(worse(k)));
    return { released, head: ws.commit("attributes: values lost") };
  });

  test("record, then the pull request: the attribute rule fails, the comment names it and shows the values", async () => {
    const { server, commits } = suite;
    const { baseline } = await recordRelease(suite, commits.released, 700);
    // 24 documents × 4 values, one wrong in each of 6 documents: 90/96.
    assert.equal(baseline.attributes.accuracy.micro, 90 / 96);

    const run = await suite.runAction({
      event: pullRequestEvent({ number: 31, headSha: commits.head }),
      inputs: {},
      runId: 701,
    });
    assert.equal(run.code, 1, run.stdout);
    const [reason] = errors(run);
    assert.match(reason ?? "", /gate failed \(1 failure\): attributes accuracy micro /i);
    const files = server.artifacts.files(`goldgate-${commits.head}`);
    const scores = JSON.parse(files.get("scores.json")?.toString("utf8") ?? "{}");
    // Spans unchanged; Negated lost on all 24, T3's Certainty wrong on 12, T2's on 6: 54/96.
    assert.equal(scores.overall.strict.f1, 1);
    assert.equal(scores.attributes.accuracy.micro, 54 / 96);
    assert.equal(scores.attributes.names.Negated.accuracy, 0);
    const body = server.commentsOn(31)[0]?.body ?? "";
    for (const pattern of [
      /Goldgate failed/,
      /❌ attributes accuracy micro 93\.8 → 56\.2 /,
      /Span attributes/,
      /Negated/,
      /Certainty/,
      /\(none\)/,
      /Newly broken annotations/,
      /\| d1 \| 0–5 PER \| attributes right \| Negated true → \(none\) \|/,
    ]) {
      assert.match(body, pattern);
      assert.match(run.summary, pattern);
    }
    const html = files.get("report.html")?.toString("utf8") ?? "";
    for (const text of [
      "Span attributes",
      "(none)",
      "Type right, attribute wrong",
      "Negated true → (none)",
      '<small class="span-attributes">Negated=true</small>',
    ])
      assert.ok(html.includes(text), `the HTML report shows ${text}`);
    const runJson = JSON.parse(files.get("run.json")?.toString("utf8") ?? "{}");
    assert.ok(runJson.comparison.families.attributes, "the family was compared");
    assertTokenHidden(run, server);
  });
});
