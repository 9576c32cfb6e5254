/**
 * `--confidence` with `--format tbf`: MAT's confidence data beside the event-mention rates (the
 * headline figures), the documents resampled; the terminal says where the data is; formats
 * without documents refuse the flag.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

/** d1 right (one mention, same characters), d2 wrong (the system's mention elsewhere, of type B). */
const GOLD =
  "#BeginOfDocument d1\ng\td1\tE1\t0,5\tx\tA\tActual\n#EndOfDocument\n#BeginOfDocument d2\ng\td2\tE1\t0,5\tx\tA\tActual\n#EndOfDocument\n";
const SYSTEM =
  "#BeginOfDocument d1\ns\td1\tE1\t0,5\tx\tA\tActual\n#EndOfDocument\n#BeginOfDocument d2\ns\td2\tE1\t9,12\ty\tB\tActual\n#EndOfDocument\n";

interface Spread {
  mean: number;
  variance: number;
  stddev: number;
}
interface Confidence {
  samples: number;
  precision: Spread | null;
  recall: Spread | null;
  f1: Spread | null;
}
type Rates = { f1: number | null; confidence?: Confidence };
type Events = Record<string, { micro: Rates; macro: Rates }> & { types: Record<string, Rates> };

function scoreEvents(gold: string, system: string, extra: string[] = []) {
  const dir = writeTree({ "g.tbf": gold, "s.tbf": system });
  const args = ["score", "--format", "tbf", "--gold", "g.tbf", "--system", "s.tbf"];
  const r = goldgate([...args, "--confidence", "--json", ...extra], dir);
  assert.equal(r.code, 0, r.stderr);
  return { stdout: r.stdout, events: (JSON.parse(r.stdout) as { events: Events }).events, dir };
}

test("one document: every resample is the corpus, so each spread is the figure with variance 0", () => {
  const one = GOLD.split("#BeginOfDocument d2")[0] ?? "";
  const { events } = scoreEvents(one, one);
  const exact = { mean: 1, variance: 0, stddev: 0 };
  const expected = { samples: 1000, precision: exact, recall: exact, f1: exact };
  assert.deepEqual(events.plain?.micro.confidence, expected);
  assert.deepEqual(events.typeRealis?.macro.confidence, expected);
  assert.deepEqual(events.types.A?.confidence, expected);
});

test("a right and a wrong document: micro F1 0.5, resampled 1,000 times around it with variance 1/8", () => {
  const { events, stdout } = scoreEvents(GOLD, SYSTEM);
  const micro = events.plain?.micro;
  assert.equal(micro?.f1, 0.5);
  // A resample draws d1 twice (F1 1, p 1/4), d2 twice (0, p 1/4) or each once (0.5): mean 0.5,
  // variance 0.375 − 0.25 = 0.125; 1,000 draws hold them within five standard errors.
  const f1 = micro?.confidence?.f1;
  assert.equal(micro?.confidence?.samples, 1000);
  assert.ok(f1 !== null && f1 !== undefined);
  assert.ok(Math.abs(f1.mean - 0.5) < 0.06, String(f1.mean));
  assert.ok(Math.abs(f1.variance - 0.125) < 0.02, String(f1.variance));
  assert.equal(f1.stddev, Math.sqrt(f1.variance));
  // Type B appears only in d2: absent from the resamples that drew d1 twice (about 1 in 4).
  const y = events.types.B?.confidence;
  assert.ok(y !== undefined && y.samples > 650 && y.samples < 850, String(y?.samples));
  assert.deepEqual(y.f1, { mean: 0, variance: 0, stddev: 0 });
  // Seeded: the same input gives the same bytes.
  assert.equal(scoreEvents(GOLD, SYSTEM).stdout, stdout);
});

test("the terminal says where the confidence data is; items refuse the flag like any unused one", () => {
  const { dir } = scoreEvents(GOLD, SYSTEM);
  const r = goldgate(
    ["score", "--format", "tbf", "--gold", "g.tbf", "--system", "s.tbf", "--confidence"],
    dir,
  );
  assert.equal(r.code, 0, r.stderr);
  assert.match(
    r.stdout,
    /^confidence data \(--confidence\): in --json and --out \(`confidence` beside each rates object\) and the --csv files \(MAT's _mean, _variance, _stddev columns\), not in these tables$/m,
  );
  const run = goldgate(
    [
      "run",
      "--format",
      "tbf",
      "--gold",
      "g.tbf",
      "--system",
      "s.tbf",
      "--source",
      "none",
      "--confidence",
    ],
    dir,
  );
  assert.match(
    run.stdout,
    /^confidence data \(--confidence\): in the run JSON \(--json, --out: `confidence` beside each rates object of scores\), not in these tables$/m,
  );
  const plain = goldgate(["score", "--format", "tbf", "--gold", "g.tbf", "--system", "s.tbf"], dir);
  assert.doesNotMatch(plain.stdout, /confidence data/);
  const items = writeTree({ "i.jsonl": [{ id: "a", metrics: { em: 1 } }] });
  const refused = goldgate(
    ["score", "--format", "items", "--system", "i.jsonl", "--confidence"],
    items,
  );
  assert.equal(refused.code, 2);
  assert.match(refused.stderr, /--confidence: not used by --format items\. Remove it/);
});
