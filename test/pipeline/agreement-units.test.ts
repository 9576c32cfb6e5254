import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { fingerprintLines } from "../../src/corpus/fingerprint.ts";
import { DataError } from "../../src/errors.ts";
import { readJudgements } from "../../src/formats/labels.ts";
import { compareCodePoints } from "../../src/measure/agreement/coding-table.ts";
import { measureLabelAgreement } from "../../src/pipeline/labels.ts";
import { type FilePort, plainListing } from "../../src/ports/files.ts";
import { splitLines } from "../../src/ports/node-files.ts";

function tableFiles(text: string): FilePort {
  return {
    readText: () => text,
    readLines: () => splitLines([text]),
    readChunks: () => [text],
    kind: () => "file",
    listFiles: () => plainListing(["j.tsv"]),
  };
}

type Row = readonly [item: string, coder: string, label: string];

/** The units as a record per item, built the plain way: the witness for the grouped build. */
function plainUnits(rows: readonly Row[]) {
  const items = [...new Set(rows.map(([item]) => item))].sort(compareCodePoints);
  return items.map((item) => {
    const mine = rows.filter(([i]) => i === item);
    mine.sort((a, b) => compareCodePoints(a[1], b[1]));
    return { item, labels: Object.fromEntries(mine.map(([, coder, label]) => [coder, label])) };
  });
}

const name = fc.constantFrom("i1", "i10", "i2", "é", "\u{1F600}", "__proto__", "constructor", "7");

describe("agreement units from a judgement table", () => {
  it("groups rows in any order by item and coder, as a record per item would", () => {
    const rowsArb = fc.uniqueArray(fc.tuple(name, name, fc.constantFrom("A", "B", "C")), {
      selector: ([item, coder]) => `${item}\u0000${coder}`,
      minLength: 1,
      maxLength: 30,
    });
    fc.assert(
      fc.property(rowsArb, (rows) => {
        const text = `item\tcoder\tlabel\n${rows.map((r) => r.join("\t")).join("\n")}\n`;
        const doc = measureLabelAgreement("j.tsv", [], tableFiles(text));
        assert.deepEqual(doc.agreement.units, plainUnits(rows));
        const items = doc.inputs.items.sha256;
        assert.equal(items, fingerprintLines([...new Set(rows.map(([item]) => item))]));
        const lines = rows.map((r) => JSON.stringify(r));
        assert.equal(doc.inputs.judgements.sha256, fingerprintLines(lines));
      }),
      { seed: 717227, numRuns: 40 },
    );
  });

  it("finds a second judgement of an item by a coder rows apart, with the first line", () => {
    const text = "item\tcoder\tlabel\ni1\ta\tX\ni2\ta\tX\ni1\tb\tX\ni2\tb\tY\ni1\ta\tY\n";
    assert.throws(
      () => readJudgements("j.tsv", tableFiles(text)),
      (e: unknown) =>
        e instanceof DataError &&
        e.message ===
          "j.tsv:6: duplicate judgement of item 'i1' by coder 'a' (first on line 2); expected at most one row per (item, coder)",
    );
  });

  it("reads a TSV table as the same table in CSV, and refuses the same faults", () => {
    const rows = "item\tcoder\tlabel\n\ni2\tb\t Y \ni1\ta\tX\n";
    const tsv = readJudgements("j.tsv", tableFiles(rows));
    const csv = readJudgements("j.csv", tableFiles(rows.replaceAll("\t", ",")));
    assert.deepEqual(tsv.judgements, csv.judgements);
    assert.deepEqual(tsv.judgements[0], { item: "i2", coder: "b", label: "Y", line: 3 });
    for (const [bad, message] of [
      ["item\tcoder\tlabel\ni1\ta\n", "j.tsv:2: 2 columns; expected 3 as in the header"],
      ["item\tlabel\ni1\tX\n", "j.tsv:1: header lacks 'coder'"],
      ["\n", "j.tsv:1: no header row; expected columns item, coder, label"],
      ["item\tcoder\tlabel\ni1\t \tX\n", "j.tsv:2: empty coder; expected a non-empty coder"],
    ])
      assert.throws(
        () => readJudgements("j.tsv", tableFiles(bad ?? "")),
        (e: unknown) => e instanceof DataError && e.message.startsWith(message ?? ""),
      );
  });
});
