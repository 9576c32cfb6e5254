import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Judgements } from "../../../src/formats/labels.ts";
import {
  type AgreementScores,
  measureAgreement,
} from "../../../src/measure/agreement/measure-agreement.ts";

/** "item coder label" triples separated by ";". */
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

function note(scores: AgreementScores, path: string): string {
  const found = scores.notes.find((n) => n.path === path);
  assert.ok(found, `no note for ${path}; notes: ${scores.notes.map((n) => n.path).join(", ")}`);
  return found.message;
}

describe("one item", () => {
  it("two coders agreeing: observed 1, every chance-corrected figure null with a reason", () => {
    const s = measureAgreement(judgements("i1 a X; i1 b X"));
    assert.equal(s.observed, 1);
    for (const key of ["kappa", "pi", "s", "alpha", "multiKappa", "meanPairPi"] as const)
      assert.equal(s[key], null, key);
    assert.match(note(s, "pairs[0].kappa"), /expected agreement is 1 \(both sides used only 'X'\)/);
    assert.match(note(s, "s"), /one category \('X'\)/);
    assert.match(note(s, "alpha"), /every pairable judgement is 'X'/);
    assert.equal(s.nltk.alpha, 1, "nltk's shortcut");
    assert.equal(s.nltk.s, null);
    assert.match(note(s, "nltk.kappa"), /nltk 3\.8 gives no figure: it would divide by zero/);
  });

  it("two coders disagreeing: observed 0, κ 0, π −1, α 0, S −1", () => {
    const s = measureAgreement(judgements("i1 a X; i1 b Y"));
    assert.deepEqual([s.observed, s.kappa, s.pi, s.alpha, s.s], [0, 0, -1, 0, -1]);
    assert.deepEqual(s.specific, { X: 0, Y: 0 });
  });
});

describe("one category", () => {
  const data = judgements("i1 a X; i1 b X; i2 a X; i2 b X; i3 a X; i3 b X");

  it("leaves κ, π, α and S undefined (never NaN)", () => {
    const s = measureAgreement(data);
    assert.equal(s.observed, 1);
    assert.deepEqual([s.kappa, s.pi, s.alpha, s.s, s.multiKappa], [null, null, null, null, null]);
    assert.ok(!JSON.stringify(s).includes("NaN"));
    assert.equal(JSON.stringify(s), JSON.stringify(JSON.parse(JSON.stringify(s))));
  });

  it("gives S = 1 once a second category is declared, and a null specific agreement for it", () => {
    const s = measureAgreement(data, { categories: ["X", "Y"] });
    assert.equal(s.s, 1);
    assert.deepEqual(s.specific, { X: 1, Y: null });
    assert.match(note(s, "specific.Y"), /'Y'/);
    assert.equal(s.kappa, null);
  });
});

describe("perfect agreement", () => {
  it("gives 1 everywhere", () => {
    const s = measureAgreement(
      judgements("i1 a X; i1 b X; i1 c X; i2 a Y; i2 b Y; i2 c Y; i3 a X; i3 b X; i3 c X"),
    );
    for (const key of [
      "observed",
      "kappa",
      "pi",
      "s",
      "alpha",
      "multiKappa",
      "meanPairPi",
    ] as const)
      assert.equal(s[key], 1, key);
    assert.deepEqual(s.specific, { X: 1, Y: 1 });
    assert.equal(s.notes.length, 0);
  });
});

