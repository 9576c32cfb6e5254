import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Judgements } from "../../../src/formats/labels.ts";
import {
  type AgreementScores,
  measureAgreement,
} from "../../../src/measure/agreement/measure-agreement.ts";

/**
 * Gwet's AC1/AC2, Brennan–Prediger and the missing-data forms of observed agreement, Fleiss' κ and
 * Conger's (Davies & Fleiss') κ, computed by hand from the formulas of Gwet's Handbook of
 * Inter-Rater Reliability (4th ed., chapters 2–5), which irrCAC implements. No peer runs them here.
 */

function judgements(text: string): Judgements {
  const rows = text
    .split(";")
    .map((t) => t.trim())
    .filter((t) => t !== "");
  return {
    file: "labels.tsv",
    judgements: rows.map((row, i) => {
      const [item = "", coder = "", label = ""] = row.split(/\s+/);
      return { item, coder, label, line: i + 2 };
    }),
  };
}

function near(actual: number | null | undefined, want: number, what: string): void {
  assert.equal(typeof actual, "number", `${what}: got ${actual}`);
  assert.ok(
    Math.abs((actual as number) - want) < 1e-15,
    `${what}: expected ${want}, got ${actual}`,
  );
}

function note(s: AgreementScores, path: string): string {
  const found = s.notes.find((n) => n.path === path);
  assert.ok(found, `no note for ${path}`);
  return found.message;
}

describe("missing judgements: Gwet's forms by hand", () => {
  // c skips i3 and i4; i4 has a's judgement only. Categories X, Y (q = 2), n = 5 items.
  const s = measureAgreement(
    judgements(
      "i1 a X; i1 b X; i1 c X; i2 a Y; i2 b Y; i2 c X; i3 a X; i3 b Y; i4 a Y; i5 a Y; i5 b Y; i5 c Y",
    ),
  );

  it("observed agreement: the mean over the n' = 4 items judged twice or more", () => {
    // i1 3·2/(3·2) = 1, i2 (2·1 + 1·0)/6 = 1/3, i3 0/2 = 0, i5 1 → (7/3)/4 = 7/12; i4 is left out.
    near(s.observed, 7 / 12, "observed");
  });

  it("Fleiss' κ: π_k over all five items, each item's shares r_ik/r_i", () => {
    // π_X = (3/3 + 1/3 + 1/2 + 0/1 + 0/3)/5 = 11/30, π_Y = 19/30; p_e = (121 + 361)/900 = 241/450.
    near(s.expected.pi, 241 / 450, "p_e");
    // (7/12 − 241/450)/(1 − 241/450) = (43/900)/(418/900).
    near(s.pi, 43 / 418, "π");
  });

  it("Brennan–Prediger (S): p_e = 1/q", () => near(s.s, (7 / 12 - 1 / 2) / (1 / 2), "S"));

  it("Gwet's AC1: p_e = Σ π_k(1 − π_k)/(q − 1)", () => {
    // 2·(11/30)(19/30) = 418/900; (525/900 − 418/900)/(482/900) = 107/482.
    near(s.expected.ac1, 418 / 900, "p_e");
    near(s.ac1, 107 / 482, "AC1");
  });

  it("Conger's (Davies & Fleiss') κ: each coder's shares over the items they judged", () => {
    // a (5 items) X 2/5 Y 3/5; b (4) X 1/4 Y 3/4; c (3) X 2/3 Y 1/3.
    // ab 2/20 + 9/20 = 11/20, ac 4/15 + 3/15 = 7/15, bc 2/12 + 3/12 = 5/12; mean 86/180 = 43/90.
    near(s.expected.multiKappa, 43 / 90, "p_e");
    // (105/180 − 86/180)/(94/180) = 19/94.
    near(s.multiKappa, 19 / 94, "Conger's κ");
  });

  it("says which form it used, once for the five figures", () => {
    assert.match(
      note(s, "pi"),
      /3 judgements are missing: computed in Gwet's missing-data forms \(as irrCAC\)/,
    );
    const grouped = s.notes.filter((n) => n.cause === "missing-data forms").map((n) => n.path);
    assert.deepEqual(grouped, ["observed", "s", "pi", "multiKappa", "ac1"]);
  });
});

describe("prevalence: high agreement, low κ, high AC1", () => {
  // 10 items: both coders 'no' on 8; one 'yes'/'no' and one 'no'/'yes'.
  const rows = Array.from({ length: 8 }, (_, i) => `i${i} a no; i${i} b no`);
  const s = measureAgreement(judgements(`${rows.join(";")}; j1 a yes; j1 b no; j2 a no; j2 b yes`));

  it("gives p_a 0.8, π −1/9 and AC1 31/41", () => {
    near(s.observed, 0.8, "p_a");
    // π_yes = 0.1, π_no = 0.9: Fleiss' p_e 0.82 → (0.8 − 0.82)/0.18; AC1 p_e 2·0.09 = 0.18.
    near(s.pi, (0.8 - 0.82) / 0.18, "π");
    near(s.ac1, (0.8 - 0.18) / 0.82, "AC1");
  });
});

