/**
 * Character units named by side: a span past the text names the side's own flag, and offsets that
 * stay inside the text but count another unit (no span text to catch them) are said, with the
 * flag that reads them right. Hand-made: "🙂" is one code point and two UTF-16 units, so every
 * offset after it differs by one between the units.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../../src/config/settings.ts";
import { DataError } from "../../src/errors.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { memoryFiles } from "../formats/memory-files.ts";

const TEXT = "🙂 Anna met Bob in Rome.";
/** Anna, Bob, Rome in code points; `shift` 1 gives UTF-16 units. */
const spans = (shift: number) => [
  { start: 2 + shift, end: 6 + shift, type: "PER" },
  { start: 11 + shift, end: 14 + shift, type: "PER" },
  { start: 18 + shift, end: 22 + shift, type: "LOC" },
];
const jsonl = (shift: number, text = TEXT) =>
  JSON.stringify({ id: "1", text, spans: spans(shift) });

function run(gold: string, system: string, settings: Partial<ScoreSettings> = {}) {
  const files = memoryFiles({ "g.jsonl": gold, "s.jsonl": system });
  const s = {
    ...DEFAULT_SCORE_SETTINGS,
    format: "jsonl",
    gold: "g.jsonl",
    system: "s.jsonl",
    ...settings,
  } as const;
  const { scores } = scoreCorpus(s, files, { details: false });
  const hints = scores.issues.filter((i) => i.kind === "char-unit").map((i) => i.message);
  return { f1: scores.overall.strict.f1, hints };
}

test("a system in UTF-16 units read as code points: 0 without the flag, and the warning names --system-char-offsets utf16", () => {
  const wrong = run(jsonl(0), jsonl(1));
  assert.equal(wrong.f1, 0);
  assert.equal(wrong.hints.length, 1);
  assert.match(
    wrong.hints[0] ?? "",
    /^system offsets look like UTF-16 units, not code points: 3 system spans/,
  );
  assert.match(
    wrong.hints[0] ?? "",
    /read as code points 0 of them line up with a gold span, read as UTF-16 units 3/,
  );
  assert.match(
    wrong.hints[0] ?? "",
    /set --system-char-offsets utf16 \(systemCharOffsets: utf16\)/,
  );
  const right = run(jsonl(0), jsonl(1), { systemCharOffsets: "utf16" });
  assert.deepEqual(right, { f1: 1, hints: [] });
});

test("the gold side in UTF-16 units is named as the gold side", () => {
  const r = run(jsonl(1), jsonl(0));
  assert.equal(r.hints.length, 1);
  assert.match(
    r.hints[0] ?? "",
    /^gold offsets look like UTF-16 units.*set --gold-char-offsets utf16/,
  );
});

test("a doccano export in code points read as doccano's UTF-16 units: --system-char-offsets codepoint", () => {
  const doccano = (shift: number) =>
    JSON.stringify({ id: 1, text: TEXT, label: spans(shift).map((s) => [s.start, s.end, s.type]) });
  const r = run(doccano(1), doccano(0), { format: "doccano" });
  assert.equal(r.f1, 0);
  assert.equal(r.hints.length, 1);
  assert.match(
    r.hints[0] ?? "",
    /^system offsets look like code points, not UTF-16 units.*--system-char-offsets codepoint/,
  );
});

test("nothing is said without characters outside the BMP, or when re-reading lines up nothing", () => {
  const plain = TEXT.replace("🙂", "::");
  assert.deepEqual(run(jsonl(1, plain), jsonl(1, plain)).hints, []);
  // System spans simply wrong (two characters early): no unit explains them.
  assert.deepEqual(run(jsonl(0), jsonl(-2)).hints, []);
  assert.deepEqual(run(jsonl(0), jsonl(0)), { f1: 1, hints: [] });
});

test("a span past the text names the side's own flag, not --char-offsets (which changes both sides)", () => {
  const past = JSON.stringify({
    id: "1",
    text: TEXT,
    spans: [{ start: 20, end: 24, type: "LOC" }],
  });
  assert.throws(
    () => run(jsonl(0), past),
    (e: unknown) =>
      e instanceof DataError &&
      /s\.jsonl:1: spans\[0\]\.end: expected at most 23 .*set --system-char-offsets utf16 \(--char-offsets would change the other side too\)/.test(
        e.message,
      ),
  );
  assert.throws(
    () => run(past, jsonl(0)),
    (e: unknown) => e instanceof DataError && /--gold-char-offsets utf16/.test(e.message),
  );
});
