import assert from "node:assert/strict";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { deflateSync, inflateSync } from "node:zlib";
import fc from "fast-check";
import { DEFAULT_LIMITS } from "../../src/config/limits.ts";
import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../../src/config/settings.ts";
import type { Issue } from "../../src/corpus/model.ts";
import { DataError, UserError } from "../../src/errors.ts";
import { readItemLabels } from "../../src/formats/labels.ts";
import { spacyReader } from "../../src/formats/spacy.ts";
import { decodeDocBin } from "../../src/formats/spacy-docbin.ts";
import { murmurHash64A } from "../../src/formats/spacy-strings.ts";
import { scoreClassification } from "../../src/measure/labels/classification.ts";
import { scoreMultiLabel } from "../../src/measure/labels/multi-label.ts";
import { detectFormat } from "../../src/pipeline/detect-format.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { REPO } from "../shared-fixtures.ts";

// spaCy's DocBin (`.spacy`) read as spaCy reads it: the documents of the spaCy peer cases written
// by spaCy 3.8 itself (test/fixtures/spacy-peer/docbin.py), and what its scorers gave on them all.

const DIR = join(REPO, "test", "fixtures", "spacy-peer");
const at = (name: string) => join(DIR, name);

interface Prf {
  readonly p: number;
  readonly r: number;
  readonly f: number;
}
/** A scorer's output: its figures by name, and the per-type tables. */
type Figures = Readonly<Record<string, unknown>>;
const peer = JSON.parse(readFileSync(at("docbin.json"), "utf8")) as {
  readonly spacy: string;
  readonly ner: Figures;
  readonly spans: Figures;
  readonly cats: { readonly cats: Figures; readonly multi: Figures };
  readonly unknownSpaces: readonly string[];
};

function settings(gold: string, system: string, spanGroup: string | null = null): ScoreSettings {
  return {
    ...DEFAULT_SCORE_SETTINGS,
    format: "spacy",
    gold: at(gold),
    system: at(system),
    spanGroup,
  };
}

function same(actual: number | null | undefined, expected: number, what: string): void {
  assert.ok(typeof actual === "number", `${what}: Goldgate ${actual}, spaCy ${expected}`);
  assert.ok(Math.abs(actual - expected) <= 1e-12, `${what}: Goldgate ${actual}, spaCy ${expected}`);
}

function sameSpans(s: ScoreSettings, figures: Figures, prefix: string): void {
  const { scores } = scoreCorpus(s, nodeFiles, { details: false });
  same(scores.overall.strict.precision, figures[`${prefix}_p`] as number, "P");
  same(scores.overall.strict.recall, figures[`${prefix}_r`] as number, "R");
  same(scores.overall.strict.f1, figures[`${prefix}_f`] as number, "F");
  const types = figures[`${prefix}_per_type`] as Readonly<Record<string, Prf>>;
  assert.deepEqual(Object.keys(scores.types).sort(), Object.keys(types).sort());
  for (const [type, prf] of Object.entries(types)) {
    same(scores.types[type]?.strict.precision, prf.p, `${type} P`);
    same(scores.types[type]?.strict.recall, prf.r, `${type} R`);
    same(scores.types[type]?.strict.f1, prf.f, `${type} F`);
  }
}

test(`DocBin entities: spaCy ${peer.spacy}'s get_ner_prf over 472 documents, the same figures per type`, () => {
  sameSpans(settings("ner-gold.spacy", "ner-system.spacy"), peer.ner, "ents");
  // `ents` names the entities beside span groups: the same read.
  sameSpans(settings("ner-gold.spacy", "ner-system.spacy", "ents"), peer.ner, "ents");
});

test("DocBin span groups: the span categorizer's scorer over 238 documents of overlapping spans", () => {
  sameSpans(settings("spans-gold.spacy", "spans-system.spacy", "sc"), peer.spans, "spans_sc");
});

