import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { DEFAULT_SCORE_SETTINGS } from "../../src/config/settings.ts";
import type { Issue } from "../../src/corpus/model.ts";
import { DataError } from "../../src/errors.ts";
import { jsonlReader } from "../../src/formats/jsonl.ts";
import { memoryFiles } from "./memory-files.ts";

/** A record as Prodigy's db-out writes a ner.manual answer: hashes, tokens, spans with token indices. */
function record(
  text: string,
  spans: readonly Record<string, unknown>[],
  extra: Record<string, unknown> = {},
): string {
  const tokens = [...text.matchAll(/\S+/g)].map((m, id) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
    id,
    ws: true,
  }));
  return JSON.stringify({
    text,
    _input_hash: text.length * 7919,
    _task_hash: -text.length,
    _is_binary: false,
    tokens,
    spans,
    _view_id: "ner_manual",
    answer: "accept",
    _timestamp: 1700000000,
    ...extra,
  });
}

const ANNA = record("Anna met Bob in Paris.", [
  { start: 0, end: 4, token_start: 0, token_end: 0, label: "PER" },
  { start: 16, end: 21, token_start: 4, token_end: 4, label: "LOC", pattern: -757930524 },
]);
const CARL = record("Carl left Rome.", [{ start: 0, end: 4, label: "PER" }], {
  answer: "reject",
});
const DORA = record("Dora saw Oslo today.", [{ start: 9, end: 13, label: "LOC" }], {
  answer: "ignore",
});
const EVE = record("Eve is in Lima.", [{ start: 0, end: 3, label: "PER" }]);

function readGold(lines: readonly string[]) {
  const issues: Issue[] = [];
  const result = jsonlReader.read(
    { ...DEFAULT_SCORE_SETTINGS, format: "jsonl", gold: "db-out.jsonl", system: "s.jsonl" },
    memoryFiles({ "db-out.jsonl": lines.join("\n"), "s.jsonl": "" }),
    (issue) => issues.push(issue),
  );
  assert.equal(result.kind, "sides");
  const gold = result.kind === "sides" ? [...result.gold] : [];
  return { gold, issues };
}

function refused(lines: readonly string[], message: RegExp): void {
  assert.throws(
    () => readGold(lines),
    (e: unknown) => e instanceof DataError && message.test(e.message),
  );
}

