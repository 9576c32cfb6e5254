/**
 * Repeated runs through the whole Action (docs/runs.md): `mode: record` on a release records the
 * previous prompt's five runs (a glob in `inputs.system`) as the baseline asset; a pull request
 * whose five runs answer a third of the tickets wrong is scored run by run, compared with all
 * five baseline runs, and failed by the default rule on the mean; the comment states K and the
 * share of run noise.
 */
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";
import { REPO } from "../shared-fixtures.ts";
import { errors, recordRelease, useActionSuite } from "./e2e-support.ts";
import { pullRequestEvent } from "./events.ts";

const EXAMPLE = join(REPO, "examples", "five-runs");
const RUNS = [1, 2, 3, 4, 5];
const read = (...path: string[]): string => readFileSync(join(EXAMPLE, ...path), "utf8");

/** A run with every third ticket's label moved to the next label name. */
function worse(text: string): string {
  const labels = ["account", "billing", "bug", "feature"];
  return text
    .split("\n")
    .map((line, n) => {
      if (n === 0 || line === "" || n % 3 !== 0) return line;
      const [item, label] = line.split(",");
      return `${item},${labels[(labels.indexOf(label ?? "") + 1) % labels.length]}`;
    })
    .join("\n");
}

const CONFIG = "inputs:\n  format: labels\n  gold: eval/gold.csv\n  system: out/run-*.csv\n";

interface RunsScores {
  readonly runs: {
    readonly count: number;
    readonly mean: { readonly labels: { readonly macro: { readonly f1: number } } };
  };
}

describe("repeated runs: a five-run baseline release and a five-run pull request", () => {
  const suite = useActionSuite((ws) => {
    ws.write("eval/gold.csv", read("gold.csv"));
    for (const k of RUNS) ws.write(`out/run-${k}.csv`, read("previous", `run-${k}.csv`));
    ws.write("goldgate.yml", CONFIG);
    const released = ws.commit("prompt v1: five runs");
    ws.git("tag", "v1.0.0");
    for (const k of RUNS) ws.write(`out/run-${k}.csv`, worse(read("runs", `run-${k}.csv`)));
    return { released, head: ws.commit("prompt v2: five runs, worse") };
  });

  test("the baseline holds five runs; the pull request's mean is compared with theirs and fails; the comment says K = 5", async () => {
    const { server, commits } = suite;
    const baseline = (await recordRelease(suite, commits.released, 700)).baseline as RunsScores;
    assert.equal(baseline.runs.count, 5);

    const run = await suite.runAction({
      event: pullRequestEvent({ number: 31, headSha: commits.head }),
      inputs: {},
      runId: 701,
    });
    assert.equal(run.code, 1, run.stdout);
    assert.match(errors(run)[0] ?? "", /gate failed \(1 failure\): runs mean labels macro F1/i);
    const files = server.artifacts.files(`goldgate-${commits.head}`);
    const scores = JSON.parse(files.get("scores.json")?.toString("utf8") ?? "{}") as RunsScores;
    assert.equal(scores.runs.count, 5);
    assert.ok(scores.runs.mean.labels.macro.f1 < baseline.runs.mean.labels.macro.f1);
    assert.equal(run.outputs.f1, String(scores.runs.mean.labels.macro.f1));
    const body = server.commentsOn(31)[0]?.body ?? "";
    for (const pattern of [
      /Goldgate failed/,
      /Macro F1, mean of runs \*\*/,
      /K = 5 runs; run noise \d+% of the interval's variance/,
      /worst run/,
      /stability \(same outcome in every run\)/,
      /Repeated runs: mean and run-to-run spread over 5 runs/,
    ]) {
      assert.match(body, pattern);
      assert.match(run.summary, pattern);
    }
  });
});
