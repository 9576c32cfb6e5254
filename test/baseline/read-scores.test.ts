import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import { CLASH_CATEGORIES } from "../../src/align/clash.ts";
import { DetailTable } from "../../src/align/detail-table.ts";
import { BASELINE_SCHEMA, buildBaselineFile } from "../../src/baseline/baseline-file.ts";
import { JsonShape } from "../../src/baseline/json-shape.ts";
import { readDetailsFile, readScoresFile } from "../../src/baseline/read-scores.ts";
import { decodeTallyRows, TALLY_ROWS } from "../../src/baseline/tally-rows.ts";
import { DataError } from "../../src/errors.ts";
import { renderJson } from "../../src/report/json.ts";
import { exampleDetailsRun } from "./example-details-run.ts";

const run = exampleDetailsRun();

const recorded = { commit: "abc", tag: "v1.0.0" };

test("a baseline file keeps the scores document's keys, documents and details compact, and reads back", () => {
  const file = buildBaselineFile(run.scores, run.details, recorded);
  const text = renderJson(file);
  const json = JSON.parse(text) as Record<string, unknown>;
  const plain = JSON.parse(renderJson(run.scores)) as Record<string, unknown>;
  assert.deepEqual(
    Object.keys(json).filter((k) => k !== "baseline"),
    Object.keys(plain),
  );
  for (const key of Object.keys(plain).filter((k) => k !== "documents"))
    assert.deepEqual(json[key], plain[key], key);
  assert.equal((json.documents as { encoding: string }).encoding, "goldgate/tally-rows@1");
  assert.equal(file.baseline.schema, BASELINE_SCHEMA);
  assert.equal(file.baseline.goldSha256, run.scores.inputs.gold.sha256);
  const back = readScoresFile(text, "base.json");
  assert.deepEqual(back.documents, run.scores.documents);
  assert.deepEqual(back.recorded, recorded);
  assert.deepEqual(back.details?.rows(), run.details?.sorted().rows());
  assert.equal(back.toolVersion, run.scores.tool.version);
  // Byte-deterministic: the same run in another order of details gives the same bytes.
  const shuffled = DetailTable.from([...(run.details?.rows() ?? [])].reverse());
  assert.equal(renderJson(buildBaselineFile(run.scores, shuffled, recorded)), text);
  // A plain `score --json` document reads too, without details.
  const plainBack = readScoresFile(renderJson(run.scores), "scores.json");
  assert.equal(plainBack.details, null);
  assert.equal(plainBack.recorded, null);
  assert.deepEqual(plainBack.documents, back.documents);
  assert.equal(
    readDetailsFile(renderJson(run.details?.rows()), "details.json").length,
    run.details?.length,
  );
});

test("baseline files of the first version (goldgate/baseline@1) still read", () => {
  const rows = run.details?.sorted().rows() ?? [];
  const old = {
    ...run.scores,
    baseline: {
      schema: "goldgate/baseline@1",
      ...recorded,
      toolVersion: run.scores.tool.version,
      goldSha256: run.scores.inputs.gold.sha256,
      details: rows,
    },
  };
  const back = readScoresFile(renderJson(old), "old.json");
  assert.deepEqual(back.details?.rows(), rows);
  assert.deepEqual(back.documents, run.scores.documents);
});

function broken(edit: (doc: Record<string, unknown>) => void, baseline = false): string {
  const value = baseline ? buildBaselineFile(run.scores, run.details, recorded) : run.scores;
  const doc = JSON.parse(renderJson(value)) as Record<string, unknown>;
  edit(doc);
  return JSON.stringify(doc);
}

const fails = (text: string, message: RegExp): void => {
  assert.throws(
    () => readScoresFile(text, "base.json"),
    (e: unknown) => e instanceof DataError && message.test(e.message),
  );
};

type Compact = { documents: { ids: string[]; rows: string[] }; baseline: Record<string, unknown> };

