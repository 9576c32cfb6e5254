import assert from "node:assert/strict";
import { test } from "node:test";
import { SPAN_SCHEMES } from "../../src/measure/schemes.ts";
import { deltaText, figureText, intervalText } from "../../src/number-format.ts";
import { renderRunCsv } from "../../src/report/run-csv.ts";
import { renderRunTerminal } from "../../src/report/terminal-run.ts";
import { GOLDEN_RUNS } from "./golden-runs.ts";

/** CSV rows as maps from the header's names to cells (no quoted cells in these runs). */
function csvRows(text: string): Record<string, string>[] {
  const [header = "", ...rows] = text.trimEnd().split("\r\n");
  const names = header.split(",");
  return rows.map((r) => Object.fromEntries(r.split(",").map((c, k) => [names[k] ?? "", c])));
}

const num = (cell: string | undefined): number | null =>
  cell === undefined || cell === "" ? null : Number(cell);

test("types.csv carries the figures the terminal shows, unrounded: each type under each scheme", () => {
  for (const name of ["significant-regression", "gold-changed", "first-run"]) {
    const make = GOLDEN_RUNS[name];
    assert.ok(make !== undefined);
    const run = make();
    const types = csvRows(renderRunCsv(run)["types.csv"]);
    let checked = 0;
    for (const scheme of SPAN_SCHEMES) {
      const lines = renderRunTerminal(run, { scheme, color: false }).split("\n");
      for (const row of types.filter((r) => r.scheme === scheme && r.status === "both")) {
        const cells = lines
          .find((l) => l.startsWith(`${row.type} `))
          ?.trim()
          .split(/ {2,}/);
        assert.ok(cells !== undefined, `${name}: ${row.type} under ${scheme}`);
        const rates = ["precision", "recall", "f1"].map((k) =>
          figureText("rate", num(row[k]), "full"),
        );
        const change =
          row.delta_f1 === "" || row.delta_f1 === undefined
            ? []
            : [
                deltaText("rate", num(row.delta_f1), "full"),
                intervalText("rate", num(row.ci_lower), num(row.ci_upper), "full"),
              ];
        assert.deepEqual(cells, [row.type, row.possible, row.actual, ...rates, ...change]);
        checked++;
      }
    }
    assert.ok(checked >= 4 * SPAN_SCHEMES.length, `${name}: ${checked} rows`);
  }
});
