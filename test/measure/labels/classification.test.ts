import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { type ItemLabels, readItemLabels, readJudgements } from "../../../src/formats/labels.ts";
import { measureAgreement } from "../../../src/measure/agreement/measure-agreement.ts";
import { scoreClassification } from "../../../src/measure/labels/classification.ts";
import { fScore } from "../../../src/measure/prf.ts";
import { nodeFiles } from "../../../src/ports/node-files.ts";
import { needsShared } from "../../shared-fixtures.ts";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const dir = path.resolve(repoRoot, "../shared/fixtures/agreement/classification_gold_system");

interface Rates {
  readonly precision: number;
  readonly recall: number;
  readonly f1: number;
}
interface Expected {
  readonly sklearn_classification: {
    readonly labels: readonly string[];
    readonly accuracy_score: number;
    readonly per_label: Readonly<Record<string, Rates & { readonly support: number }>>;
    readonly micro: Rates;
    readonly macro: Rates;
    readonly weighted: Rates;
    readonly confusion_matrix: readonly (readonly number[])[];
    readonly cohen_kappa_score: number;
  };
  readonly derived_classification: {
    readonly counts: Readonly<
      Record<string, { tp: number; fp: number; fn: number; support: number }>
    >;
    readonly undefined_0_over_0: readonly string[];
    readonly macro_f1_of_macro_precision_and_recall: number;
    readonly per_label_f1_equals_specific_agreement: boolean;
  };
}

function close(actual: number | null | undefined, expected: number, what: string): void {
  assert.equal(typeof actual, "number", `${what}: expected ${expected}, got ${actual}`);
  const a = actual as number;
  assert.ok(
    Math.abs(a - expected) <= 1e-12 * Math.abs(expected) + 1e-15,
    `${what}: expected ${expected}, got ${a}`,
  );
}

function closeRates(
  actual:
    | {
        readonly precision: number | null;
        readonly recall: number | null;
        readonly f1: number | null;
      }
    | undefined,
  expected: Rates,
  what: string,
): void {
  close(actual?.precision, expected.precision, `${what} precision`);
  close(actual?.recall, expected.recall, `${what} recall`);
  close(actual?.f1, expected.f1, `${what} f1`);
}

describe(
  "classification fixture classification_gold_system (scikit-learn 1.2.1)",
  needsShared("scikit-learn 1.2.1 figures"),
  () => {
    const expected = JSON.parse(readFileSync(path.join(dir, "expected.json"), "utf8")) as Expected;
    const sk = expected.sklearn_classification;
    const scores = scoreClassification(
      readItemLabels(path.join(dir, "gold.tsv"), nodeFiles),
      readItemLabels(path.join(dir, "system.tsv"), nodeFiles),
    );

    it("uses the sorted union of gold and system labels", () => {
      assert.deepEqual(scores.labels, sk.labels);
      assert.deepEqual(scores.confusion.labels, sk.labels);
    });

    it("reproduces accuracy_score and cohen_kappa_score", () => {
      close(scores.accuracy, sk.accuracy_score, "accuracy");
      close(scores.kappa, sk.cohen_kappa_score, "kappa");
      assert.equal(scores.items, 60);
      assert.equal(scores.answered, 60);
    });

    it("reproduces per-label precision, recall, F1 and support", () => {
      for (const [label, want] of Object.entries(sk.per_label)) {
        closeRates(scores.perLabel[label], want, label);
        assert.equal(scores.perLabel[label]?.support, want.support);
      }
    });

    it("reproduces micro, macro and weighted averages", () => {
      closeRates(scores.micro, sk.micro, "micro");
      closeRates(scores.macro, sk.macro, "macro");
      closeRates(scores.weighted, sk.weighted, "weighted");
    });

    it("reproduces the confusion matrix (rows gold, columns system)", () => {
      assert.deepEqual(scores.confusion.matrix, sk.confusion_matrix);
    });

    it("reproduces the derived counts and notes the 0/0 precision", () => {
      for (const [label, want] of Object.entries(expected.derived_classification.counts)) {
        const got = scores.perLabel[label];
        assert.deepEqual({ tp: got?.tp, fp: got?.fp, fn: got?.fn, support: got?.support }, want);
      }
      assert.deepEqual(expected.derived_classification.undefined_0_over_0, [
        "MISC precision (no predictions)",
      ]);
      assert.deepEqual(
        scores.notes.map((n) => n.path),
        ["perLabel.MISC.precision"],
      );
    });

    it("reproduces the F1 of macro precision and macro recall (the other 'macro-F1')", () => {
      close(
        fScore(scores.macro.precision ?? Number.NaN, scores.macro.recall ?? Number.NaN),
        expected.derived_classification.macro_f1_of_macro_precision_and_recall,
        "F1(macro P, macro R)",
      );
    });

    it("gives each label's F1 equal to its specific agreement", () => {
      assert.equal(expected.derived_classification.per_label_f1_equals_specific_agreement, true);
      const agreement = measureAgreement(readJudgements(path.join(dir, "labels.tsv"), nodeFiles));
      for (const label of scores.labels)
        close(
          agreement.specific[label],
          scores.perLabel[label]?.f1 ?? Number.NaN,
          `specific ${label}`,
        );
      close(agreement.pairs[0]?.kappa, scores.kappa ?? Number.NaN, "κ from the coder table");
    });
  },
);

