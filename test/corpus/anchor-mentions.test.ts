import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { anchorPairs, TakenPlaces, TextSearch } from "../../src/corpus/anchor-mentions.ts";
import type { Document, DocumentPair, Issue, Mention } from "../../src/corpus/model.ts";

const gold = (text: string, id = "d1"): Document => ({ id, unit: "char", annotations: [], text });
const system = (mentions: Mention[], id = "d1"): Document => ({
  id,
  unit: "char",
  annotations: [],
  mentions,
});

function anchor(pair: DocumentPair): { doc: Document; issues: Issue[] } {
  const issues: Issue[] = [];
  const [out] = [...anchorPairs([pair], (i) => issues.push(i))];
  assert.ok(out?.system);
  return { doc: out.system, issues };
}

const spans = (doc: Document) => doc.annotations.map((a) => [a.type, a.start, a.end]);

test("a hand-built case: longest first, whole words, normalising, context, occurrence, repeats, unlocated", () => {
  const text =
    "Barack Obama met Angela Merkel in Berlin. Obama smiled. The US and the USA. Obama left.";
  const { doc, issues } = anchor({
    id: "d1",
    gold: gold(text),
    system: system([
      { type: "PER", text: "Obama" }, // listed before the longer name: still not inside it
      { type: "PER", text: "Barack Obama" },
      { type: "PER", text: "angela  MERKEL" }, // case and white space differ
      { type: "LOC", text: "US" }, // the whole word, not inside "USA"
      { type: "PER", text: "Obama", context: "Obama left" }, // the quote picks the third
      { type: "LOC", text: "Paris" }, // not in the text
      { type: "ORG", text: "Obama", occurrence: 2 }, // another type may share a place
    ]),
  });
  assert.deepEqual(spans(doc), [
    ["PER", 42, 47],
    ["PER", 0, 12],
    ["PER", 17, 30],
    ["LOC", 60, 62],
    ["PER", 76, 81],
    ["LOC", 88, 89], // past the end of the 87-character text, at a system place: matches nothing
    ["ORG", 42, 47],
  ]);
  assert.equal(doc.text, text);
  assert.equal(doc.mentions, undefined);
  const said = issues.map((i) => `${i.kind}: ${i.message}`);
  assert.deepEqual(said, [
    "mention-ambiguous: system mention 'angela  MERKEL' (PER) in document 'd1': found after normalising case, white space and Unicode form",
    "mention-unlocated: system mention 'Paris' (LOC) in document 'd1': 'Paris' is not in the text: counted as spurious",
  ]);
});

test("a string listed once with two free occurrences: the first, reported as ambiguous", () => {
  const { doc, issues } = anchor({
    id: "d1",
    gold: gold("Paris and Paris, Texas."),
    system: system([{ type: "LOC", text: "Paris" }]),
  });
  assert.deepEqual(spans(doc), [["LOC", 0, 5]]);
  assert.deepEqual(
    issues.map((i) => [i.kind, i.severity, i.message]),
    [
      [
        "mention-ambiguous",
        "info",
        "system mention 'Paris' (LOC) in document 'd1': 'Paris' occurs 2 times; the first free one was taken",
      ],
    ],
  );
});

test("a string listed twice takes its first and second occurrences; a third has none left", () => {
  const { doc, issues } = anchor({
    id: "d1",
    gold: gold("Rome, then Rome."),
    system: system([
      { type: "LOC", text: "Rome" },
      { type: "LOC", text: "Rome" },
      { type: "LOC", text: "Rome" },
    ]),
  });
  assert.deepEqual(spans(doc), [
    ["LOC", 0, 4],
    ["LOC", 11, 15],
    ["LOC", 17, 18],
  ]);
  assert.match(
    issues[0]?.message ?? "",
    /every occurrence of 'Rome' \(2\) was taken by an earlier mention: counted as spurious/,
  );
});

test("code points: offsets after an emoji count it as one character", () => {
  const { doc } = anchor({
    id: "d1",
    gold: gold("😀 Oslo"),
    system: system([{ type: "LOC", text: "Oslo" }]),
  });
  assert.deepEqual(spans(doc), [["LOC", 2, 6]]);
});

