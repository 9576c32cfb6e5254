import assert from "node:assert/strict";
import { readdirSync } from "node:fs";
import { test } from "node:test";
import { goldgate, writeTree } from "./built-cli.ts";

const span = (start: number, end: number, type: string) => ({ start, end, type });
const GOLD = ["a", "b", "c"].map((id) => ({
  id,
  text: "Anna met Bob.",
  spans: [span(0, 4, "PER"), span(9, 12, "PER")],
}));
/** The release found both names everywhere; the change loses Bob in two documents of three. */
const OLD = GOLD;
const NEW = GOLD.map((d, k) => (k < 2 ? { ...d, spans: [span(0, 4, "PER")] } : d));

function corpus(): string {
  return writeTree({ "gold.jsonl": GOLD, "old.jsonl": OLD, "new.jsonl": NEW });
}
const INPUTS = ["--format", "jsonl", "--gold", "gold.jsonl"];

test("3 documents: the comparison says they are too few to judge, and nothing is significant", () => {
  const dir = corpus();
  const recorded = goldgate(
    ["record", ...INPUTS, "--system", "old.jsonl", "--out", "base.json"],
    dir,
  );
  assert.equal(recorded.code, 0, recorded.stderr);
  const r = goldgate(
    ["compare", ...INPUTS, "--system", "new.jsonl", "--baseline", "base.json"],
    dir,
  );
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /Too few documents to judge: 3 paired, and at least 6 are needed/);
  const json = goldgate(
    ["compare", ...INPUTS, "--system", "new.jsonl", "--baseline", "base.json", "--json"],
    dir,
  );
  const c = JSON.parse(json.stdout) as {
    families: {
      spans: {
        metrics: {
          overall: {
            strict: { f1: { delta: number; ci: { lower: number; upper: number }; p: number } };
          };
        };
      };
    };
  };
  const f1 = c.families.spans.metrics.overall.strict.f1;
  assert.ok(f1.delta < 0);
  assert.ok(f1.ci.lower <= f1.delta && f1.ci.upper >= 0, JSON.stringify(f1));
  assert.ok(f1.p >= 0.05);
});

test("--resamples 1 is refused: exit 2 naming the least count", () => {
  const dir = corpus();
  const r = goldgate(
    ["compare", ...INPUTS, "--system", "new.jsonl", "--source", "none", "--resamples", "1"],
    dir,
  );
  assert.equal(r.code, 2);
  assert.match(
    r.stderr,
    /Invalid value '1' for 'resamples'\. Expected an integer in 200\.\.1000000\./,
  );
});

test("'-' for a file to write is refused, saying what prints (only record --out - is stdout); ./- names a file", () => {
  const dir = corpus();
  const score = ["score", ...INPUTS, "--system", "new.jsonl"];
  for (const [args, flag] of [
    [[...score, "--out", "-"], "out"],
    [[...score, "--details", "-"], "details"],
    [[...score, "--csv=-"], "csv"],
    [["run", ...INPUTS, "--system", "new.jsonl", "--baseline", "b.json", "--html", "-"], "html"],
    [["merge", "a.json", "b.json", "--out", "-"], "out"],
  ] as const) {
    const r = goldgate([...args], dir);
    assert.equal(r.code, 2, `${args.join(" ")}: ${r.stderr}`);
    assert.match(r.stderr, new RegExp(`--${flag} -: '${args[0]}' writes no standard output`));
    assert.match(r.stderr, /\/dev\/stdout/);
  }
  assert.deepEqual(readdirSync(dir).sort(), ["gold.jsonl", "new.jsonl", "old.jsonl"]);
  const printed = goldgate(["record", ...INPUTS, "--system", "old.jsonl", "--out", "-"], dir);
  assert.equal(printed.code, 0, printed.stderr);
  assert.match(printed.stdout, /^\{\n {2}"baseline": \{/);
  assert.equal(goldgate([...score, "--out", "./-"], dir).code, 0);
  assert.ok(readdirSync(dir).includes("-"), "./- is a file named -, as asked");
});
