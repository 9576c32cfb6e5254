import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { type Judgements, readJudgements } from "../../../src/formats/labels.ts";
import {
  type AgreementScores,
  measureAgreement,
} from "../../../src/measure/agreement/measure-agreement.ts";
import { nodeFiles } from "../../../src/ports/node-files.ts";
import { needsShared, SHARED_PRESENT } from "../../shared-fixtures.ts";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const fixtures = path.resolve(repoRoot, "../shared/fixtures/agreement");
/** Every case of the index that has coder judgements (the hierarchy case has its own test). */
const CASES = (
  !SHARED_PRESENT
    ? []
    : (JSON.parse(readFileSync(path.join(fixtures, "cases.json"), "utf8")) as {
        name: string;
        kind: string;
      }[])
)
  .filter((c) => c.kind !== "hierarchy")
  .map((c) => c.name);

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

function readJson(file: string): Json {
  return JSON.parse(readFileSync(file, "utf8")) as Json;
}

function field(value: Json | undefined, ...keys: (string | number)[]): Json {
  let at: Json | undefined = value;
  for (const key of keys) {
    if (typeof at !== "object" || at === null) assert.fail(`no '${key}' in fixture`);
    at = (
      Array.isArray(at)
        ? (at as readonly Json[])[key as number]
        : (at as Record<string, Json>)[key as string]
    ) as Json | undefined;
  }
  if (at === undefined) assert.fail(`no '${keys.join(".")}' in fixture`);
  return at;
}

function list(value: Json): readonly Json[] {
  assert.ok(Array.isArray(value), "expected a list in the fixture");
  return value as readonly Json[];
}

/** Relative 1e-12 with a 1e-15 floor at zero; null must match null. */
function close(actual: number | null | undefined, expected: Json, what: string): void {
  if (expected === null) {
    assert.equal(actual, null, `${what}: expected null, got ${actual}`);
    return;
  }
  assert.equal(typeof expected, "number", `${what}: fixture value is not a number`);
  assert.equal(typeof actual, "number", `${what}: expected ${expected}, got ${actual}`);
  const e = expected as number;
  const a = actual as number;
  assert.ok(Math.abs(a - e) <= 1e-12 * Math.abs(e) + 1e-15, `${what}: expected ${e}, got ${a}`);
}

function pairOf(scores: AgreementScores, coders: Json) {
  const found = scores.pairs.find((p) => JSON.stringify(p.coders) === JSON.stringify(coders));
  assert.ok(found, `no pair ${JSON.stringify(coders)}`);
  return found;
}

function restrict(data: Judgements, keep: (item: string, coder: string) => boolean): Judgements {
  return { file: data.file, judgements: data.judgements.filter((j) => keep(j.item, j.coder)) };
}

describe(
  "agreement fixture index",
  needsShared("nltk, scikit-learn and statsmodels figures"),
  () => {
    it("lists the six agreement and classification cases", () => assert.equal(CASES.length, 6));
  },
);

