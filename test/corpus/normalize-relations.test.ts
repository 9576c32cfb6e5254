import assert from "node:assert/strict";
import { test } from "node:test";
import { fingerprintDocument } from "../../src/corpus/fingerprint.ts";
import type { Annotation, Document, Issue } from "../../src/corpus/model.ts";
import { normalizeDocument } from "../../src/corpus/normalize.ts";

const alice: Annotation = { type: "PER", start: 0, end: 5 };
const acme: Annotation = { type: "COMPANY", start: 10, end: 14 };
const paris: Annotation = { type: "GPE", start: 18, end: 23 };
const doc: Document = {
  id: "d",
  unit: "char",
  annotations: [alice, acme, paris],
  relations: [
    { type: "Works_For", head: alice, tail: acme },
    { type: "Lives_In", head: alice, tail: paris },
  ],
};

test("normalization maps argument types as it maps spans and drops a relation with its argument", () => {
  const issues: Issue[] = [];
  const options = { map: { COMPANY: "ORG" }, ignore: ["GPE"], types: [] };
  const out = normalizeDocument(doc, options, (i) => issues.push(i), "gold");
  assert.deepEqual(
    out.relations?.map((r) => [r.type, r.head.type, r.tail.type]),
    [["Works_For", "PER", "ORG"]],
  );
  assert.deepEqual(
    issues.filter((i) => i.kind === "dropped-relation").map((i) => i.message),
    ["1 gold relation dropped with an argument whose type 'ignore' or 'types' drops"],
  );
  // Relation types are not span types: `map` and `types` leave them alone.
  const typed = normalizeDocument(
    doc,
    { map: { Works_For: "X" }, ignore: [], types: ["PER", "COMPANY", "GPE"] },
    () => {},
  );
  assert.deepEqual(
    typed.relations?.map((r) => r.type),
    ["Works_For", "Lives_In"],
  );
});

test("a document's fingerprint covers its relations, and is unchanged for one without any", () => {
  const bare: Document = { id: "d", unit: "char", annotations: doc.annotations };
  assert.notEqual(fingerprintDocument(doc), fingerprintDocument(bare));
  assert.equal(fingerprintDocument({ ...bare, relations: [] }), fingerprintDocument(bare));
  const reversed: Document = {
    ...doc,
    relations: [{ type: "Works_For", head: acme, tail: alice }, ...(doc.relations ?? []).slice(1)],
  };
  assert.notEqual(fingerprintDocument(reversed), fingerprintDocument(doc));
  const reordered: Document = { ...doc, relations: [...(doc.relations ?? [])].reverse() };
  assert.equal(fingerprintDocument(reordered), fingerprintDocument(doc), "order of lines aside");
});
