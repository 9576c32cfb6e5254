import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import { LEVEL_FAMILIES } from "../../../src/measure/families/levels.ts";
import { familiesIn } from "../../../src/measure/families/registry.ts";
import { scoreCorpus } from "../../../src/pipeline/score.ts";
import { nodeFiles } from "../../../src/ports/node-files.ts";
import { settingsWith } from "../../formats/read-all.ts";
import { REPO } from "../../shared-fixtures.ts";

const QA = join(REPO, "test/fixtures/standoff/gate/qa");

/** The scores document as a baseline stores it (plain JSON). */
function scoresJson(levels: string[]): unknown {
  const settings = settingsWith({ format: "gate", gold: QA, system: QA, ignore: ["DATE"], levels });
  return JSON.parse(JSON.stringify(scoreCorpus(settings, nodeFiles, { details: false }).scores));
}

describe("the level families", () => {
  const doc = scoresJson(["token", "char", "pseudo-token"]);
  const [token, char, pseudo] = LEVEL_FAMILIES;

  it("are present only for the levels a scores document carries", () => {
    assert.deepEqual(
      familiesIn(scoresJson(["char"]))
        .map((f) => f.name)
        .filter((n) => n.endsWith("Level")),
      ["charLevel"],
    );
    assert.ok(token && char && pseudo && [token, char, pseudo].every((f) => f.present(doc)));
  });

  it("gate on levels.<level>.<all>.fmeasure by default, and list every <all> and type row", () => {
    assert.equal(token?.defaultRule.metric, "levels.token.<all>.fmeasure");
    const rows = token?.rows(doc) ?? [];
    const f = rows.find((r) => r.keys.join(".") === "levels.token.<all>.fmeasure");
    assert.ok(Math.abs((f?.value ?? 0) - 0.8) < 1e-12, String(f?.value));
    assert.equal(f?.support, 10);
    assert.ok(
      rows.some((r) => r.keys.join(".") === "levels.token.types.PER.recall" && r.detail === true),
    );
    assert.equal(token?.headline(doc).main.value, f?.value);
  });

  it("resampling with weights of one gives back the document's figures; a doubled unit counts twice", () => {
    const family = char;
    const r = family?.resampling;
    assert.ok(family && r);
    const units = r.units(doc, "scores.json");
    assert.deepEqual(
      units.map((u) => u.id),
      ["d1", "d2", "d3"],
    );
    const keys = family.rows(doc).map((row) => row.keys);
    const measured = r.measure(
      units.map((u) => u.tally),
      [1, 1, 1],
      keys,
    );
    family.rows(doc).forEach((row, k) => {
      assert.equal(measured[k], row.value ?? Number.NaN, row.keys.join("."));
    });
    const twice = r.measure(
      units.map((u) => u.tally),
      [2, 0, 0],
      [["levels", "char", "<all>", "recall"]],
    );
    const once = r.measure(
      units.map((u) => u.tally),
      [1, 0, 0],
      [["levels", "char", "<all>", "recall"]],
    );
    assert.equal(twice[0], once[0]);
  });

  it("a malformed unit is a DataError naming the file and the row", () => {
    const bad = { levels: { char: { "<all>": {}, documents: [{ id: "x" }] } } };
    assert.throws(
      () => char?.resampling?.units(bad, "base.json"),
      /base\.json: levels\.char\.documents\[0\]/,
    );
  });
});
