/**
 * Sharded runs of every shardable family through the Action (docs/sharding.md): `mode: shard` ×N
 * then `mode: merge` posts the comment, artifact files and outputs an unsharded `mode: check`
 * posts — JSONL spans with relations and attributes, tbf events, labels (single and multi-label)
 * and items, each against a baseline recorded from another system output. The one difference is
 * the HTML report's annotation diff, which a merged run cannot draw: its section says why.
 */
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, test } from "node:test";
import { ROOT, runAction } from "./action-harness.ts";
import { useActionSuite } from "./e2e-support.ts";
import { pullRequestEvent } from "./events.ts";
import { ACTIONS_BOT, FakeGitHub } from "./fake-github.ts";

/** A fixed linear congruential sequence: the corpora are the same on every run. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}
const pick = <T>(r: () => number, list: readonly T[]): T =>
  list[Math.floor(r() * list.length)] as T;

/** JSONL documents with typed spans, attributes on most gold spans and relations between them. */
function jsonlCorpus(): Record<string, string> {
  const r = random(7);
  const types = ["PER", "ORG", "LOC"];
  const gold: string[] = [];
  const system: string[] = [];
  for (let d = 0; d < 12; d++) {
    const words = Array.from({ length: 24 }, () => `w${Math.floor(r() * 50)}`);
    const at: number[] = [];
    let offset = 0;
    for (const w of words) {
      at.push(offset);
      offset += w.length + 1;
    }
    const span = (i: number, type: string) => ({
      start: at[i],
      end: (at[i] ?? 0) + (words[i]?.length ?? 0),
      type,
    });
    const g: Record<string, unknown>[] = [];
    const s: Record<string, unknown>[] = [];
    for (let i = 0; i < 24; i += 3) {
      if (r() < 0.5) {
        const a: Record<string, unknown> = span(i, pick(r, types));
        if (r() < 0.6) a.attributes = { neg: r() < 0.5 ? "yes" : "no" };
        g.push(a);
        if (r() < 0.8)
          s.push({
            ...a,
            type: r() < 0.2 ? pick(r, types) : a.type,
            ...(a.attributes === undefined
              ? {}
              : { attributes: { neg: r() < 0.7 ? (a.attributes as { neg: string }).neg : "yes" } }),
          });
      } else if (r() < 0.3) s.push(span(i, "PER"));
    }
    const links = (n: number) =>
      Array.from({ length: Math.max(0, n - 1) }, (_, i) => i)
        .filter(() => r() < 0.5)
        .map((i) => ({ head: i, tail: i + 1, type: r() < 0.5 ? "R1" : "R2" }));
    const text = words.join(" ");
    // Every third document has no relations on either side: its shard may carry none.
    gold.push(
      JSON.stringify({
        id: `doc${d}`,
        text,
        spans: g,
        ...(d % 3 === 0 ? {} : { relations: links(g.length) }),
      }),
    );
    system.push(
      JSON.stringify({
        id: `doc${d}`,
        text,
        spans: s,
        ...(d % 3 === 0 ? {} : { relations: links(s.length) }),
      }),
    );
  }
  return { "gold.jsonl": `${gold.join("\n")}\n`, "system.jsonl": `${system.join("\n")}\n` };
}

