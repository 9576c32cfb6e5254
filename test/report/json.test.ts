import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { arrayOnDemand } from "../../src/measure/array-on-demand.ts";
import { JsonArrayWriter, renderJson, writeJson } from "../../src/report/json.ts";

/** The definition the writer must match byte for byte: stringify over a key-sorted copy. */
function reference(value: unknown): string {
  const sortKeys = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sortKeys);
    if (v !== null && typeof v === "object") {
      const out = Object.create(null) as Record<string, unknown>;
      for (const key of Object.keys(v).sort()) {
        const x = (v as Record<string, unknown>)[key];
        if (x !== undefined) out[key] = sortKeys(x);
      }
      return out;
    }
    if (typeof v === "number" && !Number.isFinite(v)) return null;
    return v;
  };
  return `${JSON.stringify(sortKeys(value), null, 2)}\n`;
}

const keys = fc.oneof(
  fc.string(),
  fc.constantFrom("0", "1", "10", "9", "01", "4294967294", "4294967295", "-1", "__proto__", "é"),
);
const leaf = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constantFrom(-0, Number.NaN, Number.POSITIVE_INFINITY, 1e21, 5e-324),
);
const values = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: "small" }, leaf, tie("array"), tie("object")),
  array: fc.array(tie("value"), { maxLength: 5 }),
  object: fc.dictionary(keys, tie("value"), { maxKeys: 6 }),
})).value;

test("writeJson writes the bytes of stringify over a key-sorted copy", () => {
  fc.assert(
    fc.property(values, (v) => {
      assert.equal(renderJson(v), reference(v));
    }),
    { numRuns: 2000, seed: 15 },
  );
});

test("subtrees too big for the native path give the same bytes member by member", () => {
  fc.assert(
    fc.property(values, (v) => {
      const big = { k: Array.from({ length: 260 }, () => ({ v, w: [v] })), a: v };
      assert.equal(renderJson(big), reference(big));
    }),
    { numRuns: 30, seed: 16 },
  );
});

test("a prototype-looking key or a non-plain object leaves the native path with the same bytes", () => {
  const v = JSON.parse('{"b": {"__proto__": 1, "x": [1]}, "a": {"toJSON": 2}}') as unknown;
  const w = { d: new Date(0), m: new Map([[1, 2]]), t: Float64Array.of(1, 2), r: /x/ };
  assert.equal(renderJson(v), reference(v));
  assert.equal(renderJson(w), reference(w));
  assert.match(renderJson(v), /"__proto__": 1/);
});

test("integer-like keys come first in numeric order, as objects enumerate them", () => {
  const v = { b: 1, 10: 2, 9: 3, a: { "2": [], "1": {} }, "01": 4 };
  assert.equal(renderJson(v), reference(v));
  assert.match(renderJson(v), /"9": 3,\n {2}"10": 2,\n {2}"01": 4/);
});

test("large values arrive in chunks that join to the same text", () => {
  const big = { rows: Array.from({ length: 20_000 }, (_, k) => ({ id: `doc-${k}`, f1: k / 7 })) };
  const chunks: string[] = [];
  writeJson(big, (c) => chunks.push(c));
  assert.ok(chunks.length > 10);
  assert.ok(chunks.every((c) => c.length < 2 ** 17));
  assert.equal(chunks.join(""), reference(big));
});

/** A value deep-frozen where `freeze` says, so that frozen objects hold frozen and mutable ones. */
function freezeSome(v: unknown, freeze: () => boolean): unknown {
  if (v === null || typeof v !== "object") return v;
  for (const x of Object.values(v)) freezeSome(x, freeze);
  return freeze() ? Object.freeze(v) : v;
}

test("property: frozen objects shared by many rows give the bytes of unshared copies", () => {
  fc.assert(
    fc.property(values, fc.array(fc.boolean(), { minLength: 1 }), (v, flags) => {
      let k = 0;
      const shared = freezeSome(v, () => flags[k++ % flags.length] === true);
      // Rows like a scores document's: row keys out of order, the same frozen records in each.
      const rows = Array.from({ length: 300 }, (_, i) => ({ z: i, a: shared, m: [shared] }));
      const value = { rows, one: shared, big: { k: rows } };
      assert.equal(renderJson(value), reference(value));
    }),
    { numRuns: 200, seed: 27 },
  );
});

