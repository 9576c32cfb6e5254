import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { benchCompare } from "./compare.ts";
import { generateCorpus } from "./generate-corpus.ts";
import { BENCH_DIR, type Measurement, measureNode, median } from "./measure.ts";

// Benchmarks, side by side in one run. Targets (issue: the span-scoring core):
// - scoring all six schemes ≤ 1.5 × the parse floor on 1M tokens;
// - peak memory flat as the corpus grows: 10 × the corpus ≤ 1.5 × the peak memory.
const DATA = join(BENCH_DIR, ".data");
const CLI = join(BENCH_DIR, "..", "dist", "cli.js");
const FLOOR = join(BENCH_DIR, "parse-floor.mjs");
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

function corpus(tokens: number): string {
  mkdirSync(DATA, { recursive: true });
  const path = join(DATA, `conll-${tokens}-seed7.txt`);
  if (!existsSync(path)) generateCorpus(path, tokens, 7);
  return path;
}

const fmt = (m: Measurement): string =>
  `${m.seconds.toFixed(3)} s  ${m.maxRssMiB.toFixed(0).padStart(4)} MiB`;

function scoreSpans(): void {
  const sizes = [1_000_000, 10_000_000];
  const rows: { tokens: number; floor: Measurement; goldgate: Measurement }[] = [];
  for (const tokens of sizes) {
    const file = corpus(tokens);
    const runs = tokens > 1_000_000 ? 1 : RUNS;
    const floor = median(runs, () => measureNode([FLOOR, file]));
    const goldgate = median(runs, () =>
      measureNode([CLI, "score", "--format", "conll", "--input", file]),
    );
    rows.push({ tokens, floor, goldgate });
  }
  console.log(
    "score: CoNLL, all six span schemes (median of runs; wall time includes Node start-up)",
  );
  console.log("tokens        parse floor          goldgate score       time ratio");
  for (const r of rows) {
    const ratio = r.goldgate.seconds / r.floor.seconds;
    console.log(
      `${String(r.tokens).padEnd(12)}  ${fmt(r.floor)}    ${fmt(r.goldgate)}    ${ratio.toFixed(2)}× (target ≤ 1.5×)`,
    );
  }
  const [small, large] = rows;
  if (small !== undefined && large !== undefined) {
    const growth = large.goldgate.maxRssMiB / small.goldgate.maxRssMiB;
    console.log(`peak memory 10× corpus / 1× corpus: ${growth.toFixed(2)} (target ≤ 1.5)`);
  }
}

scoreSpans();
benchCompare();