test("DocBin span groups beside the entities: which to score is named, never guessed", () => {
  assert.throws(
    () =>
      scoreCorpus(settings("spans-gold.spacy", "spans-system.spacy"), nodeFiles, {
        details: false,
      }),
    (e: unknown) =>
      e instanceof DataError && /--span-group sc or --span-group ents/.test(e.message),
  );
  assert.throws(
    () =>
      scoreCorpus(settings("spans-gold.spacy", "spans-system.spacy", "xx"), nodeFiles, {
        details: false,
      }),
    (e: unknown) => e instanceof DataError && /no span group "xx".*groups: sc/.test(e.message),
  );
  // Those documents leave ENT_IOB unset: spaCy would skip them; Goldgate will not score half a gold.
  assert.throws(
    () =>
      scoreCorpus(settings("spans-gold.spacy", "spans-system.spacy", "ents"), nodeFiles, {
        details: false,
      }),
    (e: unknown) =>
      e instanceof DataError &&
      /document #1, token 1: the gold leaves entity annotation unset/.test(e.message),
  );
});

test("DocBin documents are paired by position: a reordered or shorter side stops the run", () => {
  assert.throws(
    () =>
      scoreCorpus(settings("ner-gold.spacy", "ner-swapped.spacy"), nodeFiles, { details: false }),
    (e: unknown) =>
      e instanceof DataError &&
      e.message.includes("ner-swapped.spacy") &&
      /document #1: its text differs from the gold's document #1 from character 1/.test(e.message),
  );
  assert.throws(
    () =>
      scoreCorpus(settings("ner-gold.spacy", "unknown-spaces.spacy"), nodeFiles, {
        details: false,
      }),
    (e: unknown) =>
      e instanceof UserError && /holds 472 documents and the system's 2/.test(e.message),
  );
});

test("DocBin text: words and their spaces, a space after each when spaCy was not told them", () => {
  const read = spacyReader.read(
    settings("unknown-spaces.spacy", "unknown-spaces.spacy"),
    nodeFiles,
    () => {},
  );
  assert.equal(read.kind, "sides");
  const docs = read.kind === "sides" ? [...read.gold] : [];
  // What spaCy's own `doc.text` was for each, and its entities (PERSON and GPE are symbols).
  assert.deepEqual(
    docs.map((d) => d.text),
    peer.unknownSpaces,
  );
  assert.deepEqual(peer.unknownSpaces, ["Anna met Bob ", "In Paris . "]);
  assert.deepEqual(
    docs.map((d) => [d.id, d.annotations.map((a) => [a.type, a.start, a.end])]),
    [
      ["#1", [["PERSON", 0, 4]]],
      ["#2", [["GPE", 3, 8]]],
    ],
  );
  assert.deepEqual(docs[1]?.tokenSpans, [
    { start: 0, end: 2 },
    { start: 3, end: 8 },
    { start: 9, end: 10 },
  ]);
});

test("a directory of DocBins on each side: files paired by name, documents by position within them", () => {
  const root = mkdtempSync(join(tmpdir(), "goldgate-docbins-"));
  for (const side of ["gold", "system"]) mkdirSync(join(root, side));
  for (const part of ["a", "b"]) {
    copyFileSync(at("ner-gold.spacy"), join(root, "gold", `${part}.spacy`));
    copyFileSync(at("ner-system.spacy"), join(root, "system", `${part}.spacy`));
  }
  const s = { ...settings("x", "y"), gold: join(root, "gold"), system: join(root, "system") };
  const { scores } = scoreCorpus(s, nodeFiles, { details: false });
  // Twice the documents, the same figures.
  assert.equal(scores.documents.length, 944);
  assert.equal(scores.documents[0]?.id, "a/#1");
  same(scores.overall.strict.f1, peer.ner.ents_f as number, "F");
});

test("DocBin categories read as spans are said not to be scored, naming --format labels", () => {
  const issues: Issue[] = [];
  const both = "ents-cats.spacy";
  spacyReader.read(settings(both, both), nodeFiles, (issue) => issues.push(issue));
  assert.deepEqual(
    issues.map((i) => [i.kind, i.message]),
    [
      [
        "not-scored",
        "1 document(s) with doc.cats, not scored as spans: --format labels reads them",
      ],
    ],
  );
  const none: Issue[] = [];
  spacyReader.read(settings("ner-gold.spacy", "ner-system.spacy"), nodeFiles, (i) => none.push(i));
  assert.deepEqual(none, []);
});

