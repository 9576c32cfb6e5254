import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { NESTING_LIMIT } from "../../src/config/limits.ts";
import { findJsonFault, lineColumn, parseJsonText } from "../../src/ports/json-text.ts";
import { dataErrorMessage } from "./data-error-message.ts";

const message = dataErrorMessage;

describe("parseJsonText", () => {
  it("agrees with JSON.parse on what is valid JSON (any JSON value, any text)", () => {
    const valid = fc.json({ depthSize: "medium" });
    const text = fc.oneof(
      valid,
      fc.string(),
      valid.map((j) => j.slice(0, -1)),
    );
    fc.assert(
      fc.property(text, (t) => {
        let ok = true;
        try {
          JSON.parse(t);
        } catch {
          ok = false;
        }
        assert.equal(findJsonFault(t) === null, ok, t);
      }),
      { seed: 17, numRuns: 3000 },
    );
  });

  it("locates syntax errors at line:column, also where V8 gives no position", () => {
    assert.equal(
      message(() => parseJsonText('{\n  "a": x}', { file: "b.json" }, "a scores document")),
      'b.json:2:8: invalid JSON: expected a value, got "x}"; the file should hold a scores document',
    );
    assert.match(
      message(() => parseJsonText("", { file: "e.json" }, "x")),
      /^e\.json:1:1: .*got the end of the text/,
    );
    assert.match(
      message(() => parseJsonText("[1,]", { file: "t.json" }, "x")),
      /^t\.json:1:4: invalid JSON: expected a value/,
    );
    assert.match(
      message(() => parseJsonText('"a\tb"', { file: "t.json" }, "x")),
      /^t\.json:1:3: .*control character/,
    );
    assert.match(
      message(() => parseJsonText("{} {}", { file: "t.json" }, "x")),
      /^t\.json:1:4: .*the end of the text/,
    );
  });

  it("counts lines from the line a JSONL record starts on", () => {
    assert.match(
      message(() => parseJsonText("{oops", { file: "g.jsonl", line: 7 }, "x")),
      /^g\.jsonl:7:2: /,
    );
  });

  it("regression: nesting 10,000 deep is 'nested deeper than N at line L', not a stack overflow", () => {
    const deep = `{"a":\n${"[".repeat(10_000)}${"]".repeat(10_000)}}`;
    assert.equal(
      message(() => parseJsonText(deep, { file: "deep.json" }, "a baseline")).split(";")[0],
      `deep.json:2:${NESTING_LIMIT}: nested deeper than ${NESTING_LIMIT} at line 2`,
    );
    const ok = `${"[".repeat(NESTING_LIMIT)}${"]".repeat(NESTING_LIMIT)}`;
    assert.equal(findJsonFault(ok), null);
  });

  it("property: refuses a value nested one level past the limit, wherever the deep branch is, and accepts the limit", () => {
    fc.assert(
      fc.property(fc.nat({ max: 5 }), fc.boolean(), fc.boolean(), (wide, objects, over) => {
        const depth = NESTING_LIMIT + (over ? 1 : 0);
        let deep = "0";
        for (let d = 1; d <= depth; d++)
          // Siblings one level deep leave the depth as it is from the second level on.
          deep =
            objects && d % 2 === 0
              ? `{"k":${deep},"n":[1]}`
              : `[${"[2],".repeat(d > 1 ? wide : 0)}${deep}]`;
        const parse = () => parseJsonText(deep, { file: "d.json" }, "a value");
        if (over) assert.match(message(parse), /nested deeper than 1000/);
        else assert.deepEqual(parse(), JSON.parse(deep));
      }),
      { numRuns: 40, seed: 27 },
    );
  });

  it("parses __proto__ as an own key, as JSON.parse does", () => {
    const value = parseJsonText('{"__proto__": {"x": 1}}', { file: "p.json" }, "x") as object;
    assert.deepEqual(Object.keys(value), ["__proto__"]);
    assert.equal(Object.getPrototypeOf(value), Object.prototype);
  });

  it("lineColumn: 1-based, columns in UTF-16 units", () => {
    assert.deepEqual(lineColumn("ab\ncd", 4), { line: 2, column: 2 });
    assert.deepEqual(lineColumn("ab", 0), { line: 1, column: 1 });
  });
});
