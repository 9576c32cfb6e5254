/**
 * Cost and latency beside quality (docs/families.md, "Usage"), through the built CLI: per-document
 * `usage.total_tokens`, `usage.cost` and `latency_ms` of a JSONL system become the `usage`
 * section; every figure below is computed by hand from the four records.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

const GOLD = [
  { id: "d1", text: "Ann met Bob.", spans: [{ start: 0, end: 3, type: "PER" }] },
  { id: "d2", text: "Paris is big.", spans: [{ start: 0, end: 5, type: "LOC" }] },
  { id: "d3", text: "Carl runs.", spans: [{ start: 0, end: 4, type: "PER" }] },
  { id: "d4", text: "Rome and Oslo.", spans: [{ start: 0, end: 4, type: "LOC" }] },
];

/** d3 reports no cost; costs are scaled by `scale` (the baseline's are 1, a PR's 1.2). */
function system(scale: number, latency = true): object[] {
  const usage: [number, number | null, number][] = [
    [100, 0.002, 400],
    [300, 0.006, 100],
    [200, null, 900],
    [400, 0.004, 250],
  ];
  return GOLD.map((g, i) => {
    const [tokens, cost, ms] = usage[i] ?? [0, null, 0];
    return {
      id: g.id,
      spans: g.spans,
      usage: { total_tokens: tokens, ...(cost === null ? {} : { cost: cost * scale }) },
      ...(latency ? { latency_ms: ms } : {}),
    };
  });
}

interface UsageDoc {
  usage?: {
    documents: number;
    tokens: { reported: number; total: number | null; mean: number | null };
    cost: { reported: number; total: number | null; mean: number | null };
    latency: { reported: number; p50: number | null; p95: number | null };
    notes: string[];
  };
}

function score(files: Record<string, string | readonly object[]>): {
  code: number;
  doc: UsageDoc;
  stderr: string;
} {
  const dir = writeTree({ "gold.jsonl": GOLD, ...files });
  const r = goldgate([
    "score",
    "--format",
    "jsonl",
    "--gold",
    join(dir, "gold.jsonl"),
    "--system",
    join(dir, "system.jsonl"),
    "--json",
  ]);
  return {
    code: r.code ?? -1,
    doc: r.code === 0 ? (JSON.parse(r.stdout) as UsageDoc) : {},
    stderr: r.stderr,
  };
}

test("usage: totals, means over the reporting documents, nearest-rank p50/p95", () => {
  const { code, doc, stderr } = score({ "system.jsonl": system(1) });
  assert.equal(code, 0, stderr);
  const u = doc.usage;
  assert.ok(u !== undefined);
  assert.equal(u.documents, 4);
  // Tokens 100 + 300 + 200 + 400 = 1000 over 4 documents; mean 250.
  assert.deepEqual(u.tokens, { reported: 4, total: 1000, mean: 250 });
  // Cost on 3 documents (d3 reports none): 0.002 + 0.006 + 0.004 = 0.012, mean 0.004.
  assert.equal(u.cost.reported, 3);
  assert.ok(Math.abs((u.cost.total ?? 0) - 0.012) < 1e-15);
  assert.ok(Math.abs((u.cost.mean ?? 0) - 0.004) < 1e-15);
  // Latencies sorted 100, 250, 400, 900: p50 is rank ⌈0.5·4⌉ = 2 → 250; p95 rank ⌈3.8⌉ = 4 → 900.
  assert.deepEqual(u.latency, { reported: 4, p50: 250, p95: 900 });
  assert.deepEqual(u.notes, ["cost: reported by 3 of 4 documents; figures over those 3"]);
});

test("usage: a field no document reports is null with a note, never zero", () => {
  const { code, doc, stderr } = score({ "system.jsonl": system(1, false) });
  assert.equal(code, 0, stderr);
  assert.deepEqual(doc.usage?.latency, { reported: 0, p50: null, p95: null });
  assert.ok(doc.usage?.notes.includes("latency: not reported by any document (null, not zero)"));
});