test("a token document (tokens, no text): the tokens the mention touches", () => {
  const tokens: Document = {
    id: "d1",
    unit: "token",
    annotations: [],
    tokens: ["EU", "rejects", "German", "call"],
  };
  const { doc } = anchor({
    id: "d1",
    gold: tokens,
    system: { ...system([{ type: "MISC", text: "German" }]), unit: "char" },
  });
  assert.equal(doc.unit, "token");
  assert.deepEqual(spans(doc), [["MISC", 2, 3]]);
});

test("no text to search: the error says what to give", () => {
  const issues: Issue[] = [];
  const noText: Document = { id: "d1", unit: "char", annotations: [] };
  assert.throws(
    () => [
      ...anchorPairs(
        [{ id: "d1", gold: noText, system: system([{ type: "X", text: "a" }]) }],
        (i) => issues.push(i),
      ),
    ],
    /have no offsets, and there is no text to find them in: give the record a "text"/,
  );
});

test("property: spans written as strings and located again are the same spans when each string occurs once", () => {
  const word = fc.stringMatching(/^[A-Z][a-z]{2,7}$/);
  fc.assert(
    fc.property(
      fc.uniqueArray(word, { minLength: 1, maxLength: 30 }),
      fc.array(fc.tuple(fc.nat(), fc.nat({ max: 2 }), fc.constantFrom("PER", "LOC", "ORG")), {
        maxLength: 12,
      }),
      fc.nat(),
      (words, picks, seed) => {
        const text = words.join(" ");
        const starts = words.map((_, i) => words.slice(0, i).join(" ").length + (i === 0 ? 0 : 1));
        const taken = new Set<number>();
        const want: [string, number, number][] = [];
        for (const [at, extra, type] of picks) {
          const first = at % words.length;
          const last = Math.min(words.length - 1, first + extra);
          if ([...Array(last - first + 1).keys()].some((k) => taken.has(first + k))) continue;
          for (let k = first; k <= last; k++) taken.add(k);
          want.push([type, starts[first] ?? 0, (starts[last] ?? 0) + (words[last]?.length ?? 0)]);
        }
        // Unique words never repeat a string, so each mention has one place; order is shuffled.
        const mentions = want
          .map(([type, s, e]) => ({ type, text: text.slice(s, e) }))
          .sort((a, b) => ((a.text.length * 31 + seed) % 7) - ((b.text.length * 31 + seed) % 7));
        const { doc, issues } = anchor({ id: "d1", gold: gold(text), system: system(mentions) });
        const got = doc.annotations.map((a) => [a.type, a.start, a.end]).sort();
        assert.deepEqual(got, [...want].sort());
        assert.deepEqual(issues, []);
      },
    ),
    { seed: 42, numRuns: 300 },
  );
});

test("property: places taken answer overlaps as a walk over every earlier place does", () => {
  const range = fc
    .tuple(fc.nat(30), fc.integer({ min: -1, max: 6 }))
    .map(([start, n]) => ({ start, end: start + n }));
  const step = fc.tuple(fc.boolean(), range, fc.constantFrom("PER", "ORG"));
  fc.assert(
    fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
      const places = new TakenPlaces();
      const walked: { start: number; end: number; type: string }[] = [];
      for (const [take, r, type] of steps) {
        const overlap = walked.some((u) => u.type === type && u.start < r.end && r.start < u.end);
        assert.equal(places.overlaps(r, type), overlap, JSON.stringify({ r, type, walked }));
        if (take) {
          places.take(r, type);
          walked.push({ ...r, type });
        }
      }
    }),
    { seed: 8, numRuns: 2000 },
  );
});

test("property: a text searched through its index finds every place a scan finds, in order", () => {
  // A small alphabet, so that strings recur, overlap ("aaa" in "aaaa") and hashes collide.
  const text = fc.array(fc.constantFrom("a", "b", " ", "é", "\u{1F600}"), { maxLength: 60 });
  const needle = fc.array(fc.constantFrom("a", "b", " ", "é", "\u{1F600}"), { maxLength: 6 });
  fc.assert(
    fc.property(text, fc.array(needle, { maxLength: 8 }), (t, needles) => {
      const hay = t.join("");
      const indexed = new TextSearch(hay, 0);
      for (const n of needles.map((x) => x.join(""))) {
        const scanned: number[] = [];
        if (n !== "")
          for (let i = hay.indexOf(n); i >= 0; i = hay.indexOf(n, i + 1)) scanned.push(i);
        assert.deepEqual(indexed.all(n), scanned, JSON.stringify([hay, n]));
      }
    }),
    { seed: 9, numRuns: 3000 },
  );
});
