import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { readJudgements } from "../../../src/formats/labels.ts";
import { measureAgreement } from "../../../src/measure/agreement/measure-agreement.ts";
import type { WeightedAgreement } from "../../../src/measure/agreement/weighted-agreement.ts";
import { nodeFiles } from "../../../src/ports/node-files.ts";

/**
 * Weighted κ, α at every level and Fleiss/Randolph κ against what scikit-learn 1.2.1,
 * statsmodels 0.13.5 and nltk 3.8 printed on seeded ordinal tables
 * (test/fixtures/agreement-peers/README.md says how they were made).
 */

const dir = path.resolve(import.meta.dirname, "../../fixtures/agreement-peers");

interface PeerPair {
  coders: [string, string];
  items: number;
  unweighted: Figures;
  linear: Figures;
  quadratic: Figures;
}
interface Figures {
  sklearn_cohen_kappa_score: number;
  statsmodels_kappa: number;
  statsmodels_std_kappa: number;
}
interface PeerCase {
  coders: string[];
  scale: string[];
  judgements: number;
  pairs: PeerPair[];
  nltk_alpha: Record<"nominal" | "ordinal" | "interval" | "ratio", number>;
  statsmodels_fleiss: { fleiss_kappa_fleiss?: number; fleiss_kappa_randolph?: number };
}

const expected = JSON.parse(readFileSync(path.join(dir, "expected.json"), "utf8")) as {
  cases: Record<string, PeerCase>;
};

/** Relative 1e-12 with a 1e-15 floor. */
function close(actual: number | null | undefined, want: number, what: string): void {
  assert.equal(typeof actual, "number", `${what}: expected ${want}, got ${actual}`);
  const a = actual as number;
  assert.ok(
    Math.abs(a - want) <= 1e-12 * Math.abs(want) + 1e-15,
    `${what}: expected ${want}, got ${a}`,
  );
}

/** Standard errors: relative 1e-11 (a square root of a sum taken in another order). */
function closeSe(actual: number | null | undefined, want: number, what: string): void {
  assert.equal(typeof actual, "number", `${what}: expected ${want}, got ${actual}`);
  const a = actual as number;
  assert.ok(Math.abs(a - want) <= 1e-11 * want, `${what}: expected ${want}, got ${a}`);
}

describe("agreement peers fixture", () => {
  it("holds the three generated cases", () =>
    assert.deepEqual(Object.keys(expected.cases).length, 3));
});

for (const [name, peer] of Object.entries(expected.cases)) {
  describe(`agreement peers: ${name}`, () => {
    const data = readJudgements(path.join(dir, `${name}.tsv`), nodeFiles);
    const categories = peer.scale;

    it("reads every judgement", () => assert.equal(data.judgements.length, peer.judgements));

    for (const weights of ["linear", "quadratic"] as const) {
      it(`gives each pair's ${weights}-weighted κ as scikit-learn and statsmodels print it`, () => {
        const s = measureAgreement(data, { categories, weights });
        const section: WeightedAgreement | undefined = s[weights];
        assert.ok(section, `no ${weights} section`);
        assert.deepEqual(section.scale, peer.scale);
        for (const p of peer.pairs) {
          const key = `${p.coders[0]} × ${p.coders[1]}`;
          const ours: { items: number; kappa: number | null; kappaSe?: number | null } | undefined =
            section.byPair[key];
          assert.equal(ours?.items, p.items);
          close(ours?.kappa, p[weights].sklearn_cohen_kappa_score, `${p.coders} sklearn`);
          close(ours?.kappa, p[weights].statsmodels_kappa, `${p.coders} statsmodels`);
          closeSe(ours?.kappaSe, p[weights].statsmodels_std_kappa, `${p.coders} std_kappa`);
        }
        const mean =
          peer.pairs.reduce((t, p) => t + p[weights].sklearn_cohen_kappa_score, 0) /
          peer.pairs.length;
        close(section.kappa, mean, "mean pairwise weighted κ");
      });
    }

    it("gives the unweighted pair κ as both peers print it", () => {
      const s = measureAgreement(data, { categories });
      for (const p of peer.pairs) {
        const ours = s.byPair[`${p.coders[0]} × ${p.coders[1]}`];
        close(ours?.kappa, p.unweighted.sklearn_cohen_kappa_score, `${p.coders} sklearn`);
        close(ours?.kappa, p.unweighted.statsmodels_kappa, `${p.coders} statsmodels`);
        closeSe(ours?.kappaSe, p.unweighted.statsmodels_std_kappa, `${p.coders} std_kappa`);
      }
    });

    for (const level of ["ordinal", "interval", "ratio"] as const) {
      it(`gives Krippendorff's α at the ${level} level as nltk computes it with that distance`, () => {
        const s = measureAgreement(data, { categories, level });
        close(s[level]?.alpha, peer.nltk_alpha[level], `α ${level}`);
        close(s.alpha, peer.nltk_alpha.nominal, "α nominal");
      });
    }

    it("gives Fleiss' κ and Randolph's κ as statsmodels prints them (complete data)", () => {
      const s = measureAgreement(data, { categories });
      const sm = peer.statsmodels_fleiss;
      if (sm.fleiss_kappa_fleiss === undefined || sm.fleiss_kappa_randolph === undefined) {
        assert.equal(s.complete, false);
        return;
      }
      close(s.pi, sm.fleiss_kappa_fleiss, "Fleiss' κ");
      close(s.s, sm.fleiss_kappa_randolph, "Randolph's κ (Brennan–Prediger)");
      // Unweighted: the weighted section's figures with identity weights equal the plain ones.
      const w = measureAgreement(data, { categories, weights: "linear" });
      assert.notEqual(w.linear?.pi, s.pi);
    });
  });
}
