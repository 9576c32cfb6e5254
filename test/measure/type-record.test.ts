import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { setFlagsFromString } from "node:v8";
import fc from "fast-check";
import { alignSpans } from "../../src/align/align-spans.ts";
import { CLASH_CATEGORIES } from "../../src/align/clash.ts";
import { JsonShape } from "../../src/baseline/json-shape.ts";
import { decodeTallyRows, TALLY_ROWS } from "../../src/baseline/tally-rows.ts";
import { addPair, emptyCorpusTally } from "../../src/measure/tally-corpus.ts";
import { SHAPED_LISTS, SHAPED_NAMES, TypeRecords } from "../../src/measure/type-record.ts";

// V8's own answer to "do these two objects share a hidden class?", for the memory claim.
setFlagsFromString("--allow-natives-syntax");
const sameMap = new Function("a", "b", "return %HaveSameMap(a, b)") as (
  a: object,
  b: object,
) => boolean;

/** The record as a dictionary makes it: the reference every record is held to. */
function dictionary<T>(names: readonly string[], values: readonly T[]): Record<string, T> {
  const out = Object.create(null) as Record<string, T>;
  names.forEach((name, k) => {
    out[name] = values[k] as T;
  });
  return Object.freeze(out);
}

const NAMES = ["__proto__", "constructor", "toString", "0", "10", "9", "PER", "B-LOC", "", "é"];

function assertLikeDictionary<T>(record: object, names: readonly string[], values: readonly T[]) {
  const reference = dictionary(names, values);
  assert.equal(Object.getPrototypeOf(record), null);
  assert.ok(Object.isFrozen(record));
  assert.deepEqual(Object.keys(record), Object.keys(reference));
  assert.deepEqual(Object.entries(record), Object.entries(reference));
  assert.equal(JSON.stringify(record), JSON.stringify(reference));
}

describe("TypeRecords", () => {
  it("makes records with the dictionary's keys, order, values and no prototype, for any names", () => {
    const names = fc.uniqueArray(fc.oneof(fc.constantFrom(...NAMES), fc.string()), {
      maxLength: SHAPED_NAMES + 4,
    });
    fc.assert(
      fc.property(fc.array(names, { minLength: 1, maxLength: 6 }), (lists) => {
        const records = new TypeRecords();
        for (const list of lists) {
          const values = list.map((_, k) => ({ k }));
          assertLikeDictionary(records.make(list, values), list, values);
        }
      }),
      { seed: 813271 },
    );
  });

  it("records of the same few names share one hidden class; dictionaries each have their own", () => {
    const records = new TypeRecords();
    const names = ["LOC", "MISC", "ORG", "PER", "__proto__"];
    const a = records.make(names, [1, 2, 3, 4, 5]);
    const b = records.make(names, [6, 7, 8, 9, 10]);
    assert.ok(sameMap(a, b));
    assert.equal(
      sameMap(dictionary(names, [1, 2, 3, 4, 5]), dictionary(names, [1, 2, 3, 4, 5])),
      false,
    );
  });

  it("past SHAPED_LISTS lists or SHAPED_NAMES names a record is a dictionary, read the same", () => {
    const records = new TypeRecords();
    for (let k = 0; k < SHAPED_LISTS; k++) records.make([`T${k}`], [k]);
    const late = ["A", "B"];
    assertLikeDictionary(records.make(late, [1, 2]), late, [1, 2]);
    assert.equal(sameMap(records.make(late, [1, 2]), records.make(late, [3, 4])), false);
    assert.ok(sameMap(records.make(["T7"], [1]), records.make(["T7"], [2])));
    const many = Array.from({ length: SHAPED_NAMES + 1 }, (_, k) => `N${k}`);
    const fresh = new TypeRecords();
    assertLikeDictionary(fresh.make(many, many), many, many);
    assert.equal(sameMap(fresh.make(many, many), fresh.make(many, many)), false);
  });
});

describe("document rows' per-type records", () => {
  it("scoring's rows of the same types share a hidden class, whatever their tallies", () => {
    const total = emptyCorpusTally();
    const span = (type: string, start: number) => ({ type, start, end: start + 1 });
    for (const [id, shift] of [
      ["a", 0],
      ["b", 1],
    ] as const) {
      const gold = [span("LOC", 0), span("PER", 2)];
      const system = [span("LOC", shift), span("PER", 2)];
      addPair(
        total,
        {
          id,
          gold: { id, unit: "token", annotations: gold },
          system: { id, unit: "token", annotations: system },
        },
        alignSpans,
      );
    }
    const [a, b] = total.documents;
    assert.notEqual(a?.types, b?.types);
    assert.ok(a !== undefined && b !== undefined && sameMap(a.types, b.types));
  });

  it("a baseline's decoded rows of the same types share a hidden class, whatever their tallies", () => {
    const [a, b] = decodeTallyRows(
      new JsonShape("baseline.json"),
      {
        encoding: TALLY_ROWS,
        categories: [...CLASH_CATEGORIES],
        types: ["LOC", "PER"],
        ids: ["a", "b"],
        rows: ["2 2 2 0:1 1:1", "2 2 1,0,0,0,0,0,0,0,1 0:0,0,0,0,0,0,0,0,1 1:1"],
      },
      "documents",
    );
    assert.ok(a !== undefined && b !== undefined && sameMap(a.types, b.types));
    assert.deepEqual(Object.keys(b.types), ["LOC", "PER"]);
  });
});