describe("AC2 and the other weighted figures by hand (linear weights, scale 1 < 2 < 3)", () => {
  // a: 1 1 2 3, b: 1 2 3 3. Linear weights: 1 on the diagonal, 1/2 one step apart, 0 two apart.
  const data = judgements("i1 a 1; i1 b 1; i2 a 1; i2 b 2; i3 a 2; i3 b 3; i4 a 3; i4 b 3");
  const s = measureAgreement(data, { weights: "linear" });
  const w = s.linear;

  it("weighted observed agreement: half credit for a step apart", () => {
    // i1 1, i2 (1·0.5 + 1·0.5)/2 = 0.5, i3 0.5, i4 1 → 3/4.
    near(w?.observed, 3 / 4, "p_a");
  });

  it("AC2: p_e = T_w/(q(q − 1)) · Σ π_k(1 − π_k)", () => {
    // π = (3/8, 1/4, 3/8); T_w = 3 + 4·0.5 = 5; p_e = 5/6 · 42/64 = 35/64; (48 − 35)/29.
    near(w?.expected.ac2, 35 / 64, "p_e");
    near(w?.ac2, 13 / 29, "AC2");
  });

  it("weighted Brennan–Prediger: p_e = T_w/q²", () => {
    near(w?.expected.brennanPrediger, 5 / 9, "p_e");
    near(w?.brennanPrediger, 7 / 16, "B-P");
  });

  it("weighted Fleiss' κ: p_e = Σ w_kl π_k π_l", () => {
    // Wπ = (1/2, 5/8, 1/2); π·Wπ = (12 + 10 + 12)/64 = 17/32; (24 − 17)/15.
    near(w?.expected.pi, 17 / 32, "p_e");
    near(w?.pi, 7 / 15, "π");
  });

  it("weighted Cohen's and Conger's κ: p_e = p_a·W·p_b = 1/2", () => {
    // p_a = (1/2, 1/4, 1/4), p_b = (1/4, 1/4, 1/2); W·p_b = (3/8, 5/8, 5/8); p_a·W·p_b = 16/32.
    near(w?.byPair["a × b"]?.kappa, 1 / 2, "Cohen");
    near(w?.kappa, 1 / 2, "mean");
    near(w?.multiKappa, 1 / 2, "Conger");
  });

  it("unweighted AC1 on the same items: p_e = Σ π(1 − π)/(q − 1) = 21/64", () => {
    near(s.ac1, (1 / 2 - 21 / 64) / (1 - 21 / 64), "AC1");
  });

  it("quadratic weights give more credit one step apart (1 − 1/4)", () => {
    const q = measureAgreement(data, { weights: "quadratic" }).quadratic;
    // i2 and i3 each (0.75 + 0.75)/2 = 0.75 → (1 + 0.75 + 0.75 + 1)/4.
    near(q?.observed, 3.5 / 4, "p_a");
  });
});

describe("undefined figures: every judgement one category", () => {
  const data = judgements("i1 a X; i1 b X; i2 a X; i2 b X");

  it("leaves π, S, α and AC1 null with a reason (irrCAC prints 1 there)", () => {
    const s = measureAgreement(data);
    assert.deepEqual([s.pi, s.s, s.alpha, s.ac1, s.multiKappa], [null, null, null, null, null]);
    assert.match(note(s, "ac1"), /one category \('X'\)/);
  });

  it("gives AC1 = S = 1 once a second category is declared (chance agreement 0 and 1/2)", () => {
    const s = measureAgreement(data, { categories: ["X", "Y"] });
    assert.deepEqual([s.ac1, s.s, s.pi], [1, 1, null]);
  });
});

describe("Krippendorff's (2011) example at every level: 4 observers, 12 units, missing values", () => {
  const grid = [
    ["1", "2", "3", "3", "2", "1", "4", "1", "2", "", "", ""],
    ["1", "2", "3", "3", "2", "2", "4", "1", "2", "5", "", "3"],
    ["", "3", "3", "3", "2", "3", "4", "2", "2", "5", "1", ""],
    ["1", "2", "3", "3", "2", "4", "4", "1", "2", "5", "1", ""],
  ];
  const rows = grid.flatMap((values, c) =>
    values.flatMap((v, u) => (v === "" ? [] : [`u${u + 1} obs${c + 1} ${v}`])),
  );
  const data = judgements(rows.join(";"));

  for (const [level, printed] of [
    ["ordinal", "0.815"],
    ["interval", "0.849"],
    ["ratio", "0.797"],
  ] as const) {
    it(`gives ${level} α = ${printed} as printed`, () => {
      assert.equal(measureAgreement(data, { level })[level]?.alpha?.toFixed(3), printed);
    });
  }
});

describe("scale order", () => {
  it("orders numeric labels by value, others as declared, and refuses a label off the scale", () => {
    const data = judgements("i1 a low; i1 b mid; i2 a high; i2 b high; i3 a mid; i3 b mid");
    assert.throws(
      () => measureAgreement(data, { weights: "linear" }),
      /--weights linear needs the categories in scale order/,
    );
    const s = measureAgreement(data, { weights: "linear", categories: ["low", "mid", "high"] });
    assert.deepEqual(s.linear?.scale, ["low", "mid", "high"]);
    assert.throws(
      () => measureAgreement(data, { level: "ordinal", categories: ["low", "high"] }),
      /category 'mid' occurs in the judgements but is not in the declared scale/,
    );
    assert.throws(
      () => measureAgreement(data, { level: "interval", categories: ["low", "mid", "high"] }),
      /--level interval needs numeric categories/,
    );
    const numeric = measureAgreement(judgements("i1 a 10; i1 b 9; i2 a 2; i2 b 10"), {
      level: "ordinal",
    });
    assert.deepEqual(numeric.scale, ["2", "9", "10"]);
  });
});