test("usage: no usage field anywhere gives no usage section", () => {
  const bare = GOLD.map((g) => ({ id: g.id, spans: g.spans }));
  const { code, doc, stderr } = score({ "system.jsonl": bare });
  assert.equal(code, 0, stderr);
  assert.equal(doc.usage, undefined);
});

test("usage: a negative cost is refused with the file and line", () => {
  const bad = system(1).map((r, i) => (i === 1 ? { ...r, usage: { cost: -1 } } : r));
  const { code, stderr } = score({ "system.jsonl": bad });
  assert.equal(code, 2);
  assert.match(stderr, /system\.jsonl:2: .*usage\.cost: expected a number ≥ 0, got -1/);
});

test("usage: the terminal shows raw amounts, not points", () => {
  const dir = writeTree({ "gold.jsonl": GOLD, "system.jsonl": system(1) });
  const r = goldgate([
    "score",
    "--format",
    "jsonl",
    "--gold",
    join(dir, "gold.jsonl"),
    "--system",
    join(dir, "system.jsonl"),
  ]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /total cost\s+0\.012\s+3/);
  assert.match(r.stdout, /latency p95 \(ms\)\s+900\s+4/);
  assert.match(r.stdout, /cost: reported by 3 of 4 documents/);
});

test("usage: compared with a baseline whose costs were 20% lower, the delta is the rise", () => {
  const dir = writeTree({
    "gold.jsonl": GOLD,
    "base.jsonl": system(1),
    "system.jsonl": system(1.2),
  });
  const args = (sys: string) => [
    "score",
    "--format",
    "jsonl",
    "--gold",
    join(dir, "gold.jsonl"),
    "--system",
    join(dir, sys),
    "--out",
    join(dir, `${sys}.json`),
  ];
  assert.equal(goldgate(args("base.jsonl")).code, 0);
  assert.equal(goldgate(args("system.jsonl")).code, 0);
  const r = goldgate([
    "compare",
    "--baseline",
    join(dir, "base.jsonl.json"),
    "--current",
    join(dir, "system.jsonl.json"),
    "--json",
  ]);
  assert.equal(r.code, 0, r.stderr);
  const c = JSON.parse(r.stdout) as {
    families: {
      usage: {
        metrics: {
          usage: {
            cost: { total: { baseline: number; current: number; delta: number } };
            tokens: { total: { delta: number } };
          };
        };
      };
    };
  };
  const total = c.families.usage.metrics.usage.cost.total;
  // 0.012 → 0.0144: a rise of 0.0024; tokens unchanged.
  assert.ok(Math.abs(total.baseline - 0.012) < 1e-15);
  assert.ok(Math.abs(total.current - 0.0144) < 1e-15);
  assert.ok(Math.abs(total.delta - 0.0024) < 1e-15);
  assert.equal(c.families.usage.metrics.usage.tokens.total.delta, 0);
});

test("usage: an items JSONL line may carry the same fields", () => {
  const dir = writeTree({
    "items.jsonl": [
      { id: "a", metrics: { judge: 0.5 }, usage: { total_tokens: 10, cost: 0.1 }, latency_ms: 30 },
      { id: "b", metrics: { judge: 1 }, usage: { total_tokens: 30 }, latency_ms: 10 },
    ],
  });
  const r = goldgate([
    "score",
    "--format",
    "items",
    "--system",
    join(dir, "items.jsonl"),
    "--json",
  ]);
  assert.equal(r.code, 0, r.stderr);
  const u = (JSON.parse(r.stdout) as UsageDoc).usage;
  // Tokens 10 + 30 = 40 (mean 20); cost on a alone; latencies 10, 30: p50 10, p95 30.
  assert.deepEqual(u?.tokens, { reported: 2, total: 40, mean: 20 });
  assert.deepEqual(u?.cost, { reported: 1, total: 0.1, mean: 0.1 });
  assert.deepEqual(u?.latency, { reported: 2, p50: 10, p95: 30 });
});

