import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { JsonBytes } from "../../src/ports/json-bytes.ts";

const decoder = new TextDecoder();

test("integers are spelt as the template literal spells them, at every 32-bit edge", () => {
  const edges = [
    ...Array.from({ length: 10 }, (_, k) => [10 ** k - 1, 10 ** k, -(10 ** k)]).flat(),
    2 ** 31 - 1,
    -(2 ** 31),
    65_535,
    65_536,
  ];
  const property = fc.property(
    fc.array(fc.oneof(fc.integer(), fc.constantFrom(...edges))),
    (ns) => {
      const out = new JsonBytes();
      for (const n of ns) {
        out.room(12);
        out.int(n);
        out.byte(44);
      }
      assert.equal(decoder.decode(out.take()), ns.map((n) => `${n},`).join(""));
    },
  );
  fc.assert(property, { numRuns: 500, seed: 27 });
});

test("a line longer than the buffer grows it, a repeat copies, and take reuses the buffer", () => {
  const out = new JsonBytes();
  const long = "x".repeat(300_000);
  out.ascii("ab ");
  out.ascii(long);
  out.room(3);
  out.repeat(0, 3);
  const first = out.take();
  assert.equal(decoder.decode(first), `ab ${long}ab `);
  out.ascii("c");
  assert.equal(decoder.decode(out.take()), "c");
  assert.equal(decoder.decode(first.subarray(0, 3)), "cb ", "the next bytes are written over");
});

test("any text is written as its UTF-8 bytes, lone surrogates as U+FFFD, after what came before", () => {
  const property = fc.property(
    fc.array(
      fc.oneof(fc.string(), fc.string({ unit: "binary" }), fc.constantFrom("é", "𝒳", "\ud800")),
    ),
    (texts) => {
      const out = new JsonBytes(4);
      for (const t of texts) out.text(t);
      assert.deepEqual(
        Buffer.from(out.take()),
        Buffer.concat(texts.map((t) => Buffer.from(t, "utf8"))),
      );
    },
  );
  fc.assert(property, { numRuns: 500, seed: 27 });
});
