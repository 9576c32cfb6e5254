import assert from "node:assert/strict";
import { test } from "node:test";
import { ACTION_INPUTS, type InputName, parseActionInputs } from "../../src/action/inputs.ts";
import { UserError } from "../../src/errors.ts";

/** Reads inputs as the runner sets them: action.yml's defaults, then the step's `with:`. */
function reader(given: Partial<Record<InputName, string>>): (name: InputName) => string {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the expression action.yml holds
  return (name) => given[name] ?? ACTION_INPUTS[name].default.replace("${{ github.token }}", "t");
}

test("defaults: check mode, auto comment, failing on regression, no overrides", () => {
  const s = parseActionInputs(reader({}));
  assert.deepEqual(s, {
    config: "goldgate.yml",
    gold: null,
    system: null,
    format: null,
    goldFormat: null,
    systemFormat: null,
    charOffsets: null,
    goldCharOffsets: null,
    systemCharOffsets: null,
    token: "t",
    mode: "check",
    shard: null,
    comment: "auto",
    reportKey: "",
    baseline: null,
    failOnRegression: true,
    waiveLabel: "goldgate-waive",
    artifactName: "goldgate",
    retentionDays: null,
    api: { requestTimeoutMs: 30_000, totalMs: 300_000, attempts: 4 },
  });
  assert.ok(Object.isFrozen(s));
});

test("API limits: seconds (decimals allowed) and retries are checked, every problem listed", () => {
  const s = parseActionInputs(
    reader({ "api-timeout": "0.5", "api-time-limit": "20", "api-retries": "0" }),
  );
  assert.deepEqual(s.api, { requestTimeoutMs: 500, totalMs: 20_000, attempts: 1 });
  assert.throws(
    () =>
      parseActionInputs(reader({ "api-timeout": "0", "api-retries": "9", "api-time-limit": "x" })),
    (e: unknown) =>
      e instanceof UserError &&
      /3 problems/.test(e.message) &&
      /'api-timeout'/.test(e.message) &&
      /'api-retries'. Expected a whole number, 0 to 5/.test(e.message) &&
      /'api-time-limit'/.test(e.message),
  );
});

test("every value is read and checked", () => {
  const s = parseActionInputs(
    reader({
      format: "brat",
      mode: "comment",
      comment: "never",
      "report-key": "ner.v2",
      baseline: "baselines/main.json",
      "fail-on-regression": "False",
      "retention-days": "30",
    }),
  );
  assert.equal(s.format, "brat");
  assert.equal(s.mode, "comment");
  assert.equal(s.comment, "never");
  assert.equal(s.reportKey, "ner.v2");
  assert.equal(s.baseline, "baselines/main.json");
  assert.equal(s.failOnRegression, false);
  assert.equal(s.retentionDays, 30);
});

test("one error lists every problem, each naming the input, the value and what is expected", () => {
  const bad = reader({
    format: "xml",
    mode: "gate",
    comment: "sometimes",
    "report-key": "a b",
    "fail-on-regression": "yes",
    "artifact-name": "a/b",
    "retention-days": "91",
    "github-token": "",
  });
  assert.throws(
    () => parseActionInputs(bad),
    (error: unknown) => {
      assert.ok(error instanceof UserError);
      const lines = error.message
        .split("\n")
        .slice(1)
        .map((l) => l.trim());
      assert.deepEqual(lines, [
        "Invalid value 'xml' for 'format'. Expected one of: conll, conllu, jsonl, brat, doccano, label-studio, tbf, gate, mat-json, mat-inline, spacy, pubtator, webanno-tsv, bioc, xmi, labels, items.",
        "Invalid value 'gate' for 'mode'. Expected one of: check, record, comment, shard, merge.",
        "Invalid value 'sometimes' for 'comment'. Expected one of: auto, always, never.",
        "Invalid value 'a b' for 'report-key'. Expected up to 64 letters, digits, '.', '_' or '-'.",
        "Invalid value 'yes' for 'fail-on-regression'. Expected true or false.",
        `Invalid value 'a/b' for 'artifact-name'. Expected a name without " : < > | * ? \\ / or line breaks.`,
        "Invalid value '91' for 'retention-days'. Expected a whole number of days, 1 to 90.",
        "'github-token' is empty. Leave it unset: its default is the run's token.",
      ]);
      assert.match(error.message, /^The action's inputs have 8 problems:/);
      return true;
    },
  );
});

test("character units per side: each value checked against the closed set, naming the input", () => {
  const s = parseActionInputs(
    reader({ "char-offsets": "utf16", "system-char-offsets": "codepoint" }),
  );
  assert.equal(s.charOffsets, "utf16");
  assert.equal(s.goldCharOffsets, null);
  assert.equal(s.systemCharOffsets, "codepoint");
  assert.throws(
    () =>
      parseActionInputs(reader({ "gold-char-offsets": "UTF-16", "system-char-offsets": "bytes" })),
    (e: unknown) =>
      e instanceof UserError &&
      e.message ===
        "The action's inputs have 2 problems:\n" +
          "  Invalid value 'UTF-16' for 'gold-char-offsets'. Expected one of: auto, codepoint, utf16, grapheme, utf8.\n" +
          "  Invalid value 'bytes' for 'system-char-offsets'. Expected one of: auto, codepoint, utf16, grapheme, utf8.",
  );
});

test("shard: I/N with mode shard only; missing, malformed or misplaced is an input error", () => {
  const problems = (inputs: Record<string, string>): string => {
    try {
      parseActionInputs(reader(inputs));
      return "";
    } catch (error) {
      assert.ok(error instanceof UserError);
      return error.message;
    }
  };
  assert.deepEqual(parseActionInputs(reader({ mode: "shard", shard: "2/4" })).shard, {
    index: 2,
    count: 4,
  });
  assert.equal(parseActionInputs(reader({ mode: "merge" })).shard, null);
  assert.match(problems({ mode: "shard" }), /'mode: shard' needs 'shard: I\/N'/);
  assert.match(problems({ mode: "shard", shard: "5/4" }), /Invalid value '5\/4' for 'shard'/);
  assert.match(problems({ mode: "shard", shard: "x" }), /1 ≤ I ≤ N/);
  assert.match(problems({ shard: "1/2" }), /'shard' is set \('1\/2'\) but 'mode' is 'check'/);
});