test("usage: shards merge into the whole's usage section", () => {
  const dir = writeTree({ "gold.jsonl": GOLD, "system.jsonl": system(1) });
  const base = ["score", "--format", "jsonl", "--gold", "gold.jsonl", "--system", "system.jsonl"];
  const whole = goldgate([...base, "--json"], dir);
  assert.equal(whole.code, 0, whole.stderr);
  for (const k of [1, 2]) {
    const r = goldgate([...base, "--shard", `${k}/2`, "--out", `s${k}.json`], dir);
    assert.equal(r.code, 0, r.stderr);
  }
  const merged = goldgate(["merge", "s1.json", "s2.json", "--json"], dir);
  assert.equal(merged.code, 0, merged.stderr);
  const section = (text: string) => (JSON.parse(text) as UsageDoc).usage;
  assert.deepEqual(section(merged.stdout), section(whole.stdout));
});

test("usage: shards where only some documents report usage, or none, merge as the whole", () => {
  const one = system(1).map((r, i) => (i === 0 ? r : { id: GOLD[i]?.id, spans: GOLD[i]?.spans }));
  const bare = GOLD.map((g) => ({ id: g.id, spans: g.spans }));
  for (const records of [one, bare]) {
    const dir = writeTree({ "gold.jsonl": GOLD, "system.jsonl": records });
    const base = ["score", "--format", "jsonl", "--gold", "gold.jsonl", "--system", "system.jsonl"];
    const whole = goldgate([...base, "--json"], dir);
    for (const k of [1, 2])
      assert.equal(goldgate([...base, "--shard", `${k}/2`, "--out", `s${k}.json`], dir).code, 0);
    const merged = goldgate(["merge", "s1.json", "s2.json", "--json"], dir);
    assert.equal(merged.code, 0, merged.stderr);
    const section = (text: string) => (JSON.parse(text) as UsageDoc).usage;
    assert.deepEqual(section(merged.stdout), section(whole.stdout));
  }
});

test("usage: a scores file whose usage figure disagrees with its units is refused", () => {
  const dir = writeTree({ "gold.jsonl": GOLD, "system.jsonl": system(1) });
  const base = ["score", "--format", "jsonl", "--gold", "gold.jsonl", "--system", "system.jsonl"];
  const r = goldgate([...base, "--json"], dir);
  const doc = JSON.parse(r.stdout) as { usage: { cost: { total: number } } };
  doc.usage.cost.total = 1;
  const edited = writeTree({ "a.json": JSON.stringify(doc), "b.json": r.stdout });
  const c = goldgate([
    "compare",
    "--baseline",
    join(edited, "b.json"),
    "--current",
    join(edited, "a.json"),
  ]);
  assert.equal(c.code, 2);
  assert.match(c.stderr, /usage\.cost\.total/);
});

test("usage: shards of an items file where one item reports usage merge as the whole", () => {
  const lines = ["a", "b", "c", "d", "e", "f"].map((id, i) => ({
    id,
    metrics: { judge: i / 10 },
    ...(i === 0 ? { usage: { total_tokens: 7 } } : {}),
  }));
  const dir = writeTree({ "items.jsonl": lines });
  const base = ["score", "--format", "items", "--system", "items.jsonl"];
  const whole = goldgate([...base, "--json"], dir);
  for (const k of [1, 2, 3])
    assert.equal(goldgate([...base, "--shard", `${k}/3`, "--out", `s${k}.json`], dir).code, 0);
  const merged = goldgate(["merge", "s1.json", "s2.json", "s3.json", "--json"], dir);
  assert.equal(merged.code, 0, merged.stderr);
  const section = (text: string) => (JSON.parse(text) as UsageDoc).usage;
  assert.deepEqual(section(merged.stdout), section(whole.stdout));
  assert.equal(section(whole.stdout)?.tokens.total, 7);
});

