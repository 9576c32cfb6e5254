import assert from "node:assert/strict";
import { test } from "node:test";
import { goldgate, strictF1, writeTree } from "./built-cli.ts";

const TEXT = "Anna Smith lives in New York.";
/** Goldgate JSONL without ids: documents are `#1`, `#2`… as in a pipeline's output. */
const GOLD = [
  {
    text: TEXT,
    spans: [
      { start: 0, end: 10, type: "PER" },
      { start: 20, end: 28, type: "LOC" },
    ],
  },
];

function score(files: Record<string, string | readonly object[]>, extra: string[] = []) {
  const dir = writeTree({ "gold.jsonl": GOLD, ...files });
  const args = ["score", "--format", "jsonl", "--gold", "gold.jsonl", "--system", "pred.jsonl"];
  return goldgate([...args, ...extra, "--json"], dir);
}

test("Hugging Face token-classification output, per token: B-/I- entities are merged", () => {
  const perToken = [
    { entity: "B-PER", score: 0.99, index: 1, word: "Anna", start: 0, end: 4 },
    { entity: "I-PER", score: 0.98, index: 2, word: "Smith", start: 5, end: 10 },
    { entity: "B-LOC", score: 0.97, index: 5, word: "New", start: 20, end: 23 },
    { entity: "I-LOC", score: 0.95, index: 6, word: "York", start: 24, end: 28 },
  ];
  const r = score({ "pred.jsonl": `${JSON.stringify(perToken)}\n` });
  assert.equal(r.code, 0, r.stderr);
  assert.equal(strictF1(r), 100);
  // A gap in the token index is two entities: PER [0, 4) and [5, 10) match nothing; LOC does.
  // P = 1/3, R = 1/2, F1 = 0.4.
  const gap = perToken.map((t) => (t.index === 2 ? { ...t, index: 3 } : t));
  assert.equal(strictF1(score({ "pred.jsonl": `${JSON.stringify(gap)}\n` })), 40);
});

test("Hugging Face aggregated output (entity_group) and spaCy doc.ents / training tuples", () => {
  const grouped = [
    { entity_group: "PER", score: 0.99, word: "Anna Smith", start: 0, end: 10 },
    { entity_group: "LOC", score: 0.96, word: "New York", start: 20, end: 28 },
  ];
  assert.equal(strictF1(score({ "pred.jsonl": `${JSON.stringify(grouped)}\n` })), 100);
  const ents = [
    {
      text: TEXT,
      ents: [
        { start: 0, end: 10, label: "PERSON" },
        { start: 20, end: 28, label: "GPE" },
      ],
    },
  ];
  const mapped = score({ "pred.jsonl": ents }, ["--map", "PERSON=PER,GPE=LOC"]);
  assert.equal(mapped.code, 0, mapped.stderr);
  assert.equal(strictF1(mapped), 100);
  const tuple = [
    [
      TEXT,
      {
        entities: [
          [0, 10, "PER"],
          [20, 27, "LOC"],
        ],
      },
    ],
  ];
  assert.equal(strictF1(score({ "pred.jsonl": tuple })), 50);
});

test("a shape that is none of these: exit 2 at file:line naming the accepted keys", () => {
  const r = score({ "pred.jsonl": [{ text: TEXT, predictions: [] }] });
  assert.equal(r.code, 2);
  assert.match(
    r.stderr,
    /pred\.jsonl:1: spans: expected .* under one of "spans", "entities", "ents", "label", "labels"/,
  );
});

const EMOJI = "🙂 Anna met Bob in Rome.";
const EMOJI_GOLD = [
  {
    text: EMOJI,
    spans: [
      { start: 2, end: 6, type: "PER" },
      { start: 11, end: 14, type: "PER" },
      { start: 18, end: 22, type: "LOC" },
    ],
  },
];
/** A JavaScript tool's output: UTF-16 offsets, each span carrying its text. */
const UTF16_SYSTEM = [
  {
    text: EMOJI,
    spans: [
      { start: 3, end: 7, type: "PER", text: "Anna" },
      { start: 12, end: 15, type: "PER", text: "Bob" },
      { start: 19, end: 23, type: "LOC", text: "Rome" },
    ],
  },
];

