import assert from "node:assert/strict";
import { test } from "node:test";
import fc from "fast-check";
import {
  alignByDice,
  diceCoefficient,
  EVENT_ROWS,
  mapToGold,
  rowMatcher,
} from "../../../src/measure/events/dice-alignment.ts";
import {
  DEFAULT_EVENT_OPTIONS,
  type EventMention,
  toEventMentions,
} from "../../../src/measure/events/event-mention.ts";
import { doc, mention } from "./event-fixtures.ts";

const mentions = (...annotations: ReturnType<typeof mention>[]) =>
  toEventMentions(doc("d", annotations), DEFAULT_EVENT_OPTIONS);

test("Dice of unit sets, discontinuous ones included, hand-checked", () => {
  const [a, b, c, empty] = mentions(
    mention("A/X", [[0, 4]]),
    mention("A/X", [[2, 6]]),
    mention("A/X", [
      [0, 2],
      [4, 6],
    ]),
    mention("A/X", []),
  );
  assert.ok(a && b && c && empty);
  assert.equal(diceCoefficient(a, b), 0.5); // {0..3} ∩ {2..5} = 2 of 4 + 4
  assert.equal(diceCoefficient(b, c), 0.5); // {2..5} ∩ {0,1,4,5} = 2
  assert.equal(diceCoefficient(a, c), 0.5); // {0..3} ∩ {0,1,4,5} = 2
  assert.equal(diceCoefficient(c, c), 1);
  assert.equal(diceCoefficient(empty, empty), 0);
  assert.equal(diceCoefficient(a, empty), 0);
});

test("greedy from the highest Dice; a tie goes to the lower system index", () => {
  const gold = mentions(mention("A/X", [[0, 4]], "G1"));
  const system = mentions(
    mention("A/X", [[2, 4]], "S1"),
    mention("A/X", [[0, 2]], "S2"),
    mention("A/X", [[0, 3]], "S3"),
  );
  const { plain } = alignByDice(gold, system, "default");
  assert.deepEqual(plain.links, [{ gold: 0, system: 2, dice: 6 / 7 }]);
  const tie = alignByDice(gold, system.slice(0, 2), "default").plain;
  assert.deepEqual(tie.links, [{ gold: 0, system: 0, dice: 2 / 3 }]);
});

test("a tie goes to the mention earlier in its file, not earlier by offset (the scorer's index)", () => {
  // EvmEval numbers mentions as it reads them. Sorted by offset (as normalization leaves them),
  // S2 [0,1) would come before S1 [0,4): every Dice below is 2/3, so the order decides.
  const gold = mentions(
    { ...mention("A/X", [[0, 2]], "G1"), line: 2 },
    { ...mention("A/X", [[1, 3]], "G2"), line: 3 },
  );
  const system = mentions(
    { ...mention("A/X", [[0, 1]], "S2"), line: 3 },
    { ...mention("A/X", [[0, 4]], "S1"), line: 2 },
  );
  for (const profile of ["default", "evmeval"] as const) {
    const { plain } = alignByDice(gold, system, profile);
    // S1 (written first) takes G1; S2's only partner is taken: one link, credit 2/3 of 2.
    assert.deepEqual(plain.links, [{ gold: 0, system: 1, dice: 2 / 3 }], profile);
  }
  // Written the other way round, both link.
  const swapped = mentions(
    { ...mention("A/X", [[0, 1]], "S2"), line: 2 },
    { ...mention("A/X", [[0, 4]], "S1"), line: 3 },
  );
  assert.equal(alignByDice(gold, swapped, "evmeval").plain.links.length, 2);
});

test("greedy, not optimal: the best pair first, even when two lesser pairs would sum to more", () => {
  const gold = mentions(mention("A/X", [[0, 3]]), mention("A/X", [[3, 6]]));
  const system = mentions(mention("A/X", [[1, 5]]), mention("A/X", [[0, 1]]));
  // S0 overlaps G0 on {1,2} and G1 on {3,4}: both 4/7; S1 = {0} with G0: 2/4.
  const { plain } = alignByDice(gold, system, "default");
  assert.deepEqual(plain.links, [{ gold: 0, system: 0, dice: 4 / 7 }]);
  assert.equal(plain.tp, 4 / 7);
});

test("each row is its own greedy matching over the same order, so a label row can beat plain", () => {
  const gold = mentions(mention("A/X", [[0, 3]]), mention("B/X", [[3, 6]]));
  const system = mentions(mention("B/X", [[0, 4]]), mention("A/Y", [[0, 2]]));
  // Pairs by Dice: (S0,G0) 6/7, (S1,G0) 4/5, (S0,G1) 2/7.
  const a = alignByDice(gold, system, "default");
  const pairs = (row: keyof typeof a) => a[row].links.map((l) => [l.system, l.gold]);
  assert.deepEqual(pairs("plain"), [[0, 0]]);
  assert.deepEqual(pairs("type"), [
    [1, 0],
    [0, 1],
  ]);
  assert.deepEqual(pairs("realis"), [[0, 0]]);
  assert.deepEqual(pairs("typeRealis"), [[0, 1]]);
  assert.equal(a.plain.tp, 6 / 7);
  assert.equal(a.type.tp, 4 / 5 + 2 / 7);
});

