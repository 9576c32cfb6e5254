import assert from "node:assert/strict";
import { join } from "node:path";
import { describe, it } from "node:test";
import { scoreCorpus } from "../../src/pipeline/score.ts";
import { nodeFiles } from "../../src/ports/node-files.ts";
import { renderMatCsv } from "../../src/report/mat-csv.ts";
import { settingsWith } from "../formats/read-all.ts";
import { REPO } from "../shared-fixtures.ts";

const QA = join(REPO, "test/fixtures/standoff/gate/qa");

function csvFiles(extra: Record<string, unknown>) {
  const settings = settingsWith({
    format: "gate",
    gold: QA,
    system: QA,
    ignore: ["DATE"],
    ...extra,
  });
  const run = scoreCorpus(settings, nodeFiles, { details: true });
  return renderMatCsv(run.scores, run.details?.rows() ?? []);
}

/** Rows of a CSV as maps from MAT's column names to cells. */
function table(csv: string | undefined): Record<string, string>[] {
  const [header, ...rows] = (csv ?? "")
    .trimEnd()
    .split("\r\n")
    .map((l) => l.split(","));
  return rows.map((r) => Object.fromEntries((header ?? []).map((h, k) => [h, r[k] ?? ""])));
}

describe("MAT's CSV outputs (--csv)", () => {
  const files = csvFiles({ levels: ["token", "char", "pseudo-token"] });

  it("writes the six files, with MAT's column names", () => {
    assert.deepEqual(Object.keys(files).sort(), [
      "bychar.csv",
      "bypseudotoken.csv",
      "bytag.csv",
      "bytoken.csv",
      "confusability.csv",
      "details.csv",
    ]);
    const header = (name: string) => files[name]?.split("\r\n")[0];
    assert.equal(
      header("bytag.csv"),
      "similarity profile,score profile,file,test docs,tag,test toks,match,refclash,missing,refonly,reftotal,hypclash,spurious,hyponly,hyptotal,precision,recall,fmeasure",
    );
    assert.match(
      header("bychar.csv") ?? "",
      /,tag,test chars,match,.*,fmeasure,tag_sensitive_accuracy,tag_sensitive_error_rate,tag_blind_accuracy,tag_blind_error_rate$/,
    );
    assert.match(header("bypseudotoken.csv") ?? "", /,tag,test pseudo-toks,/);
    assert.match(
      header("details.csv") ?? "",
      /^file,type,refid,hypid,refdescription,hypdescription,reflabel,hyplabel,refstart,refend,hypstart,hypend,refcontent,hypcontent$/,
    );
  });

  it("bytag: a clash counts under the gold tag (refclash) and the system tag (hypclash), per file and for <all>", () => {
    const rows = table(files["bytag.csv"]);
    const d1Per = rows.find((r) => r.file === "d1" && r.tag === "PER");
    // Alice Smith / Alice (undermark) and Bob PER / ORG (tag clash).
    assert.deepEqual(
      [d1Per?.match, d1Per?.refclash, d1Per?.hypclash, d1Per?.reftotal, d1Per?.hyptotal],
      ["0", "2", "1", "2", "1"],
    );
    const all = rows.at(-1);
    assert.deepEqual(
      [all?.file, all?.["test docs"], all?.tag, all?.["test toks"]],
      ["<all>", "3", "<all>", "23"],
    );
    assert.deepEqual(
      [all?.match, all?.reftotal, all?.hyptotal, all?.precision],
      ["5", "7", "8", "0.625"],
    );
  });

  it("level tables carry the level's own counts; confusability counts tokens, null/null included", () => {
    const all = table(files["bytoken.csv"]).at(-1);
    assert.deepEqual(
      [all?.["test toks"], all?.match, all?.refclash, all?.missing, all?.spurious],
      ["23", "8", "1", "1", "1"],
    );
    assert.equal(Number(all?.tag_sensitive_accuracy), 20 / 23);
    const conf = table(files["confusability.csv"]);
    const nullRow = conf.find((r) => r[""] === "null (hyp)");
    // 23 tokens: 8 matched, 1 PER/ORG, 1 PER/null, 1 null/MONEY, so 12 with no label on either side.
    assert.deepEqual([nullRow?.["PER (ref)"], nullRow?.["null (ref)"]], ["1", "12"]);
  });

  it("with --confidence, the corpus rows gain _mean, _variance and _stddev after each rate; file rows leave them empty", () => {
    const rows = table(csvFiles({ levels: ["char"], confidence: true })["bychar.csv"]);
    const all = rows.at(-1);
    assert.ok(Number(all?.precision_variance) > 0);
    assert.equal(Number(all?.precision_stddev) ** 2, Number(all?.precision_variance));
    assert.equal(rows[0]?.precision_mean, "");
  });

  it("without levels only bytag.csv and details.csv are written", () => {
    assert.deepEqual(Object.keys(csvFiles({})).sort(), ["bytag.csv", "details.csv"]);
  });
});
