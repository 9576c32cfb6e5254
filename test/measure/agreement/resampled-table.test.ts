import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import type { Judgement } from "../../../src/formats/labels.ts";
import { codingTable, compareCodePoints } from "../../../src/measure/agreement/coding-table.ts";
import {
  type CodedItem,
  codeItems,
  resampledTable,
} from "../../../src/measure/agreement/resampled-table.ts";

/** The judgements of items drawn `weights[i]` times, a copy's id with `#n` (as resampling names them). */
function judgementsOf(units: readonly CodedItem[], weights: readonly number[]): Judgement[] {
  return units.flatMap((u, i) =>
    Array.from({ length: weights[i] ?? 0 }, (_, c) =>
      c === 0 ? u.item : `${u.item}#${c}`,
    ).flatMap((item) =>
      Object.entries(u.labels).map(([coder, label]) => ({ item, coder, label, line: 0 })),
    ),
  );
}

const units = fc
  .uniqueArray(fc.stringMatching(/^[a-c!#\u{10000}]{1,3}$/u), { maxLength: 8 })
  .chain((ids) =>
    fc.tuple(
      fc.constant([...ids].sort(compareCodePoints)),
      fc.array(
        fc.dictionary(fc.constantFrom("c1", "c2", "c3"), fc.constantFrom("A", "B", "C"), {
          maxKeys: 3,
        }),
        { minLength: ids.length, maxLength: ids.length },
      ),
      fc.array(fc.nat(3), { minLength: ids.length, maxLength: ids.length }),
    ),
  )
  .map(([ids, labels, weights]) => ({
    units: ids.map((item, i): CodedItem => ({ item, labels: labels[i] ?? {} })),
    weights,
  }));

describe("resampledTable", () => {
  it("is the coding table of the drawn items' judgements", () => {
    fc.assert(
      fc.property(units, fc.constantFrom([], ["D"], ["A", "E"]), ({ units, weights }, declared) => {
        const coded = codeItems(units);
        if (coded === null) return;
        const direct = codingTable(
          { file: "t", judgements: judgementsOf(units, weights) },
          declared,
        );
        assert.deepEqual(resampledTable(coded, weights, declared), direct);
      }),
      { seed: 894262, numRuns: 300 },
    );
  });

  it("declines ids whose copies would sort after another id", () => {
    const item = (id: string): CodedItem => ({ item: id, labels: { c1: "A" } });
    assert.equal(codeItems([item("a"), item("a!")]), null);
    assert.equal(codeItems([item("a"), item("a#1")]), null);
    assert.equal(codeItems([item("b"), item("a")]), null);
    assert.notEqual(codeItems([item("a"), item("a0"), item("b")]), null);
  });
});
