import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import fc from "fast-check";
import { DataError } from "../../../src/errors.ts";
import { type ItemLabels, splitTags } from "../../../src/formats/labels.ts";
import { add, fraction, toNumber } from "../../../src/measure/hierarchy/fraction.ts";
import {
  itemScore,
  leafDistribution,
  scoreHierarchical,
} from "../../../src/measure/hierarchy/hierarchical-score.ts";
import { tagTreeFromJson } from "../../../src/measure/hierarchy/tag-tree.ts";
import { scoreClassification } from "../../../src/measure/labels/classification.ts";
import { needsShared, SHARED_PRESENT } from "../../shared-fixtures.ts";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const dir = path.resolve(repoRoot, "../shared/fixtures/agreement/hierarchy");
const treeFile = path.join(dir, "tree.json");
const SHARED = needsShared("Melamed & Resnik's Table II and scorer2's figures");
/** The fixture's tree; a one-tag stand-in when ../shared is absent (its tests are skipped). */
const tree = tagTreeFromJson(
  SHARED_PRESENT ? (JSON.parse(readFileSync(treeFile, "utf8")) as unknown) : { absent: {} },
  treeFile,
);

interface Row {
  readonly line: number;
  readonly gold: string[];
  readonly system: string[];
  readonly score: string;
  readonly printed: string;
}

function readCases(): Row[] {
  const file = path.join(dir, "cases.tsv");
  const lines = readFileSync(file, "utf8").split("\n");
  assert.equal(lines[0], "gold\tsystem\tscore\tprinted");
  return lines.slice(1).flatMap((text, i) => {
    if (text === "") return [];
    const [gold = "", system = "", score = "", printed = ""] = text.split("\t");
    const at = { file, line: i + 2 };
    return [
      { line: i + 2, gold: splitTags(gold, at), system: splitTags(system, at), score, printed },
    ];
  });
}

const rows = SHARED_PRESENT ? readCases() : [];
const at = { file: "cases.tsv", line: 0 };

interface Expected {
  readonly alternative_rules: Readonly<
    Record<
      string,
      { readonly scores: readonly number[]; readonly rows_not_matching: readonly number[] }
    >
  >;
  readonly scorer2: {
    readonly grains: {
      readonly mixed: {
        readonly table_ii_rows: readonly string[];
        readonly summary_printed: readonly string[];
      };
    };
  };
}
const readExpected = (): Expected =>
  JSON.parse(readFileSync(path.join(dir, "expected.json"), "utf8")) as Expected;

function sides(
  pairs: readonly (readonly [readonly string[], readonly string[]])[],
): [ItemLabels, ItemLabels] {
  const side = (file: string, pick: 0 | 1): ItemLabels => ({
    file,
    entries: pairs.map((p, i) => ({
      item: `r${String(i + 1).padStart(2, "0")}`,
      label: p[pick].join(","),
      tags: p[pick],
      line: i + 2,
    })),
  });
  return [side("gold", 0), side("system", 1)];
}

describe("Melamed & Resnik (2000) Table II (hierarchy/cases.tsv)", SHARED, () => {
  it("has the eleven rows", () => assert.equal(rows.length, 11));

  for (const row of rows) {
    it(`line ${row.line}: gold ${row.gold} / system ${row.system} scores exactly ${row.score}`, () => {
      const exact = itemScore(tree, row.gold, row.system, at);
      assert.equal(toNumber(exact), Number(row.score));
      const slash = row.printed.split("/");
      if (slash.length === 2) {
        assert.deepEqual(exact, fraction(BigInt(slash[0] ?? ""), BigInt(slash[1] ?? "")));
      } else {
        const decimals = (row.printed.split(".")[1] ?? "").length;
        const scaled = (exact.num * 10n ** BigInt(decimals)) / exact.den;
        assert.equal(
          Number(scaled) / 10 ** decimals,
          Number(row.printed),
          `printed ${row.printed} is the exact score cut after ${decimals} decimals`,
        );
      }
    });
  }

  it("follows the paper's rule and parts from each alternative exactly where the fixture says", () => {
    const ours = rows.map((r) => toNumber(itemScore(tree, r.gold, r.system, at)));
    for (const [name, rule] of Object.entries(readExpected().alternative_rules)) {
      const differing = rule.scores.flatMap((s, i) => (s === ours[i] ? [] : [i + 1]));
      assert.deepEqual(differing, rule.rows_not_matching, name);
    }
  });

  it("matches scorer2's mixed-grained scores and its 6.75 of 11", () => {
    const [gold, system] = sides(rows.map((r) => [r.gold, r.system] as const));
    const scores = scoreHierarchical(tree, gold, system);
    const printed = Object.values(scores.items).map((v) => v.toFixed(3));
    const expected = readExpected();
    assert.deepEqual(printed, expected.scorer2.grains.mixed.table_ii_rows);
    assert.equal(scores.score, 6.75 / 11);
    assert.ok(
      expected.scorer2.grains.mixed.summary_printed[0]?.startsWith(
        `precision: ${(6.75 / 11).toFixed(3)} (6.75 correct`,
      ),
    );
  });
});

