import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { generateCorpus } from "./generate-corpus.ts";
import { generateAgreement, generateLabels } from "./label-corpora.ts";
import { BENCH_DIR } from "./measure.ts";
import {
  CLI,
  type Commands,
  conll,
  corpus,
  measureGroup,
  once,
  pairedRatio,
  type Usage,
} from "./paired.ts";

// The performance targets of issue 27, every row measured side by side in one run, on Node 20 and
// Node 24 (the Action's). `--check` measures only the two checked rows and exits 1 when one is
// over its target: `run` ÷ `score` CPU at 1M tokens, and `run` with 1,000 types ÷ with 5.
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PEERS = join(BENCH_DIR, "peers.py");
const PYTHON = process.env.BENCH_PYTHON ?? "/usr/bin/python3";
const M = 1_000_000;
const RECORDED = join(BENCH_DIR, ".data", "recorded.json");

/** The Node binaries measured: BENCH_NODES (paths, comma-separated), else the machine's and 24. */
function nodes(): { name: string; path: string }[] {
  const listed = process.env.BENCH_NODES?.split(",");
  const local = join(BENCH_DIR, "..", "node_modules", ".bin", "node");
  const paths = listed ?? ["/usr/bin/node", local].filter((p) => existsSync(p));
  return paths.map((path) => {
    const v = spawnSync(path, ["--version"], { encoding: "utf8" }).stdout.trim();
    return { name: `Node ${v.replace(/^v/, "").split(".")[0]}`, path };
  });
}

/** The corpora (made on first use, then kept): 1M tokens with 5, 1,000 and 40,000 types, in
 * 45,000 documents, and 10M tokens. */
function corpora() {
  const lazy = <T>(make: () => T): (() => T) => {
    let made: T | undefined;
    return () => {
      made ??= make();
      return made;
    };
  };
  return {
    c5: lazy(() => corpus("conll-1000000-seed7", (p) => generateCorpus(p, M, 7))),
    c1000: lazy(() => corpus("conll-1000000-types1000", (p) => generateCorpus(p, M, 7, 1000))),
    c40000: lazy(() => corpus("conll-1000000-types40000", (p) => generateCorpus(p, M, 7, 40_000))),
    docs: lazy(() => corpus("conll-1000000-docs45000", (p) => generateCorpus(p, M, 8, 5, 1))),
    big: lazy(() => corpus("conll-10000000-seed7", (p) => generateCorpus(p, 10 * M, 7))),
  };
}

type Corpora = ReturnType<typeof corpora>;

/** Commands of the 1M-token group, for one Node binary. */
function oneMillion(node: string, c: Corpora, check: boolean): Commands {
  const gg = (...args: string[]) => [node, CLI, ...args];
  const run = (x: { ten: string; baseline: string }, ...more: string[]) =>
    gg("run", ...conll(x.ten), "--baseline", x.baseline, "--json", ...more);
  const shard = (i: number) =>
    check
      ? null
      : gg(
          "score",
          ...conll(c.c5().base),
          "--shard",
          `${i}/4`,
          "--out",
          join(BENCH_DIR, ".data", `shard-${i}.json`),
        );
  return {
    score: gg("score", ...conll(c.c5().base)),
    run: run(c.c5()),
    run1000: run(c.c1000()),
    floor: check ? null : [node, join(BENCH_DIR, "parse-floor.mjs"), c.c5().base],
    record: check
      ? null
      : gg("record", ...conll(c.c5().base), "--out", RECORDED, "--tag", "v1", "--commit", "0"),
    scoreDocs: check ? null : gg("score", ...conll(c.docs().base)),
    runDocs: check ? null : run(c.docs()),
    shard1: shard(1),
    shard2: shard(2),
    shard3: shard(3),
    shard4: shard(4),
  };
}

/** A table row: b ÷ a of one metric, the target, and whether the bench check holds it. */
interface Row {
  readonly what: string;
  readonly group: string;
  readonly a: string;
  readonly b: string;
  readonly metric: keyof Usage;
  readonly target: number;
  readonly check?: boolean;
}

