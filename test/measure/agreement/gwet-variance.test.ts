import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { readJudgements } from "../../../src/formats/labels.ts";
import { codingTable } from "../../../src/measure/agreement/coding-table.ts";
import {
  type AnalyticError,
  analyticErrors,
} from "../../../src/measure/agreement/gwet-variance.ts";
import { measureAgreement } from "../../../src/measure/agreement/measure-agreement.ts";
import { identityWeights, scaleOf, weightMatrix } from "../../../src/measure/agreement/scale.ts";
import { studentQuantile } from "../../../src/measure/agreement/student-t.ts";
import { nodeFiles } from "../../../src/ports/node-files.ts";
import { needsShared, SHARED_FIXTURES } from "../../shared-fixtures.ts";

/**
 * Gwet's analytic standard errors and t intervals against what irrCAC 0.4.4 printed on the
 * agreement peer tables and the shared agreement cases (test/fixtures/agreement-peers/irrcac.py).
 */
const dir = path.resolve(import.meta.dirname, "../../fixtures/agreement-peers");
type Peer = Record<"value" | "se" | "lower" | "upper", number>;
type Weighting = Record<
  "gwet" | "fleiss" | "conger" | "bp" | "krippendorff" | "krippendorff_r_form",
  Peer
>;
const peers = JSON.parse(readFileSync(path.join(dir, "irrcac.json"), "utf8")) as {
  cases: Record<string, Partial<Record<"identity" | "linear" | "quadratic", Weighting>>>;
};

/** irrCAC prints 15 decimals: absolute 2e-15 beyond the relative 1e-11 of a reordered sum. */
function close(got: number | undefined, want: number, what: string, tolerance = 1e-11): void {
  assert.equal(typeof got, "number", `${what}: expected ${want}, got ${got}`);
  const g = got as number;
  assert.ok(Math.abs(g - want) <= tolerance * Math.abs(want) + 2e-15, `${what}: ${g} vs ${want}`);
}

/** SEs to 1e-11; the bounds to 1e-8, as the peer's t quantile (Debian's scipy 1.10) is good to ~1e-9. */
function same(got: AnalyticError | null, want: Peer, what: string): void {
  assert.ok(got !== null, `${what}: null`);
  close(got?.se, want.se, `${what} se`);
  close(got?.lower, want.lower, `${what} lower`, 1e-8);
  close(got?.upper, want.upper, `${what} upper`, 1e-8);
}

function check(name: string, file: string): void {
  const data = readJudgements(file, nodeFiles);
  const table = codingTable(data);
  // The coefficients themselves are irrCAC's too, and the document carries the analytic errors.
  const scores = measureAgreement(data);
  const identity = peers.cases[name]?.identity;
  if (identity !== undefined) {
    close(scores.ac1 ?? undefined, identity.gwet.value, `${name} AC1`);
    close(scores.pi ?? undefined, identity.fleiss.value, `${name} Fleiss' κ`);
    close(scores.s ?? undefined, identity.bp.value, `${name} S`);
    close(scores.alpha ?? undefined, identity.krippendorff_r_form.value, `${name} α`);
    same(scores.analytic.ac1, identity.gwet, `${name} agreement.analytic.ac1`);
  }
  for (const [weighting, want] of Object.entries(peers.cases[name] ?? {})) {
    const w =
      weighting === "identity"
        ? identityWeights(table.categories.length)
        : weightMatrix(scaleOf(table.categories, [], "test"), weighting as "linear");
    const got = analyticErrors(table, w);
    const at = `${name} ${weighting}`;
    same(got.ac, want.gwet, `${at} AC`);
    same(got.pi, want.fleiss, `${at} Fleiss' κ`);
    same(got.conger, want.conger, `${at} Conger's κ`);
    same(got.bp, want.bp, `${at} Brennan–Prediger`);
    // α in Gwet's R form; the Python port agrees with it on complete data (irrcac.py says where not).
    same(got.alpha, want.krippendorff_r_form, `${at} α`);
    if (table.judgements === table.items.length * table.coders.length)
      same(got.alpha, want.krippendorff, `${at} α (the port)`);
  }
}

describe("Gwet's analytic standard errors equal irrCAC's", () => {
  for (const name of ["likert_two_coders", "severity_three_coders", "likert_four_coders_missing"])
    it(name, () => check(name, path.join(dir, `${name}.tsv`)));
  for (const name of ["four_coders_nominal", "three_coders_missing", "prevalence_skew_binary"])
    it(name, needsShared("irrCAC figures on the shared agreement cases"), () =>
      check(name, path.join(SHARED_FIXTURES, "agreement", name, "labels.tsv")),
    );
});

it("Student's t quantiles (scipy.stats.t.ppf(0.975, df))", () => {
  const scipy: [number, number][] = [
    [1, 12.706204736174694],
    [2, 4.302652729749462],
    [10, 2.228138851986274],
    [29, 2.045229642132703],
    [1000, 1.9623390808264083],
  ];
  for (const [df, want] of scipy) close(studentQuantile(0.975, df), want, `t(0.975, ${df})`);
});