test("a gold label NOT_ANNOTATED matches any system label (canonical spellings only under evmeval)", () => {
  const system = [mention("Attack/Actual", [[0, 2]])];
  for (const [label, profile, matches] of [
    ["Attack/NOT_ANNOTATED", "default", true],
    ["Attack/not-annotated", "default", false],
    ["Attack/not-annotated", "evmeval", true],
    ["NOT_ANNOTATED/Other", "evmeval", true],
  ] as const) {
    const options = { profile, invisibleWords: [] };
    const g = toEventMentions(doc("d", [mention(label, [[0, 2]])]), options);
    const s = toEventMentions(doc("d", system), options);
    const a = alignByDice(g, s, profile);
    const row = label.startsWith("NOT") ? a.type : a.realis;
    assert.equal(row.links.length, matches ? 1 : 0, `${label} ${profile}`);
  }
});

test("property: links are one-to-one, positive, and credit is their sum in order", () => {
  const range = fc
    .tuple(fc.nat(12), fc.integer({ min: 1, max: 4 }))
    .map(([s, n]): [number, number] => [s, s + n]);
  const side = fc.array(fc.tuple(fc.constantFrom("A/X", "A/Y", "B/X"), range), { maxLength: 6 });
  fc.assert(
    fc.property(side, side, (g, s) => {
      const a = alignByDice(
        mentions(...g.map(([l, r]) => mention(l, [r]))),
        mentions(...s.map(([l, r]) => mention(l, [r]))),
        "default",
      );
      for (const row of EVENT_ROWS) {
        const { links, tp } = a[row];
        assert.equal(new Set(links.map((l) => l.gold)).size, links.length);
        assert.equal(new Set(links.map((l) => l.system)).size, links.length);
        assert.ok(links.every((l) => l.dice > 0 && l.dice <= 1));
        assert.equal(
          tp,
          links.reduce((sum, l) => sum + l.dice, 0),
        );
        assert.ok(tp <= Math.min(g.length, s.length));
      }
    }),
    { seed: 11, numRuns: 2000 },
  );
});

/** The alignment by its definition: Dice of every (system, gold) pair, greedy in the scorer's order. */
function alignAllPairs(gold: readonly EventMention[], system: readonly EventMention[]) {
  const pairs: { gold: number; system: number; dice: number }[] = [];
  system.forEach((s, si) => {
    gold.forEach((g, gi) => {
      const dice = diceCoefficient(g, s);
      if (dice > 0) pairs.push({ gold: gi, system: si, dice });
    });
  });
  pairs.sort((x, y) => y.dice - x.dice || x.system - y.system || x.gold - y.gold);
  return EVENT_ROWS.map((row) => {
    const matches = rowMatcher(row, "default");
    const [usedGold, usedSystem] = [new Set<number>(), new Set<number>()];
    return pairs.filter((p) => {
      if (usedGold.has(p.gold) || usedSystem.has(p.system)) return false;
      if (!matches(gold[p.gold] as EventMention, system[p.system] as EventMention)) return false;
      usedGold.add(p.gold);
      usedSystem.add(p.system);
      return true;
    });
  });
}

/** `mapToGold` by its definition: every gold mention for every system mention, in order. */
function mapAllPairs(gold: readonly EventMention[], system: readonly EventMention[]): number[] {
  return system.map((s) => {
    let [best, target] = [0, -1];
    gold.forEach((g, gi) => {
      const dice = diceCoefficient(g, s);
      if (dice > best) [best, target] = [dice, gi];
    });
    return target;
  });
}

test("property: only hull-overlapping pairs are scored, with the links and maps of every pair scored", () => {
  // Up to three disjoint ranges a mention (none: a mention without units), over few units so
  // that mentions overlap, nest, touch and tie.
  const ranges = fc
    .array(fc.tuple(fc.nat(3), fc.integer({ min: 1, max: 4 })), { maxLength: 3 })
    .map((parts) => {
      let at = 0;
      return parts.map(([gap, n]): [number, number] => {
        const start = at + gap + (at === 0 ? 0 : 1);
        at = start + n;
        return [start, at];
      });
    });
  const side = fc.array(fc.tuple(fc.constantFrom("A/X", "A/Y", "B/X"), ranges), { maxLength: 12 });
  fc.assert(
    fc.property(side, side, (g, s) => {
      const [gold, system] = [
        mentions(...g.map(([l, r]) => mention(l, r))),
        mentions(...s.map(([l, r]) => mention(l, r))),
      ];
      const a = alignByDice(gold, system, "default");
      assert.deepEqual(
        EVENT_ROWS.map((row) => a[row].links),
        alignAllPairs(gold, system),
      );
      assert.deepEqual([...mapToGold(gold, system)], mapAllPairs(gold, system));
    }),
    { seed: 12, numRuns: 2000 },
  );
});