test("property: a long array's members written in batches give the bytes of one by one", () => {
  fc.assert(
    fc.property(values, fc.nat(40), (v, every) => {
      // Over the native subtree's budget, so the array is written member by member in batches;
      // now and then a member too big for one batch, and scalars, undefined and nested arrays.
      const huge = Array.from({ length: 4100 }, (_, i) => i);
      const rows = Array.from({ length: 1500 }, (_, i) =>
        i % (every + 7) === 3 ? huge : i % 5 === 0 ? v : { z: i, a: v, m: [v, undefined] },
      );
      const value = { rows, deep: [[rows.slice(0, 700)]] };
      assert.equal(renderJson(value), reference(value));
    }),
    { numRuns: 25, seed: 29 },
  );
});

test("integers at the edges of the writer's small-integer texts print as stringify prints them", () => {
  const edges = [-0, 0, 1, 9, 10, 1023, 1024, -1, 1022.5, 1023.5, 2 ** 31, -(2 ** 31), 2 ** 53];
  // In a plain record, in an array, in a frozen record shared at two depths, and alone.
  const shared = Object.freeze({ ...edges });
  const value = { a: { ...edges }, b: edges, c: [shared, { d: [shared] }] };
  assert.equal(renderJson(value), reference(value));
  for (const n of edges) assert.equal(renderJson({ n }), reference({ n }));
  assert.match(renderJson({ n: -0, m: 1023 }), /"m": 1023,\n {2}"n": 0\n/);
});

test("property: records of many shapes, interleaved and out of order, print as key-sorted copies", () => {
  fc.assert(
    fc.property(
      fc.array(fc.uniqueArray(keys, { maxLength: 6 }), { minLength: 1, maxLength: 90 }),
      (shapes) => {
        // More shapes than the writer keeps orders for, so kept orders are replaced and found again.
        const rows = Array.from({ length: 400 }, (_, i) => {
          const shape = shapes[(i * 7) % shapes.length] ?? [];
          const row: Record<string, unknown> = {};
          for (const key of [...shape].reverse()) row[key] = i;
          return row;
        });
        const value = { rows, big: Array.from({ length: 5000 }, (_, i) => rows[i % rows.length]) };
        assert.equal(renderJson(value), reference(value));
      },
    ),
    { numRuns: 40, seed: 31 },
  );
});

test("an array written in parts (JsonArrayWriter) is the bytes of the whole array, spelt parts too", () => {
  const decoder = new TextDecoder();
  const streamed = (parts: readonly (readonly unknown[])[]): string => {
    let text = "";
    const writer = new JsonArrayWriter((piece) => {
      text += typeof piece === "string" ? piece : decoder.decode(piece);
    });
    for (const part of parts) writer.add(part);
    writer.end();
    return text;
  };
  // A part made on demand with a speller is written as bytes: its elements' text must join the rest.
  const spelt = (items: readonly unknown[]): readonly unknown[] =>
    arrayOnDemand(
      items.length,
      (k) => items[k],
      (k, out) => out.ascii(JSON.stringify(items[k] ?? null)),
    );
  const scalars = fc.array(fc.oneof(fc.integer(), fc.string(), fc.constant(null)), {
    maxLength: 4,
  });
  const part = fc.oneof(
    fc.array(values, { maxLength: 4 }),
    scalars.map(spelt),
    fc.constant(Array.from({ length: 300 }, (_, k) => ({ k, s: `row ${k}` }))),
  );
  fc.assert(
    fc.property(fc.array(part, { maxLength: 5 }), (parts) => {
      assert.equal(streamed(parts), reference(parts.flatMap((p) => [...p])));
    }),
    { numRuns: 500, seed: 27 },
  );
  assert.equal(streamed([]), "[]\n");
  assert.equal(streamed([[], []]), "[]\n");
});
