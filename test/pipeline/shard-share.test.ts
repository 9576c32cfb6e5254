import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { DEFAULT_SCORE_SETTINGS, type ScoreSettings } from "../../src/config/settings.ts";
import { inShard } from "../../src/corpus/shard.ts";
import { conllReader } from "../../src/formats/conll.ts";
import { mergeShards } from "../../src/pipeline/merge-shards.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import type { FilePort } from "../../src/ports/files.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { renderJson } from "../../src/report/json.ts";
import { memoryFiles } from "../formats/memory-files.ts";
import { tempFiles } from "../ports/temp-files.ts";

// Shards read only their share (issue 27, docs/sharding.md): a CoNLL file split by -DOCSTART-
// lines passes over other shards' documents unparsed, and the merge still gives the whole's bytes,
// tag issues (counted per shard, added up by the merge) included.

const { file } = tempFiles("goldgate-shard-share-");

// `X-ODD`, a tag no scheme defines, is a warning from the system side (a gold one stops the read).
const TAGS = ["O", "B-PER", "I-PER", "B-LOC", "I-LOC", "X-ODD", "I-ORG"] as const;
const GOLD_TAGS = TAGS.filter((t) => t !== "X-ODD");
const sentence = fc.array(fc.tuple(fc.constantFrom(...GOLD_TAGS), fc.constantFrom(...TAGS)), {
  minLength: 1,
  maxLength: 6,
});
const documents = fc.array(fc.array(sentence, { minLength: 1, maxLength: 3 }), {
  minLength: 1,
  maxLength: 9,
});

type Doc = readonly (readonly (readonly [string, string])[])[];

/** The conlleval layout (`columns` 2: token gold system) or one tag column of one side. */
function conll(docs: readonly Doc[], pick: (pair: readonly [string, string]) => string): string {
  const body = docs.map((doc) => {
    const sentences = doc.map((s) => s.map((pair, k) => `w${k} ${pick(pair)}`).join("\n"));
    return `-DOCSTART- -X- O O\n\n${sentences.join("\n\n")}\n`;
  });
  return body.join("\n");
}

function scores(
  settings: ScoreSettings,
  files: FilePort,
  shard?: { index: number; count: number },
) {
  return scoreCorpus(settings, files, { details: false, ...(shard ? { shard } : {}) }).scores;
}

function assertMerge(settings: ScoreSettings, files: FilePort, n: number): void {
  const shards = Array.from({ length: n }, (_, k) => ({
    origin: `shard-${k + 1}.json`,
    text: renderJson(scores(settings, files, { index: k + 1, count: n })),
  }));
  assert.equal(renderJson(mergeShards(shards)), renderJson(scores(settings, files)), `${n} shards`);
}

test("property: CoNLL shards that skip other shards' documents merge to the whole, byte for byte", () => {
  fc.assert(
    fc.property(documents, fc.integer({ min: 1, max: 5 }), fc.boolean(), (docs, n, strict) => {
      const files = memoryFiles({
        "in.conll": conll(docs, ([g, s]) => `${g} ${s}`),
        "g.conll": conll(docs, ([g]) => g),
        "s.conll": conll(docs, ([, s]) => s),
      });
      const base = { ...DEFAULT_SCORE_SETTINGS, format: "conll" as const, strictTags: strict };
      assertMerge({ ...base, input: "in.conll", allowEmpty: true }, files, n);
      assertMerge({ ...base, gold: "g.conll", system: "s.conll", allowEmpty: true }, files, n);
    }),
    { numRuns: 40, seed: 27 },
  );
});

