import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { generateCorpus } from "./generate-corpus.ts";
import {
  changeLabels,
  generateAgreement,
  generateItems,
  generateLabels,
  generateUsage,
} from "./label-corpora.ts";
import { BENCH_DIR, buildTag } from "./measure.ts";
import {
  CLI,
  type Commands,
  conll,
  corpus,
  measureGroup,
  once,
  pairedRatio,
  type Usage,
  usageOf,
} from "./paired.ts";
import {
  changeRelationDocs,
  generateEventDocs,
  generateJudgements,
  generateLabelSets,
  generateManyLabels,
  generateSpanDocs,
} from "./shape-corpora.ts";
import { ROWS, type Row } from "./target-rows.ts";
import { tbfFromConll } from "./tbf-corpus.ts";

// The performance targets of issue 27, every row measured side by side in one run, on Node 20 and
// Node 24 (the Action's). `--check` measures only the two checked rows and exits 1 when one is
// over its target: `run` ÷ `score` CPU at 1M tokens, and `run` with 1,000 types ÷ with 5.
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PEERS = join(BENCH_DIR, "peers.py");
const PYTHON = process.env.BENCH_PYTHON ?? "/usr/bin/python3";
/**
 * EvmEval's scorer, run beside the tbf rows when BENCH_EVMEVAL names a checkout of it (the
 * directory holding `scorer_v1.8.py`; not bundled: it is another project's code), under the
 * Python 2.7 that BENCH_PYTHON2 names (the scorer is Python 2 only). Unset: its rows read "not
 * measured".
 */
const EVMEVAL = process.env.BENCH_EVMEVAL;
const PYTHON2 = process.env.BENCH_PYTHON2 ?? "python2.7";
const M = 1_000_000;
const RECORDED = join(BENCH_DIR, ".data", "recorded.json");
/** Where `score --details` writes (the JSON form: the larger of the two). */
const DETAILS = join(BENCH_DIR, ".data", "details.json");

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

/**
 * 1M tokens in 56,518 documents of one sentence each (named for the 45,000 documents it was first
 * thought to hold): the 1M group's many-documents corpus, and the shapes'.
 */
const DOCS_45000 = "conll-1000000-docs45000";
const makeDocs45000 = (path: string) => generateCorpus(path, M, 8, 5, 1);

/** The corpora (made on first use, then kept): 1M tokens with 5, 1,000 and 40,000 types, in
 * 56,518 documents, and 10M tokens. */
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
    c40000: lazy(() =>
      corpus(
        "conll-1000000-types40000",
        (p) => generateCorpus(p, M, 7, 40_000),
        "--limit",
        "types=40000",
      ),
    ),
    docs: lazy(() => corpus(DOCS_45000, makeDocs45000)),
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
    details: check ? null : gg("score", ...conll(c.c5().base), "--details", DETAILS),
    scoreDocs: check ? null : gg("score", ...conll(c.docs().base)),
    runDocs: check ? null : run(c.docs()),
    recordDocs: check
      ? null
      : gg("record", ...conll(c.docs().base), "--out", RECORDED, "--tag", "v1", "--commit", "0"),
    shard1: shard(1),
    shard2: shard(2),
    shard3: shard(3),
    shard4: shard(4),
  };
}

/**
 * The groups BENCH_GROUPS names (comma-separated: 1M, merge, labels, items, usage, relations,
 * agreement, tbf, shapes, 10M; all when unset), for measuring one part while working on it. `merge` needs 1M's shards, and 10M
 * (with the growth and types rows after it) needs 1M too.
 */
function wanted(group: string): boolean {
  const listed = process.env.BENCH_GROUPS?.split(",");
  return listed === undefined || listed.includes(group);
}

/** Whether BENCH_GROUPS asks for a row's group (growth and types are measured after 10M). */
function wantedRow(row: Row): boolean {
  return wanted(row.group) || (["growth", "types"].includes(row.group) && wanted("10M"));
}

/** A group's measurements, passed on as soon as they are taken (the 10M group takes a while). */
type Done = (group: string, measured: Map<string, Usage[]>) => void;