describe("missing judgements", () => {
  // c skips i3 and i4; i4 is judged by a alone.
  const data = judgements(
    "i1 a X; i1 b X; i1 c X; i2 a Y; i2 b Y; i2 c X; i3 a X; i3 b Y; i4 a Y; i5 a Y; i5 b Y; i5 c Y",
  );
  const s = measureAgreement(data);

  it("counts them and marks the data incomplete", () => {
    assert.deepEqual([s.items, s.judgements, s.missing, s.complete], [5, 12, 3, false]);
  });

  it("keeps α (items with one judgement left out) and computes it by hand", () => {
    // Pairable values: i1 XXX, i2 YYX, i3 XY, i5 YYY → n_X = 5, n_Y = 6, n = 11.
    // Disagreeing coincidences: i2 (9 − 5)/2 = 2, i3 (4 − 2)/1 = 2 → 4. α = 1 − 10·4 / (121 − 61) = 1/3.
    assert.ok(Math.abs((s.alpha ?? Number.NaN) - 1 / 3) < 1e-15);
  });

  it("computes the whole-task coefficients in Gwet's missing-data forms and says so", () => {
    // The figures are worked by hand in gwet-forms.test.ts.
    for (const key of ["observed", "s", "pi", "multiKappa", "ac1"] as const) {
      assert.equal(typeof s[key], "number", key);
      assert.match(note(s, key), /3 judgements are missing: computed in Gwet's missing-data forms/);
    }
  });

  it("scores each pair on the items both judged, and their mean", () => {
    const [ab, ac, bc] = s.pairs;
    assert.deepEqual([ab?.coders, ab?.items, ac?.items, bc?.items], [["a", "b"], 4, 3, 3]);
    assert.equal(ab?.observed, 3 / 4);
    assert.ok(s.kappa !== null);
  });

  it("reproduces nltk: Ao raises for pairs that judged different items, α is still computed", () => {
    assert.equal(s.nltk.avgAo, null);
    assert.match(
      note(s, "nltk.pairs[0].ao"),
      /judged an item the other did not \('a' judged item 'i4', 'b' did not\)/,
    );
    assert.equal(s.nltk.alpha, s.alpha);
  });

  it("reproduces nltk's whole-task divisor where both coders skipped the same items", () => {
    const same = measureAgreement(judgements("i1 a X; i1 b X; i2 a Y; i2 b X; i3 c Y"));
    const ab = same.nltk.pairs[0];
    assert.deepEqual(ab?.coders, ["a", "b"]);
    assert.equal(ab?.ao, 1 / 3, "one agreeing item over all three items of the task");
    assert.equal(same.pairs[0]?.observed, 1 / 2, "ours: one of the two items both judged");
  });

  it("gives a pair with no item in common nulls", () => {
    const apart = measureAgreement(judgements("i1 a X; i1 b X; i2 b Y; i2 c Y"));
    const ac = apart.pairs.find((p) => p.coders.join() === "a,c");
    assert.equal(ac?.items, 0);
    assert.equal(ac?.kappa, null);
    assert.equal(apart.kappa, null);
    assert.match(note(apart, "kappa"), /a–c/);
  });

  it("leaves α undefined when every pairable value is the same though two labels occur", () => {
    const flat = measureAgreement(judgements("i1 a X; i1 b X; i2 a Y"));
    assert.equal(flat.alpha, null);
    assert.equal(flat.nltk.alpha, null);
    assert.match(note(flat, "nltk.alpha"), /it would divide by zero/);
  });
});

describe("Krippendorff's (2011) nominal example: 4 observers, 12 units, missing values", () => {
  const grid = [
    ["1", "2", "3", "3", "2", "1", "4", "1", "2", "", "", ""],
    ["1", "2", "3", "3", "2", "2", "4", "1", "2", "5", "", "3"],
    ["", "3", "3", "3", "2", "3", "4", "2", "2", "5", "1", ""],
    ["1", "2", "3", "3", "2", "4", "4", "1", "2", "5", "1", ""],
  ];
  const rows = grid.flatMap((values, c) =>
    values.flatMap((v, u) =>
      v === "" ? [] : [`u${String(u + 1).padStart(2, "0")} obs${c + 1} ${v}`],
    ),
  );

  it("gives α = 0.743 as printed", () => {
    const s = measureAgreement(judgements(rows.join(";")));
    assert.equal(s.alpha?.toFixed(3), "0.743");
    assert.equal(s.items, 12);
  });
});

describe("one coder", () => {
  it("has no pairs and says why each figure is undefined", () => {
    const s = measureAgreement(judgements("i1 a X; i2 a Y"));
    assert.deepEqual(s.pairs, []);
    assert.deepEqual([s.observed, s.kappa, s.alpha, s.nltk.avgAo], [null, null, null, null]);
    assert.match(note(s, "kappa"), /no coder pair/);
  });
});

describe("determinism", () => {
  it("gives byte-identical results whatever the row order", () => {
    const text = "i1 b X; i1 a Y; i2 c X; i2 a X; i2 b X; i3 a Y; i3 c Y; i1 c X";
    const reversed = text.split(";").reverse().join(";");
    assert.equal(
      JSON.stringify(measureAgreement(judgements(text))),
      JSON.stringify(measureAgreement(judgements(reversed))),
    );
  });
});