test("bad files are DataErrors naming the file and the field", () => {
  fails("{", /^base\.json:1:2: invalid JSON: expected a property name in double quotes/);
  fails(
    broken((d) => {
      d.schema = "goldgate/scores@9";
    }),
    /^base\.json: schema: expected one of: goldgate\/scores@1, goldgate\/agreement@1, got "goldgate\/scores@9"$/,
  );
  fails(
    broken((d) => {
      const docs = d.documents as { clash: Record<string, unknown> }[];
      if (docs[1] !== undefined) docs[1].clash.match = "x";
    }),
    /documents\[1\]\.clash\.match: expected a count \(a whole number from 0 to 2\^53 − 1\), got "x"/,
  );
  fails(
    broken((d) => {
      const docs = d.documents as { id: string }[];
      if (docs[1] !== undefined && docs[0] !== undefined) docs[1].id = docs[0].id;
    }),
    /documents\[1\]\.id: expected a document id not listed before/,
  );
  fails(
    broken((d) => {
      const docs = d.documents as { clash: { match: number } }[];
      if (docs[0] !== undefined) docs[0].clash.match += 1;
    }),
    /base\.json: clash\.match: expected \d+ \(the sum of documents\[\]\.clash\.match\), found \d+; a scores file must agree with itself/,
  );
  fails(
    broken((d) => {
      (d.baseline as Record<string, unknown>).tag = "--upload-pack=touch /tmp/x";
    }, true),
    /baseline\.tag: expected a tag name, got "--upload-pack=/,
  );
  fails(
    broken((d) => {
      (d.baseline as Record<string, unknown>).goldSha256 = "0";
    }, true),
    /baseline\.goldSha256: expected "/,
  );
});

test("a compact baseline file that was edited is a DataError naming the row", () => {
  const edit = (f: (d: Compact) => void) => broken((d) => f(d as unknown as Compact), true);
  fails(
    edit((d) => {
      d.documents.rows[1] = "x";
    }),
    /documents\.rows\[1\]: expected a count, got "x"/,
  );
  fails(
    edit((d) => {
      d.documents.rows[0] = `${d.documents.rows[0]} 99:1`;
    }),
    /documents\.rows\[0\]: expected a count|documents\.rows\[0\]: expected TYPE:TALLY/,
  );
  fails(
    edit((d) => {
      d.documents.rows[0] = (d.documents.rows[0] ?? "").replace(/^(\d+ \d+ )(\d+)/, "$1999");
    }),
    /clash\.match: expected \d+ \(the sum of documents\[\]\.clash\.match\), found \d+/,
  );
  fails(
    edit((d) => {
      d.documents.ids[1] = d.documents.ids[0] ?? "";
    }),
    /documents\[1\]\.id: expected a document id not listed before/,
  );
  fails(
    edit((d) => {
      const details = d.baseline.details as { rows: string[] };
      details.rows[0] = "0 - -";
    }),
    /baseline\.details\.rows\[0\]: expected rows of CATEGORY GOLD SYSTEM/,
  );
  fails(
    edit((d) => {
      const details = d.baseline.details as { rows: string[] };
      details.rows[0] = "0 999999 1 1 -";
    }),
    /baseline\.details\.rows\[0\]: expected an integer in 0\.\./,
  );
  // A row cut short, a row too long, a line ending in a comma, a leading zero, 2^31, a sign.
  for (const line of [
    "0 0 0 1 -",
    "0 0 0 1 - - 7",
    "0 0 0 1 - -,",
    "0 0 0 01 - -",
    "0 0 0 2147483648 - -",
    "0 0 0 -1 - -",
  ])
    fails(
      edit((d) => {
        const details = d.baseline.details as { rows: string[] };
        details.rows[0] = line;
      }),
      /baseline\.details\.rows\[0\]: expected rows of CATEGORY GOLD SYSTEM/,
    );
});

test("counts must be safe whole numbers: 1e308, 2^53 + 1 and sums past 2^53 are refused", () => {
  const json = renderJson(run.scores);
  for (const [count, shown] of [
    ["1e308", "1e+308"],
    ["9007199254740993", "9007199254740992"],
  ] as const)
    assert.throws(
      () => readScoresFile(json.replace(/"gold": \d+,/, `"gold": ${count},`), "base.json"),
      (e: unknown) =>
        e instanceof DataError &&
        e.message.includes(`expected a count (a whole number from 0 to 2^53 − 1), got ${shown}`),
    );
  const doc = JSON.parse(json) as { documents: { gold: number }[]; clash?: unknown };
  delete doc.clash;
  for (const row of doc.documents.slice(0, 2)) row.gold = 2 ** 52;
  assert.throws(
    () => readScoresFile(JSON.stringify(doc), "base.json"),
    (e: unknown) =>
      e instanceof DataError &&
      /inputs\.gold\.annotations: expected 9007199254741\d+ \(the sum of documents\[\]\.gold\), found 52/.test(
        e.message,
      ),
  );
});

