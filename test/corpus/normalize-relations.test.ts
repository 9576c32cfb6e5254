import assert from "node:assert/strict";
import { test } from "node:test";
import { fingerprintDocument } from "../../src/corpus/fingerprint.ts";
import type { Annotation, Document, Issue, Relation } from "../../src/corpus/model.ts";
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

test("an exact duplicate relation keeps its first copy, with one warning per document and side", () => {
  const issues: Issue[] = [];
  const alias: Annotation = { ...alice, attributes: { Negated: "true" } };
  const relations: Relation[] = [
    { type: "Works_For", head: alice, tail: acme, line: 3 },
    { type: "Married", head: alice, tail: paris, line: 4 },
    { type: "Works_For", head: alias, tail: acme, line: 5 },
    { type: "Married", head: paris, tail: alice, line: 6 },
    { type: "Works_For", head: acme, tail: alice, line: 7 },
    { type: "Works_For", head: alice, tail: { ...acme, type: "ORG" }, line: 8 },
  ];
  const source = { file: "s.jsonl", line: 2 };
  const out = normalizeDocument(
    { ...doc, relations, source },
    { map: {}, ignore: [], types: [], symmetricRelations: ["Married"] },
    (i) => issues.push(i),
    "system",
  );
  assert.deepEqual(
    out.relations?.map((r) => r.line),
    [3, 4, 7, 8],
    "arguments' attributes are no part of a relation; symmetric either way round; reversed and another argument type are other relations",
  );
  assert.deepEqual(issues, [
    {
      severity: "warning",
      kind: "duplicate-relation",
      message:
        "2 exact duplicate system relations dropped in document 'd' (lines 5, 6): the first copy is kept",
      document: "d",
      file: "s.jsonl",
      line: 5,
    },
  ]);
  // Without the symmetric type, Married paris→alice is another relation; after `map` the ORG
  // argument equals COMPANY's, so that relation is a duplicate.
  const mapped: Issue[] = [];
  const directed = normalizeDocument(
    { ...doc, relations },
    { map: { COMPANY: "ORG" }, ignore: [], types: [] },
    (i) => mapped.push(i),
    "gold",
  );
  assert.deepEqual(
    directed.relations?.map((r) => r.line),
    [3, 4, 6, 7],
  );
  assert.deepEqual(
    mapped.map((i) => i.message),
    [
      "2 exact duplicate gold relations dropped in document 'd' (lines 5, 8): the first copy is kept",
    ],
  );
});
