/**
 * The three severe findings of issue 18, end to end (dist/index.js against the fake GitHub):
 * symbolic links in directory corpora (followed inside the workspace, each reported; refused
 * when they leave it, /proc/self/environ included), tokens redacted from everything published,
 * and a failing releases API under `baseline: auto` (a source that failed, not a failed step).
 */
import assert from "node:assert/strict";
import { symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, test } from "node:test";
import { type ActionRun, makeTempDir, runtimeToken, TOKEN } from "./action-harness.ts";
import { calls, errors, useActionSuite, warnings } from "./e2e-support.ts";
import { pullRequestEvent } from "./events.ts";
import { ACTIONS_BOT, type FakeGitHub } from "./fake-github.ts";

const DOCS = {
  doc1: { text: "Alice met Bob in Paris.", gold: ["PER 0 5", "PER 10 13", "LOC 17 22"] },
  doc2: { text: "Carol visits Rome.", gold: ["PER 0 5", "LOC 13 17"] },
};
const SYSTEM = { doc1: ["PER 0 5", "LOC 17 22"], doc2: ["ORG 0 5"] };

function ann(text: string, spans: readonly string[]): string {
  return spans
    .map((span, k) => {
      const [, start, end] = span.split(" ").map(Number);
      return `T${k + 1}\t${span}\t${text.slice(start, end)}\n`;
    })
    .join("");
}

/** Everything a run published: logs, summary, outputs, comments, artifact files. */
function published(run: ActionRun, server: FakeGitHub): string {
  const artifacts = server.artifacts.artifacts.flatMap((a) => [
    ...server.artifacts.files(a.name).values(),
  ]);
  // `::add-mask::` hands the token to the runner, which never prints it.
  const logs = `${run.stdout}\n${run.stderr}`
    .split("\n")
    .filter((line) => !line.startsWith("::add-mask::"));
  return [
    ...logs,
    run.summary,
    JSON.stringify(run.outputs),
    ...server.comments.map((c) => c.body),
    ...artifacts.map((b) => b.toString("utf8")),
  ].join("\n");
}

/** The workflow-command lines the runner would execute: those outside `::stop-commands::` blocks. */
function activeCommands(stdout: string): string[] {
  const active: string[] = [];
  let stopped: string | null = null;
  for (const line of stdout.split("\n")) {
    if (stopped !== null) {
      if (line === `::${stopped}::`) stopped = null;
      continue;
    }
    const stop = /^::stop-commands::(.+)$/.exec(line);
    if (stop !== null) stopped = stop[1] ?? null;
    else if (line.startsWith("::")) active.push(line);
  }
  return active;
}

