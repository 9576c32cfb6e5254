import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { readJudgements } from "../../../src/formats/labels.ts";
import type { KappaErrors } from "../../../src/measure/agreement/kappa-variance.ts";
import { measureAgreement } from "../../../src/measure/agreement/measure-agreement.ts";
import { nodeFiles } from "../../../src/ports/node-files.ts";

/**
 * Each coder pair's κ errors as statsmodels 0.13.5's `cohens_kappa` prints them (ASE, the 95%
 * limits, the ASE under H0), unweighted and weighted, on the agreement peer tables
 * (test/fixtures/agreement-peers/statsmodels-kappa.py).
 */
const dir = path.resolve(import.meta.dirname, "../../fixtures/agreement-peers");
type Printed = Record<"kappa_low" | "kappa_upp" | "std_kappa" | "std_kappa0", number>;
const peers = JSON.parse(readFileSync(path.join(dir, "statsmodels-kappa.json"), "utf8")) as {
  cases: Record<
    string,
    { coders: [string, string]; unweighted: Printed; linear: Printed; quadratic: Printed }[]
  >;
};
const SCALES: Record<string, string[]> = {
  likert_two_coders: ["1", "2", "3", "4", "5"],
  severity_three_coders: ["0", "1", "2", "4", "8"],
  likert_four_coders_missing: ["1", "2", "3", "4", "5"],
};

function close(got: number | null | undefined, want: number, what: string): void {
  assert.equal(typeof got, "number", `${what}: got ${got}`);
  assert.ok(
    Math.abs((got as number) - want) <= 1e-11 * Math.abs(want) + 1e-15,
    `${what}: ${got} vs ${want}`,
  );
}

function same(got: Partial<KappaErrors> | undefined, want: Printed, what: string): void {
  close(got?.kappaSe, want.std_kappa, `${what} ASE`);
  close(got?.kappaLower, want.kappa_low, `${what} 95% low`);
  close(got?.kappaUpper, want.kappa_upp, `${what} 95% high`);
  close(got?.kappaSe0, want.std_kappa0, `${what} ASE under H0`);
}

describe("pair κ errors equal statsmodels' cohens_kappa", () => {
  for (const [name, pairs] of Object.entries(peers.cases))
    it(name, () => {
      const data = readJudgements(path.join(dir, `${name}.tsv`), nodeFiles);
      const categories = SCALES[name] ?? [];
      const plain = measureAgreement(data, { categories });
      for (const p of pairs) {
        const key = `${p.coders[0]} × ${p.coders[1]}`;
        same(plain.byPair[key], p.unweighted, `${name} ${key}`);
        for (const weights of ["linear", "quadratic"] as const) {
          const s = measureAgreement(data, { categories, weights });
          same(s[weights]?.byPair[key], p[weights], `${name} ${key} ${weights}`);
        }
      }
    });
});
