/**
 * A prompt as the system, through the whole Action: `examples/llm-ner` (entity strings without
 * offsets, with per-document usage) is released and recorded, then a pull request whose prompt
 * costs half as much again per document is compared with it. The comment shows the located
 * mentions' counts, the unlocated one, and the usage figures; a `maxRelativeDrop` rule on the
 * mean cost fails the step. The example has 3 documents, too few for any paired test to see a
 * rise (the smallest p-value is 0.250, docs/gate.md "A check alone"), so the rule gates on the raw
 * change (`significant: false`), as docs/gate.md advises for such a gold set.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";
import { REPO } from "../shared-fixtures.ts";
import { errors, recordRelease, useActionSuite } from "./e2e-support.ts";
import { pullRequestEvent } from "./events.ts";

const example = (file: string): string =>
  readFileSync(join(REPO, "examples/llm-ner", file), "utf8");

const CONFIG = [
  "inputs:",
  "  format: jsonl",
  "  gold: eval/gold.jsonl",
  "  system: eval/system.jsonl",
  "gate:",
  "  rules:",
  "    - metric: overall.strict.f1",
  "      min: 0.8",
  "    - metric: usage.cost.mean",
  "      maxRelativeDrop: 0.10",
  "      significant: false",
  "",
].join("\n");

/** Every document's cost times 1.5 (the same entities). */
function costlier(jsonl: string): string {
  return jsonl
    .trim()
    .split("\n")
    .map((line) => {
      const r = JSON.parse(line) as { usage: { cost: number } };
      r.usage.cost *= 1.5;
      return JSON.stringify(r);
    })
    .join("\n")
    .concat("\n");
}

describe("a prompt's entity strings and usage through the Action", () => {
  const suite = useActionSuite((ws) => {
    ws.write("eval/gold.jsonl", example("gold.jsonl"));
    ws.write("eval/system.jsonl", example("system.jsonl"));
    ws.write("goldgate.yml", CONFIG);
    const released = ws.commit("prompt v1");
    ws.git("tag", "v1.0.0");
    ws.write("eval/system.jsonl", costlier(example("system.jsonl")));
    return { released, head: ws.commit("a longer prompt: same answers, 50% dearer") };
  });

  test("the comment shows the unlocated mention and the usage figures; the cost rule fails", async () => {
    const { server, commits } = suite;
    await recordRelease(suite, commits.released, 700);

    const run = await suite.runAction({
      event: pullRequestEvent({ number: 41, headSha: commits.head }),
      inputs: {},
      runId: 701,
    });
    assert.equal(run.code, 1, run.stdout);
    assert.match(errors(run)[0] ?? "", /gate failed \(1 failure\): usage cost mean/i);
    const body = server.commentsOn(41)[0]?.body ?? "";
    // Quality unchanged: strict F1 85.71 (12 of 14 located; 'U.N.' is not in the text).
    assert.match(body, /85\.7/);
    assert.match(body, /'U\.N\.' is not in the text: counted as spurious/);
    // Usage beside quality, in raw amounts: the example's costs sum to 0.00178 (0.00062 +
    // 0.00056 + 0.0006), half as much again is 0.00267; tokens and latencies are unchanged.
    assert.match(body, /\| total cost \| 0\.00178 \| 0\.00267 \| \+0\.00089 \|/);
    assert.match(body, /\| total tokens \| 1181 \| 1181 \| 0 \|/);
    assert.match(body, /\| latency p50 \(ms\) \| 820 \| 820 \| 0 \|/);
    assert.match(body, /usage cost mean 0\.000593333 → 0\.00089 \(\+50\.0%/);
    assert.equal(run.outputs.passed, "false");
  });
});