describe("hierarchical distribution and κ", SHARED, () => {
  it("spreads a general tag level by level, not leaf by leaf", () => {
    const mass = leafDistribution(tree, ["A"], at);
    assert.deepEqual(Object.fromEntries([...mass].map(([leaf, p]) => [leaf, toNumber(p)])), {
      "A.1a": 0.25,
      "A.1b": 0.25,
      "A.2": 0.5,
    });
  });

  it("counts overlapping gold tags once (a disjunction is a union of leaves)", () => {
    assert.equal(toNumber(itemScore(tree, ["A.1", "A.1a"], ["A"], at)), 0.5);
  });

  it("equals Cohen's κ when every tag is a leaf", () => {
    const pairs = [
      ["B.1", "B.1"],
      ["B.2", "B.1"],
      ["B.3", "B.3"],
      ["A.2", "A.2"],
      ["A.2", "B.2"],
      ["B.1", "B.1"],
    ] as const;
    const [gold, system] = sides(pairs.map(([g, s]) => [[g], [s]] as const));
    const h = scoreHierarchical(tree, gold, system);
    const c = scoreClassification(gold, system);
    assert.ok(Math.abs((h.kappa ?? Number.NaN) - (c.kappa ?? Number.NaN)) < 1e-15);
    assert.equal(h.score, c.accuracy);
  });

  it("takes as chance the mean score over every gold × system pairing", () => {
    const tags = fc.subarray([...tree.children.keys()], { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(fc.array(fc.tuple(tags, tags), { minLength: 1, maxLength: 6 }), (pairs) => {
        const [gold, system] = sides(pairs);
        const scores = scoreHierarchical(tree, gold, system);
        let sum = fraction(0);
        for (const [g] of pairs)
          for (const [, s] of pairs) sum = add(sum, itemScore(tree, g, s, at));
        const brute = toNumber(fraction(sum.num, sum.den * BigInt(pairs.length) ** 2n));
        assert.equal(scores.expected, brute);
        for (const v of Object.values(scores.items)) assert.ok(v >= 0 && v <= 1);
        if (scores.kappa === null) assert.equal(scores.expected, 1);
      }),
      { seed: 7, numRuns: 200 },
    );
  });

  it("gives Melamed & Resnik's §5 κ 0.0219 on Table II's eleven rows (today's score κ: 0.2043)", () => {
    const [gold, system] = sides(rows.map((r) => [r.gold, r.system] as const));
    const s = scoreHierarchical(tree, gold, system);
    // Both sides spread over the leaves. Pr(A) = mean of Σ_leaf P_gold·P_system = 11/4 / 11 = 1/4.
    // Pooled leaf mass over the 22 annotations: A.1a 29/4, A.1b 21/4, A.2 9/2, B.1 5/6, B.2 10/3,
    // B.3 5/6; Pr(E) = Σ (mass/22)² = 903/3872; κ = (1/4 − 903/3872)/(1 − 903/3872) = 65/2969.
    assert.equal(s.leafKappa.observed, 0.25);
    assert.equal(s.leafKappa.expected, 903 / 3872);
    assert.equal(s.leafKappa.kappa, 65 / 2969);
    assert.equal(s.leafKappa.kappa?.toFixed(4), "0.0219");
    assert.equal(s.kappa?.toFixed(4), "0.2043", "the score κ stays, under its own name");
  });

  it("says κ is undefined when chance already scores 1", () => {
    const [gold, system] = sides([
      [["A", "B"], ["A.1"]],
      [["A", "B"], ["B"]],
    ]);
    const scores = scoreHierarchical(tree, gold, system);
    assert.equal(scores.score, 1);
    assert.equal(scores.kappa, null);
    assert.match(scores.notes.map((n) => n.message).join(), /κ is 0\/0/);
  });

  it("scores an unanswered item 0 and notes it", () => {
    const [gold] = sides([
      [["A"], ["A"]],
      [["B"], ["B"]],
    ]);
    const system: ItemLabels = {
      file: "system",
      entries: [{ item: "r01", label: "A", tags: ["A"], line: 2 }],
    };
    const scores = scoreHierarchical(tree, gold, system);
    assert.deepEqual(scores.items, { r01: 1, r02: 0 });
    assert.equal(scores.score, 0.5);
    assert.deepEqual(scores.unanswered, ["r02"]);
  });

  it("rejects a tag that is not in the tree, at file:line", () => {
    const [gold, system] = sides([[["A"], ["C"]]]);
    assert.throws(
      () => scoreHierarchical(tree, gold, system),
      (e: unknown) =>
        e instanceof DataError &&
        e.message === "system:2: tag 'C' is not in the hierarchy; expected one of its 9 tags",
    );
  });
});

describe("tagTreeFromJson", () => {
  it("reads tree.json", SHARED, () => {
    assert.deepEqual(tree.roots, ["A", "B"]);
    assert.deepEqual(tree.leaves, ["A.1a", "A.1b", "A.2", "B.1", "B.2", "B.3"]);
    assert.equal(tree.parent.get("A.1a"), "A.1");
  });

  const bad: readonly [string, unknown, RegExp][] = [
    ["a list", ["A"], /the top level holds \["A"\]; expected an object of tags/],
    ["a string leaf", { A: "x" }, /'A' holds "x"/],
    [
      "a repeated tag",
      { A: { X: {} }, B: { X: {} } },
      /tag 'X' appears twice \(under 'A' and 'B'\)/,
    ],
    ["an empty tree", {}, /no tags/],
    ["a blank tag", { " ": {} }, /expected a non-empty name/],
  ];
  for (const [what, value, message] of bad) {
    it(`rejects ${what}`, () => {
      assert.throws(
        () => tagTreeFromJson(value, "t.json"),
        (e: unknown) =>
          e instanceof DataError && message.test(e.message) && e.message.startsWith("t.json: "),
      );
    });
  }
});
