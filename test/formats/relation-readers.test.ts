import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Document } from "../../src/corpus/model.ts";
import { doccanoReader } from "../../src/formats/doccano.ts";
import { jsonlReader } from "../../src/formats/jsonl.ts";
import { labelStudioReader } from "../../src/formats/label-studio.ts";
import { memoryFiles } from "./memory-files.ts";
import { expectDataError, readAll, settingsWith } from "./read-all.ts";

// How each reader turns its format's links into relations (docs/families.md, "Relations").

const links = (doc: Document | undefined) =>
  (doc?.relations ?? []).map((r) => [r.type, r.head.start, r.head.type, r.tail.start, r.tail.type]);

describe("JSONL relations", () => {
  const read = (relations: unknown, spans: unknown[] = SPANS) =>
    readAll(
      jsonlReader,
      settingsWith({ format: "jsonl", gold: "g.jsonl", system: "s.jsonl", offsets: "token" }),
      memoryFiles({
        "g.jsonl": JSON.stringify({ id: "d", tokens: ["a", "b", "c"], spans, relations }),
        "s.jsonl": JSON.stringify({ id: "d", tokens: ["a", "b", "c"], spans: [] }),
      }),
    );
  const SPANS = [
    { start: 0, end: 1, type: "PER", id: "p" },
    { text: "b", type: "ORG" },
    { start: 2, end: 3, type: "ORG", id: "o" },
  ];

  it("head and tail name spans by position in the list as written, or by id", () => {
    const { gold } = read([
      { head: 0, tail: 2, type: "Works_For" },
      { head: "o", tail: "p", label: "Employs" },
    ]);
    assert.deepEqual(links(gold[0]), [
      ["Works_For", 0, "PER", 2, "ORG"],
      ["Employs", 2, "ORG", 0, "PER"],
    ]);
  });

  it("a position of a mention without offsets, an unknown id or no type is a DataError", () => {
    expectDataError(
      () => read([{ head: 1, tail: 0, type: "R" }]),
      "g.jsonl:1",
      /relations\[0\]\.head: expected the 0-based position/,
    );
    expectDataError(
      () => read([{ head: 0, tail: "x", type: "R" }]),
      "g.jsonl:1",
      /relations\[0\]\.tail/,
    );
    expectDataError(() => read([{ head: 0, tail: 2 }]), "g.jsonl:1", /relations\[0\]\.type/);
    expectDataError(() => read({}), "g.jsonl:1", /relations: expected an array/);
  });

  it("an id two spans share is a DataError where a relation names it, and read as is elsewhere", () => {
    const twice = [
      { start: 0, end: 1, type: "PER", id: "x" },
      { start: 2, end: 3, type: "ORG", id: "x" },
      { start: 1, end: 2, type: "ORG", id: "y" },
    ];
    expectDataError(
      () => read([{ head: "y", tail: "x", type: "R" }], twice),
      "g.jsonl:1",
      /^relations\[0\]\.tail: the id "x" names 2 spans of this record \(\[0, 1\) PER and \[2, 3\) ORG\); expected each span's id to be unique$/,
    );
    const { gold, issues } = read([{ head: 0, tail: 2, type: "R" }], twice);
    assert.deepEqual(links(gold[0]), [["R", 0, "PER", 1, "ORG"]], "by position: no ambiguity");
    assert.equal(gold[0]?.annotations.length, 3);
    assert.deepEqual(issues, []);
  });
});

describe("Label Studio relation results", () => {
  const region = (id: string, start: number, end: number, label: string) => ({
    id,
    type: "labels",
    value: { start, end, labels: [label] },
  });
  const read = (relation: Readonly<Record<string, unknown>>) => {
    const task = {
      id: 1,
      data: { text: "Alice met Bob." },
      annotations: [
        {
          result: [
            region("a", 0, 5, "PER"),
            region("b", 10, 13, "PER"),
            { type: "relation", from_id: "a", to_id: "b", ...relation },
          ],
        },
      ],
    };
    return readAll(
      labelStudioReader,
      settingsWith({ format: "label-studio", gold: "g.json", system: "s.json" }),
      memoryFiles({ "g.json": JSON.stringify([task]), "s.json": JSON.stringify([task]) }),
    );
  };

  it("one relation per label; direction left reverses it, bi reads as right", () => {
    assert.deepEqual(links(read({ labels: ["Meets", "Knows"], direction: "right" }).gold[0]), [
      ["Meets", 0, "PER", 10, "PER"],
      ["Knows", 0, "PER", 10, "PER"],
    ]);
    assert.deepEqual(links(read({ labels: ["Meets"], direction: "left" }).gold[0]), [
      ["Meets", 10, "PER", 0, "PER"],
    ]);
    assert.deepEqual(links(read({ labels: ["Meets"], direction: "bi" }).gold[0]), [
      ["Meets", 0, "PER", 10, "PER"],
    ]);
  });

  it("a relation to an unknown region is a DataError", () => {
    expectDataError(() => read({ to_id: "zz" }), "g.json:1", /"to_id": expected the id of a span/);
  });
});

describe("doccano relations", () => {
  it("an unknown entity id is a DataError", () => {
    const line = JSON.stringify({
      id: 1,
      text: "Paris",
      entities: [{ id: 7, start_offset: 0, end_offset: 5, label: "LOC" }],
      relations: [{ id: 1, from_id: 7, to_id: 9, type: "near" }],
    });
    expectDataError(
      () =>
        readAll(
          doccanoReader,
          settingsWith({ format: "doccano", gold: "g.jsonl", system: "s.jsonl" }),
          memoryFiles({ "g.jsonl": line, "s.jsonl": line }),
        ),
      "g.jsonl:1",
      /"relations"\[0\]\.to_id: expected the id of a span of this record, got 9/,
    );
  });

  it("an entity id two entities share is a DataError where a relation names it", () => {
    const record = (from: number, to: number) =>
      JSON.stringify({
        id: 1,
        text: "Alice works for Acme.",
        entities: [
          { id: 7, start_offset: 0, end_offset: 5, label: "PER" },
          { id: 7, start_offset: 16, end_offset: 20, label: "ORG" },
          { id: 8, start_offset: 6, end_offset: 11, label: "X" },
        ],
        relations: [{ id: 1, from_id: from, to_id: to, type: "Works_For" }],
      });
    const read = (line: string) =>
      readAll(
        doccanoReader,
        settingsWith({ format: "doccano", gold: "g.jsonl", system: "s.jsonl" }),
        memoryFiles({ "g.jsonl": line, "s.jsonl": line }),
      );
    expectDataError(
      () => read(record(7, 7)),
      "g.jsonl:1",
      /^"relations"\[0\]\.from_id: the id 7 names 2 spans of this record \(\[0, 5\) PER and \[16, 20\) ORG\); expected each span's id to be unique$/,
    );
    expectDataError(() => read(record(8, 7)), "g.jsonl:1", /^"relations"\[0\]\.to_id: the id 7/);
  });
});
