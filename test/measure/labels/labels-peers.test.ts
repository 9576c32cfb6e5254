import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { readItemLabels } from "../../../src/formats/labels.ts";
import { scoreClassification } from "../../../src/measure/labels/classification.ts";
import { scoreMultiLabel } from "../../../src/measure/labels/multi-label.ts";
import { nodeFiles } from "../../../src/ports/node-files.ts";
import { memoryFiles } from "../../formats/memory-files.ts";

/**
 * Multi-label and one-vs-rest figures against what scikit-learn 1.2.1 printed on seeded tables
 * (test/fixtures/labels-peers/README.md says how they were made).
 */

const dir = path.resolve(import.meta.dirname, "../../fixtures/labels-peers");
type Rates = { precision: number[] | number; recall: number[] | number; f1: number[] | number };
type Prf = Record<"per_label" | "micro" | "macro" | "weighted" | "samples", Rates>;
const expected = JSON.parse(readFileSync(path.join(dir, "expected.json"), "utf8")) as {
  cases: Record<
    "multi" | "multi_empty",
    {
      sklearn: {
        labels: string[];
        accuracy_score_subset: number;
        hamming_loss: number;
        zero_division_0: Prf;
        zero_division_1: Prf;
      };
    }
  >;
};

function close(actual: number | null | undefined, want: number, what: string): void {
  assert.equal(typeof actual, "number", `${what}: expected ${want}, got ${actual}`);
  const a = actual as number;
  assert.ok(Math.abs(a - want) <= 1e-12 * Math.abs(want) + 1e-15, `${what}: ${a} vs ${want}`);
}

/** Each label's P, R and F1 against scikit-learn's `average=None` arrays (labels in its order). */
function closePerLabel(
  ours: Readonly<Record<string, Partial<Record<"precision" | "recall" | "f1", number | null>>>>,
  labels: readonly string[],
  prf: Prf,
): void {
  labels.forEach((l, k) => {
    for (const rate of ["precision", "recall", "f1"] as const)
      close(ours[l]?.[rate], (prf.per_label[rate] as number[])[k] ?? Number.NaN, `${l} ${rate}`);
  });
}

// `multi-empty`: cells may be empty, each the empty set (an item with no label).
for (const [name, file] of [
  ["multi", "multi"],
  ["multi_empty", "multi-empty"],
] as const)
  describe(`multi-label classification against scikit-learn (${file})`, () => {
    const read = (side: string) =>
      readItemLabels(path.join(dir, `${file}.${side}.tsv`), nodeFiles, {
        multiLabel: true,
        emptySets: true,
      });
    const gold = read("gold");
    const system = read("system");
    const sk = expected.cases[name].sklearn;

    it("gives subset accuracy and Hamming loss", () => {
      const s = scoreMultiLabel(gold, system);
      assert.deepEqual(s.labels, sk.labels);
      close(s.accuracy, sk.accuracy_score_subset, "subset accuracy");
      close(s.hammingLoss, sk.hamming_loss, "Hamming loss");
    });

    for (const zero of [0, 1] as const) {
      it(`gives per-label, micro, macro, weighted and samples P/R/F with zero_division=${zero}`, () => {
        const s = scoreMultiLabel(gold, system, { zeroDivision: zero });
        const prf = zero === 0 ? sk.zero_division_0 : sk.zero_division_1;
        closePerLabel(s.perLabel, sk.labels, prf);
        for (const avg of ["micro", "macro", "weighted", "samples"] as const)
          for (const rate of ["precision", "recall", "f1"] as const)
            close(s[avg][rate], prf[avg][rate] as number, `${avg} ${rate}`);
      });
    }
  });

describe("multi-label: the weighted average with no gold label on any item, as scikit-learn 1.2", () => {
  // precision_recall_fscore_support(average='weighted') on [[], []] against [['A'], []]:
  // (0, 0, 0) with zero_division=0, (0, 1, 0) with 1; recall NaN with scikit-learn ≥ 1.3's NaN.
  const files = memoryFiles({
    "g.tsv": "item\tlabel\ni1\t\ni2\t\n",
    "s.tsv": "item\tlabel\ni1\tA\ni2\t\n",
  });
  const read = (file: string) => readItemLabels(file, files, { multiLabel: true, emptySets: true });
  for (const [zero, want] of [
    [0, [0, 0, 0]],
    [1, [0, 1, 0]],
    [null, [0, null, 0]],
  ] as const)
    it(`zero_division=${zero}: P, R, F1 ${want.join(", ")}`, () => {
      const s = scoreMultiLabel(read("g.tsv"), read("s.tsv"), { zeroDivision: zero });
      assert.deepEqual([s.weighted.precision, s.weighted.recall, s.weighted.f1], want);
    });
});

interface SingleExpected {
  labels: string[];
  accuracy_score: number;
  matthews_corrcoef: number;
  balanced_accuracy_score: number;
  one_vs_rest: Record<
    string,
    { tn: number; fp: number; fn: number; tp: number; specificity: number; mcc: number }
  >;
  zero_division_0: Prf;
  zero_division_1: Prf;
}

