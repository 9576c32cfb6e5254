import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import type { Judgement } from "../../../src/formats/labels.ts";
import {
  type AgreementOptions,
  measureAgreementFigures,
} from "../../../src/measure/agreement/measure-agreement.ts";
import type { AgreementUnit } from "../../../src/measure/families/agreement.ts";
import { AGREEMENT_FAMILY } from "../../../src/measure/families/agreement.ts";
import type { MetricKeys, UnitResampling } from "../../../src/measure/families/family.ts";
import { bits } from "./resampled.ts";

/**
 * A paired randomization's sides measured from one coding of both sides (`swapped`) against the
 * same sides built as unit lists and measured directly (`measure`, as before the shortcut): every
 * figure the same, to the bit, on small random pairs of tables.
 */

const r = AGREEMENT_FAMILY.resampling as UnitResampling<AgreementUnit>;

const labels = fc.dictionary(fc.constantFrom("a", "b", "c"), fc.constantFrom("1", "2", "3", "4"), {
  minKeys: 0,
  maxKeys: 3,
});

/** Per id: which sides hold it (0 both, 1 baseline only, 2 current only), labels, the swap. */
const pairs = fc.array(fc.tuple(fc.constantFrom(0, 0, 0, 1, 2), labels, labels, fc.nat(1)), {
  minLength: 1,
  maxLength: 12,
});

/** As a scores document records them: a weighted or ordered scale is always declared. */
const options = fc.oneof(
  fc.record({
    categories: fc.constantFrom([], ["1", "2", "3", "4", "5"]),
    weights: fc.constant(null),
    level: fc.constant("nominal" as const),
  }),
  fc.record({
    categories: fc.constantFrom(["1", "2", "3", "4"], ["1", "2", "3", "4", "5"]),
    weights: fc.constantFrom(null, "linear" as const, "quadratic" as const),
    level: fc.constantFrom("nominal" as const, "ordinal" as const, "interval" as const),
  }),
);

/** Every numeric figure's path in `value` (the keys a comparison would ask for). */
function leafKeys(value: unknown, at: MetricKeys = []): MetricKeys[] {
  if (typeof value === "number") return [at];
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => leafKeys(v, [...at, k]));
}

function sidesOf(
  rows: readonly (readonly [number, object, object, number])[],
  o: AgreementOptions,
) {
  const unit = (i: number, l: object): AgreementUnit => ({
    item: `i${String(i).padStart(2, "0")}`,
    labels: l as Record<string, string>,
    options: o,
  });
  return {
    baseline: rows.map(([side, l], i) => (side === 2 ? undefined : unit(i, l))),
    current: rows.map(([side, , l], i) => (side === 1 ? undefined : unit(i, l))),
    swap: Int32Array.from(rows, ([, , , s]) => s),
  };
}

/** The figures' paths of either side (as a comparison asks for both documents' rows). */
function keysOf(sides: readonly (readonly (AgreementUnit | undefined)[])[]): MetricKeys[] {
  const paths = new Map<string, MetricKeys>();
  for (const units of sides) {
    const judgements: Judgement[] = units.flatMap((u) =>
      u === undefined
        ? []
        : Object.entries(u.labels).map(([coder, label]) => ({
            item: u.item,
            coder,
            label,
            line: 0,
          })),
    );
    if (judgements.length === 0) continue;
    const figures = measureAgreementFigures(
      { file: "t", judgements },
      units.find((u) => u !== undefined)?.options,
    );
    for (const k of leafKeys({ agreement: figures })) paths.set(JSON.stringify(k), k);
  }
  return [...paths.values()];
}

describe("agreement swapped sides", () => {
  it("measures each permutation's sides to the bit as the unit lists would", () => {
    fc.assert(
      fc.property(pairs, options, (rows, o: AgreementOptions) => {
        const s = sidesOf(rows, o);
        // A pair without a judgement has no figures to ask for.
        if ([...s.baseline, ...s.current].every((u) => Object.keys(u?.labels ?? {}).length === 0))
          return;
        const keys = keysOf([s.baseline, s.current]);
        const fast = r.swapped?.(s.baseline, s.current, keys);
        assert.ok(fast, "the shortcut applies to sides measured with the same options");
        const mixed = (mine: typeof s.baseline, theirs: typeof s.baseline) =>
          mine.flatMap((u, i) => {
            const v = s.swap[i] === 1 ? theirs[i] : u;
            return v === undefined ? [] : [v];
          });
        const a = mixed(s.baseline, s.current);
        const b = mixed(s.current, s.baseline);
        const [fa, fb] = fast(s.swap);
        assert.equal(
          bits(fa),
          bits(
            r.measure(
              a,
              a.map(() => 1),
              keys,
            ),
          ),
        );
        assert.equal(
          bits(fb),
          bits(
            r.measure(
              b,
              b.map(() => 1),
              keys,
            ),
          ),
        );
      }),
      { seed: 478685, numRuns: 300 },
    );
  });

  it("declines sides measured with different options, and ids whose copies would not sort", () => {
    const o: AgreementOptions = { categories: [], weights: null, level: "nominal" };
    const unit = (item: string, options: AgreementOptions): AgreementUnit => ({
      item,
      labels: { a: "1", b: "2" },
      options,
    });
    const keys: MetricKeys[] = [["agreement", "alpha"]];
    const other = { ...o, categories: ["1", "2", "3"] };
    assert.equal(r.swapped?.([unit("x", o)], [unit("x", other)], keys), null);
    const ids = ["a", "a!"];
    const side = ids.map((id) => unit(id, o));
    assert.equal(r.swapped?.(side, side, keys), null);
  });
});
