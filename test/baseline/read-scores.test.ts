import assert from "node:assert/strict";
import { join } from "node:path";
import { test } from "node:test";
import { BASELINE_SCHEMA, buildBaselineFile } from "../../src/baseline/baseline-file.ts";
import { readDetailsFile, readScoresFile } from "../../src/baseline/read-scores.ts";
import { DEFAULT_SCORE_SETTINGS } from "../../src/config/settings.ts";
import { DataError } from "../../src/errors.ts";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { renderJson } from "../../src/report/json.ts";
import { REPO } from "../shared-fixtures.ts";

const run = scoreCorpus(
  {
    ...DEFAULT_SCORE_SETTINGS,
    format: "conll",
    gold: join(REPO, "examples/ner/gold.conll"),
    system: join(REPO, "examples/ner/system.conll"),
  },
  nodeFiles,
  { details: true },
);

test("a baseline file is a scores document with the same keys plus `baseline`, and reads back", () => {
  const file = buildBaselineFile(run.scores, run.details, { commit: "abc", tag: "v1.0.0" });
  const json = JSON.parse(renderJson(file)) as Record<string, unknown>;
  const plain = JSON.parse(renderJson(run.scores)) as Record<string, unknown>;
  assert.deepEqual(
    Object.keys(json).filter((k) => k !== "baseline"),
    Object.keys(plain),
  );
  for (const key of Object.keys(plain)) assert.deepEqual(json[key], plain[key], key);
  assert.equal(file.baseline.schema, BASELINE_SCHEMA);
  assert.equal(file.baseline.goldSha256, run.scores.inputs.gold.sha256);
  const back = readScoresFile(renderJson(file), "base.json");
  assert.deepEqual(back.documents, JSON.parse(JSON.stringify(run.scores.documents)));
  assert.deepEqual(back.recorded, { commit: "abc", tag: "v1.0.0" });
  assert.equal(back.details?.length, run.details?.length);
  assert.equal(back.toolVersion, run.scores.tool.version);
  // A plain `score --json` document reads too, without details.
  const plainBack = readScoresFile(renderJson(run.scores), "scores.json");
  assert.equal(plainBack.details, null);
  assert.equal(plainBack.recorded, null);
  assert.equal(
    readDetailsFile(renderJson(run.details), "details.json").length,
    run.details?.length,
  );
});

function broken(edit: (doc: Record<string, unknown>) => void): string {
  const doc = JSON.parse(
    renderJson(buildBaselineFile(run.scores, null, { commit: null, tag: null })),
  ) as Record<string, unknown>;
  edit(doc);
  return JSON.stringify(doc);
}

const fails = (text: string, message: RegExp): void => {
  assert.throws(
    () => readScoresFile(text, "base.json"),
    (e: unknown) => e instanceof DataError && message.test(e.message),
  );
};

test("bad files are DataErrors naming the file and the field", () => {
  fails("{", /^base\.json: not valid JSON/);
  fails(
    broken((d) => {
      d.schema = "goldgate/scores@9";
    }),
    /^base\.json: schema: expected one of: goldgate\/scores@1, got "goldgate\/scores@9"$/,
  );
  fails(
    broken((d) => {
      const docs = d.documents as { clash: Record<string, unknown> }[];
      if (docs[1] !== undefined) docs[1].clash.match = "x";
    }),
    /documents\[1\]\.clash\.match: expected a count \(an integer ≥ 0\), got "x"/,
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
    /clash\.match is \d+ but documents\[\] add up to \d+; the file was edited or truncated/,
  );
  fails(
    broken((d) => {
      (d.baseline as Record<string, unknown>).tag = "--upload-pack=touch /tmp/x";
    }),
    /baseline\.tag: expected a tag name, got "--upload-pack=/,
  );
  fails(
    broken((d) => {
      (d.baseline as Record<string, unknown>).goldSha256 = "0";
    }),
    /baseline\.goldSha256: expected "/,
  );
});
