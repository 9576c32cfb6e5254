import assert from "node:assert/strict";
import { test } from "node:test";
import type { Usage } from "../../bench/paired.ts";
import { ROWS, type Row } from "../../bench/target-rows.ts";
import { cellOf, checkedOver } from "../../bench/targets.ts";

// `npm run bench:check` exits 1 when this list is not empty (bench/run.ts). No timing here: the
// usages are made up, so the decision alone is held.
const checked = ROWS.filter((r) => r.check === true);
const u = (cpu: number): Usage => ({ cpu, rss: 100 });
const oneMillion = (score: number, run: number, run1000: number) =>
  new Map([
    [
      "1M",
      new Map([
        ["score", [u(score)]],
        ["run", [u(run)]],
        ["run1000", [u(run1000)]],
      ]),
    ],
  ]);

test("the check holds run ÷ score and the 1,000-type run ÷ the 5-type run, both at 1.5×", () => {
  assert.deepEqual(
    checked.map((r) => [r.b, r.a, r.metric, r.target]),
    [
      ["run1000", "run", "cpu", 1.5],
      ["run", "score", "cpu", 1.5],
    ],
  );
});

test("within both targets on every Node: nothing over, the check passes", () => {
  assert.deepEqual(
    checkedOver(ROWS, [oneMillion(2, 3, 4.5), oneMillion(1, 1.4, 1.4)], ["A", "B"]),
    [],
  );
});

test("run ÷ score over 1.5× on one Node fails the check, naming the row, the Node and the ratio", () => {
  assert.deepEqual(checkedOver(ROWS, [oneMillion(2, 3, 3), oneMillion(1, 1.6, 1.6)], ["A", "B"]), [
    "`run` ÷ `score` CPU, 1M tokens, 10% changed on B: 1.60×",
  ]);
});

test("the 1,000-type run over 1.5× the 5-type run fails the check", () => {
  assert.deepEqual(checkedOver(ROWS, [oneMillion(2, 3, 4.6)], ["A"]), [
    "`run` 1M tokens, 1,000 types ÷ 5 types (CPU) on A: 1.53×",
  ]);
});

test("a row that could not be measured (a failed run, or no group at all) fails the check", () => {
  const over = checkedOver(ROWS, [oneMillion(2, Number.NaN, 3), new Map()], ["A", "B"]);
  assert.equal(over.length, 4);
  assert.ok(over.every((line) => line.endsWith("not measured")));
});

test("a cell reads met, missed by under 1% (over by less than the printed digit) or missed by the factor", () => {
  const row = ROWS.find((r) => r.what.startsWith("`run` ÷ `score` CPU, 1M tokens, 10%")) as Row;
  const cell = (score: number, run: number) =>
    cellOf(row, oneMillion(score, run, 0).get("1M")).text;
  assert.equal(cell(1, 1.5), "1.50× (1.50 s; met)");
  assert.equal(cell(1, 1.504), "1.50× (1.50 s; missed by under 1%)");
  assert.equal(cell(1, 2.25), "2.25× (2.25 s; missed by 1.50×)");
});