describe("security: links, redaction, a failing releases API", () => {
  const suite = useActionSuite((ws) => {
    ws.write("copies/gold/doc1.txt", DOCS.doc1.text);
    ws.write("copies/gold/doc1.ann", ann(DOCS.doc1.text, DOCS.doc1.gold));
    ws.write("copies/system/doc1.ann", ann(DOCS.doc1.text, SYSTEM.doc1));
    // The same corpus with doc2's gold in a linked subdirectory and doc1's system a linked file.
    ws.write("store/gold-more/doc2.txt", DOCS.doc2.text);
    ws.write("store/gold-more/doc2.ann", ann(DOCS.doc2.text, DOCS.doc2.gold));
    ws.write("store/sys-doc1.ann", ann(DOCS.doc1.text, SYSTEM.doc1));
    ws.write("linked/gold/doc1.txt", DOCS.doc1.text);
    ws.write("linked/gold/doc1.ann", ann(DOCS.doc1.text, DOCS.doc1.gold));
    symlinkSync("../../store/gold-more", join(ws.dir, "linked/gold/more"));
    ws.write("linked/system/more/doc2.ann", ann(DOCS.doc2.text, SYSTEM.doc2));
    symlinkSync("../../store/sys-doc1.ann", join(ws.dir, "linked/system/doc1.ann"));
    ws.write("copies/system/more/doc2.ann", ann(DOCS.doc2.text, SYSTEM.doc2));
    ws.write("copies/gold/more/doc2.txt", DOCS.doc2.text);
    ws.write("copies/gold/more/doc2.ann", ann(DOCS.doc2.text, DOCS.doc2.gold));
    return { head: ws.commit("corpora") };
  });

  const check = (inputs: Record<string, string>, runId = 700) =>
    suite.runAction({
      event: pullRequestEvent({ number: 18, headSha: suite.commits.head }),
      inputs: { "api-retries": "1", ...inputs },
      runId,
    });

  const runJson = (key: string) =>
    JSON.parse(
      suite.server.artifacts
        .files(`goldgate-${suite.commits.head}-${key}`)
        .get("run.json")
        ?.toString("utf8") ?? "{}",
    );

  test("linked documents and subdirectories inside the workspace are read, each reported", async () => {
    const brat = { format: "brat", comment: "never" };
    const copies = await check({
      ...brat,
      gold: "copies/gold",
      system: "copies/system",
      "report-key": "copies",
    });
    assert.equal(copies.code, 0, copies.stdout);
    const copied = runJson("copies");
    const linked = await check(
      { ...brat, gold: "linked/gold", system: "linked/system", "report-key": "linked" },
      701,
    );
    assert.equal(linked.code, 0, linked.stdout);
    const run = runJson("linked");
    assert.equal(run.scores.inputs.gold.documents, 2);
    assert.equal(run.scores.inputs.system.documents, 2);
    assert.equal(run.scores.overall.strict.f1, copied.scores.overall.strict.f1);
    assert.equal(linked.outputs.f1, copies.outputs.f1);
    const links = run.scores.issues.filter((i: { kind: string }) => i.kind === "symbolic-link");
    assert.equal(links.length, 2);
    assert.match(links.map((i: { message: string }) => i.message).join("\n"), /gold-more/);
    assert.match(links.map((i: { message: string }) => i.message).join("\n"), /sys-doc1\.ann/);
  });

  test("a document linked to a file outside the workspace is refused, its content never published", async () => {
    const { ws, server } = suite;
    const outside = join(makeTempDir("goldgate-outside-"), "secret.ann");
    writeFileSync(outside, "T1\tPER 0 5\tOUTSIDE_CONTENT_42\n");
    ws.write("escape/gold/doc1.ann", ann(DOCS.doc1.text, DOCS.doc1.gold));
    ws.write("escape/gold/doc1.txt", DOCS.doc1.text);
    ws.write("escape/system/doc1.ann", ann(DOCS.doc1.text, SYSTEM.doc1));
    ws.write("escape/gold/doc2.txt", DOCS.doc2.text);
    symlinkSync(outside, join(ws.dir, "escape/gold/doc2.ann"));
    const run = await check({ format: "brat", gold: "escape/gold", system: "escape/system" });
    assert.equal(run.code, 1);
    const [failure] = errors(run);
    assert.match(failure ?? "", /escape\/gold\/doc2\.ann.*outside the workspace/);
    assert.doesNotMatch(published(run, server), /OUTSIDE_CONTENT_42/);
    assert.equal(server.comments.length, 0);
  });

  test("an error quoting data reaches the job summary escaped: no heading, HTML, link or mention", async () => {
    const { ws } = suite;
    ws.write("hostile/gold.jsonl", `${JSON.stringify({ id: "d1", text: "Alice", spans: [] })}\n`);
    const start = '<img src="https://evil.example/p.png">\n## ✅ Goldgate passed @octocat';
    const span = { start, end: 5, type: "PER" };
    ws.write("hostile/system.jsonl", `${JSON.stringify({ id: "d1", spans: [span] })}\n`);
    const files = { gold: "hostile/gold.jsonl", system: "hostile/system.jsonl" };
    const run = await check({ format: "jsonl", ...files });
    assert.equal(run.code, 1);
    const line = run.summary.split("\n").find((l) => l.startsWith("### ❌ ")) ?? "";
    assert.match(
      line,
      /system\.jsonl:1: spans\\\[0\\\]\.start: expected an integer ≥ 0, got "&lt;img src=/,
    );
    assert.match(line, /https\u200b:\/\/evil\.example.*#\u200b#\u200b ✅ Goldgate/);
    assert.doesNotMatch(run.summary, /<img|https:\/\/evil/);
  });

  test("a text linked to /proc/self/environ is refused: no environment, no token anywhere", async () => {
    const { ws, server } = suite;
    ws.write("environ/gold/doc1.ann", ann(DOCS.doc1.text, DOCS.doc1.gold));
    ws.write("environ/system/doc1.ann", ann(DOCS.doc1.text, SYSTEM.doc1));
    symlinkSync("/proc/self/environ", join(ws.dir, "environ/gold/doc1.txt"));
    const run = await check({ format: "brat", gold: "environ/gold", system: "environ/system" });
    assert.equal(run.code, 1);
    assert.match(errors(run)[0] ?? "", /environ\/gold\/doc1\.txt.*resolves to '\/proc\//);
    const all = published(run, server);
    assert.ok(!all.includes(TOKEN), "the token was published");
    assert.ok(!all.includes(runtimeToken(700)), "the runtime token was published");
    assert.doesNotMatch(all, /GITHUB_REPOSITORY=/);
  });

  test("token values in the data are redacted from the comment, summary, outputs, artifact and logs", async () => {
    const { ws, server } = suite;
    const runtime = runtimeToken(702);
    // Carol scores (a run of 0 would stop as a data issue); the rest carries the hostile types.
    const gold = `Alice B-PER\nParis B-LOC\n\nBob B-PER\n\nCarol B-PER\n`;
    const system = `Alice B-${TOKEN}\nParis B-${runtime}\n\nBob B-::error::Injected\n\nCarol B-PER\n`;
    ws.write("tokens/gold.conll", gold.replaceAll(" ", "\t"));
    ws.write("tokens/system.conll", system.replaceAll(" ", "\t"));
    const run = await check(
      { format: "conll", gold: "tokens/gold.conll", system: "tokens/system.conll" },
      702,
    );
    assert.equal(run.code, 0, run.stdout);
    const all = published(run, server);
    assert.ok(all.includes("***"), "nothing was redacted");
    for (const secret of [TOKEN, runtime, TOKEN.replaceAll("_", "\\_")])
      assert.ok(!all.includes(secret), `${secret.slice(0, 8)}… was published`);
    // The type `::error::Injected` starts a row of the log table, inside a stop-commands block.
    assert.match(run.stdout, /^::error::Injected/m);
    assert.deepEqual(
      activeCommands(run.stdout).filter((l) => l.includes("Injected")),
      [],
    );
  });

  // `api-timeout: 1` only where the endpoint never answers: elsewhere a loaded machine's slow
  // answer must not read as a fault.
  for (const [name, inject, inputs] of [
    [
      "500 after retries",
      (s: FakeGitHub) => s.fail("GET", /\/releases\/latest$/, 500, "boom", 9),
      {},
    ],
    [
      "429 with retry-after: 3600",
      (s: FakeGitHub) =>
        s.inject("GET", /\/releases\/latest$/, {
          status: 429,
          message: "rate limited",
          headers: { "retry-after": "3600" },
          times: 9,
        }),
      {},
    ],
    [
      "an endpoint that never answers",
      (s: FakeGitHub) => s.inject("GET", /\/releases\/latest$/, { hang: true, times: 9 }),
      { "api-timeout": "1" },
    ],
  ] as const) {
    test(`baseline auto, releases API ${name}: the next source is tried, the step follows the gate`, async () => {
      const { server } = suite;
      inject(server);
      const run = await check(inputs);
      assert.equal(run.code, 0, run.stdout);
      assert.equal(run.outputs.passed, "true");
      assert.ok(
        warnings(run).some((w) => /release-asset failed/.test(w)),
        warnings(run).join("\n"),
      );
      assert.ok(calls(server, "GET", /\/releases\/latest$/) <= 2);
      const bot = server.comments.filter((c) => c.user.login === ACTIONS_BOT.login);
      assert.equal(bot.length, 1);
      assert.match(bot[0]?.body ?? "", /release-asset failed/);
      assert.ok(server.artifacts.artifacts.length === 1);
    });
  }
});