/** Every group's measurements for one Node binary (the peers' are the same for both). */
function measureAll(node: string, c: Corpora, check: boolean, done: Done): void {
  const one = wanted("1M") ? withShards(measureGroup(oneMillion(node, c, check), RUNS)) : null;
  if (one !== null) done("1M", one);
  if (check) return;
  const gg = (...args: string[]) => [node, CLI, ...args];
  const parts = [1, 2, 3, 4].map((i) => join(BENCH_DIR, ".data", `shard-${i}.json`));
  if (one !== null && wanted("merge")) {
    const score = gg("score", ...conll(c.c5().base));
    done("merge", measureGroup({ score, merge: gg("merge", ...parts) }, RUNS));
  }
  if (wanted("labels")) done("labels", labelsGroup(node));
  if (wanted("items")) done("items", itemsGroup(node));
  if (wanted("usage")) done("usage", usageGroup(node));
  if (wanted("relations")) done("relations", relationsGroup(node));
  if (wanted("agreement")) done("agreement", agreementGroup(node));
  if (wanted("tbf")) done("tbf", tbfGroup(node, c));
  if (wanted("shapes")) done("shapes", shapesGroup(node));
  if (one === null || !wanted("10M")) return;
  const run = (x: { ten: string; baseline: string }, ...more: string[]) =>
    gg("run", ...conll(x.ten), "--baseline", x.baseline, "--json", ...more);
  const record = ["--out", RECORDED, "--tag", "v1", "--commit", "0"];
  const bigShard = (i: number) => join(BENCH_DIR, ".data", `shard-10M-${i}.json`);
  const big = withShards(
    measureGroup(
      {
        floor: [node, join(BENCH_DIR, "parse-floor.mjs"), c.big().base],
        score: gg("score", ...conll(c.big().base)),
        record: gg("record", ...conll(c.big().base), ...record),
        run: run(c.big()),
        details: gg("score", ...conll(c.big().base), "--details", DETAILS),
        ...Object.fromEntries(
          [1, 2, 3, 4].map((i) => [
            `shard${i}`,
            gg("score", ...conll(c.big().base), "--shard", `${i}/4`, "--out", bigShard(i)),
          ]),
        ),
        merge: gg("merge", ...[1, 2, 3, 4].map(bigShard)),
      },
      // As many rounds as at 1M: one round's ratio moved by a fifth between benches here.
      RUNS,
    ),
  );
  done("10M", big);
  const growth = [
    ["run1M", one.get("run") ?? []],
    ["run10M", big.get("run") ?? []],
    ["details1M", one.get("details") ?? []],
    ["details10M", big.get("details") ?? []],
  ] as const;
  done("growth", new Map(growth));
  done(
    "types",
    measureGroup({ run: run(c.c5()), run40000: run(c.c40000(), "--limit", "types=40000") }, 1),
  );
}

/** The group with `shards`: per round, the largest of its four shards (none measured: none). */
function withShards(group: Map<string, Usage[]>): Map<string, Usage[]> {
  const shards = ["shard1", "shard2", "shard3", "shard4"].map((k) => group.get(k) ?? []);
  group.set(
    "shards",
    (group.get("score") ?? []).map((_, r) => worst(shards.map((s) => s[r]))),
  );
  return group;
}

/** The largest CPU and memory of the shards of one round. */
function worst(us: (Usage | undefined)[]): Usage {
  const max = (k: keyof Usage) => Math.max(...us.map((u) => u?.[k] ?? Number.NaN));
  return { cpu: max("cpu"), rss: max("rss") };
}

/**
 * 1M label items beside scikit-learn, and 100k items of the same draws (linear: ≤ 10×); a labels
 * `run` against a baseline recorded from the system's table, 10% of the items answered anew, at
 * 100k and 10k items (linear), beside `score` of the same files.
 */
function labelsGroup(node: string): Map<string, Usage[]> {
  const files = (n: number, name: string) => {
    const gold = join(BENCH_DIR, ".data", `labels-${name}-gold.tsv`);
    const system = once(`labels-${name}-system.tsv`, (p) => generateLabels(gold, p, n, 9));
    return { gold, system };
  };
  const labels = (...args: string[]) => [node, CLI, ...args, "--format", "labels"];
  const tables = (n: number, name: string) => {
    const { gold, system } = files(n, name);
    return labels("score", "--gold", gold, "--system", system);
  };
  const run = (n: number, name: string) => {
    const { gold, system } = files(n, name);
    const ten = once(`labels-${name}-10pct.tsv`, (p) => changeLabels(gold, system, p, 0.1, 22));
    return againstBaseline(node, `labels-${name}`, ["--format", "labels", "--gold", gold], {
      base: system,
      ten,
    });
  };
  const million = files(M, "1M");
  const hundred = run(M / 10, "100k");
  return measureGroup(
    {
      goldgate: tables(M, "1M"),
      sklearn: [PYTHON, PEERS, "labels", million.gold, million.system],
      goldgate100k: tables(M / 10, "100k"),
      score100kTen: hundred.score,
      run100k: hundred.run,
      run10k: run(M / 100, "10k").run,
    },
    RUNS,
  );
}