const ROWS: readonly Row[] = [
  {
    what: "`run` 1M tokens, 1,000 types ÷ 5 types (CPU)",
    group: "1M",
    a: "run",
    b: "run1000",
    metric: "cpu",
    target: 1.5,
    check: true,
  },
  {
    what: "`run` 1M tokens, 40,000 types ÷ 5 types (CPU)",
    group: "types",
    a: "run",
    b: "run40000",
    metric: "cpu",
    target: 1.5,
  },
  {
    what: "`run` ÷ `score` CPU, 1M tokens, 10% changed",
    group: "1M",
    a: "score",
    b: "run",
    metric: "cpu",
    target: 1.5,
    check: true,
  },
  {
    what: "`run` ÷ `score` CPU, 1M tokens in 45,000 documents",
    group: "1M",
    a: "scoreDocs",
    b: "runDocs",
    metric: "cpu",
    target: 1.5,
  },
  {
    what: "`run` ÷ `score` CPU, 10M tokens",
    group: "10M",
    a: "score",
    b: "run",
    metric: "cpu",
    target: 1.5,
  },
  {
    what: "`run` peak memory, 10M ÷ 1M",
    group: "growth",
    a: "run1M",
    b: "run10M",
    metric: "rss",
    target: 1.5,
  },
  {
    what: "`record` ÷ `score`, 1M tokens (CPU)",
    group: "1M",
    a: "score",
    b: "record",
    metric: "cpu",
    target: 1.2,
  },
  {
    what: "`record` ÷ `score`, 1M tokens (memory)",
    group: "1M",
    a: "score",
    b: "record",
    metric: "rss",
    target: 1.2,
  },
  {
    what: "`record` ÷ `score`, 10M tokens (memory)",
    group: "10M",
    a: "score",
    b: "record",
    metric: "rss",
    target: 1.2,
  },
  {
    what: "`score` ÷ parse floor CPU, 1M tokens",
    group: "1M",
    a: "floor",
    b: "score",
    metric: "cpu",
    target: 3,
  },
  {
    what: "`score` ÷ parse floor CPU, 10M tokens",
    group: "10M",
    a: "floor",
    b: "score",
    metric: "cpu",
    target: 3,
  },
  {
    what: "`score` memory, 45,000 ÷ 4,518 documents (1M tokens)",
    group: "1M",
    a: "score",
    b: "scoreDocs",
    metric: "rss",
    target: 1.2,
  },
  {
    what: "labels, 1M items ÷ scikit-learn (CPU)",
    group: "labels",
    a: "sklearn",
    b: "goldgate",
    metric: "cpu",
    target: 1,
  },
  {
    what: "labels, 1M items ÷ scikit-learn (memory)",
    group: "labels",
    a: "sklearn",
    b: "goldgate",
    metric: "rss",
    target: 1,
  },
  {
    what: "`score --shard I/4` ÷ `score` (CPU, the largest shard)",
    group: "1M",
    a: "score",
    b: "shards",
    metric: "cpu",
    target: 0.35,
  },
  {
    what: "`merge` of 4 shards ÷ `score` (CPU)",
    group: "merge",
    a: "score",
    b: "merge",
    metric: "cpu",
    target: 0.3,
  },
  {
    what: "agreement, 3 coders × 100k items ÷ krippendorff + scikit-learn (CPU)",
    group: "agreement",
    a: "peer",
    b: "goldgate",
    metric: "cpu",
    target: 1,
  },
];