describe("Prodigy's db-out as JSONL", () => {
  it("reads accepted answers, leaves out rejected and ignored ones in one info issue, keeps record numbers as ids", () => {
    const { gold, issues } = readGold([ANNA, CARL, DORA, EVE]);
    assert.deepEqual(
      gold.map((d) => [d.id, d.annotations.map((a) => `${a.type} ${a.start}-${a.end}`)]),
      [
        ["#1", ["PER 0-4", "LOC 16-21"]],
        ["#4", ["PER 0-3"]],
      ],
    );
    assert.deepEqual(issues, [
      {
        severity: "info",
        kind: "prodigy-answers",
        message:
          "2 Prodigy records left out, answered 'reject' (1) or 'ignore' (1): only accepted answers are read (lines 2, 3)",
        file: "db-out.jsonl",
      },
    ]);
  });

  it("takes Prodigy's span fields (token indices, pattern ids) for bookkeeping, not attributes", () => {
    const { gold } = readGold([ANNA]);
    assert.deepEqual(
      gold[0]?.annotations.map((a) => a.attributes),
      [undefined, undefined],
    );
    // The same field in a record that is not Prodigy's is an attribute, as before.
    const plain = JSON.stringify({
      id: "d1",
      text: "Anna",
      spans: [{ start: 0, end: 4, label: "PER", pattern: 3 }],
    });
    assert.deepEqual(readGold([plain]).gold[0]?.annotations[0]?.attributes, { pattern: "3" });
  });

  it("refuses a binary answer: its accept judges one suggested span, not the record's spans", () => {
    const teach = record("Anna met Bob.", [{ start: 0, end: 4, label: "PER" }], {
      _view_id: "ner",
    });
    refused([ANNA, teach], /^db-out\.jsonl:2: a binary answer \(Prodigy's _view_id 'ner'/);
    const flagged = record("Anna met Bob.", [{ start: 0, end: 4, label: "PER" }], {
      _is_binary: true,
    });
    refused([flagged], /expected complete annotations \(ner\.manual or ner\.correct/);
    // A rejected binary answer is no gold either way: left out, as any rejected record.
    const rejected = record("Anna met Bob.", [], { _view_id: "ner", answer: "reject" });
    assert.deepEqual(readGold([rejected]).gold, []);
  });

  it("refuses two accepted answers on one input, a span marked rejected, an unknown answer", () => {
    refused(
      [ANNA, EVE, ANNA.replace('"_task_hash":-22', '"_task_hash":-23')],
      /^db-out\.jsonl:3: _input_hash 174218 was answered at line 1 already; expected one accepted answer per input/,
    );
    const rejectedSpan = record("Anna met Bob.", [
      { start: 0, end: 4, label: "PER", answer: "reject" },
    ]);
    refused(
      [rejectedSpan],
      /^db-out\.jsonl:1: spans\[0\]\.answer: "reject"; a span Prodigy marks so/,
    );
    refused(
      [record("Anna.", [], { answer: "maybe" })],
      /^db-out\.jsonl:1: answer: "maybe"; expected one of 'accept', 'reject', 'ignore'/,
    );
  });

  it("two records of one text under ids of their own are two documents; under one id, refused as such", () => {
    const thanks = (id: string) => record("Thank you.", [], { id });
    assert.deepEqual(
      readGold([thanks("d1"), thanks("d2")]).gold.map((d) => d.id),
      ["d1", "d2"],
    );
    refused([thanks("d1"), thanks("d1")], /^db-out\.jsonl:2: id: 'd1' was already used at line 1/);
  });

  it("reads rel.manual's relations by their head_span and child_span, not by the token indices head and child", () => {
    const anna = { start: 0, end: 4, token_start: 0, token_end: 0, label: "PER" };
    const bob = { start: 9, end: 12, token_start: 2, token_end: 2, label: "PER" };
    const paris = { start: 16, end: 21, token_start: 4, token_end: 4, label: "LOC" };
    const relation = (head: object, child: object, label: string) => ({
      head: (head as { token_end: number }).token_end,
      child: (child as { token_end: number }).token_end,
      head_span: head,
      child_span: child,
      color: "#c5bdf4",
      label,
    });
    const rel = record("Anna met Bob in Paris.", [anna, bob, paris], {
      _view_id: "relations",
      relations: [relation(anna, bob, "MET"), relation(bob, paris, "IN")],
    });
    const read = (doc: (typeof gold)[number] | undefined) =>
      doc?.relations?.map(
        (r) => `${r.head.start}-${r.head.end} ${r.type} ${r.tail.start}-${r.tail.end}`,
      );
    const { gold } = readGold([rel]);
    // Token index 2 (Bob's) read as a position in the span list would have been Paris.
    assert.deepEqual(read(gold[0]), ["0-4 MET 9-12", "9-12 IN 16-21"]);
    const plain = JSON.stringify({
      id: "d",
      text: "Anna met Bob in Paris.",
      spans: [anna, bob, paris].map(({ start, end, label }) => ({ start, end, label })),
      relations: [
        { head: 0, tail: 1, type: "MET" },
        { head: 1, tail: 2, type: "IN" },
      ],
    });
    assert.deepEqual(read(readGold([rel]).gold[0]), read(readGold([plain]).gold[0]));
    const stray = record("Anna met Bob in Paris.", [anna, bob], {
      _view_id: "relations",
      relations: [relation(bob, paris, "IN")],
    });
    refused(
      [stray],
      /^db-out\.jsonl:1: relations\[0\]\.child_span: \[16, 21\) "LOC" is not one of the record's spans with offsets/,
    );
  });

  it("reads a task without a decision (hashes, no answer) as it is", () => {
    const { gold, issues } = readGold([record("Anna met Bob.", [], { answer: undefined })]);
    assert.equal(gold.length, 1);
    assert.deepEqual(issues, []);
  });
});

describe("Prodigy's db-out of a multi-user session, one annotator a side", () => {
  const WHO = ["news-alice", "news-bob", "news-carol"] as const;
  const answers = fc.array(
    fc.record({
      who: fc.constantFrom(...WHO),
      input: fc.integer({ min: 1, max: 6 }),
      answer: fc.constantFrom("accept", "accept", "reject", "ignore"),
      spans: fc.uniqueArray(fc.integer({ min: 0, max: 4 }), { maxLength: 3 }),
    }),
    { maxLength: 16 },
  );
  const sentence = "w0 w1 w2 w3 w4";

  it("each side holds its annotator's accepted answers, one document per input, named by _input_hash", () => {
    fc.assert(
      fc.property(answers, (list) => {
        // One answer per annotator and input: Prodigy's session writes one.
        const seen = new Set<string>();
        const kept = list.filter((a) => {
          const key = `${a.who} ${a.input}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        });
        const lines = kept.map((a) =>
          JSON.stringify({
            text: sentence,
            _input_hash: a.input,
            _task_hash: a.input * 7 + a.who.length,
            spans: a.spans.map((w) => ({ start: 3 * w, end: 3 * w + 2, label: "W" })),
            _view_id: "ner_manual",
            answer: a.answer,
            _annotator_id: a.who,
            _session_id: a.who,
          }),
        );
        const read = jsonlReader.read(
          {
            ...DEFAULT_SCORE_SETTINGS,
            format: "jsonl",
            gold: "db.jsonl",
            system: "db.jsonl",
            annotators: ["news-alice", "news-bob"],
          },
          memoryFiles({ "db.jsonl": lines.join("\n") }),
          () => {},
        );
        assert.equal(read.kind, "sides");
        if (read.kind !== "sides") return;
        const side = (docs: Iterable<{ id: string; annotations: readonly { start: number }[] }>) =>
          [...docs].map((d) => [d.id, d.annotations.map((x) => x.start)]);
        const expected = (who: string) =>
          kept
            .filter((a) => a.who === who && a.answer === "accept")
            .map((a) => [String(a.input), [...a.spans].sort((x, y) => x - y).map((w) => 3 * w)]);
        const sorted = (rows: unknown[][]) =>
          rows.map(([id, starts]) => [id, [...(starts as number[])].sort((x, y) => x - y)]);
        assert.deepEqual(sorted(side(read.gold)), expected("news-alice"));
        assert.deepEqual(sorted(side(read.system)), expected("news-bob"));
      }),
      { seed: 32, numRuns: 200 },
    );
  });
});