/**
 * The same content in two layouts, each pair beside the other: a labels `run` (10,000 items, 10%
 * answered anew) over 400 labels and over 20; and 20,000 mentions without offsets, 20,000 spans
 * with 10,000 relations, and 10,000 tbf event mentions (`--compat tac-kbp-2015`), each in one
 * document and in 1,000. A cost that grows with the labels or with a document's length (a walk
 * of every label pair, of every earlier mention, of the whole text per span) shows here.
 */
function shapesGroup(node: string): Map<string, Usage[]> {
  const data = (name: string) => join(BENCH_DIR, ".data", name);
  const labelsRun = (labels: number) => {
    const paths = {
      gold: data(`shape-labels-${labels}-gold.tsv`),
      base: data(`shape-labels-${labels}-base.tsv`),
      changed: data(`shape-labels-${labels}-changed.tsv`),
    };
    once(`shape-labels-${labels}-changed.tsv`, () =>
      generateManyLabels(paths, 10_000, labels, 0.1, 31),
    );
    const flags = ["--format", "labels", "--gold", paths.gold];
    return againstBaseline(node, `shape-labels-${labels}`, flags, {
      base: paths.base,
      ten: paths.changed,
    }).run;
  };
  const spans = (kind: "relations" | "mentions", docs: number) => {
    const paths = {
      gold: data(`shape-${kind}-${docs}-gold.jsonl`),
      system: data(`shape-${kind}-${docs}-system.jsonl`),
    };
    once(`shape-${kind}-${docs}-system.jsonl`, () =>
      generateSpanDocs(paths, 20_000, docs, kind, 32),
    );
    return [
      node,
      CLI,
      "score",
      "--format",
      "jsonl",
      "--gold",
      paths.gold,
      "--system",
      paths.system,
    ];
  };
  const events = (docs: number) => {
    const paths = {
      gold: data(`shape-events-${docs}-gold.tbf`),
      system: data(`shape-events-${docs}-system.tbf`),
    };
    once(`shape-events-${docs}-system.tbf`, () => generateEventDocs(paths, 10_000, docs, 33));
    const sides = ["--gold", paths.gold, "--system", paths.system];
    return [node, CLI, "score", "--format", "tbf", ...sides, "--compat", "tac-kbp-2015"];
  };
  // `compare` of two scores files (`score --out`): multi-label runs take their flag only there.
  const scored = (name: string, flags: readonly string[], system: string) =>
    once(`${name}.${buildTag(CLI)}.scores.json`, (p) =>
      usageOf([node, CLI, "score", "--format", "labels", ...flags, "--system", system, "--out", p]),
    );
  const setsCompare = (kind: "sets" | "single") => {
    const paths = {
      gold: data(`shape-${kind}-gold.tsv`),
      base: data(`shape-${kind}-base.tsv`),
      changed: data(`shape-${kind}-changed.tsv`),
    };
    once(`shape-${kind}-changed.tsv`, () => generateLabelSets(paths, 10_000, 20, kind, 34));
    const flags = ["--gold", paths.gold, ...(kind === "sets" ? ["--multi-label"] : [])];
    const baseline = scored(`shape-${kind}-base`, flags, paths.base);
    const current = scored(`shape-${kind}-changed`, flags, paths.changed);
    return [node, CLI, "compare", "--baseline", baseline, "--current", current, "--json"];
  };
  // MAT's confidence data over 56,518 documents (the 1M group's corpus of that many documents).
  const manyDocs = once(`${DOCS_45000}.txt`, makeDocs45000);
  const scoreDocs = (...more: string[]) => [
    node,
    CLI,
    "score",
    ...conll(manyDocs),
    "--json",
    ...more,
  ];
  const agree = (categories: number) => {
    const table = once(`shape-agree-${categories}.tsv`, (p) =>
      generateJudgements(p, 1_000, 8, categories, 35),
    );
    return [node, CLI, "agree", "--format", "labels", table, "--json"];
  };
  return measureGroup(
    {
      labels20: labelsRun(20),
      labels400: labelsRun(400),
      single: setsCompare("single"),
      sets: setsCompare("sets"),
      agree5: agree(5),
      agree200: agree(200),
      plainDocs: scoreDocs(),
      confidenceDocs: scoreDocs("--confidence"),
      mentionsMany: spans("mentions", 1000),
      mentionsOne: spans("mentions", 1),
      relationsMany: spans("relations", 1000),
      relationsOne: spans("relations", 1),
      eventsMany: events(1000),
      eventsOne: events(1),
    },
    RUNS,
  );
}