test("a CoNLL shard reads another shard's documents as lines only: their bodies are not parsed", () => {
  // doc-2's bad line (three fields where the others have two) is an error only to its own shard.
  const text = "-DOCSTART- O\n\nA B-PER\n\n-DOCSTART- O\n\nB O O\n\n-DOCSTART- O\n\nC B-LOC\n";
  const files = memoryFiles({ "g.conll": text });
  const settings = { ...DEFAULT_SCORE_SETTINGS, format: "conll" as const };
  const read = (keep: (id: string) => boolean) => {
    const skipped: string[] = [];
    const selection = { wants: keep, skipped: (id: string) => void skipped.push(id) };
    const { kind, ...rest } = conllReader.read(
      { ...settings, gold: "g.conll", system: "g.conll" },
      files,
      () => {},
      selection,
    );
    assert.equal(kind, "paired");
    const pairs = "pairs" in rest ? [...rest.pairs] : [];
    return { read: pairs.map((p) => p.id), skipped };
  };
  assert.deepEqual(
    read((id) => id !== "doc-2"),
    { read: ["doc-1", "doc-3"], skipped: ["doc-2"] },
  );
  assert.throws(() => read(() => true), /expected 2 fields like the first token line/);
  const shard = { index: 1, count: 2 };
  assert.deepEqual(
    read((id) => inShard(id, shard)).read,
    ["doc-1", "doc-2", "doc-3"].filter((id) => inShard(id, shard)),
  );
});

test("a CoNLL shard passes over runs of other shards' documents in a file: ids and line numbers as read one by one", () => {
  // 60 documents of 2 + 300 lines (past the decoded pieces and the read buffer); the last of
  // shard 2's documents has a bad line, named by its line number.
  const body = Array.from({ length: 300 }, (_, k) => `w${k} B-PER B-PER`).join("\n");
  const docs = Array.from({ length: 60 }, () => `-DOCSTART- O O\n\n${body}\n`);
  const startLine = (k: number) => 1 + 303 * k;
  const count = 4;
  const last = [...docs.keys()].filter((k) => inShard(`doc-${k + 1}`, { index: 2, count })).at(-1);
  assert.ok(last !== undefined && last < 59);
  const path = file(docs.join("\n"));
  const badPath = file(docs.map((d, k) => (k === last ? `${d}x O O O\n` : d)).join("\n"));
  const settings = { ...DEFAULT_SCORE_SETTINGS, format: "conll" as const };
  const all = docs.map((_, k) => `doc-${k + 1}`);
  for (let index = 1; index <= count; index++) {
    const skipped: string[] = [];
    const selection = {
      wants: (id: string) => inShard(id, { index, count }),
      skipped: (id: string) => void skipped.push(id),
    };
    const read = (input: string) => {
      const result = conllReader.read({ ...settings, input }, nodeFiles, () => {}, selection);
      return "pairs" in result ? [...result.pairs] : [];
    };
    const pairs = read(path);
    const own = all.filter((id) => selection.wants(id));
    assert.deepEqual(
      pairs.map((p) => [p.id, p.gold?.source?.line]),
      own.map((id) => [id, startLine(Number(id.slice(4)) - 1)]),
      `shard ${index}`,
    );
    assert.deepEqual(
      skipped,
      all.filter((id) => !selection.wants(id)),
      `shard ${index}`,
    );
    const badLine = startLine(last) + 302;
    if (index === 2)
      assert.throws(() => read(badPath), new RegExp(`:${badLine}: expected 3 fields`));
    else assert.doesNotThrow(() => read(badPath));
  }
});

test("a JSONL shard parses only the lines whose leading id is its own", () => {
  // The line of 'b' is not valid JSON past its id: only the shard of 'b' parses (and refuses) it.
  const lines = (side: string) =>
    [
      `{"id": "a", "tokens": ["x", "y"], "spans": [{"start": 0, "end": 1, "type": "PER"}]}`,
      `{"id": "b", "tokens": ["x"], "spans": [${side}`,
      `{"id": 7, "tokens": ["x"], "spans": []}`,
      `{"tokens": ["x"], "id": "c", "spans": []}`,
    ].join("\n");
  const files = memoryFiles({ "g.jsonl": lines("{"), "s.jsonl": lines("") });
  const settings = {
    ...DEFAULT_SCORE_SETTINGS,
    format: "jsonl" as const,
    offsets: "token" as const,
    gold: "g.jsonl",
    system: "s.jsonl",
  };
  const count = 4;
  const own = inShardOf("b", count);
  for (let index = 1; index <= count; index++) {
    const run = () => scores(settings, files, { index, count });
    if (index === own) assert.throws(run, /g\.jsonl:2/);
    else {
      const ids = run().documents.map((d) => d.id);
      const expected = ["7", "a", "c"].filter((id) => inShardOf(id, count) === index);
      assert.deepEqual(ids, expected, `shard ${index}`);
    }
  }
});

