import { createHash } from "node:crypto";
import { existsSync, mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { generateCorpus } from "./generate-corpus.ts";
import { generateManyTypes } from "./many-types.ts";
import { BENCH_DIR, type Measurement, measureNode, median } from "./measure.ts";
import { changeDocuments } from "./variants.ts";

// The whole gate, side by side in one run (issue: the whole gate as fast as scoring). Targets:
// `run` ≤ 2 × `score` wall time; peak memory of `run` ≤ 1.5 × that of `score`; 10 × the corpus
// ≤ 1.5 × the peak memory. `run` compares with a baseline recorded from another system output.
const DATA = join(BENCH_DIR, ".data");
// BENCH_CLI measures another build (an older dist/cli.js, for a before/after table); its
// baselines are recorded apart, since the baseline format changed.
const CLI = process.env.BENCH_CLI ?? join(BENCH_DIR, "..", "dist", "cli.js");
const BUILD =
  process.env.BENCH_CLI === undefined
    ? ""
    : `-${createHash("sha256").update(CLI).digest("hex").slice(0, 8)}`;
const FLOOR = join(BENCH_DIR, "parse-floor.mjs");
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** A data file made once (and kept in bench/.data). */
function once(name: string, make: (path: string) => void): string {
  mkdirSync(DATA, { recursive: true });
  const path = join(DATA, name);
  if (!existsSync(path)) make(path);
  return path;
}

const conll = (file: string): string[] => ["--format", "conll", "--input", file];

/** Records the baseline of `file` once; returns its path. */
function baselineOf(file: string): string {
  return once(`${file.split("/").pop()}${BUILD}.baseline.json`, (out) => {
    measureNode([CLI, "record", ...conll(file), "--out", out, "--tag", "v1.0.0", "--commit", "0"]);
  });
}

const cell = (m: Measurement): string =>
  Number.isFinite(m.seconds)
    ? `${m.seconds.toFixed(2)} s, ${m.maxRssMiB.toFixed(0)} MiB`
    : "over the limit";
const mib = (path: string): string => `${(statSync(path).size / 2 ** 20).toFixed(1)} MB`;
const ratio = (a: number, b: number): string => `${(a / b).toFixed(2)}×`;

interface SizeRow {
  readonly label: string;
  readonly score: Measurement;
  readonly run10: Measurement;
  readonly runAll: Measurement;
}

/** Floor, score, record and both runs for one corpus size; prints one table row. */
function measureSize(tokens: number): SizeRow {
  const base = once(`conll-${tokens}-seed7.txt`, (p) => generateCorpus(p, tokens, 7));
  const ten = once(`conll-${tokens}-10pct.txt`, (p) => changeDocuments(base, p, 0.1, 21));
  const all = once(`conll-${tokens}-all.txt`, (p) => changeDocuments(base, p, 1, 22));
  const baseline = baselineOf(base);
  const runs = tokens > 1_000_000 ? 1 : RUNS;
  const floor = median(runs, () => measureNode([FLOOR, base]));
  const score = median(runs, () => measureNode([CLI, "score", ...conll(base)]));
  const record = median(runs, () =>
    measureNode([CLI, "record", ...conll(base), "--out", join(DATA, "r.json"), "--tag", "v1"]),
  );
  const run = (file: string) => () =>
    measureNode([CLI, "run", ...conll(file), "--baseline", baseline, "--json"]);
  const run10 = median(runs, run(ten));
  const runAll = median(runs, run(all));
  const label = `${tokens / 1e6}M tokens`;
  console.log(
    `| ${label} | ${cell(floor)} | ${cell(score)} (${ratio(score.seconds, floor.seconds)} the floor) | ${cell(record)}; ${mib(baseline)} | ${cell(run10)} | ${cell(runAll)} | ${ratio(runAll.seconds, score.seconds)}, ${ratio(runAll.maxRssMiB, score.maxRssMiB)} |`,
  );
  return { label, score, run10, runAll };
}

/** Issue 18's many-types cases: one document of 40,000 types; 10,000 documents × 1,000 types. */
function manyTypes(): void {
  const one = once("types-40000-one-document.txt", (p) =>
    generateManyTypes(p, { documents: 1, tokens: 160_000, types: 40_000 }, 3),
  );
  const many = once("types-1000-10000-documents.txt", (p) =>
    generateManyTypes(p, { documents: 10_000, tokens: 40, types: 1_000 }, 4),
  );
  const ten = once("types-1000-10pct.txt", (p) => changeDocuments(many, p, 0.1, 23));
  const baseline = baselineOf(many);
  const scoreOne = measureNode([CLI, "score", ...conll(one)]);
  const score = measureNode([CLI, "score", ...conll(many)]);
  const run = measureNode([CLI, "run", ...conll(ten), "--baseline", baseline, "--json"]);
  console.log("\n| many types | score | run (10% of documents changed) |");
  console.log("| --- | --- | --- |");
  console.log(`| 1 document, 40,000 types | ${cell(scoreOne)} | — |`);
  console.log(
    `| 10,000 documents, 1,000 types | ${cell(score)} | ${cell(run)}; baseline ${mib(baseline)} |`,
  );
}

/** The gate benchmark: prints markdown tables for the README. */
export function benchGate(): void {
  console.log(
    `goldgate run against a recorded baseline (median of ${RUNS} at 1M, one run at 10M; wall time with Node start-up, peak RSS)\n`,
  );
  console.log(
    "| corpus | parse floor | score | record; baseline file | run, 10% of documents changed | run, all changed | run ÷ score (time, memory), worst case |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  const [small, large] = [1_000_000, 10_000_000].map(measureSize);
  if (small !== undefined && large !== undefined) {
    const growth = (pick: (r: SizeRow) => Measurement) =>
      ratio(pick(large).maxRssMiB, pick(small).maxRssMiB);
    console.log(
      `\npeak memory, 10× the corpus ÷ 1×: score ${growth((r) => r.score)}, run ${growth((r) => r.runAll)} (target ≤ 1.5)`,
    );
  }
  manyTypes();
}