/**
 * `score` of a release's system file, and `run --json` of it against a baseline `record`ed (once
 * per build) from the release before; `flags`: the format and the gold file, when there is one.
 */
function againstBaseline(
  node: string,
  name: string,
  flags: readonly string[],
  system: { readonly base: string; readonly ten: string },
) {
  const gg = (...args: string[]) => [node, CLI, ...args, ...flags];
  const baseline = once(`${name}.${buildTag(CLI)}.baseline.json`, (p) =>
    usageOf(gg("record", "--system", system.base, "--out", p)),
  );
  return {
    score: gg("score", "--system", system.ten),
    run: gg("run", "--system", system.ten, "--baseline", baseline, "--json"),
  };
}

/**
 * Per-item metrics (an LLM judge's scores): `run` against a baseline recorded from the first
 * release, 10% of the items judged anew, at 30,000 and 3,000 items (linear), beside `score` of
 * the same file.
 */
function itemsGroup(node: string): Map<string, Usage[]> {
  const sides = (n: number, name: string) => {
    const base = join(BENCH_DIR, ".data", `items-${name}.jsonl`);
    const ten = once(`items-${name}-10pct.jsonl`, (p) => generateItems(base, p, n, 0.1, 23));
    return againstBaseline(node, `items-${name}`, ["--format", "items"], { base, ten });
  };
  const large = sides(30_000, "30k");
  return measureGroup(
    { score30k: large.score, run30k: large.run, run3k: sides(3_000, "3k").run },
    RUNS,
  );
}

/**
 * An LLM extractor's JSONL output with usage per call: `run` against a baseline recorded from the
 * first release, 10% of the calls made anew, at 10,000 and 1,000 documents (linear), beside
 * `score` of the same files.
 */
function usageGroup(node: string): Map<string, Usage[]> {
  const sides = (n: number, name: string) => {
    const gold = join(BENCH_DIR, ".data", `usage-${name}-gold.jsonl`);
    const base = join(BENCH_DIR, ".data", `usage-${name}.jsonl`);
    const ten = once(`usage-${name}-10pct.jsonl`, (p) => generateUsage(gold, base, p, n, 0.1, 24));
    return againstBaseline(node, `usage-${name}`, ["--format", "jsonl", "--gold", gold], {
      base,
      ten,
    });
  };
  const large = sides(10_000, "10k");
  return measureGroup(
    { score10k: large.score, run10k: large.run, run1k: sides(1_000, "1k").run },
    RUNS,
  );
}

/**
 * Relation extraction in JSONL: `run` against a baseline recorded from the first release (40,000
 * spans and 20,000 relations in 4,000 documents), 10% of the documents answered anew, beside
 * `score` of the same files.
 */
