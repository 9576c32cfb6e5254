import assert from "node:assert/strict";
import { test } from "node:test";
import { arrayOnDemand, spellerOf } from "../../src/measure/array-on-demand.ts";
import { JSON_PIECE, type JsonBytes } from "../../src/ports/json-bytes.ts";
import { jsonChunks, jsonPieces, renderJson } from "../../src/report/json.ts";

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

test("an array spelt into bytes writes the bytes of its elements' JSON, nested, many or few", () => {
  const line = (k: number) => `${k} ${k % 7 === 0 ? "-" : -k},${2 ** 31 - k}`;
  // The speller writes the same JSON text as the element, through the byte writer's calls.
  const spell = (k: number, out: JsonBytes) => {
    out.room(40);
    out.byte(34);
    out.int(k);
    out.byte(32);
    if (k % 7 === 0) out.byte(45);
    else out.int(-k);
    out.ascii(",");
    out.int(2 ** 31 - k);
    out.byte(34);
  };
  for (const n of [0, 1, 2, 3000, 5000, 40_000]) {
    const plain = Array.from({ length: n }, (_, k) => line(k));
    const value = { z: { rows: arrayOnDemand(n, line, spell), y: [1] }, a: "é" };
    const expected = renderJson({ z: { rows: plain, y: [1] }, a: "é" });
    // A piece of bytes is valid until the next piece is asked for: decoded at once.
    const decoder = new TextDecoder();
    let text = "";
    let bytePieces = 0;
    for (const p of jsonPieces(value)) {
      assert.ok(p.length <= 3 * JSON_PIECE);
      if (typeof p !== "string") bytePieces++;
      text += typeof p === "string" ? p : decoder.decode(p);
    }
    assert.equal(text, expected);
    assert.equal(renderJson(value), expected);
    assert.equal(bytePieces > 0, n > 0);
    assert.equal(spellerOf(plain), undefined);
  }
});
