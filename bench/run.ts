import { benchCompare } from "./compare.ts";
import { benchGate } from "./gate.ts";

// Benchmarks, side by side in one run: the whole gate (parse floor, score, record, run against a
// baseline, at 1M and 10M tokens, and many types), then the compare stage on 10,000 documents.
// Targets: scoring ≤ 1.5 × the parse floor; run ≤ 2 × score (time) and ≤ 1.5 × (peak memory);
// 10 × the corpus ≤ 1.5 × the peak memory. BENCH_RUNS (default 3) sets the medians' runs at 1M,
// BENCH_LIMIT (seconds, default 300) stops a run that takes too long.
benchGate();
benchCompare();
