import type { Usage } from "./paired.ts";

// The rows of the performance table (docs/performance.md): b ÷ a of one metric, measured in one
// group of paired runs, and the target.
/** A table row: b ÷ a of one metric, the target, and whether the bench check holds it. */
export interface Row {
  readonly what: string;
  readonly group: string;
  readonly a: string;
  readonly b: string;
  readonly metric: keyof Usage;
  readonly target: number;
  readonly check?: boolean;
}

export const ROWS: readonly Row[] = [
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
    what: "labels, 1M ÷ 100k items (CPU; linear: ≤ 10×)",
    group: "labels",
    a: "goldgate100k",
    b: "goldgate",
    metric: "cpu",
    target: 10,
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
    what: "`score --shard I/4` ÷ `score` (CPU, the largest shard), 10M tokens",
    group: "10M",
    a: "score",
    b: "shards",
    metric: "cpu",
    target: 0.35,
  },
  {
    what: "`merge` of 4 shards ÷ `score` (CPU), 10M tokens",
    group: "10M",
    a: "score",
    b: "merge",
    metric: "cpu",
    target: 0.3,
  },
  {
    what: "tbf events, 1M tokens (130,797 gold mentions) ÷ the same spans as CoNLL (CPU)",
    group: "tbf",
    a: "conll",
    b: "tbf",
    metric: "cpu",
    target: 2,
  },
  {
    what: "agreement, 3 coders × 100k items ÷ nltk + statsmodels + scikit-learn (CPU)",
    group: "agreement",
    a: "peer",
    b: "goldgate",
    metric: "cpu",
    target: 1,
  },
  {
    what: "agreement, 3 coders × 100k items ÷ nltk + statsmodels + scikit-learn (memory)",
    group: "agreement",
    a: "peer",
    b: "goldgate",
    metric: "rss",
    target: 1,
  },
];
