import fc from "fast-check";
import type { AttributeUnit } from "../../../src/measure/attributes/attribute-tally.ts";
import { measureAttributes } from "../../../src/measure/attributes/measure-attributes.ts";
import {
  ATTRIBUTES_FAMILY,
  type ScoredAttributeUnit,
} from "../../../src/measure/families/attributes.ts";
import type { MetricKeys, UnitResampling } from "../../../src/measure/families/family.ts";
import { describePrepared } from "./resampled.ts";

/**
 * Span-attribute figures prepared for resampling (measure-attributes.ts `attributesMeasure`): a
 * document drawn w times is the document listed w times and one drawn no times is left out
 * (every count is an integer), and the family's `weighted` and `swapped` against measuring each
 * resample's documents directly, to the bit — attributes only the system uses, null values,
 * wrong sets naming attributes no drawn gold span carries.
 */

const NAMES = ["status", "negated", "b", "a"];
const VALUES = [null, "present", "absent", "x"];
const cell = fc.tuple(
  fc.constantFrom(...NAMES),
  fc.constantFrom(...VALUES),
  fc.constantFrom(...VALUES),
  fc.nat({ max: 3 }),
);
const unit = fc.record({
  goldNames: fc.uniqueArray(fc.constantFrom(...NAMES), { maxLength: 3 }),
  pairs: fc.nat(4),
  typeRight: fc.nat(4),
  cells: fc.uniqueArray(cell, { selector: ([n, g, s]) => JSON.stringify([n, g, s]), maxLength: 4 }),
  wrong: fc.array(
    fc.tuple(fc.uniqueArray(fc.constantFrom(...NAMES), { minLength: 1, maxLength: 2 }), fc.nat(2)),
    { maxLength: 2 },
  ),
});

function unitOf(i: number, u: Omit<AttributeUnit, "id">): ScoredAttributeUnit {
  return {
    ...u,
    id: `d${String(i).padStart(2, "0")}`,
    goldNames: [...u.goldNames].sort(),
    scored: new Set(u.goldNames),
  };
}

const r = ATTRIBUTES_FAMILY.resampling as UnitResampling<ScoredAttributeUnit>;
const KEYS: MetricKeys[] = [
  ...["pairs", "typeRight", "typeRightAttributeWrong", "allRight"].map((k) => ["attributes", k]),
  ["attributes", "accuracy", "micro"],
  ["attributes", "accuracy", "macro"],
  ...NAMES.flatMap((n) => [
    ...["cases", "correct", "accuracy"].map((k) => ["attributes", "names", n, k]),
    ...["present", "absent", "x"].flatMap((v) =>
      ["precision", "recall", "f1"].map((k) => ["attributes", "names", n, "values", v, k]),
    ),
  ]),
];

describePrepared("attributes", r, KEYS, unit, unitOf, measureAttributes);