function inShardOf(id: string, count: number): number {
  for (let index = 1; index <= count; index++) if (inShard(id, { index, count })) return index;
  return 0;
}

test("a tbf shard passes over other shards' #BeginOfDocument blocks unparsed", () => {
  const block = (id: string, mention: string) =>
    [`#BeginOfDocument ${id}`, mention, "#EndOfDocument"].join("\n");
  const good = (side: string, id: string) => `${side}\t${id}\tE1\t0,4\tword\tAttack\tActual`;
  const text = (side: string) =>
    [
      block("d1", good(side, "d1")),
      block("d2", "not a mention line"),
      block("d3", good(side, "d3")),
    ].join("\n");
  const files = memoryFiles({ "g.tbf": text("gold"), "s.tbf": text("sys") });
  const settings = {
    ...DEFAULT_SCORE_SETTINGS,
    format: "tbf" as const,
    gold: "g.tbf",
    system: "s.tbf",
  };
  const count = 3;
  const own = inShardOf("d2", count);
  for (let index = 1; index <= count; index++) {
    const run = () => scores(settings, files, { index, count });
    if (index === own) assert.throws(run, /g\.tbf:5/);
    else
      assert.deepEqual(
        run().documents.map((d) => d.id),
        ["d1", "d3"].filter((id) => inShardOf(id, count) === index),
        `shard ${index}`,
      );
  }
});

/** A FilePort that records the paths opened. */
function recording(files: FilePort): { files: FilePort; opened: string[] } {
  const opened: string[] = [];
  const note = <T>(path: string, read: () => T): T => {
    opened.push(path);
    return read();
  };
  return {
    opened,
    files: {
      ...files,
      readText: (p) => note(p, () => files.readText(p)),
      readLines: (p) => note(p, () => files.readLines(p)),
      readChunks: (p) => note(p, () => files.readChunks(p)),
    },
  };
}

const bratSpan = fc.record({ start: fc.nat(12), length: fc.integer({ min: 1, max: 4 }) });

test("property: a brat shard opens only its own documents' files and the shards merge to the whole", () => {
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.stringMatching(/^[a-z0-9]{1,4}$/), { minLength: 1, maxLength: 8 }),
      fc.array(
        fc.tuple(fc.array(bratSpan, { maxLength: 3 }), fc.array(bratSpan, { maxLength: 3 })),
      ),
      fc.integer({ min: 1, max: 4 }),
      (ids, spans, n) => {
        const tree: Record<string, string> = {};
        const ann = (list: readonly { start: number; length: number }[]) =>
          list
            .map(
              (s, k) => `T${k + 1}\tPER ${s.start} ${s.start + s.length}\t${"x".repeat(s.length)}`,
            )
            .join("\n");
        ids.forEach((id, k) => {
          const [gold, system] = spans[k] ?? [[], []];
          tree[`g/${id}.txt`] = "x".repeat(20);
          tree[`g/${id}.ann`] = ann(gold);
          tree[`s/${id}.ann`] = ann(system);
        });
        const settings = {
          ...DEFAULT_SCORE_SETTINGS,
          format: "brat" as const,
          gold: "g",
          system: "s",
        };
        const { files, opened } = recording(memoryFiles(tree));
        assertMerge({ ...settings, allowEmpty: true }, files, n);
        opened.length = 0;
        const count = Math.max(n, 2);
        scores({ ...settings, allowEmpty: true }, files, { index: 1, count });
        const others = ids.filter((id) => !inShard(id, { index: 1, count }));
        for (const id of others)
          assert.ok(!opened.some((p) => p.includes(`/${id}.`)), `${id} of another shard opened`);
      },
    ),
    { numRuns: 40, seed: 27 },
  );
});

