import { benchCompare } from "./compare.ts";
import { benchGate } from "./gate.ts";
import { benchTargets } from "./targets.ts";

// Benchmarks, side by side in one run. The targets (docs/performance.md): every row of the
// performance table on Node 20 and Node 24, paired ratios of CPU time and peak memory. `--check`
// measures only the checked rows and exits 1 when one is over its target (not a test: timings
// move with the machine's load). BENCH_ALL=1 adds the older gate and compare benchmarks;
// BENCH_RUNS (default 3) sets the rounds at 1M tokens, BENCH_GROUPS (e.g. `labels`) measures only
// the groups it names (targets.ts), BENCH_LIMIT (seconds, default 300) stops a
// run that takes too long.
const check = process.argv.includes("--check");
const over = benchTargets(check);
if (!check && process.env.BENCH_ALL === "1") {
  benchGate();
  benchCompare();
}
if (over.length > 0) {
  console.error(`\nbench check: over target:\n${over.map((o) => `  ${o}`).join("\n")}`);
  process.exitCode = 1;
}