/** Every group's measurements for one Node binary (the peers' are the same for both). */
function measureAll(node: string, c: Corpora, check: boolean): Map<string, Map<string, Usage[]>> {
  const groups = new Map<string, Map<string, Usage[]>>();
  const one = measureGroup(oneMillion(node, c, check), RUNS);
  const shards = ["shard1", "shard2", "shard3", "shard4"].map((k) => one.get(k) ?? []);
  one.set(
    "shards",
    (one.get("score") ?? []).map((_, r) => worst(shards.map((s) => s[r]))),
  );
  groups.set("1M", one);
  if (check) return groups;
  const gg = (...args: string[]) => [node, CLI, ...args];
  const parts = [1, 2, 3, 4].map((i) => join(BENCH_DIR, ".data", `shard-${i}.json`));
  groups.set(
    "merge",
    measureGroup({ score: gg("score", ...conll(c.c5().base)), merge: gg("merge", ...parts) }, RUNS),
  );
  const run = (x: { ten: string; baseline: string }, ...more: string[]) =>
    gg("run", ...conll(x.ten), "--baseline", x.baseline, "--json", ...more);
  groups.set(
    "types",
    measureGroup({ run: run(c.c5()), run40000: run(c.c40000(), "--limit", "types=40000") }, 1),
  );
  const big = measureGroup(
    {
      floor: [node, join(BENCH_DIR, "parse-floor.mjs"), c.big().base],
      score: gg("score", ...conll(c.big().base)),
      record: gg(
        "record",
        ...conll(c.big().base),
        "--out",
        RECORDED,
        "--tag",
        "v1",
        "--commit",
        "0",
      ),
      run: run(c.big()),
    },
    1,
  );
  groups.set("10M", big);
  groups.set(
    "growth",
    new Map([
      ["run1M", one.get("run") ?? []],
      ["run10M", big.get("run") ?? []],
    ]),
  );
  groups.set("labels", labelsGroup(node));
  groups.set("agreement", agreementGroup(node));
  return groups;
}

/** The largest CPU and memory of the shards of one round. */
function worst(us: (Usage | undefined)[]): Usage {
  const max = (k: keyof Usage) => Math.max(...us.map((u) => u?.[k] ?? Number.NaN));
  return { cpu: max("cpu"), rss: max("rss") };
}

function labelsGroup(node: string): Map<string, Usage[]> {
  const gold = join(BENCH_DIR, ".data", "labels-1M-gold.tsv");
  const system = once("labels-1M-system.tsv", (p) => generateLabels(gold, p, M, 9));
  return measureGroup(
    {
      goldgate: [node, CLI, "score", "--format", "labels", "--gold", gold, "--system", system],
      sklearn: [PYTHON, PEERS, "labels", gold, system],
    },
    RUNS,
  );
}

function agreementGroup(node: string): Map<string, Usage[]> {
  const table = once("agreement-3x100k.tsv", (p) => generateAgreement(p, 100_000, 3, 10));
  return measureGroup(
    {
      goldgate: [node, CLI, "agree", "--format", "labels", table],
      peer: [PYTHON, PEERS, "agreement", table],
    },
    RUNS,
  );
}

/** Prints the table; returns the checked rows that are over their targets. */
export function benchTargets(check: boolean): string[] {
  const c = corpora();
  const all = nodes();
  const results = all.map((n) => measureAll(n.path, c, check));
  const rows = ROWS.filter((r) => !check || r.check === true);
  console.log(
    `\n| what (median of paired ratios; ${RUNS} rounds at 1M, one at 10M) | ${all.map((n) => n.name).join(" | ")} | target |`,
  );
  console.log(`| --- | ${all.map(() => "---").join(" | ")} | --- |`);
  const over: string[] = [];
  for (const row of rows) {
    const cells = results.map((groups, k) => {
      const g = groups.get(row.group);
      if (g === undefined) return "—";
      const { ratio, value } = pairedRatio(g, row.a, row.b, row.metric);
      if (Number.isNaN(ratio)) return "not measured (failed, over the limit, or peer missing)";
      if (row.check === true && ratio > row.target)
        over.push(`${row.what} on ${all[k]?.name}: ${ratio.toFixed(2)}×`);
      const unit = row.metric === "cpu" ? `${value.toFixed(2)} s` : `${value.toFixed(0)} MiB`;
      const verdict = ratio <= row.target ? "met" : `missed by ${(ratio / row.target).toFixed(2)}×`;
      return `${ratio.toFixed(2)}× (${unit}; ${verdict})`;
    });
    console.log(`| ${row.what} | ${cells.join(" | ")} | ≤ ${row.target}× |`);
  }
  return over;
}