/** A CoNLL-U file of documents (`# newdoc id`): gold tags in MISC's NER=, the system's in XPOS. */
function conllu(
  docs: readonly { id: string; sentences: Doc; multiword: boolean }[],
  columns: (pair: readonly [string, string]) => readonly [string, string],
): string {
  const out: string[] = [];
  for (const doc of docs) {
    out.push(`# newdoc id = ${doc.id}`);
    for (const sentence of doc.sentences) {
      if (doc.multiword) out.push("1-2\tww\t_\t_\t_\t_\t_\t_\t_\t_");
      sentence.forEach((pair, k) => {
        const [xpos, ner] = columns(pair);
        const misc = ner === "O" ? "_" : `NER=${ner}`;
        out.push(`${k + 1}\tw${k}\t_\t_\t${xpos}\t_\t_\t_\t_\t${misc}`);
      });
      out.push("");
    }
  }
  return `${out.join("\n")}\n`;
}

const conlluDocs = fc.uniqueArray(
  fc.record({
    id: fc.stringMatching(/^[a-z0-9]{1,4}$/),
    sentences: fc.array(sentence, { minLength: 1, maxLength: 3 }),
    multiword: fc.boolean(),
  }),
  { minLength: 1, maxLength: 8, selector: (d) => d.id },
);

test("property: CoNLL-U shards (# newdoc id) skip other shards' documents and merge to the whole, one file or two", () => {
  fc.assert(
    fc.property(conlluDocs, fc.integer({ min: 1, max: 5 }), (docs, n) => {
      const files = memoryFiles({
        "in.conllu": conllu(docs, ([g, s]) => [s, g]),
        "g.conllu": conllu(docs, ([g]) => ["_", g]),
        "s.conllu": conllu(docs, ([, s]) => ["_", s]),
      });
      const base = { ...DEFAULT_SCORE_SETTINGS, format: "conllu" as const, allowEmpty: true };
      const one = { ...base, input: "in.conllu", systemColumnName: "XPOS" };
      assertMerge(one, files, n);
      assertMerge({ ...base, gold: "g.conllu", system: "s.conllu" }, files, n);
    }),
    { numRuns: 40, seed: 27 },
  );
});

test("a CoNLL-U shard passes over another shard's document unparsed, in step with a system file without # newdoc lines", () => {
  // d2's second word line has three fields: an error only to d2's shard. The system file has no
  // document lines and a multiword line inside d2: it is passed over word by word.
  const word = (k: number, tag: string) => `${k}\tw\t_\t_\t_\t_\t_\t_\t_\tNER=${tag}`;
  const gold = [
    "# newdoc id = d1",
    word(1, "B-PER"),
    "",
    "# newdoc id = d2",
    word(1, "O"),
    "2\tw\t_",
    "",
    "# newdoc id = d3",
    word(1, "B-LOC"),
    word(2, "I-LOC"),
    "",
  ].join("\n");
  const system = [
    word(1, "B-PER"),
    "",
    "1-2\tww\t_\t_\t_\t_\t_\t_\t_\t_",
    word(1, "O"),
    word(2, "O"),
    "",
    word(1, "B-LOC"),
    word(2, "O"),
    "",
  ].join("\n");
  const files = memoryFiles({ "g.conllu": gold, "s.conllu": system });
  const settings = {
    ...DEFAULT_SCORE_SETTINGS,
    format: "conllu" as const,
    gold: "g.conllu",
    system: "s.conllu",
    allowEmpty: true,
  };
  const count = 3;
  for (let index = 1; index <= count; index++) {
    const run = () => scores(settings, files, { index, count });
    if (index === inShardOf("d2", count)) assert.throws(run, /g\.conllu:6/);
    else
      assert.deepEqual(
        run().documents.map((d) => [d.id, d.clash.match, d.clash.undermark]),
        [
          ["d1", 1, 0],
          ["d3", 0, 1],
        ].filter(([id]) => inShardOf(String(id), count) === index),
        `shard ${index}`,
      );
  }
});