test("a type named __proto__ in a baseline's tally rows reads back as that type (names are data)", () => {
  const j = new JsonShape("baseline.json");
  const missed = "0,0,0,0,0,0,0,0,1";
  const [row] = decodeTallyRows(
    j,
    {
      encoding: TALLY_ROWS,
      categories: [...CLASH_CATEGORIES],
      types: ["__proto__"],
      ids: ["d1"],
      rows: [`1 0 ${missed} 0:${missed}`],
    },
    "documents",
  );
  assert.deepEqual(Object.keys(row?.types ?? {}), ["__proto__"]);
  assert.equal(Object.getOwnPropertyDescriptor(row?.types, "__proto__")?.value?.missing, 1);
});

test("documents with the same tally row text decode to rows of their own ids and the same counts", () => {
  const j = new JsonShape("baseline.json");
  const text = "2 1 1,0,0,0,0,0,0,0,1 0:1,0,0,0,0,0,0,0,1";
  const block = {
    encoding: TALLY_ROWS,
    categories: [...CLASH_CATEGORIES],
    types: ["PER"],
    ids: ["a", "b"],
    rows: [text, text],
  };
  const [a, b] = decodeTallyRows(j, block, "documents");
  assert.deepEqual([a?.id, b?.id], ["a", "b"]);
  assert.deepEqual({ ...a, id: "" }, { ...b, id: "" });
  assert.equal(a?.types.PER?.missing, 1);
  assert.equal(a?.gold, 2);
});

test("a read baseline's document keeps its rows decoded (the snapshot's rows), not their lines", () => {
  const text = renderJson(buildBaselineFile(run.scores, run.details, recorded));
  for (const source of [text, { chunks: () => [text], text: () => text }]) {
    const back = readScoresFile(source, "base.json");
    const documents = (back.document as { documents?: unknown }).documents;
    assert.equal(documents, back.documents);
    assert.deepEqual(documents, run.scores.documents);
  }
});

test("a tally row's counts are read as a count is spelt: digits, no sign, no leading zero, at most 15", () => {
  const spelt = /^(0|[1-9][0-9]{0,14})$/;
  const text = fc.string({
    unit: fc.constantFrom("0", "1", "7", "9", "-", "+", ".", "e", "x", " "),
    maxLength: 17,
  });
  const block = (rows: string[]) => ({
    encoding: TALLY_ROWS,
    categories: [...CLASH_CATEGORIES],
    types: ["PER", "LOC"],
    ids: rows.map((_, k) => `d${k}`),
    rows,
  });
  fc.assert(
    fc.property(text, fc.constantFrom(0, 1, 2, 3), (count, at) => {
      // The count in one of four places: gold, system, a clash count, a type's index.
      const row = [
        `${count} 1 1,0,0,0,0,0,0,0,1 0:1`,
        `1 ${count} 1 0:1`,
        `1 1 1,${count} 0:1`,
        `1 1 1 ${count}:1`,
      ][at] as string;
      const read = () => decodeTallyRows(new JsonShape("baseline.json"), block([row]), "documents");
      const valid = spelt.test(count) && (at !== 3 || Number(count) < 2);
      if (!valid) {
        assert.throws(read, DataError);
        return;
      }
      const [decoded] = read();
      const value = [decoded?.gold, decoded?.system, decoded?.clash.tagclash][at];
      if (at < 3) assert.equal(value, Number(count));
      else assert.deepEqual(Object.keys(decoded?.types ?? {}), [["PER", "LOC"][Number(count)]]);
    }),
    { seed: 551703, numRuns: 1000 },
  );
});

test("a tally row that lists a type twice is refused, however many types it lists", () => {
  for (const n of [2, 17, 40]) {
    const types = Array.from({ length: n }, (_, k) => `T${k}`);
    const parts = types.map((_, k) => `${k}:1`);
    const row = `1 1 1 ${parts.join(" ")} ${n - 1}:1`;
    const block = {
      encoding: TALLY_ROWS,
      categories: [...CLASH_CATEGORIES],
      types,
      ids: ["d"],
      rows: [row],
    };
    assert.throws(
      () => decodeTallyRows(new JsonShape("baseline.json"), block, "documents"),
      /TYPE:TALLY with a type index listed once/,
    );
    const once = { ...block, rows: [`1 1 1 ${parts.join(" ")}`] };
    const [decoded] = decodeTallyRows(new JsonShape("baseline.json"), once, "documents");
    assert.deepEqual(Object.keys(decoded?.types ?? {}), types);
  }
});
