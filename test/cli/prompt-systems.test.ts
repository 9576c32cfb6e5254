import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import { goldgate, tempDir } from "./built-cli.ts";

const CONFIG = ["--config", "examples/llm-ner/goldgate.yml"];

test("examples/llm-ner: an LLM's entity strings without offsets, located in the gold text and scored", () => {
  const r = goldgate(["score", ...CONFIG, "--json"]);
  assert.equal(r.code, 0, r.stderr);
  const scores = JSON.parse(r.stdout) as {
    overall: { strict: { correct: number; incorrect: number; missed: number; spurious: number } };
    issues: { kind: string; message: string }[];
  };
  // By hand: 12 of 14 gold mentions found with their type; Lyon typed ORG (incorrect);
  // "U.N." is not in the text (spurious), so the gold "UN" is missed.
  assert.deepEqual(scores.overall.strict, {
    ...scores.overall.strict,
    correct: 12,
    incorrect: 1,
    missed: 1,
    spurious: 1,
  });
  const kinds = scores.issues.map((i) => `${i.kind}: ${i.message}`);
  assert.ok(
    kinds.includes(
      "mention-unlocated: system mention 'U.N.' (ORG) in document 'news-3': 'U.N.' is not in the text: counted as spurious",
    ),
    kinds.join("\n"),
  );
  assert.ok(
    kinds.includes(
      "mention-ambiguous: system mention 'united nations' (ORG) in document 'news-3': found after normalising case, white space and Unicode form",
    ),
    kinds.join("\n"),
  );
});

test("examples/llm-ner: the gate runs on it, and the comment lists the unlocated mention", () => {
  const comment = join(tempDir(), "comment.md");
  const r = goldgate(["run", ...CONFIG, "--markdown", comment, "--quiet"]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(readFileSync(comment, "utf8"), /'U\.N\.' is not in the text: counted as spurious/);
});

test("examples/llm-ner at the string level (--mentions strings), with its usage", () => {
  const r = goldgate(["score", ...CONFIG, "--mentions", "strings", "--json"]);
  assert.equal(r.code, 0, r.stderr);
  const scores = JSON.parse(r.stdout) as {
    overall: Record<
      string,
      { correct: number; incorrect: number; missed: number; spurious: number }
    >;
    issues: { kind: string }[];
    usage: { cost: { total: number; reported: number }; tokens: { total: number } };
  };
  // By hand, as multisets of (normalised text, type): news-1 all six; news-2 apple, paris x2
  // (lyon LOC against ORG: incorrect); news-3 united nations, gaza, egypt ("un" against "u.n.":
  // one missed, one spurious). Over texts alone, lyon counts too: exact 13.
  const { correct, incorrect, missed, spurious } = scores.overall.strict ?? {};
  assert.deepEqual(
    { correct, incorrect, missed, spurious },
    {
      correct: 12,
      incorrect: 1,
      missed: 1,
      spurious: 1,
    },
  );
  assert.equal(scores.overall.exact?.correct, 13);
  assert.ok(scores.issues.some((i) => i.kind === "string-level"));
  // Usage read from the same records: 412 + 371 + 398 tokens, 0.00062 + 0.00056 + 0.0006 cost.
  assert.equal(scores.usage.tokens.total, 1181);
  assert.equal(scores.usage.cost.reported, 3);
  assert.ok(Math.abs(scores.usage.cost.total - 0.00178) < 1e-12);
});

test("unfound mentions on both sides never match each other, of one type or of two", () => {
  const dir = tempDir();
  const gold = {
    id: "d1",
    text: "Obama spoke.",
    entities: [
      { text: "Obama", type: "PER" },
      { text: "U.N.", type: "ORG" },
    ],
  };
  writeFileSync(join(dir, "gold.jsonl"), `${JSON.stringify(gold)}\n`);
  for (const other of [
    { text: "World Health Organization", type: "ORG" },
    { text: "Acme", type: "PER" },
    { text: "Obama", type: "PER", occurrence: 3 },
  ]) {
    const system = { id: "d1", entities: [{ text: "Obama", type: "PER" }, other] };
    writeFileSync(join(dir, "system.jsonl"), `${JSON.stringify(system)}\n`);
    const args = [
      "score",
      "--format",
      "jsonl",
      "--gold",
      "gold.jsonl",
      "--system",
      "system.jsonl",
      "--json",
    ];
    const r = goldgate(args, dir);
    assert.equal(r.code, 0, r.stderr);
    const overall = JSON.parse(r.stdout).overall;
    for (const scheme of ["strict", "exact", "partial", "type"]) {
      const { correct, incorrect, missed, spurious, f1 } = overall[scheme];
      assert.deepEqual(
        { correct, incorrect, missed, spurious, f1 },
        { correct: 1, incorrect: 0, missed: 1, spurious: 1, f1: 0.5 },
        `${other.text} ${scheme}`,
      );
    }
  }
});
