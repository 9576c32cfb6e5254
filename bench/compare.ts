import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { compareScores } from "../src/baseline/compare-scores.ts";
import { readScoresFile } from "../src/baseline/read-scores.ts";
import { generateCorpus, seededRandom } from "./generate-corpus.ts";
import { BENCH_DIR, type Measurement, measureNode, median } from "./measure.ts";

// Compare benchmark (issue: baseline and comparison). Target: comparing with 1,000 paired
// bootstrap resamples (and 1,000 randomization permutations) over 10,000 documents takes no
// longer than scoring the same corpus. Both are timed here, side by side, in one run, at 10,000
// documents and at 45,000 (the 10M-token corpus's count: the bootstrap and randomization scale
// with documents × resamples).
const DATA = join(BENCH_DIR, ".data");
const CLI = join(BENCH_DIR, "..", "dist", "cli.js");
const SIZES = [10_000, 45_000] as const;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** The first `n` documents of a conlleval-layout corpus. */
function firstDocuments(text: string, n: number): string {
  let at = -1;
  for (let k = 0; k <= n; k++) {
    at = text.indexOf("-DOCSTART-", at + 1);
    if (at === -1) throw new Error(`the corpus has fewer than ${n} documents`);
  }
  return text.slice(0, at);
}

/** A "new release": the same gold, a system column changed at random (about 1 tag in 25). */
function nextRelease(corpus: string, seed: number): string {
  const rnd = seededRandom(seed);
  const types = ["PER", "ORG", "LOC", "MISC", "DATE"];
  return corpus
    .split("\n")
    .map((line) => {
      const cells = line.split(" ");
      if (cells.length !== 3 || cells[0] === "-DOCSTART-" || rnd() >= 0.04) return line;
      const tag = rnd() < 0.5 ? "O" : `B-${types[Math.floor(rnd() * types.length)]}`;
      return `${cells[0]} ${cells[1]} ${tag}`;
    })
    .join("\n");
}

/** Writes (once) the baseline and current corpora and the baseline's scores file. */
function prepare(documents: number): { current: string; baselineScores: string } {
  mkdirSync(DATA, { recursive: true });
  const base = join(DATA, `compare-${documents}-base.txt`);
  const current = join(DATA, `compare-${documents}-current.txt`);
  const baselineScores = join(DATA, `compare-${documents}-base.json`);
  if (!existsSync(baselineScores)) {
    const raw = join(DATA, "compare-raw.txt");
    generateCorpus(raw, Math.ceil(documents * 240), 11);
    const text = firstDocuments(readFileSync(raw, "utf8"), documents);
    writeFileSync(base, text);
    writeFileSync(current, nextRelease(text, 12));
    rmSync(raw);
    measureNode([CLI, "score", "--format", "conll", "--input", base, "--out", baselineScores]);
  }
  return { current, baselineScores };
}

const fmt = (m: Measurement): string =>
  `${m.seconds.toFixed(3)} s  ${m.maxRssMiB.toFixed(0).padStart(4)} MiB`;

/** The compare stage alone, in this process: both scores files already parsed. */
function compareStage(baselineScores: string, currentScores: string): number {
  const base = readScoresFile(readFileSync(baselineScores, "utf8"), baselineScores);
  const cur = readScoresFile(readFileSync(currentScores, "utf8"), currentScores);
  const provenance = {
    requested: "path",
    source: "path",
    tag: null,
    commit: null,
    path: baselineScores,
    toolVersion: base.toolVersion,
    inputs: base.inputs,
    gold: null,
    date: null,
    ageDays: null,
    stale: false,
    notes: [],
  } as const;
  const options = { scheme: "strict", beta: 1, resamples: 1000, seed: 1, top: 10 } as const;
  const times = Array.from({ length: RUNS }, () => {
    const started = process.hrtime.bigint();
    compareScores(base, cur, provenance, options);
    return Number(process.hrtime.bigint() - started) / 1e9;
  });
  return times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
}

/** Times `score` and `compare` on the same corpus of each size and prints them side by side. */
export function benchCompare(): void {
  for (const documents of SIZES) benchCompareAt(documents);
}

function benchCompareAt(documents: number): void {
  const { current, baselineScores } = prepare(documents);
  const currentScores = join(DATA, `compare-${documents}-current.json`);
  measureNode([CLI, "score", "--format", "conll", "--input", current, "--out", currentScores]);
  const score = median(RUNS, () =>
    measureNode([CLI, "score", "--format", "conll", "--input", current]),
  );
  const compare = median(RUNS, () =>
    measureNode([
      CLI,
      "compare",
      "--baseline",
      baselineScores,
      "--current",
      currentScores,
      "--json",
    ]),
  );
  const stage = compareStage(baselineScores, currentScores);
  console.log(
    `\ncompare: ${documents} documents, 1000 paired bootstrap resamples + 1000 permutations, every scheme, type and macro row (median of ${RUNS})`,
  );
  console.log(`goldgate score (wall, with Node start-up)             ${fmt(score)}`);
  console.log(
    `goldgate compare (wall, reads two scores files)        ${fmt(compare)}   ${(compare.seconds / score.seconds).toFixed(2)}× score`,
  );
  console.log(
    `compare stage alone (in process, files parsed)         ${stage.toFixed(3)} s           ${(stage / score.seconds).toFixed(2)}× score (target ≤ 1×)`,
  );
}
