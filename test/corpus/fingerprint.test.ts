import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { describe, it } from "node:test";
import fc from "fast-check";
import {
  CorpusFingerprint,
  fingerprintDocument,
  fingerprintLines,
} from "../../src/corpus/fingerprint.ts";
import type { Annotation, Document } from "../../src/corpus/model.ts";

/** The serialization the fingerprint is documented to hash, built as one string. */
function referenceFingerprint(doc: Document): string {
  const line = (a: Annotation): string => {
    const head = `${JSON.stringify(a.type)} ${a.start} ${a.end}`;
    const fragments =
      a.fragments === undefined || a.fragments.length <= 1
        ? ""
        : ` [${a.fragments.map((f) => `${f.start},${f.end}`).join(" ")}]`;
    if (a.attributes === undefined) return head + fragments;
    const attributes = Object.entries(a.attributes).sort(([x], [y]) =>
      x < y ? -1 : x > y ? 1 : 0,
    );
    return `${head}${fragments} ${attributes.length === 0 ? "" : JSON.stringify(attributes)}`;
  };
  const sorted = [...doc.annotations].sort(
    (a, b) =>
      a.start - b.start ||
      a.end - b.end ||
      (a.type < b.type ? -1 : a.type > b.type ? 1 : 0) ||
      (line(a) < line(b) ? -1 : line(a) > line(b) ? 1 : 0),
  );
  let body = `goldgate-document@1\n${JSON.stringify(doc.id)}\n${doc.unit}\n`;
  for (const a of sorted) body += `${line(a)}\n`;
  return createHash("sha256").update(body, "utf8").digest("hex");
}

const offset = fc.oneof(
  { weight: 8, arbitrary: fc.nat(2000) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(0, 9, 10, 99, 100, 2 ** 31 - 1, 2 ** 31, 1e21, -1, -0, 0.5, 1e-7),
  },
);
const annotation: fc.Arbitrary<Annotation> = fc
  .record(
    {
      type: fc.oneof(
        fc.constantFrom("PER", "ORG", "é", "日本", 'a"b\\c', "\u0001", "𝒳"),
        fc.string(),
      ),
      start: offset,
      end: offset,
      fragments: fc.array(fc.record({ start: fc.nat(50), end: fc.nat(50) }), { maxLength: 3 }),
      attributes: fc.dictionary(fc.constantFrom("b", "a", "é"), fc.string({ maxLength: 3 }), {
        maxKeys: 2,
      }),
      line: fc.nat(),
    },
    { requiredKeys: ["type", "start", "end"] },
  )
  .map((a) => a as Annotation);
const document: fc.Arbitrary<Document> = fc.record({
  id: fc.oneof(fc.constantFrom("doc-1", "d/é"), fc.string()),
  unit: fc.constantFrom("token" as const, "char" as const),
  annotations: fc.array(annotation, { maxLength: 12 }),
});

describe("fingerprintDocument", () => {
  it("is sha256 over the documented serialization, for any types, offsets and attributes", () => {
    fc.assert(
      fc.property(document, (doc) => {
        assert.equal(fingerprintDocument(doc), referenceFingerprint(doc));
      }),
      { seed: 42, numRuns: 2000 },
    );
  });

  it("grows its buffer for a large document", () => {
    const annotations = Array.from({ length: 5000 }, (_, k) => ({
      type: "PER",
      start: k,
      end: k + 1,
    }));
    const doc: Document = { id: "big", unit: "token", annotations };
    assert.equal(fingerprintDocument(doc), referenceFingerprint(doc));
  });
});

describe("CorpusFingerprint", () => {
  it("is sha256 over the sorted document fingerprints, one hex line each, duplicates kept", () => {
    fc.assert(
      fc.property(fc.array(document, { maxLength: 30 }), fc.nat(5), (docs, copies) => {
        const all = [...docs, ...docs.slice(0, copies)];
        const corpus = new CorpusFingerprint();
        for (const doc of all) corpus.add(doc);
        corpus.add(undefined);
        const lines = all.map((d) => `${referenceFingerprint(d)}\n`).sort();
        assert.equal(corpus.digest(), createHash("sha256").update(lines.join("")).digest("hex"));
      }),
      { seed: 3, numRuns: 300 },
    );
  });

  it("orders by the whole fingerprint across its block size and storage growth", () => {
    // `c73162` and `c34898` fingerprint to 0458ce9d4c67… and 0458ce9d4818…: the same first
    // four bytes, so their order is decided past the prefix the sort packs into a number.
    const ids = ["c73162", ...Array.from({ length: 3000 }, (_, k) => `d${k % 2500}`), "c34898"];
    const corpus = new CorpusFingerprint();
    const lines: string[] = [];
    for (const id of ids) {
      const doc: Document = { id, unit: "token", annotations: [] };
      corpus.add(doc);
      lines.push(`${referenceFingerprint(doc)}\n`);
    }
    lines.sort();
    assert.equal(corpus.digest(), createHash("sha256").update(lines.join("")).digest("hex"));
  });
});

describe("fingerprintLines", () => {
  /** sha256 over the lines sorted by code unit, each with its newline, as one string. */
  const reference = (lines: readonly string[]): string =>
    createHash("sha256")
      .update(
        [...lines]
          .sort()
          .map((l) => `${l}\n`)
          .join(""),
      )
      .digest("hex");

  it("hashes the sorted lines, whatever their order, and past one 64 KiB piece", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "binary" }), { maxLength: 30 }), (lines) => {
        assert.equal(fingerprintLines(lines), reference(lines));
        assert.equal(fingerprintLines([...lines].sort()), reference(lines));
      }),
      { seed: 237908 },
    );
    const many = Array.from({ length: 20_000 }, (_, k) => `["i${k}",["L${k % 7}"]]\u00e9\ud800`);
    assert.equal(fingerprintLines(many), reference(many));
    assert.equal(fingerprintLines([...many].sort()), reference(many));
  });
});
