import assert from "node:assert/strict";
import { test } from "node:test";
import { arrayOnDemand } from "../../src/measure/array-on-demand.ts";
import { jsonChunks, renderJson } from "../../src/report/json.ts";

test("lines made on demand read as the array of those lines, and are made only when read", () => {
  const made: number[] = [];
  const lines = arrayOnDemand(3, (k) => {
    made.push(k);
    return `line ${k}`;
  });
  assert.deepEqual(made, []);
  const plain = ["line 0", "line 1", "line 2"];
  assert.ok(Array.isArray(lines));
  assert.equal(lines.length, 3);
  assert.equal(lines[1], "line 1");
  assert.equal(lines[3], undefined);
  assert.deepEqual([...lines], plain);
  assert.deepEqual(lines, plain);
  assert.deepEqual(Object.keys(lines), ["0", "1", "2"]);
  assert.equal(JSON.stringify(lines), JSON.stringify(plain));
  assert.equal(lines.join(","), plain.join(","));
  assert.throws(() => {
    (lines as string[])[0] = "x";
  }, TypeError);
  assert.equal(lines[0], "line 0");
});

test("JSON written from lines on demand is that of the lines, many or few", () => {
  for (const n of [0, 2, 5000]) {
    const line = (k: number) => `${k} "${k % 7}" é`;
    const plain = Array.from({ length: n }, (_, k) => line(k));
    const value = { b: 1, rows: arrayOnDemand(n, line), a: [] };
    const expected = renderJson({ b: 1, rows: plain, a: [] });
    assert.equal(renderJson(value), expected);
    assert.equal([...jsonChunks(value)].join(""), expected);
  }
});