test("span texts that differ: exit 2 naming the likely cause; the fix and the override work", () => {
  const files = { "gold.jsonl": EMOJI_GOLD, "pred.jsonl": UTF16_SYSTEM };
  const wrong = score(files);
  assert.equal(wrong.code, 2);
  assert.match(
    wrong.stderr,
    /3 of 6 annotations \(50\.0%\) cover a text other than the span's own text/,
  );
  assert.match(
    wrong.stderr,
    /Likely cause \(3 of 3\): offsets shifted .* one side counts UTF-16 units/,
  );
  assert.match(
    wrong.stderr,
    /First: pred\.jsonl:1: spans\[0\] PER 3-7: the text there is 'nna ', the span says 'Anna'/,
  );
  const allowed = score(files, ["--allow-text-mismatch"]);
  assert.equal(allowed.code, 0, allowed.stderr);
  const scores = JSON.parse(allowed.stdout) as { issues: { kind: string; line?: number }[] };
  assert.equal(scores.issues.filter((i) => i.kind === "text-mismatch" && i.line === 1).length, 3);
  assert.equal(scores.issues.filter((i) => i.kind === "text-mismatch-count").length, 1);
  const fixed = score(files, ["--system-char-offsets", "utf16"]);
  assert.equal(fixed.code, 0, fixed.stderr);
  assert.equal(strictF1(fixed), 100);
});

test("trailing punctuation in span texts is named as the cause", () => {
  const system = [{ text: EMOJI, spans: [{ start: 18, end: 22, type: "LOC", text: "Rome." }] }];
  const r = score({ "gold.jsonl": EMOJI_GOLD, "pred.jsonl": system });
  assert.equal(r.code, 2);
  assert.match(
    r.stderr,
    /Likely cause \(1 of 1\): spans include or leave out leading or trailing punctuation/,
  );
});

test("a Prodigy db-out export as the gold: rejected answers left out and said, token indices not attributes, a binary answer refused", () => {
  const answer = (text: string, spans: object[], extra: object = {}) => ({
    text,
    _input_hash: text.length,
    _task_hash: -text.length,
    spans,
    _view_id: "ner_manual",
    answer: "accept",
    ...extra,
  });
  const gold = [
    answer(TEXT, [
      { start: 0, end: 10, token_start: 0, token_end: 1, label: "PER" },
      { start: 20, end: 28, token_start: 4, token_end: 5, label: "LOC" },
    ]),
    answer("Bob left.", [{ start: 0, end: 3, token_start: 0, token_end: 0, label: "PER" }], {
      answer: "reject",
    }),
  ];
  const pred = [
    { text: TEXT, spans: [{ start: 0, end: 10, label: "PER" }] },
    { text: "Bob left.", spans: [{ start: 0, end: 3, label: "PER" }] },
  ];
  const r = score({ "gold.jsonl": gold, "pred.jsonl": pred });
  assert.equal(r.code, 0, r.stderr);
  // The rejected record's PER is not gold: P = 1/1 on the one paired document, R = 1/2.
  assert.equal(strictF1(r), 66.67);
  const doc = JSON.parse(r.stdout) as {
    issues: { kind: string; message: string }[];
    attributes?: unknown;
  };
  assert.ok(
    doc.issues.some(
      (i) =>
        i.kind === "prodigy-answers" &&
        /^1 Prodigy record left out, answered 'reject' \(1\) or 'ignore' \(0\)/.test(i.message),
    ),
  );
  assert.ok(doc.issues.some((i) => i.kind === "unpaired-system"));
  assert.equal(doc.attributes, undefined);
  const teach = [answer(TEXT, [{ start: 0, end: 10, label: "PER" }], { _view_id: "ner" })];
  const binary = score({ "gold.jsonl": teach, "pred.jsonl": pred });
  assert.equal(binary.code, 2);
  assert.match(binary.stderr, /^goldgate: error: gold\.jsonl:1: a binary answer \(Prodigy's/);
  assert.doesNotMatch(binary.stderr, /\n\s+at /);
});