describe("single-label: MCC, balanced accuracy, specificity and zero_division against scikit-learn", () => {
  const sk = (expected.cases as unknown as Record<string, { sklearn: SingleExpected }>).single
    ?.sklearn as SingleExpected;
  const read = (side: string) => readItemLabels(path.join(dir, `single.${side}.tsv`), nodeFiles);
  const gold = read("gold");
  const system = read("system");

  it("gives accuracy, Matthews' correlation and balanced accuracy", () => {
    const s = scoreClassification(gold, system);
    assert.deepEqual(s.labels, sk.labels);
    close(s.accuracy, sk.accuracy_score, "accuracy");
    close(s.mcc, sk.matthews_corrcoef, "MCC");
    close(s.balancedAccuracy, sk.balanced_accuracy_score, "balanced accuracy");
  });

  it("gives each label's one-vs-rest counts, specificity and MCC", () => {
    const s = scoreClassification(gold, system);
    for (const [l, want] of Object.entries(sk.one_vs_rest)) {
      const ours = s.perLabel[l];
      assert.deepEqual(
        [ours?.tp, ours?.fp, ours?.fn, ours?.tn],
        [want.tp, want.fp, want.fn, want.tn],
        l,
      );
      close(ours?.specificity, want.specificity, `${l} specificity`);
      close(ours?.mcc, want.mcc, `${l} MCC`);
    }
  });

  for (const zero of [0, 1] as const) {
    it(`gives P/R/F per label and averaged with zero_division=${zero}`, () => {
      const s = scoreClassification(gold, system, 1, zero);
      const prf = zero === 0 ? sk.zero_division_0 : sk.zero_division_1;
      closePerLabel(s.perLabel, sk.labels, prf);
      for (const avg of ["micro", "macro", "weighted"] as const)
        for (const rate of ["precision", "recall", "f1"] as const)
          close(s[avg][rate], prf[avg][rate] as number, `${avg} ${rate}`);
    });
  }

  it("with zero_division null leaves 0/0 rates undefined and out of the macro average", () => {
    const s = scoreClassification(gold, system, 1, null);
    // MISC is never predicted (precision 0/0); OTHER is never gold (recall 0/0).
    assert.equal(s.perLabel.MISC?.precision, null);
    assert.equal(s.perLabel.OTHER?.recall, null);
    const defined = sk.labels.filter((l) => l !== "MISC");
    const p0 = sk.zero_division_0.per_label.precision as number[];
    const mean = defined.reduce((t, l) => t + (p0[sk.labels.indexOf(l)] ?? 0), 0) / defined.length;
    close(s.macro.precision, mean, "macro precision over the defined labels");
    assert.match(
      s.notes.find((n) => n.path === "perLabel.MISC.precision")?.message ?? "",
      /left undefined \(null\)/,
    );
  });
});

interface WeightedExpected {
  labels: string[];
  accuracy_score: number;
  cohen_kappa_score: number;
  matthews_corrcoef: number;
  balanced_accuracy_score: number;
  per_label: Rates & { support: number[] };
  micro: Rates;
  macro: Rates;
  weighted: Rates;
}

describe("per-item weights (a gold 'weight' column) against scikit-learn's sample_weight", () => {
  const sk = (expected.cases as unknown as Record<string, { sklearn: WeightedExpected }>).weighted
    ?.sklearn as WeightedExpected;
  const gold = readItemLabels(path.join(dir, "weighted.gold.tsv"), nodeFiles);
  const system = readItemLabels(path.join(dir, "weighted.system.tsv"), nodeFiles);
  const s = scoreClassification(gold, system);

  it("gives accuracy, κ, MCC and balanced accuracy", () => {
    assert.deepEqual(s.labels, sk.labels);
    close(s.accuracy, sk.accuracy_score, "accuracy");
    close(s.kappa, sk.cohen_kappa_score, "κ");
    close(s.mcc, sk.matthews_corrcoef, "MCC");
    close(s.balancedAccuracy, sk.balanced_accuracy_score, "balanced accuracy");
  });

  it("gives weighted supports and per-label, micro, macro and weighted P/R/F", () => {
    sk.labels.forEach((l, k) => {
      assert.equal(s.perLabel[l]?.support, sk.per_label.support[k], `${l} support`);
      for (const rate of ["precision", "recall", "f1"] as const)
        close(
          s.perLabel[l]?.[rate],
          (sk.per_label[rate] as number[])[k] ?? Number.NaN,
          `${l} ${rate}`,
        );
    });
    for (const avg of ["micro", "macro", "weighted"] as const)
      for (const rate of ["precision", "recall", "f1"] as const)
        close(s[avg][rate], sk[avg][rate] as number, `${avg} ${rate}`);
    assert.equal(s.items, 60);
    assert.equal(
      s.weight,
      gold.entries.reduce((t, e) => t + (e.weight ?? 0), 0),
    );
  });
});