/** The same four records, their usage written under other names (a provider's own shape). */
function renamed(): object[] {
  return system(1).map((r) => {
    const { usage, latency_ms, ...rest } = r as {
      usage: { total_tokens: number; cost?: number };
      latency_ms: number;
    };
    return {
      ...rest,
      meta: {
        tokens_used: usage.total_tokens,
        ...(usage.cost === undefined ? {} : { usd: usage.cost }),
      },
      timing: { ms: latency_ms },
    };
  });
}

test("usage: other field names by dotted path (goldgate.yml usage.*), the same figures", () => {
  const config = [
    "inputs: { format: jsonl, gold: gold.jsonl, system: system.jsonl }",
    "usage: { tokens: meta.tokens_used, cost: meta.usd, latency: timing.ms }",
    "",
  ].join("\n");
  const dir = writeTree({ "gold.jsonl": GOLD, "system.jsonl": renamed(), "goldgate.yml": config });
  const r = goldgate(["score", "--config", "goldgate.yml", "--json"], dir);
  assert.equal(r.code, 0, r.stderr);
  const u = (JSON.parse(r.stdout) as UsageDoc).usage;
  // As the first test, read from the other names: d3 reports no cost.
  assert.deepEqual(u?.tokens, { reported: 4, total: 1000, mean: 250 });
  assert.equal(u?.cost.reported, 3);
  assert.deepEqual(u?.latency, { reported: 4, p50: 250, p95: 900 });
  // Read under the default names, the same records report nothing: no usage section, not zeros.
  const plain = goldgate(
    ["score", ...["--format", "jsonl", "--gold", join(dir, "gold.jsonl")]].concat([
      "--system",
      join(dir, "system.jsonl"),
      "--json",
    ]),
  );
  assert.equal(plain.code, 0, plain.stderr);
  assert.equal((JSON.parse(plain.stdout) as UsageDoc).usage, undefined);
});

test("usage: a flag names a field; a non-number there stops the run at its line, by that name", () => {
  const dir = writeTree({ "gold.jsonl": GOLD, "system.jsonl": renamed() });
  const args = ["score", "--format", "jsonl", "--gold", join(dir, "gold.jsonl")].concat([
    "--system",
    join(dir, "system.jsonl"),
  ]);
  const ok = goldgate([...args, "--usage-cost", "meta.usd", "--json"]);
  assert.equal(ok.code, 0, ok.stderr);
  const u = (JSON.parse(ok.stdout) as UsageDoc).usage;
  assert.equal(u?.cost.reported, 3);
  // Tokens and latency stay at their default names, which these records do not have.
  assert.deepEqual(u?.tokens, { reported: 0, total: null, mean: null });
  const bad = goldgate([...args, "--usage-cost", "meta"]);
  assert.equal(bad.code, 2);
  assert.match(bad.stderr, /system\.jsonl:1: .*meta: expected a number ≥ 0, got/);
  const empty = goldgate([...args, "--usage-tokens", "meta..x"]);
  assert.equal(empty.code, 2);
  assert.match(
    empty.stderr,
    /Invalid value "meta\.\.x" for 'usage-tokens'\. Expected a dotted path/,
  );
});

test("usage: an items file reads the named fields too", () => {
  const lines = [
    { id: "a", metrics: { ok: 1 }, cost: { usd: 0.5 } },
    { id: "b", metrics: { ok: 0 }, cost: { usd: 1.5 } },
  ];
  const dir = writeTree({ "items.jsonl": lines });
  const r = goldgate(
    ["score", "--format", "items", "--system", join(dir, "items.jsonl")].concat([
      "--usage-cost",
      "cost.usd",
      "--json",
    ]),
  );
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual((JSON.parse(r.stdout) as UsageDoc).usage?.cost, {
    reported: 2,
    total: 2,
    mean: 1,
  });
});