function relationsGroup(node: string): Map<string, Usage[]> {
  const paths = {
    gold: join(BENCH_DIR, ".data", "relations-4k-gold.jsonl"),
    system: join(BENCH_DIR, ".data", "relations-4k.jsonl"),
  };
  once("relations-4k.jsonl", () => generateSpanDocs(paths, 40_000, 4_000, "relations", 41));
  const ten = once("relations-4k-10pct.jsonl", (p) => changeRelationDocs(paths.system, p, 0.1, 42));
  const release = againstBaseline(
    node,
    "relations-4k",
    ["--format", "jsonl", "--gold", paths.gold],
    {
      base: paths.system,
      ten,
    },
  );
  return measureGroup({ score: release.score, run: release.run }, RUNS);
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

/** The 1M-token corpus's spans as tbf event mentions, scored beside the same spans as CoNLL. */
function tbfGroup(node: string, c: Corpora): Map<string, Usage[]> {
  const { base, ten } = c.c5();
  const gold = join(BENCH_DIR, ".data", "conll-1000000-seed7.gold.tbf");
  const system = once("conll-1000000-seed7.system.tbf", (p) => tbfFromConll(base, gold, p));
  // The 10%-changed release's mentions (its gold file is the same as the original's).
  const changed = once("conll-1000000-seed7-10pct.system.tbf", (p) =>
    tbfFromConll(ten, join(BENCH_DIR, ".data", "conll-1000000-seed7-10pct.gold.tbf"), p),
  );
  const release = againstBaseline(node, "tbf-1M", ["--format", "tbf", "--gold", gold], {
    base: system,
    ten: changed,
  });
  const tbf = ["--format", "tbf", "--gold", gold, "--system", system];
  return measureGroup(
    {
      conll: [node, CLI, "score", ...conll(base)],
      tbf: [node, CLI, "score", ...tbf],
      tbfScoreTen: release.score,
      tbfRun: release.run,
      // The same files under EvmEval's definitions, beside EvmEval itself (it prints the same
      // micro and macro figures: 92.18 plain micro F1 on this corpus).
      tbfEvmeval: [node, CLI, "score", ...tbf, "--compat", "evmeval"],
      evmeval: evmevalCommand(gold, system),
    },
    RUNS,
  );
}

/** EvmEval's scorer on two tbf files, its report written under bench/.data; null without it. */
function evmevalCommand(gold: string, system: string): readonly string[] | null {
  if (EVMEVAL === undefined) return null;
  const out = join(BENCH_DIR, ".data", "evmeval-report.txt");
  return [PYTHON2, join(EVMEVAL, "scorer_v1.8.py"), "-g", gold, "-s", system, "-o", out];
}

/** A row's cell: the ratio, b's median, and the verdict against the target. */
export function cellOf(
  row: Row,
  g: Map<string, Usage[]> | undefined,
): { text: string; ratio: number } {
  if (g === undefined) return { text: "—", ratio: Number.NaN };
  const { ratio, value } = pairedRatio(g, row.a, row.b, row.metric);
  const unit = row.metric === "cpu" ? `${value.toFixed(2)} s` : `${value.toFixed(0)} MiB`;
  if (Number.isNaN(ratio)) {
    const b = Number.isNaN(value) ? "failed or over the limit" : unit;
    return {
      text: `not measured (${row.b}: ${b}; ${row.a}: failed, over the limit or missing)`,
      ratio,
    };
  }
  // Over the target by less than the printed digit reads "by under 1%", not "by 1.00×".
  const over = ratio / row.target;
  const verdict =
    ratio <= row.target
      ? "met"
      : over < 1.005
        ? "missed by under 1%"
        : `missed by ${over.toFixed(2)}×`;
  return { text: `${ratio.toFixed(2)}× (${unit}; ${verdict})`, ratio };
}

/** Prints each row as it is measured, then the table; returns the checked rows over target. */
export function benchTargets(check: boolean): string[] {
  const c = corpora();
  const all = nodes();
  const rows = ROWS.filter((r) => (!check || r.check === true) && wantedRow(r));
  const results = all.map((n) => {
    const groups = new Map<string, Map<string, Usage[]>>();
    measureAll(n.path, c, check, (group, measured) => {
      groups.set(group, measured);
      for (const row of rows.filter((r) => r.group === group))
        console.log(`${n.name}: ${row.what}: ${cellOf(row, measured).text}`);
    });
    return groups;
  });
  const head = `median of paired ratios; ${RUNS} rounds at 1M and 10M, one at 40,000 types`;
  const names = all.map((n) => n.name).join(" | ");
  console.log(`\n| what (${head}) | ${names} | target | made of, and what is left |`);
  console.log(`| --- | ${all.map(() => "---").join(" | ")} | --- | --- |`);
  for (const row of rows) {
    const cells = results.map((groups) => cellOf(row, groups.get(row.group)).text);
    console.log(`| ${row.what} | ${cells.join(" | ")} | ≤ ${row.target}× | ${row.left} |`);
  }
  return checkedOver(
    rows,
    results,
    all.map((n) => n.name),
  );
}

/**
 * The checked rows over their target, one line each per Node binary: a ratio above the target,
 * and a row that could not be measured (a failed run, one over the time limit, or a missing
 * group), since a check that cannot measure must not pass.
 */
export function checkedOver(
  rows: readonly Row[],
  results: readonly Map<string, Map<string, Usage[]>>[],
  names: readonly string[],
): string[] {
  const over: string[] = [];
  for (const row of rows.filter((r) => r.check === true))
    results.forEach((groups, k) => {
      const g = groups.get(row.group);
      const ratio = g === undefined ? Number.NaN : pairedRatio(g, row.a, row.b, row.metric).ratio;
      const shown = Number.isNaN(ratio) ? "not measured" : `${ratio.toFixed(2)}×`;
      if (!(ratio <= row.target)) over.push(`${row.what} on ${names[k]}: ${shown}`);
    });
  return over;
}