test(`DocBin cats as labels: Scorer.score_cats, exclusive and multi-label, the same figures`, () => {
  for (const [name, multiLabel] of [
    ["cats", false],
    ["multi", true],
  ] as const) {
    const options = { multiLabel, emptySets: multiLabel };
    const gold = readItemLabels(at(`${name}-gold.spacy`), nodeFiles, options);
    const system = readItemLabels(at(`${name}-system.spacy`), nodeFiles, options);
    assert.equal(gold.entries[0]?.item, "#1");
    const scores = multiLabel ? scoreMultiLabel(gold, system) : scoreClassification(gold, system);
    const want = peer.cats[name];
    same(scores.micro.precision, want.cats_micro_p as number, `${name} micro P`);
    same(scores.micro.recall, want.cats_micro_r as number, `${name} micro R`);
    same(scores.micro.f1, want.cats_micro_f as number, `${name} micro F`);
    same(scores.macro.precision, want.cats_macro_p as number, `${name} macro P`);
    same(scores.macro.recall, want.cats_macro_r as number, `${name} macro R`);
    same(scores.macro.f1, want.cats_macro_f as number, `${name} macro F`);
  }
});

test("spaCy's string hash: MurmurHash64A of the UTF-8 bytes, seed 1, as its StringStore keys them", () => {
  // The ids spaCy 3.8's `nlp.vocab.strings[s]` gives (every tail length 0–7 bytes among them).
  const ids: Record<string, bigint> = {
    PER: 4317129024397789502n,
    Anna: 10846488766732760801n,
    "😀": 13900606239988879105n,
    Ünïcode: 15941673963841970358n,
    abcdefghij: 17029599333975756408n,
    "hello world!": 2250993713583282316n,
  };
  const encoder = new TextEncoder();
  for (const [text, id] of Object.entries(ids))
    assert.equal(murmurHash64A(encoder.encode(text), 1n), id, text);
});

test("a file that is not a DocBin, or inflates past the limit, stops with the file named", () => {
  const bytes = readFileSync(at("ner-gold.spacy"));
  assert.throws(
    () =>
      decodeDocBin(bytes.subarray(0, bytes.length - 10), "cut.spacy", DEFAULT_LIMITS.documentSize),
    (e: unknown) => e instanceof DataError && /cut\.spacy: expected a spaCy DocBin/.test(e.message),
  );
  assert.throws(
    () => decodeDocBin(bytes, "big.spacy", 1000),
    (e: unknown) => e instanceof DataError && /at most 1000 bytes once inflated/.test(e.message),
  );
  // Inflates, but to something else than a DocBin's map.
  assert.throws(
    () => decodeDocBin(deflateSync(Buffer.from([0x93, 1, 2, 3])), "list.spacy", 1 << 20),
    (e: unknown) => e instanceof DataError && /a MessagePack map of columns/.test(e.message),
  );
  const dir = mkdtempSync(join(tmpdir(), "goldgate-docbin-"));
  writeFileSync(join(dir, "text.spacy"), "not a DocBin\n");
  assert.throws(
    () =>
      scoreCorpus(
        {
          ...DEFAULT_SCORE_SETTINGS,
          format: "spacy",
          gold: join(dir, "text.spacy"),
          system: join(dir, "text.spacy"),
        },
        nodeFiles,
        { details: false },
      ),
    (e: unknown) =>
      e instanceof DataError && /text\.spacy: expected a spaCy DocBin/.test(e.message),
  );
});

test("a damaged DocBin is a DataError naming the file, never a crash (bytes changed inside the zlib)", () => {
  const inflated = inflateSync(readFileSync(at("spans-gold.spacy")));
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.nat(inflated.length - 1), fc.integer({ min: 0, max: 255 })), {
        minLength: 1,
        maxLength: 8,
      }),
      (edits) => {
        const bytes = Uint8Array.from(inflated);
        for (const [i, v] of edits) bytes[i] = v;
        try {
          decodeDocBin(deflateSync(bytes), "bad.spacy", 1 << 24);
        } catch (e) {
          assert.ok(e instanceof DataError, String(e));
          assert.match(e.message, /^bad\.spacy: /);
        }
      },
    ),
    { numRuns: 100, seed: 20261128 },
  );
});

test("a .spacy file is read as a DocBin when no format is given", () => {
  assert.deepEqual(detectFormat(at("ner-gold.spacy"), nodeFiles), {
    format: "spacy",
    why: "a .spacy file",
  });
});
