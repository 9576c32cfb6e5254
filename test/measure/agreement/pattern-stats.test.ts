import assert from "node:assert/strict";
import { describe, it } from "node:test";
import fc from "fast-check";
import { cellsOf } from "../../../src/measure/agreement/agreement-stats.ts";
import { gwetFigures } from "../../../src/measure/agreement/gwet-forms.ts";
import {
  type AgreementOptions,
  measureAgreementFigures,
} from "../../../src/measure/agreement/measure-agreement.ts";
import { type Margins, marginsOf } from "../../../src/measure/agreement/pair-agreement.ts";
import { patternStats, ratingPatterns } from "../../../src/measure/agreement/pattern-stats.ts";
import {
  type CodedItem,
  codeItems,
  resampledTable,
} from "../../../src/measure/agreement/resampled-table.ts";
import { identityWeights } from "../../../src/measure/agreement/scale.ts";

/**
 * A resample measured from its items' rating patterns against the same resample measured from the
 * table of its copies (`resampledTable`, itself held to `codingTable` of the copies' judgements):
 * every figure and note the same, to the bit.
 */

const LABELS = ["1", "2", "3", "4"];

/** Items i0…, each coder judging it or not, labels drawn from a few so that patterns repeat. */
const units = fc
  .integer({ min: 1, max: 14 })
  .chain((n) =>
    fc.tuple(
      fc.array(
        fc.dictionary(fc.constantFrom("a", "b", "c", "d"), fc.constantFrom(...LABELS), {
          minKeys: 1,
          maxKeys: 4,
        }),
        { minLength: n, maxLength: n },
      ),
      fc.array(fc.nat(4), { minLength: n, maxLength: n }),
    ),
  )
  .map(([labels, weights]) => ({
    units: labels.map((l, i): CodedItem => ({ item: `i${String(i).padStart(2, "0")}`, labels: l })),
    weights,
  }));

const options = fc.record({
  categories: fc.constantFrom([], ["1", "2", "3", "4"], ["1", "2", "3", "4", "5"]),
  weights: fc.constantFrom(null, "linear" as const, "quadratic" as const),
  level: fc.constantFrom("nominal" as const, "ordinal" as const, "interval" as const),
});

/** The figures as JSON with every number written to the last bit (and -0 told from 0). */
function bits(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    typeof v === "number" ? (Object.is(v, -0) ? "-0" : v.toString()) : v,
  );
}

describe("patternStats", () => {
  it("gives a resample the figures of the table of its copies", () => {
    fc.assert(
      fc.property(units, options, ({ units, weights }, opts: AgreementOptions) => {
        const coded = codeItems(units);
        if (coded === null) return;
        const table = resampledTable(coded, weights, opts.categories);
        const stats = patternStats(ratingPatterns(coded, opts), weights);
        if (table.judgements === 0) {
          assert.equal(stats?.judgements ?? 0, 0);
          return;
        }
        // null only when a weighted scale would count a category the draw left out.
        if (stats === null) {
          assert.notEqual(opts.weights, null);
          return;
        }
        const direct = measureAgreementFigures(table, opts);
        assert.equal(bits(measureAgreementFigures(stats, opts)), bits(direct));
      }),
      { seed: 340112, numRuns: 400 },
    );
  });

  it("keeps each pair's margins, builds its tables from the draws when read, skips the identity", () => {
    fc.assert(
      fc.property(units, ({ units, weights }) => {
        const coded = codeItems(units);
        if (coded === null) return;
        const stats = patternStats(ratingPatterns(coded, {}), weights);
        if (stats === null || stats.judgements === 0) return;
        const direct = measureAgreementFigures(resampledTable(coded, weights, []), {});
        // The tables built from the draws are the table's own (the figures' pairs hold them).
        assert.deepEqual(
          stats.contingencies,
          direct.pairs.map((p) => p.contingency),
        );
        // (Views of the resample's counts where every category is kept: compared as numbers.)
        const numbers = (m: Margins) => ({
          rows: Array.from(m.rows),
          columns: Array.from(m.columns),
          diagonal: Array.from(m.diagonal),
        });
        assert.deepEqual(
          stats.pairMargins?.map(numbers),
          stats.contingencies.map((m) => numbers(marginsOf(m, stats.categories.length))),
        );
        // Each pair's nonzero cells from the draws, row by row: the table's.
        stats.contingencies.forEach((m, t) => {
          assert.deepEqual(stats.pairCells?.(t), cellsOf(m));
        });
        // Gwet's figures under no weights: the identity matrix's, to the bit.
        const identity = identityWeights(stats.categories.length);
        assert.equal(
          bits(gwetFigures(stats, null, stats.sums.observed)),
          bits(gwetFigures(stats, identity, stats.sums.observed)),
        );
      }),
      { seed: 609862, numRuns: 400 },
    );
  });

  it("gives Davies & Fleiss' κ under the identity weights the unweighted exact 0", () => {
    // A case the property above found: p_a equals the chance term exactly; the identity's float
    // figure was −2.1e-16 while the unweighted one was 0.
    const coded = codeItems([
      { item: "i00", labels: { a: "1" } },
      { item: "i01", labels: { a: "1" } },
      { item: "i02", labels: { d: "1", c: "1", a: "2", b: "2" } },
      { item: "i03", labels: { b: "1", c: "1", a: "1", d: "3" } },
    ]);
    assert.ok(coded !== null);
    const stats = patternStats(ratingPatterns(coded, {}), [0, 0, 1, 4]);
    assert.ok(stats !== null);
    const identity = identityWeights(stats.categories.length);
    const figures = gwetFigures(stats, identity, stats.sums.observed);
    assert.ok(Object.is(figures.multiKappa.value, 0));
    assert.equal(bits(figures), bits(gwetFigures(stats, null, stats.sums.observed)));
  });

  it("counts an item drawn k times as k rows", () => {
    const coded = codeItems([
      { item: "x", labels: { a: "1", b: "1" } },
      { item: "y", labels: { a: "1", b: "2", c: "2" } },
    ]);
    assert.notEqual(coded, null);
    if (coded === null) return;
    const stats = patternStats(ratingPatterns(coded, {}), [3, 1]);
    assert.deepEqual(
      [stats?.items, stats?.judgements, stats?.pairable, stats?.coders],
      [4, 9, 4, ["a", "b", "c"]],
    );
    assert.deepEqual(stats?.contingencies[0], [
      [3, 1],
      [0, 0],
    ]);
  });
});