/** tbf event mentions: gold, and a system that misses, moves and retypes some. */
function tbfCorpus(): Record<string, string> {
  const r = random(11);
  const types = ["Conflict_Attack", "Life_Die", "Movement_Transport"];
  const realis = ["Actual", "Generic", "Other"];
  let gold = "";
  let system = "";
  for (let d = 0; d < 9; d++) {
    const id = `news${d}`;
    gold += `#BeginOfDocument ${id}\n`;
    system += `#BeginOfDocument ${id}\n`;
    for (let i = 0; i < 8; i++) {
      const start = i * 20;
      const end = start + 5 + Math.floor(r() * 5);
      if (r() < 0.6) {
        const t = pick(r, types);
        const re = pick(r, realis);
        gold += `gold\t${id}\tE${i}\t${start},${end}\tword\t${t}\t${re}\n`;
        if (r() < 0.8)
          system += `sys\t${id}\tE${i}\t${start + (r() < 0.2 ? 1 : 0)},${end}\tword\t${r() < 0.8 ? t : types[0]}\t${r() < 0.7 ? re : "Actual"}\n`;
      } else if (r() < 0.3)
        system += `sys\t${id}\tX${i}\t${start},${start + 4}\tword\tLife_Die\tActual\n`;
    }
    gold += "#EndOfDocument\n";
    system += "#EndOfDocument\n";
  }
  return { "gold.tbf": gold, "system.tbf": system };
}

/** Item/label tables: one label a cell, or label sets (`multi`). */
function labelTables(multi: boolean): Record<string, string> {
  const r = random(multi ? 5 : 3);
  const labels = ["a", "b", "c", "d"];
  let gold = "item,label\n";
  let system = "item,label\n";
  for (let i = 0; i < 30; i++) {
    if (multi) {
      const set = labels.filter(() => r() < 0.4);
      const guess = [...new Set([...set.filter(() => r() < 0.8), ...(r() < 0.3 ? ["d"] : [])])];
      gold += `i${i},"${set.join(",")}"\n`;
      system += `i${i},"${guess.join(",")}"\n`;
    } else {
      const x = pick(r, labels);
      gold += `i${i},${x}\n`;
      system += `i${i},${r() < 0.7 ? x : pick(r, labels)}\n`;
    }
  }
  return { "gold.csv": gold, "system.csv": system };
}

/** Per-item metric values with a group attribute; the baseline's judge scores are higher. */
function itemScores(): Record<string, string> {
  const r = random(13);
  const line = (i: number, judge: number) =>
    JSON.stringify({
      id: `e${i}`,
      metrics: { judge, pass: r() < 0.5 ? 1 : 0 },
      attributes: { genre: ["a", "b", "c"][i % 3] },
    });
  const rows = Array.from({ length: 24 }, (_, _i) => Math.round(r() * 100) / 100);
  return {
    "items.jsonl": `${rows.map((v, i) => line(i, v)).join("\n")}\n`,
    "base.jsonl": `${rows.map((v, i) => line(i, Math.min(1, v + 0.3))).join("\n")}\n`,
  };
}

const CASES = [
  {
    name: "JSONL spans, relations and attributes",
    files: jsonlCorpus(),
    inputs: "format: jsonl\n  gold: gold.jsonl\n  system: system.jsonl",
    base: "gold.jsonl",
    diff: true,
    rule: "relations.strict.micro.f1",
    n: 3,
  },
  {
    name: "tbf events",
    files: tbfCorpus(),
    inputs: "format: tbf\n  gold: gold.tbf\n  system: system.tbf",
    base: "gold.tbf",
    diff: true,
    rule: "events.plain.micro.f1",
    n: 4,
  },
  {
    name: "labels",
    files: labelTables(false),
    inputs: "format: labels\n  gold: gold.csv\n  system: system.csv",
    base: "gold.csv",
    diff: false,
    rule: "labels.accuracy",
    n: 3,
  },
  {
    name: "multi-label labels",
    files: labelTables(true),
    inputs: "format: labels\n  gold: gold.csv\n  system: system.csv\n  multiLabel: true",
    base: "gold.csv",
    diff: false,
    rule: "labels.micro.f1",
    n: 3,
  },
  {
    name: "items",
    files: itemScores(),
    inputs: "format: items\n  system: items.jsonl",
    base: "base.jsonl",
    diff: false,
    rule: "items.metrics.judge.mean",
    n: 3,
  },
];
const PR = 9;
const CLI = join(ROOT, "dist/cli.js");
const NOTE = (n: number) =>
  `This run was merged from ${n} shards, which keep no document texts, so the page has no annotation diff and no adjudication download. Every alignment row is in annotations.csv (the Action&#39;s artifact) or in each shard&#39;s &#39;goldgate score --shard I/N --details FILE&#39;; an unsharded &#39;goldgate run --html&#39; shows the diff.`;
