import assert from "node:assert/strict";
import { it } from "node:test";
import fc from "fast-check";
import type { MetricKeys, UnitResampling } from "../../../src/measure/families/family.ts";
import { LEVEL_FAMILIES } from "../../../src/measure/families/levels.ts";
import type { ElementCounts } from "../../../src/measure/levels/count-elements.ts";
import { bits, describePrepared } from "./resampled.ts";

/**
 * MAT's level figures prepared for resampling (levels.ts `aggregator`): a document drawn w times
 * is the document listed w times (every count is an integer), and each level family's
 * `weighted` and `swapped` against measuring each resample's documents directly, to the bit.
 */

const TYPES = ["PER", "LOC", "b", "10", "9"];
const counts = fc.record({
  match: fc.nat(4),
  refclash: fc.nat(2),
  hypclash: fc.nat(2),
  missing: fc.nat(3),
  spurious: fc.nat(3),
});
const tally = fc.record({
  elements: fc.nat(20),
  all: counts,
  types: fc.dictionary(fc.constantFrom(...TYPES), counts, { maxKeys: 3 }),
});

interface Tally {
  readonly elements: number;
  readonly all: ElementCounts;
  readonly types: Readonly<Record<string, ElementCounts>>;
}

for (const family of LEVEL_FAMILIES) {
  const r = family.resampling as UnitResampling<Tally>;
  const level = family.name.replace(/Level$/, "");
  const RATES = ["match", "missing", "spurious", "precision", "recall", "fmeasure"];
  const KEYS: MetricKeys[] = [
    ...RATES.map((m) => ["levels", level, "<all>", m]),
    ...TYPES.flatMap((t) => RATES.map((m) => ["levels", level, "types", t, m])),
  ];

  it(`${family.name}: reads figures at the keys asked for`, () => {
    const one: Tally = {
      elements: 9,
      all: { match: 3, refclash: 1, hypclash: 1, missing: 1, spurious: 1 },
      types: { PER: { match: 3, refclash: 1, hypclash: 1, missing: 1, spurious: 1 } },
    };
    const figures = [...r.measure([one], [1], KEYS)];
    assert.ok(figures.filter((x) => Number.isFinite(x)).length >= 10, figures.join(" "));
  });

  describePrepared(
    family.name,
    r,
    KEYS,
    tally,
    (_, t): Tally => t,
    (units, weights) => bits(r.measure(units, weights, KEYS)),
  );
}