function labels(file: string, rows: readonly (readonly [string, string])[]): ItemLabels {
  return {
    file,
    entries: rows.map(([item, label], i) => ({ item, label, tags: [label], line: i + 2 })),
  };
}

describe("classification edge cases", () => {
  it("counts a gold item the system did not label as wrong, and notes it", () => {
    const s = scoreClassification(
      labels("g", [
        ["a", "X"],
        ["b", "Y"],
      ]),
      labels("s", [
        ["a", "X"],
        ["c", "Y"],
      ]),
    );
    assert.equal(s.accuracy, 0.5);
    assert.equal(s.answered, 1);
    assert.deepEqual(s.unanswered, ["b"]);
    assert.deepEqual(s.unscored, ["c"]);
    // Y, one-vs-rest over the two gold items: tn = 2 − 0 − 0 − 1 = 1, specificity 1/1,
    // balanced accuracy (0 + 1)/2; MCC's predicted margin (0, 2) is empty on one side → 0.
    assert.deepEqual(s.perLabel.Y, {
      precision: 0,
      recall: 0,
      f1: 0,
      support: 1,
      tp: 0,
      fp: 0,
      fn: 1,
      tn: 1,
      specificity: 1,
      balancedAccuracy: 0.5,
      mcc: 0,
    });
    assert.deepEqual(s.micro, { precision: 1, recall: 0.5, f1: 2 / 3 });
    assert.deepEqual(s.notes.map((n) => n.path).sort(), [
      "kappa",
      "perLabel.Y.precision",
      "unanswered",
      "unscored",
    ]);
  });

  it("gives accuracy 1 and κ null with a reason when everything is one label", () => {
    const s = scoreClassification(
      labels("g", [
        ["a", "X"],
        ["b", "X"],
      ]),
      labels("s", [
        ["a", "X"],
        ["b", "X"],
      ]),
    );
    assert.equal(s.accuracy, 1);
    assert.equal(s.kappa, null);
    assert.match(
      s.notes.find((n) => n.path === "kappa")?.message ?? "",
      /expected agreement is 1 .*only 'X'/,
    );
    assert.deepEqual(s.macro, { precision: 1, recall: 1, f1: 1 });
  });

  it("gives accuracy null and undefined (null) averages on empty input: an average over no label", () => {
    const s = scoreClassification(labels("g", []), labels("s", []));
    assert.equal(s.accuracy, null);
    assert.equal(s.kappa, null);
    assert.deepEqual(s.macro, { precision: null, recall: null, f1: null });
    assert.deepEqual(s.micro, { precision: null, recall: null, f1: null });
    assert.deepEqual(s.confusion, { labels: [], matrix: [] });
  });

  it("does not depend on row order", () => {
    const rows = [
      ["a", "X"],
      ["b", "Y"],
      ["c", "X"],
      ["d", "Z"],
    ] as const;
    const sys = [
      ["a", "Y"],
      ["b", "Y"],
      ["c", "X"],
      ["d", "X"],
    ] as const;
    const one = scoreClassification(labels("g", rows), labels("s", sys));
    const two = scoreClassification(
      labels("g", [...rows].reverse()),
      labels("s", [...sys].reverse()),
    );
    assert.equal(JSON.stringify(one), JSON.stringify(two));
  });
});