for (const name of CASES) {
  describe(`agreement fixture ${name}`, () => {
    const dir = path.join(fixtures, name);
    const expected = readJson(path.join(dir, "expected.json"));
    const declared = list(field(readJson(path.join(dir, "case.json")), "categories")) as string[];
    const data = readJudgements(path.join(dir, "labels.tsv"), nodeFiles);
    const scores = measureAgreement(data);
    const withDeclared = measureAgreement(data, { categories: declared });

    it("counts items, coders, categories and missing judgements", () => {
      const d = field(expected, "data");
      assert.equal(scores.items, field(d, "items"));
      assert.deepEqual(scores.coders, field(d, "coders"));
      assert.deepEqual(scores.categoriesUsed, field(d, "categories_used"));
      assert.deepEqual(withDeclared.categories, field(d, "categories_declared"));
      assert.equal(scores.judgements, field(d, "judgements"));
      assert.equal(scores.missing, field(d, "missing_judgements"));
      assert.equal(scores.complete, field(d, "complete"));
    });

    it("reproduces nltk's whole-task AnnotationTask figures (null where nltk raises)", () => {
      const n = field(expected, "nltk");
      close(scores.nltk.avgAo, field(n, "avg_Ao"), "avg_Ao");
      close(scores.nltk.s, field(n, "S"), "S");
      close(scores.nltk.pi, field(n, "pi"), "pi");
      close(scores.nltk.kappa, field(n, "kappa"), "kappa");
      close(scores.nltk.multiKappa, field(n, "multi_kappa"), "multi_kappa");
      close(scores.nltk.alpha, field(n, "alpha"), "alpha");
      for (const p of list(field(n, "pairs"))) {
        const ours = scores.nltk.pairs.find(
          (q) => JSON.stringify(q.coders) === JSON.stringify(field(p, "coders")),
        );
        assert.ok(ours);
        close(ours.ao, field(p, "Ao"), `Ao ${ours.coders}`);
        close(ours.aeKappa, field(p, "Ae_kappa"), `Ae_kappa ${ours.coders}`);
        close(ours.kappaPairwise, field(p, "kappa_pairwise"), `kappa_pairwise ${ours.coders}`);
      }
      assert.equal(scores.nltk.pairs.length, list(field(n, "pairs")).length);
    });

    it("reproduces nltk's per-pair tasks, on the items both coders judged", () => {
      for (const p of list(field(expected, "nltk_pair_tasks", "pairs"))) {
        const [a, b] = list(field(p, "coders")) as string[];
        const both = new Set(data.judgements.filter((j) => j.coder === a).map((j) => j.item));
        const common = new Set(
          data.judgements.filter((j) => j.coder === b && both.has(j.item)).map((j) => j.item),
        );
        const task = measureAgreement(
          restrict(data, (item, coder) => common.has(item) && (coder === a || coder === b)),
        );
        assert.equal(task.items, field(p, "items"));
        close(task.nltk.avgAo, field(p, "avg_Ao"), "pair avg_Ao");
        close(task.nltk.s, field(p, "S"), "pair S");
        close(task.nltk.pi, field(p, "pi"), "pair pi");
        close(task.nltk.kappa, field(p, "kappa"), "pair kappa");
        close(task.nltk.alpha, field(p, "alpha"), "pair alpha");
        close(task.alpha, field(p, "alpha"), "pair alpha (textbook)");
        close(task.observed, field(p, "avg_Ao"), "pair observed (textbook)");
        const pair = pairOf(scores, field(p, "coders"));
        assert.equal(pair.items, field(p, "items"));
        close(pair.observed, field(p, "avg_Ao"), "pairs[].observed");
        close(pair.pi, field(p, "pi"), "pairs[].pi");
        close(pair.kappa, field(p, "kappa"), "pairs[].kappa");
      }
    });

    it("reproduces scikit-learn's cohen_kappa_score per pair", () => {
      for (const p of list(field(expected, "sklearn", "pairs"))) {
        const pair = pairOf(scores, field(p, "coders"));
        assert.equal(pair.items, field(p, "items"));
        close(pair.kappa, field(p, "cohen_kappa_score"), `sklearn κ ${pair.coders}`);
      }
    });

    it("reproduces statsmodels' Fleiss and Randolph κ (complete data only)", () => {
      const sm = field(expected, "statsmodels");
      if (typeof sm === "object" && sm !== null && "skipped" in sm) {
        // Incomplete data: statsmodels has no figure; ours are Gwet's missing-data forms
        // (witnessed by hand in gwet-forms.test.ts).
        assert.equal(scores.complete, false);
        assert.equal(typeof scores.pi, "number");
        assert.equal(typeof scores.s, "number");
        return;
      }
      close(scores.pi, field(sm, "fleiss_kappa_fleiss"), "fleiss_kappa");
      close(scores.s, field(sm, "fleiss_kappa_randolph_used"), "randolph (used)");
      close(withDeclared.s, field(sm, "fleiss_kappa_randolph_declared"), "randolph (declared)");
      assert.equal(withDeclared.categories.length, field(sm, "categories_declared"));
      assert.equal(scores.categoriesUsed.length, field(sm, "categories_used"));
    });

    it("reproduces the derived contingency tables, expected agreements and specific agreement", () => {
      for (const p of list(field(expected, "derived", "pairs"))) {
        const pair = pairOf(withDeclared, field(p, "coders"));
        assert.deepEqual(withDeclared.categories, field(p, "categories"));
        assert.deepEqual(pair.contingency, field(p, "contingency"));
        assert.deepEqual(
          pair.contingency.map((r) => r.reduce((s, v) => s + v, 0)),
          field(p, "row_totals"),
        );
        assert.deepEqual(
          withDeclared.categories.map((_, k) =>
            pair.contingency.reduce((s, r) => s + (r[k] ?? 0), 0),
          ),
          field(p, "column_totals"),
        );
        close(pair.observed, field(p, "Ao"), "Ao");
        close(pair.expected.kappa, field(p, "cohen_Ae"), "cohen_Ae");
        close(pair.expected.pi, field(p, "scott_Ae"), "scott_Ae");
        for (const c of withDeclared.categories)
          close(pair.specific[c], field(p, "specific_agreement", c), `specific ${c}`);
      }
    });

    it("reproduces the derived whole-task figures", () => {
      const d = field(expected, "derived");
      close(scores.alpha, field(d, "krippendorff_alpha_coincidence"), "alpha");
      // The GATE guide's formula is for complete data (null in the fixture otherwise).
      if (scores.complete)
        close(scores.multiKappa, field(d, "davies_fleiss_gate_formula"), "Davies & Fleiss");
      if (scores.complete) close(withDeclared.s, field(d, "S_declared_categories"), "S declared");
      const means = field(d, "means_in_pair_order");
      close(scores.nltk.kappa, field(means, "nltk_kappa_pairwise"), "mean nltk kappa_pairwise");
      close(scores.nltk.avgAo, field(means, "nltk_Ao"), "mean nltk Ao");
      close(scores.kappa, field(means, "sklearn_cohen_kappa_score"), "mean pairwise κ");
      close(scores.meanPairPi, field(means, "nltk_pair_task_pi"), "mean pairwise π");
      if (typeof d === "object" && d !== null && "specific_agreement" in d) {
        for (const c of scores.categories)
          close(scores.specific[c], field(d, "specific_agreement", c), `specific ${c}`);
      }
    });

    it("agrees with every κ in the nltk–sklearn comparison", () => {
      for (const p of list(field(expected, "comparison_nltk_sklearn_kappa", "pairs"))) {
        const pair = pairOf(scores, field(p, "coders"));
        const nltkPair = scores.nltk.pairs.find(
          (q) => JSON.stringify(q.coders) === JSON.stringify(pair.coders),
        );
        close(
          nltkPair?.kappaPairwise,
          field(p, "nltk_kappa_pairwise"),
          "whole-task kappa_pairwise",
        );
        close(pair.kappa, field(p, "nltk_pair_task_kappa"), "pair-task kappa");
        close(pair.kappa, field(p, "sklearn_cohen_kappa_score"), "sklearn kappa");
      }
    });

    if (typeof expected === "object" && expected !== null && "nltk_listwise" in expected) {
      it("reproduces nltk on the items every coder judged (listwise deletion)", () => {
        const l = field(expected, "nltk_listwise");
        const perItem = new Map<string, number>();
        for (const j of data.judgements) perItem.set(j.item, (perItem.get(j.item) ?? 0) + 1);
        const listwise = measureAgreement(
          restrict(data, (item) => perItem.get(item) === scores.coders.length),
        );
        assert.equal(listwise.items, field(l, "items"));
        for (const [ours, key] of [
          [listwise.nltk.avgAo, "avg_Ao"],
          [listwise.nltk.s, "S"],
          [listwise.nltk.pi, "pi"],
          [listwise.nltk.kappa, "kappa"],
          [listwise.nltk.multiKappa, "multi_kappa"],
          [listwise.nltk.alpha, "alpha"],
          [listwise.observed, "avg_Ao"],
          [listwise.pi, "pi"],
          [listwise.kappa, "kappa"],
          [listwise.multiKappa, "multi_kappa"],
          [listwise.alpha, "alpha"],
        ] as const)
          close(ours, field(l, key), `listwise ${key}`);
      });
    }
  });
}

describe("GATE user guide worked example", needsShared("GATE's worked example"), () => {
  const data = readJudgements(path.join(fixtures, "gate_worked_example", "labels.tsv"), nodeFiles);
  const pair = measureAgreement(data).pairs[0];
  const printed = field(
    readJson(path.join(fixtures, "gate_worked_example", "expected.json")),
    "gate_printed",
  );

  it("has the printed contingency table", () => {
    assert.deepEqual(pair?.contingency, field(printed, "contingency"));
  });

  it("gives Cohen's expected agreement 0.54 and Scott's 0.545 (218/400)", () => {
    close(pair?.expected.kappa, field(printed, "cohen_expected_agreement"), "Cohen Ae");
    close(pair?.expected.pi, field(printed, "scott_expected_agreement"), "Scott Ae");
    close(pair?.expected.pi, 218 / 400, "218/400");
    close(pair?.specific.cat1, 2 / 7, "specific cat1");
    close(pair?.specific.cat2, 8 / 13, "specific cat2");
  });
});
