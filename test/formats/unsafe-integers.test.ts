import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { DataError } from "../../src/errors.ts";
import { doccanoReader } from "../../src/formats/doccano.ts";
import { jsonlReader } from "../../src/formats/jsonl.ts";
import { labelStudioReader } from "../../src/formats/label-studio.ts";
import { matJsonReader } from "../../src/formats/mat-json.ts";
import { quoteUnsafeIntegers } from "../../src/formats/parse-json.ts";
import type { FormatReader } from "../../src/formats/reader.ts";
import { memoryFiles } from "./memory-files.ts";
import { readAll, settingsWith } from "./read-all.ts";

const BIG = "9007199254740993"; // 2^53 + 1: JSON.parse reads it as 9007199254740992

function refusal(reader: FormatReader, name: string, text: string): string {
  try {
    readAll(reader, settingsWith({ gold: name, system: name }), memoryFiles({ [name]: text }));
  } catch (error) {
    assert.ok(error instanceof DataError, String(error));
    return error.message;
  }
  return assert.fail("expected a DataError");
}

/** What quoting should make of a parsed value: integers written without exponent past 2^53 − 1 as their digits. */
function quoted(value: unknown): unknown {
  if (typeof value === "number")
    return Number.isSafeInteger(value) || !/^-?\d+$/.test(String(value)) ? value : String(value);
  if (Array.isArray(value)) return value.map(quoted);
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, quoted(v)]));
  return value;
}

describe("an offset beyond 2^53 − 1 is echoed as written, not rounded", () => {
  it("in JSONL, doccano, Label Studio and MAT JSON", () => {
    const cases: [FormatReader, string, string][] = [
      [
        jsonlReader,
        "g.jsonl",
        `{"id":"a","text":"Anna","spans":[{"start":${BIG},"end":4,"type":"P"}]}`,
      ],
      [doccanoReader, "g.jsonl", `{"id":1,"text":"Anna","label":[[${BIG},4,"P"]]}`],
      [
        labelStudioReader,
        "g.json",
        `[{"id":1,"data":{"text":"Anna"},"annotations":[{"result":[{"id":"r","type":"labels","value":{"start":${BIG},"end":4,"labels":["P"]}}]}]}]`,
      ],
      [matJsonReader, "g/a.json", `{"signal":"Anna","asets":[{"type":"P","annots":[[${BIG},4]]}]}`],
    ];
    for (const [reader, name, text] of cases) {
      const message = refusal(reader, name.startsWith("g/") ? "g" : name, text).replace(/^g\//, "");
      assert.ok(message.includes(BIG), message);
      assert.ok(!message.includes("9007199254740992"), message);
    }
  });

  it("quoting unsafe integers keeps every other JSON value as it was (property)", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = JSON.stringify(value) ?? "null";
        assert.deepEqual(JSON.parse(quoteUnsafeIntegers(text)), quoted(JSON.parse(text)));
      }),
      { seed: 2253, numRuns: 2000 },
    );
    assert.deepEqual(JSON.parse(quoteUnsafeIntegers(`[${BIG}, -${BIG}, 1e400, 2.5]`)), [
      BIG,
      `-${BIG}`,
      Infinity,
      2.5,
    ]);
  });
});