/** The page without its annotation diff section (the last one) and its link. */
const withoutDiff = (page: string) =>
  page
    .replace(/<section id="diff">[\s\S]*?(?=<script|<\/body>)/, "")
    .replace('<a href="#diff">Annotation diff</a>', "");
/** Outputs that name this run's own files and artifact. */
const own = (o: Readonly<Record<string, string>>) =>
  Object.fromEntries(
    Object.entries(o).filter(([k]) => !["artifact-id", "report-path", "scores-path"].includes(k)),
  );

for (const c of CASES) {
  describe(`sharded ${c.name}: mode shard ×${c.n} and mode merge`, () => {
    const suite = useActionSuite((ws) => {
      for (const [name, text] of Object.entries(c.files)) ws.write(`d/${name}`, text);
      ws.write(
        "d/goldgate.yml",
        `inputs:\n  ${c.inputs}\nbaseline:\n  source: path\n  path: baseline.json\ngate:\n  rules:\n    - metric: ${c.rule}\n      maxDrop: 0.5\n`,
      );
      execFileSync(
        "node",
        [
          CLI,
          "record",
          "--config",
          "d/goldgate.yml",
          "--system",
          `d/${c.base}`,
          "--out",
          "d/baseline.json",
        ],
        { cwd: ws.dir },
      );
      return { head: ws.commit("corpus and baseline") };
    });
    test("the merge posts the unsharded run's comment, files and outputs", async () => {
      const event = pullRequestEvent({ number: PR, headSha: suite.commits.head });
      const on = (server: FakeGitHub, inputs: Record<string, string>) =>
        runAction({
          server,
          workspace: suite.ws.dir,
          event,
          inputs: { config: "d/goldgate.yml", ...inputs },
          runId: 700,
        });
      const comment = (s: FakeGitHub) =>
        s.commentsOn(PR).filter((x) => x.user.login === ACTIONS_BOT.login);
      const files = (s: FakeGitHub) => s.artifacts.files(`goldgate-${suite.commits.head}`);
      const plain = await on(suite.server, {});
      assert.equal(plain.code, 1, plain.stdout + plain.stderr);
      const server = new FakeGitHub();
      await server.start();
      try {
        for (let i = 1; i <= c.n; i++) {
          const shard = await on(server, { mode: "shard", shard: `${i}/${c.n}` });
          assert.equal(shard.code, 0, shard.stdout + shard.stderr);
        }
        const merge = await on(server, { mode: "merge" });
        assert.equal(merge.code, plain.code, merge.stdout + merge.stderr);
        assert.equal(comment(server).length, 1);
        assert.equal(comment(server)[0]?.body, comment(suite.server)[0]?.body);
        const whole = files(suite.server);
        const merged = files(server);
        assert.deepEqual([...merged.keys()].sort(), [...whole.keys()].sort());
        for (const [name, bytes] of whole) {
          const got = merged.get(name)?.toString("utf8") ?? "";
          if (name !== "report.html" || !c.diff) {
            assert.equal(got, bytes.toString("utf8"), name);
            continue;
          }
          assert.ok(
            got.includes(
              `<section id="diff"><h2>Annotation diff</h2><p class="note">${NOTE(c.n)}</p></section>`,
            ),
          );
          assert.ok(bytes.toString("utf8").includes('<section id="diff"><h2>Annotation diff'));
          assert.equal(withoutDiff(got), withoutDiff(bytes.toString("utf8")));
        }
        assert.deepEqual(own(merge.outputs), own(plain.outputs));
        assert.equal(merge.summary, plain.summary);
      } finally {
        await server.stop();
      }
    });
  });
}
