import { existsSync, mkdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { generateCorpus } from "./generate-corpus.ts";
import { generateManyTypes } from "./many-types.ts";
import { BENCH_DIR, buildTag, type Measurement, measureNode, median } from "./measure.ts";
import { changeDocuments } from "./variants.ts";

// The whole gate, side by side in one run (issue: the whole gate as fast as scoring). Targets:
// `run` ≤ 2 × `score` wall time; peak memory of `run` ≤ 1.5 × that of `score`; 10 × the corpus
// ≤ 1.5 × the peak memory. `run` compares with a baseline recorded from another system output.
// BENCH_BEFORE=path/to/an/older/dist/cli.js adds that build's rows beside this one's (its
// baselines are recorded apart: the format changed).
const DATA = join(BENCH_DIR, ".data");
const FLOOR = join(BENCH_DIR, "parse-floor.mjs");
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** A build to measure: its CLI and a tag for its baseline files. */
interface Build {
  readonly name: string;
  readonly cli: string;
}

function builds(): Build[] {
  const now = { name: "", cli: join(BENCH_DIR, "..", "dist", "cli.js") };
  const before = process.env.BENCH_BEFORE;
  if (before === undefined) return [now];
  return [
    { name: " (before)", cli: before },
    { ...now, name: " (now)" },
  ];
}

/** A data file made once (and kept in bench/.data). */
function once(name: string, make: (path: string) => void): string {
  mkdirSync(DATA, { recursive: true });
  const path = join(DATA, name);
  if (!existsSync(path)) make(path);
  return path;
}

const conll = (file: string): string[] => ["--format", "conll", "--input", file];

/** Records the baseline of `file` once with a build; null when that build cannot. */
function baselineOf(b: Build, file: string): string | null {
  const path = join(DATA, `${file.split("/").pop()}.${buildTag(b.cli)}.baseline.json`);
  if (existsSync(path)) return path;
  const m = measureNode([
    b.cli,
    "record",
    ...conll(file),
    "--out",
    path,
    "--tag",
    "v1",
    "--commit",
    "0",
  ]);
  return m.failed === undefined && existsSync(path) ? path : null;
}

const cell = (m: Measurement): string =>
  m.failed !== undefined
    ? `fails (${m.failed.slice(0, 60)}) after ${m.seconds.toFixed(1)} s, ${m.maxRssMiB.toFixed(0)} MiB`
    : Number.isFinite(m.seconds)
      ? `${m.seconds.toFixed(2)} s, ${m.maxRssMiB.toFixed(0)} MiB`
      : "over the limit";
const size = (path: string | null): string =>
  path === null ? "—" : `${(statSync(path).size / 2 ** 20).toFixed(1)} MB`;
const ratio = (a: number, b: number): string => `${(a / b).toFixed(2)}×`;
const NONE: Measurement = { seconds: Number.NaN, maxRssMiB: Number.NaN, failed: "no baseline" };

interface SizeRow {
  readonly score: Measurement;
  readonly runAll: Measurement;
}

/** Floor, score, record and both runs for one corpus size and build; prints one table row. */
function measureSize(b: Build, tokens: number): SizeRow {
  const base = once(`conll-${tokens}-seed7.txt`, (p) => generateCorpus(p, tokens, 7));
  const ten = once(`conll-${tokens}-10pct.txt`, (p) => changeDocuments(base, p, 0.1, 21));
  const all = once(`conll-${tokens}-all.txt`, (p) => changeDocuments(base, p, 1, 22));
  const baseline = baselineOf(b, base);
  const runs = tokens > 1_000_000 ? 1 : RUNS;
  const floor = median(runs, () => measureNode([FLOOR, base]));
  const score = median(runs, () => measureNode([b.cli, "score", ...conll(base)]));
  const out = join(DATA, "recorded.json");
  const record = median(runs, () =>
    measureNode([b.cli, "record", ...conll(base), "--out", out, "--tag", "v1", "--commit", "0"]),
  );
  const run = (file: string) =>
    baseline === null
      ? NONE
      : median(runs, () =>
          measureNode([b.cli, "run", ...conll(file), "--baseline", baseline, "--json"]),
        );
  const run10 = run(ten);
  const runAll = run(all);
  console.log(
    `| ${tokens / 1e6}M tokens${b.name} | ${cell(floor)} | ${cell(score)} (${ratio(score.seconds, floor.seconds)} the floor) | ${cell(record)}; ${size(baseline)} | ${cell(run10)} | ${cell(runAll)} | ${ratio(runAll.seconds, score.seconds)}, ${ratio(runAll.maxRssMiB, score.maxRssMiB)} |`,
  );
  return { score, runAll };
}

/** Issue 18's many-types cases: one document of 40,000 types; 10,000 documents × 1,000 types. */
function manyTypes(b: Build): void {
  const one = once("types-40000-one-document.txt", (p) =>
    generateManyTypes(p, { documents: 1, tokens: 160_000, types: 40_000 }, 3),
  );
  const many = once("types-1000-10000-documents.txt", (p) =>
    generateManyTypes(p, { documents: 10_000, tokens: 40, types: 1_000 }, 4),
  );
  const ten = once("types-1000-10pct.txt", (p) => changeDocuments(many, p, 0.1, 23));
  const baseline = baselineOf(b, many);
  const scoreOne = measureNode([b.cli, "score", ...conll(one), "--limit", "types=40000"]);
  const score = measureNode([b.cli, "score", ...conll(many)]);
  const run =
    baseline === null
      ? NONE
      : measureNode([b.cli, "run", ...conll(ten), "--baseline", baseline, "--json"]);
  console.log(
    `| many types${b.name} | ${cell(scoreOne)} | ${cell(score)} | ${cell(run)}; baseline ${size(baseline)} |`,
  );
}

/** The gate benchmark: prints markdown tables for the README. */
export function benchGate(): void {
  const all = builds();
  console.log(
    `goldgate run against a recorded baseline (median of ${RUNS} at 1M, one run at 10M; wall time with Node start-up, peak RSS)\n`,
  );
  console.log(
    "| corpus | parse floor | score | record; baseline file | run, 10% of documents changed | run, all changed | run ÷ score (time, memory), all changed |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- |");
  for (const b of all) {
    const [small, large] = [1_000_000, 10_000_000].map((tokens) => measureSize(b, tokens));
    if (small === undefined || large === undefined) continue;
    const growth = (m: (r: SizeRow) => Measurement) =>
      ratio(m(large).maxRssMiB, m(small).maxRssMiB);
    console.log(
      `|${b.name} peak memory, 10M ÷ 1M | | score ${growth((r) => r.score)} | | | run ${growth((r) => r.runAll)} | (target ≤ 1.5) |`,
    );
  }
  console.log(
    "\n| many types | score: 1 document, 40,000 types | score: 10,000 documents, 1,000 types | run (10% of documents changed) |",
  );
  console.log("| --- | --- | --- | --- |");
  for (const b of all) manyTypes(b);
}
